/**
 * /security, the trust center (spec §2 "Security", §3 "Security items", §9 "Security and legal claims"):
 * the hero with its facts at a glance, the certification cards, the six security highlights, the
 * documentation list, the security FAQ (one answer open at a time) and the closing call to action.
 *
 * The certifications and the security mailbox are owner facts (`$fact:certifications.soc2$`,
 * `$fact:mailboxes.security$`): the company vouches for them, not the page. A document's Request button
 * writes an email to the security mailbox; the request's subject, body and confirmation are written once
 * for every document, with `[document]` where its title goes.
 */
import { z } from 'astro/zod';
import { cta, ctaBlock, faqItem, line, pageMeta, prose, sectionIntro, slotted } from './fields.ts';

/** Spec §3 "Security items": the statuses a certification card may show. */
export const CERTIFICATION_STATUSES = ['Current', 'Certified', 'Compliant'] as const;

/** The symbol beside each highlight. */
export const SECURITY_HIGHLIGHT_ICONS = [
  'zero-trust',
  'encryption',
  'monitoring',
  'mfa',
  'continuity',
  'code',
] as const;

const certification = z.object({
  name: line('The standard or the law (“GDPR”); use the owner fact for an audited one.', { max: 40 }),
  subtitle: line('What it covers, in a few words.', { max: 60 }),
  status: z
    .enum(CERTIFICATION_STATUSES)
    .describe('Its status on the card (spec: Current, Certified, Compliant).'),
});

const securityDocument = z.object({
  title: line('The document’s name (it is also what the request email asks for).', { max: 60 }),
  description: prose('What it holds, in a sentence.'),
  type: line('Its kind, shown as a small label (“Policy”, “Agreement”).', { max: 20 }),
  version: line('Its revision, where the document states one (“2023/1.1”).', { max: 20 }).optional(),
  readOnline: cta.describe('A page of this site where it can also be read, if there is one.').optional(),
});

export const securitySchema = z.object({
  meta: pageMeta,
  hero: z
    .object({
      eyebrow: line('Small label above the headline.', { max: 60 }),
      headline: line('The page’s main heading (spec: Trust Center, Security & Compliance).', { max: 120 }),
      description: prose('The paragraph under the headline.'),
      glanceLabel: line('The heading of the panel of facts beside it.', { max: 40 }),
      facts: z
        .array(
          z.object({
            term: line('What the fact is about (“Encryption at rest”).', { max: 40 }),
            detail: line('The fact (“AES-256”).', { max: 40 }),
          }),
        )
        .min(1)
        .describe('The security facts at a glance, top to bottom.'),
    })
    .describe('The top of the page.'),
  certifications: sectionIntro
    .extend({ items: z.array(certification).min(1).describe('The certification cards, left to right.') })
    .describe('Certifications and compliance.'),
  highlights: sectionIntro
    .extend({
      items: z
        .array(
          z.object({
            icon: z.enum(SECURITY_HIGHLIGHT_ICONS).describe('The symbol beside it.'),
            title: line('The highlight’s title.', { max: 80 }),
            description: prose('What the control is, in a sentence or two.'),
          }),
        )
        .min(1)
        .describe('The security highlights (spec: six).'),
    })
    .describe('The controls behind the certifications.'),
  documents: sectionIntro
    .extend({
      requestAccess: cta.describe('The link beside the heading (spec: Request Access, to /book-time).'),
      availability: line('What each document says about getting it (spec: Available upon request).', {
        max: 40,
      }),
      requestLabel: line('The words on each document’s Request button.', { max: 20 }),
      versionLabel: line('The word before a document’s revision (“Version”).', { max: 20 }),
      request: z
        .object({
          subject: slotted('The request email’s subject.', ['document']),
          body: slotted('The request email’s text, line by line.', ['document'], 'prose'),
          toastTitle: line('The confirmation’s title, shown as the email app opens.', { max: 60 }),
          toastDescription: slotted('The confirmation’s text.', ['document'], 'prose'),
        })
        .describe('The email each Request button writes to the security mailbox, and its confirmation.'),
      items: z.array(securityDocument).min(1).describe('The documents, top to bottom.'),
    })
    .describe('The documentation list.'),
  faq: sectionIntro
    .extend({
      items: z.array(faqItem).min(1).describe('The security questions (spec: 11).'),
      contact: z
        .object({
          headline: line('The card’s heading.', { max: 60 }),
          description: prose('One or two sentences: who answers and how.'),
          mailbox: cta.describe('The link to the security mailbox (its label the address itself).'),
          action: cta.describe(
            'The link to book the review (spec: Schedule a Security Review, to /book-time).',
          ),
        })
        .describe(
          'The card under the FAQ’s heading from 1024 px, beside the questions: whom to ask the rest.',
        ),
    })
    .describe('The security FAQ.'),
  closing: ctaBlock.describe('The closing call to action.'),
});

export type SecurityContent = z.output<typeof securitySchema>;
export type Certification = SecurityContent['certifications']['items'][number];
export type SecurityHighlight = SecurityContent['highlights']['items'][number];
export type SecurityHighlightIcon = SecurityHighlight['icon'];
export type SecurityDocument = SecurityContent['documents']['items'][number];
