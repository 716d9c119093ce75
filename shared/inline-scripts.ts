import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { listFiles } from './dist-files.ts';

// Comments are matched first so a commented-out <script> is skipped. The start tag pattern tolerates `>`
// inside quoted attribute values; the end tag is `</script` followed by whitespace, `/` or `>`.
const COMMENT_OR_SCRIPT =
  /<!--[\s\S]*?-->|<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script[\s/>]/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

// The HTML spec's JavaScript MIME type essences, plus `module`; anything else (e.g. application/ld+json)
// is a data block the browser never executes, so CSP does not need its hash.
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    // The first occurrence wins, as in the HTML parser.
    if (name && !attributes.has(name)) {
      attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
    }
  }
  return attributes;
}

function isExecutableInlineScript(attributes: Map<string, string>): boolean {
  if (attributes.has('src')) {
    return false;
  }
  const type = attributes.get('type');
  return type === undefined || EXECUTABLE_TYPES.has(type.trim().toLowerCase());
}

/** Text of every inline script in `html` the browser would execute, i.e. the ones CSP must allow. */
export function extractInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(COMMENT_OR_SCRIPT)) {
    const attributeSource = match[1];
    const text = match[2];
    if (attributeSource === undefined || text === undefined) {
      continue; // a comment
    }
    if (isExecutableInlineScript(parseAttributes(attributeSource))) {
      scripts.push(text);
    }
  }
  return scripts;
}

/** Base64 SHA-256 as used in CSP `'sha256-…'` sources. */
export function cspHash(scriptText: string): string {
  // Browsers hash the text after the HTML parser has normalised CR LF / CR line endings to LF.
  const normalised = scriptText.replace(/\r\n?/g, '\n');
  return createHash('sha256').update(normalised, 'utf8').digest('base64');
}

export async function collectInlineScriptHashes(distDir: string): Promise<string[]> {
  const htmlFiles = (await listFiles(distDir)).filter((file) => file.endsWith('.html'));
  const hashes = new Set<string>();
  for (const file of htmlFiles) {
    const html = await readFile(path.join(distDir, file), 'utf8');
    for (const script of extractInlineScripts(html)) {
      hashes.add(cspHash(script));
    }
  }
  return [...hashes].sort();
}
