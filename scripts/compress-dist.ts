// Run after `astro build`: writes .br and .gz siblings that the server's @fastify/static (preCompressed)
// serves to clients that accept them. Usage: node scripts/compress-dist.ts [distDir]
import { existsSync } from 'node:fs';
import { readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { listFiles } from '../shared/dist-files.ts';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.svg',
  '.xml',
  '.txt',
  '.json',
  '.webmanifest',
  '.ico',
]);
// Below this, headers and the compression frame outweigh the savings.
export const MIN_SIZE_BYTES = 1024;

export interface CompressionSummary {
  /** Files that were eligible (extension and size). */
  files: number;
  /** Total size of those files. */
  bytesBefore: number;
  /** Total bytes a brotli client downloads: the .br variant where one was kept, else the original. */
  bytesBrotli: number;
  /** Same for gzip clients. */
  bytesGzip: number;
}

function isCompressible(relativeFile: string): boolean {
  return COMPRESSIBLE_EXTENSIONS.has(path.extname(relativeFile).toLowerCase());
}

/** Writes `variantPath` only if it beats the original; otherwise removes a stale one. Returns bytes served. */
async function keepIfSmaller(
  variantPath: string,
  data: Buffer,
  original: Buffer,
  mtime: Date,
): Promise<number> {
  if (data.length >= original.length) {
    await rm(variantPath, { force: true });
    return original.length;
  }
  await writeFile(variantPath, data);
  // Same Last-Modified whichever encoding the client gets.
  await utimes(variantPath, mtime, mtime);
  return data.length;
}

async function compressFile(filePath: string): Promise<Omit<CompressionSummary, 'files'>> {
  const [original, info] = await Promise.all([readFile(filePath), stat(filePath)]);
  const [brotli, gzipped] = await Promise.all([
    brotliAsync(original, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    gzipAsync(original, { level: 9 }),
  ]);
  const [bytesBrotli, bytesGzip] = await Promise.all([
    keepIfSmaller(`${filePath}.br`, brotli, original, info.mtime),
    keepIfSmaller(`${filePath}.gz`, gzipped, original, info.mtime),
  ]);
  return { bytesBefore: original.length, bytesBrotli, bytesGzip };
}

export async function compressDirectory(dir: string): Promise<CompressionSummary> {
  const candidates = (await listFiles(dir)).filter(isCompressible).map((file) => path.join(dir, file));
  const sizes = await Promise.all(candidates.map(async (file) => (await stat(file)).size));
  const eligible = candidates.filter((_file, index) => (sizes[index] ?? 0) >= MIN_SIZE_BYTES);

  const summary: CompressionSummary = {
    files: eligible.length,
    bytesBefore: 0,
    bytesBrotli: 0,
    bytesGzip: 0,
  };
  // zlib runs on the libuv thread pool; a small worker pool keeps every core busy without queuing hundreds.
  const queue = [...eligible];
  async function worker(): Promise<void> {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const result = await compressFile(file);
      summary.bytesBefore += result.bytesBefore;
      summary.bytesBrotli += result.bytesBrotli;
      summary.bytesGzip += result.bytesGzip;
    }
  }
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), 8) }, worker));
  return summary;
}

export function formatSummary(summary: CompressionSummary): string {
  return (
    `compress-dist: ${summary.files} files, ${summary.bytesBefore} bytes before, ` +
    `${summary.bytesBrotli} bytes br, ${summary.bytesGzip} bytes gz`
  );
}

if (import.meta.main) {
  const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist'));
  if (!existsSync(dir)) {
    console.error(`compress-dist: ${dir} not found: run \`npm run build\` first`);
    process.exit(1);
  }
  console.log(formatSummary(await compressDirectory(dir)));
}
