import { createPrismaClient } from '@rihla/db';
import { lastSixMonths, readStats, refreshStats } from '@rihla/db/stats';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { resetDatabase } from '../../test/db.ts';
import { aPackage } from '../../test/support/factories.ts';
import { aBookingAtCheckout } from '../../test/support/payment-events.ts';

const db = createPrismaClient();

beforeEach(() => resetDatabase(db));
afterAll(() => db.$disconnect());

describe('lastSixMonths', () => {
  it('runs oldest first across a year boundary', () => {
    expect(lastSixMonths(new Date('2027-02-14T10:00:00Z'))).toEqual([
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
  });

  it('uses the UTC month, not the local one', () => {
    expect(lastSixMonths(new Date('2026-06-30T23:59:59.999Z')).at(-1)).toBe('2026-06');
    expect(lastSixMonths(new Date('2026-07-01T00:00:00Z'))).toEqual([
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
    ]);
  });
});

describe('refreshStats', () => {
  it('counts every figure and includes empty months in the series', async () => {
    const now = new Date();
    const thisMonth = now.toISOString().slice(0, 7);
    const threeMonthsAgo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 15));
    const tooOld = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 6, 28));
    await db.user.createMany({
      data: [
        { name: 'Admin', email: 'admin@example.com', passwordHash: 'x', role: 'ADMIN' },
        { name: 'Staff', email: 'staff@example.com', passwordHash: 'x', role: 'STAFF' },
        { name: 'User', email: 'user@example.com', passwordHash: 'x' },
      ],
    });
    const pkg = await aPackage(db, { code: 'UMR-1', name: 'Umrah 10 nights', price: 150_000 });
    const user = await db.user.findFirstOrThrow({ where: { role: 'USER' } });
    await db.review.create({ data: { rating: 5, packageId: pkg.id, userId: user.id } });
    await db.consultation.create({ data: { name: 'Yusuf', email: 'y@example.com', message: 'Hajj 2027?' } });
    await aBookingAtCheckout(db, { status: 'PAID' });
    await aBookingAtCheckout(db);
    await aBookingAtCheckout(db, { createdAt: threeMonthsAgo });
    await aBookingAtCheckout(db, { createdAt: tooOld });

    const stats = await refreshStats(db, now);

    expect(stats).toMatchObject({
      users: 3,
      admins: 1,
      staff: 2,
      pkgs: 1,
      reviews: 1,
      bookings: 4,
      paidBookings: 1,
      consultations: 1,
    });
    expect(stats.series.map((m) => m.month)).toEqual(lastSixMonths(now));
    expect(stats.series.at(-1)).toEqual({ month: thisMonth, count: 2 });
    expect(stats.series.find((m) => m.month === threeMonthsAgo.toISOString().slice(0, 7))?.count).toBe(1);
    expect(stats.series.filter((m) => m.count === 0)).toHaveLength(4);
    expect(await db.statsAggregate.count()).toBe(1);
  });

  it('updates the single row on every refresh', async () => {
    await refreshStats(db);
    await aBookingAtCheckout(db);
    const stats = await refreshStats(db);

    expect(stats.bookings).toBe(1);
    expect(await db.statsAggregate.findMany({ select: { id: true, bookings: true } })).toEqual([
      { id: 1, bookings: 1 },
    ]);
  });
});

describe('readStats', () => {
  it('answers zeros over six months, flagged stale, before the worker stored any figures', async () => {
    await aBookingAtCheckout(db);

    const { stats, stale } = await readStats(db);

    expect(stale).toBe(true);
    expect(stats.bookings).toBe(0);
    expect(stats.series.map((m) => m.month)).toEqual(lastSixMonths(new Date()));
  });

  it('serves the stored row without recomputing it', async () => {
    await refreshStats(db);
    await aBookingAtCheckout(db);

    expect(await readStats(db)).toMatchObject({ stats: { bookings: 0 }, stale: false });
  });

  it('realigns a row stored in an earlier month on the current six months, flagged stale', async () => {
    const lastMonth = new Date();
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1, 1);
    await aBookingAtCheckout(db, { createdAt: lastMonth });
    await refreshStats(db, lastMonth);

    const { stats, stale } = await readStats(db);

    expect(stale).toBe(true);
    expect(stats.series.map((m) => m.month)).toEqual(lastSixMonths(new Date()));
    expect(stats.series.at(-2)).toEqual({ month: lastMonth.toISOString().slice(0, 7), count: 1 });
    expect(stats.series.at(-1)?.count).toBe(0);
  });
});
