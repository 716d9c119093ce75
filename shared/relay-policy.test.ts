import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { isRelayableAnswer, mediaType, RELAY_RESPONSE_LIMIT } from './relay-policy.ts';

describe('relay policy', () => {
  it('imports nothing, so Node, nginx’s generator and the edge runtime share it', async () => {
    const source = await readFile(new URL('./relay-policy.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
    expect(source).not.toMatch(/\brequire\(/);
  });

  it.each([
    [200, 'application/json', true],
    [200, 'application/json; charset=utf-8', true],
    [400, 'text/plain; charset=utf-8', true],
    [204, undefined, true],
    [503, 'TEXT/PLAIN', true],
    [200, 'text/html', false],
    [200, undefined, false],
    [101, undefined, false],
    [201, 'application/json', false],
    [302, 'text/plain', false],
    [500, 'application/json', false],
  ] as const)('status %i with %s → relayable %s', (status, contentType, relayable) => {
    expect(isRelayableAnswer({ status, contentType })).toBe(relayable);
  });

  it('refuses an answer whose declared length is over the cap', () => {
    const answer = { status: 200, contentType: 'application/json' };
    expect(isRelayableAnswer({ ...answer, contentLength: RELAY_RESPONSE_LIMIT })).toBe(true);
    expect(isRelayableAnswer({ ...answer, contentLength: RELAY_RESPONSE_LIMIT + 1 })).toBe(false);
  });

  it('reads a media type without its parameters', () => {
    expect(mediaType(' Application/JSON ; charset=utf-8')).toBe('application/json');
    expect(mediaType(undefined)).toBe('');
  });
});
