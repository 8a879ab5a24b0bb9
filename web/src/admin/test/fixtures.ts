// Rows as the API sends them, typed by the fragments the pages render: a field added to a fragment must be added
// here too, or the tests stop compiling.
import { movesOf } from '@rihla/db/booking-lifecycle';

import type {
  AdminBookingRowFragment,
  AdminConsultationRowFragment,
  AdminPackageCardFragment,
  AdminPaymentEventRowFragment,
  AdminReviewRowFragment,
  AdminScheduledServiceRowFragment,
  AdminServiceClassRowFragment,
  AdminTransportModeRowFragment,
  AdminTripBookingRowFragment,
  AdminUserRowFragment,
  DashboardStatsFragment,
  Role,
  TrainingModulesQuery,
} from '../../gql/graphql';
import type { Served } from './mocks';

const CREATED_AT = '2026-11-20T10:00:00.000Z';

/** A builder of numbered rows: `base(id)` is the default row, `overrides` replace some of its fields. */
function rows<Key, Row>(base: (key: Key) => Row) {
  return (key: Key, overrides: Partial<Row> = {}): Row => ({ ...base(key), ...overrides });
}

export function makeUser(id: number, role: Role, overrides: Partial<Served<AdminUserRowFragment>> = {}) {
  const user: Served<AdminUserRowFragment> = {
    __typename: 'User',
    id,
    name: `${role.charAt(0)}${role.slice(1).toLowerCase()} ${id}`,
    email: `${role.toLowerCase()}${id}@rihla.test`,
    role,
    // What the server answers a viewer who may not change this user's role (overrides give a viewer's roles).
    grantableRoles: [],
    avatar: null,
    deactivatedAt: null,
    createdAt: CREATED_AT,
    twoFactorEnabled: false,
  };
  return { ...user, ...overrides };
}

/** A review of package 100+id by user 200+id; `rating` is sent as is (the page clamps it). */
export function makeReview(id: number, rating: number): Served<AdminReviewRowFragment> {
  return {
    __typename: 'Review',
    id,
    rating,
    comment: `Comment ${id}`,
    hiddenAt: null,
    createdAt: CREATED_AT,
    package: { __typename: 'Package', id: 100 + id, name: `Package ${id}` },
    user: { __typename: 'User', id: 200 + id, email: `reviewer${id}@rihla.test` },
  };
}

export const makeAdminPackage = rows((id: number): Served<AdminPackageCardFragment> => ({
  __typename: 'Package',
  id,
  code: `UMR-STD-${id}`,
  name: `Umrah Standard ${id}`,
  description: `Fourteen nights, package ${id}`,
  image: null,
  price: 189900,
  currency: 'USD',
  nights: 14,
  hotel: 'Al Marwa Grand Hotel',
  haramDistanceM: 850,
  inclusions: ['Umrah visa processing'],
  depositPercent: null,
  depositAmount: null,
  balanceDueDays: 45,
  archivedAt: null,
  // Translated into both languages: no "missing" badge unless a test says so.
  translations: {
    __typename: 'PackageTranslations',
    ar: {
      __typename: 'PackageTranslation',
      name: `عمرة ${id}`,
      description: `وصف ${id}`,
      inclusions: ['تأشيرة العمرة'],
    },
    id: {
      __typename: 'PackageTranslation',
      name: `Umrah ${id}`,
      description: `Paket ${id}`,
      inclusions: ['Visa umrah'],
    },
  },
  missingTranslations: [],
}));

export const makeMode = rows((id: number): Served<AdminTransportModeRowFragment> => ({
  __typename: 'TransportMode',
  id,
  code: `MODE${id}`,
  name: `Mode ${id}`,
  enabled: true,
}));

export const makeClass = rows((id: number): Served<AdminServiceClassRowFragment> => ({
  __typename: 'ServiceClass',
  id,
  code: `CLS${id}`,
  name: `Class ${id}`,
  multiplier: 1,
  seatShare: 100,
  translations: { __typename: 'ServiceClassTranslations', ar: null, id: null },
}));

const bookingRow = rows((id: number): Omit<Served<AdminBookingRowFragment>, 'staffMoves'> => ({
  __typename: 'Booking',
  id,
  reference: `RH-BK${String(id).padStart(2, '0')}-7K`,
  name: `Customer ${id}`,
  email: `customer${id}@rihla.test`,
  phone: null,
  createdAt: CREATED_AT,
  source: 'WEB',
  status: 'PENDING',
  reviewReason: null,
  amount: 189900,
  currency: 'USD',
  paidAt: null,
  amountPaid: 0,
  amountRefunded: 0,
  refundPending: 0,
  netPaid: 0,
  dueNow: 189900,
  balanceDueAt: null,
  balanceOverdue: false,
  cancellationRequestedAt: null,
  cancellationReason: null,
  cancelledAt: null,
  package: { __typename: 'Package', id: 7, name: 'Umrah Standard', price: 189900, currency: 'USD' },
  departure: null,
  travellersMissing: null,
}));

