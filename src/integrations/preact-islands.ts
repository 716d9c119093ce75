/**
 * The islands run on Preact in the browser (decision 0028): in the production build's client
 * environment, every import of React resolves to `preact/compat`, so the three islands and Astro's React
 * hydration script load about 13 KB gzip of runtime instead of React's 65 KB, and hydrating one no longer
 * starts with a long task of React's runtime evaluating. Pages are still rendered at build time by React
 * (the prerender environment is untouched), and `npm run dev` keeps React everywhere (the content editor is
 * a React application of its own).
 */
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';

/** What each React entry point becomes in the browser. */
export const PREACT_FOR_REACT: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

/** Vite's environment of the browser bundle (Astro's name for it). */
const CLIENT_ENVIRONMENT = 'client';

export function preactIslandsPlugin(): Plugin {
  return {
    name: 'countermove:preact-islands',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (this.environment?.name !== CLIENT_ENVIRONMENT) return null;
      const target = PREACT_FOR_REACT[source];
      if (target === undefined) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}

export function preactIslandsIntegration(): AstroIntegration {
  return {
    name: 'countermove:preact-islands',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [preactIslandsPlugin()] } });
      },
    },
  };
}
