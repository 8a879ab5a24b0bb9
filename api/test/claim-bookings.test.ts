import { randomUUID } from 'node:crypto';

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { aBooking, aTripBooking } from '../../test/support/factories.ts';
import { signToken } from '../src/lib/auth/tokens.ts';
import { configWithLimits, gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';
import { linkToken, sendNewest } from './sent-mail.ts';

/**
 * "Booked before you had an account?": a signed-in customer asks for a link mailed to their address; opening it
 * signed in as that account adds the bookings made with that email and no owner, and nothing else.
 */
let t: TestApp;
const LIMIT = 3;

beforeAll(async () => {
  t = await startTestApp({ config: configWithLimits({}, { claimLinksPerHour: LIMIT }) });
});
afterAll(async () => t.app.close());
afterEach(() => {
  vi.useRealTimers();
});

let clients = 0;
const newClient = () => `198.51.100.${++clients}`;

async function askForLink(token: string, remoteAddress = newClient()) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/my/booking-claims',
    headers: { authorization: `Bearer ${token}` },
    remoteAddress,
  });
  return { status: res.statusCode, body: res.json() };
}

/** The token of the newest claim link mailed to `email`, as the customer receives it (the worker mints it). */
async function linkTokenFor(email: string) {
  const mail = await sendNewest(t.deps.db, email, 'booking-claim');
  return { token: linkToken(mail.text, '/my-trips/claim'), mail };
}

const confirm = (session: string | undefined, token: string) =>
  rest(t, 'POST', '/api/my/booking-claims/confirm', { token: session, json: { token } });

const customer = (email: string) => userWithToken(t, 'USER', email);

async function packageBooking(email: string, userId: number | null = null) {
  return aBooking(t.deps.db, { name: 'Maryam Khan', email, userId, amount: 1000, packageId: null });
}

async function tripBooking(email: string, userId: number | null = null) {
  return aTripBooking(t.deps.db, { name: 'Maryam Khan', email, startDate: new Date('2027-03-04T09:00:00Z'), userId });
}

describe('claim link flow', () => {
  it('mails a link to the account’s address; opening it signed in attaches that email’s unowned bookings', async () => {
    const email = 'maryam.claim@example.com';
    const { user, token: session } = await customer(email);
    const other = await customer('someone.else@example.com');
    const mine = await packageBooking(email);
    const mineUpperCase = await packageBooking('MARYAM.CLAIM@example.com');
    const trip = await tripBooking(email);
    const owned = await packageBooking(email, other.user.id);
    const stranger = await packageBooking('stranger@example.com');

    const asked = await askForLink(session);
    expect(asked).toEqual({
      status: 202,
      // The answer travels by code and values, so the web shows it in the reader's language (decision 0042).
      body: {
        email,
        message: `We sent a link to ${email}. It works for 30 minutes.`,
        reason: 'CLAIM_LINK_SENT',
        params: { email, minutes: 30 },
      },
    });
    const { token, mail } = await linkTokenFor(email);
    expect(mail.subject).toBe('Add your earlier bookings to My trips');
    // Nothing was attached by asking.
    expect(await t.deps.db.booking.count({ where: { userId: user.id } })).toBe(0);

    const opened = await confirm(session, token);
    expect(opened).toMatchObject({
      status: 200,
      body: { claimed: 3, message: '3 bookings added to My trips.', reason: 'CLAIM_ADDED', params: { count: 3 } },
    });
    const ownerOf = async (id: number) => (await t.deps.db.booking.findUniqueOrThrow({ where: { id } })).userId;
    expect(await ownerOf(mine.id)).toBe(user.id);
    expect(await ownerOf(mineUpperCase.id)).toBe(user.id);
    expect((await t.deps.db.tripBooking.findUniqueOrThrow({ where: { id: trip.id } })).userId).toBe(user.id);
    expect(await ownerOf(owned.id)).toBe(other.user.id);
    expect(await ownerOf(stranger.id)).toBeNull();

    const trips = await gql(t, '{ myBookings { items { reference } } }', {}, session);
    expect(trips.data.myBookings.items.map((b: { reference: string }) => b.reference).sort()).toEqual(
      [mine.reference, mineUpperCase.reference, trip.reference].sort(),
    );

    // One audit entry per booking claimed, naming the customer.
    const audit = await t.deps.db.auditEntry.findMany({ where: { action: 'booking.claim', actorId: user.id } });
    expect(audit.map((a) => `${a.entityType}:${a.entityId}`).sort()).toEqual(
      [`Booking:${mine.id}`, `Booking:${mineUpperCase.id}`, `TripBooking:${trip.id}`].sort(),
    );
    expect(audit[0]).toMatchObject({ actorEmail: email, actorRole: 'USER', after: { userId: user.id } });

    // Opening it again finds nothing more.
    expect((await confirm(session, token)).body).toEqual({
      claimed: 0,
      message: `No bookings without an account were found for ${email}.`,
      reason: 'CLAIM_NONE_FOUND',
      params: { email },
    });
  });

  it('works through GraphQL too', async () => {
    const email = 'graphql.claim@example.com';
    const { token: session } = await customer(email);
    await packageBooking(email);
    const asked = await gql(t, 'mutation { requestBookingClaim { email message } }', {}, session);
    expect(asked.data.requestBookingClaim.email).toBe(email);
    const { token } = await linkTokenFor(email);
    const opened = await gql(
      t,
      'mutation ($token: String!) { claimBookings(token: $token) { claimed message reason params } }',
      { token },
      session,
    );
    expect(opened.data.claimBookings).toEqual({
      claimed: 1,
      message: '1 booking added to My trips.',
      reason: 'CLAIM_ADDED',
      params: { count: 1 },
    });
  });
});

