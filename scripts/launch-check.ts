/**
 * `npm run launch-check`: what nobody has vouched for yet, in two parts, and exit 1 while either has
 * anything in it:
 * 1. every owner fact nobody has confirmed (what it is, the pages that show it, why it matters, its file);
 * 2. every claim on the built pages (figures, standards, dates, prices) that neither the specification
 *    nor an owner fact or customer story backs, with the page and the sentence (lib/claims.ts). It builds
 *    the site first when dist/ is stale, as `npm start` does.
 *
 * `node scripts/launch-check.ts <folder>` checks another folder of fact files instead of
 * src/content/owner-facts/, and only the facts (the tests use fixtures this way).
 */
import { resolve } from 'node:path';
import { collectionFolder, readRawCollection } from '#src/content/loaders/files.ts';
import { readFactsFrom, runLaunchCheck } from '#src/lib/launch-check.ts';

const write = (text: string) => process.stdout.write(text);
const fixture = process.argv[2];
const facts = readFactsFrom(fixture ? resolve(fixture) : collectionFolder('ownerFacts'));

if (fixture) {
  process.exitCode = runLaunchCheck(facts, process.env, write);
} else {
  // Reading the pages needs a DOM and a build: loaded only for the site's own check.
  const { buildIfNeeded, DIST } = await import('./build-state.ts');
  const { builtPages, claimsReport, clausesOf, pagesShowing, siteBacking, unbackedClaims } = await import(
    '#src/lib/claims-register.ts'
  );
  const { textsOf } = await import('#src/lib/claims.ts');
  buildIfNeeded();
  const pages = await builtPages(DIST);
  const shownOn = (entry: (typeof facts)[number]) =>
    clausesOf(entry).length > 0 ? pagesShowing(entry, pages) : undefined;
  const factsCode = runLaunchCheck(facts, process.env, write, shownOn);
  // Customer stories back the figures they state (their own confirmation is part of the facts above).
  const stories = readRawCollection('caseStudies').map(({ id, data }) => ({
    id: `case study ${id}`,
    texts: textsOf(data.metrics),
  }));
  const unbacked = unbackedClaims(pages, siteBacking(facts, stories));
  write(`\n${claimsReport(unbacked)}`);
  process.exitCode = factsCode === 0 && unbacked.length === 0 ? 0 : 1;
}
