import type { TransactionClient } from '@rihla/db';

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

/**
 * Whether each traveller's required documents are all approved: the one input of a visa's derived "documents
 * complete" stage (decision 0058). A traveller whose package asks for no document is not known (absent from the map):
 * there is nothing to complete, and "complete" would tell the customer something staff never checked.
 */
export async function documentsCompleteOf(
  db: ServiceContext['db'] | TransactionClient,
  travellerIds: number[],
): Promise<Map<number, boolean>> {
  if (!travellerIds.length) return new Map();
  const rows = await db.$queryRaw<{ id: number; required: number; approved: number }[]>`
    SELECT t.id, count(r."documentTypeId")::int AS required,
           count(d.id) FILTER (WHERE d.status = 'APPROVED' AND d."deletedAt" IS NULL)::int AS approved
    FROM "Traveller" t
    JOIN "Booking" b ON b.id = t."bookingId"
    JOIN "PackageDocumentRequirement" r ON r."packageId" = b."packageId"
    LEFT JOIN "TravellerDocument" d ON d."travellerId" = t.id AND d."documentTypeId" = r."documentTypeId"
    WHERE t.id = ANY(${travellerIds})
    GROUP BY t.id`;
  return new Map(rows.map((row) => [row.id, row.approved === row.required]));
}
