import { expect } from 'vitest';

import type { Client } from './http.ts';
import { eventually, product, sql } from './product.ts';
import { plantToken } from './staff.ts';

/**
 * An agent made the only way the product allows (decision 0065): staff invite them from the agency (POST
 * /api/agencies/:id/agents), the worker sends the invitation, and it is accepted with the chosen password - the
 * mailed token replaced by one known here, as invitedAccount does for staff (staff.ts). Answers the agent's session.
 */
export async function invitedAgent(
  as: Client,
  agencyId: number,
  account: { name: string; email: string; password: string },
): Promise<{ id: number; token: string }> {
  const invited = await as.post(
    `/api/agencies/${agencyId}/agents`,
    { name: account.name, email: account.email },
    { token: product().adminToken },
  );
  expect(invited.status, invited.text).toBe(201);
  const invitationId = await eventually(
    `the agent invitation of ${account.email} sent`,
    async () =>
      (
        await sql<{ id: number }>(
          `SELECT id FROM "StaffInvitation" WHERE email = $1 AND "agencyId" = $2 AND "tokenHash" IS NOT NULL`,
          [account.email, agencyId],
        )
      ).at(0)?.id,
    60_000,
  );
  const token = await plantToken(invitationId);
  const accepted = await as.post('/api/staff-invitations/accept', { token, password: account.password });
  expect(accepted.status, accepted.text).toBe(200);
  const login = await as.post('/api/auth/login', { email: account.email, password: account.password });
  expect(login.status, login.text).toBe(200);
  const [user] = await sql<{ id: number; role: string; agencyId: number }>(
    `SELECT id, role::text AS role, "agencyId" FROM "User" WHERE email = $1`,
    [account.email],
  );
  expect(user).toMatchObject({ role: 'AGENT', agencyId });
  return { id: user.id, token: login.body.token as string };
}

/** A departure open for sale at least `days` ahead with the most seats left, and the public price of a double there. */
export type SaleDeparture = { id: number; packageId: number; currency: string; seatsLeft: number; double: number };

/** Open departures far enough ahead to hold a block, no agency's block on them yet, roomiest first. */
export async function saleDepartures(days: number): Promise<SaleDeparture[]> {
  return sql<SaleDeparture>(
    `SELECT d.id, d."packageId", p.currency, d.seats - d."seatsTaken" AS "seatsLeft",
            (SELECT r.amount FROM "RoomPrice" r WHERE r."packageId" = d."packageId" AND r."roomType" = 'DOUBLE'
               AND (r."departureId" = d.id OR r."departureId" IS NULL)
             ORDER BY r."departureId" NULLS LAST LIMIT 1) AS double
     FROM "Departure" d JOIN "Package" p ON p.id = d."packageId"
     WHERE d.status = 'OPEN' AND d."departDate" > current_date + $1::int
       AND NOT EXISTS (SELECT 1 FROM "SeatAllocation" s WHERE s."departureId" = d.id)
     ORDER BY "seatsLeft" DESC, d.id`,
    [days],
  );
}

/** The agency's seats and the departure's, to show an attempt changed nothing. */
export async function seatCounts(departureId: number) {
  const [departure] = await sql<{ seatsTaken: number }>(`SELECT "seatsTaken" FROM "Departure" WHERE id = $1`, [
    departureId,
  ]);
  const blocks = await sql<{ id: number; seats: number; seatsUsed: number }>(
    `SELECT id, seats, "seatsUsed" FROM "SeatAllocation" WHERE "departureId" = $1 ORDER BY id`,
    [departureId],
  );
  return { seatsTaken: departure.seatsTaken, blocks };
}
