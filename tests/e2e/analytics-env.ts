/**
 * What the analytics browser tests run against: a build with an analytics key (dist-analytics/, built
 * when missing or stale), a fake analytics upstream that records and decodes what the library sends,
 * and production servers (server/main.ts) whose relay points at that fake, or at a port nobody listens on.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { buildIsStale, ROOT } from '../../scripts/build-state.ts';

export const ANALYTICS_DIST = join(ROOT, 'dist-analytics');
export const TEST_KEY = 'phc_e2e_countermove_test_key';

/** Builds the site with a key into dist-analytics/ unless an up-to-date build with that key is there. */
export function buildWithAnalyticsKey(): void {
  const page = join(ANALYTICS_DIST, 'terms-of-service.html');
  const hasKey = existsSync(page) && readFileSync(page, 'utf8').includes(TEST_KEY);
  if (hasKey && !buildIsStale(ANALYTICS_DIST)) {
    return;
  }
  const result = spawnSync('npx', ['astro', 'build', '--outDir', ANALYTICS_DIST], {
    cwd: ROOT,
    env: { ...process.env, PUBLIC_POSTHOG_KEY: TEST_KEY, ASTRO_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`analytics build failed:\n${result.stdout}\n${result.stderr}`);
  }
}

export type CapturedEvent = {
  event: string;
  properties: Record<string, unknown>;
  /** Request the event came in. */
  path: string;
  headers: http.IncomingHttpHeaders;
};

export type UpstreamRequest = {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  events: CapturedEvent[];
};

/** Decodes a request body the way the vendor's ingestion does: gzip, base64 form data, or plain JSON. */
export function decodeBatch(
  url: string,
  body: Buffer,
): Array<{ event: string; properties: Record<string, unknown> }> {
  if (body.length === 0) {
    return [];
  }
  const compression = new URL(url, 'http://upstream').searchParams.get('compression');
  let text: string;
  if (compression === 'gzip-js' || (body[0] === 0x1f && body[1] === 0x8b)) {
    text = gunzipSync(body).toString('utf8');
  } else {
    text = body.toString('utf8');
    const form = new URLSearchParams(text);
    const data = form.get('data');
    if (data !== null && !text.trimStart().startsWith('{') && !text.trimStart().startsWith('[')) {
      text =
        compression === 'base64' || !/^[[{]/.test(data) ? Buffer.from(data, 'base64').toString('utf8') : data;
    }
  }
  const parsed = JSON.parse(text) as unknown;
  const list = Array.isArray(parsed) ? parsed : ((parsed as { batch?: unknown[] }).batch ?? [parsed]);
  return (list as Array<{ event?: string; properties?: Record<string, unknown> }>).map((item) => ({
    event: String(item.event),
    properties: item.properties ?? {},
  }));
}

export type FakeUpstream = {
  origin: string;
  requests: UpstreamRequest[];
  events(): CapturedEvent[];
  close(): Promise<void>;
};

/** A fake analytics upstream on an ephemeral port. */
export async function startFakeUpstream(): Promise<FakeUpstream> {
  const requests: UpstreamRequest[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = request.url ?? '/';
      let events: CapturedEvent[] = [];
      try {
        events = decodeBatch(url, Buffer.concat(chunks)).map((event) => ({
          ...event,
          path: new URL(url, 'http://upstream').pathname,
          headers: request.headers,
        }));
      } catch (error) {
        events = [
          {
            event: `undecodable: ${(error as Error).message}`,
            properties: {},
            path: url,
            headers: request.headers,
          },
        ];
      }
      requests.push({ method: request.method ?? '', url, headers: request.headers, events });
      response.writeHead(200, {
        'content-type': 'application/json',
        'set-cookie': 'vendor_cookie=1; Path=/',
      });
      response.end('{"status":1}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    events: () => requests.flatMap((request) => request.events),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An origin on which nothing listens (connections are refused): an analytics upstream that is down. */
export async function refusedOrigin(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

export type SiteServer = { origin: string; stop(): Promise<void> };

/** Starts the production server (server/main.ts) over `distDir` on an ephemeral port. */
export async function startSiteServer(distDir: string, upstream: string): Promise<SiteServer> {
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      DIST_DIR: distDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      POSTHOG_HOST: upstream,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 20_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/serving .* at (http:\/\/127\.0\.0\.1:\d+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  // Keep reading so a full pipe never blocks the server.
  child.stdout?.resume();
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
