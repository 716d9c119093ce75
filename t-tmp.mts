import { readFileSync } from 'node:fs';
import { textBlocks } from '#src/lib/claims.ts';
import { listFiles } from './shared/dist-files.ts';

const keys = process.argv.slice(2).map((k) => k.toLowerCase());
const files = (await listFiles('dist')).filter((f) => f.endsWith('.html'));
const seen = new Set();
for (const f of files)
  for (const b of textBlocks(readFileSync(`dist/${f}`, 'utf8')))
    for (const s of b.split(/(?<=[.!?])\s+/))
      if (keys.some((k) => s.toLowerCase().includes(k)) && !seen.has(s)) {
        seen.add(s);
        console.log(`${f}: ${s}`);
      }
