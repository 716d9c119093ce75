/**
 * The spec's calls to action (§1). Every one leads to /book-time; content modules build them with
 * `bookingCta(label)` and the tests read the same list, so a label cannot drift between copy and checks.
 */
import { BOOK_DEMO_PATH } from '#src/site-map.ts';

export const CTA_LABELS = [
  'Book a demo',
  'Talk to an expert',
  'Request pricing',
  "Let's chat here",
  'Request Access',
  'Schedule a Security Review',
] as const;

export type CtaLabel = (typeof CTA_LABELS)[number];

export function bookingCta(label: CtaLabel): { label: CtaLabel; href: typeof BOOK_DEMO_PATH } {
  return { label, href: BOOK_DEMO_PATH };
}

/** True for a link text that is one of the spec's calls to action. */
export function isCtaLabel(text: string): text is CtaLabel {
  return (CTA_LABELS as readonly string[]).includes(text);
}
