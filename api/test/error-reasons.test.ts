import { englishMessage, englishMessageOf } from '@rihla/db/error-messages';
import {
  ALL_ERROR_REASONS,
  ENGLISH_ONLY_REASONS,
  englishTextOf,
  ERROR_REASONS,
  type ErrorParams,
  MONEY_PARAMS,
} from '@rihla/db/error-reasons';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { AppError, badRequest, conflict } from '../src/lib/errors.ts';
import { parseInput } from '../src/lib/validation.ts';
import { requestInput } from '../src/services/cancellations.service.ts';
import { gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

/** Issue #16: every message a visitor can meet travels with a stable code the client translates by. */
describe('error reasons', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('REST answers keep the English `error` and add its `reason`', async () => {
    const badEmail = await rest(t, 'POST', '/api/bookings', {
      json: { acceptTerms: true, name: 'Ali', email: 'nope' },
    });
    expect(badEmail).toMatchObject({ status: 400 });
    expect(badEmail.body).toEqual({ error: 'Please enter a valid email address.', reason: 'EMAIL_INVALID' });

    const unknownPackage = await rest(t, 'POST', '/api/bookings', {
      json: { acceptTerms: true, name: 'Ali', email: 'ali@example.com', packageId: 999_999 },
    });
    expect(unknownPackage.body).toEqual({
      error: 'The selected package does not exist.',
      reason: 'PACKAGE_UNAVAILABLE',
    });

    await userWithToken(t, 'USER', 'pilgrim@example.com');
    const wrong = await rest(t, 'POST', '/api/auth/login', {
      json: { email: 'pilgrim@example.com', password: 'not-the-one' },
    });
    expect(wrong).toMatchObject({ status: 401, body: { error: 'Invalid credentials', reason: 'CREDENTIALS_INVALID' } });

    expect((await rest(t, 'GET', '/api/no-such-thing')).body).toEqual({ error: 'Not found.', reason: 'NOT_FOUND' });
  });

  it('a message with a number carries its values as `params`', async () => {
    const long = await rest(t, 'POST', '/api/consultations', {
      json: { name: 'x'.repeat(201), email: 'a@example.com', message: 'Ramadan dates?' },
    });
    expect(long.body).toEqual({
      error: 'Must be at most 200 characters.',
      reason: 'TEXT_TOO_LONG',
      params: { max: 200 },
    });
  });

  it('a staff-only message has a code of the English-only part of the table, and its values', async () => {
    const { token } = await userWithToken(t, 'ADMIN');
    const refused = await rest(t, 'GET', '/api/payment-events?state=lost', { token });
    expect(refused.body).toEqual({
      error: 'State must be one of: DEAD, PENDING, PROCESSED.',
      reason: 'PAYMENT_EVENT_STATE_INVALID',
      params: { states: 'DEAD, PENDING, PROCESSED' },
    });
  });

  it('a field of the wrong JSON type is named in a code of its own, never in zod’s words', async () => {
    const wrongType = await rest(t, 'POST', '/api/consultations', {
      json: { name: 'Ali', email: 'a@example.com', message: 42 },
    });
    expect(wrongType.body).toEqual({
      error: 'Please fill name, email and message.',
      reason: 'CONSULTATION_FIELDS_REQUIRED',
    });
    const list = await rest(t, 'POST', '/api/consultations', { json: [1, 2] });
    expect(list.body).toEqual({ error: 'The request body must be a JSON object.', reason: 'BODY_NOT_OBJECT' });
  });

  it('GraphQL errors carry extensions.reason beside the unchanged message', async () => {
    const login = await gql(t, 'mutation { login(email: "nobody@example.com", password: "wrong-one") { token } }');
    expect(login.errors?.[0]).toMatchObject({
      message: 'Invalid credentials',
      extensions: { code: 'UNAUTHENTICATED', reason: 'CREDENTIALS_INVALID' },
    });
    const booking = await gql(
      t,
      'mutation { createBooking(input: {acceptTerms: true, name: "Ali", email: "not-an-email"}) { message } }',
    );
    expect(booking.errors?.[0]).toMatchObject({
      message: 'Please enter a valid email address.',
      extensions: { code: 'BAD_USER_INPUT', reason: 'EMAIL_INVALID' },
    });
    const missing = await gql(
      t,
      'mutation { createBooking(input: {acceptTerms: true, name: "Ali", email: "a@example.com", packageId: 999999}) { message } }',
    );
    expect(missing.errors?.[0]?.extensions).toMatchObject({ reason: 'PACKAGE_UNAVAILABLE' });
  });
});

/**
 * A value for each placeholder of an ICU text: a number for plurals and numbers, minor units and a currency for
 * amounts, else a word.
 */