describe('the link only works for its account, while fresh', () => {
  it('another signed-in user gets 403 and nothing is attached; anonymous gets 401', async () => {
    const email = 'owner.claim@example.com';
    const { token: session } = await customer(email);
    const booking = await packageBooking(email);
    await askForLink(session);
    const { token } = await linkTokenFor(email);

    const intruder = await customer('intruder@example.com');
    expect(await confirm(intruder.token, token)).toMatchObject({
      status: 403,
      body: {
        error:
          'This link was sent for another account. Sign in with the account that asked for it, then open the link again.',
      },
    });
    expect((await confirm(undefined, token)).status).toBe(401);
    expect((await rest(t, 'POST', '/api/my/booking-claims')).status).toBe(401);
    expect((await t.deps.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).userId).toBeNull();
    expect(await t.deps.db.auditEntry.count({ where: { action: 'booking.claim', entityId: String(booking.id) } })).toBe(
      0,
    );
  });

  it('a link for an address the account no longer has is refused', async () => {
    const { user, token: session } = await customer('before.change@example.com');
    await packageBooking('before.change@example.com');
    await askForLink(session);
    const { token } = await linkTokenFor('before.change@example.com');
    await t.deps.db.user.update({ where: { id: user.id }, data: { email: 'after.change@example.com' } });
    expect((await confirm(session, token)).status).toBe(403);
  });

  it('an expired link, a guessed one and a session token are refused with the same message', async () => {
    const email = 'late.claim@example.com';
    const { user, token: session } = await customer(email);
    await packageBooking(email);
    await askForLink(session);
    const { token } = await linkTokenFor(email);
    const refused = {
      status: 400,
      body: { error: 'This link has expired or is not valid. Ask for a new one from My trips.' },
    };

    vi.useFakeTimers({ now: Date.now() + 31 * 60_000, toFake: ['Date'] });
    expect(await confirm(session, token)).toMatchObject(refused);
    vi.useRealTimers();

    const guessed = 'A'.repeat(token.length);
    expect(await confirm(session, guessed)).toMatchObject(refused);
    const sessionToken = await signToken(
      'session',
      { userId: user.id, role: 'USER', tokenVersion: 0, sessionId: randomUUID() },
      t.deps.config.jwtSecret,
      '1h',
    );
    expect(await confirm(session, sessionToken)).toMatchObject(refused);
    expect(await t.deps.db.booking.count({ where: { userId: user.id } })).toBe(0);
    // Still valid before expiry.
    expect((await confirm(session, token)).body.claimed).toBe(1);
  });
});

describe('rate limits', () => {
  it('counts links per account and per client address', async () => {
    const a = await customer('limit.a@example.com');
    const b = await customer('limit.b@example.com');
    const c = await customer('limit.c@example.com');
    // One account from several addresses: the account's allowance runs out.
    for (let i = 0; i < LIMIT; i += 1) expect((await askForLink(a.token)).status).toBe(202);
    const refused = await askForLink(a.token);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(
      'We sent several links recently. Please use the latest one, or try again in an hour.',
    );
    // Several accounts from one address: the address's allowance runs out.
    const shared = newClient();
    for (let i = 0; i < LIMIT; i += 1) expect((await askForLink(i % 2 ? b.token : c.token, shared)).status).toBe(202);
    expect((await askForLink(b.token, shared)).status).toBe(429);
    expect((await askForLink(b.token)).status).toBe(202);
    expect(await t.deps.db.outboxEmail.count({ where: { to: 'limit.a@example.com', kind: 'booking-claim' } })).toBe(
      LIMIT,
    );
  });
});
