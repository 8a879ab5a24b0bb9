import type { TransactionClient } from '@rihla/db';
import { consultationAckEmail, consultationStaffEmail } from '@rihla/worker/emails';
import { z } from 'zod';

import type { ServiceContext } from '../lib/context.ts';
import { queueEmail } from '../lib/outbox.ts';
import { staffList, withSelection } from '../lib/staff-lists.ts';
import { email, EMAIL_MAX, NEWEST_FIRST, parseInput, trimmed } from '../lib/validation.ts';
import { requestStatsRefresh } from './stats.service.ts';

/**
 * A phone or WhatsApp number, checked loosely (numbers are written many ways across countries): only digits, spaces,
 * +, - and parentheses, with 6 to 20 digits. Stored as typed; an empty one is no number (null).
 */
const CONSULTATION_PHONE = /^[\d\s()+-]{1,40}$/;
const phoneDigits = (value: string) => value.replace(/\D/g, '').length;

const optionalPhone = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || null : (value ?? null)),
  z
    .string({ error: 'CONSULTATION_PHONE_INVALID' })
    .refine((value) => CONSULTATION_PHONE.test(value) && phoneDigits(value) >= 6 && phoneDigits(value) <= 20, {
      error: 'CONSULTATION_PHONE_INVALID',
    })
    .nullable(),
);

export const consultationInput = z.object({
  name: trimmed('CONSULTATION_FIELDS_REQUIRED'),
  email: trimmed('CONSULTATION_FIELDS_REQUIRED', EMAIL_MAX).pipe(email()),
  phone: optionalPhone,
  message: trimmed('CONSULTATION_FIELDS_REQUIRED', 5000),
});

/** Stores the request, and in the same transaction queues its acknowledgement to the visitor and a note to staff. */
export async function createConsultation(ctx: ServiceContext, input: unknown) {
  await ctx.limits.consume('consultation', ctx.ip);
  const data = parseInput(consultationInput, input);
  const consultation = await ctx.db.$transaction(async (tx) => {
    // The visitor's language: the acknowledgement is written in it (the note to staff stays English).
    const created = await tx.consultation.create({ data: { ...data, locale: ctx.locale ?? 'en' } });
    await queueEmail(ctx, tx, consultationAckEmail(ctx.config.publicUrl, created));
    const staff = await staffAddresses(ctx, tx);
    if (staff) await queueEmail(ctx, tx, consultationStaffEmail(ctx.config.publicUrl, staff, created));
    return created;
  });
  requestStatsRefresh(ctx);
  return consultation;
}

/** STAFF_EMAIL when set (a shared inbox), otherwise every admin. */
async function staffAddresses(ctx: ServiceContext, tx: TransactionClient): Promise<string> {
  if (ctx.config.staffEmail) return ctx.config.staffEmail;
  const admins = await tx.user.findMany({ where: { role: 'ADMIN' }, select: { email: true }, orderBy: { id: 'asc' } });
  return admins.map((admin) => admin.email).join(', ');
}

export const consultationList = staffList(
  (db, args) => db.consultation.findMany({ ...withSelection(args, {}), orderBy: NEWEST_FIRST }),
  (db) => db.consultation.count(),
);
