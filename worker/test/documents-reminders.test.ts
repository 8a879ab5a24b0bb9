import { createPrismaClient } from '@rihla/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { resetDatabase } from '../../test/db.ts';
import { aDocumentType, aTraveller, requireDocuments } from '../../test/support/documents.ts';
import { aBooking, aDeparture, aPackage, DAY_MS } from '../../test/support/factories.ts';
import { reminderWindow, sweepDocumentsReminders } from '../src/documents-reminders.ts';

/**
 * The automatic documents reminders (issue #33, decision 0063): 14 and 3 days before the traveller deadline, once
 * each, to travelling bookings that still miss a required document at that moment.
 */

const db = createPrismaClient();
const URL = 'https://rihla.example';

beforeAll(() => resetDatabase(db));
afterAll(() => db.$disconnect());

describe('the reminder windows', () => {
  it('are 14 days down to 4 before the deadline, then 3 down to the deadline day itself', () => {
    expect([30, 15, 14, 4, 3, 0, -1].map(reminderWindow)).toEqual([null, null, 14, 14, 3, 3, null]);
  });
});

describe('the documents reminders sweep', () => {
  it('mails once per window, only travelling bookings still missing something at that moment', async () => {
    // Deadline 21 days before departure; departing in 31 days puts the deadline 10 days away: the 14-day window.
    const pkg = await aPackage(db, { travellerDeadlineDays: 21 });
    const passport = await aDocumentType(db, 'PASSPORT-SWEEP', 'Passport');
    await requireDocuments(db, pkg.id, [passport.id]);
    const soon = await aDeparture(db, { packageId: pkg.id, departIn: 31 });
    const later = await aDeparture(db, { packageId: pkg.id, departIn: 60 });
    const onSoon = { packageId: pkg.id, departureId: soon.id, status: 'PAID' as const, paid: true };
    const missing = await aBooking(db, onSoon);
    await aTraveller(db, missing.id);
    const sentLater = await aBooking(db, onSoon);
    const late = await aTraveller(db, sentLater.id);
    const complete = await aBooking(db, onSoon);
    const done = await aTraveller(db, complete.id);
    const upload = (travellerId: number) =>
      db.travellerDocument.create({
        data: { travellerId, documentTypeId: passport.id, contentType: 'application/pdf', size: 10 },
      });
    await upload(done.id);
    const cancelled = await aBooking(db, { ...onSoon, status: 'CANCELLED', cancelledAt: new Date() });
    await aTraveller(db, cancelled.id);
    const notYet = await aBooking(db, { ...onSoon, departureId: later.id });
    await aTraveller(db, notYet.id);

    // Only this test's bookings: another file's rows in the same database may be swept too.
    const ours = [missing, sentLater, complete, cancelled, notYet].map((booking) => booking.email);
    const mailed = async (ids: number[]) =>
      (await db.outboxEmail.findMany({ where: { id: { in: ids }, to: { in: ours } }, select: { dedupeKey: true } }))
        .map((row) => row.dedupeKey)
        .sort();

    const now = new Date();
    const first = await sweepDocumentsReminders(db, URL, now);
    expect(await mailed(first)).toEqual(
      [`documents-reminder:${missing.id}:14`, `documents-reminder:${sentLater.id}:14`].sort(),
    );
    // An hour later: the same window, nothing again.
    expect(await mailed(await sweepDocumentsReminders(db, URL, new Date(now.getTime() + 3600_000)))).toEqual([]);

    // One of them sends the passport; eight days on (2 days to the deadline) only the other is reminded.
    await upload(late.id);
    const second = await sweepDocumentsReminders(db, URL, new Date(now.getTime() + 8 * DAY_MS));
    expect(await mailed(second)).toEqual([`documents-reminder:${missing.id}:3`]);
    const mail = await db.outboxEmail.findUniqueOrThrow({ where: { dedupeKey: `documents-reminder:${missing.id}:3` } });
    expect(mail).toMatchObject({ kind: 'documents-reminder', to: missing.email, links: [] });
    expect(mail.text).toContain('Passport: not sent yet');
    expect(mail.text).toContain(`${URL}/my-trips`);
    expect(await db.outboxEmail.count({ where: { to: { in: [complete.email, cancelled.email, notYet.email] } } })).toBe(
      0,
    );
  });
});
