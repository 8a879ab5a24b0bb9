import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { loadConfig } from '../src/config.ts';
import { startTestApp, type TestApp } from './helpers.ts';

/** Answers one request the SDK sent, with its body already read (form-encoded, as Stripe's API takes it). */
type StandInHandler = (req: IncomingMessage, raw: string, res: ServerResponse) => void;

/**
 * A local stand-in for api.stripe.com (tests never reach the internet) and an app whose Stripe provider, with the
 * real `stripe` SDK, talks to it. Answers are JSON; `close` stops both.
 */
export async function startAppWithStripeStandIn(
  handle: StandInHandler,
): Promise<{ app: TestApp; close: () => Promise<void> }> {
  const fake = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      handle(req, raw, res);
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const base = loadConfig();
  const apiHost = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  const app = await startTestApp({
    config: {
      ...base,
      demoPayments: false,
      stripe: { ...base.stripe, secretKey: 'sk_test_rihla', publishableKey: 'pk_test_rihla', apiHost },
    },
  });
  return {
    app,
    async close() {
      await app.app.close();
      fake.close();
    },
  };
}

/** A Stripe API error as the SDK expects it. */
export function stripeError(
  res: ServerResponse,
  status: number,
  error: { type: string; message: string; code?: string },
) {
  res.statusCode = status;
  res.end(JSON.stringify({ error }));
}