/**
 * A PENDING web booking of the priced "Umrah Standard" package. Its staffMoves are what the API serves for its status
 * (the lifecycle table's), unless the overrides say otherwise.
 */
export function makeBooking(id: number, overrides: Partial<Served<AdminBookingRowFragment>> = {}) {
  const row = bookingRow(id, overrides);
  // What the server answers for the status unless the overrides say: nothing due once closed, a PAID one paid in full.
  const closed = !['PENDING', 'FAILED', 'NEEDS_REVIEW', 'DEPOSIT_PAID'].includes(row.status);
  const paidInFull =
    row.status === 'PAID' && row.amount !== null ? { amountPaid: row.amount, netPaid: row.amount } : {};
  const booking = {
    ...row,
    dueNow: row.amount === null ? null : closed ? 0 : row.dueNow,
    ...paidInFull,
    ...overrides,
  };
  const cancelledAt = booking.cancelledAt ? new Date(booking.cancelledAt) : null;
  return { ...booking, staffMoves: overrides.staffMoves ?? movesOf({ status: booking.status, cancelledAt }, 'staff') };
}

/** A PENDING trip London → Jeddah for two, by flight in business class. */
export const makeTripBooking = rows((id: number): Served<AdminTripBookingRowFragment> => ({
  __typename: 'TripBooking',
  id,
  reference: `RH-TR${String(id).padStart(2, '0')}-7K`,
  createdAt: CREATED_AT,
  name: `Traveller ${id}`,
  email: `traveller${id}@rihla.test`,
  origin: 'London',
  destination: 'Jeddah',
  startDate: '2027-02-14T00:00:00.000Z',
  departureDate: null,
  passengers: 2,
  status: 'PENDING',
  reviewReason: null,
  transport: { __typename: 'TransportMode', id: 1, name: 'Flights' },
  service: { __typename: 'ServiceClass', id: 2, name: 'Business' },
  // Priced at £1,200.00, nothing paid yet.
  money: {
    __typename: 'TripBookingMoney',
    currency: 'GBP',
    total: 120_000,
    paid: 0,
    refunded: 0,
    refundPending: 0,
    net: 0,
    owed: 120_000,
  },
}));

/** A consultation asked on 2{id} Nov 2026. */
export const makeConsultation = rows((id: number): Served<AdminConsultationRowFragment> => ({
  __typename: 'Consultation',
  id,
  name: `Asker ${id}`,
  email: `asker${id}@rihla.test`,
  // The first asker left a WhatsApp number; the others none.
  phone: id === 1 ? '+62 812 3456 7890' : null,
  message: `Question ${id}`,
  // The first is answered by a staff member; the others wait, unassigned.
  status: id === 1 ? 'ANSWERED' : 'NEW',
  assignedTo: id === 1 ? { __typename: 'StaffMember', id: 7, name: 'Desk Staff' } : null,
  createdAt: `2026-11-2${id}T10:00:00.000Z`,
}));

/** A daily, active Saudia flight London → Jeddah (SV 1xx). */
export const makeService = rows((id: number): Served<AdminScheduledServiceRowFragment> => ({
  __typename: 'ScheduledService',
  id,
  serviceNumber: `SV ${100 + id}`,
  operator: 'Saudia',
  mode: 'FLIGHT',
  origin: 'London Heathrow',
  destination: 'King Abdulaziz International',
  departureTime: '21:40',
  timezone: 'Europe/London',
  durationMin: 345,
  weekdays: 127,
  validFrom: null,
  validTo: null,
  seats: 180,
  baseFare: 64000,
  currency: 'GBP',
  active: true,
}));

/** A DEAD provider event: eight failed attempts, the last one because its booking is missing. */
export const makePaymentEvent = rows((id: string): Served<AdminPaymentEventRowFragment> => ({
  __typename: 'PaymentEvent',
  id,
  type: 'payment_intent.succeeded',
  receivedAt: '2026-11-22T09:15:00.000Z',
  processedAt: null,
  deadAt: '2026-11-22T09:45:00.000Z',
  attempts: 8,
  lastError: 'Booking 41 not found',
}));

export function makeModule(
  id: number,
  slug: string,
  lessons = 0,
): Served<TrainingModulesQuery['trainingModules'][number]> {
  return {
    __typename: 'TrainingModule',
    id,
    slug,
    title: `Module ${slug}`,
    description: '',
    lessons: Array.from({ length: lessons }, (_, index) => ({ __typename: 'Lesson', id: id * 100 + index })),
  };
}

/** Dashboard figures: 6 bookings (5 paid), 2 consultations, and 0 to 5 bookings a month from June to November. */
export function makeStats(overrides: Partial<Served<DashboardStatsFragment>> = {}): Served<DashboardStatsFragment> {
  return {
    __typename: 'Stats',
    users: 12,
    admins: 1,
    staff: 3,
    pkgs: 11,
    reviews: 4,
    bookings: 6,
    paidBookings: 5,
    consultations: 2,
    refreshedAt: '2026-11-22T05:00:00.000Z',
    series: ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'].map((month, index) => ({
      __typename: 'MonthCount',
      month,
      count: index,
    })),
    ...overrides,
  };
}
