import type { BadgeVariant } from '../../components/ui';
import type { BookingSource, BookingStatus, CustomBookingStatus } from '../../gql/graphql';

export interface StatusLook {
  variant: BadgeVariant;
  /** Extra class for looks the kit has no variant for (the gray of closed bookings). */
  className?: string;
  label: string;
}

const GRAY = 'admin-badge--gray';

/** Package and trip bookings: PENDING neutral, PAID/CONFIRMED green, FAILED red, NEEDS_REVIEW amber (staff must act), DEPOSIT_PAID blue (balance to come), CANCELLED/REFUNDED/PARTIALLY_REFUNDED/EXPIRED gray. */
export function bookingStatusLook(status: BookingStatus | CustomBookingStatus): StatusLook {
  switch (status) {
    case 'PAID':
      return { variant: 'green', label: 'Paid' };
    case 'CONFIRMED':
      return { variant: 'green', label: 'Confirmed' };
    case 'FAILED':
      return { variant: 'red', label: 'Failed' };
    case 'NEEDS_REVIEW':
      return { variant: 'gold', label: 'Needs review' };
    case 'CANCELLED':
      return { variant: 'neutral', className: GRAY, label: 'Cancelled' };
    case 'REFUNDED':
      return { variant: 'neutral', className: GRAY, label: 'Refunded' };
    case 'EXPIRED':
      return { variant: 'neutral', className: GRAY, label: 'Expired' };
    case 'DEPOSIT_PAID':
      return { variant: 'blue', label: 'Deposit paid' };
    case 'PARTIALLY_REFUNDED':
      return { variant: 'neutral', className: GRAY, label: 'Partly refunded' };
    default:
      return { variant: 'neutral', label: 'Pending' };
  }
}

/** A switch a row can be flipped by (a mode enabled, a service on sale): green when on, gray when off. */
export function onOffLook(on: boolean, onLabel: string, offLabel: string): StatusLook {
  return on ? { variant: 'green', label: onLabel } : { variant: 'neutral', className: GRAY, label: offLabel };
}

// Only the public site creates package bookings today; a new source must bring its own look.
const SOURCE_LOOKS: Record<BookingSource, StatusLook> = { WEB: { variant: 'neutral', label: 'Web' } };

export function sourceLook(source: BookingSource): StatusLook {
  return SOURCE_LOOKS[source];
}

/** A booking can be quoted when nothing sets its price (no package price) and it is still payable. */
export function canSetQuote(booking: { status: BookingStatus; package?: { price?: number | null } | null }): boolean {
  const priced = booking.package?.price !== null && booking.package?.price !== undefined;
  return !priced && (booking.status === 'PENDING' || booking.status === 'FAILED');
}
