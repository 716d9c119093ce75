/**
 * `npm run launch-check`: lists every owner fact and every customer story nobody has confirmed (what it
 * is, the pages that show it, why it matters, its file) and exits 1 while there is any, 0 when all are
 * confirmed.
 *
 * `node scripts/launch-check.ts <facts folder> [<stories folder>]` checks other folders of fact and story
 * files instead of src/content/owner-facts/ and src/content/case-studies/ (the tests use fixtures this
 * way; a facts folder alone is checked with no stories).
 */
import { resolve } from 'node:path';
import { readFactsFrom, readStoriesFrom, runLaunchCheck, siteLaunchContent } from '#src/lib/launch-check.ts';

const [factsFolder, storiesFolder] = process.argv.slice(2).map((folder) => resolve(folder));
const content = factsFolder
  ? { facts: readFactsFrom(factsFolder), stories: storiesFolder ? readStoriesFrom(storiesFolder) : [] }
  : siteLaunchContent();
process.exitCode = runLaunchCheck(content, process.env, (text) => process.stdout.write(text));
