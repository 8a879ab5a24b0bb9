import { formatMoney } from '../currencies.ts';
import type { Package, Prisma } from '../generated/client/client.ts';
import type { TransactionClient } from '../index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

// The demo's back-office team. Their accounts are not seeded (an install's first admin is created at setup); the
// audit log keeps an actor's email as it was, so their entries read as those of colleagues who have since left.
export const OPERATIONS_ADMIN = { actorEmail: 'layla.haddad@rihla.example', actorRole: 'ADMIN' };
export const BOOKINGS_DESK = { actorEmail: 'omar.saleh@rihla.example', actorRole: 'STAFF' };

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * A short, believable audit trail for the Activity page of a fresh install: a price raised, a departure added and
 * another closed, a lesson edited, a former staff member's role taken back. Each entry matches the seeded data as
 * it now is (the price raised is the package's price today, the closed departure is closed). Run after the
 * departures are seeded.
 */
export async function seedAuditTrail(
  tx: TransactionClient,
  now: Date,
  pkgs: Package[],
  users: { id: number; email: string }[],
): Promise<void> {
  const at = (daysAgo: number, hour: number) =>
    new Date(now.getTime() - daysAgo * DAY_MS - (now.getTime() % DAY_MS) + hour * 3_600_000);
  const entries: Prisma.AuditEntryCreateManyInput[] = [];

  const dated = pkgs.filter((p) => p.price !== null).slice(1);
  const raised = dated.at(0);
  if (raised?.price) {
    const old = Math.round((raised.price * 0.94) / 500) * 500;
    entries.push({
      ...OPERATIONS_ADMIN,
      action: 'package.update',
      entityType: 'Package',
      entityId: String(raised.id),
      summary: `Changed the price of ${raised.name} from ${formatMoney(old, raised.currency)} to ${formatMoney(raised.price, raised.currency)}`,
      before: { price: old },
      after: { price: raised.price },
      createdAt: at(38, 9),
    });
  }

  const latest = raised
    ? await tx.departure.findFirst({ where: { packageId: raised.id }, orderBy: { departDate: 'desc' } })
    : null;
  if (raised && latest) {
    entries.push({
      ...BOOKINGS_DESK,
      action: 'departure.create',
      entityType: 'Departure',
      entityId: String(latest.id),
      summary: `Added a departure of ${raised.name} on ${day(latest.departDate)} (back ${day(latest.returnDate)}, ${latest.seats} seats)`,
      after: { departDate: day(latest.departDate), returnDate: day(latest.returnDate), seats: latest.seats },
      createdAt: at(21, 11),
    });
  }

  const closed = await tx.departure.findFirst({ where: { status: 'CLOSED' }, include: { package: true } });
  if (closed) {
    entries.push({
      ...OPERATIONS_ADMIN,
      action: 'departure.status',
      entityType: 'Departure',
      entityId: String(closed.id),
      summary: `Closed the ${closed.package.name} departure of ${day(closed.departDate)}`,
      before: { status: 'OPEN' },
      after: { status: 'CLOSED' },
      createdAt: at(12, 15),
    });
  }

  const lesson = await tx.lesson.findFirst({ orderBy: { id: 'asc' } });
  if (lesson) {
    entries.push({
      ...BOOKINGS_DESK,
      action: 'lesson.update',
      entityType: 'Lesson',
      entityId: String(lesson.id),
      summary: `Edited the title of the lesson ${lesson.title}`,
      before: { title: `${lesson.title} (draft)` },
      after: { title: lesson.title },
      createdAt: at(9, 10),
    });
  }

  const former = users.at(-1);
  const user = former ? await tx.user.findUnique({ where: { id: former.id } }) : null;
  if (user) {
    entries.push({
      ...OPERATIONS_ADMIN,
      action: 'user.role',
      entityType: 'User',
      entityId: String(user.id),
      summary: `Changed the role of ${user.name} (${user.email}) from STAFF to USER`,
      before: { role: 'STAFF' },
      after: { role: 'USER' },
      createdAt: at(3, 16),
    });
  }

  await tx.auditEntry.createMany({ data: entries });
}
