import type { TransactionClient } from '../index.ts';

/**
 * The departure the after-sale story is told on (issue #33: documents at every stage, a partly built rooming list,
 * two groups): the next departure whose bookings have the most travellers. The travellers seed runs first, so the
 * documents, visas, rooms and groups seeded for it belong to real travellers. Direct customers' travellers only:
 * the agencies' story (agencies.ts) is told on departures of its own.
 */
export async function storyDeparture(tx: TransactionClient, now: Date): Promise<number | null> {
  const rows = await tx.$queryRaw<{ id: number }[]>`
    SELECT d.id FROM "Departure" d
    JOIN "Booking" b ON b."departureId" = d.id AND b.status NOT IN ('CANCELLED', 'EXPIRED') AND b."agencyId" IS NULL
    JOIN "Traveller" t ON t."bookingId" = b.id
    WHERE d."departDate" > ${now}
    GROUP BY d.id, d."departDate"
    ORDER BY count(t.id) DESC, d."departDate", d.id
    LIMIT 1`;
  return rows.length ? rows[0].id : null;
}
