import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_REPORT_BODY_LIMIT, CSP_REPORT_RATE } from '../shared/csp-reports.ts';
import { buildServer } from './app.ts';

const LEGACY = JSON.stringify({
  'csp-report': {
    'document-uri': 'https://www.countermove.io/pricing',
    'violated-directive': 'script-src-elem',
    'blocked-uri': 'https://evil.example/x.js',
    'source-file': 'https://www.countermove.io/pricing',
    'line-number': 12,
    'script-sample': 'alert(document.cookie)',
  },
});

let distDir: string;
let app: FastifyInstance;
const logged: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'csp-report-test-'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Home</title><h1>Home</h1>');
  await writeFile(path.join(distDir, '404.html'), '<!doctype html><title>Lost</title><h1>Lost</h1>');
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logged.push(JSON.parse(String(chunk)));
      done();
    },
  });
  app = await buildServer({ distDir, logger: { level: 'warn', stream } });
});

afterAll(async () => {
  await app.close();
  await rm(distDir, { recursive: true, force: true });
});

const post = (payload: string, contentType = 'application/csp-report', remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/csp-report',
    payload,
    headers: { 'content-type': contentType },
    remoteAddress,
  });

describe('CSP violation reports', () => {
  it('the CSP and Reporting-Endpoints name the same-origin endpoint', async () => {
    const page = await app.inject({ url: '/' });
    expect(page.headers['content-security-policy']).toContain('; report-uri /csp-report; report-to csp');
    expect(page.headers['reporting-endpoints']).toBe('csp="/csp-report"');
  });

  it('accepts a report-uri report with 204 and logs its violation, reduced to a few fields', async () => {
    logged.length = 0;
    const response = await post(LEGACY);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['cache-control']).toBe('no-store');
    const entry = logged.find((line) => line.msg === 'CSP violation');
    expect(entry?.cspViolation).toEqual({
      documentURL: 'https://www.countermove.io/pricing',
      effectiveDirective: 'script-src-elem',
      blockedURL: 'https://evil.example/x.js',
      sourceFile: 'https://www.countermove.io/pricing',
      lineNumber: '12',
    });
    expect(JSON.stringify(logged)).not.toContain('document.cookie');
  });

  it('accepts Reporting API batches (application/reports+json)', async () => {
    logged.length = 0;
    const batch = JSON.stringify([
      {
        type: 'csp-violation',
        body: { documentURL: '/a', effectiveDirective: 'img-src', disposition: 'enforce' },
      },
      { type: 'deprecation', body: { id: 'x' } },
    ]);
    const response = await post(batch, 'application/reports+json', '127.0.0.2');
    expect(response.statusCode).toBe(204);
    expect(logged.filter((line) => line.msg === 'CSP violation')).toHaveLength(1);
  });

  it.each([
    ['another content type', '{}', 'application/json', 415],
    ['a body over the limit', `"${'x'.repeat(CSP_REPORT_BODY_LIMIT)}"`, 'application/csp-report', 413],
  ])('refuses %s', async (_name, payload, contentType, status) => {
    const response = await post(payload, contentType, '127.0.0.3');
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('answers garbage with 204 and logs nothing (the body is the client’s)', async () => {
    logged.length = 0;
    expect((await post('not json', 'application/csp-report', '127.0.0.4')).statusCode).toBe(204);
    expect(
      (await post('[1,null,{"type":"csp-violation"}]', 'application/reports+json', '127.0.0.4')).statusCode,
    ).toBe(204);
    expect(logged.filter((line) => line.msg === 'CSP violation')).toHaveLength(0);
  });

  it('refuses other methods with 405 and Allow: POST', async () => {
    for (const method of ['GET', 'HEAD', 'PUT', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/csp-report' });
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow, method).toBe('POST');
    }
  });

  it(`limits each client to a burst of ${CSP_REPORT_RATE.burst} and ${CSP_REPORT_RATE.perSecond} a second`, async () => {
    const statuses = [];
    for (let count = 0; count < CSP_REPORT_RATE.burst + 5; count++) {
      statuses.push((await post(LEGACY, 'application/csp-report', '198.51.100.9')).statusCode);
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(CSP_REPORT_RATE.burst + 1);
    expect(statuses.slice(CSP_REPORT_RATE.burst + 1).every((status) => status === 429)).toBe(true);
    expect((await post(LEGACY, 'application/csp-report', '198.51.100.10')).statusCode).toBe(204);
  });
});
