// Rejects hostile request targets before routing decisions matter. Pure, so it can be unit-tested without
// Fastify and reused by any other front end.

export type RequestTargetCheck =
  | { ok: true; pathname: string }
  | { ok: false; status: 400 | 414; reason: string };

export const MAX_URL_LENGTH = 2048;
const MAX_DECODE_ROUNDS = 3;

// RFC 3986 request targets are printable ASCII; browsers percent-encode everything else. Refusing the rest
// also keeps raw targets safe to echo into a `Location` header.
const PRINTABLE_ASCII = /^[\x21-\x7e]*$/;
const MALFORMED_ESCAPE = /%(?![0-9a-fA-F]{2})/;
const ESCAPE_RUN = /(?:%[0-9a-fA-F]{2})+/g;
const CONTROL_CHARACTER = /\p{Cc}/u;

function reject(status: 400 | 414, reason: string): RequestTargetCheck {
  return { ok: false, status, reason };
}

/** Decodes the well-formed escape runs and leaves the rest, so a stray `%` cannot hide an inner `%2e`. */
function decodeLeniently(value: string): string {
  return value.replace(ESCAPE_RUN, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

function unsafePathReason(pathname: string): string | undefined {
  if (pathname.includes('\0')) {
    return 'NUL byte in path';
  }
  if (pathname.includes('\\')) {
    return 'backslash in path';
  }
  if (CONTROL_CHARACTER.test(pathname)) {
    return 'control character in path';
  }
  if (pathname.split('/').some((segment) => segment === '.' || segment === '..')) {
    return 'dot segment in path';
  }
  return undefined;
}

export function checkRequestTarget(rawUrl: string): RequestTargetCheck {
  if (rawUrl.length > MAX_URL_LENGTH) {
    return reject(414, 'URL too long');
  }
  if (!PRINTABLE_ASCII.test(rawUrl)) {
    return reject(400, 'invalid character in URL');
  }
  const queryStart = rawUrl.indexOf('?');
  const rawPath = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const rawQuery = queryStart === -1 ? '' : rawUrl.slice(queryStart + 1);
  if (!rawPath.startsWith('/')) {
    return reject(400, 'path must start with /');
  }
  if (rawUrl.includes('#') || MALFORMED_ESCAPE.test(rawQuery)) {
    return reject(400, 'malformed URL');
  }

  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return reject(400, 'invalid percent-encoding in path');
  }

  // Check every decoding round: a proxy or file layer further down might decode again (`%252e%252e`).
  let current = pathname;
  for (let round = 1; ; round += 1) {
    const reason = unsafePathReason(current);
    if (reason) {
      return reject(400, reason);
    }
    const next = decodeLeniently(current);
    if (round === MAX_DECODE_ROUNDS || next === current) {
      return { ok: true, pathname };
    }
    current = next;
  }
}
