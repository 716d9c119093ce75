/**
 * `npm run launch-check`: lists every owner fact nobody has confirmed (what it is, the pages that show it,
 * why it matters) and exits 1 while there is any, 0 when all are confirmed.
 *
 * `node scripts/launch-check.ts [module]` checks the `ownerFacts` export of another module instead of
 * src/content/owner-facts.ts (the tests use fixtures this way).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import { ownerFactsSchema } from '#src/content/owner-facts-schema.ts';
import { runLaunchCheck } from '#src/lib/launch-check.ts';

const fixture = process.argv[2];
const modulePath = resolve(import.meta.dirname, '..', fixture ?? 'src/content/owner-facts.ts');
const { ownerFacts } = (await import(pathToFileURL(modulePath).href)) as { ownerFacts?: object };
if (!ownerFacts) {
  process.stderr.write(`${modulePath} has no ownerFacts export\n`);
  process.exit(2);
}
// The site's own facts must match their schema (a fixture may be a smaller tree).
if (!fixture) ownerFactsSchema.parse(ownerFacts);
process.exitCode = runLaunchCheck(ownerFacts, process.env, (text) => process.stdout.write(text));
