// What the worker needs to know about one build, written into it by the build
// (scripts/deploy/deploy-files.ts) as `/.edge/site.json` and read by the worker from its static assets.
// The same facts the Node server reads from dist/ when it starts (the route table, the inline-script
// hashes for the CSP), so the edge and Node decide from one build alike. Pure data: no Node import.

/** Where the build writes the manifest, relative to the build's root; a dot directory, so never served. */
export const SITE_MANIFEST_PATH = '/.edge/site.json';

export interface SiteManifest {
  /** Base64 SHA-256 hashes of the built pages' inline scripts (the CSP's `script-src`). */
  scriptHashes: string[];
  /** Each page's clean path and its file, relative to the build's root: `["/pricing", "pricing.html"]`. */
  pages: Array<[string, string]>;
  /** Content type by file extension, as the Node server sends them (`["js", "application/javascript"]`). */
  types: Array<[string, string]>;
}

/** Reads a manifest, refusing anything that is not one (a stale or foreign build must not half-work). */
export function parseSiteManifest(text: string): SiteManifest {
  const value = JSON.parse(text) as Partial<SiteManifest>;
  const isPairList = (list: unknown): list is Array<[string, string]> =>
    Array.isArray(list) &&
    list.every(
      (pair) => Array.isArray(pair) && pair.length === 2 && pair.every((item) => typeof item === 'string'),
    );
  if (
    !Array.isArray(value.scriptHashes) ||
    !value.scriptHashes.every((hash) => typeof hash === 'string') ||
    !isPairList(value.pages) ||
    !isPairList(value.types)
  ) {
    throw new Error(`${SITE_MANIFEST_PATH} is not a site manifest: rebuild the site`);
  }
  return { scriptHashes: value.scriptHashes, pages: value.pages, types: value.types };
}
