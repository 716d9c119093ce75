/**
 * The content editor (Keystatic, decision 0022) on the dev server only: `npm run dev` serves it at
 * /keystatic, with /admin redirecting there. A build never adds it, so the public site ships no editor,
 * no editor route and no editor code.
 *
 * The editor's UI runs in the browser and imports the content schemas; the one module of theirs that
 * reads files (src/content/loaders/files.ts) is replaced there by a stub, since the browser has no files
 * to read and the editor checks fields itself.
 */
import keystatic from '@keystatic/astro';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';

const FILES_MODULE = /\/src\/content\/loaders\/files\.ts$/;
const STUB_ID = '\0countermove:content-files-stub';

/** Browser builds get a stand-in for the content files module: same exports, nothing read. */
function browserSafeContentFiles(): Plugin {
  return {
    name: 'countermove:content-files-for-browser',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (options?.ssr) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && FILES_MODULE.test(resolved.id) ? STUB_ID : null;
    },
    load(id) {
      if (id !== STUB_ID) return null;
      return [
        "export const contentRoot = () => '';",
        "export const contentDir = () => '';",
        'export const displayPath = (file) => file;',
        'export const singletonFile = () => "";',
        'export const collectionFolder = () => "";',
        'export const collectionIds = () => [];',
        'export const readRawSingleton = () => { throw new Error("no files in the browser"); };',
        'export const readRawCollection = () => [];',
        'export const contentRoutes = () => new Set();',
        'export const NON_PAGE_TARGETS = [];',
      ].join('\n');
    },
  };
}

export function editorIntegration(): AstroIntegration {
  const editor = keystatic();
  return {
    name: 'countermove:editor',
    hooks: {
      'astro:config:setup': (params) => {
        if (params.command !== 'dev') return;
        editor.hooks['astro:config:setup']?.(params as never);
        params.updateConfig({
          redirects: { '/admin': '/keystatic' },
          vite: { plugins: [browserSafeContentFiles()] },
        });
      },
    },
  };
}
