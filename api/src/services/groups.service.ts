import type { BookingStatus, Prisma, Role, TransactionClient } from '@rihla/db';
import { isTravelling, TRAVELLING_WHERE } from '@rihla/db/booking-lifecycle';
import { z } from 'zod';

import { recordAudit } from '../lib/audit.ts';
import { requireStaff, type Viewer } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { badRequest, foundOr404, writeOrExplain } from '../lib/errors.ts';
import { hasNoNul, id, int, parseInput } from '../lib/validation.ts';

/**
 * Departure groups (issue #33 section 4, decision 0060): staff split a departure's bookings into groups, each led
 * by one user (a GROUP_LEADER, or a STAFF/ADMIN), and move bookings between them; every change is audited. A
 * booking is in at most one group, of its own departure, with all its travellers. Leaders read their groups on
 * their phone through services/group-leader.service.ts.
 */

/** Who may lead a group: a leader, or any staff member. */
export const LEADER_ROLES: readonly Role[] = ['GROUP_LEADER', 'STAFF', 'ADMIN'];

const GROUP_NAME_MAX = 80;
const groupName = z
  .string({ error: 'GROUP_NAME_REQUIRED' })
  .trim()
  .min(1, { error: 'GROUP_NAME_REQUIRED' })
  .max(GROUP_NAME_MAX, { error: 'GROUP_NAME_REQUIRED' })
  .refine(hasNoNul, { error: 'TEXT_HAS_NUL' });
const leaderId = int('GROUP_LEADER_INVALID', { min: 1 });

export const createGroupInput = z.object({ name: groupName, leaderId });
export const updateGroupInput = z
  .object({ name: groupName.optional(), leaderId: leaderId.optional() })
  .refine((input) => input.name !== undefined || input.leaderId !== undefined, { error: 'GROUP_NAME_REQUIRED' });
export const moveBookingInput = z.object({ groupId: id.nullable() });

const groupSelect = {
  id: true,
  departureId: true,
  name: true,
  leader: { select: { id: true, name: true, email: true, role: true } },
} as const satisfies Prisma.DepartureGroupSelect;

export type GroupRow = Prisma.DepartureGroupGetPayload<{ select: typeof groupSelect }>;

export type GroupBoardBooking = {
  id: number;
  reference: string;
  name: string;
  status: BookingStatus;
  travellerCount: number;
  groupId: number | null;
};

export type GroupBoard = {
  departureId: number;
  departDate: string;
  returnDate: string;
  packageName: string;
  groups: GroupRow[];
  bookings: GroupBoardBooking[];
};

/** A departure's groups and its travelling bookings, each with the group it is in (null: none yet). Staff only. */
export async function departureGroupBoard(ctx: ServiceContext, departureId: unknown): Promise<GroupBoard> {
  requireStaff(ctx.viewer);
  const departure = parseInput(id, departureId);
  const found = foundOr404(
    await ctx.db.departure.findUnique({
      where: { id: departure },
      select: { departDate: true, returnDate: true, package: { select: { name: true } } },
    }),
    'DEPARTURE_NOT_FOUND',
  );
  const [groups, bookings] = await Promise.all([
    ctx.db.departureGroup.findMany({
      where: { departureId: departure },
      select: groupSelect,
      orderBy: { name: 'asc' },
    }),
    ctx.db.booking.findMany({
      where: { departureId: departure, ...TRAVELLING_WHERE },
      select: {
        id: true,
        reference: true,
        name: true,
        status: true,
        travellerCount: true,
        groupMembership: { select: { groupId: true } },
      },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
    }),
  ]);
  return {
    departureId: departure,
    departDate: found.departDate.toISOString().slice(0, 10),
    returnDate: found.returnDate.toISOString().slice(0, 10),
    packageName: found.package.name,
    groups,
    bookings: bookings.map(({ groupMembership, ...booking }) => ({
      ...booking,
      groupId: groupMembership?.groupId ?? null,
    })),
  };
}

