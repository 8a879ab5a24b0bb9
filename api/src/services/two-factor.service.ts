import { createHash, randomBytes } from 'node:crypto';

import type { Prisma, Role } from '@rihla/db';
import { generateSecret, generateURI, verify } from 'otplib';
import { z } from 'zod';

import { recordAudit } from '../lib/audit.ts';
import { startSession } from '../lib/auth/sessions.ts';
import { requireAdmin, usesTwoFactor, type Viewer } from '../lib/auth/viewer.ts';
import { hashAccessToken } from '../lib/booking-access.ts';
import type { ServiceContext } from '../lib/context.ts';
import { AppError, badRequest, conflict, forbidden, notFound, unauthenticated } from '../lib/errors.ts';
import { openTwoFactorSecret, sealTwoFactorSecret } from '../lib/traveller-crypto.ts';
import { parseInput } from '../lib/validation.ts';
import { countFailedSignIns } from './auth.service.ts';

/**
 * Two-factor sign-in for STAFF and ADMIN accounts (issue #32, docs/decisions/0051-two-factor-sign-in.md): an
 * authenticator app's time-based codes (TOTP, RFC 6238: 6 digits, 30 s, SHA-1, as every app reads them) and ten
 * single-use recovery codes. The secret is sealed at rest (lib/traveller-crypto.ts) and answered once, when the
 * enrolment starts; recovery codes are answered once and kept as SHA-256 only. Failed codes count against the
 * account exactly like failed passwords (auth.service.ts countFailedSignIns) and per client (the 'auth' bucket).
 */

const ISSUER = 'Rihla';
/** How long the second step of a sign-in may wait for its code. */
const CHALLENGE_MINUTES = 5;
/** Wrong codes one challenge takes before it is spent and the password must be entered again. */
const CHALLENGE_MAX_FAILURES = 5;
const RECOVERY_CODES = 10;
/** Codes of the step before and after the server's are accepted too: a phone's clock may be a little off. */
const EPOCH_TOLERANCE_S = 30;

export type SignInResult = {
  /** The session; null while the second step is owed. */
  token: string | null;
  role: Role;
  /** What the sign-in still needs: CODE (answer `challenge` with a code), ENROL (only enrolment: decision 0051). */
  twoFactor: 'CODE' | 'ENROL' | null;
  challenge: string | null;
};

const codeField = z
  .string({ error: 'TWO_FACTOR_CODE_REQUIRED' })
  .transform((code) => code.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'TWO_FACTOR_CODE_REQUIRED' })
      .regex(/^\d{6}$/, { error: 'TWO_FACTOR_CODE_INVALID' }),
  );

const recoveryField = z
  .string({ error: 'TWO_FACTOR_CODE_REQUIRED' })
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().min(1, { error: 'TWO_FACTOR_CODE_REQUIRED' }).max(64, { error: 'RECOVERY_CODE_INVALID' }));

export const codeInput = z.object({ code: codeField });

export const completeSignInInput = z
  .object({
    challenge: z
      .string({ error: 'SIGN_IN_CHALLENGE_INVALID' })
      .trim()
      .min(1, { error: 'SIGN_IN_CHALLENGE_INVALID' })
      .max(200, { error: 'SIGN_IN_CHALLENGE_INVALID' }),
    code: z.string().nullish(),
    recoveryCode: z.string().nullish(),
  })
  .transform((value, check) => {
    if (value.recoveryCode?.trim()) {
      const recoveryCode = recoveryField.safeParse(value.recoveryCode);
      if (!recoveryCode.success) {
        check.addIssue({ code: 'custom', path: ['recoveryCode'], message: recoveryCode.error.issues[0].message });
        return z.NEVER;
      }
      return { challenge: value.challenge, recoveryCode: recoveryCode.data, code: null };
    }
    const code = codeField.safeParse(value.code ?? '');
    if (!code.success) {
      check.addIssue({ code: 'custom', path: ['code'], message: code.error.issues[0].message });
      return z.NEVER;
    }
    return { challenge: value.challenge, code: code.data, recoveryCode: null };
  });

