/**
 * Every runtime dependency is used: package.json `dependencies` holds only what the site, its build or the
 * production server imports (tools used only by tests, benches and scripts are devDependencies).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

/** Source that ships or builds the site: src/, server/, astro.config.ts. */
function sources(): string[] {
  const files: string[] = [join(ROOT, 'astro.config.ts')];
  for (const dir of ['src', 'server']) {
    for (const file of readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })) {
      if (/\.(ts|tsx|astro|css|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file))
        files.push(join(ROOT, dir, file));
    }
  }
  return files;
}

/** The package names a source file imports (JS/TS specifiers, CSS @import/@plugin and url()). */
function importedPackages(text: string): string[] {
  const specifiers = [
    ...text.matchAll(/(?:\bfrom|\bimport|\bimport\(|@import|@plugin|url\()\s*['"]([^'"]+)['"]/g),
  ].map((match) => match[1] ?? '');
  return specifiers
    .filter((specifier) => !/^[.#/~]|^node:|^astro:|^data:|^https?:/.test(specifier))
    .map((specifier) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/'),
    );
}

/** Runtime dependencies that are used without an import of ours, and by what. */
const USED_INDIRECTLY: Record<string, string> = {
  'react-dom': 'peer dependency of @astrojs/react, which renders the pages with it',
  preact:
    'the islands run on preact/compat in the browser: integrations/preact-islands.ts resolves React to it by name',
};

describe('dependencies', () => {
  const used = new Set(sources().flatMap((file) => importedPackages(readFileSync(file, 'utf8'))));

  it('imports every runtime dependency somewhere in the site, its build or the server', () => {
    const unused = Object.keys(manifest.dependencies).filter(
      (name) => !used.has(name) && !(name in USED_INDIRECTLY),
    );
    expect(unused).toEqual([]);
  });

  it('reads package names from imports the way the check relies on', () => {
    expect(
      importedPackages(
        `import a from 'react';\nimport { b } from '@radix-ui/x/y';\n@import "tailwindcss";\nimport c from '#src/a.ts';\nimport('posthog-js/dist/x.js')`,
      ),
    ).toEqual(['react', '@radix-ui/x', 'tailwindcss', 'posthog-js']);
  });
});
