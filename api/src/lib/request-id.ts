import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

import type { FastifyInstance } from 'fastify';

/**
 * Request ids (issue #17): every request has one, in each of its log lines (pino's `reqId`), in the service
 * context (ServiceContext.reqId) and in the jobs it queues, so the worker logs it too. A caller's (or a proxy's)
 * X-Request-Id is kept when it is a sane token; anything else is replaced by a fresh UUID, so a header can never
 * forge log structure or flood a line.
 */
const REQUEST_ID_HEADER = 'x-request-id';
const SANE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/** Fastify's `genReqId`. */
export function requestId(request: IncomingMessage): string {
  const header = request.headers[REQUEST_ID_HEADER];
  const given = Array.isArray(header) ? header[0] : header;
  return given && SANE_ID.test(given) ? given : randomUUID();
}

/** Answers every request with its id, so a user's report or a proxy's log leads to the server's lines. */
export function echoRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
}
