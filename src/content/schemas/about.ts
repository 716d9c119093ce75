/**
 * /about, the story page (spec §2 "Story page"): the hero, the mission statement, a letter from the
 * founder and the three principles (spec: partnership focused on performance, enterprise-grade by design,
 * commitment to transparency), then the closing call to action.
 *
 * The letter speaks in the founder's voice: its first paragraph is the founder's own story, the owner fact
 * `founder-story` (`$fact:founder-story$`), and the letter is signed with the founder's name and title
 * from the owner fact `founder`; the rest of it is the owner fact `founder-letter`'s to confirm.
 */
import { z } from 'astro/zod';
import { ctaBlock, line, lines, pageMeta, prose, sectionIntro } from './fields.ts';

const principle = z.object({
  title: line('The principle, in a few words.', { max: 80 }),
  description: prose('What it means, in a sentence or two.'),
  points: lines('What it means in practice, one point a line.'),
});

export const aboutSchema = z.object({
  meta: pageMeta,
  hero: z
    .object({
      eyebrow: line('Small label above the headline.', { max: 60 }),
      headline: line('The page’s main heading (its h1).', { max: 120 }),
      description: prose('The paragraph under the headline.'),
      network: z
        .object({
          accounts: z
            .array(line('One kind of account, as the founder’s letter names it (“Open deals”).', { max: 24 }))
            .length(4, 'names four kinds of account')
            .describe(
              'The four kinds of account the service watches, one group of contacts each in the picture: the second is where a contact engages the competitor.',
            ),
          competitor: line('The label of the competitor the contact engages.', { max: 24 }),
          owner: line('The label of the person the service tells (“Account owner”).', { max: 24 }),
        })
        .describe(
          'The words of the hero’s picture (from 1024 px, decorative): the contacts around your accounts, one of them engaging a competitor, and the account owner told.',
        ),
    })
    .describe('The top of the page.'),
  mission: z
    .object({
      eyebrow: line('The section’s heading (“Our mission”).', { max: 40 }),
      statement: prose('The mission, in one sentence, set large.'),
      detail: prose('A paragraph under it.'),
    })
    .describe('The mission statement.'),
  letter: z
    .object({
      eyebrow: line('Small label above the letter’s heading.', { max: 60 }),
      headline: line('The letter’s heading.', { max: 80 }),
      salutation: line('The opening line (“To every revenue leader …,”).', { max: 120 }),
      paragraphs: z
        .array(prose('One paragraph.'))
        .min(1)
        .describe(
          'The letter, paragraph by paragraph. The first is the founder’s own story: keep $fact:founder-story$ there and edit it in the owner facts.',
        ),
      signOff: line('The closing words above the signature (“With gratitude,”).', { max: 40 }),
    })
    .describe('The founder’s letter; it is signed with the founder’s name and title (owner fact “founder”).'),
  principles: sectionIntro
    .extend({
      items: z
        .array(principle)
        .length(3, 'has three principles')
        .describe('The three principles, left to right (spec: their titles are fixed).'),
    })
    .describe('The three principles.'),
  cta: ctaBlock.describe('The closing call to action.'),
});

export type AboutContent = z.output<typeof aboutSchema>;
export type FounderLetterContent = AboutContent['letter'];
