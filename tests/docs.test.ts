/**
 * Docs that can be checked mechanically are:
 * - every package docs/architecture.md names is a dependency in package.json, and every version that
 *   architecture.md or a decision record states for one of our dependencies is the version installed;
 * - every environment variable, npm script, file and hydration directive the docs name exists in the code,
 *   every island's directive is the one the docs give it, and README documents every environment
 *   variable the code reads.
 * "The docs" are README.md, docs/*.md and the folder READMEs; decision records are dated and may name
 * what they removed, so only their npm scripts and hydration directives are checked.
 * Each check is a function of the text; the last block plants a drift in a sample and sees it caught.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';

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

// ---------------------------------------------------------------------------------------------------------
// Environment variables, npm scripts, files and hydration directives.

const IGNORED_DIRS = new Set([
  'node_modules',
  'dist',
  'dist-analytics',
  '.git',
  '.astro',
  '.node',
  '.reports',
  '.shots',
  '.nginx-tmp',
  'test-results',
  'playwright-report',
  'results',
]);

/** Every file of the repository (what a clean clone has, plus work in progress), relative, with `/`. */
function repoFiles(dir = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (IGNORED_DIRS.has(entry.name)) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? repoFiles(path) : [relative(ROOT, path).split('\\').join('/')];
  });
}

const files = repoFiles();
const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file) || file.startsWith('tests/');
const codeFiles = files.filter(
  (file) =>
    /\.(ts|tsx|astro|mjs)$/.test(file) &&
    !file.endsWith('.d.ts') &&
    !isTest(file) &&
    !file.startsWith('docs/'),
);
const code = new Map(codeFiles.map((file) => [file, read(file)]));
code.set('.ci/run', read('.ci/run'));

const livingDocFiles = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
  ...files.filter(
    (file) => /(^|\/)_?README\.md$/.test(file) && file.includes('/') && !file.startsWith('docs/'),
  ),
];
const livingDocs = livingDocFiles.map((file) => ({ file, text: read(file) }));
const decisionDocs = docs.filter(({ file }) => file.startsWith('docs/decisions/'));

const ENV_NAME = '[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*';
/** Names Vite and Astro define on `import.meta.env` themselves. */
const BUILT_IN_ENV = new Set(['DEV', 'PROD', 'MODE', 'SSR', 'BASE_URL', 'SITE', 'ASSETS_PREFIX']);

/** The environment variables a source file reads (Node, Vite, the site's `fromEnv`/`env:` settings, bash). */
function envReads(source: string): string[] {
  const patterns = [
    `process\\.env\\.(${ENV_NAME})`,
    `process\\.env\\[['"](${ENV_NAME})['"]\\]`,
    `import\\.meta\\.env\\.(${ENV_NAME})`,
    `\\benv\\.(${ENV_NAME})`,
    `fromEnv\\('(${ENV_NAME})'`,
    `\\benv: '(${ENV_NAME})'`,
  ];
  const names = patterns.flatMap((pattern) =>
    [...source.matchAll(new RegExp(pattern, 'g'))].map((m) => m[1] ?? ''),
  );
  return [...new Set(names)].filter((name) => !BUILT_IN_ENV.has(name));
}

/** The environment variables a shell script reads (`${NAME}`, `${NAME:-…}`). */
function shellEnvReads(source: string): string[] {
  return [
    ...new Set([...source.matchAll(new RegExp(`\\$\\{(${ENV_NAME})[:}]`, 'g'))].map((m) => m[1] ?? '')),
  ];
}

/** Keys of the `env: { … }` objects our scripts start a process with (`NAME: value`, one a line). */
function envHandOffs(source: string): string[] {
  return [...source.matchAll(/\benv: \{\n([\s\S]*?)\n\s*\}/g)].flatMap(([, body = '']) =>
    [...body.matchAll(new RegExp(`^\\s*(${ENV_NAME}): `, 'gm'))].map((m) => m[1] ?? ''),
  );
}

/** Upper-case names in backticks (`NAME` or `NAME=value`): what a doc presents as a variable or constant. */
function upperCaseNames(markdown: string): string[] {
  return [
    ...new Set(
      [...markdown.matchAll(new RegExp(`\`(${ENV_NAME})(?:=[^\`\\s]*)?\``, 'g'))].map((m) => m[1] ?? ''),
    ),
  ];
}

/** Names a doc may use that are neither read nor defined by our code, with why. */
const OUTSIDE_NAMES: Record<string, string> = {
  PATH: 'the shell',
  ASTRO_TELEMETRY_DISABLED: 'read by Astro; set by .ci/run and scripts/test.ts',
  GET: 'HTTP method',
  HEAD: 'HTTP method',
  POST: 'HTTP method',
  CONNECT: 'HTTP method',
  EBADENGINE: 'npm warning code',
  MALLOC_ARENA_MAX: 'glibc, tried in the soak bench (docs/performance.md)',
  FUZZ_SEED: 'read by the fuzz test (tests/e2e/fuzz.spec.ts) to repeat a run',
  EUSAGE: 'npm error code',
};

