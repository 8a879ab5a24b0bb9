import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { receiveWebhook } from '../services/webhooks.service.ts';
import { webhookOperations } from './webhooks.openapi.ts';

/** The signature is computed over the exact bytes Stripe sent, so this route keeps the raw body. */
export function webhookRoutes(app: FastifyInstance, deps: AppDeps) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  // Stripe events (a full PaymentIntent with its charges) can outgrow the app's 100 KB JSON limit.
  // logLevel warn: a provider's burst would write two request lines per event for no reader; errors still log.
  // helmet off: its headers (CSP and the rest) guard pages in a browser, and this route only answers Stripe's
  // servers; computing them was a measurable share of each ack.
  // `config.rest` only declares the route's documentation (./openapi/): nothing is done with it per request.
  const rest = { operation: webhookOperations('receiveWebhook'), status: 200, cached: false };
  const options = { bodyLimit: 1024 * 1024, logLevel: 'warn', helmet: false, config: { rest } } as const;
  app.post('/payments/webhook', options, async (request, reply) => {
    // Stripe is not a user: no viewer, whatever headers come along.
    const ctx = { ...deps, viewer: null, ip: request.ip, bookingToken: null, reqId: request.id };
    const signature = request.headers['stripe-signature'];
    const outcome = await receiveWebhook(
      ctx,
      request.body as Buffer,
      Array.isArray(signature) ? signature[0] : signature,
    );
    return reply.code(200).send(outcome);
  });
}
