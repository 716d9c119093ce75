/**
 * The rules of the site-wide words and the one-off pages (site, samples, security, about, book-time, 404,
 * blog): every field has a help text for the editor, and a bad entry stops the build with a message that
 * names the file and the field.
 */

import { undescribed } from '../../../tests/schema-help.ts';
import { readRawSingleton } from '../loaders/files.ts';
import { expandEntry, factValues, parseEntry } from '../loaders/read.ts';
import type { SingletonName } from '../registry.ts';
import { aboutSchema } from './about.ts';
import { blogIndexSchema } from './blog-index.ts';
import { bookTimeSchema } from './book-time.ts';
import { notFoundSchema } from './not-found.ts';
import { samplesSchema } from './samples.ts';
import { securitySchema } from './security.ts';
import { siteSchema } from './site.ts';

const SCHEMAS = {
  site: siteSchema,
  samples: samplesSchema,
  security: securitySchema,
  about: aboutSchema,
  bookTime: bookTimeSchema,
  notFound: notFoundSchema,
  blogIndex: blogIndexSchema,
} as const;
type Name = keyof typeof SCHEMAS & SingletonName;

/** The message the entry gets with one field (a dotted path) set to `value` (or removed), or ''. */
function problem(name: Name, field?: string, value?: string): string {
  const raw = readRawSingleton(name);
  const data = structuredClone(expandEntry(raw, factValues()).data);
  if (field) {
    const keys = field.split('.');
    const last = keys.pop() ?? '';
    let parent: Record<string, unknown> = data;
    for (const key of keys) parent = parent[key] as Record<string, unknown>;
    if (!(last in parent)) throw new Error(`${raw.file} has no ${field}`);
    if (value === undefined) delete parent[last];
    else parent[last] = value;
  }
  try {
    parseEntry(SCHEMAS[name], data, raw.file);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('help texts', () => {
  it.each(Object.keys(SCHEMAS) as Name[])('every field of %s has one', (name) => {
    expect(undescribed(SCHEMAS[name])).toEqual([]);
  });
});

describe('the entries as they are', () => {
  it.each(Object.keys(SCHEMAS) as Name[])('%s passes its schema', (name) => {
    expect(problem(name)).toBe('');
  });
});

describe('bad entries stop the build, naming the file and the field', () => {
  it.each([
    ['security', 'pages/security.yaml', 'hero.headline', ''],
    ['about', 'pages/about.yaml', 'mission.statement', ' '],
    ['bookTime', 'pages/book-time.yaml', 'headline', undefined],
    ['notFound', 'pages/not-found.yaml', 'heading', ''],
    ['blogIndex', 'pages/blog.yaml', 'list.heading', ''],
    ['site', 'site/site.yaml', 'skipLink', ''],
    ['samples', 'site/samples.yaml', 'mark', ''],
  ] as const)('%s: an empty or missing required field (%s → %s)', (name, file, field, value) => {
    expect(problem(name, field, value)).toContain(`src/content/${file} → ${field}: `);
  });

  it.each([
    ['about', 'pages/about.yaml', 'cta.secondaryCta.href'],
    ['notFound', 'pages/not-found.yaml', 'secondaryCta.href'],
    ['site', 'site/site.yaml', 'header.cta.href'],
  ] as const)('%s: a link to a page the site does not have (%s → %s)', (name, file, field) => {
    const message = problem(name, field, '/book-tiem');
    expect(message).toContain(`src/content/${file} → ${field}: `);
    expect(message).toContain('/book-tiem');
  });
});
