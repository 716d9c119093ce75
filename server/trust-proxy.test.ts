import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, parseTrustProxy } from './trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it('trusts nobody when unset or empty: the client is the socket peer', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('  ')).toBe(false);
  });

  it('reads a hop count', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    const trust = fastifyTrustProxy(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
  });

  it('reads addresses, CIDRs and proxy-addr range names', () => {
    expect(parseTrustProxy('10.0.0.0/8, 192.0.2.7,2001:db8::/32, loopback')).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      '2001:db8::/32',
      'loopback',
    ]);
  });

  it.each(['true', '0', '11', '10.0.0.0/33', 'proxy.example', '10.0.0.1/8/2', '*'])('rejects %s', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(`Invalid TRUST_PROXY "${value}"`);
  });
});