export const resetTwoFactorInput = z.object({ userId: z.number({ error: 'VALUE_INVALID' }).int().positive() });

type Account = { id: number; email: string; role: Role; tokenVersion: number };

/** Whether a STAFF/ADMIN/GROUP_LEADER password sign-in is answered with a session (null) or must pass two-factor first. */
export async function secondStepOf(
  ctx: ServiceContext,
  user: Account,
): Promise<Omit<SignInResult, 'token' | 'role'> | null> {
  if (!usesTwoFactor(user.role)) return null;
  const enrolled = await ctx.db.twoFactor.findFirst({ where: { userId: user.id, enabledAt: { not: null } } });
  if (enrolled) return { twoFactor: 'CODE', challenge: await newChallenge(ctx, user.id) };
  return ctx.config.staffTwoFactor === 'required' ? { twoFactor: 'ENROL', challenge: null } : null;
}

async function newChallenge(ctx: ServiceContext, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + CHALLENGE_MINUTES * 60_000);
  await ctx.db.signInChallenge.create({ data: { userId, tokenHash: hashAccessToken(token), expiresAt } });
  // Spent and expired challenges are of no use to anyone: each sign-in clears some.
  await ctx.db.$executeRaw`
    DELETE FROM "SignInChallenge" WHERE "id" IN (
      SELECT "id" FROM "SignInChallenge" WHERE "expiresAt" < now() OR "usedAt" IS NOT NULL
      LIMIT 100 FOR UPDATE SKIP LOCKED)`;
  return token;
}

/** The account's failed codes: counted as failed passwords are, and audited when they reach the lock. */
async function countFailedCode(ctx: ServiceContext, user: Account, what: string): Promise<void> {
  try {
    await countFailedSignIns(ctx, user.email.toLowerCase(), 1);
  } catch (error) {
    if (error instanceof AppError && error.status === 429)
      await recordAudit(ctx.db, null, {
        action: 'user.two-factor-locked',
        entityType: 'User',
        entityId: user.id,
        summary: `Sign-in to ${user.email} (${user.role}) was locked after too many wrong ${what}`,
      });
    throw error;
  }
}

/**
 * The second step: a challenge from a correct password, and the authenticator's current code or one unused
 * recovery code. Answers the session (marked as having passed two-factor); the challenge is spent either way on
 * success, and after CHALLENGE_MAX_FAILURES wrong codes.
 */
