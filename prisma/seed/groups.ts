import { randomBytes } from 'node:crypto';

import { hash } from '@node-rs/argon2';

import type { TransactionClient } from '../index.ts';
import { storyDeparture } from './story-departure.ts';

/**
 * Issue #33 section 4 (decision 0060): the story departure's two groups, each with a seeded GROUP_LEADER, its
 * travelling bookings split between them (the last one left in no group, for staff to place), and the departure's
 * outbound and return flights as a leader reads them. The leaders get a random, discarded password like the demo
 * customers: a well-known one would open their travellers' phone numbers; they set one by "forgot password".
 */

const LEADERS = [
  { name: 'Yusuf Hakim', email: 'yusuf.leader@rihla.test', group: 'Group A (Yusuf)' },
  { name: 'Khadija Rahman', email: 'khadija.leader@rihla.test', group: 'Group B (Khadija)' },
];

const TRAVELLING = ['PENDING', 'DEPOSIT_PAID', 'PAID', 'NEEDS_REVIEW', 'PARTIALLY_REFUNDED'] as const;

/** `day` (a departure's date) at `hours`:`minutes`, `plusDays` later: a local ticket time (no zone, stored as UTC). */
const at = (day: Date, hours: number, minutes: number, plusDays = 0) =>
  new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + plusDays, hours, minutes));

export async function seedGroups(tx: TransactionClient, now: Date): Promise<void> {
  const departureId = await storyDeparture(tx, now);
  if (!departureId) return;
  const departure = await tx.departure.findUniqueOrThrow({ where: { id: departureId } });
  const leaders = await tx.user.createManyAndReturn({
    data: await Promise.all(
      LEADERS.map(async ({ name, email }) => ({
        name,
        email,
        role: 'GROUP_LEADER' as const,
        passwordHash: await hash(randomBytes(24).toString('base64url')),
      })),
    ),
    select: { id: true },
  });
  const groups = await tx.departureGroup.createManyAndReturn({
    data: LEADERS.map(({ group }, i) => ({ departureId, name: group, leaderId: leaders[i].id })),
    select: { id: true },
  });
  const bookings = await tx.booking.findMany({
    where: { departureId, status: { in: [...TRAVELLING] } },
    select: { id: true },
    orderBy: { id: 'asc' },
  });
  const placed = bookings.length > 2 ? bookings.slice(0, -1) : bookings;
  await tx.departureGroupBooking.createMany({
    data: placed.map((booking, i) => ({ bookingId: booking.id, groupId: groups[i % groups.length].id })),
  });
  await tx.departureFlight.createMany({
    data: [
      {
        departureId,
        direction: 'OUTBOUND',
        flightNumber: 'SV 817',
        fromAirport: 'CGK',
        departsAt: at(departure.departDate, 0, 35),
        toAirport: 'JED',
        arrivesAt: at(departure.departDate, 6, 10),
      },
      {
        departureId,
        direction: 'RETURN',
        flightNumber: 'SV 816',
        fromAirport: 'JED',
        departsAt: at(departure.returnDate, 19, 5),
        toAirport: 'CGK',
        arrivesAt: at(departure.returnDate, 9, 0, 1),
      },
    ],
  });
}
