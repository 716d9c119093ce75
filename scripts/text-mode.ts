/**
 * The text-mode check (issue 24): every built page (and the 404 page) as a text browser renders it
 * (`lynx -dump`, Debian's `lynx`). Each page's text must hold its h1 and the label of every header and
 * footer link the site map gives it, its link list every one of those paths, and no two words that the
 * markup puts in separate elements may run together (see text-mode-rules.ts for how glued words are
 * found). Reads dist/ (building it when stale); needs no server. Without lynx the check is skipped
 * locally, loudly, and fails in CI.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { siteRoutes } from '#src/site-map.ts';
import { buildIfNeeded, ROOT } from './build-state.ts';
import { gluedPairs, normalize } from './text-mode-rules.ts';

const LYNX_ARGS = ['-dump', '-nonumbers', '-width=1024', '-display_charset=utf-8', '-assume_charset=utf-8'];

/** `lynx -dump` of a file: its text (`-nolist`) or only its list of links (`-listonly`). */
function lynxDump(file: string, part: '-nolist' | '-listonly'): string {
  const lynx = spawnSync('lynx', [...LYNX_ARGS, part, '-force_html', file], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (lynx.status !== 0) throw new Error(`lynx exited with ${lynx.status} on ${file}: ${lynx.stderr}`);
  return lynx.stdout;
}

function lynxAvailable(): boolean {
  return spawnSync('lynx', ['-version'], { stdio: 'ignore' }).status === 0;
}

if (!lynxAvailable()) {
  const message = 'lynx not found (Debian/Ubuntu: apt-get install lynx); text-mode check skipped.';
  if (process.env.CI) {
    console.error(message.replace('skipped', 'required in CI'));
    process.exit(1);
  }
  console.log(`\n!!! ${message}\n`);
  process.exit(0);
}

buildIfNeeded();
const dist = join(ROOT, 'dist');
const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html') && !file.split('/').some((part) => part.startsWith('.')))
  .sort();

/** Header and footer links every page carries, from the site map: path and the label shown. */
const navLinks = siteRoutes.flatMap((route) => [
  ...(route.header ? [{ path: route.path, label: route.label, where: 'header' }] : []),
  ...(route.footer ? [{ path: route.path, label: route.footerLabel ?? route.label, where: 'footer' }] : []),
]);

const failures: string[] = [];
let glued = 0;
for (const page of pages) {
  const file = join(dist, page);
  const html = readFileSync(file, 'utf8');
  const output = lynxDump(file, '-nolist');
  const text = normalize(output);
  // Root-relative links resolve against the file system root: file:///pricing.
  const linkedPaths = new Set(
    [...lynxDump(file, '-listonly').matchAll(/file:\/\/(?:localhost)?(\/\S*)/g)].map((match) =>
      (match[1] ?? '').replace(/#.*$/, ''),
    ),
  );
  const problems: string[] = [];

  const document = new JSDOM(html).window.document;
  const headings = [...document.querySelectorAll('h1')].map((h1) => normalize(h1.textContent ?? ''));
  if (headings.length !== 1) problems.push(`${headings.length} h1 elements in the HTML`);
  for (const heading of headings) {
    if (!text.includes(heading)) problems.push(`h1 "${heading}" missing from the text`);
  }
  for (const link of navLinks) {
    if (!text.includes(normalize(link.label))) problems.push(`${link.where} link "${link.label}" missing`);
    if (!linkedPaths.has(link.path)) problems.push(`${link.where} link to ${link.path} missing`);
  }
  for (const pair of gluedPairs(document, output)) {
    glued++;
    problems.push(`glued at ${pair.where}: "${pair.before}" + "${pair.after}" read "…${pair.joined}…"`);
  }
  if (problems.length > 0) failures.push(`${page}:\n${problems.map((line) => `    ${line}`).join('\n')}`);
}

console.log(
  `text mode: ${pages.length} pages through lynx, ${navLinks.length} nav links each, ${glued} glued words`,
);
if (failures.length > 0) {
  console.error(
    `\n${failures.join('\n')}\n\ntext-mode check: ${failures.length} of ${pages.length} pages failed`,
  );
  console.error(
    'A glued pair is fixed in its component: put a real separator (a space, or a block element) between the two elements.',
  );
  process.exit(1);
}
console.log(`text-mode check: all ${pages.length} pages passed`);