export async function completeSignIn(ctx: ServiceContext, input: unknown): Promise<SignInResult> {
  await ctx.limits.consume('auth', ctx.ip);
  const { challenge, code, recoveryCode } = parseInput(completeSignInInput, input);
  const now = new Date();
  const open = await ctx.db.signInChallenge.findFirst({
    where: { tokenHash: hashAccessToken(challenge), usedAt: null, expiresAt: { gt: now } },
    include: { user: true },
  });
  if (!open) throw unauthenticated('SIGN_IN_CHALLENGE_INVALID');
  const { user } = open;
  await countFailedSignIns(ctx, user.email.toLowerCase(), 0);

  const passed = code ? await acceptCode(ctx, user.id, code) : await spendRecoveryCode(ctx, user, recoveryCode ?? '');
  if (passed !== 'ok') {
    const failed = await ctx.db.signInChallenge.update({
      where: { id: open.id },
      data: { failures: { increment: 1 } },
    });
    if (failed.failures >= CHALLENGE_MAX_FAILURES)
      await ctx.db.signInChallenge.update({ where: { id: open.id }, data: { usedAt: now } });
    await countFailedCode(ctx, user, code ? 'authenticator codes' : 'recovery codes');
    throw badRequest(passed);
  }
  // Single use: of two requests racing with one challenge, one gets the session.
  const spent = await ctx.db.signInChallenge.updateMany({
    where: { id: open.id, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (spent.count === 0) throw unauthenticated('SIGN_IN_CHALLENGE_INVALID');
  if (ctx.locale && ctx.locale !== user.locale)
    await ctx.db.user.update({ where: { id: user.id }, data: { locale: ctx.locale } });
  const token = await startSession(ctx.db, user, ctx.config.jwtSecret, ctx.config.jwtTtl, true);
  return { token, role: user.role, twoFactor: null, challenge: null };
}

type CodeOutcome = 'ok' | 'TWO_FACTOR_CODE_INVALID' | 'TWO_FACTOR_CODE_USED' | 'RECOVERY_CODE_INVALID';

/** Checks a code against the account's authenticator (enrolled, or `pending` while confirming the enrolment). */
async function acceptCode(ctx: ServiceContext, userId: number, code: string, pending = false): Promise<CodeOutcome> {
  const stored = await ctx.db.twoFactor.findFirst({
    where: { userId, enabledAt: pending ? null : { not: null } },
    omit: { secretEnc: false },
  });
  if (!stored) return 'TWO_FACTOR_CODE_INVALID';
  const secret = openTwoFactorSecret(ctx.config, userId, stored.secretEnc);
  const result = await verify({ secret, token: code, epochTolerance: EPOCH_TOLERANCE_S });
  if (!result.valid || !('timeStep' in result)) return 'TWO_FACTOR_CODE_INVALID';
  // A code is good once: its time step must be later than the last one accepted (a replay is refused).
  const moved = await ctx.db.twoFactor.updateMany({
    where: { userId, OR: [{ lastTimeStep: null }, { lastTimeStep: { lt: result.timeStep } }] },
    data: { lastTimeStep: result.timeStep },
  });
  return moved.count === 1 ? 'ok' : 'TWO_FACTOR_CODE_USED';
}

const hashRecoveryCode = (code: string) => createHash('sha256').update(`recovery:${code}`).digest('base64url');

async function spendRecoveryCode(ctx: ServiceContext, user: Account, code: string): Promise<CodeOutcome> {
  const now = new Date();
  const spent = await ctx.db.$transaction(async (tx) => {
    const used = await tx.recoveryCode.updateMany({
      where: { userId: user.id, codeHash: hashRecoveryCode(code), usedAt: null },
      data: { usedAt: now },
    });
    if (used.count === 0) return false;
    const left = await tx.recoveryCode.count({ where: { userId: user.id, usedAt: null } });
    await recordAudit(tx, user, {
      action: 'user.two-factor-recovery-code',
      entityType: 'User',
      entityId: user.id,
      summary: `${user.email} signed in with a recovery code (${left} left)`,
    });
    return true;
  });
  return spent ? 'ok' : 'RECOVERY_CODE_INVALID';
}

/** Ten codes of 80 random bits each, as XXXX-XXXX-XXXX-XXXX in the base32 alphabet (no 0/O, 1/I to confuse). */
function newRecoveryCodes(): string[] {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length: RECOVERY_CODES }, () => {
    const bytes = randomBytes(16);
    const chars = [...bytes].map((byte) => alphabet[byte % 32]).join('');
    return chars.match(/.{4}/g)!.join('-');
  });
}

async function replaceRecoveryCodes(tx: Prisma.TransactionClient, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.recoveryCode.deleteMany({ where: { userId } });
  await tx.recoveryCode.createMany({
    data: codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code.replace(/-/g, '')) })),
  });
  return codes;
}

/** The caller as far as two-factor goes: a full sign-in or one that must enrol first; staff only. */
function enrollingViewer(ctx: ServiceContext): Viewer {
  const viewer = ctx.viewer ?? ctx.twoFactorPending ?? null;
  if (!viewer) throw unauthenticated();
  if (!usesTwoFactor(viewer.role)) throw forbidden('TWO_FACTOR_STAFF_ONLY');
  return viewer;
}

type TwoFactorStatus = {
  /** Staff sign-ins need it (STAFF_TWO_FACTOR=required, a STAFF/ADMIN/GROUP_LEADER account). */
  required: boolean;
  enabled: boolean;
  /** This sign-in passed two-factor. */
  verified: boolean;
  recoveryCodesLeft: number;
};

