/**
 * The launch check in the build (lib/launch-check.ts): a build warns with one line while owner facts are
 * unconfirmed, and a launch build (`LAUNCH=1`) stops before rendering anything. Registered first, so a
 * malformed owner fact (the schema check) stops the build before any other work.
 */
import type { AstroIntegration } from 'astro';
import { collectionFolder } from '#src/content/loaders/files.ts';
import {
  buildWarning,
  type Env,
  type FactEntry,
  readFactsFrom,
  unconfirmedFacts,
} from '#src/lib/launch-check.ts';

export function launchCheckIntegration(
  options: { facts?: () => readonly FactEntry[]; env?: Env } = {},
): AstroIntegration {
  return {
    name: 'countermove:launch-check',
    hooks: {
      'astro:config:setup': ({ command, logger }) => {
        if (command !== 'build') return;
        const facts = options.facts?.() ?? readFactsFrom(collectionFolder('ownerFacts'));
        const env = options.env ?? process.env;
        const unconfirmed = unconfirmedFacts(facts, env);
        const warning = buildWarning(unconfirmed);
        if (!warning) return;
        if (env.LAUNCH === '1')
          throw new Error(
            `Launch build refused: ${unconfirmed.length} owner facts are not confirmed (${unconfirmed.map(({ id }) => id).join(', ')}). Run \`npm run launch-check\` for the list.`,
          );
        logger.warn(warning);
      },
    },
  };
}
