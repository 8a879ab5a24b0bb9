import { graphql } from '../../gql';
import { toMinorUnits } from '../../lib/price';

/** What staff are offered when cancelling or refunding: the policy's refund today and what is left to refund. */
export const ADMIN_CANCELLATION_QUOTE_QUERY = graphql(`
  query AdminCancellationQuote($bookingId: Int!) {
    cancellationQuote(bookingId: $bookingId) {
      bookingId
      status
      currency
      paid
      daysBefore
      refundPercent
      refundAmount
      requestedAt
    }
  }
`);

/** The booking a cancel or refund dialog acts on, as a bookings table row (or a detail page) knows it. */
export interface BookingToSettle {
  id: number;
  reference: string;
  name: string;
  cancellationReason?: string | null;
}

/** An amount typed in major units, in minor units when it is a valid amount from 0 to `max`; else null. */
export function amountWithin(typed: string, currency: string | null | undefined, max: number): number | null {
  const minor = toMinorUnits(typed, currency);
  return minor !== null && minor <= max ? minor : null;
}
