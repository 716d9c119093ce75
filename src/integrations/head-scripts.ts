/**
 * Inline head scripts, built from their TypeScript (decisions 0011 and 0018). A page imports a module
 * with the `?head-script` suffix and gets `{ code, hash }`: the module bundled by esbuild into one minified
 * classic script, and that script's CSP hash, made in the same step. The layout inlines `code`
 * (`<script is:inline set:html={script.code} />`); nothing keeps a hand-written copy.
 *
 *   import firstTouch from '#src/lib/head-scripts/first-touch.ts?head-script';
 *
 * The CSP the deploy files and the Node server send lists the hash of every inline script in the built
 * pages (shared/inline-scripts.ts), these included.
 */
import { gzipSync } from 'node:zlib';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { cspHash } from '../../shared/inline-scripts.ts';

export const HEAD_SCRIPT_QUERY = '?head-script';

export type HeadScript = {
  /** The script text, as the page inlines it. */
  code: string;
  /** Base64 SHA-256 of `code`, as CSP `'sha256-…'` sources carry it. */
  hash: string;
};

/** Bundles one entry module into an inline classic script; `inputs` are the files it was built from. */
export async function buildHeadScript(entry: string): Promise<HeadScript & { inputs: string[] }> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    charset: 'utf8',
    metafile: true,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text.trim() ?? '';
  // Text inside <script> ends at the first `</script`; `<!--` changes how the parser reads what follows.
  if (code === '' || /<\/script|<!--/i.test(code)) {
    throw new Error(`${entry}: the built head script is empty or cannot sit inside <script>`);
  }
  return { code, hash: cspHash(code), inputs: Object.keys(result.metafile.inputs) };
}

/** Registers the `?head-script` import and reports each script's size and hash once the build is done. */
export function headScriptsIntegration(): AstroIntegration {
  const built = new Map<string, HeadScript>();
  return {
    name: 'countermove:head-scripts',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'countermove:head-scripts',
                async resolveId(source, importer) {
                  if (!source.endsWith(HEAD_SCRIPT_QUERY)) return null;
                  const bare = source.slice(0, -HEAD_SCRIPT_QUERY.length);
                  const resolved = await this.resolve(bare, importer, { skipSelf: true });
                  return resolved ? `${resolved.id}${HEAD_SCRIPT_QUERY}` : null;
                },
                async load(id) {
                  if (!id.endsWith(HEAD_SCRIPT_QUERY)) return null;
                  const entry = id.slice(0, -HEAD_SCRIPT_QUERY.length);
                  const { code, hash, inputs } = await buildHeadScript(entry);
                  for (const input of inputs) this.addWatchFile(input);
                  built.set(entry, { code, hash });
                  return `export default ${JSON.stringify({ code, hash })};`;
                },
              },
            ],
          },
        });
      },
      'astro:build:done': ({ logger }) => {
        for (const [entry, { code, hash }] of built) {
          const gzip = gzipSync(code, { level: 9 }).length;
          logger.info(
            `${entry.replace(/^.*\/src\//, 'src/')}: ${code.length} B, ${gzip} B gzip, sha256-${hash}`,
          );
        }
      },
    },
  };
}
