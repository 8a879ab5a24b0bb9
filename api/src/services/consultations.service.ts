import { z } from 'zod';

import type { ServiceContext } from '../lib/context.ts';
import { staffList, withSelection } from '../lib/staff-lists.ts';
import { email, EMAIL_MAX, NEWEST_FIRST, parseInput, trimmed } from '../lib/validation.ts';
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

export const consultationList = staffList(
  (db, args) => db.consultation.findMany({ ...withSelection(args, {}), orderBy: NEWEST_FIRST }),
  (db) => db.consultation.count(),
);
