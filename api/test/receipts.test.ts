import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { hasArabicWord, pdfText } from '../../test/pdf-text.ts';
import { datedBooking } from '../../test/support/booked-departures.ts';
import { aTripBooking, inDays } from '../../test/support/factories.ts';
import { bookingCallers, configWithLimits, gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

const TOO_MANY = 'Too many attempts. Please wait a minute and try again.';
let t: TestApp;
let staff: string;
let owner: { token: string; user: { id: number } };
let stranger: string;

/** A booking of a dated package with two travellers (saved through the API: passports sealed), deposit paid. */
async function depositPaidBooking(app = t, bookingOwner = owner) {
  const { booking, token } = await datedBooking(app, {
    userId: bookingOwner.user.id,
    status: 'DEPOSIT_PAID',
    booking: { depositDue: 40000 },
  });
  const traveller = (fullName: string, passportNumber: string, relation: string, gender: string) => ({
    fullName,
    dateOfBirth: '1985-04-12',
    nationality: 'GB',
    passportNumber,
    passportExpiry: inDays(2000),
    relation,
    gender,
  });
  const saved = await rest(app, 'PUT', `/api/bookings/${booking.id}/travellers`, {
    token: bookingOwner.token,
    json: {
      travellers: [
        traveller('Amina Rahman', 'K1234567890', 'LEAD', 'FEMALE'),
        traveller('Muhammad Rahman', 'L98765432', 'SPOUSE', 'MALE'),
      ],
    },
  });
  expect(saved.status).toBe(200);
  // A name in Arabic script, as saved before names had to be the passport's Latin line (decision 0056): stored
  // rows keep it, and the receipt must still draw it.
  await app.deps.db.traveller.update({
    where: { bookingId_position: { bookingId: booking.id, position: 2 } },
    data: { fullName: 'محمد Rahman' },
  });
  const payment = await app.deps.db.payment.create({
    data: {
      bookingId: booking.id,
      intentId: `pi_deposit_${booking.id}`,
      purpose: 'DEPOSIT',
      amount: 40000,
      currency: 'GBP',
      provider: 'demo',
      receivedAt: new Date('2026-11-20T10:00:00Z'),
    },
  });
  return { booking, payment, token };
}

/** The raw answer: rest() decodes bodies as text, which would mangle the PDF's bytes. */
async function download(url: string, headers: Record<string, string> = {}, app = t, remoteAddress?: string) {
  const response = await app.app.inject({ method: 'GET', url, headers, remoteAddress });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
}

beforeAll(async () => {
  t = await startTestApp();
  ({ staff, owner, stranger } = await bookingCallers(t));
});

afterAll(async () => {
  await t.app.close();
});

describe('a payment’s PDF receipt', () => {
  it('downloads for the owner, the token holder and staff; anyone else gets the 404 of a missing booking', async () => {
    const { booking, payment, token } = await depositPaidBooking();
    const url = `/api/bookings/${booking.id}/payments/${payment.id}/receipt.pdf`;
    const callers: Record<string, string>[] = [
      { authorization: `Bearer ${owner.token}` },
      { authorization: `Bearer ${staff}` },
      { 'x-booking-token': token },
    ];
    for (const headers of callers) {
      const answer = await download(url, headers);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['content-disposition']).toBe(`attachment; filename="receipt-${booking.reference}-1.pdf"`);
      expect(answer.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    }
    for (const caller of [{}, { token: stranger }, { headers: { 'x-booking-token': 'not-the-token' } }]) {
      expect(await rest(t, 'GET', url, caller)).toMatchObject({ status: 404, body: { error: 'Booking not found.' } });
    }
  });

  it('is not found through another booking, even for staff', async () => {
    const first = await depositPaidBooking();
    const second = await depositPaidBooking();
    const url = `/api/bookings/${second.booking.id}/payments/${first.payment.id}/receipt.pdf`;
    expect(await rest(t, 'GET', url, { token: staff })).toMatchObject({
      status: 404,
      body: { error: 'Receipt not found.' },
    });
  });

  it('states the operator, reference, travellers, amounts, date and provider reference, never a passport', async () => {
    const { booking, payment } = await depositPaidBooking();
    const url = `/api/bookings/${booking.id}/payments/${payment.id}/receipt.pdf`;
    const text = pdfText((await download(url, { authorization: `Bearer ${staff}` })).bytes);
    for (const expected of [
      'Rihla Travel',
      booking.reference,
      'Umrah Classic',
      'Double',
      'Amina Rahman',
      'Deposit',
      'GBP 400.00',
      'GBP',
      '20 November 2026',
      `pi_deposit_${booking.id}`,
      'GBP 1,600.00',
    ]) {
      expect(text).toContain(expected);
    }
    // The Arabic name is written in Arabic letters (issue #31), not as '????'.
    expect(hasArabicWord(text, 'محمد')).toBe(true);
    expect(text).not.toContain('?');
    expect(text).not.toMatch(/K1234567890|L98765432|7890|5432/);
  });

  it('is rendered once and kept: later downloads carry the same bytes after the travellers and amount change', async () => {
    const { booking, payment, token } = await depositPaidBooking();
    const url = `/api/bookings/${booking.id}/payments/${payment.id}/receipt.pdf`;
    const first = await download(url, { 'x-booking-token': token });
    expect(first.status).toBe(200);

    await t.deps.db.traveller.updateMany({ where: { bookingId: booking.id }, data: { fullName: 'Renamed Traveller' } });
    await t.deps.db.booking.update({ where: { id: booking.id }, data: { amount: 250_000 } });
    const later = [];
    for (let i = 0; i < 3; i++) later.push(await download(url, { 'x-booking-token': token }));

    for (const answer of later) expect(answer.bytes.equals(first.bytes)).toBe(true);
    const text = pdfText(first.bytes);
    expect(text).toContain('Amina Rahman');
    expect(text).not.toContain('Renamed Traveller');
    const kept = await t.deps.db.paymentReceipt.findMany({ where: { paymentId: payment.id } });
    expect(kept).toHaveLength(1);
    expect(kept[0].fileName).toBe(`receipt-${booking.reference}-1.pdf`);
    expect(Buffer.from(kept[0].pdf).equals(first.bytes)).toBe(true);
  });

  it('is listed on the booking in My trips, one per payment, so the card links to each', async () => {
    const { booking, payment } = await depositPaidBooking();
    const answer = await gql(
      t,
      'query { myBookings { items { id reference receipts { paymentId purpose } } } }',
      {},
      owner.token,
    );
    const mine = answer.data.myBookings.items.find((b: { id: number }) => b.id === booking.id);
    expect(mine.receipts).toEqual([{ paymentId: payment.id, purpose: 'DEPOSIT' }]);
  });
});

describe('the receipt download limit', () => {
  it('answers 429 with Retry-After past RECEIPT_RATE_LIMIT downloads a minute; other clients still download', async () => {
    // A second app with its own limit; it empties the database, so this runs last.
    const limited = await startTestApp({ config: configWithLimits({ receipt: 2 }) });
    try {
      const { booking, payment, token } = await depositPaidBooking(limited, await userWithToken(limited, 'USER'));
      const url = `/api/bookings/${booking.id}/payments/${payment.id}/receipt.pdf`;
      const headers = { 'x-booking-token': token };
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await download(url, headers, limited, '198.51.100.20'));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
      expect(JSON.parse(answers[2].bytes.toString())).toEqual({ error: TOO_MANY, reason: 'RATE_LIMITED' });
      const retryAfter = Number(answers[2].headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect((await download(url, headers, limited, '198.51.100.21')).status).toBe(200);
    } finally {
      await limited.app.close();
    }
  });
});

describe('a trip booking’s PDF receipts (decision 0047)', () => {
  /** A paid trip booking of `userId` with its Payment row, as the worker writes it. */
  async function paidTrip(userId: number | null) {
    const trip = await aTripBooking(t.deps.db, {
      userId,
      status: 'PAID',
      paidAt: new Date(),
      amount: 30_000,
      currency: 'SAR',
      holdExpiresAt: null,
    });
    const payment = await t.deps.db.payment.create({
      data: {
        tripBookingId: trip.id,
        intentId: `pi_trip_${trip.id}`,
        purpose: 'FULL',
        amount: 30_000,
        currency: 'SAR',
        provider: 'demo',
        receivedAt: new Date(),
      },
    });
    return { trip, payment };
  }

  it('lists them in My trips; the owner, the token holder and staff download them, no one else', async () => {
    // Callers of its own: the rate limit test's second app above starts on an empty database (their users are gone).
    const { staff, owner: traveller, stranger } = await bookingCallers(t);
    const { trip, payment } = await paidTrip(traveller.user.id);
    const answer = await gql(t, MY_TRIP_RECEIPTS, {}, traveller.token);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.myBookings.items).toContainEqual({
      kind: 'TRIP',
      id: trip.id,
      amountPaid: 30_000,
      receipts: [{ paymentId: payment.id, purpose: 'FULL' }],
    });

    const url = `/api/trip-bookings/${trip.id}/payments/${payment.id}/receipt.pdf`;
    const callers: Record<string, string>[] = [
      { authorization: `Bearer ${traveller.token}` },
      { authorization: `Bearer ${staff}` },
      { 'x-booking-token': trip.accessToken },
    ];
    for (const headers of callers) {
      const ok = await download(url, headers);
      expect(ok.status).toBe(200);
      expect(ok.headers['content-disposition']).toBe(`attachment; filename="receipt-${trip.reference}-1.pdf"`);
      expect(pdfText(ok.bytes)).toContain('Jeddah - Makkah');
    }

    const other = await paidTrip(null);
    const refused: { url: string; headers: Record<string, string> }[] = [
      // A stranger, another trip's token, this payment under the other trip, a package booking of the same id.
      { url, headers: { authorization: `Bearer ${stranger}` } },
      { url, headers: { 'x-booking-token': other.trip.accessToken } },
      {
        url: `/api/trip-bookings/${other.trip.id}/payments/${payment.id}/receipt.pdf`,
        headers: { 'x-booking-token': other.trip.accessToken },
      },
      {
        url: `/api/bookings/${trip.id}/payments/${payment.id}/receipt.pdf`,
        headers: { authorization: `Bearer ${staff}` },
      },
    ];
    for (const { url: address, headers } of refused) expect((await download(address, headers)).status).toBe(404);
  });
});

const MY_TRIP_RECEIPTS = /* GraphQL */ `
  query {
    myBookings {
      items {
        kind
        id
        amountPaid
        receipts {
          paymentId
          purpose
        }
      }
    }
  }
`;