/** The caller's two-factor state; readable by a sign-in that must enrol first. */
export async function twoFactorStatus(ctx: ServiceContext): Promise<TwoFactorStatus | null> {
  const viewer = ctx.viewer ?? ctx.twoFactorPending ?? null;
  if (!viewer) return null;
  const [stored, left] = await Promise.all([
    ctx.db.twoFactor.findUnique({ where: { userId: viewer.id } }),
    ctx.db.recoveryCode.count({ where: { userId: viewer.id, usedAt: null } }),
  ]);
  return {
    required: usesTwoFactor(viewer.role) && ctx.config.staffTwoFactor === 'required',
    enabled: !!stored?.enabledAt,
    verified: viewer.twoFactor,
    recoveryCodesLeft: stored?.enabledAt ? left : 0,
  };
}

/**
 * Starts (or restarts) enrolling an authenticator: a new secret, sealed, waiting for its first code. The only answer
 * that ever carries the secret: as text for typing in, and as the otpauth:// address a QR code is drawn from.
 */
export async function startTwoFactorEnrolment(ctx: ServiceContext): Promise<{ secret: string; uri: string }> {
  const viewer = enrollingViewer(ctx);
  const stored = await ctx.db.twoFactor.findUnique({ where: { userId: viewer.id } });
  if (stored?.enabledAt) throw conflict('TWO_FACTOR_ALREADY_ON');
  const secret = generateSecret();
  const secretEnc = sealTwoFactorSecret(ctx.config, viewer.id, secret);
  await ctx.db.twoFactor.upsert({
    where: { userId: viewer.id },
    create: { userId: viewer.id, secretEnc },
    update: { secretEnc, lastTimeStep: null, enabledAt: null },
  });
  return { secret, uri: generateURI({ issuer: ISSUER, label: viewer.email, secret }) };
}

/**
 * Confirms the enrolment with the app's first code: two-factor is on, ten recovery codes are made (answered once),
 * every other sign-in of the account ends and this one is replaced by a sign-in that passed two-factor.
 */
export async function confirmTwoFactorEnrolment(
  ctx: ServiceContext,
  input: unknown,
): Promise<{ token: string; role: Role; recoveryCodes: string[] }> {
  const viewer = enrollingViewer(ctx);
  await ctx.limits.consume('auth', ctx.ip);
  const { code } = parseInput(codeInput, input);
  const account = await ctx.db.user.findUniqueOrThrow({ where: { id: viewer.id } });
  const waiting = await ctx.db.twoFactor.findUnique({ where: { userId: viewer.id } });
  if (!waiting) throw badRequest('TWO_FACTOR_NOT_STARTED');
  if (waiting.enabledAt) throw conflict('TWO_FACTOR_ALREADY_ON');
  await countFailedSignIns(ctx, account.email.toLowerCase(), 0);
  const outcome = await acceptCode(ctx, viewer.id, code, true);
  if (outcome !== 'ok') {
    await countFailedCode(ctx, account, 'authenticator codes');
    throw badRequest(outcome);
  }
  const { codes, user } = await ctx.db.$transaction(async (tx) => {
    const enabled = await tx.twoFactor.updateMany({
      where: { userId: viewer.id, enabledAt: null },
      data: { enabledAt: new Date() },
    });
    if (enabled.count === 0) throw conflict('TWO_FACTOR_ALREADY_ON');
    const made = await replaceRecoveryCodes(tx, viewer.id);
    const updated = await tx.user.update({ where: { id: viewer.id }, data: { tokenVersion: { increment: 1 } } });
    await tx.session.deleteMany({ where: { userId: viewer.id } });
    await recordAudit(tx, viewer, {
      action: 'user.two-factor-enable',
      entityType: 'User',
      entityId: viewer.id,
      summary: `${viewer.email} turned on two-factor sign-in`,
    });
    return { codes: made, user: updated };
  });
  const token = await startSession(ctx.db, user, ctx.config.jwtSecret, ctx.config.jwtTtl, true);
  return { token, role: user.role, recoveryCodes: codes };
}

/**
 * A change to one's own two-factor is proved with a current authenticator code, counted like a sign-in: the
 * per-client limit, the account's failed sign-in budget (a stolen session cannot guess past it), and a failure
 * recorded as one.
 */
