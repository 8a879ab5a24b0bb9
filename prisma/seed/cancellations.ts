import { formatMoney } from '../currencies.ts';
import type { BookingStatus, Package, Prisma } from '../generated/client/client.ts';
import type { TransactionClient } from '../index.ts';
import { customerBooking, DAY_MS, openDepartures } from './seeded-bookings.ts';

type Tx = TransactionClient;

// The policy every priced package publishes: the earlier the cancellation, the more goes back.
const POLICY = [
  { daysBefore: 60, refundPercent: 90 },
  { daysBefore: 30, refundPercent: 50 },
  { daysBefore: 7, refundPercent: 10 },
];

type Story = {
  customer: string;
  /** Which dated package (0: the first with departures) and which of its departures, soonest first. */
  dated: number;
  departure: number;
  status: BookingStatus;
  /** What the customer said when asking to cancel (from My trips), days before the seed day. */
  request?: { reason: string; daysAgo: number };
  /** Staff cancelled it (the request's days ago if any). */
  cancelled?: boolean;
  /** Refunds settled at the provider, in per cent of what was paid, and the reason staff gave. */
  refunds: { percent: number; reason: string }[];
};

// One request waiting for staff, one booking refunded in full (cancelled by the operator), one cancelled under the
// policy with half refunded. Each was paid in full a few weeks before the seed day.
const STORIES: Story[] = [
  {
    customer: 'amina.rahman@example.com',
    dated: 0,
    departure: 2,
    status: 'PAID',
    request: { reason: 'My mother is unwell; we have to postpone our Umrah.', daysAgo: 1 },
    refunds: [],
  },
  {
    customer: 'yusuf.karim@example.com',
    dated: 1,
    departure: 1,
    status: 'REFUNDED',
    cancelled: true,
    refunds: [{ percent: 100, reason: 'Hotel closed for renovation: full refund, our decision.' }],
  },
  {
    customer: 'fatima.idrissi@example.com',
    dated: 2,
    departure: 0,
    status: 'PARTIALLY_REFUNDED',
    request: { reason: 'Visa not issued in time.', daysAgo: 4 },
    cancelled: true,
    refunds: [{ percent: 50, reason: 'Cancelled 30+ days before departure: 50 % under the policy.' }],
  },
];

/**
 * Cancellation policies on the priced packages, and three bookings that show the cancellation and refund story in
 * a fresh install: a request waiting in the admin, a REFUNDED and a PARTIALLY_REFUNDED booking, each with its
 * Payment, Refund rows, status transitions and audit entries. Seat counts stay true: a booking still running holds
 * its travellers' seats, a cancelled one does not.
 */
export async function seedCancellations(
  tx: Tx,
  now: Date,
  pkgs: Package[],
  users: { id: number; email: string }[],
): Promise<void> {
  const priced = pkgs.filter((p) => p.price !== null);
  await tx.cancellationRule.createMany({
    data: priced.flatMap((p) => POLICY.map((rule) => ({ ...rule, packageId: p.id }))),
  });
  const staff = await tx.user.findFirst({ where: { role: { in: ['ADMIN', 'STAFF'] } }, select: { id: true } });
  const dated = [];
  for (const pkg of priced) {
    const departures = await openDepartures(tx, pkg.id);
    if (departures.length > 0) dated.push({ pkg, departures });
  }
  for (const [i, story] of STORIES.entries()) {
    const user = users.find((u) => u.email === story.customer);
    const plan = dated.at(story.dated % Math.max(dated.length, 1));
    const departure = plan?.departures.at(Math.min(story.departure, plan.departures.length - 1));
    if (!user || !plan || !departure) continue;
    await seedStory(tx, now, i, story, { user, pkg: plan.pkg, departure, staffId: staff?.id ?? null });
  }
}

