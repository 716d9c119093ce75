/**
 * Gates on the built HTML in dist/ (no browser needed): HTML validity, internal links and anchors, the
 * spec's call-to-action targets, and the per-route byte budgets in bench/budgets.json.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fontverter from 'fontverter';
import harfbuzz from 'harfbuzzjs';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { JSDOM } from 'jsdom';
import { isCtaLabel } from '#src/content/schemas/fields.ts';
import { buildHeadScript } from '#src/integrations/head-scripts.ts';
import { decodeEntities } from '#src/integrations/html-entities.ts';
import { classTokens, selectedClasses } from '#src/integrations/page-css.ts';
import { cn } from '#src/lib/cn.ts';
import budgets from '../../bench/budgets.json' with { type: 'json' };
import { measurePage } from '../../bench/bundle-size.ts';
import { htmlBudgetFor } from '../../bench/html-budget.ts';
import { originalClasses } from './class-names';
import { expect, noPageTest as test } from './fixtures';

const ROOT = join(import.meta.dirname, '..', '..');
const DIST = join(ROOT, 'dist');

const htmlFiles = readdirSync(DIST, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .sort();

const pathOf = (file: string) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`);

/** The dist file that serves a same-origin URL path, as the production server maps it. */
function fileFor(pathname: string): string | undefined {
  const clean = decodeURIComponent(pathname);
  const candidates = clean === '/' ? ['index.html'] : [clean.slice(1), `${clean.slice(1)}.html`];
  return candidates
    .map((candidate) => join(DIST, candidate))
    .find((file) => existsSync(file) && !file.endsWith('/'));
}

const documents = new Map<string, Document>();
function documentFor(file: string): Document {
  let document = documents.get(file);
  if (!document) {
    document = new JSDOM(readFileSync(file, 'utf8')).window.document;
    documents.set(file, document);
  }
  return document;
}

