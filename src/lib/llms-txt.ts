/**
 * llms.txt (llmstxt.org): the site in a few lines for AI assistants: an H1, a one-line summary, a short
 * description, then linked sections, each link with the page's own meta description. Written by
 * `pages/llms.txt.ts`.
 */
import type { SiteRoute } from '#src/site-map.ts';

/** The sections of the list, in order (their headings: site/site.yaml `llms.sections`). */
export const LLMS_SECTIONS = [
  'company',
  'useCases',
  'solutions',
  'customers',
  'resources',
  'optional',
] as const;
export type LlmsSection = (typeof LLMS_SECTIONS)[number];

export type LlmsEntry = { path: string; label: string; description: string; section: LlmsSection };

/** Which llms.txt section a route belongs to. */
export function llmsSection(route: { path: string; header?: SiteRoute['header'] }): LlmsSection {
  if (route.header?.menu === 'use-cases') return 'useCases';
  if (route.header?.menu === 'solutions') return 'solutions';
  if (route.path.startsWith('/customers')) return 'customers';
  if (route.header?.menu === 'resources' || route.path === '/blog' || route.path.startsWith('/blog/'))
    return 'resources';
  if (route.path === '/terms-of-service' || route.path === '/privacy-policy') return 'optional';
  return 'company';
}

export function buildLlmsTxt(options: {
  name: string;
  summary: string;
  details: string;
  origin: string;
  /** Each section's heading. */
  sections: Readonly<Record<LlmsSection, string>>;
  entries: readonly LlmsEntry[];
}): string {
  const url = (path: string) => (path === '/' ? `${options.origin}/` : `${options.origin}${path}`);
  const sections = LLMS_SECTIONS.map((section) => {
    const links = options.entries.filter((entry) => entry.section === section);
    if (links.length === 0) return '';
    const lines = links.map((entry) => `- [${entry.label}](${url(entry.path)}): ${entry.description}`);
    return `## ${options.sections[section]}\n\n${lines.join('\n')}\n`;
  }).filter(Boolean);
  return `# ${options.name}\n\n> ${options.summary}\n\n${options.details}\n\n${sections.join('\n')}`;
}
