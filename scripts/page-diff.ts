/**
 * `node scripts/page-diff.ts`: what a visitor would notice between two builds of the site, page by page.
 *
 * A snapshot holds, for every built page, its head (title, description, canonical, robots, social tags,
 * JSON-LD) and an outline of its body: one line per element that carries text or meaning (headings,
 * paragraphs, list items, links with their targets, buttons, images with their alt text, ARIA labels),
 * without class names or styling. Two snapshots are compared line by line and every difference is listed.
 *
 *   node scripts/page-diff.ts snapshot [dist] [--out file.json]   snapshot a build (default dist/)
 *   node scripts/page-diff.ts compare <base.json> [dist|file.json]  list the differences (exit 1 if any);
 *                                                                   `--ignore-space`: white space alone is
 *                                                                   no difference
 *   node scripts/page-diff.ts ref <git-ref> [--out file.json]       build a commit in a temporary
 *                                                                   worktree and snapshot it
 *
 * Used for moves that must not change what visitors see (the content move of issue 23): snapshot the
 * commit before the move, then compare the build after it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { JSDOM } from 'jsdom';
import { listFiles } from '../shared/dist-files.ts';
import { ROOT } from './build-state.ts';

type PageSnapshot = { head: string[]; body: string[] };
type Snapshot = Record<string, PageSnapshot>;

const META_NAMES = [
  'description',
  'keywords',
  'robots',
  'twitter:title',
  'twitter:description',
  'twitter:image',
];
const META_PROPERTIES = ['og:type', 'og:title', 'og:description', 'og:url', 'og:image', 'og:image:alt'];

/** Elements whose own text is a line of the outline. */
const TEXT_BLOCKS = new Set([
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'li',
  'dt',
  'dd',
  'th',
  'td',
  'caption',
  'figcaption',
  'blockquote',
  'summary',
  'label',
  'legend',
  'button',
  'a',
  'option',
]);

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

function describeElement(element: Element): string {
  const tag = element.tagName.toLowerCase();
  const attributes: string[] = [];
  for (const name of ['id', 'href', 'role', 'aria-label', 'alt', 'title', 'type', 'name']) {
    const value = element.getAttribute(name);
    if (value !== null && value !== '') attributes.push(`${name}=${squash(value)}`);
  }
  return attributes.length > 0 ? `${tag}[${attributes.join(' ')}]` : tag;
}

function outline(body: Element): string[] {
  const lines: string[] = [];
  const visit = (element: Element, depth: number) => {
    const tag = element.tagName.toLowerCase();
    if (tag === 'script' || tag === 'style' || tag === 'template' || tag === 'noscript') return;
    const labelled =
      element.hasAttribute('aria-label') || element.hasAttribute('alt') || element.hasAttribute('id');
    if (TEXT_BLOCKS.has(tag) || tag === 'img' || tag === 'svg' || labelled) {
      // Containers (an id or a label on a div, a nav, an svg) name themselves; their text is in their children.
      const text = TEXT_BLOCKS.has(tag) ? squash(element.textContent) : '';
      if (text || labelled || tag === 'img')
        lines.push(
          `${'  '.repeat(Math.min(depth, 8))}${describeElement(element)}${text ? ` | ${text}` : ''}`,
        );
    }
    // Text blocks are read whole; their children only add the links and labels inside them.
    for (const child of Array.from(element.children)) visit(child, TEXT_BLOCKS.has(tag) ? depth + 1 : depth);
  };
  visit(body, 0);
  return lines;
}

function headOf(document: Document): string[] {
  const lines = [`title | ${squash(document.title)}`];
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  if (canonical) lines.push(`canonical | ${canonical}`);
  for (const name of META_NAMES) {
    const content = document.querySelector(`meta[name="${name}"]`)?.getAttribute('content');
    if (content) lines.push(`${name} | ${squash(content)}`);
  }
  for (const property of META_PROPERTIES) {
    const content = document.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
    if (content) lines.push(`${property} | ${squash(content)}`);
  }
  for (const script of Array.from(document.querySelectorAll('script[type="application/ld+json"]')))
    lines.push(`json-ld | ${JSON.stringify(JSON.parse(script.textContent ?? 'null'))}`);
  return lines;
}

export async function snapshotDist(dist: string): Promise<Snapshot> {
  const files = (await listFiles(dist)).filter((file) => file.endsWith('.html') && !file.startsWith('.'));
  const snapshot: Snapshot = {};
  for (const file of files.sort()) {
    const { document } = new JSDOM(readFileSync(join(dist, file), 'utf8')).window;
    snapshot[file] = { head: headOf(document), body: outline(document.body) };
  }
  return snapshot;
}

