import type { Departure, RoomType } from '@rihla/db';

import { type AuditEntryInput, changedFields } from '../lib/audit.ts';
import { moneyText } from '../lib/audit-text.ts';

/**
 * The audit entries of staff's departure and room-price writes (departures.service.ts), kept apart so that file
 * stays about seats and prices. Each returns null when the write changed nothing worth recording.
 */

const day = (d: Date) => d.toISOString().slice(0, 10);
type Seats = Pick<Departure, 'id' | 'departDate' | 'returnDate' | 'seats' | 'status'>;

export function departureCreated(packageName: string, created: Seats): AuditEntryInput {
  return {
    action: 'departure.create',
    entityType: 'Departure',
    entityId: created.id,
    summary: `Added a departure of ${packageName} on ${day(created.departDate)} (back ${day(created.returnDate)}, ${created.seats} seats)`,
    after: { departDate: day(created.departDate), returnDate: day(created.returnDate), seats: created.seats },
  };
}

export function departureUpdated(packageName: string, before: Seats, after: Seats): AuditEntryInput | null {
  const diff = changedFields(
    { seats: before.seats, status: before.status },
    { seats: after.seats, status: after.status },
  );
  if (Object.keys(diff.after).length === 0) return null;
  const which = `the ${packageName} departure of ${day(before.departDate)}`;
  const parts: string[] = [];
  if ('seats' in diff.after) parts.push(`changed the seats of ${which} from ${before.seats} to ${after.seats}`);
  if (after.status === 'CLOSED' && before.status !== 'CLOSED') parts.push(`closed ${which}`);
  if (before.status === 'CLOSED' && after.status !== 'CLOSED') parts.push(`reopened ${which}`);
  if (parts.length === 0) parts.push(`marked ${which} ${after.status.replace('_', ' ').toLowerCase()}`);
  const summary = parts.join('; ');
  return {
    action: parts.some((p) => p.startsWith('closed') || p.startsWith('reopened'))
      ? 'departure.status'
      : 'departure.seats',
    entityType: 'Departure',
    entityId: before.id,
    summary: summary.charAt(0).toUpperCase() + summary.slice(1),
    ...diff,
  };
}

type Prices = { roomType: RoomType; amount: number }[];

export function roomPricesChanged(
  pkg: { id: number; name: string; currency: string },
  before: Prices,
  after: Prices,
): AuditEntryInput | null {
  const asRecord = (prices: Prices) => Object.fromEntries(prices.map((p) => [p.roomType, p.amount]));
  const was = asRecord(before);
  const now = asRecord(after);
  // A removed room type has no price now: null, so the diff shows it.
  for (const type of Object.keys(was)) now[type] ??= null as unknown as number;
  const diff = changedFields(was, now);
  const types = Object.keys(diff.after);
  if (types.length === 0) return null;
  const changes = types.map(
    (type) =>
      `${type.toLowerCase()} ${moneyText(diff.before[type] as number | null, pkg.currency)} → ${moneyText(diff.after[type] as number | null, pkg.currency)}`,
  );
  return {
    action: 'package.room-prices',
    entityType: 'Package',
    entityId: pkg.id,
    summary: `Changed the room prices of ${pkg.name}: ${changes.join(', ')}`,
    ...diff,
  };
}