function sampleParams(text: string): ErrorParams {
  const params: ErrorParams = {};
  for (const [, name, type] of text.matchAll(/\{(\w+)(?:, (\w+))?/g)) {
    if (MONEY_PARAMS.has(name)) Object.assign(params, { [name]: 250_000, currency: 'SAR' });
    else params[name] = type === 'plural' || type === 'number' ? 2 : type === 'select' ? 'string' : `<${name}>`;
  }
  return params;
}

describe('the error table', () => {
  it('formats every code’s English with its values, and a text without values as written', () => {
    for (const reason of ALL_ERROR_REASONS) {
      const text = englishTextOf(reason);
      const params = sampleParams(text);
      const english = englishMessageOf(reason, params);
      if (Object.keys(params).length === 0) expect(english, reason).toBe(text);
      else expect(english, reason).not.toMatch(/[{}]/);
    }
  });

  it('keeps the customer-facing and the English-only codes apart, and no English text twice', () => {
    const both = Object.keys(ERROR_REASONS).filter((reason) => Object.hasOwn(ENGLISH_ONLY_REASONS, reason));
    expect(both).toEqual([]);
    const texts = ALL_ERROR_REASONS.map(englishTextOf);
    expect(texts.filter((text, i) => texts.indexOf(text) !== i)).toEqual([]);
  });

  it('writes plurals, days and nested codes as the API always wrote them', () => {
    expect(englishMessage('SEATS_FEW_LEFT', { count: 1 })).toBe('Only 1 seat left on this departure.');
    expect(englishMessage('SEATS_FEW_LEFT', { count: 3 })).toBe('Only 3 seats left on this departure.');
    expect(englishMessage('TRAVELLERS_AT_MOST', { count: 2 })).toBe(
      'This booking is for 2 travellers, so at most 2 can be added.',
    );
    expect(englishMessage('SIGN_IN_LOCKED', { minutes: 1 })).toBe(
      'Too many failed sign-ins for this account. Try again in 1 minute, or reset your password.',
    );
    expect(
      englishMessage('PASSPORT_EXPIRES_TOO_SOON', { name: 'Amina', expiry: '2027-02-03', validUntil: '2027-09-30' }),
    ).toBe(
      'The passport of Amina expires on 3 Feb 2027; it must be valid until at least 30 Sep 2027 (six months after you return).',
    );
    expect(englishMessage('TRAVELLER_ISSUE', { number: 2, detail: 'TRAVELLER_PASSPORT_REQUIRED' })).toBe(
      'Traveller 2: Enter the passport number.',
    );
    expect(englishMessage('CURRENCY_INVALID', { currencies: 'USD, SAR' })).toBe('Currency must be one of: USD, SAR.');
  });

  it('writes amounts, which travel as minor units with their currency, as the pages show money', () => {
    expect(englishMessage('AGENCY_CREDIT_LIMIT', { owed: 740_000, limit: 750_050, currency: 'GBP' })).toBe(
      'This booking would bring what your agency owes to £7,400.00, over its credit limit of £7,500.50. Pay an open invoice or ask us to raise the limit.',
    );
    expect(
      englishMessage('AGENCY_CREDIT_LIMIT_OVERDUE', {
        count: 2,
        invoices: 'RIH-2026-0003, RIH-2026-0007',
        owed: 1_250_000,
        limit: 1_000_000,
        currency: 'JPY',
      }),
    ).toBe(
      'The invoices RIH-2026-0003, RIH-2026-0007 are overdue: please pay before booking more. This booking would bring what your agency owes to ¥1,250,000, over its credit limit of ¥1,000,000.',
    );
  });

  it('types each code’s values from its text', () => {
    expect(conflict('SEATS_FEW_LEFT', { count: 2 }).params).toEqual({ count: 2 });
    expect(badRequest('PACKAGE_UNAVAILABLE').params).toBeUndefined();
    // Never called: each line must fail the type check (npx tsc -p api), or its @ts-expect-error fails it.
    const refusedByTheTypes = () => [
      // @ts-expect-error a text with {count} needs its count
      conflict('SEATS_FEW_LEFT'),
      // @ts-expect-error a plural's value is a number
      conflict('SEATS_FEW_LEFT', { count: 'two' }),
      // @ts-expect-error a text without placeholders takes no values
      badRequest('PACKAGE_UNAVAILABLE', { count: 1 }),
      // @ts-expect-error only codes of the table
      badRequest('The selected package does not exist.'),
      // @ts-expect-error an amount travels in minor units, never written out
      conflict('AGENCY_CREDIT_LIMIT', { owed: 'GBP 7,400.00', limit: 750_000, currency: 'GBP' }),
      // @ts-expect-error an amount travels with its currency
      conflict('AGENCY_CREDIT_LIMIT', { owed: 740_000, limit: 750_000 }),
    ];
    void refusedByTheTypes;
  });

  it('answers a value of the wrong JSON type with a code naming the field, never zod’s text', () => {
    const refusal = (input: unknown) => {
      try {
        parseInput(requestInput, input);
      } catch (error) {
        return error instanceof AppError
          ? { message: error.message, reason: error.reason, params: error.params }
          : error;
      }
      return undefined;
    };
    expect(refusal({ reason: 42 })).toEqual({
      message: '“reason” must be text.',
      reason: 'FIELD_TYPE_INVALID',
      params: { field: 'reason', expected: 'string' },
    });
    expect(refusal([{ reason: 'x' }])).toEqual({
      message: 'The request body must be a JSON object.',
      reason: 'BODY_NOT_OBJECT',
      params: undefined,
    });
    expect(refusal({ reason: 'x'.repeat(501) })).toMatchObject({ reason: 'CANCEL_REASON_TOO_LONG' });
  });
});
