import { z } from 'zod';

import { operations } from './openapi/operation.ts';

export const webhookOperations = operations(() => {
  return {
    receiveWebhook: {
      operationId: 'receivePaymentWebhook',
      summary: 'Stripe events (signed); acknowledged once stored, processed by the worker',
      description:
        'The body is the raw Stripe event (up to 1 MB), verified against the `Stripe-Signature` header with ' +
        'the webhook secret. A duplicate event is acknowledged again and not processed twice.',
      tag: 'payments',
      access: 'stripe',
      headers: z.object({
        'Stripe-Signature': z.string().meta({ description: '`t=<timestamp>,v1=<HMAC-SHA256 of the raw body>`.' }),
      }),
      body: z.object({ id: z.string(), type: z.string() }).loose().meta({ description: 'A Stripe event.' }),
      response: z.object({ received: z.literal(true), duplicate: z.boolean(), queued: z.boolean() }),
    },
  };
});
