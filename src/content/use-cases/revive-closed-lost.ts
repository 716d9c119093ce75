import { alertCard } from '#src/content/alerts.ts';
import { company } from '#src/content/company.ts';
import { SAMPLE_CAST } from '#src/content/samples.ts';
import { siteConfig } from '#src/site.config.ts';
import { ctas, type UseCaseContent } from './shared';

const brand = siteConfig.name;
const { salesCrm, marketingCrm } = company.integrations;
const { jordanLee } = SAMPLE_CAST;

/** /revive-closed-lost: offensive, closed-lost revival. */
export const reviveClosedLost = {
  path: '/revive-closed-lost',
  meta: {
    title: 'Revive closed-lost deals when buyers come back',
    description:
      'Know when a closed-lost account sours on the competitor it chose. Reopen the deal, route it to the original owner and win it back with a reason to call.',
    keywords: ['closed-lost revival', 'win-back', 'lost deals', 'competitive displacement'],
  },
  hero: {
    headline: 'Win back lost deals at the moment they reopen',
    description: `A closed-lost deal is rarely closed for good: the competitor under-delivers, a new leader arrives, the contract comes up again. ${brand} watches the stakeholders at your closed-lost accounts and tells the original owner when they are back in play. Teams running the revival play win 15-25% of those deals.`,
    primaryCta: ctas.bookDemo,
    secondaryCta: ctas.talkToExpert,
    alertCard: alertCard({
      name: 'Ingrid Halvorsen',
      title: 'Head of Revenue Operations',
      tag: 'Closed Lost Revival',
      description:
        'Commented on a thread about SignalScope’s missing integrations and started following two vendors in your category.',
      account: 'Fjordline Bank',
      competitor: 'SignalScope',
      accountStatus: 'Closed Lost',
      accountDetails: [jordanLee.handle, 'Lost to SignalScope', 'Enterprise'],
    }),
    scene: {
      kind: 'email',
      caption: 'The alert emailed to the rep who owned the lost deal',
      delivery: {
        to: jordanLee.name,
        subject: 'Fjordline Bank is questioning SignalScope',
        message:
          'You owned this opportunity when Fjordline Bank chose SignalScope. A stakeholder from that evaluation is now asking in public what SignalScope is missing.',
        actions: ['Reopen opportunity', 'Read the loss notes'],
      },
    },
    nextSteps: [
      `Alert emailed to the original owner, ${jordanLee.handle}, with the loss reason and the new signal`,
      `Opportunity reopened in ${salesCrm}, assigned to the original owner and flagged Win-Back`,
      'Revival sequence opens with what has changed since the last evaluation',
    ],
  },
  roles: {
    intro: {
      eyebrow: 'By team',
      headline: 'Turn your closed-lost list into a pipeline source',
      description: 'Each team gets the part of a revival signal it can act on, without a manual hand-off.',
    },
    tabListLabel: 'Revenue teams',
    sections: [
      {
        id: 'sales',
        title: 'Sales',
        headline: 'Return to lost deals with a reason to call',
        description:
          'Account Executives are alerted when a stakeholder at an account they lost shows frustration with the competitor, engages other vendors or takes a new role. The reopened opportunity lands back with them, the original loss reason next to the new signal.',
        bulletPoints: [
          'Know which lost deals are worth a second run, and which are not',
          'Open with what has changed since the last evaluation',
          'Revival win rates of 15-25% on deals that had been written off',
        ],
      },
      {
        id: 'marketing',
        title: 'Marketing',
        headline: 'Time win-back campaigns to real signals',
        description:
          'Instead of a quarterly email to every closed-lost contact, marketing targets the accounts showing dissatisfaction with the competitor they chose, with a message about the gap they are feeling now.',
        bulletPoints: [
          'Win-back audiences built from accounts with fresh signals',
          'The competitor and loss reason shape the message',
          'No spend on lost contacts who are happy where they are',
        ],
      },
      {
        id: 'revenue-operations',
        title: 'Revenue Operations',
        headline: 'Reopen closed-lost deals without manual clean-up',
        description:
          'When a closed-lost account re-engages, the opportunity is reopened, assigned to the original owner and flagged Win-Back, following your CRM rules. Revived pipeline is reported on its own, so you can see exactly what it is worth.',
        bulletPoints: [
          'Closed-lost opportunities reopened and assigned automatically',
          'Win-Back flag and loss history kept on the record',
          'Revived pipeline tracked apart from net-new',
        ],
      },
      {
        id: 'customer-success',
        title: 'Customer Success',
        headline: 'Learn from the customers you did not win',
        description:
          'Closed-lost signals show where a competitor falls short after the sale. Customer Success reinforces the same points with current customers, and joins the revival when the returning buyer wants proof of onboarding and support.',
        bulletPoints: [
          'See which competitor promises break after signature',
          'Onboarding and support proof ready for the second evaluation',
          'Lessons fed into retention plays for current customers',
        ],
      },
    ],
  },
  cta: {
    headline: 'Find the lost deals worth another run',
    description:
      'Book a 30-minute demo to see a revival alert, the reopened CRM record and the playbook behind it.',
    primaryCta: ctas.bookDemo,
    secondaryCta: ctas.talkToExpert,
  },
  faq: {
    intro: {
      eyebrow: 'FAQ',
      headline: 'Reviving closed-lost deals',
      description: 'How the revival play works, and what to expect from it.',
    },
    items: [
      {
        question: 'Which closed-lost accounts should we watch?',
        answer:
          'Start with deals you lost to a competitor where the buying group is still in place; they are the accounts most likely to revisit the decision. Add deals lost to no decision, and older losses, whenever you are ready. Seats and alerts are unlimited, so the list can be as long as your history.',
      },
      {
        question: 'What signals mean a lost deal is back in play?',
        answer:
          'Stakeholders engaging other vendors in your category, posting about problems with the product they chose, following your company again, or a new leader arriving who was not part of the original decision. Each alert says which signal fired, so the owner can judge it.',
      },
      {
        question: 'Who gets the revived opportunity?',
        answer:
          'The original owner by default, because they know the account and why it was lost. If that person has left or changed territory, your CRM routing rules decide. The alert carries the loss reason, the competitor and the new signal together.',
      },
      {
        question: 'What win rates should we expect on revived deals?',
        answer:
          'Teams running a closed-lost revival play on real signals win 15-25% of revived deals. Results depend on why the deal was lost and how quickly the owner responds to the alert.',
      },
      {
        question: 'Will reopened deals distort our forecast?',
        answer:
          'No. Revived opportunities carry a Win-Back flag and can sit in their own stage or pipeline, so you report on them separately and forecast them on their own conversion rates.',
      },
      {
        question: 'How does the revival playbook work?',
        answer: `It runs in four steps: confirm the signal, reopen and assign the opportunity in ${salesCrm} or ${marketingCrm}, send a message built around what has changed, and bring in an executive or specialist when the buyer responds. Time to value is typically 1-3 weeks.`,
      },
    ],
  },
  closingCta: {
    headline: 'Lost once does not mean lost for good',
    description:
      'Know when a closed-lost account is back in play, and give the original owner a reason to call.',
    primaryCta: ctas.bookDemo,
    secondaryCta: ctas.chat,
  },
} as const satisfies UseCaseContent;
