/** Section 1 of docs/decisions/0007-public-safety.md: nobody pays, or reads, a booking that is not theirs. */
import { beforeAll, describe, expect, it } from 'vitest';

import { inDays, pricedPackage, trainOptions } from './support/catalogue.ts';
import { expectNoLeak, from, product, sql } from './support/product.ts';

// Every refusal is the one answer of a missing booking (with its stable reason code), so nothing tells them apart.
const NOT_FOUND = { error: 'Booking not found.', reason: 'BOOKING_NOT_FOUND' };
const victim = from(51);
const attacker = from(52);
const VICTIM = { name: 'Victim Traveller', email: 'victim.traveller@security.example', phone: '+966512345678' };

let owed: { id: number; price: number; currency: string };
let booking: { id: number; token: string };

beforeAll(async () => {
  owed = await pricedPackage(victim);
  const created = await victim.post('/api/bookings', { acceptTerms: true, ...VICTIM, packageId: owed.id });
  expect(created.status, created.text).toBe(201);
  booking = { id: created.body.booking.id, token: created.body.accessToken };
});

const intentFor = (id: number, amount = owed.price) => ({ bookingId: id, amount, currency: owed.currency });

describe('booking access tokens', () => {
  it('answers a booking with a random token of at least 160 bits, stored only as a hash', async () => {
    expect(booking.token).toMatch(/^[A-Za-z0-9_-]{27,}$/);
    const [row] = await sql<{ accessTokenHash: string }>('SELECT "accessTokenHash" FROM "Booking" WHERE id = $1', [
      booking.id,
    ]);
    expect(row.accessTokenHash).toBeTruthy();
    expect(row.accessTokenHash).not.toContain(booking.token);
  });

  it('walking booking ids without a token yields the same 404 for every id and no customer data', async () => {
    // Ids around the victim's, plus ids that do not exist: the answers must be indistinguishable.
    const ids = [...Array.from({ length: 12 }, (_, i) => booking.id - 8 + i), 999_999].filter((id) => id > 0);
    for (const id of ids) {
      const reply = await attacker.post('/api/payments/create-intent', intentFor(id));
      expect(reply.status, `create-intent for booking ${id}`).toBe(404);
      expect(reply.body).toEqual(NOT_FOUND);
    }
    for (const path of [
      `/api/bookings/${booking.id}/checkout?kind=PACKAGE`,
      `/api/payments/status?bookingId=${booking.id}&kind=PACKAGE`,
    ]) {
      const reply = await attacker.get(path);
      expect(reply.status, path).toBe(404);
      expect(reply.body).toEqual(NOT_FOUND);
    }
  });

  it("another booking's valid token does not open this one", async () => {
    const own = await attacker.post('/api/bookings', {
      acceptTerms: true,
      name: 'Attacker',
      email: 'attacker@security.example',
      packageId: owed.id,
    });
    expect(own.status).toBe(201);
    const reply = await attacker.post('/api/payments/create-intent', intentFor(booking.id), {
      bookingToken: own.body.accessToken,
    });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual(NOT_FOUND);
    const status = await attacker.get(`/api/payments/status?bookingId=${booking.id}`, {
      bookingToken: `${booking.token.slice(0, -2)}xx`,
    });
    expect(status.status).toBe(404);
  });

  it('a wrong amount is refused without naming the amount owed', async () => {
    const reply = await victim.post('/api/payments/create-intent', intentFor(booking.id, 1), {
      bookingToken: booking.token,
    });
    expect(reply.status).toBe(400);
    const major = owed.price / 100;
    for (const shown of [String(owed.price), String(major), major.toFixed(2), major.toLocaleString('en-US')]) {
      expect(reply.text).not.toContain(shown);
    }
    expectNoLeak(reply, 'wrong amount');
  });

  it('the token holder pays, reads the checkout and the status', async () => {
    const intent = await victim.post('/api/payments/create-intent', intentFor(booking.id), {
      bookingToken: booking.token,
    });
    expect(intent.status, intent.text).toBe(200);
    expect(intent.body.clientSecret).toEqual(expect.any(String));
    const checkout = await victim.get(`/api/bookings/${booking.id}/checkout?kind=PACKAGE`, {
      bookingToken: booking.token,
    });
    expect(checkout.status).toBe(200);
    const status = await victim.get(`/api/payments/status?bookingId=${booking.id}&kind=PACKAGE`, {
      bookingToken: booking.token,
    });
    expect(status.body).toEqual({ status: 'PENDING' });
  });

  it("a signed-in customer's booking opens with their session only", async () => {
    const customer = from(53);
    const session = await customer.post('/api/auth/register', {
      name: 'Signed In',
      email: 'signed.in@security.example',
      password: 'Signed-in-Password-1',
    });
    expect(session.status).toBe(201);
    const created = await customer.post(
      '/api/bookings',
      { name: 'Signed In', email: 'signed.in@security.example', packageId: owed.id, acceptTerms: true },
      { token: session.body.token },
    );
    const path = `/api/payments/status?bookingId=${created.body.booking.id}`;
    expect((await customer.get(path, { token: session.body.token })).status).toBe(200);

    const other = await from(54).post('/api/auth/register', {
      name: 'Other',
      email: 'other.customer@security.example',
      password: 'Other-customer-Password-1',
    });
    const refused = await from(54).get(path, { token: other.body.token });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual(NOT_FOUND);
  });

  it('staff see any checkout', async () => {
    const reply = await from(55).get(`/api/bookings/${booking.id}/checkout?kind=PACKAGE`, {
      token: product().adminToken,
    });
    expect(reply.status).toBe(200);
  });

  it('GraphQL needs the token too: NOT_FOUND without it, the payment with it', async () => {
    const PAY = 'mutation($input: PaymentIntentInput!) { createPaymentIntent(input: $input) { clientSecret } }';
    const refused = await attacker.graphql(PAY, { input: intentFor(booking.id) });
    expect(refused.body.data?.createPaymentIntent ?? null).toBeNull();
    expect(refused.body.errors[0]).toMatchObject({ message: 'Booking not found.', extensions: { code: 'NOT_FOUND' } });
    expect(refused.text).not.toContain(VICTIM.email);

    const paid = await victim.graphql(PAY, { input: intentFor(booking.id) }, { bookingToken: booking.token });
    expect(paid.body.data.createPaymentIntent.clientSecret).toEqual(expect.any(String));
  });

  it('GraphQL checkout and payment status are NOT_FOUND without the token', async () => {
    for (const query of [
      'query($id: Int!) { checkoutBooking(id: $id) { status } }',
      'query($id: Int!) { paymentStatus(bookingId: $id) }',
    ]) {
      const reply = await attacker.graphql(query, { id: booking.id });
      expect(reply.body.data ?? null, query).toBeNull();
      expect(reply.body.errors[0], query).toMatchObject({
        message: 'Booking not found.',
        extensions: { code: 'NOT_FOUND' },
      });
      expect(reply.text).not.toContain(VICTIM.email);
    }
  });

  it('GraphQL createBooking and bookTrip answer with an access token', async () => {
    const reply = await from(56).graphql(
      'mutation($input: CreateBookingInput!) { createBooking(input: $input) { accessToken booking { id } } }',
      {
        input: {
          acceptTerms: true,
          name: 'Graph Customer',
          email: 'graph.customer@security.example',
          packageId: owed.id,
        },
      },
    );
    expect(reply.body.data.createBooking.accessToken).toMatch(/^[A-Za-z0-9_-]{27,}$/);
    const [option] = await trainOptions(from(56), inDays(10));
    const trip = await from(56).graphql(
      'mutation($input: BookTripInput!) { bookTrip(input: $input) { accessToken } }',
      {
        input: {
          optionId: option.id,
          passengers: 1,
          name: 'Graph Traveller',
          email: 'graph.traveller@security.example',
          acceptTerms: true,
        },
      },
    );
    expect(trip.body.data.bookTrip.accessToken).toMatch(/^[A-Za-z0-9_-]{27,}$/);
  });

  it('a trip booking is paid with its own token and kind TRIP, never without it', async () => {
    const traveller = from(57);
    const [option] = await trainOptions(traveller, inDays(10));
    const created = await traveller.post('/api/custom-bookings', {
      optionId: option.id,
      passengers: 1,
      name: 'Trip Victim',
      email: 'trip.victim@security.example',
      acceptTerms: true,
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.accessToken).toMatch(/^[A-Za-z0-9_-]{27,}$/);
    const pay = { bookingId: created.body.booking.id, amount: option.price, currency: option.currency, kind: 'TRIP' };

    const refused = await attacker.post('/api/payments/create-intent', pay);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual(NOT_FOUND);
    const paid = await traveller.post('/api/payments/create-intent', pay, { bookingToken: created.body.accessToken });
    expect(paid.status, paid.text).toBe(200);
  });
});
