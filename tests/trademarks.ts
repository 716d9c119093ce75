/**
 * The list of real products and companies of the field (src/content/claims/trademarks.yaml, issue 28), as
 * the sample-cast tests read it (tests/spec-fidelity/samples.test.ts, tests/e2e/samples.spec.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { parse as load } from 'yaml';

const CONTENT = join(import.meta.dirname, '..', 'src', 'content');

/** src/content/claims/trademarks.yaml, checked: one entry per name, a reason when mock-ups may show it. */
const trademarksSchema = z.object({
  names: z
    .array(
      z.object({
        name: z.string().trim().min(1),
        word: z.literal(true).optional(),
        nominative: z.string().trim().min(40).optional(),
      }),
    )
    .min(1)
    .refine((names) => new Set(names.map(({ name }) => name)).size === names.length, 'lists a name twice'),
});

export const trademarks = trademarksSchema.parse(
  load(readFileSync(join(CONTENT, 'claims', 'trademarks.yaml'), 'utf8')),
).names;

/** Lower case, letters and digits only: "Signal Scope", "signal-scope" and "SignalScope" read the same. */
const squashed = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Why `name` collides with the mark, or '' when it does not. */
export function collision(name: string, mark: string): string {
  if (squashed(name) === squashed(mark)) return `is the name of “${mark}”`;
  const words = name.toLowerCase().split(/[^a-z0-9.]+/);
  const markWords = mark.toLowerCase().split(/\s+/);
  for (let start = 0; start + markWords.length <= words.length; start += 1)
    if (markWords.every((word, offset) => words[start + offset] === word)) return `contains “${mark}”`;
  return '';
}
