/**
 * Every kind of content the site has, once: where its files live, what the editor calls it, and which
 * route an entry becomes. content.config.ts (Astro's collections), the editor (keystatic.config.ts), the
 * Node reader the tests and scripts use (loaders/read.ts) and the route list the link check knows
 * (loaders/routes.ts) all read this table, so a new kind of content is declared here and nowhere else.
 *
 * Singletons are one file (a page that exists once, or site-wide copy); collections are a folder of files,
 * one entry each, whose file name is the entry's id (and, for pages, its URL).
 *
 * Plain data and Node built-ins only: Node scripts and the editor import it.
 */

/** Folder of all content, relative to the repository root. */
export const CONTENT_DIR = 'src/content';

export type SingletonName =
  | 'home'
  | 'pricing'
  | 'security'
  | 'about'
  | 'bookTime'
  | 'customers'
  | 'playbookLibrary'
  | 'blogIndex'
  | 'notFound'
  | 'site'
  | 'samples'
  | 'useCasesAndPersonas'
  | 'alertSurfaces';

export type CollectionName =
  | 'useCases'
  | 'personas'
  | 'caseStudies'
  | 'playbooks'
  | 'proofPoints'
  | 'ownerFacts'
  | 'blog'
  | 'legal';

export type SingletonDef = {
  /** File under src/content/, without its extension (the editor's convention). */
  file: string;
  /** What the editor calls it. */
  label: string;
  /** One line the editor shows under the label. */
  description: string;
  /** The page it is, if it is one. */
  route?: `/${string}`;
};

export type CollectionDef = {
  /** Folder under src/content/; each file in it is one entry, named by its id. */
  folder: string;
  format: 'yaml' | 'markdown';
  label: string;
  description: string;
  /** The page an entry becomes, if entries are pages. */
  route?: (id: string) => `/${string}`;
  /** The one page that shows every entry, if entries are parts of a page rather than pages. */
  listedOn?: `/${string}`;
  /** The field the editor builds a new entry's file name from. */
  slugField: string;
};

export const SINGLETONS = {
  home: {
    file: 'pages/home',
    label: 'Home page',
    description: 'The front page: hero, proof, product tour, use cases, FAQ.',
    route: '/',
  },
  pricing: {
    file: 'pages/pricing',
    label: 'Pricing page',
    description: 'Plans, how pricing works, pricing FAQ.',
    route: '/pricing',
  },
  security: {
    file: 'pages/security',
    label: 'Trust center',
    description: 'Certifications, security highlights, documents and the security FAQ.',
    route: '/security',
  },
  about: {
    file: 'pages/about',
    label: 'Our story (about)',
    description: 'Mission, the founder letter and the three principles.',
    route: '/about',
  },
  bookTime: {
    file: 'pages/book-time',
    label: 'Book a demo page',
    description: 'The page every call to action leads to, with the scheduler.',
    route: '/book-time',
  },
  customers: {
    file: 'pages/customers',
    label: 'Customers page',
    description: 'The list of customer stories, and the copy every story page shares.',
    route: '/customers',
  },
  playbookLibrary: {
    file: 'pages/playbooks',
    label: 'Playbook library page',
    description: 'The library’s hero, filters and the words its playbook views share.',
    route: '/playbooks',
  },
  blogIndex: {
    file: 'pages/blog',
    label: 'Blog page',
    description: 'The list of articles.',
    route: '/blog',
  },
  notFound: {
    file: 'pages/not-found',
    label: 'Page not found (404)',
    description: 'What a visitor sees on a link that leads nowhere.',
  },
  site: {
    file: 'site/site',
    label: 'Header, footer and site-wide words',
    description: 'Menus, footer columns, the consent notice and labels every page shares.',
  },
  samples: {
    file: 'site/samples',
    label: 'Sample data in the mock-ups',
    description: 'The fictional people and companies the product mock-ups show, and their labels.',
  },
  useCasesAndPersonas: {
    file: 'pages/use-cases-and-personas',
    label: 'Use-case and persona pages: shared words',
    description:
      'Strategy labels, “Explore other use cases” and the sample labels every use-case and persona page shows.',
  },
  alertSurfaces: {
    file: 'site/alert-surfaces',
    label: 'Alert surfaces in the mock-ups',
    description:
      'The chat message, email and CRM record a sample alert arrives in, on the use-case, persona and playbook pages.',
  },
} as const satisfies Record<SingletonName, SingletonDef>;

export const COLLECTIONS = {
  useCases: {
    folder: 'use-cases',
    format: 'yaml',
    label: 'Use-case pages',
    description: 'One page per use case (/hunt-new-opportunities, …). The file name is the page’s address.',
    route: (id) => `/${id}`,
    slugField: 'name',
  },
  personas: {
    folder: 'personas',
    format: 'yaml',
    label: 'Persona pages',
    description: 'One page per role (/sales, /marketing, …). The file name is the page’s address.',
    route: (id) => `/${id}`,
    slugField: 'name',
  },
  caseStudies: {
    folder: 'case-studies',
    format: 'yaml',
    label: 'Customer stories',
    description: 'One story per customer, at /customers-<file name>; listed on /customers automatically.',
    route: (id) => `/customers-${id}`,
    slugField: 'company',
  },
  playbooks: {
    folder: 'playbooks',
    format: 'yaml',
    label: 'Playbooks',
    description: 'The plays in the library at /playbooks, in the order of their number.',
    listedOn: '/playbooks',
    slugField: 'title',
  },
  proofPoints: {
    folder: 'proof-points',
    format: 'yaml',
    label: 'Proof points',
    description: 'One line of evidence, from a customer story or a confirmed claim, that pages cite.',
    slugField: 'name',
  },
  ownerFacts: {
    folder: 'owner-facts',
    format: 'yaml',
    label: 'Owner facts (to confirm before launch)',
    description:
      'What only the company can vouch for. Confirm each one with the person who can, then tick Confirmed.',
    slugField: 'label',
  },
  blog: {
    folder: 'blog',
    format: 'markdown',
    label: 'Blog posts',
    description: 'One Markdown file per article, at /blog/<file name>.',
    route: (id) => `/blog/${id}`,
    slugField: 'title',
  },
  legal: {
    folder: 'legal',
    format: 'markdown',
    label: 'Legal pages',
    description: 'The Terms of Service and the Privacy Policy, at /<file name>.',
    route: (id) => `/${id}`,
    slugField: 'title',
  },
} as const satisfies Record<CollectionName, CollectionDef>;

export const SINGLETON_NAMES = Object.keys(SINGLETONS) as SingletonName[];
export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as CollectionName[];

/** The file extension of a collection's entries. */
export function extensionOf(name: CollectionName): '.yaml' | '.md' {
  return COLLECTIONS[name].format === 'markdown' ? '.md' : '.yaml';
}
