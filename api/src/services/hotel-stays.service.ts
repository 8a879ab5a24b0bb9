import type { PackageHotelStay } from '@rihla/db';
import { z } from 'zod';

import { recordAudit } from '../lib/audit.ts';
import { requireStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { conflict, foundOr404 } from '../lib/errors.ts';
import { id, int, issueMessage, parseInput, trimmed } from '../lib/validation.ts';

/**
 * A package's hotel stays in order (issue #33 section 3, decision 0059): "Makkah, Swissotel Al Maqam, 5 nights",
 * then "Madinah, Pullman Zamzam, 4 nights". Staff save the whole list at once; a stay keeps its id while it is
 * listed (its rooming lists hang on it), and a stay with rooms cannot be removed. Package.hotel stays the one
 * name the catalogue shows.
 */

const HOTEL_STAYS_MAX = 8;

const hotelStayInput = z.object({
  id: id.optional().nullable(),
  city: trimmed('HOTEL_STAY_CITY_REQUIRED', 80),
  hotelName: trimmed('HOTEL_STAY_HOTEL_REQUIRED', 120),
  nights: int('HOTEL_STAY_NIGHTS_INVALID', { min: 1, max: 60 }),
});

export const hotelStaysInput = z.object({
  packageId: id,
  stays: z
    .array(hotelStayInput, { error: 'HOTEL_STAYS_NOT_LIST' })
    .max(HOTEL_STAYS_MAX, { error: issueMessage('HOTEL_STAYS_TOO_MANY', { max: HOTEL_STAYS_MAX }) }),
});

const inOrder = { orderBy: { position: 'asc' as const } };

/** A package's stays, first to last (staff). */
export async function packageHotelStays(ctx: ServiceContext, packageId: unknown): Promise<PackageHotelStay[]> {
  requireStaff(ctx.viewer);
  const pkgId = parseInput(id, packageId);
  foundOr404(await ctx.db.package.findUnique({ where: { id: pkgId }, select: { id: true } }), 'PACKAGE_NOT_FOUND');
  return ctx.db.packageHotelStay.findMany({ where: { packageId: pkgId }, ...inOrder });
}

const describeStays = (stays: Pick<PackageHotelStay, 'city' | 'hotelName' | 'nights'>[]) =>
  stays.map((s) => `${s.city}: ${s.hotelName}, ${s.nights} nights`);

/** Replaces a package's stays by `stays`, in that order (staff); audited with the list before and after. */
export async function saveHotelStays(ctx: ServiceContext, input: unknown): Promise<PackageHotelStay[]> {
  const viewer = requireStaff(ctx.viewer);
  const { packageId, stays } = parseInput(hotelStaysInput, input);
  return ctx.db.$transaction(async (tx) => {
    const pkg = foundOr404(
      await tx.package.findUnique({ where: { id: packageId }, select: { name: true } }),
      'PACKAGE_NOT_FOUND',
    );
    const before = await tx.packageHotelStay.findMany({
      where: { packageId },
      ...inOrder,
      include: { _count: { select: { rooms: true } } },
    });
    const kept = new Set(stays.flatMap((s) => (s.id ? [s.id] : [])));
    for (const id of kept) foundOr404(before.find((s) => s.id === id) ?? null, 'HOTEL_STAY_NOT_FOUND');
    const removed = before.filter((s) => !kept.has(s.id));
    const inUse = removed.find((s) => s._count.rooms > 0);
    if (inUse) throw conflict('HOTEL_STAY_IN_USE', { city: inUse.city, hotel: inUse.hotelName });
    await tx.packageHotelStay.deleteMany({ where: { id: { in: removed.map((s) => s.id) } } });
    // Positions move out of the way first: (packageId, position) is unique while rows are renumbered.
    await tx.packageHotelStay.updateMany({ where: { packageId }, data: { position: { increment: 1000 } } });
    for (const [i, stay] of stays.entries()) {
      const data = { city: stay.city, hotelName: stay.hotelName, nights: stay.nights, position: i + 1 };
      if (stay.id) await tx.packageHotelStay.update({ where: { id: stay.id }, data });
      else await tx.packageHotelStay.create({ data: { ...data, packageId } });
    }
    await recordAudit(tx, viewer, {
      action: 'package.hotel-stays',
      entityType: 'Package',
      entityId: packageId,
      summary: `Changed the hotel stays of ${pkg.name}`,
      before: { stays: describeStays(before) },
      after: { stays: describeStays(stays) },
    });
    return tx.packageHotelStay.findMany({ where: { packageId }, ...inOrder });
  });
}