async function proveCurrentCode(ctx: ServiceContext, viewer: { id: number }, input: unknown) {
  await ctx.limits.consume('auth', ctx.ip);
  const { code } = parseInput(codeInput, input);
  const account = await ctx.db.user.findUniqueOrThrow({ where: { id: viewer.id } });
  await countFailedSignIns(ctx, account.email.toLowerCase(), 0);
  const enrolled = await ctx.db.twoFactor.findFirst({ where: { userId: viewer.id, enabledAt: { not: null } } });
  if (!enrolled) throw badRequest('TWO_FACTOR_NOT_ON');
  const outcome = await acceptCode(ctx, viewer.id, code);
  if (outcome !== 'ok') {
    await countFailedCode(ctx, account, 'authenticator codes');
    throw badRequest(outcome);
  }
}

/** New recovery codes for a signed-in staff member, proven by a current authenticator code; the old ones die. */
export async function regenerateRecoveryCodes(
  ctx: ServiceContext,
  input: unknown,
): Promise<{ recoveryCodes: string[] }> {
  const viewer = enrollingViewer(ctx);
  if (!ctx.viewer) throw forbidden('TWO_FACTOR_SETUP_REQUIRED');
  await proveCurrentCode(ctx, viewer, input);
  const recoveryCodes = await ctx.db.$transaction(async (tx) => {
    const made = await replaceRecoveryCodes(tx, viewer.id);
    await recordAudit(tx, viewer, {
      action: 'user.two-factor-recovery-codes',
      entityType: 'User',
      entityId: viewer.id,
      summary: `${viewer.email} made new recovery codes (the old ones no longer work)`,
    });
    return made;
  });
  return { recoveryCodes };
}

/** Turns the caller's own two-factor off (a current code proves it is them); not while staff must have it. */
export async function disableTwoFactor(ctx: ServiceContext, input: unknown): Promise<boolean> {
  const viewer = enrollingViewer(ctx);
  if (!ctx.viewer) throw forbidden('TWO_FACTOR_SETUP_REQUIRED');
  if (ctx.config.staffTwoFactor === 'required') throw forbidden('TWO_FACTOR_CANNOT_TURN_OFF');
  await proveCurrentCode(ctx, viewer, input);
  await ctx.db.$transaction(async (tx) => {
    await tx.twoFactor.delete({ where: { userId: viewer.id } });
    await tx.recoveryCode.deleteMany({ where: { userId: viewer.id } });
    await recordAudit(tx, viewer, {
      action: 'user.two-factor-disable',
      entityType: 'User',
      entityId: viewer.id,
      summary: `${viewer.email} turned off two-factor sign-in`,
    });
  });
  return true;
}

/**
 * An ADMIN clears another staff member's authenticator and recovery codes (a lost phone): every sign-in of theirs
 * ends, and their next password sign-in enrols again (or, where it is optional, signs in with the password).
 */
export async function resetTwoFactor(ctx: ServiceContext, input: unknown): Promise<boolean> {
  const admin = requireAdmin(ctx.viewer);
  const { userId } = parseInput(resetTwoFactorInput, input);
  if (userId === admin.id) throw forbidden('TWO_FACTOR_RESET_OWN');
  await ctx.db.$transaction(async (tx) => {
    const target = await tx.user.findUnique({ where: { id: userId } });
    if (!target) throw notFound();
    if (!usesTwoFactor(target.role)) throw badRequest('TWO_FACTOR_RESET_NOT_STAFF');
    const removed = await tx.twoFactor.deleteMany({ where: { userId } });
    if (removed.count === 0) throw badRequest('TWO_FACTOR_NOT_ON');
    await tx.recoveryCode.deleteMany({ where: { userId } });
    await tx.signInChallenge.deleteMany({ where: { userId } });
    await tx.user.update({ where: { id: userId }, data: { tokenVersion: { increment: 1 } } });
    await tx.session.deleteMany({ where: { userId } });
    await recordAudit(tx, admin, {
      action: 'user.two-factor-reset',
      entityType: 'User',
      entityId: userId,
      summary: `Reset the two-factor sign-in of ${target.email} (${target.role}); their sign-ins were ended`,
    });
  });
  return true;
}
