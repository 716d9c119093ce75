/**
 * `npm run launch-check`: lists every owner fact nobody has confirmed (what it is, the pages that show it,
 * why it matters, its file) and exits 1 while there is any, 0 when all are confirmed.
 *
 * `node scripts/launch-check.ts <folder>` checks another folder of fact files instead of
 * src/content/owner-facts/ (the tests use fixtures this way).
 */
import { resolve } from 'node:path';
import { collectionFolder } from '#src/content/loaders/files.ts';
import { readFactsFrom, runLaunchCheck } from '#src/lib/launch-check.ts';

const folder = process.argv[2] ? resolve(process.argv[2]) : collectionFolder('ownerFacts');
process.exitCode = runLaunchCheck(readFactsFrom(folder), process.env, (text) => process.stdout.write(text));
