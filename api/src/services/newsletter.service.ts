import { z } from 'zod';

import type { ServiceContext } from '../lib/context.ts';
import { email, parseInput } from '../lib/validation.ts';

const subscribeInput = z.object({ email: email() });

/** Idempotent: subscribing twice answers the same and stores one row. */
export async function subscribeNewsletter(ctx: ServiceContext, input: unknown) {
  await ctx.limits.consume('newsletter', ctx.ip);
  const { email: address } = parseInput(subscribeInput, input);
  await ctx.db.newsletterSubscriber.upsert({ where: { email: address }, create: { email: address }, update: {} });
  // Addresses are kept, nothing is mailed yet: the thanks promises no letter.
  return { message: 'Thank you for subscribing.' };
}
