import { company } from '#src/content/company.ts';
import { siteConfig } from '#src/site.config.ts';
import { bookingCta } from './ctas';
import { ownerFacts } from './owner-facts';
import type { CtaBlock, PageMetadata, SectionIntro } from './types';

/*
 * The story page (/about, spec §2 "Story page"): mission statement, a letter from the founder and three
 * principles. The letter is signed with the founder's name and title from the site config.
 */

export type Principle = { title: string; description: string; points: readonly string[] };

export type FounderLetter = {
  eyebrow: string;
  headline: string;
  salutation: string;
  paragraphs: readonly string[];
  signOff: string;
  /** Signature: name and title come from the site config, never from the copy. */
  signature: { name: string; title: string };
};

export type AboutContent = {
  meta: PageMetadata;
  hero: { eyebrow: string; headline: string; description: string };
  mission: { eyebrow: string; statement: string; detail: string };
  letter: FounderLetter;
  principles: SectionIntro & { items: readonly [Principle, Principle, Principle] };
  cta: CtaBlock;
};

const brand = siteConfig.name;

export const about = {
  meta: {
    title: 'Our story: mission, founder letter, principles',
    description: `${brand} exists so revenue teams see the competition coming. Our mission, a letter from our founder and the principles we work by.`,
    keywords: ['about Countermove', 'mission', 'competitive intelligence company'],
  },
  hero: {
    eyebrow: 'Our story',
    headline: 'Every team deserves to know when a competitor is in the room',
    description: `${brand} watches the relationships around your accounts and tells the right person when a competitor shows up, so revenue teams compete on facts, not surprises.`,
  },
  mission: {
    eyebrow: 'Our mission',
    statement:
      'Make every revenue team the first to know when a customer or prospect starts talking to a competitor, and ready to act while it still matters.',
    detail:
      'Buyers make most of their decision before they speak to a seller. The signals are public, scattered across professional networks and social platforms. We bring them to the account owner, inside the tools they already use, with the play to run next.',
  },
  letter: {
    eyebrow: 'A letter from our founder',
    headline: 'Why we started this company',
    salutation: 'To every revenue leader who has lost a deal they never saw coming,',
    paragraphs: [
      ownerFacts.founderStory.value,
      'The information was never secret. The champion had been engaging a competitor’s team in public. A new executive had arrived from a company that ran our rival’s product. The signals were there; our systems were simply looking the other way, at our own website visits, email opens and pipeline stages.',
      `We built ${brand} to turn that view around. It watches the stakeholders at your prospects, open deals, closed-lost accounts and customers, and when one of them engages a competitor, it tells the person who owns the account, in the chat app, email and CRM they already work in, with a playbook for what to do next.`,
      'We price on outcomes because we think a vendor should share the risk. If we do not put qualified competitive opportunities into your pipeline, you should not be paying as if we had.',
      'Thank you for considering us. If you talk to us, you will talk to me, and I would like to hear which deal you never saw coming.',
    ],
    signOff: 'With gratitude,',
    signature: { name: company.founder.name, title: company.founder.title },
  },
  principles: {
    eyebrow: 'How we work',
    headline: 'Three principles we hold ourselves to',
    description: 'They shape what we build, how we price it and how we work with every customer.',
    items: [
      {
        title: 'Partnership focused on performance',
        description:
          'We succeed when your team wins competitive deals, so that is what we measure and how we price.',
        points: [
          'Outcome-based pricing: you pay per qualified competitive opportunity in your pipeline',
          'Unlimited seats and alerts, no credit limits and no implementation fee',
          'Regular results reviews, and tuning of which accounts and competitors we watch',
        ],
      },
      {
        title: 'Enterprise-grade by design',
        description:
          'Revenue data is sensitive. Security, privacy and reliability are part of the product, not an add-on.',
        points: [
          'AES-256 encryption at rest and TLS 1.2 in transit',
          'Single sign-on, multi-factor authentication and role-based access',
          'One-click integrations with your CRM and an API for everything else',
        ],
      },
      {
        title: 'Commitment to transparency',
        description:
          'Every alert shows its evidence, and every number we report can be traced back to your CRM.',
        points: [
          'Each alert names the contact, the competitor and the account it concerns',
          'Opportunities are counted in your CRM, where you can audit them',
          'Only public professional and social activity is used, never private messages',
        ],
      },
    ],
  },
  cta: {
    headline: 'Talk to the founder',
    description: `Book ${siteConfig.scheduler.meetingMinutes} minutes with ${company.founder.name}. Bring your competitors and a few accounts; we will show you what ${brand} would have seen.`,
    primaryCta: bookingCta("Let's chat here"),
    secondaryCta: { label: 'Read customer stories', href: '/customers' },
  },
} as const satisfies AboutContent;
