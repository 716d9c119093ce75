import { company } from '#src/content/company.ts';
import { mailto, siteConfig } from '#src/site.config.ts';
import { bookingCta } from './ctas';
import { ownerFacts } from './owner-facts';
import type { Cta, CtaBlock, FaqItem, PageMetadata, SectionIntro } from './types';

const { soc2, iso } = ownerFacts.certifications.value;

/*
 * /security, the trust center (spec §2 "Security", §3 "Security items"). Every claim here comes from the
 * spec's §9 security and legal claims; nothing adds auditors, dates or figures of its own.
 */

/** Spec §3 "Security items": a certification card. */
export type Certification = {
  name: string;
  subtitle: string;
  status: 'Current' | 'Certified' | 'Compliant';
};

/** Spec §3 "Security items": a document in the documentation list. */
export type SecurityDocument = {
  title: string;
  description: string;
  type: string;
  /** Revision, where the document states one. */
  version?: string;
  /** `mailto:` link to the security mailbox, with a subject naming the document and a short body. */
  requestHref: string;
  /** Confirmation shown when the visitor asks for the document. */
  requestToast: { title: string; description: string };
  /** Site path where the document can also be read without asking. */
  readOnline?: Cta;
};

export type SecurityHighlightIcon =
  | 'zero-trust'
  | 'encryption'
  | 'monitoring'
  | 'mfa'
  | 'continuity'
  | 'code';

export type SecurityHighlight = { icon: SecurityHighlightIcon; title: string; description: string };

/** A fact in the hero's at-a-glance panel. */
export type SecurityFact = { term: string; detail: string };

export type SecurityContent = {
  meta: PageMetadata;
  hero: {
    eyebrow: string;
    headline: string;
    description: string;
    glanceLabel: string;
    facts: SecurityFact[];
  };
  certifications: { intro: SectionIntro; items: Certification[] };
  highlights: { intro: SectionIntro; items: SecurityHighlight[] };
  documents: {
    intro: SectionIntro;
    requestAccess: Cta;
    availability: string;
    requestLabel: string;
    versionLabel: string;
    items: SecurityDocument[];
  };
  faq: { intro: SectionIntro; items: FaqItem[] };
  closing: CtaBlock;
};

const brand = siteConfig.name;
const securityEmail = company.email.security;

function documentRequest(title: string): Pick<SecurityDocument, 'requestHref' | 'requestToast'> {
  const body = [
    `Hello ${brand} security team,`,
    '',
    `Please send me the ${title}.`,
    '',
    'Company:',
    'Role:',
    '',
    'Thank you.',
  ].join('\n');
  return {
    requestHref: `${mailto(securityEmail, `Document request: ${title}`)}&body=${encodeURIComponent(body)}`,
    requestToast: {
      title: 'Opening your email app',
      description: `A request for the ${title} is ready to send to ${securityEmail}. If no email app opens, write to that address directly.`,
    },
  };
}

