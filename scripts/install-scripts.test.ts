/**
 * Install scripts are reviewed per version (docs/decisions/0010-supply-chain.md). npm cannot enforce
 * pinned `allowScripts` entries against a lockfile without `resolved` URLs, so this test does: every
 * package allowed to run an install script is locked at exactly the version reviewed here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  allowScripts: Record<string, boolean>;
  devDependencies: Record<string, string>;
};
const lockfile = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; hasInstallScript?: boolean; link?: boolean }>;
};

/** The versions whose install scripts were read and allowed. Bump together with the lockfile. */
const REVIEWED_INSTALL_SCRIPTS: Record<string, string> = {
  node: '24.21.0',
  esbuild: '0.28.2',
};

function lockedVersions(name: string): string[] {
  return Object.entries(lockfile.packages)
    .filter(([path]) => path === `node_modules/${name}` || path.endsWith(`/node_modules/${name}`))
    .map(([, entry]) => entry.version ?? '');
}

describe('install scripts', () => {
  it('allows exactly the reviewed packages and denies the rest by name', () => {
    const allowed = Object.entries(manifest.allowScripts)
      .filter(([, allow]) => allow)
      .map(([name]) => name);
    expect(allowed.sort()).toEqual(Object.keys(REVIEWED_INSTALL_SCRIPTS).sort());
    expect(manifest.allowScripts['core-js']).toBe(false);
  });

  it.each(Object.entries(REVIEWED_INSTALL_SCRIPTS))('%s is locked at the reviewed %s', (name, version) => {
    expect(lockedVersions(name)).toEqual([version]);
  });

  it('pins the Node 24 dev dependency exactly', () => {
    expect(manifest.devDependencies.node).toBe(REVIEWED_INSTALL_SCRIPTS.node);
  });

  it('every package with an install script in the lockfile is either allowed or denied', () => {
    const withScripts = Object.entries(lockfile.packages)
      .filter(([path, entry]) => path !== '' && entry.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
    for (const name of withScripts) {
      expect(Object.keys(manifest.allowScripts), name).toContain(name);
    }
  });

  it('locks every installed package at a version (npm ci stops with "Invalid Version" on a bare entry)', () => {
    const bare = Object.entries(lockfile.packages)
      .filter(([path, entry]) => path !== '' && !entry.link && !entry.version)
      .map(([path]) => path);
    expect(bare).toEqual([]);
  });
});
