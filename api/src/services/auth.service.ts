import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import type { Prisma, Role } from '@rihla/db';
import { notice } from '@rihla/db/error-messages';
import { accountSecurityEmail, passwordResetEmail } from '@rihla/worker/emails';
import { z } from 'zod';

import { recordAudit } from '../lib/audit.ts';
import { hashPassword, spendPasswordCheck, verifyPassword } from '../lib/auth/password.ts';
import { endAllSessions, endSession, startSession } from '../lib/auth/sessions.ts';
import { requireSignedIn } from '../lib/auth/viewer.ts';
import { hashAccessToken } from '../lib/booking-access.ts';
import type { ServiceContext } from '../lib/context.ts';
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  tooManyRequests,
  unauthenticated,
  writeOrExplain,
} from '../lib/errors.ts';
import { queueEmail, requireEmail } from '../lib/outbox.ts';
import { email, EMAIL_MAX, parseInput } from '../lib/validation.ts';
import { adoptBooking, bookingToAdopt } from './booking-claims.service.ts';
import { checkoutInput } from './payments.service.ts';
import { requestStatsRefresh } from './stats.service.ts';
import { secondStepOf, type SignInResult } from './two-factor.service.ts';
import { EMAIL_TAKEN, newAccountFields, PASSWORD_MAX, passwordRule } from './users.service.ts';

export type AuthResult = { token: string; role: Role };

// Serialises first-admin creation: two concurrent setup requests can never both see "no admin yet".
const FIRST_ADMIN_LOCK = 7_140_301;

export const loginInput = z.object({
  email: z
    .string({ error: 'CREDENTIALS_REQUIRED' })
    .trim()
    .min(1, { error: 'CREDENTIALS_REQUIRED' })
    .max(EMAIL_MAX, { error: 'EMAIL_INVALID' })
    // PostgreSQL cannot compare a text with a NUL byte: the lookup would be a 500.
    .refine((address) => !address.includes('\u0000'), { error: 'EMAIL_INVALID' }),
  password: z
    .string({ error: 'CREDENTIALS_REQUIRED' })
    .min(1, { error: 'CREDENTIALS_REQUIRED' })
    .max(PASSWORD_MAX, { error: 'CREDENTIALS_INVALID' }),
});

export const registerInput = z.object({
  ...newAccountFields('SIGNUP_FIELDS_REQUIRED'),
  role: z.enum(['ADMIN', 'USER'], { error: 'SIGNUP_ROLE_INVALID' }).optional(),
  // The guest booking to add to the new account; the X-Booking-Token header proves it is the visitor's.
  adoptBooking: checkoutInput.nullish(),
});

export const changePasswordInput = z.object({
  currentPassword: z
    .string({ error: 'PASSWORD_CHANGE_FIELDS_REQUIRED' })
    .min(1, { error: 'PASSWORD_CHANGE_FIELDS_REQUIRED' }),
  newPassword: z.string({ error: 'PASSWORD_CHANGE_FIELDS_REQUIRED' }).pipe(passwordRule),
});

export async function isSetupRequired(ctx: Pick<ServiceContext, 'db'>): Promise<boolean> {
  return (await ctx.db.user.count({ where: { role: 'ADMIN' } })) === 0;
}

async function issueToken(
  ctx: ServiceContext,
  user: { id: number; role: Role; tokenVersion: number },
): Promise<AuthResult> {
  return { token: await startSession(ctx.db, user, ctx.config.jwtSecret, ctx.config.jwtTtl), role: user.role };
}

/**
 * A password sign-in. A STAFF/ADMIN with an authenticator gets no session yet but a challenge for the second step
 * (two-factor.service.ts completeSignIn); without one, while STAFF_TWO_FACTOR is required, a session that may only
 * enrol one (decision 0051).
 */
export async function login(ctx: ServiceContext, input: unknown): Promise<SignInResult> {
  await ctx.limits.consume('auth', ctx.ip);
  const { email: address, password } = parseInput(loginInput, input);
  // Per account too, so guesses spread over many addresses still meet a limit. Only failures count (the
  // owner signing in on many devices is fine); keyed case-insensitively like the email's unique index.
  const account = address.toLowerCase();
  await countFailedSignIns(ctx, account, 0);
  const user = await ctx.db.user.findUnique({ where: { email: address }, omit: { passwordHash: false } });
  if (!user) await spendPasswordCheck(password);
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    await countFailedSignIns(ctx, account, 1);
    throw unauthenticated('CREDENTIALS_INVALID');
  }
  // Said only to whoever knows the password: a deactivated account's sessions are over and no new one starts.
  if (user.deactivatedAt) throw forbidden('ACCOUNT_DEACTIVATED');
  // The language they now use the site in: the account's emails follow it.
  if (ctx.locale && ctx.locale !== user.locale)
    await ctx.db.user.update({ where: { id: user.id }, data: { locale: ctx.locale } });
  const secondStep = await secondStepOf(ctx, user);
  if (secondStep?.twoFactor === 'CODE') return { token: null, role: user.role, ...secondStep };
  return { ...(await issueToken(ctx, user)), twoFactor: secondStep?.twoFactor ?? null, challenge: null };
}

