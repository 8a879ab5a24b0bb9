import { z } from 'zod';
import type { Role } from '@rihla/db';
import type { ServiceContext } from '../lib/context.ts';
import { parseInput, EMAIL_MAX, trimmed, email } from '../lib/validation.ts';
import { conflict, isUniqueViolation, unauthenticated } from '../lib/errors.ts';
import { hashPassword, spendPasswordCheck, verifyPassword } from '../lib/auth/password.ts';
import { signSessionToken } from '../lib/auth/tokens.ts';
import { passwordRule } from './users.service.ts';

export type AuthResult = { token: string; role: Role };

// Serialises first-admin creation: two concurrent setup requests can never both see "no admin yet".
const FIRST_ADMIN_LOCK = 7_140_301;

const loginInput = z.object({
  email: z.string({ error: 'Please enter email and password.' }).trim().min(1, { error: 'Please enter email and password.' }),
  password: z.string({ error: 'Please enter email and password.' }).min(1, { error: 'Please enter email and password.' }),
});

const registerInput = z.object({
  name: trimmed('Please fill all fields.'),
  email: trimmed('Please fill all fields.', EMAIL_MAX).pipe(email()),
  password: z.string({ error: 'Please fill all fields.' }).min(1, { error: 'Please fill all fields.' }).pipe(passwordRule),
  role: z.enum(['ADMIN', 'USER'], { error: 'Only ADMIN (during first setup) or USER can be requested.' }).optional(),
});

export async function isSetupRequired(ctx: Pick<ServiceContext, 'db'>): Promise<boolean> {
  return (await ctx.db.user.count({ where: { role: 'ADMIN' } })) === 0;
}

async function issueToken(ctx: ServiceContext, user: { id: number; role: Role }): Promise<AuthResult> {
  const token = await signSessionToken({ userId: user.id, role: user.role }, ctx.config.jwtSecret, ctx.config.jwtTtl);
  return { token, role: user.role };
}

export async function login(ctx: ServiceContext, input: unknown): Promise<AuthResult> {
  await ctx.authLimiter.consume(`login:${ctx.ip}`);
  const { email: address, password } = parseInput(loginInput, input);
  const user = await ctx.db.user.findUnique({ where: { email: address } });
  if (!user) {
    await spendPasswordCheck(password);
    throw unauthenticated('Invalid credentials');
  }
  if (!(await verifyPassword(user.passwordHash, password))) throw unauthenticated('Invalid credentials');
  return issueToken(ctx, user);
}

/**
 * Public sign-up. While no ADMIN exists, asking for role ADMIN creates the first administrator (the /setup
 * screen); afterwards public registration only ever creates customers (USER), whatever is asked.
 */
export async function register(ctx: ServiceContext, input: unknown): Promise<AuthResult> {
  await ctx.authLimiter.consume(`register:${ctx.ip}`);
  const data = parseInput(registerInput, input);
  const passwordHash = await hashPassword(data.password);
  try {
    const user = await ctx.db.$transaction(async (tx) => {
      let role: Role = 'USER';
      if (data.role === 'ADMIN') {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`;
        const admins = await tx.user.count({ where: { role: 'ADMIN' } });
        if (admins > 0) {
          throw conflict('An admin already exists. Creating another via this page is disabled. Please log in or ask an admin to create users.');
        }
        role = 'ADMIN';
      }
      return tx.user.create({ data: { name: data.name, email: data.email, passwordHash, role } });
    });
    return issueToken(ctx, user);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('An account with this email already exists.');
    throw error;
  }
}

