import { fileURLToPath } from 'node:url';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { blogFeed } from '#src/content/blog-feed.ts';
import { company } from '#src/content/company.ts';
import { collectionFolder } from '#src/content/loaders/files.ts';
import { clientDirectivesIntegration } from '#src/integrations/client-directives.ts';
import { htmlPostprocessIntegration } from '#src/integrations/html-postprocess.ts';
import { ogImagesIntegration } from '#src/integrations/og-image.ts';
import { routeCoverageIntegration } from '#src/integrations/route-coverage.ts';
import { sitemapIntegration } from '#src/integrations/sitemap.ts';
import { launchCheckIntegration, readFactsFrom } from '#src/lib/launch-check.ts';
import { buildSecurityTxt } from '#src/lib/security-txt.ts';
import { siteConfig } from '#src/site.config.ts';
import { siteRoutes } from '#src/site-map.ts';
import { writeDeployFiles } from './scripts/deploy/deploy-files.ts';

// Every route is prerendered to `dist/<route>.html`; the production server, nginx and CDN hosts all map
// clean paths (no trailing slash) onto those files.
export default defineConfig({
  site: siteConfig.url,
  output: 'static',
  trailingSlash: 'never',
  // [legal], [useCase] and [persona] all make top-level pages from content files: two that make the same
  // address (or one a page shell already has) stop the build instead of one silently winning.
  prerenderConflictBehavior: 'error',
  build: {
    format: 'file',
    inlineStylesheets: 'never',
  },
  devToolbar: { enabled: false },
  integrations: [
    // First: a malformed owner fact stops the build, and so does an unconfirmed one in a launch build.
    launchCheckIntegration({ facts: () => readFactsFrom(collectionFolder('ownerFacts')), env: process.env }),
    react(),
    clientDirectivesIntegration(),
    sitemapIntegration({
      routes: siteRoutes,
      origin: siteConfig.url,
      name: siteConfig.name,
      summary: `${siteConfig.tagline}: alerts when prospects or customers start engaging a competitor.`,
      details: [
        `${siteConfig.name} watches key stakeholders at prospects, open deals, closed-lost, renewal and customer accounts on public professional networks and social platforms.`,
        `When one of them engages a competitor, the account owner is alerted in ${company.integrations.teamChat}, by e-mail and in the CRM (${company.integrations.salesCrm}, ${company.integrations.marketingCrm}), records are enriched and a competitive playbook runs.`,
        'Pricing is outcome-based: a charge per qualified competitive opportunity that enters the CRM pipeline, with unlimited seats and alerts. Every demo is booked at /book-time.',
      ].join(' '),
      feeds: [{ path: blogFeed.path, label: 'Blog feed (RSS)', description: blogFeed.description }],
    }),
    htmlPostprocessIntegration(),
    ogImagesIntegration({
      routes: siteRoutes,
      brandName: siteConfig.name,
      host: new URL(siteConfig.url).host.replace(/^www\./, ''),
    }),
    routeCoverageIntegration({ paths: siteRoutes.map((route) => route.path) }),
    // Last: the CSP hashes are read from the final HTML.
    {
      name: 'countermove:deploy-files',
      hooks: {
        'astro:build:done': async ({ dir, logger }) => {
          const securityTxt = buildSecurityTxt({
            securityEmail: company.email.security,
            siteUrl: siteConfig.url,
            policyPath: '/security',
            now: new Date(),
          });
          const written = await writeDeployFiles(fileURLToPath(dir), securityTxt);
          logger.info(`deploy files: ${written.join(', ')}`);
        },
      },
    },
  ],
  vite: {
    plugins: [tailwindcss()],
    build: {
      // The first-touch script is inlined into every page whatever its size (decision 0011: widgets work
      // before any script file arrives); everything else keeps Vite's 4 KB rule (undefined = default).
      assetsInlineLimit: (_file: string, content: Buffer) =>
        content.includes('firstTouch') ? true : undefined,
    },
  },
});
