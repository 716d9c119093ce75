import { readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Every regular file under `dir`, as paths relative to it with forward slashes, sorted so callers get a
 * deterministic order. Symlinks are not followed: the build output never needs them.
 */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
