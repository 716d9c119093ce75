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
  });

  it('never decodes the query: a raw percent or a broken escape there is the page’s business (issue 25)', () => {
    expect(rejection('/playbooks?q=100%')).toBe('ok');
    expect(rejection('/playbooks?q=%E0%A4%A')).toBe('ok');
    expect(rejection('/?q=%zz&q=%')).toBe('ok');
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

  it('serves targets up to 8,000 characters (a 4 KB query included) and answers 414 above', () => {
    const longest = `/${'a'.repeat(MAX_URL_LENGTH - 1)}`;
    expect(longest).toHaveLength(8_000);
    expect(rejection(longest)).toBe('ok');
    expect(rejection(`/pricing?utm_source=x&q=${'a'.repeat(4_096)}`)).toBe('ok');
    expect(rejection(`${longest}a`)).toEqual({ status: 414 });
    expect(rejection(`/?q=${'a'.repeat(7_997)}`)).toEqual({ status: 414 });
  });

  it('answers a repeated slash with 404 (no page lives there) and an encoded slash with 400', () => {
    for (const target of ['//pricing', '///pricing', '/pricing//', '/blog//post', '/_astro//app.js']) {
      expect(rejection(target), target).toEqual({ status: 404 });
    }
    expect(rejection('/pricing%2f')).toEqual({ status: 400 });
    expect(rejection('/pricing?next=//evil.example')).toBe('ok');
  });
});