/** The edge worker's bindings (wrangler.jsonc): read as `env.NAME`, but Cloudflare's, not variables. */
const bindings = new Set(
  [...read('wrangler.jsonc').matchAll(new RegExp(`"(?:binding|name)": "(${ENV_NAME})"`, 'g'))].map(
    (m) => m[1] ?? '',
  ),
);
const readByCode = new Set(
  [...code]
    .flatMap(([file, source]) => (file === '.ci/run' ? shellEnvReads(source) : envReads(source)))
    .filter((name) => !bindings.has(name)),
);
/**
 * Hand-offs between our own processes, which README need not document: set by a script of ours for the
 * process it starts, and read only by the browser tests' configuration (playwright.config.ts).
 */
const readOutsideTestConfig = new Set(
  [...code].flatMap(([file, source]) =>
    file === 'playwright.config.ts' || file === '.ci/run' ? [] : envReads(source),
  ),
);
const handOffs = new Set(
  files
    .filter((file) => /^(scripts|tests\/e2e)\/.*\.ts$/.test(file))
    .flatMap((file) => envHandOffs(read(file)))
    .filter((name) => !readOutsideTestConfig.has(name)),
);
const codeText = [...code.values()].join('\n');

/** Problems: upper-case names a doc gives that the code neither reads as a variable nor defines. */
function unknownNames(markdown: string, known: { env: ReadonlySet<string>; codeText: string }): string[] {
  return upperCaseNames(markdown).filter(
    (name) =>
      !known.env.has(name) && !(name in OUTSIDE_NAMES) && !new RegExp(`\\b${name}\\b`).test(known.codeText),
  );
}

/** Problems: variables the code reads that README's backticked names do not include. */
function undocumentedEnv(readme: string, reads: Iterable<string>, exempt: ReadonlySet<string>): string[] {
  const documented = new Set(upperCaseNames(readme));
  return [...reads].filter((name) => !documented.has(name) && !exempt.has(name)).sort();
}

const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

/** Problems: `npm run x`, `npm start`, `npm test` naming a script package.json does not have. */
function unknownScripts(markdown: string, known: Record<string, string>): string[] {
  const named = [...markdown.matchAll(/\bnpm (run |run-script )?([a-z][\w:-]*[\w-])/g)].flatMap(
    ([, run, name = '']) => (run || ['start', 'test', 'stop', 'restart'].includes(name) ? [name] : []),
  );
  return [...new Set(named)].filter((name) => !(name in known));
}

const FILE_EXTENSIONS = 'ts|tsx|astro|md|json|css|conf|mjs|js|yml|yaml|sh|png|svg|ico|woff2|webmanifest';

