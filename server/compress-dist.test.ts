import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressDirectory, formatSummary } from '../scripts/compress-dist.ts';

let distDir: string;

beforeEach(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'compress-test-'));
});

afterEach(async () => {
  await rm(distDir, { recursive: true, force: true });
});

async function put(file: string, content: string | Buffer): Promise<void> {
  await mkdir(path.dirname(path.join(distDir, file)), { recursive: true });
  await writeFile(path.join(distDir, file), content);
}

async function exists(file: string): Promise<boolean> {
  return stat(path.join(distDir, file)).then(
    () => true,
    () => false,
  );
}

async function size(file: string): Promise<number> {
  return (await stat(path.join(distDir, file))).size;
}

describe('compressDirectory', () => {
  it('writes smaller .br and .gz siblings for eligible text files only', async () => {
    const html = `<!doctype html>${'<p>Countermove</p>'.repeat(200)}`;
    const css = `${'.a{color:red}'.repeat(100)}`;
    const random = randomBytes(4096);
    await put('index.html', html);
    await put('_astro/app.abc123.css', css);
    await put('_astro/small.js', 'console.log(1)'); // under 1024 bytes
    await put('_astro/random.js', random); // incompressible: variants would be larger
    await put('image.png', 'x'.repeat(5000)); // not a compressible extension

    const summary = await compressDirectory(distDir);

    expect(brotliDecompressSync(await readFile(path.join(distDir, 'index.html.br'))).toString()).toBe(html);
    expect(gunzipSync(await readFile(path.join(distDir, 'index.html.gz'))).toString()).toBe(html);
    expect(
      brotliDecompressSync(await readFile(path.join(distDir, '_astro/app.abc123.css.br'))).toString(),
    ).toBe(css);
    expect(await exists('_astro/small.js.br')).toBe(false);
    expect(await exists('_astro/small.js.gz')).toBe(false);
    expect(await exists('_astro/random.js.br')).toBe(false);
    expect(await exists('_astro/random.js.gz')).toBe(false);
    expect(await exists('image.png.br')).toBe(false);

    expect(summary).toEqual({
      files: 3,
      bytesBefore: html.length + css.length + random.length,
      bytesBrotli: (await size('index.html.br')) + (await size('_astro/app.abc123.css.br')) + random.length,
      bytesGzip: (await size('index.html.gz')) + (await size('_astro/app.abc123.css.gz')) + random.length,
    });
    expect(summary.bytesBrotli).toBeLessThan(summary.bytesBefore);
    expect(formatSummary(summary)).toBe(
      `compress-dist: 3 files, ${summary.bytesBefore} bytes before, ${summary.bytesBrotli} bytes br, ${summary.bytesGzip} bytes gz`,
    );
  });

  it('gives variants the original modification time and is idempotent', async () => {
    await put('sitemap.xml', `<urlset>${'<url><loc>https://example.com/</loc></url>'.repeat(50)}</urlset>`);
    const first = await compressDirectory(distDir);
    const second = await compressDirectory(distDir);
    expect(second).toEqual(first);
    const original = await stat(path.join(distDir, 'sitemap.xml'));
    const variant = await stat(path.join(distDir, 'sitemap.xml.br'));
    // Last-Modified has one-second resolution.
    expect(Math.floor(variant.mtimeMs / 1000)).toBe(Math.floor(original.mtimeMs / 1000));
  });

  it('removes a stale variant that no longer beats the original', async () => {
    await put('data.json', randomBytes(2048).toString('base64'));
    await put('data.json.br', 'stale');
    await put('data.json.gz', 'stale');
    const summary = await compressDirectory(distDir);
    expect(summary.files).toBe(1);
    // Base64 of random bytes still compresses a little, so either the variant is real or it is gone.
    for (const variant of ['data.json.br', 'data.json.gz']) {
      if (await exists(variant)) {
        expect(await size(variant)).toBeLessThan(await size('data.json'));
        expect(await readFile(path.join(distDir, variant), 'utf8')).not.toBe('stale');
      }
    }
  });
});
