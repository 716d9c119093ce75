/**
 * The Nu Html Checker (the W3C validator's engine, npm `vnu-jar`) over every built page, the 404 page
 * included, in one Java run (the JVM's start costs more than checking all pages). Errors fail the step;
 * warnings and notes are listed. html-validate (tests/e2e/build-output.spec.ts) keeps its own rules;
 * this is the reference parser and content model. Needs `java` (Debian: default-jre-headless); without it
 * the check is skipped locally, loudly, and fails in CI. vnu-jar's install script, which would download a
 * JDK, is denied in package.json `allowScripts` (decision 0013).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { buildIfNeeded, DIST, ROOT } from './build-state.ts';

type NuMessage = {
  type: 'error' | 'info' | 'non-document-error';
  subType?: 'warning' | 'fatal' | 'io' | 'schema' | 'internal';
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
};

if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status !== 0) {
  const message =
    'java not found (Debian/Ubuntu: apt-get install default-jre-headless); Nu Html Checker skipped.';
  if (process.env.CI) {
    console.error(message.replace('skipped', 'required in CI'));
    process.exit(1);
  }
  console.log(`\n!!! ${message}\n`);
  process.exit(0);
}

buildIfNeeded();
const pages = readdirSync(DIST, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html') && !file.split('/').some((part) => part.startsWith('.')))
  .sort()
  .map((file) => join(DIST, file));

const jar = createRequire(import.meta.url)('vnu-jar') as string;
const run = spawnSync('java', ['-jar', jar, '--format', 'json', '--exit-zero-always', ...pages], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
let messages: NuMessage[];
try {
  messages = (JSON.parse(run.stderr) as { messages: NuMessage[] }).messages;
} catch {
  console.error(
    `The Nu Html Checker did not answer in JSON (exit ${run.status}):\n${run.stderr}${run.stdout}`,
  );
  process.exit(1);
}

const where = (message: NuMessage) =>
  `${relative(ROOT, decodeURIComponent(new URL(message.url ?? 'file:///?').pathname))}:${message.lastLine ?? '?'}`;
const line = (message: NuMessage) =>
  `  ${where(message)}: ${message.message}${message.extract ? `\n      ${message.extract.replace(/\s+/g, ' ').trim()}` : ''}`;

const errors = messages.filter((message) => message.type !== 'info');
const warnings = messages.filter((message) => message.type === 'info' && message.subType === 'warning');
const notes = messages.filter((message) => message.type === 'info' && message.subType !== 'warning');

if (warnings.length > 0) console.log(`Warnings (${warnings.length}):\n${warnings.map(line).join('\n')}`);
if (notes.length > 0) {
  // Notes are the checker's remarks, not findings: one line per distinct remark.
  const distinct = new Map<string, number>();
  for (const note of notes) distinct.set(note.message, (distinct.get(note.message) ?? 0) + 1);
  console.log(
    `Notes (${notes.length}):\n${[...distinct].map(([text, count]) => `  ${count}× ${text}`).join('\n')}`,
  );
}
if (errors.length > 0) console.error(`Errors (${errors.length}):\n${errors.map(line).join('\n')}`);
console.log(
  `Nu Html Checker: ${pages.length} pages, ${errors.length} errors, ${warnings.length} warnings, ${notes.length} notes`,
);
process.exit(errors.length > 0 ? 1 : 0);
