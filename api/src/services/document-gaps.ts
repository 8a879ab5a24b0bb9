import type { ServiceContext } from '../lib/context.ts';

/**
 * Bookings of a dated package with a traveller whose required document (issue #33, decision 0057) is missing or
 * rejected: the admin bookings filter "missing documents" (admin-bookings.service.ts) adds its own "still
 * travelling" condition. The requirement is the package's, so the check joins what Prisma's filters cannot.
 */
export async function bookingIdsMissingDocuments(db: ServiceContext['db']): Promise<number[]> {
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT DISTINCT b.id FROM "Booking" b
    JOIN "Traveller" t ON t."bookingId" = b.id
    JOIN "PackageDocumentRequirement" r ON r."packageId" = b."packageId"
    LEFT JOIN "TravellerDocument" d ON d."travellerId" = t.id AND d."documentTypeId" = r."documentTypeId"
    WHERE b."departureId" IS NOT NULL AND b."cancelledAt" IS NULL AND (d.id IS NULL OR d.status = 'REJECTED')`;
  return rows.map((row) => row.id);
}
