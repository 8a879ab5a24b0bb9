import type { BadgeVariant } from '../../components/ui';
import type { BookingSource, BookingStatus, CustomBookingStatus } from '../../gql/graphql';

export interface StatusLook {
  variant: BadgeVariant;
  /** Extra class for looks the kit has no variant for (the gray of closed bookings). */
  className?: string;
  label: string;
}

const GRAY = 'admin-badge--gray';

/** PENDING neutral, PAID green, FAILED red, CANCELLED/REFUNDED gray. */
export function bookingStatusLook(status: BookingStatus): StatusLook {
  switch (status) {
    case 'PAID':
      return { variant: 'green', label: 'Paid' };
    case 'FAILED':
      return { variant: 'red', label: 'Failed' };
    case 'CANCELLED':
      return { variant: 'neutral', className: GRAY, label: 'Cancelled' };
    case 'REFUNDED':
      return { variant: 'neutral', className: GRAY, label: 'Refunded' };
    default:
      return { variant: 'neutral', label: 'Pending' };
  }
}

export function customBookingStatusLook(status: CustomBookingStatus): StatusLook {
  switch (status) {
    case 'CONFIRMED':
      return { variant: 'green', label: 'Confirmed' };
    case 'CANCELLED':
      return { variant: 'neutral', className: GRAY, label: 'Cancelled' };
    default:
      return { variant: 'neutral', label: 'Pending' };
  }
}

export function sourceLook(source: BookingSource): StatusLook {
  switch (source) {
    case 'ADMIN':
      return { variant: 'gold', label: 'Admin' };
    case 'CUSTOM':
      return { variant: 'blue', label: 'Custom' };
    default:
      return { variant: 'neutral', label: 'Web' };
  }
}

/** A booking can be quoted when nothing sets its price (no package price) and it is still payable. */
export function canSetQuote(booking: { status: BookingStatus; package?: { price?: number | null } | null }): boolean {
  const priced = booking.package?.price !== null && booking.package?.price !== undefined;
  return !priced && (booking.status === 'PENDING' || booking.status === 'FAILED');
}
