/**
 * `npm run launch-check`: what nobody has vouched for yet, in two parts, and exit 1 while either has
 * anything in it:
 * 1. every owner fact and customer story nobody has confirmed (what it is, the pages that show it, why it
 *    matters, its file);
 * 2. every claim on the built pages (figures, standards, dates, prices) that neither the specification
 *    nor an owner fact or customer story backs, with the page and the sentence (lib/claims.ts). It builds
 *    the site first when dist/ is stale, as `npm start` does.
 *
 * `node scripts/launch-check.ts <facts folder> [<stories folder>]` checks other folders of fact and story
 * files instead of src/content/owner-facts/ and src/content/case-studies/, and only those (the tests use
 * fixtures this way; a facts folder alone is checked with no stories).
 */
import { resolve } from 'node:path';
import { readFactsFrom, readStoriesFrom, runLaunchCheck, siteLaunchContent } from '#src/lib/launch-check.ts';

const write = (text: string) => process.stdout.write(text);
const [factsFolder, storiesFolder] = process.argv.slice(2).map((folder) => resolve(folder));

if (factsFolder) {
  const content = {
    facts: readFactsFrom(factsFolder),
    stories: storiesFolder ? readStoriesFrom(storiesFolder) : [],
  };
  process.exitCode = runLaunchCheck(content, process.env, write);
} else {
  // Reading the pages needs a DOM and a build: loaded only for the site's own check.
  const { buildIfNeeded, DIST } = await import('./build-state.ts');
  const { builtPages, claimsReport, clausesOf, pagesShowing, siteBacking, unbackedClaims } = await import(
    '#src/lib/claims-register.ts'
  );
  const { textsOf } = await import('#src/lib/claims.ts');
  buildIfNeeded();
  const content = siteLaunchContent();
  const pages = await builtPages(DIST);
  const shownOn = (entry: (typeof content.facts)[number]) =>
    clausesOf(entry).length > 0 ? pagesShowing(entry, pages) : undefined;
  const confirmedCode = runLaunchCheck(content, process.env, write, undefined, shownOn);
  // Customer stories back the figures they state (their own confirmation is part of the list above).
  const stories = content.stories.map(({ id, study }) => ({
    id: `case-study:${id}`,
    texts: textsOf(study.metrics),
  }));
  const unbacked = unbackedClaims(pages, siteBacking(content.facts, stories));
  write(`\n${claimsReport(unbacked)}`);
  process.exitCode = confirmedCode === 0 && unbacked.length === 0 ? 0 : 1;
}
