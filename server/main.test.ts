import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
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

  it('rejects an invalid analytics relay host with one clear line', async () => {
    await writeFile(path.join(emptyDir, '404.html'), '<!doctype html><title>404</title><h1>404</h1>');
    const result = runMain({ DIST_DIR: emptyDir, POSTHOG_HOST: 'us.i.posthog.com' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('Invalid POSTHOG_HOST: "us.i.posthog.com" is not a URL');
  });

  it('rejects an invalid TRUST_PROXY with one clear line', async () => {
    await writeFile(path.join(emptyDir, '404.html'), '<!doctype html><title>404</title><h1>404</h1>');
    const result = runMain({ DIST_DIR: emptyDir, TRUST_PROXY: 'true' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Invalid TRUST_PROXY "true": expected a hop count or addresses/CIDRs, not true',
    );
  });

  it('serves, then finishes and exits 0 on SIGTERM', async () => {
    await writeFile(
      path.join(emptyDir, '404.html'),
      '<!doctype html><title>404</title><h1>404 Page Not Found</h1>',
    );
    await writeFile(path.join(emptyDir, 'index.html'), '<!doctype html><title>Home</title><h1>Home</h1>');
    const child = spawn(process.execPath, [MAIN], {
      env: { ...process.env, DIST_DIR: emptyDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    // The log line carries the address the OS picked for port 0.
    const address = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = output.match(/http:\/\/127\.0\.0\.1:\d+/);
        if (match) resolve(match[0]);
      });
      setTimeout(() => reject(new Error(`server did not start: ${output}`)), 10_000);
    });
    const response = await fetch(`${address}/`);
    expect(response.status).toBe(200);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
