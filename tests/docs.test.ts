/**
 * Docs that can be checked mechanically are: every package docs/architecture.md names is a dependency in
 * package.json, and every version that architecture.md or a decision record states for one of our
 * dependencies is the version installed from the lockfile.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

const manifest = JSON.parse(read('package.json')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const direct = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)];
const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, { version?: string }> };
const locked = new Map(
  Object.entries(lock.packages)
    .filter(([path]) => path.startsWith('node_modules/') && !path.slice(13).includes('node_modules/'))
    .map(([path, entry]) => [path.slice('node_modules/'.length), entry.version ?? '']),
);

const architecture = read('docs/architecture.md');
const decisionFiles = readdirSync(join(ROOT, 'docs', 'decisions')).filter((file) => file.endsWith('.md'));
const docs = [
  { file: 'docs/architecture.md', text: architecture },
  ...decisionFiles.map((file) => ({ file: `docs/decisions/${file}`, text: read(`docs/decisions/${file}`) })),
];

/** A backticked token that can only be an npm package name: scoped, hyphenated, or a locked package. */
function packageNames(markdown: string): string[] {
  const names = new Set<string>();
  for (const [, token = ''] of markdown.matchAll(/`([^`\s]+)`/g)) {
    const name = token.replace(/@[\d^~][\w.-]*$/, '');
    const scoped = /^@[a-z0-9-]+\/[a-z0-9.*-]+$/.test(name);
    const hyphenated = /^[a-z][a-z0-9]*(-[a-z0-9]+)+$/.test(name);
    const plain = /^[a-z][a-z0-9]*$/.test(name) && locked.has(name);
    if (scoped || hyphenated || plain) names.add(name);
  }
  return [...names];
}

/** The products the docs name in prose, and the package each one is. */
const PRODUCTS: Record<string, string> = {
  Astro: 'astro',
  React: 'react',
  'Tailwind CSS': 'tailwindcss',
  Tailwind: 'tailwindcss',
  Vitest: 'vitest',
  jsdom: 'jsdom',
  Lighthouse: 'lighthouse',
  Playwright: '@playwright/test',
  Fastify: 'fastify',
  TypeScript: 'typescript',
  'posthog-js': 'posthog-js',
};

/** Every "Product 7", "Tailwind CSS v4", "posthog-js 1.434.18" or `name@1.2.3` a text states. */
function versionClaims(markdown: string): { name: string; version: string; claim: string }[] {
  const claims: { name: string; version: string; claim: string }[] = [];
  const products = Object.keys(PRODUCTS)
    .sort((a, b) => b.length - a.length)
    .map((product) => product.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');
  for (const match of markdown.matchAll(new RegExp(`\\b(${products}) v?(\\d+(?:\\.\\d+){0,2})\\b`, 'g'))) {
    const [claim, product = '', version = ''] = match;
    claims.push({ name: PRODUCTS[product] ?? product, version, claim });
  }
  for (const match of markdown.matchAll(/`((?:@[a-z0-9-]+\/)?[a-z0-9.-]+)@(\d+(?:\.\d+){0,2})`/g)) {
    const [claim, name = '', version = ''] = match;
    if (direct.includes(name)) claims.push({ name, version, claim });
  }
  return claims;
}

describe('docs match the code', () => {
  it('names in docs/architecture.md only packages that package.json depends on', () => {
    const named = packageNames(architecture);
    expect(named.length).toBeGreaterThan(5);
    const missing = named.filter((name) =>
      name.endsWith('*') ? !direct.some((dep) => dep.startsWith(name.slice(0, -1))) : !direct.includes(name),
    );
    expect(missing).toEqual([]);
  });

  it('states the installed version wherever a doc gives one for a dependency', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const { file, text } of docs) {
      for (const { name, version, claim } of versionClaims(text)) {
        const installed = locked.get(name);
        if (installed === undefined) continue;
        checked++;
        const parts = version.split('.');
        if (installed.split('.').slice(0, parts.length).join('.') !== version) {
          wrong.push(`${file}: "${claim}" but the lockfile has ${name} ${installed}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(5);
    expect(wrong).toEqual([]);
  });

  it('recognises package names and version claims the way the checks above rely on', () => {
    expect(
      packageNames('`@fastify/http-proxy`, `lucide-react`, `satisfies`, `client:load`, `src/lib/a.ts`'),
    ).toEqual(['@fastify/http-proxy', 'lucide-react']);
    expect(versionClaims('**Astro 7** and Tailwind CSS v4, posthog-js 1.434.18').map((c) => c.claim)).toEqual(
      ['Astro 7', 'Tailwind CSS v4', 'posthog-js 1.434.18'],
    );
  });
});
