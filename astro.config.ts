import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { htmlPostprocessIntegration } from './src/lib/html-postprocess.ts';
import { sitemapIntegration } from './src/lib/sitemap.ts';
import { siteConfig } from './src/site.config.ts';
import { siteRoutes } from './src/site-map.ts';

// Every route is prerendered to `dist/<route>.html`; the production server, nginx and CDN hosts all map
// clean paths (no trailing slash) onto those files.
export default defineConfig({
  site: siteConfig.url,
  output: 'static',
  trailingSlash: 'never',
  build: {
    format: 'file',
    inlineStylesheets: 'never',
  },
  prefetch: {
    prefetchAll: false,
    defaultStrategy: 'hover',
  },
  devToolbar: { enabled: false },
  integrations: [
    react(),
    sitemapIntegration({ routes: siteRoutes, origin: siteConfig.url }),
    htmlPostprocessIntegration(),
  ],
  vite: {
    plugins: [tailwindcss()],
  },
});