/** A line diff (longest common subsequence): '-' lines only in a, '+' lines only in b. */
export function diffLines(a: readonly string[], b: readonly string[]): string[] {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const table = new Uint32Array(rows * cols);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      table[i * cols + j] =
        a[i] === b[j]
          ? (table[(i + 1) * cols + j + 1] ?? 0) + 1
          : Math.max(table[(i + 1) * cols + j] ?? 0, table[i * cols + j + 1] ?? 0);
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
    } else if ((table[(i + 1) * cols + j] ?? 0) >= (table[i * cols + j + 1] ?? 0)) out.push(`- ${a[i++]}`);
    else out.push(`+ ${b[j++]}`);
  }
  while (i < a.length) out.push(`- ${a[i++]}`);
  while (j < b.length) out.push(`+ ${b[j++]}`);
  return out;
}

/** A snapshot with all white space dropped from its lines: for moves that may only add separators. */
function withoutSpace(snapshot: Snapshot): Snapshot {
  const squeeze = (lines: readonly string[]) => lines.map((line) => line.replace(/\s+/g, ''));
  return Object.fromEntries(
    Object.entries(snapshot).map(([page, { head, body }]) => [
      page,
      { head: squeeze(head), body: squeeze(body) },
    ]),
  );
}

export function compareSnapshots(base: Snapshot, next: Snapshot, ignoreSpace = false): string[] {
  if (ignoreSpace) return compareSnapshots(withoutSpace(base), withoutSpace(next));
  const report: string[] = [];
  const pages = [...new Set([...Object.keys(base), ...Object.keys(next)])].sort();
  for (const page of pages) {
    const before = base[page];
    const after = next[page];
    if (!before) {
      report.push(`${page}: new page`);
      continue;
    }
    if (!after) {
      report.push(`${page}: page gone`);
      continue;
    }
    const changes = [
      ...diffLines(before.head, after.head).map((line) => `  head ${line}`),
      ...diffLines(before.body, after.body).map((line) => `  body ${line}`),
    ];
    if (changes.length > 0) report.push(`${page}: ${changes.length} line(s) differ`, ...changes);
  }
  return report;
}

function snapshotRef(ref: string): Promise<Snapshot> {
  const dir = mkdtempSync(join(tmpdir(), 'page-diff-'));
  try {
    const run = (command: string, args: string[], cwd: string) => {
      const result = spawnSync(command, args, {
        cwd,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      });
      if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
    };
    run('git', ['worktree', 'add', '--detach', dir, ref], ROOT);
    // The commit's own lockfile may differ; the current install is close enough to render its pages.
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
    run('npx', ['astro', 'build'], dir);
    return snapshotDist(join(dir, 'dist'));
  } finally {
    spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: ROOT });
    rmSync(dir, { recursive: true, force: true });
  }
}

async function load(source: string): Promise<Snapshot> {
  return source.endsWith('.json')
    ? (JSON.parse(readFileSync(source, 'utf8')) as Snapshot)
    : snapshotDist(source);
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

async function main() {
  const [command, first, second] = process.argv.slice(2).filter((arg, index, all) => {
    return !arg.startsWith('--') && all[index - 1] !== '--out';
  });
  const out = option('--out');
  const write = (snapshot: Snapshot) => {
    const text = `${JSON.stringify(snapshot, null, 1)}\n`;
    if (out) {
      writeFileSync(out, text);
      console.log(`Snapshot of ${Object.keys(snapshot).length} pages written to ${relative(ROOT, out)}`);
    } else process.stdout.write(text);
  };
  if (command === 'snapshot') return write(await snapshotDist(first ?? join(ROOT, 'dist')));
  if (command === 'ref' && first) return write(await snapshotRef(first));
  if (command === 'compare' && first && existsSync(first)) {
    const ignoreSpace = process.argv.includes('--ignore-space');
    const report = compareSnapshots(await load(first), await load(second ?? join(ROOT, 'dist')), ignoreSpace);
    console.log(report.length > 0 ? report.join('\n') : 'No difference.');
    process.exitCode = report.length > 0 ? 1 : 0;
    return;
  }
  console.error(
    'Usage: page-diff.ts snapshot [dist] [--out f] | ref <git-ref> [--out f] | compare <base.json> [dist|f.json]',
  );
  process.exitCode = 2;
}

if (import.meta.main) await main();
