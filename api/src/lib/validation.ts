import { englishTextOf, type ErrorParams, type ErrorReason, isErrorReason } from '@rihla/db/error-reasons';
import { z } from 'zod';

import { requireStaff } from './auth/viewer.ts';
import type { ServiceContext } from './context.ts';
import type { Db } from './db.ts';
import { AppError, type Coded } from './errors.ts';
import { CURRENCIES, isCurrency } from './money.ts';

/**
 * Input rules shared by every service. Inputs come from JSON bodies, query strings, multipart fields and
 * GraphQL variables, so each helper accepts the honest spellings of a value (42 or "42", true or "true")
 * and nothing looser: no `true` or `[1]` as a number, no "false" as true, nothing past int4, no NUL bytes.
 *
 * A schema's messages are codes of @rihla/db/error-reasons (`int('PAGE_INVALID')`), or a code with its values
 * (`issueMessage('SEATS_INVALID', { max })`); an issue zod words itself (a wrong type, a missing or unknown field)
 * becomes a code too, so no answer carries zod's own text.
 */

/** A zod message: a code, or a code with its values (made by issueMessage). */
export type IssueMessage = ErrorReason | (string & { readonly codedIssue: true });

/** A code with values as a zod message; parseInput reads it back. */
export function issueMessage<R extends ErrorReason>(...[reason, params]: Coded<R>): IssueMessage {
  const values = params as ErrorParams | undefined;
  return (values ? `${reason} ${JSON.stringify(values)}` : reason) as IssueMessage;
}

const EXPECTED_TYPES = new Set(['string', 'number', 'boolean', 'array', 'object']);

/** The code of a zod issue zod worded itself: which field, and what it must be. */
function zodOwnIssue(issue: z.core.$ZodIssue): { reason: ErrorReason; params?: ErrorParams } {
  const field = issue.path.join('.');
  if (issue.code === 'invalid_type') {
    if (!field) return { reason: 'BODY_NOT_OBJECT' };
    if (issue.input === undefined) return { reason: 'FIELD_REQUIRED', params: { field } };
    const expected = EXPECTED_TYPES.has(issue.expected) ? issue.expected : 'other';
    return { reason: 'FIELD_TYPE_INVALID', params: { field, expected } };
  }
  if (issue.code === 'unrecognized_keys') return { reason: 'FIELD_UNKNOWN', params: { field: issue.keys.join(', ') } };
  return field ? { reason: 'FIELD_INVALID', params: { field } } : { reason: 'INPUT_INVALID' };
}

/** The code (and values) of a zod issue: the schema's own, with a too-long text's limit filled in, or zodOwnIssue's. */
export function issueReason(issue: z.core.$ZodIssue): { reason: ErrorReason; params?: ErrorParams } {
  const space = issue.message.indexOf(' ');
  const reason = space < 0 ? issue.message : issue.message.slice(0, space);
  if (!isErrorReason(reason)) return zodOwnIssue(issue);
  const params = space < 0 ? undefined : (JSON.parse(issue.message.slice(space + 1)) as ErrorParams);
  if (!params && issue.code === 'too_big' && englishTextOf(reason).includes('{max}'))
    return { reason, params: { max: Number(issue.maximum) } };
  return { reason, ...(params && { params }) };
}

/** Parses input with a zod schema; the first issue's code becomes the 400 answer. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (!result.success) {
    // zod reports at least one issue for a failed parse.
    const { reason, params } = issueReason(result.error.issues[0]);
    throw new AppError(400, 'BAD_USER_INPUT', reason, params);
  }
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
export const int = (message: IssueMessage, { min = -INT4_MAX, max = INT4_MAX }: { min?: number; max?: number } = {}) =>
  z.preprocess(
    integerLike,
    z
      .number({ error: message })
      .int({ error: message })
      .min(Math.max(min, -INT4_MAX), { error: message })
      .max(Math.min(max, INT4_MAX), { error: message }),
  );

/** A decimal number (multipliers) from a number or a plain decimal string; never from booleans or arrays. */
export const decimal = (message: IssueMessage, { min, max }: { min: number; max: number }) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: message })
      .refine(Number.isFinite, { error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );

/** An optional field of a change: absent or null leaves it as it is (GraphQL sends null for what was not given). */
export const kept = <S extends z.ZodType>(schema: S) => z.preprocess((value) => value ?? undefined, schema.optional());

/** Ids arrive as numbers (GraphQL) or strings (REST paths): positive int4 only. */
export const id = int('ID_INVALID', { min: 1 });

/** true/false, or exactly the strings "true"/"false" (forms and query strings). "false" is false. */
export const strictBoolean = (message: IssueMessage = 'BOOLEAN_INVALID') =>
  z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: message }));

/** PostgreSQL cannot store NUL in text, nor compare text holding it: refused as input, never a database error. */
export const hasNoNul = (s: string) => !s.includes('\u0000');

/**
 * Free text: NUL bytes refused (PostgreSQL cannot store them), capped length (`message` says so; a text with
 * `{max}` gets the limit). Not a string at all is zod's wrong-type issue, which names the field.
 */
export const text = (max = TEXT_MAX, message: IssueMessage = 'TEXT_TOO_LONG') =>
  z
    .string()
    .refine(hasNoNul, { error: 'TEXT_HAS_NUL' })
    .pipe(z.string().max(max, { error: message }));

/** Required text: trimmed, non-empty, NUL-free, at most `max` characters. */
export const trimmed = (message: IssueMessage, max = TEXT_MAX) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .refine(hasNoNul, { error: 'TEXT_HAS_NUL' })
    .pipe(z.string().max(max, { error: 'TEXT_TOO_LONG' }));

export const email = (message: IssueMessage = 'EMAIL_INVALID') =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .pipe(z.string().max(EMAIL_MAX, { error: 'EMAIL_TOO_LONG' }))
    .pipe(z.email({ error: message }));

const CURRENCY_MESSAGE = issueMessage('CURRENCY_INVALID', { currencies: CURRENCIES.join(', ') });

/** One of the accepted currencies (lib/money.ts), any case in, upper case out. */
export const currency = z
  .string({ error: CURRENCY_MESSAGE })
  .trim()
  .toUpperCase()
  .refine(isCurrency, { error: CURRENCY_MESSAGE });

export const pageArgs = z.object({
  page: int('PAGE_INVALID', { min: 1, max: 100_000 }).default(1),
  pageSize: int('PAGE_SIZE_INVALID', { min: 1, max: 100 }).default(20),
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
