/**
 * The build refuses bad content with a message that names the file and the field. Each case copies the
 * content to a temporary root, makes one mistake a marketer could make, and runs `astro sync` (the content
 * step that starts every `astro build`) against it with CONTENT_ROOT.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentDir } from './files.ts';

const REPO = join(import.meta.dirname, '..', '..', '..');

function syncWith(mistake: (root: string) => void): { status: number | null; output: string } {
  const root = mkdtempSync(join(tmpdir(), 'content-'));
  try {
    cpSync(contentDir(), join(root, 'src', 'content'), { recursive: true });
    mistake(root);
    const result = spawnSync('npx', ['astro', 'sync'], {
      cwd: REPO,
      encoding: 'utf8',
      env: { ...process.env, CONTENT_ROOT: root, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

function edit(root: string, file: string, change: (text: string) => string) {
  const path = join(root, 'src', 'content', file);
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  expect(after, 'the mistake was made').not.toBe(before);
  writeFileSync(path, after);
}

describe('the build refuses bad content, naming the file and the field', () => {
  it('an empty required field', () => {
    const { status, output } = syncWith((root) =>
      edit(root, 'pages/pricing.yaml', (text) =>
        text.replace(
          /^ {2}headline: Pay per identified competitor-influenced opportunity$/m,
          "  headline: ''",
        ),
      ),
    );
    expect(status).not.toBe(0);
    expect(output).toContain('src/content/pages/pricing.yaml → hero.headline: is required');
  }, 120_000);

  it('a link to a page the site does not have', () => {
    const { status, output } = syncWith((root) =>
      edit(root, 'pages/pricing.yaml', (text) =>
        text.replace('href: /blog/competitive-blind-spot', 'href: /book-tiem'),
      ),
    );
    expect(status).not.toBe(0);
    expect(output).toContain(
      'src/content/pages/pricing.yaml → individualContributor.link.href: links to /book-tiem, which is not a page of this site',
    );
  }, 120_000);

  it('an unknown token, and a fact that does not exist', () => {
    const { status, output } = syncWith((root) =>
      edit(root, 'legal/terms-of-service.md', (text) =>
        text.replace('$fact:legal-name$', '$fact:legal-nme$').replace('$brand$', '$brnd$'),
      ),
    );
    expect(status).not.toBe(0);
    expect(output).toMatch(/src\/content\/legal\/terms-of-service\.md → .*(\$brnd\$|\$fact:legal-nme\$)/);
  }, 120_000);
});
