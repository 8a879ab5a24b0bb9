/**
 * Issue #28 item 2, departure squatting (docs/decisions/0007-public-safety.md section 4): anonymous package bookings
 * of one departure from one address hold at most MAX_OPEN_HOLDS (3) bookings' seats, and those seats go back on sale
 * when the hold ends unpaid (SEAT_HOLD_MINUTES, 1 here), not when the booking's 30-day access link expires.
 */
import { describe, expect, it } from 'vitest';

import { roomiestDeparture, seatsLeftOn } from './support/catalogue.ts';
import { eventually, from, sql } from './support/product.ts';

const MAX_OPEN_HOLDS = 3;
// One minute's hold, then the delayed expiry job (or the sweeper, every minute, if the job was lost).
const HOLD_AND_GRACE_MS = 60_000 + 75_000;

describe('departure squatting', () => {
  it(
    `one anonymous client holds at most ${MAX_OPEN_HOLDS} bookings' seats, and they come back after the hold`,
    async () => {
      const squatter = from(94);
      const target = await roomiestDeparture(squatter);
      const email = 'departure-squatter@security.example';
      const statuses: number[] = [];
      let refusal = '';
      for (let i = 0; i < 5; i++) {
        const reply = await squatter.post('/api/bookings', {
          acceptTerms: true,
          name: 'Squatter',
          email,
          packageId: target.packageId,
          departureId: target.departureId,
          roomType: target.roomType,
          travellerCount: 9,
        });
        statuses.push(reply.status);
        if (reply.status !== 201) refusal = reply.body.error ?? '';
        else expect(reply.body.booking, 'the hold has an end').toMatchObject({ holdExpiresAt: expect.any(String) });
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      expect(refusal).toMatch(/unpaid/i);
      expect(await seatsLeftOn(squatter, target)).toBe(target.seatsLeft - MAX_OPEN_HOLDS * 9);

      const expired = async () =>
        (
          await sql<{ held: number }>('SELECT count(*)::int AS held FROM "Booking" WHERE email = $1 AND "seatsHeld"', [
            email,
          ])
        )[0].held === 0;
      await eventually('the squatted holds expire', expired, HOLD_AND_GRACE_MS);
      expect(await seatsLeftOn(from(95), target), 'the seats are back on sale').toBe(target.seatsLeft);
      const rows = await sql<{ status: string; seatsHeld: boolean }>(
        'SELECT status, "seatsHeld" FROM "Booking" WHERE email = $1',
        [email],
      );
      expect(rows).toEqual(Array.from({ length: MAX_OPEN_HOLDS }, () => ({ status: 'EXPIRED', seatsHeld: false })));
    },
    4 * 60_000,
  );
});
