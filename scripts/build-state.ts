/**
 * Whether dist/ is older than the sources that produce it, so `npm start` and the browser tests build
 * only when needed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..');
export const DIST = join(ROOT, 'dist');
/** Every build writes a 404 page; compression (run after astro build) never rewrites originals. */
const BUILD_MARKER = '404.html';
const INPUTS = [
  'src',
  'public',
  // The build writes the deploy files (_headers, .nginx/*.conf) from these.
  'shared',
  'scripts/deploy',
  'astro.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path, { recursive: true, encoding: 'utf8' })) {
    newest = Math.max(newest, statSync(join(path, entry)).mtimeMs);
  }
  return newest;
}

/** Whether `distDir` (dist/ by default) is missing or older than any of its sources. */
export function buildIsStale(distDir: string = DIST): boolean {
  const marker = join(distDir, BUILD_MARKER);
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return INPUTS.some((input) => newestMtime(join(ROOT, input)) > built);
}

/** Runs `npm run build` when dist/ is missing or stale; exits the process if the build fails. */
export function buildIfNeeded(): void {
  if (!buildIsStale()) return;
  console.log('Building the site (dist/ is missing or older than its sources)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
