/**
 * llms.txt (llmstxt.org): the site in a few lines for AI assistants: an H1, a one-line summary, a short
 * description, then linked sections, each link with the page's own meta description. Written by
 * `pages/llms.txt.ts`.
 */
import type { SiteRoute } from '#src/site-map.ts';

export type LlmsEntry = { path: string; label: string; description: string; section: string };

const LLMS_SECTIONS = ['Company', 'Use cases', 'Solutions by team', 'Customers', 'Resources', 'Optional'];

/** Which llms.txt section a route belongs to. */
export function llmsSection(route: { path: string; header?: SiteRoute['header'] }): string {
  if (route.header?.menu === 'use-cases') return 'Use cases';
  if (route.header?.menu === 'solutions') return 'Solutions by team';
  if (route.path.startsWith('/customers')) return 'Customers';
  if (route.header?.menu === 'resources' || route.path === '/blog' || route.path.startsWith('/blog/'))
    return 'Resources';
  if (route.path === '/terms-of-service' || route.path === '/privacy-policy') return 'Optional';
  return 'Company';
}

export function buildLlmsTxt(options: {
  name: string;
  summary: string;
  details: string;
  origin: string;
  entries: readonly LlmsEntry[];
}): string {
  const url = (path: string) => (path === '/' ? `${options.origin}/` : `${options.origin}${path}`);
  const sections = LLMS_SECTIONS.map((section) => {
    const links = options.entries.filter((entry) => entry.section === section);
    if (links.length === 0) return '';
    const lines = links.map((entry) => `- [${entry.label}](${url(entry.path)}): ${entry.description}`);
    return `## ${section}\n\n${lines.join('\n')}\n`;
  }).filter(Boolean);
  return `# ${options.name}\n\n> ${options.summary}\n\n${options.details}\n\n${sections.join('\n')}`;
}