async function seedStory(
  tx: Tx,
  now: Date,
  index: number,
  story: Story,
  ctx: { user: { id: number; email: string }; pkg: Package; departure: { id: number }; staffId: number | null },
) {
  const { user, pkg, departure } = ctx;
  const room = await tx.roomPrice.findFirst({ where: { packageId: pkg.id, roomType: 'DOUBLE' } });
  const travellers = 2;
  const amount = (room?.amount ?? pkg.price ?? 0) * travellers;
  const paidAt = new Date(now.getTime() - (40 - index * 5) * DAY_MS);
  const running = !story.cancelled;
  const requestedAt = story.request ? new Date(now.getTime() - story.request.daysAgo * DAY_MS) : null;
  // An hour after the customer's request, or two days ago when staff cancelled on their own: never in the future.
  const cancelledAt = story.cancelled
    ? new Date((requestedAt?.getTime() ?? now.getTime() - 2 * DAY_MS) + 3600_000)
    : null;
  const booking = await tx.booking.create({
    data: {
      ...(await customerBooking(tx, user, pkg, departure, travellers)),
      seatsHeld: running,
      amount,
      status: story.status,
      paidAt,
      createdAt: new Date(paidAt.getTime() - 600_000),
      cancellationRequestedAt: requestedAt,
      cancellationReason: story.request?.reason ?? (story.cancelled ? story.refunds[0]?.reason : null) ?? null,
      cancelledAt,
    },
  });
  if (running)
    await tx.departure.update({ where: { id: departure.id }, data: { seatsTaken: { increment: travellers } } });
  const intentId = `pi_seed_cxl_${booking.id}`;
  await tx.paymentIntent.create({
    data: { id: intentId, bookingId: booking.id, amount, currency: pkg.currency, provider: 'DEMO', createdAt: paidAt },
  });
  const refunds = story.refunds.map((r) => ({ ...r, amount: Math.floor((amount * r.percent) / 100) }));
  const refunded = refunds.reduce((sum, r) => sum + r.amount, 0);
  const payment = await tx.payment.create({
    data: {
      bookingId: booking.id,
      intentId,
      purpose: 'FULL',
      amount,
      currency: pkg.currency,
      provider: 'DEMO',
      refundedAmount: refunded,
      receivedAt: paidAt,
    },
  });
  const settledAt = cancelledAt ? new Date(cancelledAt.getTime() + 600_000) : now;
  for (const [i, refund] of refunds.entries()) {
    await tx.refund.create({
      data: {
        bookingId: booking.id,
        paymentId: payment.id,
        providerRefundId: `re_seed_${booking.id}_${i + 1}`,
        amount: refund.amount,
        currency: pkg.currency,
        reason: refund.reason,
        status: 'SUCCEEDED',
        requestedById: ctx.staffId,
        createdAt: cancelledAt ?? now,
        settledAt,
      },
    });
  }
  const transitions: [BookingStatus, BookingStatus, Date][] = [['PENDING', 'PAID', paidAt]];
  if (cancelledAt) transitions.push(['PAID', 'CANCELLED', cancelledAt], ['CANCELLED', story.status, settledAt]);
  await tx.bookingStatusChange.createMany({
    data: transitions.map(([from, to, at]) => ({ bookingId: booking.id, from, to, createdAt: at })),
  });
  await seedAudit(tx, booking, story, { userId: user.id, email: user.email, requestedAt, cancelledAt, refunds });
}

async function seedAudit(
  tx: Tx,
  booking: { id: number; reference: string; currency: string | null },
  story: Story,
  facts: {
    userId: number;
    email: string;
    requestedAt: Date | null;
    cancelledAt: Date | null;
    refunds: { amount: number; reason: string }[];
  },
) {
  const entries: Prisma.AuditEntryCreateManyInput[] = [];
  if (facts.requestedAt && story.request)
    entries.push({
      actorId: facts.userId,
      actorEmail: facts.email,
      actorRole: 'USER',
      action: 'booking.cancel-request',
      entityType: 'Booking',
      entityId: String(booking.id),
      summary: `Customer asked to cancel ${booking.reference}`,
      after: { reason: story.request.reason },
      createdAt: facts.requestedAt,
    });
  const refund = facts.refunds.at(0);
  if (facts.cancelledAt && refund)
    entries.push({
      actorRole: 'SYSTEM',
      action: 'booking.cancel',
      entityType: 'Booking',
      entityId: String(booking.id),
      summary: `Cancelled ${booking.reference}, refunding ${formatMoney(refund.amount, booking.currency ?? 'USD')}: ${refund.reason}`,
      after: { status: 'CANCELLED', refundAmount: refund.amount },
      createdAt: facts.cancelledAt,
    });
  if (entries.length) await tx.auditEntry.createMany({ data: entries });
}
