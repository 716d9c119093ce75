/**
 * `npm run bench:soak`: the production server under steady load for a while, its memory sampled, to tell
 * a plateau from a leak (issue 25). A benchmark: it prints figures and never fails on them.
 *
 * The server (buildServer over dist/, as server/main.ts builds it, trusting loopback as its proxy so that
 * each relay post can come from its own visitor address) runs in this process; the load runs in a child
 * process (bench/soak-load.ts: a fake analytics upstream and autocannon with a mix of pages, assets, 404s
 * and relay posts), so only the server's memory is sampled. RSS and V8 heap are sampled every interval;
 * the output is the table of samples, the figures at the start, at the end of the first half and at the
 * end, and the slope over the second half (MB per minute, least squares): a plateau is near 0.
 *
 * After the load, it samples on while the server sits idle (--idle S, 60), to see whether memory comes
 * back down.
 *
 * Options: --minutes M (10), --interval S (10), --connections N (20), --idle S (60), --port P (server on
 * P, the fake upstream on P+1; 4620). Writes bench/results/soak.json and soak.md.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfNeeded, DIST, ROOT } from '../scripts/build-state.ts';
import { buildServer } from '../server/app.ts';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    interval: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    port: { type: 'string', default: '4620' },
    idle: { type: 'string', default: '60' },
  },
});
const IDLE_S = Math.max(0, Number(values.idle));
const DURATION_S = Math.max(1, Math.round(Number(values.minutes) * 60));
const INTERVAL_S = Math.max(1, Number(values.interval));
const CONNECTIONS = Math.max(1, Number(values.connections));
const PORT = Number(values.port);
const UPSTREAM_PORT = PORT + 1;
const MB = 1024 * 1024;

interface Sample {
  /** Seconds since the load started. */
  atS: number;
  rssMB: number;
  heapUsedMB: number;
  heapTotalMB: number;
  externalMB: number;
}

function sample(atS: number): Sample {
  const usage = process.memoryUsage();
  const round = (bytes: number) => Math.round((bytes / MB) * 10) / 10;
  return {
    atS,
    rssMB: round(usage.rss),
    heapUsedMB: round(usage.heapUsed),
    heapTotalMB: round(usage.heapTotal),
    externalMB: round(usage.external),
  };
}

/** Least-squares slope of `pick` over the samples, per minute. */
function slopePerMinute(samples: Sample[], pick: (s: Sample) => number): number {
  const n = samples.length;
  if (n < 2) return 0;
  const meanX = samples.reduce((sum, s) => sum + s.atS, 0) / n;
  const meanY = samples.reduce((sum, s) => sum + pick(s), 0) / n;
  let numerator = 0;
  let denominator = 0;
  for (const s of samples) {
    numerator += (s.atS - meanX) * (pick(s) - meanY);
    denominator += (s.atS - meanX) ** 2;
  }
  return denominator === 0 ? 0 : Math.round((numerator / denominator) * 60 * 100) / 100;
}

buildIfNeeded();
const app = await buildServer({
  distDir: DIST,
  logger: false,
  relayHosts: { ingestion: `http://127.0.0.1:${UPSTREAM_PORT}` },
  trustProxy: ['127.0.0.1'],
});
await app.listen({ port: PORT, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${PORT}`;
console.log(
  `Soak: ${DURATION_S / 60} min against ${origin}, ${CONNECTIONS} connections, memory every ${INTERVAL_S} s (Node ${process.version})`,
);

const samples: Sample[] = [sample(0)];
const started = Date.now();
const timer = setInterval(() => {
  const current = sample(Math.round((Date.now() - started) / 1000));
  samples.push(current);
  console.log(
    `  ${String(current.atS).padStart(5)} s  RSS ${current.rssMB.toFixed(1).padStart(6)} MB  heap ${current.heapUsedMB.toFixed(1).padStart(6)} MB`,
  );
}, INTERVAL_S * 1000);

const load = spawn(
  process.execPath,
  ['bench/soak-load.ts', origin, String(UPSTREAM_PORT), String(DURATION_S), String(CONNECTIONS)],
  { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
);
let output = '';
load.stdout.on('data', (chunk: Buffer) => {
  output += chunk.toString();
});
const code = await new Promise<number | null>((resolve) => load.on('exit', resolve));
clearInterval(timer);
const loaded = [...samples, sample(Math.round((Date.now() - started) / 1000))];
samples.length = 0;
samples.push(...loaded);
// Then idle, still listening: does the memory go back down once the load stops?
const idleSamples: Sample[] = [];
for (let waited = 0; waited < IDLE_S; waited += INTERVAL_S) {
  await new Promise((resolve) => setTimeout(resolve, INTERVAL_S * 1000));
  idleSamples.push(sample(Math.round((Date.now() - started) / 1000)));
}
await app.close();
if (code !== 0) {
  console.error(`The load generator exited with ${code}`);
  process.exit(1);
}

const totals = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as Record<string, unknown>;
const half = DURATION_S / 2;
const secondHalf = samples.filter((s) => s.atS >= half);
const atHalf = samples.reduce((best, s) => (Math.abs(s.atS - half) < Math.abs(best.atS - half) ? s : best));
const first = samples[0] as Sample;
const last = samples.at(-1) as Sample;
const summary = {
  minutes: DURATION_S / 60,
  connections: CONNECTIONS,
  intervalS: INTERVAL_S,
  node: process.version,
  load: totals,
  start: first,
  endOfFirstHalf: atHalf,
  end: last,
  afterIdle: idleSamples.at(-1) ?? null,
  secondHalfSlopeMBPerMinute: {
    rss: slopePerMinute(secondHalf, (s) => s.rssMB),
    heapUsed: slopePerMinute(secondHalf, (s) => s.heapUsedMB),
  },
  samples,
  idleSamples,
};

const line = (label: string, s: Sample) =>
  `| ${label} | ${s.atS} s | ${s.rssMB} | ${s.heapUsedMB} | ${s.heapTotalMB} | ${s.externalMB} |`;
const markdown = [
  `# Soak: ${summary.minutes} min, ${CONNECTIONS} connections (${process.version})`,
  '',
  `Load: ${JSON.stringify(totals)}`,
  '',
  '| | at | RSS MB | heap used MB | heap total MB | external MB |',
  '| --- | --- | --- | --- | --- | --- |',
  line('start', first),
  line('end of first half', atHalf),
  line('end', last),
  ...(idleSamples.length > 0 ? [line(`after ${IDLE_S} s idle`, idleSamples.at(-1) as Sample)] : []),
  '',
  `Second half, slope: RSS ${summary.secondHalfSlopeMBPerMinute.rss} MB/min, heap used ${summary.secondHalfSlopeMBPerMinute.heapUsed} MB/min`,
  '',
].join('\n');
console.log(`\n${markdown}`);
const results = join(ROOT, 'bench', 'results');
mkdirSync(results, { recursive: true });
writeFileSync(join(results, 'soak.json'), `${JSON.stringify(summary, null, 2)}\n`);
writeFileSync(join(results, 'soak.md'), markdown);
