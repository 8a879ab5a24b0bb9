import { z } from 'zod';

import { requireStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { email, EMAIL_MAX, listPage, NEWEST_FIRST, parseInput, trimmed } from '../lib/validation.ts';
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

export async function listConsultations(ctx: ServiceContext, args?: unknown) {
  requireStaff(ctx.viewer);
  return listPage(
    args,
    (window) => ctx.db.consultation.findMany({ orderBy: NEWEST_FIRST, ...window }),
    () => ctx.db.consultation.count(),
  );
}
