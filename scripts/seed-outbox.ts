/**
 * The emails the seeded story would have produced, so a fresh install's admin Emails page shows real messages: a
 * receipt for every seeded payment (deposit, balance or in full, with what remained) and the acknowledgement of
 * every seeded consultation, rendered by the worker's own templates. They wait in the outbox as the product keeps
 * mail without SMTP_URL (PENDING, "not sent: no SMTP_URL"), dated when their payment or request happened. The
 * seed's addresses are all in the example domains (reserved by RFC 2606), so an install that later sets SMTP_URL
 * sends nothing to a real person. Run by `prepareDatabase` right after the catalogue seed, only on a fresh database.
 */
import type { PrismaClient } from '@rihla/db';
import {
  consultationAckEmail,
  NO_SMTP,
  type OutboxMessage,
  packageTitle,
  paymentReceiptEmail,
  publicUrl,
} from '@rihla/worker/emails';

const RESERVED = /@example\.(com|net|org)$/;

export async function seedOutbox(db: PrismaClient): Promise<number> {
  const url = publicUrl();
  // A receipt names its payment, so the sender attaches its PDF as it does for the worker's receipts.
  const messages: { message: OutboxMessage; at: Date; paymentId?: number }[] = [];

  const payments = await db.payment.findMany({
    orderBy: [{ bookingId: 'asc' }, { receivedAt: 'asc' }],
    include: { booking: { include: { package: { select: { name: true, translations: true } } } } },
  });
  const paidSoFar = new Map<number, number>();
  for (const payment of payments) {
    const { booking } = payment;
    // The seed pays package bookings only; a trip payment has no package booking.
    if (!booking) continue;
    const paid = (paidSoFar.get(booking.id) ?? 0) + payment.amount;
    paidSoFar.set(booking.id, paid);
    const message = paymentReceiptEmail(
      url,
      {
        id: booking.id,
        kind: 'PACKAGE',
        name: booking.name,
        email: booking.email,
        title: packageTitle(booking.package, booking.locale),
        amount: booking.amount,
        currency: booking.currency,
        reference: booking.reference,
        // In the language of the booking, as the worker writes it (the seed's are English unless it says otherwise).
        locale: booking.locale,
      },
      {
        key: payment.intentId,
        amount: payment.amount,
        currency: payment.currency,
        paidAt: payment.receivedAt,
        providerReference: payment.intentId,
        purpose: payment.purpose,
        remaining: Math.max(0, (booking.amount ?? 0) - paid),
        balanceDueAt: booking.balanceDueAt,
      },
    );
    messages.push({ message, at: payment.receivedAt, paymentId: payment.id });
  }

  const consultations = await db.consultation.findMany({ orderBy: { createdAt: 'asc' } });
  for (const consultation of consultations) {
    messages.push({ message: consultationAckEmail(url, consultation), at: consultation.createdAt });
  }

  const unreal = messages.filter(({ message }) => !RESERVED.test(message.to));
  if (unreal.length) throw new Error(`seed emails must go to an example domain, not ${unreal[0].message.to}`);
  const { count } = await db.outboxEmail.createMany({
    data: messages.map(({ message, at, paymentId }) => ({ ...message, paymentId, createdAt: at, lastError: NO_SMTP })),
    skipDuplicates: true,
  });
  return count;
}
