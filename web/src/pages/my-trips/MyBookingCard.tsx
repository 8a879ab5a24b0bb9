import {
  defineMessages,
  FormattedMessage,
  type MessageValue,
  type NoMessageValues,
  type TypedMessageDescriptor,
  useIntl,
} from 'react-intl';

import { TravellerDocuments } from '../../components/documents/TravellerDocuments';
import { ReceiptButton } from '../../components/ReceiptButton';
import { SummaryList } from '../../components/SummaryList';
import { useBookingDates } from '../../components/travellers/travellerFormat';
import { Badge, type BadgeVariant, ButtonLink, Card } from '../../components/ui';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import type { CheckoutStatus, PaymentPurpose } from '../../gql/graphql';
import { useFormat } from '../../i18n/format';
import { checkoutPath } from '../../lib/bookingAccess';
import { BookingCancellation } from './BookingCancellation';
import { CancelTrip } from './CancelTrip';
import { CancelTripBooking } from './CancelTripBooking';
import { TripPassengerNames } from './TripPassengerNames';
import { TripReview } from './TripReview';
import { TripTravellers } from './TripTravellers';
import { TripVisas } from './TripVisas';

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
    passengers
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
    amountRefunded
    refundPending
    netPaid
    cancelAction
    ...BookingCancellation
    receipts {
      paymentId
      purpose
    }
  }
