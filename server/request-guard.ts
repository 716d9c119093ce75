// Rejects hostile request targets before routing decisions matter, by the one rule every server shares
// (shared/request-target.ts). Pure, so it can be unit-tested without Fastify.

import { judgeTarget, MAX_TARGET_LENGTH } from '../shared/request-target.ts';

export type RequestTargetCheck =
  | { ok: true; pathname: string }
  | { ok: false; status: 400 | 404 | 414; reason: string };

export const MAX_URL_LENGTH = MAX_TARGET_LENGTH;

export function checkRequestTarget(rawUrl: string): RequestTargetCheck {
  const verdict = judgeTarget(rawUrl);
  if (!verdict.ok) {
    return verdict;
  }
  const queryStart = rawUrl.indexOf('?');
  const rawPath = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  try {
    // Well-formed escapes that are not UTF-8 (`/%E0%A4%A`): the router could not match them either.
    return { ok: true, pathname: decodeURIComponent(rawPath) };
  } catch {
    return { ok: false, status: 400, reason: 'percent-encoding in path is not UTF-8' };
  }
}
