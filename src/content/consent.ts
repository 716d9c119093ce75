/** Copy of the consent choice (banner and footer control); decision 0009. */
import { siteConfig } from '#src/site.config.ts';

export type ConsentCopy = {
  heading: string;
  body: string;
  accept: string;
  reject: string;
  policyLabel: string;
  policyHref: string;
  /** The footer control that brings the choice back. */
  settingsLabel: string;
};

export const consentCopy = {
  heading: 'Your privacy choice',
  body: `May ${siteConfig.name} measure visits to this site and load the booking calendar from our scheduling provider? Both store an identifier in your browser. Nothing is stored or sent until you accept, and you can change your mind at any time under Cookie settings at the bottom of every page.`,
  accept: 'Accept',
  reject: 'Reject',
  policyLabel: 'How we use your data',
  policyHref: '/privacy-policy#cookies-and-analytics',
  settingsLabel: 'Cookie settings',
} satisfies ConsentCopy;
