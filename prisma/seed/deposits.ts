import type { BookingStatus, Package, PaymentPurpose, Prisma } from '../generated/client/client.ts';
import type { TransactionClient } from '../index.ts';
import { customerBooking, DAY_MS, openDepartures } from './seeded-bookings.ts';

type Tx = TransactionClient;

// The first dated package asks 20 % at booking, the second a fixed 300.00 per traveller; both want the balance
// 45 days before departure. The others are paid in full at booking.
const POLICIES: Prisma.PackageUpdateInput[] = [
  { depositPercent: 20, balanceDueDays: 45 },
  { depositAmount: 30_000, balanceDueDays: 45 },
];

type Story = {
  /** Which customer (index into the seeded customers) and which deposit package (index into POLICIES). */
  customer: number;
  policy: number;
  /** The departure whose balance day is the furthest ahead (false) or already past (true). */
  overdue: boolean;
  status: BookingStatus;
  /** The payments received, oldest first, days before the seed day. */
  payments: { purpose: PaymentPurpose; daysAgo: number }[];
};

// A deposit paid with the balance ahead, one whose balance is overdue, one paid by deposit then balance, one paid in
// full at once instead of the deposit.
const STORIES: Story[] = [
  { customer: 3, policy: 0, overdue: false, status: 'DEPOSIT_PAID', payments: [{ purpose: 'DEPOSIT', daysAgo: 6 }] },
  { customer: 4, policy: 0, overdue: true, status: 'DEPOSIT_PAID', payments: [{ purpose: 'DEPOSIT', daysAgo: 50 }] },
  {
    customer: 5,
    policy: 1,
    overdue: false,
    status: 'PAID',
    payments: [
      { purpose: 'DEPOSIT', daysAgo: 30 },
      { purpose: 'BALANCE', daysAgo: 2 },
    ],
  },
  { customer: 6, policy: 1, overdue: false, status: 'PAID', payments: [{ purpose: 'FULL', daysAgo: 12 }] },
];

/**
 * Deposit and balance (issue 14, item 3) in a fresh install: deposit policies on two dated packages, and bookings of
 * their departures in each money state, with their Payment rows (the paid total is their sum, as the worker
 * records it), intents and transitions. Seats taken stay true to the bookings.
 */
export async function seedDeposits(tx: Tx, now: Date, pkgs: Package[], users: { id: number; email: string }[]) {
  const dated: Package[] = [];
  for (const pkg of pkgs.filter((p) => p.price !== null)) {
    if ((await tx.departure.count({ where: { packageId: pkg.id } })) > 0) dated.push(pkg);
  }
  for (const [i, policy] of POLICIES.entries()) {
    const pkg = dated.at(i);
    if (pkg) dated[i] = await tx.package.update({ where: { id: pkg.id }, data: policy });
  }
  for (const story of STORIES) {
    const pkg = dated.at(story.policy);
    const user = users.at(story.customer % Math.max(users.length, 1));
    if (pkg && user) await seedStory(tx, now, story, pkg, user);
  }
}

async function seedStory(tx: Tx, now: Date, story: Story, pkg: Package, user: { id: number; email: string }) {
  const travellers = 2;
  const dueDay = (departDate: Date) => departDate.getTime() - pkg.balanceDueDays * DAY_MS;
  const departures = await openDepartures(tx, pkg.id);
  const open = departures.filter((d) => d.seats - d.seatsTaken >= travellers);
  const departure = story.overdue
    ? open.find((d) => dueDay(d.departDate) < now.getTime() - DAY_MS)
    : open.findLast((d) => dueDay(d.departDate) > now.getTime());
  const room = await tx.roomPrice.findFirst({ where: { packageId: pkg.id, roomType: 'DOUBLE', departureId: null } });
  if (!departure || !room) return;
  const amount = room.amount * travellers;
  const depositDue =
    pkg.depositPercent !== null
      ? Math.round((amount * pkg.depositPercent) / 100)
      : (pkg.depositAmount ?? 0) * travellers;
  const firstAt = new Date(now.getTime() - story.payments[0].daysAgo * DAY_MS);
  const last = story.payments.at(-1)!;
  const booking = await tx.booking.create({
    data: {
      ...(await customerBooking(tx, user, pkg, departure, travellers)),
      seatsHeld: true,
      amount,
      depositDue,
      balanceDueAt: new Date(dueDay(departure.departDate)),
      status: story.status,
      paidAt: story.status === 'PAID' ? new Date(now.getTime() - last.daysAgo * DAY_MS) : null,
      createdAt: new Date(firstAt.getTime() - 900_000),
    },
  });
  await tx.departure.update({ where: { id: departure.id }, data: { seatsTaken: { increment: travellers } } });
  let from: BookingStatus = 'PENDING';
  for (const [i, paid] of story.payments.entries()) {
    const intentId = `pi_seed_dep_${booking.id}_${i + 1}`;
    const paidAmount =
      paid.purpose === 'DEPOSIT' ? depositDue : paid.purpose === 'BALANCE' ? amount - depositDue : amount;
    const receivedAt = new Date(now.getTime() - paid.daysAgo * DAY_MS);
    const common = { amount: paidAmount, currency: pkg.currency, provider: 'DEMO', purpose: paid.purpose };
    await tx.paymentIntent.create({ data: { id: intentId, bookingId: booking.id, ...common, createdAt: receivedAt } });
    await tx.payment.create({ data: { bookingId: booking.id, intentId, ...common, receivedAt } });
    const to: BookingStatus = paid.purpose === 'DEPOSIT' ? 'DEPOSIT_PAID' : 'PAID';
    await tx.bookingStatusChange.create({ data: { bookingId: booking.id, from, to, createdAt: receivedAt } });
    await tx.booking.update({ where: { id: booking.id }, data: { paymentIntentId: intentId } });
    from = to;
  }
}
