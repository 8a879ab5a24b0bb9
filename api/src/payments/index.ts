import type { Config } from '../config.ts';
import { createDemoProvider } from './demo-provider.ts';
import type { PaymentProvider } from './provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

export function createPaymentProvider(config: Config): PaymentProvider {
  return config.demoPayments ? createDemoProvider(config.stripe.webhookSecret) : createStripeProvider(config.stripe);
}
