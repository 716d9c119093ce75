/**
 * The launch check in the build (lib/launch-check.ts): a build warns with one line while owner facts or
 * customer stories are unconfirmed, and a launch build (`LAUNCH=1`) stops before rendering anything.
 * Registered first, so a malformed owner fact or story (the schema check) stops the build before any
 * other work.
 */
import type { AstroIntegration } from 'astro';
import { collectionFolder } from '#src/content/loaders/files.ts';
import {
  buildWarning,
  type Env,
  type FactEntry,
  pendingIds,
  readFactsFrom,
  readStoriesFrom,
  type StoryEntry,
} from '#src/lib/launch-check.ts';

export function launchCheckIntegration(
  options: { facts?: () => readonly FactEntry[]; stories?: () => readonly StoryEntry[]; env?: Env } = {},
): AstroIntegration {
  return {
    name: 'countermove:launch-check',
    hooks: {
      'astro:config:setup': ({ command, logger }) => {
        if (command !== 'build') return;
        const env = options.env ?? process.env;
        const facts = options.facts?.() ?? readFactsFrom(collectionFolder('ownerFacts'));
        const stories = options.stories?.() ?? readStoriesFrom(collectionFolder('caseStudies'));
        const pending = pendingIds({ facts, stories }, env);
        const warning = buildWarning(pending);
        if (!warning) return;
        if (env.LAUNCH === '1')
          throw new Error(
            `Launch build refused: ${pending.length} owner facts and customer stories are not confirmed (${pending.join(', ')}). Run \`npm run launch-check\` for the list.`,
          );
        logger.warn(warning);
      },
    },
  };
}