/** Problems: backticked repository paths (`src/lib/seo.ts`, `lib/seo.ts`, `#src/lib/seo.ts`) with no file. */
function missingFiles(markdown: string, repo: readonly string[]): string[] {
  const tokens = [...markdown.matchAll(new RegExp(`\`([^\`\\s]+\\.(?:${FILE_EXTENSIONS}))\``, 'g'))].map(
    (m) => m[1] ?? '',
  );
  const claims = tokens
    .map((token) => token.replace(/^#src\//, 'src/').replace(/^\.\//, ''))
    .filter((token) => !/^(\/|https?:|dist\/|node_modules\/|~)|[*<>…{}$]|@/.test(token));
  return [...new Set(claims)].filter((claim) =>
    claim.includes('/')
      ? !repo.some((file) => file === claim || file.endsWith(`/${claim}`))
      : !repo.some((file) => basename(file) === claim),
  );
}

type Island = { component: string; directive: string; aliases: string[] };

/** Every component an .astro file hydrates, with its directive and the words the docs use for it. */
function islands(): Island[] {
  return [...code].flatMap(([file, source]) => {
    if (!file.endsWith('.astro')) return [];
    return [...source.matchAll(/<([A-Z]\w*)\b[^>]*?\s(client:[a-z]+)/g)].map(
      ([, component = '', directive = '']) => {
        const from =
          source.match(new RegExp(`import \\{[^}]*\\b${component}\\b[^}]*\\} from '([^']+)'`))?.[1] ?? '';
        const stem = basename(from).replace(/\.\w+$/, '');
        const folder = basename(from.replace(/\/[^/]+$/, ''));
        // What the docs call it: its name, its file, its folder (not a shared one), and the notification region.
        const aliases = [component, stem, stem.replace(/-/g, ' ')];
        if (!['ui', 'sections', 'layout'].includes(folder)) aliases.push(folder);
        if (component === 'Toaster') aliases.push('notification region');
        return { component, directive, aliases };
      },
    );
  });
}

/** The directives the code has: those its .astro files use, and the ones it registers itself. */
function directivesInCode(found: readonly Island[]): Set<string> {
  const registered = [...codeText.matchAll(/addClientDirective\(\{\s*name: '([a-z]+)'/g)].map(
    (m) => `client:${m[1]}`,
  );
  return new Set([...found.map((island) => island.directive), ...registered]);
}

/**
 * Problems: a `client:*` directive the code does not have, or one given to an island that uses another
 * (the island named nearest before it in the same sentence). Code blocks are checked for the first only.
 */
function directiveDrift(
  markdown: string,
  found: readonly Island[],
  directives: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  const fenced = /```[\s\S]*?```/g;
  for (const directive of [...markdown.matchAll(fenced)].join('\n').match(/client:[a-z]+/g) ?? []) {
    if (!directives.has(directive)) {
      problems.push(`${directive}: no island uses it and the code registers no such directive`);
    }
  }
  for (const paragraph of markdown.replace(fenced, '\n\n').split(/\n\s*\n/)) {
    const text = paragraph.replace(/\s+/g, ' ');
    for (const match of text.matchAll(/client:[a-z]+/g)) {
      const directive = match[0];
      if (!directives.has(directive)) {
        problems.push(`${directive}: no island uses it and the code registers no such directive`);
        continue;
      }
      const before = (
        text
          .slice(0, match.index)
          .split(/[.!?] /)
          .pop() ?? ''
      ).toLowerCase();
      let nearest: { island: Island; at: number } | undefined;
      for (const island of found) {
        for (const alias of island.aliases) {
          const at = before.lastIndexOf(alias.toLowerCase());
          if (at >= 0 && (!nearest || at > nearest.at)) nearest = { island, at };
        }
      }
      if (nearest && nearest.island.directive !== directive) {
        problems.push(
          `${directive} given to ${nearest.island.component}, which uses ${nearest.island.directive}`,
        );
      }
    }
  }
  return problems;
}

const found = islands();
const directives = directivesInCode(found);

describe('docs name only what the code has', () => {
  it('finds the islands, the variables the code reads and the scripts', () => {
    expect(found.map((island) => `${island.component} ${island.directive}`).sort()).toEqual([
      'PlaybookLibrary client:idle',
      'SchedulerEmbed client:idle',
      'Toaster client:toast',
    ]);
    expect(readByCode).toContain('SITE_URL');
    expect(readByCode).toContain('POSTHOG_HOST');
    expect(readByCode).toContain('PUBLIC_SCHEDULER_URL');
    expect(readByCode).toContain('CHROMIUM_PATH');
  });

  it('README documents every environment variable the code reads', () => {
    expect(undocumentedEnv(read('README.md'), readByCode, handOffs)).toEqual([]);
  });

  it('names only environment variables the code reads, and constants it defines', () => {
    const problems = livingDocs.flatMap(({ file, text }) =>
      unknownNames(text, { env: readByCode, codeText }).map((name) => `${file}: ${name}`),
    );
    expect(problems).toEqual([]);
  });

  it('names only npm scripts package.json has', () => {
    const problems = [...livingDocs, ...decisionDocs].flatMap(({ file, text }) =>
      unknownScripts(text, scripts).map((name) => `${file}: npm run ${name}`),
    );
    expect(problems).toEqual([]);
  });

  it('names only files the repository has', () => {
    const problems = livingDocs.flatMap(({ file, text }) =>
      missingFiles(text, files).map((path) => `${file}: ${path}`),
    );
    expect(problems).toEqual([]);
  });

  it('names only hydration directives the code has, each with the island that uses it', () => {
    const problems = [...livingDocs, ...decisionDocs].flatMap(({ file, text }) =>
      directiveDrift(text, found, directives).map((problem) => `${file}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});

describe('the docs checks catch a planted drift', () => {
  it('a variable README documents that the code does not read', () => {
    const planted = `${read('README.md')}\n| \`POSTHOG_ASSETS_HOST\` | start | – | a removed relay host |\n`;
    expect(unknownNames(planted, { env: readByCode, codeText })).toEqual(['POSTHOG_ASSETS_HOST']);
  });

  it('a variable the code reads that README does not document', () => {
    const readme = read('README.md').replaceAll('`TRUST_PROXY`', 'the proxy setting');
    expect(undocumentedEnv(readme, readByCode, handOffs)).toEqual(['TRUST_PROXY']);
    expect(envReads("const port = process.env.NEW_PORT ?? 1; fromEnv('NEW_URL', '')")).toEqual([
      'NEW_PORT',
      'NEW_URL',
    ]);
  });

  it('a script package.json does not have', () => {
    expect(unknownScripts('Run `npm run bench:memory`, then `npm test` and `npm ci`.', scripts)).toEqual([
      'bench:memory',
    ]);
  });

  it('a file that is not there', () => {
    expect(
      missingFiles(
        'See `src/lib/rss.ts`, `lib/seo.ts`, `#src/site-map.ts`, `use-toast.ts` and `/og/home.png`.',
        files,
      ),
    ).toEqual(['src/lib/rss.ts', 'use-toast.ts']);
  });

  it('a directive the code does not have, or the wrong one for an island', () => {
    expect(directiveDrift('The FAQ hydrates with `client:visible`.', found, directives)).toEqual([
      'client:visible: no island uses it and the code registers no such directive',
    ]);
    expect(
      directiveDrift(
        '`components/playbooks/playbook-library.tsx` is the only island (`client:toast`).',
        found,
        directives,
      ),
    ).toEqual(['client:toast given to PlaybookLibrary, which uses client:idle']);
  });
});
