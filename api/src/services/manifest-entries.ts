import type { BookingStatus, Prisma } from '@rihla/db';
import { isPassportName } from '@rihla/db/passport-names';

import type { ServiceContext } from '../lib/context.ts';
import { foundOr404 } from '../lib/errors.ts';
import { addMonths } from './traveller-inputs.ts';
import { dayOf, todayUtc } from './trip-times.ts';

/**
 * Who travels on a departure, seat by seat, and what each is missing for a manifest (decision 0061). One entry per
 * seat sold: a booking of three travellers gives three entries, whether or not their details were entered.
 */

/**
 * The bookings whose travellers fly: seats sold and not given back. A PENDING booking only holds its seats until it
 * is paid; NEEDS_REVIEW is a question about money, not about the trip, so its travellers stay on the list. A
 * cancellation that kept part of the money stays PARTIALLY_REFUNDED with `cancelledAt` set (filtered below).
 */
const ON_MANIFEST = {
  PAID: true,
  DEPOSIT_PAID: true,
  PARTIALLY_REFUNDED: true,
  NEEDS_REVIEW: true,
  PENDING: false,
  FAILED: false,
  CANCELLED: false,
  REFUNDED: false,
  EXPIRED: false,
} as const satisfies Record<BookingStatus, boolean>;
const MANIFEST_STATUSES = (Object.keys(ON_MANIFEST) as BookingStatus[]).filter((s) => ON_MANIFEST[s]);

/** What can keep a traveller off a clean manifest, in the order the check lists them. */
export const MANIFEST_PROBLEMS = [
  'TRAVELLER_MISSING',
  'NAME_NOT_LATIN',
  'GENDER_MISSING',
  'ISSUING_COUNTRY_MISSING',
  'PASSPORT_EXPIRED',
  'PASSPORT_EXPIRES_TOO_SOON',
] as const;
export type ManifestProblemKind = (typeof MANIFEST_PROBLEMS)[number];

const departureSelect = {
  id: true,
  departDate: true,
  returnDate: true,
  package: { select: { name: true, code: true } },
  bookings: {
    where: { status: { in: MANIFEST_STATUSES }, cancelledAt: null },
    orderBy: { id: 'asc' },
    select: {
      id: true,
      reference: true,
      travellerCount: true,
      travellers: { orderBy: { position: 'asc' } },
    },
  },
} satisfies Prisma.DepartureSelect;

type LoadedDeparture = Prisma.DepartureGetPayload<{ select: typeof departureSelect }>;
type LoadedBooking = LoadedDeparture['bookings'][number];
export type ManifestTraveller = LoadedBooking['travellers'][number];

export type ManifestEntry = {
  booking: { id: number; reference: string };
  position: number;
  /** Null: the booking has this seat but nobody's details for it yet. */
  traveller: ManifestTraveller | null;
  /** The lead traveller of the same booking (the visa portal's relation), null when not entered. */
  lead: ManifestTraveller | null;
  problems: ManifestProblemKind[];
};

export type Manifest = {
  departureId: number;
  packageName: string;
  packageCode: string;
  departDate: string;
  returnDate: string;
  /** Passports must be valid until this day: six months after the return, as the booking form asks. */
  passportValidUntil: string;
  entries: ManifestEntry[];
};

/** What is wrong with one seat's traveller for the airline and the visa portal; empty when nothing is. */
function problemsOf(traveller: ManifestTraveller | null, validUntil: string, today: string) {
  if (!traveller) return ['TRAVELLER_MISSING'] satisfies ManifestProblemKind[];
  const problems: ManifestProblemKind[] = [];
  if (!isPassportName(traveller.fullName.trim())) problems.push('NAME_NOT_LATIN');
  if (!traveller.gender) problems.push('GENDER_MISSING');
  if (!traveller.passportIssuingCountry) problems.push('ISSUING_COUNTRY_MISSING');
  const expiry = dayOf(traveller.passportExpiry);
  if (expiry < today) problems.push('PASSPORT_EXPIRED');
  else if (expiry < validUntil) problems.push('PASSPORT_EXPIRES_TOO_SOON');
  return problems;
}

function entriesOf(booking: LoadedBooking, validUntil: string, today: string): ManifestEntry[] {
  const byPosition = new Map(booking.travellers.map((t) => [t.position, t]));
  const lead = byPosition.get(1) ?? null;
  // Every seat sold, and any traveller saved beyond them (a count lowered later) so nobody vanishes from the list.
  const seats = Math.max(booking.travellerCount, ...booking.travellers.map((t) => t.position));
  return Array.from({ length: seats }, (_, i) => {
    const traveller = byPosition.get(i + 1) ?? null;
    const ref = { id: booking.id, reference: booking.reference };
    return { booking: ref, position: i + 1, traveller, lead, problems: problemsOf(traveller, validUntil, today) };
  });
}

/** The departure's manifest (404 for an unknown departure). Passport numbers stay sealed here. */
export async function loadManifest(ctx: ServiceContext, departureId: number): Promise<Manifest> {
  const departure = foundOr404(
    await ctx.db.departure.findUnique({ where: { id: departureId }, select: departureSelect }),
    'DEPARTURE_NOT_FOUND',
  );
  const returnDate = dayOf(departure.returnDate);
  const passportValidUntil = addMonths(returnDate, 6);
  const today = todayUtc();
  return {
    departureId: departure.id,
    packageName: departure.package.name,
    packageCode: departure.package.code,
    departDate: dayOf(departure.departDate),
    returnDate,
    passportValidUntil,
    entries: departure.bookings.flatMap((b) => entriesOf(b, passportValidUntil, today)),
  };
}
