import { createPrismaClient } from '@rihla/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedIfEmpty } from '../../prisma/seed/catalogue.ts';
import { seedOutbox } from '../../scripts/seed-outbox.ts';
import { resetDatabase } from '../../test/db.ts';

const db = createPrismaClient();

beforeAll(async () => {
  await resetDatabase(db);
  await seedIfEmpty(db);
});
afterAll(() => db.$disconnect());

describe('the demo outbox', () => {
  it('holds a receipt per seeded payment and an acknowledgement per consultation, waiting as mail does without SMTP', async () => {
    const written = await seedOutbox(db);
    const [payments, consultations] = [await db.payment.count(), await db.consultation.count()];
    expect(payments).toBeGreaterThan(0);
    expect(written).toBe(payments + consultations);

    const rows = await db.outboxEmail.findMany({ orderBy: { id: 'asc' } });
    expect(rows.every((row) => row.status === 'PENDING' && row.lastError === 'not sent: no SMTP_URL')).toBe(true);
    expect(rows.every((row) => /@example\.(com|net|org)$/.test(row.to))).toBe(true);
    expect(rows.filter((row) => row.kind === 'consultation-ack')).toHaveLength(consultations);
    expect(rows.some((row) => row.subject.startsWith('Deposit received: '))).toBe(true);
    expect(rows.some((row) => row.subject.startsWith('Balance received: '))).toBe(true);
    expect(rows.every((row) => row.createdAt <= new Date())).toBe(true);
    // Nothing seeded carries a secret link (decision 0013): no token, no link to mint.
    expect(
      rows.filter(
        (row) =>
          /#token=|\[secure link/.test(row.text + row.html) ||
          (row.links !== null && JSON.stringify(row.links) !== '[]'),
      ),
    ).toEqual([]);

    // A deposit's receipt says what remains and by when.
    const deposit = await db.payment.findFirstOrThrow({ where: { purpose: 'DEPOSIT' }, include: { booking: true } });
    const receipt = rows.find((row) => row.text.includes(deposit.intentId))!;
    expect(receipt.text).toContain('Still to pay');
    expect(receipt.text).toContain(deposit.booking!.reference);
    // Each receipt names its payment, so the sender attaches that payment's PDF.
    expect(receipt.paymentId).toBe(deposit.id);
    expect(rows.filter((row) => row.paymentId !== null)).toHaveLength(payments);

    // Written once: a second run adds nothing.
    expect(await seedOutbox(db)).toBe(0);
  });
});
