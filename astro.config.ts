import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { clientDirectivesIntegration } from '#src/integrations/client-directives.ts';
import { deployFilesIntegration } from '#src/integrations/deploy-files.ts';
import { editorIntegration } from '#src/integrations/editor.ts';
import { fontSubsetIntegration } from '#src/integrations/font-subset.ts';
import { headScriptsIntegration } from '#src/integrations/head-scripts.ts';
import { htmlPostprocessIntegration } from '#src/integrations/html-postprocess.ts';
import { launchCheckIntegration } from '#src/integrations/launch-check.ts';
import { linkCheckIntegration } from '#src/integrations/link-check.ts';
import { pageCssIntegration } from '#src/integrations/page-css.ts';
import { preactIslandsIntegration } from '#src/integrations/preact-islands.ts';
import { routeCoverageIntegration } from '#src/integrations/route-coverage.ts';
import { sitemapIntegration } from '#src/integrations/sitemap.ts';
import { siteConfig } from '#src/site.config.ts';

export default defineConfig({
  site: siteConfig.url,
  output: 'static',
  trailingSlash: 'never',
  // [legal], [useCase] and [persona] all make top-level pages from content files: two that make the same
  // address (or one a page shell already has) stop the build instead of one silently winning.
  prerenderConflictBehavior: 'error',
  build: { format: 'file', inlineStylesheets: 'never' },
  devToolbar: { enabled: false },
  integrations: [
    launchCheckIntegration(),
    react(),
    preactIslandsIntegration(),
    editorIntegration(),
    clientDirectivesIntegration(),
    headScriptsIntegration(),
    sitemapIntegration(),
    htmlPostprocessIntegration(),
    // The font first: the stylesheets name it, and each page's stylesheet is named by its final content.
    fontSubsetIntegration(),
    pageCssIntegration(),
    routeCoverageIntegration(),
    linkCheckIntegration(),
    deployFilesIntegration(),
  ],
  vite: { plugins: [tailwindcss()] },
});
