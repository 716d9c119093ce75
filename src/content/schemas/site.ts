/**
 * Words every page shares (src/content/site/site.yaml): the header and its menus, the footer, the skip
 * link, the consent band, the notification region, what the menus and footer call each page that is not an
 * entry of its own collection, the words on the pages' social images, and the site's summary for AI
 * assistants (/llms.txt).
 *
 * Which page sits in which menu and footer column is the site map's (src/site-map.ts); the use-case,
 * persona and customer-story pages are named by their own entries. The spec fixes the menus' and columns'
 * titles and the header's button (tests/spec-fidelity/site.test.ts).
 */
import { z } from 'astro/zod';
import { cta, href, line, prose, slotted } from './fields.ts';

/** A page's name in the menus and the footer. */
const pageName = z.object({
  path: href('The page’s address (/pricing).'),
  label: line('Its name in the menus and lists.', { max: 60 }),
  blurb: line('One line under the name in a header menu (pages in a menu only).', { max: 80 }).optional(),
  footerLabel: line('A shorter name for the footer, when the menu name is too long there.', {
    max: 40,
  }).optional(),
  socialLabel: line(
    'The small line above the title on the page’s social image (“Pricing”, “Legal”). Without it, the brand.',
    { max: 50 },
  ).optional(),
});

