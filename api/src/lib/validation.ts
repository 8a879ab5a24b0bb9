import { z } from 'zod';

import { requireStaff } from './auth/viewer.ts';
import type { ServiceContext } from './context.ts';
import type { Db } from './db.ts';
import { badRequest } from './errors.ts';
import { CURRENCIES, isCurrency } from './money.ts';

/**
 * Input rules shared by every service. Inputs come from JSON bodies, query strings, multipart fields and
 * GraphQL variables, so each helper accepts the honest spellings of a value (42 or "42", true or "true")
 * and nothing looser: no `true` or `[1]` as a number, no "false" as true, nothing past int4, no NUL bytes.
 */

/** Parses input with a zod schema; the first issue's message becomes the 400 error text. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'Invalid input.');
  return result.data;
}

/** PostgreSQL int4: ids, money in minor units and counts must fit, or the database answers with a 500. */
export const INT4_MAX = 2_147_483_647;
/** RFC 5321's limit for a whole address. */
export const EMAIL_MAX = 254;
/** Default cap for a short text field (names, codes, titles). */
const TEXT_MAX = 200;

const INTEGER_TEXT = /^-?\d{1,10}$/;

/** A whole number given as a JSON number or its decimal spelling ("42"); anything else is left as is to fail. */
function integerLike(value: unknown): unknown {
  if (typeof value === 'string' && INTEGER_TEXT.test(value.trim())) return Number(value.trim());
  return value;
}

/** A whole number within [min, max] (both inside int4), from a number or a decimal string only. */
export const int = (message: string, { min = -INT4_MAX, max = INT4_MAX }: { min?: number; max?: number } = {}) =>
  z.preprocess(
    integerLike,
    z
      .number({ error: message })
      .int({ error: message })
      .min(Math.max(min, -INT4_MAX), { error: message })
      .max(Math.min(max, INT4_MAX), { error: message }),
  );

/** A decimal number (multipliers) from a number or a plain decimal string; never from booleans or arrays. */
export const decimal = (message: string, { min, max }: { min: number; max: number }) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: message })
      .refine(Number.isFinite, { error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );

/** Ids arrive as numbers (GraphQL) or strings (REST paths): positive int4 only. */
export const id = int('Invalid id.', { min: 1 });

/** true/false, or exactly the strings "true"/"false" (forms and query strings). "false" is false. */
export const strictBoolean = (message = 'Must be true or false.') =>
  z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: message }));

/** PostgreSQL cannot store NUL in text, nor compare text holding it: refused as input, never a database error. */
export const hasNoNul = (s: string) => !s.includes('\u0000');

/** Free text: NUL bytes refused (PostgreSQL cannot store them), capped length. */
export const text = (max = TEXT_MAX, message = `Must be at most ${max} characters.`) =>
  z
    .string({ error: message })
    .refine(hasNoNul, { error: 'Text must not contain NUL characters.' })
    .pipe(z.string().max(max, { error: message }));

/** Required text: trimmed, non-empty, NUL-free, at most `max` characters. */
export const trimmed = (message: string, max = TEXT_MAX) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .refine(hasNoNul, { error: 'Text must not contain NUL characters.' })
    .pipe(z.string().max(max, { error: `Must be at most ${max} characters.` }));

export const email = (message = 'Please enter a valid email address.') =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .pipe(z.string().max(EMAIL_MAX, { error: `Email addresses are at most ${EMAIL_MAX} characters.` }))
    .pipe(z.email({ error: message }));

const CURRENCY_MESSAGE = `Currency must be one of: ${CURRENCIES.join(', ')}.`;

/** One of the accepted currencies (lib/money.ts), any case in, upper case out. */
export const currency = z
  .string({ error: CURRENCY_MESSAGE })
  .trim()
  .toUpperCase()
  .refine(isCurrency, { error: CURRENCY_MESSAGE });

export const pageArgs = z.object({
  page: int('Page must be a whole number from 1.', { min: 1, max: 100_000 }).default(1),
  pageSize: int('Page size must be between 1 and 100.', { min: 1, max: 100 }).default(20),
});

type PageWindow = { skip: number; take: number };

/** The admin lists' order: newest first, ties by id so pages never overlap. */
export const NEWEST_FIRST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

export function pageWindow(args: unknown): PageWindow {
  const { page, pageSize } = parseInput(pageArgs, args ?? {});
  return { skip: (page - 1) * pageSize, take: pageSize };
}

/** One page of an admin list (`page`/`pageSize` in `args`) and the whole list's total. */
export async function listPage<T>(
  args: unknown,
  rows: (window: PageWindow) => PromiseLike<T[]>,
  count: () => PromiseLike<number>,
): Promise<{ items: T[]; total: number }> {
  const window = pageWindow(args);
  const [items, total] = await Promise.all([rows(window), count()]);
  return { items, total };
}

/**
 * A staff-only admin list as a service function `(ctx, args)`: one page of `rows` and the whole list's total.
 * The queries take the database rather than being built here, so each keeps its own include/select types.
 */
export function staffListPage<T>(
  rows: (db: Db, window: PageWindow) => PromiseLike<T[]>,
  count: (db: Db) => PromiseLike<number>,
) {
  return async (ctx: ServiceContext, args?: unknown) => {
    requireStaff(ctx.viewer);
    return listPage(
      args,
      (window) => rows(ctx.db, window),
      () => count(ctx.db),
    );
  };
}
