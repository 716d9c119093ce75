import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const MAIN = path.join(import.meta.dirname, 'main.ts');
let emptyDir: string;

beforeEach(async () => {
  emptyDir = await mkdtemp(path.join(tmpdir(), 'main-test-'));
});

afterEach(async () => {
  await rm(emptyDir, { recursive: true, force: true });
});

function runMain(env: Record<string, string>): { status: number | null; stderr: string } {
  // process.execPath is the Node running Vitest (the project's Node 24, which strips types).
  const result = spawnSync(process.execPath, [MAIN], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 10_000,
  });
  return { status: result.status, stderr: result.stderr };
}

describe('server/main.ts', () => {
  it('exits 1 with one clear line when the build is missing', () => {
    const result = runMain({ DIST_DIR: emptyDir });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      `dist/ not found: run \`npm run build\` first (no 404.html in ${emptyDir})`,
    ]);
  });

  it('rejects an invalid PORT before doing anything else', () => {
    const result = runMain({ DIST_DIR: emptyDir, PORT: 'eighty' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('Invalid PORT "eighty": expected an integer from 0 to 65535');
  });
});
