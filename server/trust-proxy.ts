// TRUST_PROXY: which proxies in front of the server may name the client (X-Forwarded-For,
// X-Forwarded-Proto). Unset, nobody may: the client is the socket peer, whatever headers it sends.
import { isIP } from 'node:net';

/** Fastify's `trustProxy` forms used here: off, a hop count, or the proxies' addresses/CIDRs. */
export type TrustProxy = false | number | string[];

// proxy-addr's names for the private ranges.
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) {
    return true;
  }
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) {
    return false;
  }
  if (bits === undefined) {
    return true;
  }
  const prefix = Number(bits);
  return /^\d{1,3}$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY: empty or unset → false; `1`, `2`… → that many hops (the load balancers in front);
 * otherwise a comma-separated list of addresses, CIDRs or `loopback`/`linklocal`/`uniquelocal`.
 * Throws on anything else, so a typo never trusts the whole internet.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '') {
    return false;
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > 10) {
      throw new Error(`Invalid TRUST_PROXY "${value}": a hop count is 1 to 10`);
    }
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isAddressOrCidr(entry));
  if (invalid.length > 0) {
    throw new Error(
      `Invalid TRUST_PROXY "${value}": expected a hop count or addresses/CIDRs, not ${invalid.join(', ')}`,
    );
  }
  return entries;
}

/** Fastify's option for a TrustProxy (a hop count becomes proxy-addr's hop function). */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') {
    return (_address, hop) => hop < trust;
  }
  return trust;
}