/** The users staff may pick as a leader: active GROUP_LEADER, STAFF and ADMIN accounts, by name. */
export async function groupLeaderCandidates(ctx: ServiceContext) {
  requireStaff(ctx.viewer);
  return ctx.db.user.findMany({
    where: { role: { in: [...LEADER_ROLES] }, deactivatedAt: null },
    select: { id: true, name: true, email: true, role: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    take: 500,
  });
}

async function requireLeader(tx: TransactionClient, userId: number) {
  const leader = await tx.user.findUnique({
    where: { id: userId },
    select: { id: true, email: true, role: true, deactivatedAt: true },
  });
  if (!leader || leader.deactivatedAt || !LEADER_ROLES.includes(leader.role)) throw badRequest('GROUP_LEADER_INVALID');
  return leader;
}

const NAME_TAKEN = { duplicate: 'GROUP_NAME_TAKEN', missing: 'DEPARTURE_GROUP_NOT_FOUND' } as const;

/** Creates a group on a departure with its leader; audited. */
export async function createDepartureGroup(ctx: ServiceContext, departureId: unknown, input: unknown) {
  const viewer = requireStaff(ctx.viewer);
  const departure = parseInput(id, departureId);
  const { name, leaderId: leader } = parseInput(createGroupInput, input);
  return ctx.db.$transaction(async (tx) => {
    foundOr404(
      await tx.departure.findUnique({ where: { id: departure }, select: { id: true } }),
      'DEPARTURE_NOT_FOUND',
    );
    const chosen = await requireLeader(tx, leader);
    const group = await writeOrExplain(
      tx.departureGroup.create({ data: { departureId: departure, name, leaderId: leader }, select: groupSelect }),
      NAME_TAKEN,
    );
    await recordAudit(tx, viewer, {
      action: 'departure-group.create',
      entityType: 'DepartureGroup',
      entityId: group.id,
      summary: `Created group ${name} on departure ${departure}, led by ${chosen.email}`,
      after: { departureId: departure, name, leaderId: leader },
    });
    return group;
  });
}

async function lockedGroup(tx: TransactionClient, groupId: number) {
  const rows = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "DepartureGroup" WHERE id = ${groupId} FOR UPDATE`;
  foundOr404(rows.at(0) ?? null, 'DEPARTURE_GROUP_NOT_FOUND');
  return tx.departureGroup.findUniqueOrThrow({ where: { id: groupId }, select: { ...groupSelect, leaderId: true } });
}

/** Renames a group or gives it another leader; audited with both sides. */
export async function updateDepartureGroup(ctx: ServiceContext, groupId: unknown, input: unknown) {
  const viewer = requireStaff(ctx.viewer);
  const group = parseInput(id, groupId);
  const change = parseInput(updateGroupInput, input);
  return ctx.db.$transaction(async (tx) => {
    const before = await lockedGroup(tx, group);
    if (change.leaderId !== undefined) await requireLeader(tx, change.leaderId);
    const after = await writeOrExplain(
      tx.departureGroup.update({ where: { id: group }, data: change, select: { ...groupSelect, leaderId: true } }),
      NAME_TAKEN,
    );
    await recordAudit(tx, viewer, {
      action: 'departure-group.update',
      entityType: 'DepartureGroup',
      entityId: group,
      summary: `Changed group ${before.name}${after.leaderId !== before.leaderId ? `: led by ${after.leader.email} now` : ''}`,
      before: { name: before.name, leaderId: before.leaderId },
      after: { name: after.name, leaderId: after.leaderId },
    });
    const { leaderId: _leader, ...row } = after;
    return row;
  });
}

/** Deletes a group: its bookings are in no group afterwards (staff place them again); audited. */
export async function deleteDepartureGroup(ctx: ServiceContext, groupId: unknown): Promise<boolean> {
  const viewer = requireStaff(ctx.viewer);
  const group = parseInput(id, groupId);
  await ctx.db.$transaction(async (tx) => {
    const before = await lockedGroup(tx, group);
    const members = await tx.departureGroupBooking.count({ where: { groupId: group } });
    await tx.departureGroup.delete({ where: { id: group } });
    await recordAudit(tx, viewer, {
      action: 'departure-group.delete',
      entityType: 'DepartureGroup',
      entityId: group,
      summary: `Deleted group ${before.name} of departure ${before.departureId} (${members} bookings left without a group)`,
      before: { name: before.name, leaderId: before.leaderId, bookings: members },
    });
  });
  return true;
}

/**
 * Puts a booking (with all its travellers) in a group of its own departure, or in none (`groupId: null`); audited
 * with the group it left and the one it joined.
 */
export async function moveBookingToGroup(
  ctx: ServiceContext,
  bookingId: unknown,
  input: unknown,
): Promise<GroupBoardBooking> {
  const viewer = requireStaff(ctx.viewer);
  const booking = parseInput(id, bookingId);
  const { groupId } = parseInput(moveBookingInput, input);
  return ctx.db.$transaction(async (tx) => {
    const row = foundOr404(
      await tx.booking.findUnique({
        where: { id: booking },
        select: {
          id: true,
          reference: true,
          name: true,
          status: true,
          cancelledAt: true,
          travellerCount: true,
          departureId: true,
          groupMembership: { select: { groupId: true } },
        },
      }),
      'BOOKING_NOT_FOUND',
    );
    const from = row.groupMembership?.groupId ?? null;
    if (groupId !== null) {
      const group = await lockedGroup(tx, groupId);
      if (group.departureId !== row.departureId)
        throw badRequest('GROUP_BOOKING_OTHER_DEPARTURE', { reference: row.reference });
      if (!isTravelling(row))
        throw badRequest('GROUP_BOOKING_NOT_TRAVELLING', { reference: row.reference, status: row.status });
      await tx.departureGroupBooking.upsert({
        where: { bookingId: booking },
        create: { bookingId: booking, groupId },
        update: { groupId },
      });
    } else {
      await tx.departureGroupBooking.deleteMany({ where: { bookingId: booking } });
    }
    if (from !== groupId) await auditMove(tx, viewer, row.reference, booking, from, groupId);
    const { departureId: _departure, groupMembership: _membership, cancelledAt: _cancelled, ...moved } = row;
    return { ...moved, groupId };
  });
}

async function auditMove(
  tx: TransactionClient,
  viewer: Viewer,
  reference: string,
  bookingId: number,
  from: number | null,
  to: number | null,
) {
  const names = await tx.departureGroup.findMany({
    where: { id: { in: [from, to].filter((group): group is number => group !== null) } },
    select: { id: true, name: true },
  });
  const nameOf = (group: number | null) => names.find((named) => named.id === group)?.name ?? 'no group';
  await recordAudit(tx, viewer, {
    action: 'booking.group',
    entityType: 'Booking',
    entityId: bookingId,
    summary: `Moved booking ${reference} from ${nameOf(from)} to ${nameOf(to)}`,
    before: { groupId: from },
    after: { groupId: to },
  });
}