/**
 * The account's failed password guesses (sign-in, and the password asked before an account is deleted); past the
 * hourly limit the account is locked, and the answer says until when.
 */
export async function countFailedSignIns(ctx: ServiceContext, account: string, points: number): Promise<void> {
  try {
    await ctx.limits.consume('loginEmail', account, points);
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 429) throw error;
    const minutes = Math.max(1, Math.ceil((error.retryAfter ?? 3600) / 60));
    throw tooManyRequests(error.retryAfter, 'SIGN_IN_LOCKED', { minutes });
  }
}

/**
 * Public sign-up. While no ADMIN exists, asking for role ADMIN creates the first administrator (the /setup
 * screen); afterwards public registration only ever creates customers (USER), whatever is asked.
 */
export async function register(ctx: ServiceContext, input: unknown): Promise<AuthResult> {
  await ctx.limits.consume('auth', ctx.ip);
  const data = parseInput(registerInput, input);
  const adopted = data.adoptBooking ? await bookingToAdopt(ctx, data.adoptBooking, data.email) : null;
  const passwordHash = await hashPassword(data.password);
  const signup = ctx.db.$transaction(async (tx) => {
    let role: Role = 'USER';
    if (data.role === 'ADMIN') {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`;
      const admins = await tx.user.count({ where: { role: 'ADMIN' } });
      if (admins > 0) {
        throw conflict('ADMIN_ALREADY_EXISTS');
      }
      role = 'ADMIN';
    }
    const created = await tx.user.create({
      data: { name: data.name, email: data.email, passwordHash, role, locale: ctx.locale ?? 'en' },
    });
    if (adopted) await adoptBooking(tx, created, adopted);
    return created;
  });
  const user = await writeOrExplain(signup, { duplicate: EMAIL_TAKEN });
  requestStatsRefresh(ctx);
  return issueToken(ctx, user);
}

/** Signs this device out; the caller's other sign-ins go on. */
export async function logout(ctx: ServiceContext): Promise<boolean> {
  // A sign-in still owing two-factor may sign out too.
  const viewer = requireSignedIn(ctx.viewer ?? ctx.twoFactorPending ?? null);
  await endSession(ctx.db, viewer.session);
  return true;
}

/** "Sign out of all devices": ends every session of the caller, this one included. */
export async function logoutEverywhere(ctx: ServiceContext): Promise<boolean> {
  const viewer = requireSignedIn(ctx.viewer ?? ctx.twoFactorPending ?? null);
  await endAllSessions(ctx.db, viewer.id);
  return true;
}

/** Checks the current password, stores the new one and ends every other session; answers a fresh token. */
export async function changePassword(ctx: ServiceContext, input: unknown): Promise<AuthResult> {
  const viewer = requireSignedIn(ctx.viewer);
  await ctx.limits.consume('auth', ctx.ip);
  const { currentPassword, newPassword } = parseInput(changePasswordInput, input);
  const user = await ctx.db.user.findUniqueOrThrow({ where: { id: viewer.id }, omit: { passwordHash: false } });
  if (!(await verifyPassword(user.passwordHash, currentPassword))) throw badRequest('CURRENT_PASSWORD_WRONG');
  const passwordHash = await hashPassword(newPassword);
  // Conditional on the version just read: a concurrent logout or role change wins instead of being undone.
  const updated = await ctx.db.user.updateManyAndReturn({
    where: { id: user.id, tokenVersion: user.tokenVersion },
    data: { passwordHash, tokenVersion: { increment: 1 } },
  });
  if (!updated[0]) throw unauthenticated('SESSION_EXPIRED');
  return issueToken(ctx, updated[0]);
}

const RESET_LINK_MINUTES = 60;
/**
 * Every answer to a reset request leaves this long after the request came in, whatever was done meanwhile (a
 * lookup only, or a lookup and the mail's writes): its timing tells no one whether the address has an account.
 */
const RESET_ANSWER_MS = 400;
/** Said whether or not the address has an account, so the form reveals no one's account. */
export const RESET_REQUESTED = notice('RESET_REQUESTED');
export const PASSWORD_RESET = notice('PASSWORD_RESET');
const RESET_LINK_INVALID = 'RESET_LINK_INVALID';

export const resetRequestInput = z.object({ email: email() });
export const resetInput = z.object({
  token: z
    .string({ error: RESET_LINK_INVALID })
    .trim()
    .min(1, { error: RESET_LINK_INVALID })
    .max(200, { error: RESET_LINK_INVALID }),
  password: z.string({ error: 'NEW_PASSWORD_REQUIRED' }).pipe(passwordRule),
});

/**
 * "Forgot password?": mails a single-use link valid one hour, when the address has an account. The link's token is
 * made when the mail is sent (worker/src/emails/links.ts), never stored. Limited per address (counted whether or not
 * it has an account), and answered at a fixed time after the request.
 */
export async function requestPasswordReset(ctx: ServiceContext, input: unknown) {
  await ctx.limits.consume('auth', ctx.ip);
  const { email: address } = parseInput(resetRequestInput, input);
  requireEmail(ctx);
  try {
    await ctx.limits.consume('resetEmail', address.toLowerCase());
  } catch (error) {
    if (error instanceof AppError && error.status === 429)
      throw tooManyRequests(error.retryAfter, 'RESET_LINKS_TOO_MANY');
    throw error;
  }
  const answerAt = sleep(RESET_ANSWER_MS);
  const [mailed] = await Promise.allSettled([mailResetLink(ctx, address), answerAt]);
  if (mailed.status === 'rejected') throw mailed.reason;
  return RESET_REQUESTED;
}

async function mailResetLink(ctx: ServiceContext, address: string): Promise<void> {
  const user = await ctx.db.user.findUnique({ where: { email: address } });
  // A deactivated account gets no link either (the answer is the same): it could not sign in with it.
  if (!user || user.deactivatedAt) return;
  const requestKey = randomUUID();
  await ctx.db.$transaction(async (tx) => {
    const message = passwordResetEmail(ctx.config.publicUrl, {
      userId: user.id,
      requestKey,
      email: user.email,
      name: user.name,
      validMinutes: RESET_LINK_MINUTES,
      // The page's language the reset is asked from, else the account's.
      locale: ctx.locale ?? user.locale,
    });
    await queueEmail(ctx, tx, message);
    await noteStaffReset(ctx, tx, user, 'requested', requestKey);
  });
}

type Account = { id: number; email: string; role: Role };

/** A reset of a STAFF or ADMIN account is audited, and every admin is told (without any link). */
async function noteStaffReset(
  ctx: ServiceContext,
  tx: Prisma.TransactionClient,
  account: Account,
  event: 'requested' | 'completed',
  eventKey: string,
): Promise<void> {
  if (account.role === 'USER') return;
  await recordAudit(tx, null, {
    action: event === 'requested' ? 'user.password-reset-request' : 'user.password-reset',
    entityType: 'User',
    entityId: account.id,
    summary:
      event === 'requested'
        ? `A password reset link was asked for ${account.email} (${account.role})`
        : `The password of ${account.email} (${account.role}) was changed with a reset link`,
  });
  const admins = await tx.user.findMany({ where: { role: 'ADMIN' }, select: { email: true }, orderBy: { id: 'asc' } });
  for (const admin of admins)
    await queueEmail(ctx, tx, accountSecurityEmail(ctx.config.publicUrl, admin.email, { event, account, eventKey }));
}

/**
 * Spends the link, sets the password and ends every session of the account (its other links die too). The owner
 * proved they read the account's mail: the sign-in lock of failed guesses is lifted.
 */
export async function resetPassword(ctx: ServiceContext, input: unknown) {
  await ctx.limits.consume('auth', ctx.ip);
  const { token, password } = parseInput(resetInput, input);
  const passwordHash = await hashPassword(password);
  const now = new Date();
  const account = await ctx.db.$transaction(async (tx) => {
    const spentLinks = await tx.passwordReset.updateManyAndReturn({
      where: { tokenHash: hashAccessToken(token), usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (spentLinks.length === 0) throw badRequest(RESET_LINK_INVALID);
    const [spent] = spentLinks;
    const user = await tx.user.update({
      where: { id: spent.userId },
      data: { passwordHash, tokenVersion: { increment: 1 } },
    });
    await tx.passwordReset.updateMany({ where: { userId: spent.userId, usedAt: null }, data: { usedAt: now } });
    await noteStaffReset(ctx, tx, user, 'completed', String(spent.id));
    return user;
  });
  await ctx.limits.forgive('loginEmail', account.email.toLowerCase());
  return PASSWORD_RESET;
}
