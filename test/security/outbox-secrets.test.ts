/**
 * Issue #28 item 1 (docs/decisions/0013, "Tokens in links"): no working secret rests in the database. A STAFF member
 * who reads the outbox cannot take over an ADMIN, and a dump taken after the booking, reset, claim and newsletter
 * journeys holds no token that opens anything.
 */
import { createHash } from 'node:crypto';

import { beforeAll, describe, expect, it } from 'vitest';

import { pricedPackage } from './support/catalogue.ts';
import { eventually, fromAddress, product, sql } from './support/product.ts';
import { invitedAccount } from './support/staff.ts';

const admin = fromAddress('127.0.2.1');
const staffClient = fromAddress('127.0.2.2');
const customer = fromAddress('127.0.2.3');
const ADMIN_EMAIL = 'admin@security.example';
const STAFF = { name: 'Desk Staff', email: 'desk.staff@security.example', password: 'Desk-staff-Password-2026!' };
const CUSTOMER = { name: 'Returning Pilgrim', email: 'returning@security.example', password: 'Pilgrim-Password-2026!' };
// Base64url runs as long as a 160-bit token (27 characters) or longer: every token the product mints has this shape.
const TOKEN_SHAPED = /[A-Za-z0-9_-]{27,}/g;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

let staffToken: string;
let bookingToken: string;

beforeAll(async () => {
  await invitedAccount(admin, STAFF);
  const signedIn = await staffClient.post('/api/auth/login', { email: STAFF.email, password: STAFF.password });
  staffToken = signedIn.body.token;
  // An invitation still open: its mailed link must not rest anywhere either.
  expect(
    (
      await admin.post(
        '/api/staff-invitations',
        { name: 'Pending Staff', email: 'pending.staff@security.example', role: 'ADMIN' },
        { token: product().adminToken },
      )
    ).status,
  ).toBe(201);

  // The journeys whose mails carry secret links: booking received, password reset, find my bookings, newsletter.
  const pkg = await pricedPackage(customer);
  const booked = await customer.post('/api/bookings', {
    acceptTerms: true,
    name: CUSTOMER.name,
    email: CUSTOMER.email,
    packageId: pkg.id,
  });
  expect(booked.status, booked.text).toBe(201);
  bookingToken = booked.body.accessToken;
  const registered = await customer.post('/api/auth/register', CUSTOMER);
  expect(registered.status, registered.text).toBe(201);
  const claim = await customer.post('/api/my/booking-claims', undefined, { token: registered.body.token });
  expect(claim.status, claim.text).toBe(202);
  expect((await customer.post('/api/newsletter', { email: CUSTOMER.email })).status).toBe(200);
  expect((await customer.post('/api/auth/password-reset', { email: CUSTOMER.email })).status).toBe(200);
  expect((await staffClient.post('/api/auth/password-reset', { email: ADMIN_EMAIL })).status).toBe(200);

  // The worker sends them all (to the suite's SMTP server), minting their links.
  await eventually(
    'every mail with a secret link sent',
    async () =>
      (
        await sql<{ waiting: number }>(
          `SELECT count(*)::int AS waiting FROM "OutboxEmail" WHERE "links" <> '[]'::jsonb AND status <> 'SENT'`,
        )
      )[0].waiting === 0,
    60_000,
  );
});

/** The stored hashes a token is checked against, and whether `candidates` has one whose SHA-256 is among them. */
async function workingTokens(candidates: string[]): Promise<string[]> {
  const hashes = candidates.map(sha256);
  const rows = await sql<{ hash: string }>(
    `SELECT "tokenHash" AS hash FROM "PasswordReset" WHERE "tokenHash" = ANY($1) AND "usedAt" IS NULL
     UNION ALL SELECT "tokenHash" FROM "BookingClaimLink" WHERE "tokenHash" = ANY($1)
     UNION ALL SELECT "accessTokenHash" FROM "Booking" WHERE "accessTokenHash" = ANY($1)
     UNION ALL SELECT "mailedAccessTokenHash" FROM "Booking" WHERE "mailedAccessTokenHash" = ANY($1)
     UNION ALL SELECT "accessTokenHash" FROM "TripBooking" WHERE "accessTokenHash" = ANY($1)
     UNION ALL SELECT "confirmTokenHash" FROM "NewsletterSubscriber" WHERE "confirmTokenHash" = ANY($1)
     UNION ALL SELECT "unsubscribeTokenHash" FROM "NewsletterSubscriber" WHERE "unsubscribeTokenHash" = ANY($1)
     UNION ALL SELECT "tokenHash" FROM "StaffInvitation" WHERE "tokenHash" = ANY($1) AND "usedAt" IS NULL`,
    [hashes],
  );
  const found = new Set(rows.map((row) => row.hash));
  return candidates.filter((candidate) => found.has(sha256(candidate)));
}

describe('the outbox takeover', () => {
  it('a STAFF reader of an ADMIN’s reset email finds no link that resets the password', async () => {
    const list = await staffClient.get('/api/emails?kind=password-reset', { token: staffToken });
    expect(list.status).toBe(200);
    const toAdmin = list.body.filter((email: { to: string }) => email.to === ADMIN_EMAIL);
    expect(toAdmin.length).toBeGreaterThan(0);
    for (const { id } of toAdmin) {
      const one = await staffClient.get(`/api/emails/${id}`, { token: staffToken });
      expect(one.status).toBe(200);
      expect(one.body.email.text).toContain('[secure link 1: created when the email is sent]');
      expect(one.body.email.devMailboxText).toBeNull();
      const candidates = [...new Set(one.text.match(TOKEN_SHAPED) ?? [])];
      expect(await workingTokens(candidates)).toEqual([]);
      for (const token of candidates.slice(0, 5)) {
        const tried = await staffClient.post('/api/auth/password-reset/confirm', {
          token,
          password: 'Taken-over-Password-2026!',
        });
        expect(tried.status).toBe(400);
      }
    }
    // The admin's session still works: no reset ended it.
    expect((await admin.get('/api/emails?limit=1', { token: product().adminToken })).status).toBe(200);
  });
});

describe('a dump of the database', () => {
  it('holds no token that works, in any text column of any table', async () => {
    const columns = await sql<{ table: string; column: string }>(
      `SELECT table_name AS table, column_name AS column FROM information_schema.columns
       WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'character', 'jsonb', 'json', 'citext', 'USER-DEFINED')
       AND table_name <> '_prisma_migrations'`,
    );
    const candidates = new Set<string>();
    for (const { table, column } of columns) {
      const values = await sql<{ value: string | null }>(`SELECT "${column}"::text AS value FROM "${table}"`);
      for (const { value } of values) for (const match of value?.match(TOKEN_SHAPED) ?? []) candidates.add(match);
    }
    expect(candidates.size).toBeGreaterThan(0);
    expect(await workingTokens([...candidates])).toEqual([]);
    // The check is the API's own: the token shown once at booking does work, and it is nowhere in the dump.
    expect(await workingTokens([bookingToken])).toEqual([bookingToken]);
    expect(candidates.has(bookingToken)).toBe(false);
    const checkout = await customer.get(`/api/bookings/${await bookingId()}/checkout?kind=PACKAGE`, { bookingToken });
    expect(checkout.status).toBe(200);
  });
});

async function bookingId(): Promise<number> {
  const [row] = await sql<{ id: number }>(`SELECT id FROM "Booking" WHERE "accessTokenHash" = $1`, [
    sha256(bookingToken),
  ]);
  return row.id;
}
