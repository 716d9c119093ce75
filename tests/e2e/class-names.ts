/**
 * The class names of the built pages (decision 0032): the build gives the classes only its HTML and CSS
 * use short names and keeps the map (short → original) beside dist/. Tests that look for a class, or read
 * the utilities an element carries, go through these.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { classNamesFile } from '#src/integrations/page-css.ts';

const DIST = join(import.meta.dirname, '..', '..', 'dist');

let original: Map<string, string> | undefined;
function originals(): Map<string, string> {
  // The build always writes the map: a missing one is a build this file cannot read, not "no names".
  original ??= new Map(Object.entries(JSON.parse(readFileSync(classNamesFile(DIST), 'utf8')) as object));
  return original;
}

/** The name a class has in the built pages. */
export function builtClass(name: string): string {
  for (const [short, long] of originals()) if (long === name) return short;
  return name;
}

/** A built `class` attribute's classes under their original names. */
export function originalClasses(attribute: string): string[] {
  return attribute
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((name) => originals().get(name) ?? name);
}
