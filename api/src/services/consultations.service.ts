import { z } from 'zod';

import { requireStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { email, EMAIL_MAX, pageWindow, parseInput, trimmed } from '../lib/validation.ts';
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
  const [items, total] = await Promise.all([
    ctx.db.consultation.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...pageWindow(args) }),
    ctx.db.consultation.count(),
  ]);
  return { items, total };
}
