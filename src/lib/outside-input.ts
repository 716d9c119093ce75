/**
 * Every value a page reads from outside its own code goes through here: the address (hash, query, path),
 * browser storage, cookies and messages from other windows. Anyone can put anything there (a shared link,
 * a typed address, an extension, another tab, a framing page), so each reader here:
 *
 * - never throws: a malformed value is no value (`undefined`), never an exception;
 * - gives no value for text that is empty, longer than its cap, holds a control character (C0 or C1: NUL,
 *   tab, newline, escape, DEL, …; and the bidirectional overrides, which can make shown text read
 *   backwards) or a lone surrogate, or whose percent-escapes do not form UTF-8;
 * - gives no value when a query parameter is given more than once (which one was meant is unknowable);
 * - otherwise gives the value as typed, unicode and emoji included. Whatever it returns is still text:
 *   callers render it as text (React escapes it) or compare it with known values, never use it as markup
 *   or as a URL.
 *
 * The inline head script that reads the consent choice (consent.ts) applies the same rules in a small
 * form; consent.test.ts runs both against the same hostile values (tests/hostile-input.ts).
 */

/** The longest text read from outside, in UTF-16 code units; anything longer is no value. */
export const MAX_TEXT_LENGTH = 200;
/** The longest JSON text read back from storage (the analytics queue holds at most 50 small events). */
export const MAX_JSON_LENGTH = 64 * 1024;
/** A percent-escaped character takes at most 9 characters per UTF-16 unit (`%E2%80%AE`). */
const MAX_ESCAPED_PER_CHARACTER = 9;

/** C0 and C1 controls, bidirectional embeddings, overrides and isolates, and surrogates not in a pair. */
const UNSAFE_CHARACTER = /[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u;
/** A `%` that does not start an escape (`100%`, `%ZZ`). */
const LONE_PERCENT = /%(?![0-9a-f]{2})/gi;

/** `value` when it is usable text (see the rules above), else undefined. */
export function cleanText(value: unknown, maxLength = MAX_TEXT_LENGTH): string | undefined {
  if (typeof value !== 'string' || value === '' || value.length > maxLength) return undefined;
  return UNSAFE_CHARACTER.test(value) ? undefined : value;
}

/**
 * Percent-decodes a URL component, or undefined when its escapes do not form UTF-8 (`%E0%A4%A`, `%FF`).
 * A `%` that starts no escape stands for itself, as the browser shows it (`100%`, `%ZZ`).
 */
export function percentDecode(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw.replace(LONE_PERCENT, '%25'));
  } catch {
    return undefined;
  }
}

/** Percent-decodes `raw` into usable text, not decoding at all what could only decode too long. */
function decodedText(raw: string, maxLength: number): string | undefined {
  if (raw.length > maxLength * MAX_ESCAPED_PER_CHARACTER) return undefined;
  return cleanText(percentDecode(raw), maxLength);
}

/**
 * The fragment a location hash names, decoded: `#playbook-a%20b` → `playbook-a b`. Undefined for no
 * fragment, a malformed one or one that is not usable text; a second `#` is part of the fragment.
 */
export function hashFragment(hash: string, maxLength = MAX_TEXT_LENGTH): string | undefined {
  return decodedText(hash.startsWith('#') ? hash.slice(1) : hash, maxLength);
}

/**
 * One parameter of a query string, decoded as forms encode it (`+` is a space), with each run of white
 * space made one space and the ends trimmed. Undefined when the parameter is absent, empty, given more
 * than once, malformed or not usable text.
 */
export function queryParameter(
  search: string,
  name: string,
  maxLength = MAX_TEXT_LENGTH,
): string | undefined {
  const query = search.startsWith('?') ? search.slice(1) : search;
  let found: string | undefined;
  let count = 0;
  for (const pair of query.split('&')) {
    const equals = pair.indexOf('=');
    const key = equals === -1 ? pair : pair.slice(0, equals);
    if (key.length > name.length * MAX_ESCAPED_PER_CHARACTER || formDecode(key) !== name) continue;
    count += 1;
    found = equals === -1 ? '' : pair.slice(equals + 1);
  }
  if (count !== 1 || found === undefined) return undefined;
  const value = decodedText(found.replace(/\+/g, ' '), maxLength);
  return cleanText(value?.replace(/\s+/g, ' ').trim(), maxLength);
}

function formDecode(raw: string): string | undefined {
  return percentDecode(raw.replace(/\+/g, ' '));
}

/**
 * A path of this site from `location.pathname`, safe to link to or push onto the history: exactly one
 * leading `/` (so `//host` can never become a link to another site), else `/`.
 */
export function sitePath(pathname: string): string {
  const path = `/${pathname.replace(/^[/\\]+/, '')}`;
  return path.length <= MAX_TEXT_LENGTH * MAX_ESCAPED_PER_CHARACTER && !UNSAFE_CHARACTER.test(path)
    ? path
    : '/';
}

export type StorageArea = 'localStorage' | 'sessionStorage';

/**
 * A stored value, or undefined when there is none or storage cannot be read (blocked cookies, privacy
 * modes, a sandboxed frame: merely reading `localStorage` can throw there).
 */
export function readStorage(win: Window, area: StorageArea, key: string): string | undefined {
  try {
    return win[area].getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

/** `value` when it is exactly one of `allowed`, else undefined (no trimming, no case folding). */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return allowed.find((option) => option === value);
}

/** Parsed JSON, or undefined for no text, text over `maxLength` or text that is not JSON. */
export function parseJson(text: string | undefined, maxLength = MAX_JSON_LENGTH): unknown {
  if (text === undefined || text.length > maxLength) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** `value` when it is a plain object (not null, not an array), else undefined. */
export function asRecord(value: unknown): Readonly<Record<string, unknown>> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/**
 * One field of a value of unknown shape, or undefined. Never throws, even for an object whose getter
 * does (a message dispatched in this window is not cloned, so its data can be anything).
 */
export function field(value: unknown, key: string): unknown {
  try {
    return asRecord(value)?.[key];
  } catch {
    return undefined;
  }
}

/**
 * The data of a message posted to this window, when it comes from exactly `origin` and is a plain
 * object (what an embedded widget sends); undefined for any other message.
 */
export function messageData(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  origin: string,
): Readonly<Record<string, unknown>> | undefined {
  try {
    return event.origin === origin ? asRecord(event.data) : undefined;
  } catch {
    return undefined;
  }
}

/** The names of the cookies in a `document.cookie` string that are usable text. */
export function cookieNames(cookies: string): string[] {
  return cookies
    .split(';')
    .map((cookie) => cleanText(cookie.split('=')[0]?.trim()))
    .filter((name): name is string => name !== undefined);
}
