/**
 * The not-found page (spec §2: “a centred card with an icon and the text '404 Page Not Found'”): what a
 * visitor sees on an address the site does not have. It is kept out of search; its popular pages are
 * listed by address and shown under the names the menus give them (site/site.yaml, the page files).
 */
import { z } from 'astro/zod';
import { cta, href, line, pageMeta, prose } from './fields.ts';

export const notFoundSchema = z.object({
  meta: pageMeta,
  heading: line('The card’s heading (spec: 404 Page Not Found).', { max: 60 }),
  description: prose('The sentence under it.'),
  primaryCta: cta.describe('The main button.'),
  secondaryCta: cta.describe('The second button.'),
  suggestions: z
    .object({
      heading: line('The heading of the list (“Popular pages”); screen readers also call the list so.', {
        max: 40,
      }),
      pages: z
        .array(href('A page of this site (/pricing).'))
        .min(1)
        .describe('The pages to suggest, by address; each shows under its menu or footer name.'),
    })
    .describe('The popular pages under the buttons.'),
});

export type NotFoundContent = z.output<typeof notFoundSchema>;
