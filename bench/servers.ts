/**
 * Servers the benchmarks measure against: the production server over dist/, and a minimal static
 * reference page that the bench builds itself (same font as the site, a little HTML and CSS, nothing
 * else), served from loopback with gzip like the site, so both are loaded the same way.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../scripts/build-state.ts';

async function waitForOk(url: string, attempts = 100): Promise<boolean> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** The production server (server/main.ts) over dist/ on 127.0.0.1:port. */
export async function startSiteServer(port: number): Promise<ChildProcess> {
  // Something else answering there (another run, a preview server) would be measured instead of dist/.
  if (await waitForOk(`http://127.0.0.1:${port}/robots.txt`, 1)) {
    throw new Error(`Port ${port} is already in use: stop what listens there, or pass --port N`);
  }
  const server = spawn(process.execPath, ['server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
    stdio: 'ignore',
  });
  if (await waitForOk(`http://127.0.0.1:${port}/robots.txt`)) return server;
  server.kill();
  throw new Error('The production server did not start');
}

const FONT_FILE = 'inter-latin-wght-normal.woff2';

/** Writes the reference page (index.html, style.css and the site's font) into `dir`. */
export function writeReferencePage(dir: string): void {
  mkdirSync(dir, { recursive: true });
  const require = createRequire(import.meta.url);
  const font = require.resolve(`@fontsource-variable/inter/files/${FONT_FILE}`);
  copyFileSync(font, join(dir, FONT_FILE));
  writeFileSync(
    join(dir, 'style.css'),
    `@font-face{font-family:"Inter Variable";font-style:normal;font-display:swap;font-weight:100 900;src:url(/${FONT_FILE}) format("woff2")}
*{box-sizing:border-box}body{margin:0;font-family:"Inter Variable",system-ui,sans-serif;color:#0b1222;line-height:1.5}
header{height:4rem;display:flex;align-items:center;padding:0 1rem;border-bottom:1px solid #e2e8f0;font-weight:700}
main{max-width:72rem;margin:0 auto;padding:4rem 1rem}h1{font-size:2.25rem;line-height:1.15;letter-spacing:-.02em;margin:0 0 1rem}
p{font-size:1.125rem;color:#475569;max-width:40rem}a{display:inline-block;margin-top:1rem;padding:.75rem 1.5rem;border-radius:.375rem;background:#1d4ed8;color:#fff;font-weight:600;text-decoration:none}
`,
  );
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reference page</title><meta name="description" content="A minimal static page for side-by-side measurement.">
<link rel="preload" href="/${FONT_FILE}" as="font" type="font/woff2" crossorigin="anonymous">
<link rel="stylesheet" href="/style.css"></head>
<body><header>Reference</header><main><h1>A minimal static page with the same font</h1>
<p>One heading, one paragraph and one link, styled by one small stylesheet: the floor any page on this machine can reach.</p>
<a href="/">Book a demo</a></main></body></html>
`,
  );
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** Serves `dir` on 127.0.0.1:port: text gzipped, the font as is, everything cacheable like the site's assets. */
export async function startReferenceServer(dir: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    // No icon, and no 404 for the browser's automatic request (Lighthouse logs it as a console error).
    if (path === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    const file = join(dir, path === '/' ? 'index.html' : path.slice(1));
    const type = TYPES[extname(file)];
    let body: Buffer;
    try {
      if (!type || !file.startsWith(dir)) throw new Error('not found');
      body = readFileSync(file);
    } catch {
      response.writeHead(404).end();
      return;
    }
    const text = type.startsWith('text/');
    const gzip = text && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, {
      'content-type': type,
      'cache-control': path === '/' ? 'no-cache' : 'public, max-age=31536000, immutable',
      ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    });
    response.end(gzip ? gzipSync(body) : body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}
