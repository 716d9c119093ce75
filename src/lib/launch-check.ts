/**
 * The launch check: what nobody at the company has confirmed yet. Two kinds of things are listed the same
 * way (what it is, its value, the pages that show it, why it matters, its file):
 * - owner facts (src/content/owner-facts/<id>.yaml), by their id;
 * - customer stories (src/content/case-studies/<id>.yaml), as `case-study:<id>`: the company agreeing to
 *   be named, to its story, its quote and its profile link. The pages that show a story are computed from
 *   the content (launch-check-pages.ts).
 *
 * `npm run launch-check` prints them and exits 1 while there are any; every build prints one warning line
 * with their count; a launch build (`LAUNCH=1 npm run build`) fails while there are any.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';
import { parse as parseYaml } from 'yaml';
import { collectionFolder, displayPath } from '#src/content/loaders/files.ts';
import { factValues, parseEntry } from '#src/content/loaders/read.ts';
import { expandTokensDeep, type FactValues } from '#src/content/loaders/tokens.ts';
import { COLLECTIONS, SINGLETONS } from '#src/content/registry.ts';
import { type CaseStudyData, caseStudySchema } from '#src/content/schemas/case-studies.ts';
import { type OwnerFactEntry, ownerFactSchema } from '#src/content/schemas/owner-facts.ts';
import { type PageContent, pagesShowing, sitePages } from './launch-check-pages.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** One fact: its id (the file name), its file and its fields. */
export type FactEntry = { id: string; file: string; fact: OwnerFactEntry };

/** One customer story: its id (the file name), its file and its fields. */
export type StoryEntry = { id: string; file: string; study: CaseStudyData };

/** What a launch check covers: the owner facts and the customer stories. */
export type LaunchContent = { facts: readonly FactEntry[]; stories: readonly StoryEntry[] };

function yamlFiles(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.yaml') && !name.startsWith('_') && !name.startsWith('.'))
    .sort();
}

/** The facts of a folder of fact files (the site's, or a test fixture's), each checked against the schema. */
export function readFactsFrom(folder: string): FactEntry[] {
  return yamlFiles(folder).map((name) => {
    const file = join(folder, name);
    return {
      id: name.slice(0, -'.yaml'.length),
      file,
      fact: parseEntry(ownerFactSchema, parseYaml(readFileSync(file, 'utf8')), file),
    };
  });
}

/**
 * The stories of a folder of story files (the site's, or a test fixture's), tokens replaced with the
 * site's facts, each checked against the schema.
 */
export function readStoriesFrom(folder: string, facts: FactValues = factValues()): StoryEntry[] {
  return yamlFiles(folder).map((name) => {
    const file = join(folder, name);
    const data = expandTokensDeep(parseYaml(readFileSync(file, 'utf8')) as unknown, facts);
    return { id: name.slice(0, -'.yaml'.length), file, study: parseEntry(caseStudySchema, data, file) };
  });
}

/** The site's own facts and stories. */
export function siteLaunchContent(): LaunchContent {
  return {
    facts: readFactsFrom(collectionFolder('ownerFacts')),
    stories: readStoriesFrom(collectionFolder('caseStudies')),
  };
}

/**
 * Facts still to confirm. A fact whose environment variable is set at build time counts as confirmed: the
 * deploy chose its value on purpose.
 */
export function unconfirmedFacts(facts: readonly FactEntry[], env: Env = {}): FactEntry[] {
  return facts.filter(({ fact }) => !fact.confirmed && !(fact.env && env[fact.env]?.trim()));
}

/** Stories still to confirm. */
export function unconfirmedStories(stories: readonly StoryEntry[]): StoryEntry[] {
  return stories.filter(({ study }) => !study.confirmed);
}

/** The launch-check id of a story: `case-study:gainsight`. */
export function storyId(id: string): string {
  return `case-study:${id}`;
}

/** The ids of everything still to confirm, facts first. */
export function pendingIds(content: LaunchContent, env: Env = {}): string[] {
  return [
    ...unconfirmedFacts(content.facts, env).map(({ id }) => id),
    ...unconfirmedStories(content.stories).map(({ id }) => storyId(id)),
  ];
}

/** A value in one line: text as is, objects as `key: value` pairs, long values shortened. */
export function describeValue(value: unknown): string {
  const text =
    value === null
      ? 'not given'
      : typeof value === 'object'
        ? Array.isArray(value)
          ? value.map(describeValue).join(', ')
          : Object.entries(value)
              .map(([key, field]) => `${key}: ${describeValue(field)}`)
              .join('; ')
        : String(value);
  return text.length > 140 ? `${text.slice(0, 139)}…` : text;
}

/** Why a story must be confirmed; it names the profile link's stand-in. */
export const STORY_WHY =
  'A real company is named as a customer, with its story, its results and a quote put in the mouth of someone there by job title. The company must agree to be named, to this story, this quote and this profile link. The profile link is a stand-in: the spec links the quoted person’s professional profile, and the site links the company’s LinkedIn page instead until the company gives one it agrees to.';

/** One thing to confirm, as the report prints it. */
type ReportItem = {
  id: string;
  label: string;
  value: string;
  shownOn: string;
  why: string;
  file: string;
  env?: string;
};

