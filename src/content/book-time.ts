/** /book-time: the 30-minute call with the founder (spec §2 "/book-time"). */
import { company } from '#src/content/company.ts';
import { siteConfig } from '#src/site.config.ts';
import type { PageMetadata } from './types';

const { founder, integrations } = company;
const { scheduler } = siteConfig;

/** One thing the call covers. */
export type AgendaItem = { title: string; description: string };

/** Every string the scheduler box shows, whatever state it is in. */
export type SchedulerCopy = {
  /** Heading above the box (h2). */
  heading: string;
  /** One line under the heading. */
  subheading: string;
  /** Who the call is for, under the call's card in the box (label, then one sentence). */
  audienceLabel: string;
  audience: string;
  /** Accessible name of the widget region. */
  regionLabel: string;
  /** Before the visitor agrees, the box offers the scheduler instead of loading it (decision 0009). */
  consentTitle: string;
  consentBody: string;
  showLabel: string;
  loading: string;
  /** Shown with the loading state, so the direct link is there from the first paint. */
  loadingHelp: string;
  /** Without JavaScript the widget cannot run: said plainly instead of a spinner. */
  noScriptTitle: string;
  noScriptBody: string;
  /** When the widget script is blocked, offline or times out. */
  failedTitle: string;
  failedBody: string;
  bookingLinkLabel: string;
  emailLinkLabel: string;
  emailSubject: string;
};

export type BookTimeContent = {
  meta: PageMetadata;
  eyebrow: string;
  headline: string;
  lead: string;
  agendaHeading: string;
  agenda: readonly AgendaItem[];
  host: { label: string; name: string; title: string; note: string };
  scheduler: SchedulerCopy;
};

export const bookTime = {
  meta: {
    title: 'Book a Demo: 30 Minutes with the Founder',
    description: `Pick a time for a ${scheduler.meetingMinutes}-minute call with ${founder.name}, ${siteConfig.name}'s founder: see competitor alerts for your own accounts and how they reach your team.`,
    keywords: ['book a demo', 'competitive intelligence demo', siteConfig.name],
  },
  eyebrow: 'Book a demo',
  headline: `${scheduler.meetingMinutes} minutes with our founder`,
  lead: `See how ${siteConfig.name} watches the people at your prospects, open deals, closed-lost and customer accounts, and tells the account owner the moment one of them engages a competitor. Bring a few accounts you care about; we will look at them together.`,
  agendaHeading: `What the ${scheduler.meetingMinutes} minutes cover`,
  agenda: [
    {
      title: 'Where competitors reach your accounts',
      description:
        'Which competitors show up in your deals, renewals and customer base today, and where your team hears about it too late.',
    },
    {
      title: 'Alerts and playbooks on real examples',
      description: `How an alert reaches the account owner in ${integrations.teamChat}, email and ${integrations.salesCrm}, and which playbook runs next: deal protection, renewal protection or a closed-lost revival.`,
    },
    {
      title: 'Pricing and rollout',
      description: `Outcome-based pricing: you pay for each qualified opportunity that reaches your CRM pipeline, with unlimited seats and alerts. Typical go-live is 1-2 weeks with ${integrations.salesCrm} or ${integrations.marketingCrm}.`,
    },
  ],
  host: {
    label: 'Your host',
    name: founder.name,
    title: founder.title,
    note: 'A conversation with the person who built the product, not a scripted pitch.',
  },
  scheduler: {
    heading: 'Pick a time',
    subheading: `${scheduler.meetingMinutes}-minute call with ${founder.name}. Times are shown in your time zone.`,
    audienceLabel: 'Who it is for:',
    audience:
      'Sales, marketing, revenue operations and customer success leaders who lose deals or renewals to competitors.',
    regionLabel: `Scheduler: ${scheduler.meetingMinutes}-minute call with ${founder.name}`,
    consentTitle: 'Book straight from this page',
    consentBody:
      'The calendar comes from our scheduling provider, Calendly, which sets its own cookies. It loads only when you ask for it.',
    showLabel: 'Show the scheduler',
    loading: 'Loading available times…',
    loadingHelp: 'Taking a while?',
    noScriptTitle: 'The scheduler needs JavaScript',
    noScriptBody: 'Pick a time on Calendly directly, or email us and we will find one that works.',
    failedTitle: "The scheduler didn't load",
    failedBody:
      'Your browser or network may be blocking it. Pick a time on Calendly directly, or email us and we will find one that works.',
    bookingLinkLabel: 'Book directly on Calendly',
    emailLinkLabel: `Email ${company.email.support}`,
    emailSubject: `${scheduler.meetingMinutes}-minute call with ${founder.name}`,
  },
} satisfies BookTimeContent;