export const security = {
  meta: {
    title: 'Trust Center: security and compliance',
    description: `How ${brand} protects your data: ${soc2}, ${iso}, GDPR and CCPA, AES-256 encryption, continuous monitoring and security documents on request.`,
    keywords: ['trust center', 'security', soc2, 'GDPR', 'CCPA', 'data protection'],
    ogType: 'website',
  },

  hero: {
    eyebrow: `Security at ${brand}`,
    headline: 'Trust Center, Security & Compliance',
    description: `${brand} reads public signals and writes them into your CRM. Here is how we protect the data that passes through the service: the standards we are held to, the controls we run, and the documents your security team can review.`,
    glanceLabel: 'Security at a glance',
    facts: [
      { term: 'Encryption at rest', detail: 'AES-256' },
      { term: 'Encryption in transit', detail: 'TLS 1.2' },
      { term: 'Log retention', detail: '7 years' },
      { term: 'Disaster recovery tests', detail: 'At least yearly' },
      { term: 'Hosting', detail: 'One US region, multiple zones' },
    ],
  },

  certifications: {
    intro: {
      eyebrow: 'Compliance',
      headline: 'Certifications and compliance',
      description:
        'Independent audits and the privacy laws we comply with, so your review starts from evidence rather than promises.',
    },
    items: [
      { name: soc2, subtitle: 'Service organization controls', status: 'Current' },
      { name: iso, subtitle: 'Quality management system', status: 'Certified' },
      { name: 'GDPR', subtitle: 'EU General Data Protection Regulation', status: 'Compliant' },
      { name: 'CCPA', subtitle: 'California Consumer Privacy Act', status: 'Compliant' },
    ],
  },

  highlights: {
    intro: {
      eyebrow: 'Controls',
      headline: 'Security built into every layer',
      description: 'The controls behind the certifications, from the network edge to the people who run it.',
    },
    items: [
      {
        icon: 'zero-trust',
        title: 'Zero trust architecture',
        description:
          'No request is trusted because of where it comes from. Every user and service is authenticated and authorized each time it asks for data.',
      },
      {
        icon: 'encryption',
        title: 'Encryption everywhere',
        description:
          'Customer data is encrypted with AES-256 at rest and travels over TLS 1.2 in transit, between your browser, our services and your CRM.',
      },
      {
        icon: 'monitoring',
        title: 'Continuous monitoring',
        description:
          'Systems are monitored around the clock for availability and security events, and logs are retained for 7 years.',
      },
      {
        icon: 'mfa',
        title: 'Multi-factor authentication',
        description:
          'Every entry point into the service and into the systems that run it requires multi-factor authentication.',
      },
      {
        icon: 'continuity',
        title: 'Business continuity and disaster recovery',
        description:
          'Documented continuity and recovery plans, tested at least once a year, keep the service recoverable if something fails.',
      },
      {
        icon: 'code',
        title: 'Infrastructure as code',
        description:
          'Infrastructure is defined in version-controlled code, so every change is recorded and environments are rebuilt the same way every time.',
      },
    ],
  },

  documents: {
    intro: {
      eyebrow: 'Documentation',
      headline: 'Security documentation',
      description:
        'The policies and agreements security and legal teams ask for most. Request any of them and the security team will send it to you.',
    },
    requestAccess: bookingCta('Request Access'),
    availability: 'Available upon request',
    requestLabel: 'Request',
    versionLabel: 'Version',
    items: [
      {
        title: 'Security Policies and Standards',
        description:
          'The policies and technical standards that govern how we build, run and secure the service.',
        type: 'Policy',
        version: '2023/1.1',
        ...documentRequest('Security Policies and Standards'),
      },
      {
        title: 'Data Processing Agreement',
        description:
          'The terms under which we process personal data on your behalf, for your GDPR and CCPA obligations.',
        type: 'Agreement',
        ...documentRequest('Data Processing Agreement'),
      },
      {
        title: 'Privacy Policy',
        description: 'What information we collect, how we use and share it, and the rights you have over it.',
        type: 'Policy',
        readOnline: { label: 'Read online', href: '/privacy-policy' },
        ...documentRequest('Privacy Policy'),
      },
      {
        title: 'Subprocessors List',
        description: 'The third parties that process customer data on our behalf, and what each one does.',
        type: 'List',
        ...documentRequest('Subprocessors List'),
      },
    ],
  },

  faq: {
    intro: {
      eyebrow: 'FAQ',
      headline: 'Security questions, answered',
      description: `The questions security reviews ask us most. For anything else, write to ${securityEmail}.`,
    },
    items: [
      {
        question: `Which compliance standards does ${brand} meet?`,
        answer: `${brand} holds a current ${soc2} report and ${iso} certification, and complies with GDPR and CCPA. Our Security Policies and Standards and the Data Processing Agreement are available on request from ${securityEmail}.`,
      },
      {
        question: 'How is my data encrypted?',
        answer:
          'Customer data is encrypted at rest with AES-256. Data in transit, between your browser, our services and the tools we integrate with, is protected with TLS 1.2.',
      },
      {
        question: 'Where is my data hosted?',
        answer:
          'The service runs in a single United States region of our cloud infrastructure provider, spread across multiple availability zones so no single zone is a point of failure.',
      },
      {
        question: 'How do you approach infrastructure?',
        answer:
          'We follow a zero trust model and define all infrastructure as code. Every change is recorded in version control, and environments are built from that code rather than configured by hand.',
      },
      {
        question: "How is my data kept separate from other customers' data?",
        answer:
          'Every record carries the identifier of the institution it belongs to, and the API enforces that identifier on every request, so a request can only reach records of its own institution. When an account is deleted, most of its data is deleted within 14 days and all of it within up to 90 days.',
      },
      {
        question: 'How do you monitor the service?',
        answer:
          'Infrastructure and applications are monitored continuously for availability and security events, and logs are retained for 7 years.',
      },
      {
        question: 'How do you respond to security incidents?',
        answer:
          'Our incident response process has seven stages: preparation, detection, analysis, containment, eradication, recovery and post-incident review, where we record what happened and what we changed as a result.',
      },
      {
        question: 'How is access to the service controlled?',
        answer:
          'Sign-in supports multi-factor authentication, OAuth 2.0 and single sign-on with your identity provider, and role-based authorization limits each person to what their role needs.',
      },
      {
        question: 'What are your password requirements?',
        answer:
          'Passwords must be at least 8 characters long and contain at least 1 special character and 1 numeric character. Multi-factor authentication adds a second factor on top.',
      },
      {
        question: 'How do you handle disaster recovery?',
        answer:
          'We maintain business continuity and disaster recovery plans and test them at least once a year. Hosting across multiple availability zones means the failure of one zone does not take the service down with it.',
      },
      {
        question: 'What security measures apply to your employees?',
        answer:
          'Employees get access only to the systems their role requires, sign in with multi-factor authentication, work under confidentiality obligations and follow our Security Policies and Standards.',
      },
    ],
  },

  closing: {
    headline: 'Take us through your security review',
    description: `Walk through our controls, architecture and documentation with our team, or send your questionnaire to ${securityEmail}.`,
    primaryCta: bookingCta('Schedule a Security Review'),
    secondaryCta: { label: 'Contact Security Team', href: mailto(securityEmail) },
  },
} satisfies SecurityContent;