function factItem({ id, file, fact }: FactEntry): ReportItem {
  const shownOn = fact.appearsOn
    .map(({ path, where }) => `${path === '*' ? 'every page' : path} (${where})`)
    .join('; ');
  return {
    id,
    label: fact.label,
    value: describeValue(fact.value.value),
    shownOn,
    why: fact.why,
    file,
    ...(fact.env ? { env: fact.env } : {}),
  };
}

function storyItem(
  { id, file, study }: StoryEntry,
  stories: readonly StoryEntry[],
  pages: readonly PageContent[],
): ReportItem {
  const own = COLLECTIONS.caseStudies.route(id);
  const others = stories
    .filter((other) => other.id !== id)
    .map((other) => COLLECTIONS.caseStudies.route(other.id));
  const list = SINGLETONS.customers.route;
  const listed = new Set<string>([own, list, ...others]);
  const citing = pagesShowing({ id, company: study.company }, pages).filter((path) => !listed.has(path));
  const shownOn = [
    `${own} (the whole story)`,
    `${list} (its card)`,
    ...(others.length > 0 ? [`${others.join(', ')} (More customer stories)`] : []),
    ...(citing.length > 0 ? [`${citing.join(', ')} (names ${study.company} or links to its story)`] : []),
  ].join('; ');
  return {
    id: storyId(id),
    label: `${study.company} named as a customer: its story, quote and profile link`,
    value: describeValue({
      profile: `${study.profile.url} (${study.profile.label})`,
      quote: `“${study.quote.text}” (${study.quote.role}, ${study.company})`,
    }),
    shownOn,
    why: STORY_WHY,
    file,
  };
}

const CONTENT_FOLDERS = `src/content/${COLLECTIONS.ownerFacts.folder}/, src/content/${COLLECTIONS.caseStudies.folder}/`;

/**
 * The report `npm run launch-check` prints. `pages` is what the site's pages say (for the pages that show
 * a story); it is read only when a story is unconfirmed.
 */
export function launchReport(
  content: LaunchContent,
  env: Env = {},
  pages: () => readonly PageContent[] = sitePages,
): string {
  const total = content.facts.length + content.stories.length;
  const facts = unconfirmedFacts(content.facts, env);
  const stories = unconfirmedStories(content.stories);
  const count = facts.length + stories.length;
  if (count === 0)
    return `Launch check: all ${total} owner facts and customer stories are confirmed (${CONTENT_FOLDERS}).\n`;
  const sitePagesRead = stories.length > 0 ? pages() : [];
  const items = [
    ...facts.map(factItem),
    ...stories.map((story) => storyItem(story, content.stories, sitePagesRead)),
  ];
  const entries = items.map((item, index) =>
    [
      `${index + 1}. ${item.label} [${item.id}]`,
      `   Value: ${item.value}`,
      `   Shown on: ${item.shownOn}`,
      `   Why it matters: ${item.why}`,
      `   File: ${displayPath(item.file)}`,
      ...(item.env ? [`   Or set ${item.env} at build time to choose the value for this deploy.`] : []),
    ].join('\n'),
  );
  return [
    `Launch check: ${count} of ${total} owner facts and customer stories are not confirmed.`,
    'Someone at the company must confirm each (or change it), then tick Confirmed in the editor',
    '(Owner facts, Customer stories), or set `confirmed: true`, `confirmedBy` and `confirmedOn` in its file.',
    '',
    ...entries,
    '',
  ].join('\n');
}

/** The one line every build prints, or undefined when everything is confirmed. */
export function buildWarning(pending: readonly string[]): string | undefined {
  if (pending.length === 0) return undefined;
  const noun =
    pending.length === 1 ? 'owner fact or customer story is' : 'owner facts and customer stories are';
  return `${pending.length} ${noun} not confirmed: run \`npm run launch-check\` before launch (LAUNCH=1 builds refuse them).`;
}

/** Runs the check for the CLI: writes the report and returns the exit code. */
export function runLaunchCheck(
  content: LaunchContent,
  env: Env,
  write: (text: string) => void,
  pages: () => readonly PageContent[] = sitePages,
): 0 | 1 {
  write(launchReport(content, env, pages));
  return pendingIds(content, env).length === 0 ? 0 : 1;
}

/**
 * Astro integration: a build warns with one line while facts or stories are unconfirmed, and a launch
 * build (`LAUNCH=1`) stops before rendering anything. `stories` defaults to the site's.
 */
export function launchCheckIntegration(options: {
  facts: () => readonly FactEntry[];
  stories?: () => readonly StoryEntry[];
  env: Env;
}): AstroIntegration {
  const stories = options.stories ?? (() => readStoriesFrom(collectionFolder('caseStudies')));
  return {
    name: 'countermove:launch-check',
    hooks: {
      'astro:config:setup': ({ command, logger }) => {
        if (command !== 'build') return;
        const pending = pendingIds({ facts: options.facts(), stories: stories() }, options.env);
        const warning = buildWarning(pending);
        if (!warning) return;
        if (options.env.LAUNCH === '1')
          throw new Error(
            `Launch build refused: ${pending.length} owner facts and customer stories are not confirmed (${pending.join(', ')}). Run \`npm run launch-check\` for the list.`,
          );
        logger.warn(warning);
      },
    },
  };
}
