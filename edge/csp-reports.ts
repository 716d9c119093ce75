// CSP violation reports on the edge: the browser posts them to CSP_REPORT_PATH on the site's own origin,
// and the worker limits and logs them as the Node server does (server/csp-reports.ts), from the one
// definition (shared/csp-reports.ts): POST only, the two report types, 16 KB, the fields logged. Logged
// with console.warn, which is the Worker's log (`wrangler tail`, Workers Logs); nothing is stored or sent on.
//
// The rate per client is counted by the Workers Rate Limiting binding, as the relay's is (edge/relay.ts):
// CSP_REPORT_RATE's sustained rate over a 10 s window, per Cloudflare location.

import {
  CSP_REPORT_ANSWERS,
  CSP_REPORT_BODY_LIMIT,
  CSP_REPORT_CONTENT_TYPES,
  CSP_REPORT_RATE,
  summariseCspReports,
} from '../shared/csp-reports.ts';
import { mediaType, RELAY_RETRY_AFTER_S } from '../shared/relay-policy.ts';
import { clientAddress, EDGE_RATE_PERIOD_SECONDS, type RateLimitBinding, readCapped } from './relay.ts';

export { CSP_REPORT_PATH } from '../shared/csp-reports.ts';

export interface CspReportEnv {
  CSP_REPORT_RATE_LIMITER?: RateLimitBinding;
}

/** Reports a client may send per window: CSP_REPORT_RATE's sustained rate, never more than its burst. */
export const EDGE_CSP_REPORT_LIMIT = Math.min(
  CSP_REPORT_RATE.perSecond * EDGE_RATE_PERIOD_SECONDS,
  CSP_REPORT_RATE.burst,
);

class TooLarge extends Error {}

function answer(
  reply: { status: number; body: string },
  headers: Record<string, string>,
  extra: Record<string, string> = {},
): Response {
  const response = new Response(reply.body === '' ? null : reply.body, {
    status: reply.status,
    headers: { ...headers, ...extra, 'cache-control': 'no-store' },
  });
  if (reply.body !== '') response.headers.set('content-type', 'application/json; charset=utf-8');
  return response;
}

/** The answer to a request for CSP_REPORT_PATH, any method. */
export async function cspReport(
  request: Request,
  env: CspReportEnv,
  headers: Record<string, string>,
): Promise<Response> {
  const limiter = env.CSP_REPORT_RATE_LIMITER;
  if (limiter && !(await limiter.limit({ key: clientAddress(request) })).success) {
    return answer(CSP_REPORT_ANSWERS.tooManyRequests, headers, {
      'retry-after': String(RELAY_RETRY_AFTER_S),
    });
  }
  if (request.method !== 'POST') {
    return answer(CSP_REPORT_ANSWERS.methodNotAllowed, headers, { allow: 'POST' });
  }
  if (!CSP_REPORT_CONTENT_TYPES.includes(mediaType(request.headers.get('content-type') ?? undefined))) {
    return answer(CSP_REPORT_ANSWERS.unsupportedType, headers);
  }
  if (Number(request.headers.get('content-length') ?? 0) > CSP_REPORT_BODY_LIMIT) {
    return answer(CSP_REPORT_ANSWERS.tooLarge, headers);
  }
  let body: Uint8Array;
  try {
    body = await readCapped(request.body, CSP_REPORT_BODY_LIMIT, () => new TooLarge());
  } catch (error) {
    if (error instanceof TooLarge) return answer(CSP_REPORT_ANSWERS.tooLarge, headers);
    throw error;
  }
  for (const violation of summariseCspReports(new TextDecoder().decode(body))) {
    console.warn(JSON.stringify({ msg: 'CSP violation', cspViolation: violation }));
  }
  return answer(CSP_REPORT_ANSWERS.accepted, headers);
}
