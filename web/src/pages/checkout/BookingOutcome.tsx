import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { SummaryList, type SummaryListProps } from '../../components/SummaryList';
import { useBookingDates } from '../../components/travellers/travellerFormat';
import { Alert, ButtonLink, Icon } from '../../components/ui';
import type { CheckoutBookingQuery } from '../../gql/graphql';
import { useFormat } from '../../i18n/format';
import { ConfirmationLinks } from './ConfirmationLinks';

export type CheckoutBooking = CheckoutBookingQuery['checkoutBooking'];

export const outcomeMessages = defineMessages({
  notFound: {
    id: 'checkout.outcome.notFound',
    defaultMessage: 'We could not find this booking. Use the link from your booking confirmation.',
  },
  alreadyPaid: { id: 'checkout.outcome.alreadyPaid', defaultMessage: 'This booking is already paid' },
  confirmed: { id: 'checkout.outcome.confirmed', defaultMessage: 'This booking is confirmed' },
  underReview: {
    id: 'checkout.outcome.underReview',
    defaultMessage: 'Our team is checking this payment; you do not need to pay again.',
  },
  holdExpired: { id: 'checkout.outcome.holdExpired', defaultMessage: 'This booking’s seat hold has expired' },
  receipt: { id: 'checkout.receipt.label', defaultMessage: 'Receipt' },
  reference: { id: 'checkout.receipt.reference', defaultMessage: 'Booking reference' },
  amountPaid: { id: 'checkout.receipt.amountPaid', defaultMessage: 'Amount paid' },
  paidOn: { id: 'checkout.receipt.paidOn', defaultMessage: 'Paid on' },
  checking: { id: 'checkout.outcome.checking', defaultMessage: 'We are checking your payment' },
  cancelled: { id: 'checkout.outcome.cancelled', defaultMessage: 'This booking was cancelled' },
  refunded: { id: 'checkout.outcome.refunded', defaultMessage: 'This booking was refunded' },
  notFoundTitle: { id: 'checkout.outcome.notFoundTitle', defaultMessage: 'Booking not found' },
});

/** What a payment left: the booking's reference first, then `rows`. */
export function ReceiptList({ reference, rows }: { reference: string; rows: SummaryListProps['rows'] }) {
  const intl = useIntl();
  return (
    <SummaryList
      className="checkout-receipt"
      aria-label={intl.formatMessage(outcomeMessages.receipt)}
      rows={[{ term: intl.formatMessage(outcomeMessages.reference), value: reference }, ...rows]}
    />
  );
}

/** Reference, what was paid and when, of a paid booking. */
export function PaidReceipt({ booking }: { booking: CheckoutBooking }) {
  const intl = useIntl();
  const f = useFormat();
  const dates = useBookingDates();
  return (
    <ReceiptList
      reference={booking.reference}
      rows={[
        // What the booking's Payment rows received (the server's amountPaid), never its price.
        booking.amountPaid > 0 && {
          term: intl.formatMessage(outcomeMessages.amountPaid),
          value: f.price(booking.amountPaid, booking.currency),
        },
        !!booking.paidAt && { term: intl.formatMessage(outcomeMessages.paidOn), value: dates.dateTime(booking.paidAt) },
      ]}
    />
  );
}

/** A booking with nothing left to pay: the receipt facts instead of a card form. */
export function PaidSummary({ booking, token }: { booking: CheckoutBooking; token: string | null }) {
  const intl = useIntl();
  return (
    <div className="payment-success">
      <span className="icon-badge icon-badge--primary payment-success__icon">
        <Icon name="check" />
      </span>
      <h2>
        {intl.formatMessage(booking.status === 'CONFIRMED' ? outcomeMessages.confirmed : outcomeMessages.alreadyPaid)}
      </h2>
      <PaidReceipt booking={booking} />
      <p className="muted">
        <FormattedMessage
          id="checkout.outcome.nothingMore"
          defaultMessage="There is nothing more to pay for this booking."
        />
      </p>
      <ConfirmationLinks booking={booking} token={token} />
    </div>
  );
}

/** Expired holds (trips and package departures): the seats went back on sale, so the way forward is a new booking. */
export function ExpiredNotice({ kind }: { kind: CheckoutBooking['kind'] }) {
  const intl = useIntl();
  const trip = kind === 'TRIP';
  return (
    <div className="stack">
      <Alert variant="warning" title={intl.formatMessage(outcomeMessages.holdExpired)}>
        {trip ? (
          <FormattedMessage
            id="checkout.outcome.seatsReleased"
            defaultMessage="The seats were released and no payment was taken. Please search again and book a new option."
          />
        ) : (
          <FormattedMessage
            id="checkout.outcome.packageSeatsReleased"
            defaultMessage="The seats were released and no payment was taken. Please book the departure again."
          />
        )}
      </Alert>
      <div>
        <ButtonLink to={trip ? '/custom-book' : '/book'}>
          {trip ? (
            <FormattedMessage id="checkout.outcome.searchAgain" defaultMessage="Search again" />
          ) : (
            <FormattedMessage id="checkout.outcome.bookAgain" defaultMessage="Book again" />
          )}
        </ButtonLink>
      </div>
    </div>
  );
}

/** Statuses where paying is not (or no longer) possible, other than paid and expired. */
export function ClosedNotice({ status }: { status: 'NEEDS_REVIEW' | 'CANCELLED' | 'REFUNDED' }) {
  const intl = useIntl();
  if (status === 'NEEDS_REVIEW') {
    return (
      <Alert variant="info" title={intl.formatMessage(outcomeMessages.checking)}>
        {intl.formatMessage(outcomeMessages.underReview)}
      </Alert>
    );
  }
  return (
    <div className="stack">
      <Alert
        variant="info"
        title={intl.formatMessage(status === 'CANCELLED' ? outcomeMessages.cancelled : outcomeMessages.refunded)}
      >
        <FormattedMessage
          id="checkout.outcome.nothingToPay"
          defaultMessage="There is nothing to pay. Questions? Our team is happy to help."
        />
      </Alert>
      <div>
        <ButtonLink to="/consultation" variant="secondary">
          <FormattedMessage id="checkout.outcome.contact" defaultMessage="Contact us" />
        </ButtonLink>
      </div>
    </div>
  );
}

export function BookingNotFound() {
  const intl = useIntl();
  return (
    <div className="stack">
      <Alert variant="error" title={intl.formatMessage(outcomeMessages.notFoundTitle)}>
        {intl.formatMessage(outcomeMessages.notFound)}
      </Alert>
      <div>
        <ButtonLink to="/checkout" variant="secondary">
          <FormattedMessage id="checkout.outcome.enterBooking" defaultMessage="Enter a booking ID and access code" />
        </ButtonLink>
      </div>
    </div>
  );
}
