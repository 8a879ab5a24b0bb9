import { SummaryList } from '../../components/SummaryList';
import { Alert, ButtonLink, Icon } from '../../components/ui';
import type { CheckoutBookingQuery } from '../../gql/graphql';
import { formatPrice } from '../../lib/price';

export type CheckoutBooking = CheckoutBookingQuery['checkoutBooking'];

const BOOKING_NOT_FOUND_MESSAGE = 'We could not find this booking. Use the link from your booking confirmation.';
const ALREADY_PAID_TITLE = 'This booking is already paid';
export const UNDER_REVIEW_MESSAGE = 'Our team is checking this payment; you do not need to pay again.';
const HOLD_EXPIRED_TITLE = 'This booking’s seat hold has expired';

function formatPaidAt(paidAt: string): string {
  return new Date(paidAt).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short' });
}

/** Where a customer goes once nothing is left to pay. */
export function JourneyLinks() {
  return (
    <div className="cluster cluster--centred payment-success__actions">
      <ButtonLink to="/training" variant="secondary">
        Prepare for your journey
      </ButtonLink>
      <ButtonLink to="/" variant="ghost">
        Back to home
      </ButtonLink>
    </div>
  );
}

/** Reference, amount and date of a paid booking. */
export function PaidReceipt({ booking }: { booking: CheckoutBooking }) {
  return (
    <SummaryList
      className="checkout-receipt"
      aria-label="Receipt"
      rows={[
        { term: 'Booking reference', value: booking.reference },
        booking.amount !== null && { term: 'Amount paid', value: formatPrice(booking.amount, booking.currency) },
        !!booking.paidAt && { term: 'Paid on', value: formatPaidAt(booking.paidAt) },
      ]}
    />
  );
}

/** A booking with nothing left to pay: the receipt facts instead of a card form. */
export function PaidSummary({ booking }: { booking: CheckoutBooking }) {
  return (
    <div className="payment-success">
      <span className="icon-badge icon-badge--primary payment-success__icon">
        <Icon name="check" />
      </span>
      <h2>{booking.status === 'CONFIRMED' ? 'This booking is confirmed' : ALREADY_PAID_TITLE}</h2>
      <PaidReceipt booking={booking} />
      <p className="muted">There is nothing more to pay for this booking.</p>
      <JourneyLinks />
    </div>
  );
}

/** Expired holds: the seats went back on sale, so the way forward is a new search (or a new package booking). */
export function ExpiredNotice({ kind }: { kind: CheckoutBooking['kind'] }) {
  const trip = kind === 'TRIP';
  return (
    <div className="stack">
      <Alert variant="warning" title={trip ? HOLD_EXPIRED_TITLE : 'This booking has expired'}>
        {trip
          ? 'The seats were released and no payment was taken. Please search again and book a new option.'
          : 'No payment was taken. Please book again.'}
      </Alert>
      <div>
        <ButtonLink to={trip ? '/custom-book' : '/book'}>{trip ? 'Search again' : 'Book again'}</ButtonLink>
      </div>
    </div>
  );
}

/** Statuses where paying is not (or no longer) possible, other than paid and expired. */
export function ClosedNotice({ status }: { status: 'NEEDS_REVIEW' | 'CANCELLED' | 'REFUNDED' }) {
  if (status === 'NEEDS_REVIEW') {
    return (
      <Alert variant="info" title="We are checking your payment">
        {UNDER_REVIEW_MESSAGE}
      </Alert>
    );
  }
  return (
    <div className="stack">
      <Alert variant="info" title={status === 'CANCELLED' ? 'This booking was cancelled' : 'This booking was refunded'}>
        There is nothing to pay. Questions? Our team is happy to help.
      </Alert>
      <div>
        <ButtonLink to="/consultation" variant="secondary">
          Contact us
        </ButtonLink>
      </div>
    </div>
  );
}

export function BookingNotFound() {
  return (
    <div className="stack">
      <Alert variant="error" title="Booking not found">
        {BOOKING_NOT_FOUND_MESSAGE}
      </Alert>
      <div>
        <ButtonLink to="/checkout" variant="secondary">
          Enter a booking ID and access code
        </ButtonLink>
      </div>
    </div>
  );
}
