import type { BadgeVariant } from '../../components/ui';
import type { BookingSource, BookingStatus, TripBookingStatus } from '../../gql/graphql';

export interface StatusLook {
  variant: BadgeVariant;
  /** Extra class for looks the kit has no variant for (the gray of closed bookings). */
  className?: string;
  label: string;
}

const GRAY = 'admin-badge--gray';

/**
 * Package and trip bookings: PENDING neutral, PAID/CONFIRMED green, FAILED red, NEEDS_REVIEW amber (staff must act),
 * DEPOSIT_PAID blue (balance to come), CANCELLED/REFUNDED/PARTIALLY_REFUNDED/EXPIRED gray. Every status of both
 * enums has its look: a new one fails the typecheck here until it gets one.
 */
const BOOKING_STATUS_LOOKS = {
  PENDING: { variant: 'neutral', label: 'Pending' },
  PAID: { variant: 'green', label: 'Paid' },
  CONFIRMED: { variant: 'green', label: 'Confirmed' },
  FAILED: { variant: 'red', label: 'Failed' },
  NEEDS_REVIEW: { variant: 'gold', label: 'Needs review' },
  CANCELLED: { variant: 'neutral', className: GRAY, label: 'Cancelled' },
  REFUNDED: { variant: 'neutral', className: GRAY, label: 'Refunded' },
  EXPIRED: { variant: 'neutral', className: GRAY, label: 'Expired' },
  DEPOSIT_PAID: { variant: 'blue', label: 'Deposit paid' },
  PARTIALLY_REFUNDED: { variant: 'neutral', className: GRAY, label: 'Partly refunded' },
} as const satisfies Record<BookingStatus | TripBookingStatus, StatusLook>;

export function bookingStatusLook(status: BookingStatus | TripBookingStatus): StatusLook {
  return BOOKING_STATUS_LOOKS[status];
}

/** A switch a row can be flipped by (a mode enabled, a service on sale): green when on, gray when off. */
export function onOffLook(on: boolean, onLabel: string, offLabel: string): StatusLook {
  return on ? { variant: 'green', label: onLabel } : { variant: 'neutral', className: GRAY, label: offLabel };
}

// A new source must bring its own look: the public site's, and an agency's (decision 0065).
const SOURCE_LOOKS: Record<BookingSource, StatusLook> = {
  WEB: { variant: 'neutral', label: 'Web' },
  AGENT: { variant: 'gold', label: 'Agency' },
};

export function sourceLook(source: BookingSource): StatusLook {
  return SOURCE_LOOKS[source];
}

/** A booking can be quoted when nothing sets its price (no package price) and it is still payable. */
export function canSetQuote(booking: { status: BookingStatus; package?: { price?: number | null } | null }): boolean {
  const priced = booking.package?.price !== null && booking.package?.price !== undefined;
  return !priced && (booking.status === 'PENDING' || booking.status === 'FAILED');
}
