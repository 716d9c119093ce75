/**
 * The web font carries only the characters the site shows (decision 0030). Fontsource's latin file of Inter
 * holds about 380 characters in 48 KB; the pages use about a hundred. After the build, every font file in
 * `dist/_astro/` is cut down to the characters of the built pages, their stylesheets and the client scripts
 * (plus printable ASCII, always), with every OpenType feature and the weight axis kept, then renamed by its
 * new content and every reference to it (the stylesheets' `@font-face`, the pages' preload links) updated.
 * A character a marketer adds to a page is in the next build's font; one outside the font (never on a
 * page) would fall back to "Inter Fallback", the metric-matched system font.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import subsetFont from 'subset-font';
import { decodeEntities } from './html-entities';

/** Printable ASCII: always in the font, whatever the pages hold today. */
const ASCII = Array.from({ length: 0x7e - 0x20 + 1 }, (_, index) => String.fromCharCode(0x20 + index)).join(
  '',
);

/** The characters of `texts` (entities decoded) and printable ASCII, sorted, without control characters. */
export function charactersOf(texts: Iterable<string>): string {
  const characters = new Set(ASCII);
  for (const text of texts) {
    for (const character of decodeEntities(text)) {
      if ((character.codePointAt(0) ?? 0) >= 0x20) characters.add(character);
    }
  }
  return [...characters].sort().join('');
}

/** Subsets every woff2 under `_astro/`, renames it and rewrites its references; returns what it did. */
export async function subsetFonts(
  root: string,
): Promise<Array<{ from: string; to: string; before: number; after: number }>> {
  const entries = await readdir(root, { recursive: true });
  const fonts = entries.filter((file) => file.startsWith('_astro') && file.endsWith('.woff2'));
  if (fonts.length === 0) return [];
  const texts = entries.filter((file) => /\.(html|css|js)$/.test(file));
  const readText = (file: string) => readFile(join(root, file), 'utf8');
  const characters = charactersOf(await Promise.all(texts.map(readText)));

  const renames: Array<{ from: string; to: string; before: number; after: number }> = [];
  for (const font of fonts) {
    const original = await readFile(join(root, font));
    const subset = await subsetFont(original, characters, { targetFormat: 'woff2' });
    const hash = createHash('sha256').update(subset).digest('base64url').slice(0, 8);
    const name = basename(font).replace(/\.[^.]+\.woff2$/, '');
    const renamed = `${name}.text-${hash}.woff2`;
    await writeFile(join(root, '_astro', renamed), subset);
    await rm(join(root, font));
    renames.push({ from: basename(font), to: renamed, before: original.length, after: subset.length });
  }
  await Promise.all(
    texts
      .filter((file) => /\.(html|css)$/.test(file))
      .map(async (file) => {
        const text = await readText(file);
        const next = renames.reduce((result, { from, to }) => result.replaceAll(from, to), text);
        if (next !== text) await writeFile(join(root, file), next);
      }),
  );
  return renames;
}

export function fontSubsetIntegration(): AstroIntegration {
  return {
    name: 'countermove:font-subset',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        for (const { to, before, after } of await subsetFonts(fileURLToPath(dir))) {
          logger.info(`${to}: ${before} → ${after} bytes, the characters the site shows`);
        }
      },
    },
  };
}