export const siteSchema = z.object({
  skipLink: line('The first link on every page, for keyboard users: it jumps to the page’s content.', {
    max: 40,
  }),
  header: z
    .object({
      navLabel: line('What screen readers call the menu bar (“Main”).', { max: 30 }),
      mobileNavLabel: line('What screen readers call the menu on phones (“Mobile”).', { max: 30 }),
      menuButton: line('What screen readers call the button that opens the menu on phones (“Menu”).', {
        max: 30,
      }),
      menus: z
        .object({
          useCases: line('The use-case menu (spec: Use Cases).', { max: 30 }),
          solutions: line('The menu of pages by role (spec: Solutions).', { max: 30 }),
          resources: line('The resources menu (spec: Resources).', { max: 30 }),
        })
        .describe('The titles of the three menus.'),
      useCaseGroups: z
        .object({
          offensive: line('The group of offensive use cases (spec: Offensive strategies).', { max: 40 }),
          defensive: line('The group of defensive use cases (spec: Defensive strategies).', { max: 40 }),
        })
        .describe('The two groups of the use-case menu.'),
      cta: cta.describe('The button at the right of the header, also under the footer’s logo.'),
    })
    .describe('The header on every page.'),
  footer: z
    .object({
      heading: line('The footer’s heading for screen readers (not shown on screen).', { max: 40 }),
      tagline: line('The line under the logo.', { max: 120 }),
      columns: z
        .object({
          useCases: line('The first column: the use cases (spec: Use Cases).', { max: 30 }),
          solutions: line('The second column: the pages by role (spec: Solutions).', { max: 30 }),
          company: line('The third column (spec: Company).', { max: 30 }),
          support: line('The fourth column (spec: Support).', { max: 30 }),
        })
        .describe('The titles of the four link columns.'),
      supportEmail: line('The link to the support mailbox, in the Support column.', { max: 40 }),
      securityEmail: line('The link to the security mailbox, in the Support column.', { max: 40 }),
      copyright: slotted('The line at the bottom left; [company] is the company’s legal name.', [
        'year',
        'company',
      ]),
      note: line('The line at the bottom right.', { max: 120 }),
    })
    .describe('The footer on every page.'),
  navigation: z
    .object({
      pages: z
        .array(pageName)
        .min(1)
        .superRefine((pages, context) => {
          const seen = new Set<string>();
          pages.forEach((page, index) => {
            if (seen.has(page.path))
              context.addIssue({
                code: 'custom',
                message: `names ${page.path} twice`,
                path: [index, 'path'],
              });
            seen.add(page.path);
          });
        })
        .describe(
          'What the menus, the footer and the 404 page call each page. Use-case, role and customer-story pages take the name their own file gives them.',
        ),
      caseStudy: slotted('What lists call a customer story’s page.', ['company']),
      breadcrumb: line('What screen readers call a breadcrumb trail (“Breadcrumb”).', { max: 30 }),
    })
    .describe('The names of the pages in menus and lists.'),
  consent: z
    .object({
      heading: line('The band’s heading.', { max: 60 }),
      body: slotted(
        'What the visitor is asked; [settings] is the footer button’s name, so the two always match.',
        ['settings'],
        'prose',
      ),
      accept: line('The button that says yes.', { max: 20 }),
      reject: line('The button that says no, as easy to press as yes.', { max: 20 }),
      policy: cta.describe('The link to the privacy policy’s part about cookies.'),
      settings: line('The footer button that brings the choice back.', { max: 30 }),
    })
    .describe('The privacy choice shown before any measurement (only when analytics is configured).'),
  notifications: z
    .object({
      region: slotted('What screen readers call the notification region; [hotkey] is its key (F8).', [
        'hotkey',
      ]),
      toast: line('What screen readers call one notification as it appears (“Notification”).', {
        max: 40,
      }),
      dismiss: line('The name of the button that closes a notification.', { max: 40 }),
    })
    .describe('The confirmations some pages show (“Opening your email app”).'),
  legal: z
    .object({
      eyebrow: line('The small line above a legal document’s title.', { max: 30 }),
      effective: line('Before the date a document takes effect (“Effective”).', { max: 30 }),
      updated: line('Before the date a document was last revised (“Last updated”).', { max: 30 }),
      contents: line('The heading of the list of the document’s sections.', { max: 30 }),
    })
    .describe('The words around the terms of service and the privacy policy.'),
  closingMove: z
    .object({
      theirsLabel: line('The small label over the amber square of every closing band (“Their move”).', {
        max: 24,
      }),
      yoursLabel: line('The small label over the blue square (“Your countermove”).', { max: 24 }),
      theirs: line('Their move, for a page that names none of its own.', { max: 44 }),
      yours: line('Your countermove, for a page that names none of its own.', { max: 44 }),
    })
    .describe(
      'The words on the knight’s move of the closing band (a page’s `cta.move` replaces the two lines).',
    ),
  socialImages: z
    .object({
      tagline: line('The line at the bottom of every social image, beside the site’s address.', { max: 60 }),
      useCase: slotted('Above a use-case page’s title; [group] is the strategy (below).', ['group']),
      groups: z
        .object({
          offensive: line('The offensive strategy, as [group] writes it.', { max: 20 }),
          defensive: line('The defensive strategy, as [group] writes it.', { max: 20 }),
        })
        .describe('The two strategies of the use-case pages.'),
      solutions: line('Above a page by role’s title.', { max: 50 }),
      customerStory: line('Above a customer story’s title.', { max: 50 }),
      article: line('Above a blog post’s title.', { max: 50 }),
    })
    .describe(
      'The words drawn on the pictures shown when a page is shared (1200×630); the title is the page’s own. Other pages take theirs from `navigation.pages` (`socialLabel`).',
    ),
  llms: z
    .object({
      summary: prose('One sentence: what the product is and does.', { max: 200 }),
      details: prose('A short paragraph for AI assistants: who it watches, how it alerts, how it is priced.'),
      feed: line('The name of the blog feed in the list.', { max: 60 }),
      sections: z
        .object({
          company: line('Heading of the company pages.'),
          useCases: line('Heading of the use-case pages.'),
          solutions: line('Heading of the pages by role.'),
          customers: line('Heading of the customer pages.'),
          resources: line('Heading of the resources.'),
          optional: line('Heading of the pages an assistant may skip (the legal pages).'),
        })
        .describe('The headings of the list of pages, in this order.'),
    })
    .describe('The site in a few lines for AI assistants (/llms.txt).'),
});

export type SiteContent = z.output<typeof siteSchema>;
export type SiteNavigation = SiteContent['navigation'];
