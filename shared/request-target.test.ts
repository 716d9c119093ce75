import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { judgeTarget, MAX_TARGET_LENGTH, TARGET_RULES } from './request-target.ts';

const verdict = (target: string) => {
  const result = judgeTarget(target);
  return result.ok ? 200 : result.status;
};

describe('the odd-target rule', () => {
  it('imports nothing, so the edge runtime can use it as it is', async () => {
    const source = await readFile(new URL('./request-target.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
  });

  it('has patterns that JavaScript compiles (nginx reads the same text as PCRE)', () => {
    for (const rule of TARGET_RULES) expect(() => new RegExp(rule.pattern), rule.reason).not.toThrow();
  });

  it.each([
    ['/', 200],
    ['/pricing', 200],
    ['/pricing.html', 200],
    ['/pricing;jsessionid=1', 200],
    ['/pricing%20', 200],
    ['/a..b/x...', 200],
    ['/pricing?next=/../x&u=//evil.example&q=100%', 200],
    ['/./pricing', 400],
    ['/pricing/.', 400],
    ['/pricing/..', 400],
    ['/pricing/%2e%2e', 400],
    ['/x/..%2f_headers', 400],
    ['/%252e%252e/x', 400],
    ['/pricing%2f', 400],
    ['/%5cevil.com', 400],
    ['/\\evil.com', 400],
    ['/%09/evil.com/', 400],
    ['/pricing%00.html', 400],
    ['/a%C2%85', 400],
    ['/pricing#x', 400],
    ['/%', 400],
    ['/%zz', 400],
    ['http://evil.example/', 400],
    ['*', 400],
    ['//pricing', 404],
    ['/_astro//app.js', 404],
    ['/.well-known//security.txt', 404],
  ])('%s → %i', (target, status) => {
    expect(verdict(target)).toBe(status);
  });

  it(`answers 414 above ${MAX_TARGET_LENGTH} characters, path and query together`, () => {
    expect(verdict(`/?q=${'a'.repeat(MAX_TARGET_LENGTH - 4)}`)).toBe(200);
    expect(verdict(`/?q=${'a'.repeat(MAX_TARGET_LENGTH - 3)}`)).toBe(414);
  });
});