`);

const messages = defineMessages<{
  readonly departure: NoMessageValues;
  readonly dates: NoMessageValues;
  readonly travellers: NoMessageValues;
  readonly bookedOn: NoMessageValues;
  readonly total: NoMessageValues;
  readonly paid: NoMessageValues;
  readonly paidOn: NoMessageValues;
  readonly refunded: NoMessageValues;
  readonly refundPending: NoMessageValues;
  readonly netPaid: NoMessageValues;
  readonly balanceDueBy: NoMessageValues;
  readonly balance: NoMessageValues;
  readonly depositDueNow: NoMessageValues;
  readonly due: NoMessageValues;
  readonly awaitingQuote: NoMessageValues;
  readonly withHijri: { readonly dates: MessageValue; readonly hijri: MessageValue };
  readonly dateRange: { readonly from: MessageValue; readonly to: MessageValue };
}>({
  departure: { id: 'myTrips.card.departure', defaultMessage: 'Departure' },
  dates: { id: 'myTrips.card.dates', defaultMessage: 'Dates' },
  travellers: { id: 'myTrips.card.travellers', defaultMessage: 'Travellers' },
  bookedOn: { id: 'myTrips.card.bookedOn', defaultMessage: 'Booked on' },
  total: { id: 'myTrips.card.total', defaultMessage: 'Total' },
  paid: { id: 'myTrips.card.paid', defaultMessage: 'Paid' },
  paidOn: { id: 'myTrips.card.paidOn', defaultMessage: 'Paid on' },
  refunded: { id: 'myTrips.card.refunded', defaultMessage: 'Refunded' },
  refundPending: { id: 'myTrips.card.refundPending', defaultMessage: 'Refund on its way' },
  netPaid: { id: 'myTrips.card.netPaid', defaultMessage: 'Net paid' },
  balanceDueBy: { id: 'myTrips.card.balanceDueBy', defaultMessage: 'Balance due by' },
  balance: { id: 'myTrips.card.balance', defaultMessage: 'Balance' },
  depositDueNow: { id: 'myTrips.card.depositDueNow', defaultMessage: 'Deposit due now' },
  due: { id: 'myTrips.card.due', defaultMessage: 'Due' },
  awaitingQuote: { id: 'myTrips.status.awaitingQuote', defaultMessage: 'Awaiting quote' },
  withHijri: { id: 'myTrips.card.withHijri', defaultMessage: '{dates} ({hijri})' },
  dateRange: { id: 'myTrips.card.dateRange', defaultMessage: '{from} – {to}' },
});

/** Between a badge or a visible label and the text after it. */
const SPACE = ' ';

export const RECEIPT_LABEL = defineMessages({
  FULL: { id: 'myTrips.receipt.FULL', defaultMessage: 'Receipt' },
  DEPOSIT: { id: 'myTrips.receipt.DEPOSIT', defaultMessage: 'Deposit receipt' },
  BALANCE: { id: 'myTrips.receipt.BALANCE', defaultMessage: 'Balance receipt' },
}) satisfies Record<PaymentPurpose, TypedMessageDescriptor>;

/** A booking's status as customers read it (the badge of each My trips card). */
const STATUS_LABEL = defineMessages({
  PENDING: { id: 'myTrips.status.PENDING', defaultMessage: 'Awaiting payment' },
  FAILED: { id: 'myTrips.status.FAILED', defaultMessage: 'Payment failed' },
  PAID: { id: 'myTrips.status.PAID', defaultMessage: 'Paid' },
  CONFIRMED: { id: 'myTrips.status.CONFIRMED', defaultMessage: 'Confirmed' },
  NEEDS_REVIEW: { id: 'myTrips.status.NEEDS_REVIEW', defaultMessage: 'Payment being checked' },
  CANCELLED: { id: 'myTrips.status.CANCELLED', defaultMessage: 'Cancelled' },
  REFUNDED: { id: 'myTrips.status.REFUNDED', defaultMessage: 'Refunded' },
  EXPIRED: { id: 'myTrips.status.EXPIRED', defaultMessage: 'Expired' },
  DEPOSIT_PAID: { id: 'myTrips.status.DEPOSIT_PAID', defaultMessage: 'Deposit paid' },
  PARTIALLY_REFUNDED: { id: 'myTrips.status.PARTIALLY_REFUNDED', defaultMessage: 'Partly refunded' },
}) satisfies Record<CheckoutStatus, TypedMessageDescriptor>;

const STATUS_VARIANT: Record<CheckoutStatus, BadgeVariant> = {
  PENDING: 'gold',
  FAILED: 'red',
  PAID: 'green',
  CONFIRMED: 'green',
  NEEDS_REVIEW: 'blue',
  CANCELLED: 'neutral',
  REFUNDED: 'neutral',
  EXPIRED: 'neutral',
  DEPOSIT_PAID: 'gold',
  PARTIALLY_REFUNDED: 'neutral',
};

/** One booking of My trips: what, when, where it stands, what is paid or due, and the action open today. */
export function MyBookingCard(props: { booking: FragmentType<typeof MY_BOOKING_CARD> }) {
  const intl = useIntl();
  const f = useFormat();
  const day = useBookingDates();
  const booking = getFragmentData(MY_BOOKING_CARD, props.booking);
  const awaitingQuote = booking.amount === null;
  const titleId = `booking-${booking.kind}-${booking.id}`;
  const when = booking.departDate
    ? booking.returnDate
      ? intl.formatMessage(messages.dateRange, { from: day.day(booking.departDate), to: day.day(booking.returnDate) })
      : day.day(booking.departDate)
    : null;
  // Pilgrims reckon the season by the Hijri calendar: the departure's Hijri date beside it, in Arabic.
  const hijri = booking.departDate && day.locale === 'ar' ? day.hijri(booking.departDate) : null;
  const quotePending = awaitingQuote && booking.status === 'PENDING';
  return (
    <Card as="article" padding="lg" className="trip-card" aria-labelledby={titleId}>
      <div className="trip-card__head">
        <p className="trip-card__reference">
          <span className="sr-only">
            <FormattedMessage id="myTrips.card.referenceLabel" defaultMessage="Booking reference" />
            {SPACE}
          </span>
          {booking.reference}
        </p>
        <Badge variant={quotePending ? 'blue' : STATUS_VARIANT[booking.status]}>
          {intl.formatMessage(quotePending ? messages.awaitingQuote : STATUS_LABEL[booking.status])}
        </Badge>
      </div>
      <h2 id={titleId} className="trip-card__title">
        {booking.title}
      </h2>
      <SummaryList
        className="trip-card__facts"
        rows={[
          !!when && {
            term: intl.formatMessage(booking.kind === 'TRIP' ? messages.departure : messages.dates),
            value: hijri ? intl.formatMessage(messages.withHijri, { dates: when, hijri }) : when,
          },
          { term: intl.formatMessage(messages.travellers), value: intl.formatNumber(booking.travellers) },
          { term: intl.formatMessage(messages.bookedOn), value: day.date(booking.createdAt) },
          !awaitingQuote && {
            term: intl.formatMessage(messages.total),
            value: f.price(booking.amount, booking.currency),
          },
          booking.amountPaid > 0 && {
            term: intl.formatMessage(messages.paid),
            value: f.price(booking.amountPaid, booking.currency),
          },
          !!booking.paidAt && { term: intl.formatMessage(messages.paidOn), value: day.date(booking.paidAt) },
          booking.amountRefunded > 0 && {
            term: intl.formatMessage(messages.refunded),
            value: f.price(booking.amountRefunded, booking.currency),
          },
          booking.refundPending > 0 && {
            term: intl.formatMessage(messages.refundPending),
            value: f.price(booking.refundPending, booking.currency),
          },
          // "Paid" is what was paid; once money went back (or is on its way), what the booking keeps of it.
          booking.amountRefunded + booking.refundPending > 0 && {
            term: intl.formatMessage(messages.netPaid),
            value: f.price(booking.netPaid, booking.currency),
          },
          booking.status === 'DEPOSIT_PAID' &&
            !!booking.balanceDueAt && {
              term: intl.formatMessage(messages.balanceDueBy),
              value: day.day(booking.balanceDueAt),
            },
          !!booking.amountDue && {
            term: intl.formatMessage(
              booking.status === 'DEPOSIT_PAID'
                ? messages.balance
                : booking.depositDue
                  ? messages.depositDueNow
                  : messages.due,
            ),
            value: f.price(booking.amountDue, booking.currency),
            total: true,
          },
        ]}
      />
      <TripPassengerNames names={booking.passengers} />
      {booking.balanceOverdue && (
        <p className="trip-card__note">
          <Badge variant="red">
            <FormattedMessage id="myTrips.card.balanceOverdue" defaultMessage="Balance overdue" />
          </Badge>
          {SPACE}
          <FormattedMessage
            id="myTrips.card.balanceWasDue"
            defaultMessage="The balance was due by {date}."
            values={{ date: day.day(booking.balanceDueAt!) }}
          />
        </p>
      )}
      {quotePending && (
        <p className="muted trip-card__note">
          <FormattedMessage
            id="myTrips.card.quoteNote"
            defaultMessage="Our team will set the price with you; you can pay here once it is set."
          />
        </p>
      )}
      {booking.payable && (
        <div className="cluster trip-card__actions">
          <ButtonLink to={checkoutPath(booking.kind, booking.id)}>
            {booking.status === 'DEPOSIT_PAID' ? (
              <FormattedMessage id="myTrips.card.payBalance" defaultMessage="Pay balance" />
            ) : (
              <FormattedMessage id="myTrips.card.payNow" defaultMessage="Pay now" />
            )}
            <ForReference reference={booking.reference} />
          </ButtonLink>
        </div>
      )}
      {booking.receipts.length > 0 && (
        <div className="cluster trip-card__actions">
          {booking.receipts.map((r) => (
            <ReceiptButton key={r.paymentId} kind={booking.kind} bookingId={booking.id} paymentId={r.paymentId}>
              <FormattedMessage
                id="myTrips.card.receiptPdf"
                defaultMessage="{receipt} (PDF)"
                values={{ receipt: intl.formatMessage(RECEIPT_LABEL[r.purpose]) }}
              />
              <ForReference reference={booking.reference} />
            </ReceiptButton>
          ))}
        </div>
      )}
      {booking.kind === 'PACKAGE' && !!booking.departDate && (
        <TripTravellers bookingId={booking.id} reference={booking.reference} />
      )}
      {booking.kind === 'PACKAGE' && !!booking.departDate && <TravellerDocuments bookingId={booking.id} />}
      {booking.kind === 'PACKAGE' && !!booking.departDate && <TripVisas bookingId={booking.id} />}
      <BookingCancellation booking={booking} />
      {/* The server says what the booking's lifecycle still allows (no second request, nothing once cancelled). */}
      {booking.kind === 'PACKAGE' && (
        <CancelTrip bookingId={booking.id} reference={booking.reference} allowed={booking.cancelAction !== 'NONE'} />
      )}
      {booking.kind === 'TRIP' && <CancelTripBooking trip={booking} allowed={booking.cancelAction !== 'NONE'} />}
      <TripReview booking={booking} />
    </Card>
  );
}

/** Names the booking to a screen reader after a button's visible label ('Pay now for RH-…'). */
function ForReference({ reference }: { reference: string }) {
  return (
    <span className="sr-only">
      {SPACE}
      <FormattedMessage id="myTrips.card.forReference" defaultMessage="for {reference}" values={{ reference }} />
    </span>
  );
}
