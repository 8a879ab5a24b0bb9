import { ERROR_REASONS, reasonOf } from '@rihla/db/error-reasons';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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
    const badEmail = await rest(t, 'POST', '/api/bookings', { json: { name: 'Ali', email: 'nope' } });
    expect(badEmail).toMatchObject({ status: 400 });
    expect(badEmail.body).toEqual({ error: 'Please enter a valid email address.', reason: 'EMAIL_INVALID' });

    const unknownPackage = await rest(t, 'POST', '/api/bookings', {
      json: { name: 'Ali', email: 'ali@example.com', packageId: 999_999 },
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

  it('a staff-only message has no reason and keeps its body as before', async () => {
    const { token } = await userWithToken(t, 'ADMIN');
    const refused = await rest(t, 'GET', '/api/payment-events?state=lost', { token });
    expect(refused.body).toEqual({ error: 'State must be one of: DEAD, PENDING, PROCESSED.' });
  });

  it('GraphQL errors carry extensions.reason beside the unchanged message', async () => {
    const login = await gql(t, 'mutation { login(email: "nobody@example.com", password: "wrong-one") { token } }');
    expect(login.errors?.[0]).toMatchObject({
      message: 'Invalid credentials',
      extensions: { code: 'UNAUTHENTICATED', reason: 'CREDENTIALS_INVALID' },
    });
    const booking = await gql(t, 'mutation { createBooking(input: {name: "Ali", email: "not-an-email"}) { message } }');
    expect(booking.errors?.[0]).toMatchObject({
      message: 'Please enter a valid email address.',
      extensions: { code: 'BAD_USER_INPUT', reason: 'EMAIL_INVALID' },
    });
    const missing = await gql(
      t,
      'mutation { createBooking(input: {name: "Ali", email: "a@example.com", packageId: 999999}) { message } }',
    );
    expect(missing.errors?.[0]?.extensions).toMatchObject({ reason: 'PACKAGE_UNAVAILABLE' });
  });
});

describe('reasonOf', () => {
  it('finds every plain text of the table by its exact English', () => {
    for (const [reason, text] of Object.entries(ERROR_REASONS)) {
      if (!/\{\w+[,}]/.test(text)) expect(reasonOf(text)?.reason, text).toBe(reason);
    }
    expect(reasonOf('This booking’s seat hold has expired. Please search again and book a new option.')?.reason).toBe(
      'HOLD_EXPIRED',
    );
    // A straight apostrophe is another text.
    expect(
      reasonOf("This booking's seat hold has expired. Please search again and book a new option."),
    ).toBeUndefined();
    expect(reasonOf('Something nobody wrote.')).toBeUndefined();
  });

  it('reads the values of the messages with numbers, names and dates', () => {
    expect(reasonOf('Only 1 seat left on this departure.')).toEqual({ reason: 'SEATS_FEW_LEFT', params: { count: 1 } });
    expect(reasonOf('Only 3 seats left on this departure.')).toEqual({
      reason: 'SEATS_FEW_LEFT',
      params: { count: 3 },
    });
    expect(reasonOf('This booking is for 2 travellers, so at most 2 can be added.')).toEqual({
      reason: 'TRAVELLERS_AT_MOST',
      params: { count: 2 },
    });
    expect(reasonOf('Traveller 2: Enter the passport number.')).toEqual({
      reason: 'TRAVELLER_ISSUE',
      params: { number: 2, detail: 'Enter the passport number.' },
    });
    expect(
      reasonOf('Traveller 3: only traveller 1 is the lead traveller; choose their relation to them.')?.reason,
    ).toBe('TRAVELLER_ONLY_FIRST_IS_LEAD');
    expect(
      reasonOf(
        'The passport of Amina Rahman expires on 3 Feb 2027; it must be valid until at least 14 Aug 2027 (six months after you return).',
      ),
    ).toEqual({
      reason: 'PASSPORT_EXPIRES_TOO_SOON',
      params: { name: 'Amina Rahman', expiry: '2027-02-03', validUntil: '2027-08-14' },
    });
    expect(
      reasonOf(
        'Traveller details could be changed online until 18 Jan 2027 (30 days before departure). Please contact us to change them now.',
      ),
    ).toEqual({ reason: 'TRAVELLERS_EDIT_CLOSED', params: { date: '2027-01-18', days: 30 } });
    expect(
      reasonOf(
        'You already hold seats on 3 unpaid bookings. Pay for one or wait for a hold to expire before booking more.',
      ),
    ).toEqual({ reason: 'SEAT_HOLDS_LIMIT', params: { count: 3 } });
    expect(reasonOf('This booking is EXPIRED and cannot be paid.')).toEqual({
      reason: 'BOOKING_NOT_PAYABLE',
      params: { status: 'EXPIRED' },
    });
  });
});
