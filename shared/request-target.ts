// One rule for odd request targets, the same in every server: the Node server checks requests against it
// (server/request-guard.ts), nginx's `map $request_uri $refused_target` is generated from it
// (scripts/deploy/deploy-config.ts), and the edge runtime can import it (it imports nothing). The rule
// reads the raw target, as sent, so no server's own normalisation (nginx merges slashes and resolves dot
// segments; routers decode) can make two servers disagree about what a path means.
//
// A page has exactly one URL. So a target is refused, before any file or route is looked at, when its path
// has a dot segment, an encoded or raw separator in disguise, a control character or a malformed escape
// (400), or a repeated slash (404: no page lives there); the query string is the page's own business and
// is never decoded by a server (any query is fine, up to the length limit).

/**
 * Longest request target (path and query) served: 8,000 characters, so a long shared link with tracking
 * parameters works; above it, 414. nginx reads the request line into an 8 KB buffer
 * (`large_client_header_buffers 4 8k`), so this is the longest target both servers can read, with room
 * for the method and protocol.
 */
export const MAX_TARGET_LENGTH = 8_000;

// Percent-encoded once, twice or three times (`%2e`, `%252e`, `%25252e`): a layer further down might
// decode again.
const encoded = (hex: string) => `%(?:25){0,2}${hex}`;
const DOT = `(?:\\.|${encoded('2[eE]')})`;
const SLASH = `(?:/|${encoded('2[fF]')})`;
/** The path part of a raw target: everything before the first `?`. */
const IN_PATH = '^[^?]*';

export interface TargetRule {
  /** Why a target matching `pattern` is refused (logged by the Node server). */
  reason: string;
  /** A regular expression over the raw request target that JavaScript and nginx (PCRE) read alike. */
  pattern: string;
  status: 400 | 404;
}

/** In order: the first rule a target matches decides its answer. */
export const TARGET_RULES: readonly TargetRule[] = [
  { reason: 'character outside printable ASCII', pattern: '[^\\x21-\\x7e]', status: 400 },
  { reason: 'fragment in the request target', pattern: '#', status: 400 },
  { reason: 'malformed percent-encoding in path', pattern: `${IN_PATH}%(?![0-9a-fA-F]{2})`, status: 400 },
  { reason: 'dot segment in path', pattern: `${IN_PATH}${SLASH}${DOT}{1,2}(?:${SLASH}|\\?|$)`, status: 400 },
  { reason: 'encoded slash in path', pattern: `${IN_PATH}${encoded('2[fF]')}`, status: 400 },
  { reason: 'backslash in path', pattern: `${IN_PATH}(?:\\\\|${encoded('5[cC]')})`, status: 400 },
  {
    reason: 'NUL or control character in path',
    pattern: `${IN_PATH}${encoded('(?:[01][0-9a-fA-F]|7[fF])')}`,
    status: 400,
  },
  // C1 controls (U+0080–U+009F), as UTF-8 escapes.
  {
    reason: 'C1 control character in path',
    pattern: `${IN_PATH}${encoded('[cC]2')}${encoded('[89][0-9a-fA-F]')}`,
    status: 400,
  },
  { reason: 'target does not start with /', pattern: '^(?!/)', status: 400 },
  { reason: 'repeated slash in path', pattern: `${IN_PATH}//`, status: 404 },
];

export type TargetVerdict = { ok: true } | { ok: false; status: 400 | 404 | 414; reason: string };

const compiled = TARGET_RULES.map((rule) => ({ ...rule, regex: new RegExp(rule.pattern) }));

/** The rule's answer for a raw request target (`/path?query`, as sent). */
export function judgeTarget(rawTarget: string): TargetVerdict {
  if (rawTarget.length > MAX_TARGET_LENGTH) {
    return { ok: false, status: 414, reason: 'request target too long' };
  }
  const rule = compiled.find(({ regex }) => regex.test(rawTarget));
  return rule === undefined ? { ok: true } : { ok: false, status: rule.status, reason: rule.reason };
}
