import type { ScheduledService } from '@rihla/db';
import { z } from 'zod';

import { changedFields, recordAudit } from '../lib/audit.ts';
import { changeList } from '../lib/audit-text.ts';
import { requireStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { foundOr404 } from '../lib/errors.ts';
import { id, int, type IssueMessage, parseInput, staffListPage, strictBoolean } from '../lib/validation.ts';
import { dayOf } from './trip-times.ts';

const include = { operator: true, mode: true, origin: true, destination: true } as const;
type Row = ScheduledService & {
  operator: { name: string };
  mode: { code: string };
  origin: { name: string };
  destination: { name: string };
};

/** What staff see of a timetable entry: names instead of ids, dates as YYYY-MM-DD, the time as HH:MM. */

function toView(s: Row) {
  const hh = String(Math.floor(s.departureMinutes / 60)).padStart(2, '0');
  const mm = String(s.departureMinutes % 60).padStart(2, '0');
  return {
    id: s.id,
    serviceNumber: s.serviceNumber,
    operator: s.operator.name,
    mode: s.mode.code,
    origin: s.origin.name,
    destination: s.destination.name,
    weekdays: s.weekdays,
    validFrom: s.validFrom ? dayOf(s.validFrom) : null,
    validTo: s.validTo ? dayOf(s.validTo) : null,
    departureMinutes: s.departureMinutes,
    departureTime: `${hh}:${mm}`,
    timezone: s.timezone,
    durationMin: s.durationMin,
    seats: s.seats,
    baseFare: s.baseFare,
    currency: s.currency,
    active: s.active,
  };
}

// GraphQL sends null for a field left out of the edit; null means "unchanged", never 0.
const unchangedIfNull = (v: unknown) => (v === null ? undefined : v);
const whole = (message: IssueMessage, min: number, max: number) =>
  z.preprocess(unchangedIfNull, int(message, { min, max }).optional());

export const updateInput = z.object({
  baseFare: whole('BASE_FARE_INVALID', 0, 100_000_000),
  seats: whole('SERVICE_SEATS_INVALID', 0, 5000),
  active: z.preprocess(unchangedIfNull, strictBoolean('ACTIVE_INVALID').optional()),
  departureMinutes: whole('DEPARTURE_MINUTES_INVALID', 0, 1439),
  durationMin: whole('DURATION_INVALID', 1, 10_080),
});

export const listScheduledServices = staffListPage(
  async (db, window) =>
    (await db.scheduledService.findMany({ include, orderBy: { id: 'asc' }, ...window })).map(toView),
  (db) => db.scheduledService.count(),
);

/** Staff change fares, capacity, times or take a service off sale; seats already sold stay sold. */
export async function updateScheduledService(ctx: ServiceContext, serviceId: unknown, input: unknown) {
  requireStaff(ctx.viewer);
  const targetId = parseInput(id, serviceId);
  const data = parseInput(updateInput, input ?? {});
  return ctx.db.$transaction(async (tx) => {
    const before = foundOr404(
      await tx.scheduledService.findUnique({ where: { id: targetId }, include }),
      'SCHEDULED_SERVICE_NOT_FOUND',
    );
    const updated = await tx.scheduledService.update({ where: { id: targetId }, data, include });
    const diff = changedFields(before, data);
    if (Object.keys(diff.after).length > 0)
      await recordAudit(tx, ctx.viewer, {
        action: 'scheduled-service.update',
        entityType: 'ScheduledService',
        entityId: targetId,
        summary: `Edited the ${before.operator.name} service ${before.serviceNumber} (${before.origin.name} → ${before.destination.name}): ${changeList(diff)}`,
        ...diff,
      });
    return toView(updated);
  });
}
