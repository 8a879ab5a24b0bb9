import { z } from 'zod';

import type { ServiceContext } from '../lib/context.ts';
import { email, EMAIL_MAX, NEWEST_FIRST, parseInput, staffListPage, trimmed } from '../lib/validation.ts';
import { requestStatsRefresh } from './stats.service.ts';

const consultationInput = z.object({
  name: trimmed('Please fill name, email and message.'),
  email: trimmed('Please fill name, email and message.', EMAIL_MAX).pipe(email()),
  message: trimmed('Please fill name, email and message.', 5000),
});

export async function createConsultation(ctx: ServiceContext, input: unknown) {
  await ctx.limits.consume('consultation', ctx.ip);
  const consultation = await ctx.db.consultation.create({ data: parseInput(consultationInput, input) });
  requestStatsRefresh(ctx);
  return consultation;
}

export const listConsultations = staffListPage(
  (db, window) => db.consultation.findMany({ orderBy: NEWEST_FIRST, ...window }),
  (db) => db.consultation.count(),
);
