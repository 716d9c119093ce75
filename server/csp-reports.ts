// CSP violation reports (shared/csp-reports.ts): the browser posts them to CSP_REPORT_PATH on the site's own
// origin; this limits them per client and logs each violation at `warn`, reduced to a few fields. Nothing
// is stored or sent anywhere else. nginx answers the same path from the same definition (deploy/*.js).

import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import {
  CSP_REPORT_ANSWERS,
  CSP_REPORT_BODY_LIMIT,
  CSP_REPORT_CONTENT_TYPES,
  CSP_REPORT_PATH,
  CSP_REPORT_RATE,
  summariseCspReports,
} from '../shared/csp-reports.ts';
import { mediaType } from '../shared/relay-policy.ts';
import { leakyBucketStore } from './rate-store.ts';

type Answer = { status: number; body: string };

function send(reply: FastifyReply, answer: Answer): FastifyReply {
  reply.code(answer.status).header('cache-control', 'no-store');
  if (answer.body === '') return reply.send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

class RateRefusal extends Error {
  readonly statusCode = CSP_REPORT_ANSWERS.tooManyRequests.status;
}

/** Registers CSP_REPORT_PATH. Register it without `fastify-plugin`: its parser and limits stay inside. */
export async function cspReportPlugin(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser([...CSP_REPORT_CONTENT_TYPES], { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });

  await app.register(fastifyRateLimit, {
    hook: 'onRequest',
    max: CSP_REPORT_RATE.burst + 1,
    timeWindow: 1000,
    store: leakyBucketStore(CSP_REPORT_RATE),
    keyGenerator: (request) => request.ip,
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': true,
    },
    errorResponseBuilder: () => new RateRefusal(),
  });

  app.setErrorHandler(function cspReportError(error: FastifyError, _request, reply) {
    if (error instanceof RateRefusal) return send(reply, CSP_REPORT_ANSWERS.tooManyRequests);
    if (error.statusCode === 413) return send(reply, CSP_REPORT_ANSWERS.tooLarge);
    return send(reply, CSP_REPORT_ANSWERS.unsupportedType);
  });

  app.post(CSP_REPORT_PATH, { bodyLimit: CSP_REPORT_BODY_LIMIT }, async function cspReport(request, reply) {
    if (!CSP_REPORT_CONTENT_TYPES.includes(mediaType(request.headers['content-type']))) {
      return send(reply, CSP_REPORT_ANSWERS.unsupportedType);
    }
    for (const violation of summariseCspReports(typeof request.body === 'string' ? request.body : '')) {
      request.log.warn({ cspViolation: violation }, 'CSP violation');
    }
    return send(reply, CSP_REPORT_ANSWERS.accepted);
  });

  // Every other method (HEAD comes with GET) is refused like the relay refuses it.
  app.route({
    method: ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'],
    url: CSP_REPORT_PATH,
    handler: async function cspReportMethod(_request, reply) {
      reply.header('allow', 'POST');
      return send(reply, CSP_REPORT_ANSWERS.methodNotAllowed);
    },
  });
}
