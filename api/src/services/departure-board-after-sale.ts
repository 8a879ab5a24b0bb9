import type { VisaStatus } from '@rihla/db';
import { TRAVELLING_WHERE } from '@rihla/db/booking-lifecycle';

import type { ServiceContext } from '../lib/context.ts';
import { departureRooming } from './rooming.service.ts';

/**
 * The after-sale half of the departure board (issue #33, item 6; decision 0062): what each travelling traveller still
 * lacks of the documents the package requires, the visas by status, each stay's rooming progress and the groups. Read
 * from the same rows the documents, visas, rooming and groups pages write; the caller has checked the viewer is staff.
 */

/** Every status, at 0 when no traveller is in it; a traveller with no visa row has not started. */
const NO_VISAS = { NOT_STARTED: 0, SUBMITTED: 0, ISSUED: 0, REFUSED: 0 } satisfies Record<VisaStatus, number>;

export type TravellerGaps = {
  travellerId: number;
  fullName: string;
  bookingId: number;
  bookingReference: string;
  /** Required document types with no document yet. */
  missing: string[];
  /** Rejected, waiting for the customer's new upload. */
  rejected: string[];
  /** Uploaded, waiting for staff's review. */
  toReview: string[];
};

export async function departureAfterSale(ctx: ServiceContext, departureId: number) {
  const [travellers, requirements, rooming, groups, bookingsWithoutGroup] = await Promise.all([
    ctx.db.traveller.findMany({
      where: { booking: { departureId, ...TRAVELLING_WHERE } },
      orderBy: [{ booking: { reference: 'asc' } }, { position: 'asc' }],
      select: {
        id: true,
        fullName: true,
        booking: { select: { id: true, reference: true } },
        visa: { select: { status: true } },
        documents: { where: { deletedAt: null }, select: { documentTypeId: true, status: true } },
      },
    }),
    ctx.db.packageDocumentRequirement.findMany({
      where: { package: { departures: { some: { id: departureId } } } },
      orderBy: { documentType: { name: 'asc' } },
      select: { documentType: { select: { id: true, name: true } } },
    }),
    departureRooming(ctx, departureId),
    ctx.db.departureGroup.count({ where: { departureId } }),
    ctx.db.booking.count({ where: { departureId, ...TRAVELLING_WHERE, groupMembership: null } }),
  ]);

  const visas = { ...NO_VISAS };
  const gaps: TravellerGaps[] = [];
  for (const traveller of travellers) {
    visas[traveller.visa?.status ?? 'NOT_STARTED'] += 1;
    const statusOf = new Map(traveller.documents.map((d) => [d.documentTypeId, d.status]));
    const named = (wanted: string | undefined) =>
      requirements
        .filter(({ documentType }) => statusOf.get(documentType.id) === wanted)
        .map(({ documentType }) => documentType.name);
    const row = {
      travellerId: traveller.id,
      fullName: traveller.fullName,
      bookingId: traveller.booking.id,
      bookingReference: traveller.booking.reference,
      missing: named(undefined),
      rejected: named('REJECTED'),
      toReview: named('UPLOADED'),
    };
    if (row.missing.length || row.rejected.length || row.toReview.length) gaps.push(row);
  }

  return {
    documents: {
      required: requirements.map(({ documentType }) => documentType.name),
      travellersComplete: travellers.length - gaps.filter((g) => g.missing.length || g.rejected.length).length,
      travellers: travellers.length,
      gaps,
    },
    visas: Object.entries(visas).map(([status, count]) => ({ status: status as VisaStatus, count })),
    rooming: {
      stays: rooming.stays.map((stay) => ({
        id: stay.id,
        city: stay.city,
        hotelName: stay.hotelName,
        roomed: stay.roomedCount,
        travellers: stay.travellerCount,
      })),
      unnamedTravellers: rooming.unnamedTravellers,
    },
    groups: { count: groups, bookingsWithoutGroup },
  };
}
