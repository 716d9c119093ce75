import { describe, expect, it } from 'vitest';
import { checkRequestTarget, MAX_URL_LENGTH } from './request-guard.ts';

function rejection(rawUrl: string): { status: number } | 'ok' {
  const result = checkRequestTarget(rawUrl);
  return result.ok ? 'ok' : { status: result.status };
}

describe('checkRequestTarget', () => {
  it('accepts ordinary paths and returns the decoded pathname', () => {
    expect(checkRequestTarget('/')).toEqual({ ok: true, pathname: '/' });
    expect(checkRequestTarget('/blog/competitive-blind-spot')).toEqual({
      ok: true,
      pathname: '/blog/competitive-blind-spot',
    });
    expect(checkRequestTarget('/caf%C3%A9')).toEqual({ ok: true, pathname: '/café' });
    expect(checkRequestTarget('/pricing/')).toEqual({ ok: true, pathname: '/pricing/' });
    expect(checkRequestTarget('/_astro/app.abc123.js')).toEqual({
      ok: true,
      pathname: '/_astro/app.abc123.js',
    });
    // A literal percent sign, encoded once, is fine even though decoding it again would fail.
    expect(checkRequestTarget('/100%25')).toEqual({ ok: true, pathname: '/100%' });
    // Dots inside a segment are not dot segments.
    expect(checkRequestTarget('/a..b/.well-known/x...')).toEqual({
      ok: true,
      pathname: '/a..b/.well-known/x...',
    });
  });

  it('allows query strings without decoding them', () => {
    expect(checkRequestTarget('/pricing?utm_source=x&q=a%2F..%2Fb')).toEqual({
      ok: true,
      pathname: '/pricing',
    });
    expect(checkRequestTarget('/?a=../../etc/passwd')).toEqual({ ok: true, pathname: '/' });
  });

  it('rejects undecodable percent-encoding with 400', () => {
    expect(rejection('/%E0%A4%A')).toEqual({ status: 400 });
    expect(rejection('/%')).toEqual({ status: 400 });
    expect(rejection('/%zz')).toEqual({ status: 400 });
    expect(rejection('/%C0%AF')).toEqual({ status: 400 }); // overlong UTF-8
    expect(rejection('/ok?q=%')).toEqual({ status: 400 });
  });

  it('rejects dot segments, raw or encoded once, twice or three times', () => {
    expect(rejection('/../etc/passwd')).toEqual({ status: 400 });
    expect(rejection('/%2e%2e/%2e%2e/etc/passwd')).toEqual({ status: 400 });
    expect(rejection('/%252e%252e/x')).toEqual({ status: 400 });
    expect(rejection('/%25252e%25252e/x')).toEqual({ status: 400 });
    expect(rejection('/a/%2E/b')).toEqual({ status: 400 });
    expect(rejection('/a/.')).toEqual({ status: 400 });
    expect(rejection('/a%2F..%2Fb')).toEqual({ status: 400 });
    // A stray `%` must not stop the later rounds from seeing the inner dots.
    expect(rejection('/%252e%252e/%25/x')).toEqual({ status: 400 });
  });

  it('rejects NUL, backslash and control characters', () => {
    expect(rejection('/a%00b')).toEqual({ status: 400 });
    expect(rejection('/a%2500b')).toEqual({ status: 400 });
    expect(rejection('/a%5c..%5cb')).toEqual({ status: 400 });
    expect(rejection('/a\\b')).toEqual({ status: 400 });
    expect(rejection('/a%0d%0aSet-Cookie:x')).toEqual({ status: 400 });
    expect(rejection('/a%7f')).toEqual({ status: 400 });
    expect(rejection('/a%C2%85')).toEqual({ status: 400 }); // C1 control, NEL
  });

  it('rejects targets that are not printable ASCII origin-form', () => {
    expect(rejection('*')).toEqual({ status: 400 });
    expect(rejection('http://example.com/')).toEqual({ status: 400 });
    expect(rejection('')).toEqual({ status: 400 });
    expect(rejection('/a b')).toEqual({ status: 400 });
    expect(rejection('/café')).toEqual({ status: 400 });
    expect(rejection('/a#b')).toEqual({ status: 400 });
    expect(rejection('/?q=a\r\nb')).toEqual({ status: 400 });
  });

  it('rejects URLs longer than 2048 characters with 414', () => {
    const longest = `/${'a'.repeat(MAX_URL_LENGTH - 1)}`;
    expect(longest).toHaveLength(2048);
    expect(rejection(longest)).toBe('ok');
    expect(rejection(`${longest}a`)).toEqual({ status: 414 });
    expect(rejection(`/?q=${'a'.repeat(2045)}`)).toEqual({ status: 414 });
  });
});
