import { ReceiptButton } from '../../components/ReceiptButton';
import { SummaryList } from '../../components/SummaryList';
import { Badge, type BadgeVariant, ButtonLink, Card } from '../../components/ui';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import type { CheckoutStatus } from '../../gql/graphql';
import { checkoutPath } from '../../lib/bookingAccess';
import { formatPrice } from '../../lib/price';
import { canAskToCancel, CancelTrip } from './CancelTrip';
import { TripReview } from './TripReview';
import { TripTravellers } from './TripTravellers';

const MY_BOOKING_CARD = graphql(`
  fragment MyBookingCard on MyBooking {
    kind
    id
    reference
    title
    status
    createdAt
    departDate
    returnDate
    travellers
    amount
    currency
    amountPaid
    amountDue
    paidAt
    payable
    balanceDue
    balanceDueAt
    depositDue
    balanceOverdue
    receipts {
      paymentId
      purpose
    }
  }
`);

const RECEIPT_LABEL = { FULL: 'Receipt', DEPOSIT: 'Deposit receipt', BALANCE: 'Balance receipt' } as const;

const STATUS: Record<CheckoutStatus, { label: string; variant: BadgeVariant }> = {
  PENDING: { label: 'Awaiting payment', variant: 'gold' },
  FAILED: { label: 'Payment failed', variant: 'red' },
  PAID: { label: 'Paid', variant: 'green' },
  CONFIRMED: { label: 'Confirmed', variant: 'green' },
  NEEDS_REVIEW: { label: 'Payment being checked', variant: 'blue' },
  CANCELLED: { label: 'Cancelled', variant: 'neutral' },
  REFUNDED: { label: 'Refunded', variant: 'neutral' },
  EXPIRED: { label: 'Expired', variant: 'neutral' },
  DEPOSIT_PAID: { label: 'Deposit paid', variant: 'gold' },
  PARTIALLY_REFUNDED: { label: 'Partly refunded', variant: 'neutral' },
};

/** A day as the API gives it (YYYY-MM-DD), e.g. '4 Mar 2027'. */
function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function formatLongDate(at: string): string {
  return new Date(at).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
}

function dates(departDate: string | null | undefined, returnDate: string | null | undefined): string | null {
  if (!departDate) return null;
  return returnDate ? `${formatDay(departDate)} – ${formatDay(returnDate)}` : formatDay(departDate);
}

/** One booking of My trips: what, when, where it stands, what is paid or due, and the action open today. */
export function MyBookingCard(props: { booking: FragmentType<typeof MY_BOOKING_CARD> }) {
  const booking = getFragmentData(MY_BOOKING_CARD, props.booking);
  const awaitingQuote = booking.amount === null;
  const status = STATUS[booking.status];
  const titleId = `booking-${booking.kind}-${booking.id}`;
  const when = dates(booking.departDate, booking.returnDate);
  return (
    <Card as="article" padding="lg" className="trip-card" aria-labelledby={titleId}>
      <div className="trip-card__head">
        <p className="trip-card__reference">
          <span className="sr-only">Booking reference </span>
          {booking.reference}
        </p>
        <Badge variant={awaitingQuote && booking.status === 'PENDING' ? 'blue' : status.variant}>
          {awaitingQuote && booking.status === 'PENDING' ? 'Awaiting quote' : status.label}
        </Badge>
      </div>
      <h2 id={titleId} className="trip-card__title">
        {booking.title}
      </h2>
      <SummaryList
        className="trip-card__facts"
        rows={[
          !!when && { term: booking.kind === 'TRIP' ? 'Departure' : 'Dates', value: when },
          { term: 'Travellers', value: booking.travellers },
          { term: 'Booked on', value: formatLongDate(booking.createdAt) },
          !awaitingQuote && { term: 'Total', value: formatPrice(booking.amount, booking.currency) },
          booking.amountPaid > 0 && { term: 'Paid', value: formatPrice(booking.amountPaid, booking.currency) },
          !!booking.paidAt && { term: 'Paid on', value: formatLongDate(booking.paidAt) },
          booking.status === 'DEPOSIT_PAID' &&
            !!booking.balanceDueAt && { term: 'Balance due by', value: formatDay(booking.balanceDueAt) },
          !!booking.amountDue && {
            term: booking.status === 'DEPOSIT_PAID' ? 'Balance' : booking.depositDue ? 'Deposit due now' : 'Due',
            value: formatPrice(booking.amountDue, booking.currency),
            total: true,
          },
        ]}
      />
      {booking.balanceOverdue && (
        <p className="trip-card__note">
          <Badge variant="red">Balance overdue</Badge> The balance was due by {formatDay(booking.balanceDueAt!)}.
        </p>
      )}
      {awaitingQuote && booking.status === 'PENDING' && (
        <p className="muted trip-card__note">Our team will set the price with you; you can pay here once it is set.</p>
      )}
      {booking.payable && (
        <div className="cluster trip-card__actions">
          <ButtonLink to={checkoutPath(booking.kind, booking.id)}>
            {booking.status === 'DEPOSIT_PAID' ? 'Pay balance' : 'Pay now'}
            <span className="sr-only"> for {booking.reference}</span>
          </ButtonLink>
        </div>
      )}
      {booking.receipts.length > 0 && (
        <div className="cluster trip-card__actions">
          {booking.receipts.map((r) => (
            <ReceiptButton key={r.paymentId} bookingId={booking.id} paymentId={r.paymentId}>
              {RECEIPT_LABEL[r.purpose]} (PDF)<span className="sr-only"> for {booking.reference}</span>
            </ReceiptButton>
          ))}
        </div>
      )}
      {booking.kind === 'PACKAGE' && !!booking.departDate && (
        <TripTravellers bookingId={booking.id} reference={booking.reference} />
      )}
      {canAskToCancel(booking.kind, booking.status) && (
        <CancelTrip bookingId={booking.id} reference={booking.reference} />
      )}
      <TripReview booking={booking} />
    </Card>
  );
}
