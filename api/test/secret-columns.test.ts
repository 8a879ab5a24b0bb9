import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { datedBooking } from '../../test/support/booked-departures.ts';
import { aTripBooking } from '../../test/support/factories.ts';
import { hashAccessToken } from '../src/lib/booking-access.ts';
import { rest, startTestAppWithStaff, type TestApp, userWithToken } from './helpers.ts';

/** Issue #28: no answer carries a secret's hash, because the client leaves those columns out of every query. */
let t: TestApp;
let staff: string;

beforeAll(async () => {
  ({ t, staff } = await startTestAppWithStaff());
});

afterAll(async () => {
  await t.app.close();
});

describe('secret-hash columns', () => {
  it('are in no staff booking list or detail', async () => {
    const owner = await userWithToken(t, 'USER');
    const { booking, token } = await datedBooking(t, { userId: owner.user.id });
    const list = await rest(t, 'GET', '/api/bookings?first=100', { token: staff });
    expect(list.status).toBe(200);
    const detail = await rest(t, 'GET', `/api/admin/bookings/${booking.id}`, { token: staff });
    expect(detail.status).toBe(200);
    for (const answer of [list.body, detail.body]) {
      expect(JSON.stringify(answer)).not.toContain('accessTokenHash');
      expect(JSON.stringify(answer)).not.toContain(hashAccessToken(token));
    }
  });

  it('are left out of every row the client reads unless a query names them', async () => {
    const owner = await userWithToken(t, 'USER');
    await datedBooking(t, { userId: owner.user.id });
    await aTripBooking(t.deps.db, { amount: 10_000, currency: 'USD' });
    const { db } = t.deps;
    const hash = 'f'.repeat(64);
    await db.passwordReset.create({ data: { userId: owner.user.id, tokenHash: hash, expiresAt: new Date() } });
    await db.newsletterSubscriber.create({
      data: { email: 'reader@example.com', confirmTokenHash: hash, unsubscribeTokenHash: `${hash}0` },
    });
    const answers = [
      await db.booking.findMany({ include: { user: true } }),
      await db.tripBooking.findMany(),
      await db.user.findMany({ include: { passwordResets: true } }),
      await db.newsletterSubscriber.findMany(),
    ];
    for (const rows of answers) expect(rows.length).toBeGreaterThan(0);
    const text = JSON.stringify(answers);
    for (const column of ['accessTokenHash', 'passwordHash', 'tokenHash', 'confirmTokenHash', 'unsubscribeTokenHash'])
      expect(text).not.toContain(`"${column}"`);
    expect(text).not.toContain(hash);
    // Named, a column is still read (the access check and the login need theirs).
    const named = await db.booking.findFirstOrThrow({
      where: { userId: owner.user.id },
      omit: { accessTokenHash: false },
    });
    expect(named.accessTokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});