test.describe('built HTML', () => {
  test('finds the built pages', () => {
    expect(htmlFiles.length).toBeGreaterThan(0);
  });

  test('the islands run on Preact in the browser: no built script carries the React runtime (decision 0028)', () => {
    const scripts = readdirSync(join(DIST, '_astro')).filter((file) => file.endsWith('.js'));
    const read = (file: string) => readFileSync(join(DIST, '_astro', file), 'utf8');
    // React's production builds point their errors at react.dev; Preact's compatibility layer does not.
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((file) => read(file).includes('react.dev/errors'))).toEqual([]);
  });

  test('each page loads its own stylesheet, with a rule for every class of its markup that any page styles (decision 0029)', () => {
    const stylesheetOf = (file: string) =>
      [...readFileSync(join(DIST, file), 'utf8').matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(
        (match) => match[1] as string,
      );
    const sheets = new Map<string, Set<string>>();
    const classesOf = (href: string) => {
      let classes = sheets.get(href);
      if (!classes) {
        classes = selectedClasses(readFileSync(join(DIST, href), 'utf8'));
        sheets.set(href, classes);
      }
      return classes;
    };
    for (const file of htmlFiles) for (const href of stylesheetOf(file)) classesOf(href);
    const styledSomewhere = new Set([...sheets.values()].flatMap((classes) => [...classes]));
    expect(sheets.size, 'pages share one stylesheet: the per-page step did not run').toBeGreaterThan(1);
    for (const file of htmlFiles) {
      const html = readFileSync(join(DIST, file), 'utf8');
      const own = new Set(stylesheetOf(file).flatMap((href) => [...classesOf(href)]));
      const markup = [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => [
        ...classTokens(match[1] ?? ''),
      ]);
      const missing = [...new Set(markup)].filter((name) => styledSomewhere.has(name) && !own.has(name));
      expect(missing, `${pathOf(file)}: classes its stylesheet lacks`).toEqual([]);
    }
  });

  test('the web font holds every character the pages show that Inter has, and little more (decision 0030)', async () => {
    const hb = await harfbuzz;
    const charactersIn = async (file: string) => {
      const blob = hb.createBlob(await fontverter.convert(readFileSync(file), 'truetype'));
      const face = hb.createFace(blob, 0);
      const characters = new Set(face.collectUnicodes());
      face.destroy();
      blob.destroy();
      return characters;
    };
    const fonts = readdirSync(join(DIST, '_astro')).filter((file) => file.endsWith('.woff2'));
    expect(fonts).toHaveLength(1);
    const shipped = await charactersIn(join(DIST, '_astro', fonts[0] as string));
    const inter = await charactersIn(
      join(ROOT, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
    );
    expect(shipped.size, 'the font is cut down to what the site shows').toBeLessThan(inter.size / 1.5);
    for (const file of htmlFiles) {
      const text = decodeEntities(readFileSync(join(DIST, file), 'utf8'));
      const missing = new Set(
        [...text].filter((character) => {
          const code = character.codePointAt(0) ?? 0;
          return inter.has(code) && !shipped.has(code);
        }),
      );
      expect([...missing], `${pathOf(file)}: characters the font lacks`).toEqual([]);
    }
  });

  test('every page inlines the first-touch script as built, and the CSP allows it (decisions 0011, 0018)', async () => {
    // A classic inline script runs as soon as it is parsed, so the widgets answer before, and without,
    // anything from /_astro/.
    const { code, hash } = await buildHeadScript(join(ROOT, 'src/lib/head-scripts/first-touch.ts'));
    const missing = htmlFiles.filter(
      (file) => !readFileSync(join(DIST, file), 'utf8').includes(`<script>${code}</script>`),
    );
    expect(missing).toEqual([]);
    // The CSP every server sends carries the hash: nginx's include and the edge's manifest are built with it.
    expect(readFileSync(join(DIST, '.nginx', 'csp.conf'), 'utf8')).toContain(`'sha256-${hash}'`);
  });

  for (const file of htmlFiles) {
    const path = pathOf(file);

    test(`${path} is valid HTML (html-validate)`, async () => {
      const validator = new HtmlValidate(new FileSystemConfigLoader());
      const report = await validator.validateFile(join(DIST, file));
      const messages = report.results.flatMap((result) =>
        result.messages.map(
          (message) => `${message.line}:${message.column} ${message.ruleId} ${message.message}`,
        ),
      );
      expect(messages).toEqual([]);
    });

    test(`${path}: every internal link and anchor resolves`, () => {
      const document = documentFor(join(DIST, file));
      const broken: string[] = [];
      const references = [
        ...[...document.querySelectorAll('a[href], link[href]')].map((element) =>
          element.getAttribute('href'),
        ),
        ...[...document.querySelectorAll('script[src], img[src], source[src]')].map((element) =>
          element.getAttribute('src'),
        ),
      ];
      for (const reference of references) {
        if (!reference || reference.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(reference)) continue;
        const url = new URL(reference, `https://site.test${path}`);
        const target =
          url.pathname === path || reference.startsWith('#') ? join(DIST, file) : fileFor(url.pathname);
        if (!target) {
          broken.push(`${reference} (no such page or file)`);
          continue;
        }
        const hash = decodeURIComponent(url.hash.slice(1));
        if (hash && target.endsWith('.html') && !documentFor(target).getElementById(hash)) {
          broken.push(`${reference} (no element with id "${hash}")`);
        }
      }
      expect(broken).toEqual([]);
    });

    test(`${path}: no element carries two utilities that override each other`, () => {
      // Button appends its caller's classes without merging (islands hydrate it, and the merger stays out of
      // the browser: decision 0018), so a caller must pick a variant, never override one of its utilities.
      const document = documentFor(join(DIST, file));
      const conflicting = [...document.querySelectorAll('[class]')]
        .map((element) => originalClasses(element.getAttribute('class') ?? '').join(' '))
        .filter((classes) => cn(classes) !== classes);
      expect(conflicting).toEqual([]);
    });

    test(`${path}: every call to action leads to /book-time`, () => {
      const document = documentFor(join(DIST, file));
      const wrong = [...document.querySelectorAll('a')]
        .map((link) => ({
          label: link.textContent?.replace(/\s+/g, ' ').trim() ?? '',
          href: link.getAttribute('href'),
        }))
        .filter(({ label, href }) => isCtaLabel(label) && href !== '/book-time');
      expect(wrong).toEqual([]);
      const buttons = [...document.querySelectorAll('button')].filter((button) =>
        isCtaLabel(button.textContent?.replace(/\s+/g, ' ').trim() ?? ''),
      );
      expect(
        buttons.map((button) => button.outerHTML.slice(0, 80)),
        'CTAs are links, not buttons',
      ).toEqual([]);
    });

    test(`${path} stays within the byte budgets`, () => {
      const bytes = measurePage(join(DIST, file));
      const kb = (value: number) => Math.round((value / 1024) * 10) / 10;
      expect.soft(kb(bytes.js), 'JS KB (gzip)').toBeLessThanOrEqual(budgets.jsKB);
      expect.soft(kb(bytes.css), 'CSS KB (gzip)').toBeLessThanOrEqual(budgets.cssKB);
      expect.soft(kb(bytes.html), 'HTML KB (gzip)').toBeLessThanOrEqual(htmlBudgetFor(path));
      expect.soft(kb(bytes.fonts), 'fonts KB').toBeLessThanOrEqual(budgets.fontsKB);
    });
  }
});
