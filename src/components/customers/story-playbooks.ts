import type { PlaybookData } from '#src/content/playbooks.ts';
import { routeFor } from '#src/site-map.ts';
import { type PlaybookStrategy, playbookAnchor, strategyFor } from '../playbooks/playbook-logic';

/** A play a story runs, as its rail links it: the play's name, its playbook's title and address. */
export type StoryPlaybook = { play: string; title: string; href: string; strategy: PlaybookStrategy };

/** What the link needs of a playbook: its file name and the fields that name and place it. */
export type PlaybookEntry = { slug: string } & Pick<PlaybookData, 'title' | 'category' | 'sampleAlert'>;

/**
 * Each play a story lists, in the story's order, with the playbook that runs it (the playbook whose
 * sample alert names that play) and the address of its detail in the library. A play no playbook runs is
 * a thrown error naming it, so that a story never links nowhere.
 */
export function storyPlaybooks(
  plays: readonly string[],
  playbooks: readonly PlaybookEntry[],
): StoryPlaybook[] {
  const library = routeFor('/playbooks').path;
  return plays.map((play) => {
    const playbook = playbooks.find((candidate) => candidate.sampleAlert.play === play);
    if (!playbook)
      throw new Error(`No playbook runs the play "${play}" (src/content/playbooks/*.yaml, sampleAlert.play)`);
    return {
      play,
      title: playbook.title,
      href: `${library}#${playbookAnchor(playbook.slug)}`,
      strategy: strategyFor(playbook.category),
    };
  });
}
