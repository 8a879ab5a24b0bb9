import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, type IntlShape, useIntl } from 'react-intl';

import { useDepartureFormat } from '../../components/packages/departureFormat';
import { SummaryList } from '../../components/SummaryList';
import { Card, Icon } from '../../components/ui';
import { type Formatters, useFormat } from '../../i18n/format';
import { useLocale } from '../../i18n/I18nProvider';
import { type CheckoutBooking, outcomeMessages } from './BookingOutcome';
import { BalanceLine, depositMessages } from './DepositTerms';
import { tripRows } from './tripRows';

const messages = defineMessages({
  about: { id: 'checkout.summary.about', defaultMessage: 'About payment' },
  label: { id: 'checkout.summary.label', defaultMessage: 'Order summary' },
  trip: { id: 'checkout.summary.trip', defaultMessage: 'Trip' },
  package: { id: 'checkout.summary.package', defaultMessage: 'Package' },
  bookedFor: { id: 'checkout.summary.bookedFor', defaultMessage: 'Booked for' },
  departure: { id: 'checkout.summary.departure', defaultMessage: 'Departure' },
  room: { id: 'checkout.summary.room', defaultMessage: 'Room' },
  travellers: { id: 'checkout.summary.travellers', defaultMessage: 'Travellers' },
  total: { id: 'checkout.summary.total', defaultMessage: 'Total' },
  awaitingQuote: { id: 'checkout.summary.awaitingQuote', defaultMessage: 'Awaiting quote' },
});

/** Only what is true of this booking: a trip holds seats for a while, a package booking reserves nothing. */
function TrustNotes({ holdsSeats = false }: { holdsSeats?: boolean }) {
  return (
    <ul className="checkout-trust">
      <li>
        <Icon name="lock" />
        <FormattedMessage
          id="checkout.summary.encrypted"
          defaultMessage="Encrypted card payment; we never store your card number."
        />
      </li>
      <li>
        <Icon name="shield" />
        {holdsSeats ? (
          <FormattedMessage
            id="checkout.summary.seatsHeld"
            defaultMessage="Your seats are held until the timer runs out; unpaid seats then go back on sale."
          />
        ) : (
          <FormattedMessage
            id="checkout.summary.bookingSaved"
            defaultMessage="Your booking is saved; nothing is charged until you pay."
          />
        )}
      </li>
    </ul>
  );
}

/** How many travel, then the names entered so far (the rest are added later, from My trips or this page). */
function TravellersValue({ count, names }: { count: number; names: readonly string[] }) {
  return (
    <>
      <FormattedMessage
        id="checkout.summary.travellerCount"
        defaultMessage="{count, plural, one {# traveller} other {# travellers}}"
        values={{ count }}
      />
      {names.length > 0 && (
        <ul className="checkout-summary__names">
          {names.map((name, index) => (
            // Two travellers may share a name, and the list only ever shows the rows in order: the position keys them.
            <li key={index}>
              <bdi>{name}</bdi>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** What was booked on a package's departure: its days, the room and the travellers (none for trips). */
function useBookedRows(booking: CheckoutBooking) {
  const intl = useIntl();
  const departures = useDepartureFormat();
  return [
    !!booking.departDate &&
      !!booking.returnDate && {
        term: intl.formatMessage(messages.departure),
        value: departures.dates(booking.departDate, booking.returnDate),
      },
    !!booking.roomType && { term: intl.formatMessage(messages.room), value: departures.room(booking.roomType) },
    booking.travellerCount !== null && {
      term: intl.formatMessage(messages.travellers),
      value: <TravellersValue count={booking.travellerCount} names={booking.travellerNames} />,
    },
  ];
}

/** A booking paid by deposit and balance: the deposit due now, or what is paid so far; then the balance. */
function depositRows(booking: CheckoutBooking, intl: IntlShape, f: Formatters) {
  if (booking.amount === null || booking.depositDue === null) return [];
  if (booking.status === 'DEPOSIT_PAID' && booking.balanceDue !== null) {
    return [
      { term: intl.formatMessage(depositMessages.paidSoFar), value: f.price(booking.amountPaid, booking.currency) },
      {
        term: intl.formatMessage(depositMessages.balance),
        value: <BalanceLine booking={booking} balance={booking.balanceDue} />,
      },
    ];
  }
  if (booking.dueNow?.purpose !== 'DEPOSIT') return [];
  return [
    {
      term: intl.formatMessage(depositMessages.depositDueNow),
      value: f.price(booking.depositDue, booking.currency),
    },
    {
      term: intl.formatMessage(depositMessages.balance),
      value: <BalanceLine booking={booking} balance={booking.amount - booking.depositDue} />,
    },
  ];
}

/**
 * Where the booking stands on this page: its card form is open, it is paid (here or before), or nothing can be
 * paid (expired, cancelled, under review).
 */
export type CheckoutStage = 'paying' | 'paid' | 'closed';

export interface OrderSummaryProps {
  booking?: CheckoutBooking | null;
  stage?: CheckoutStage;
}

/** The booking as the server knows it; before it has loaded (or without one), how paying works. */
export function OrderSummary({ booking, stage = 'paying' }: OrderSummaryProps) {
  const intl = useIntl();
  if (!booking) {
    return (
      <SummaryCard
        label={intl.formatMessage(messages.about)}
        title={<FormattedMessage id="checkout.summary.payingWithRihla" defaultMessage="Paying with Rihla" />}
      >
        <TrustNotes />
      </SummaryCard>
    );
  }
  return <BookingSummary booking={booking} stage={stage} />;
}

function BookingSummary({ booking, stage }: { booking: CheckoutBooking; stage: CheckoutStage }) {
  const intl = useIntl();
  const f = useFormat();
  const locale = useLocale();
  const booked = useBookedRows(booking);
  return (
    <SummaryCard
      label={intl.formatMessage(messages.label)}
      title={<FormattedMessage id="checkout.summary.yourBooking" defaultMessage="Your booking" />}
    >
      <SummaryList
        className="checkout-summary__list"
        rows={[
          {
            term: intl.formatMessage(booking.kind === 'TRIP' ? messages.trip : messages.package),
            value: booking.title,
          },
          ...booked,
          ...(booking.trip
            ? tripRows(booking.trip, intl, locale)
            : [{ term: intl.formatMessage(messages.bookedFor), value: <bdi>{booking.customerName}</bdi> }]),
          { term: intl.formatMessage(outcomeMessages.reference), value: booking.reference },
          {
            term: intl.formatMessage(stage === 'paid' ? outcomeMessages.amountPaid : messages.total),
            value:
              booking.amount === null
                ? intl.formatMessage(messages.awaitingQuote)
                : f.price(booking.amount, booking.currency),
            total: true,
          },
          ...(stage === 'paid' ? [] : depositRows(booking, intl, f)),
        ]}
      />
      {stage === 'paying' && <TrustNotes holdsSeats={!!booking.holdExpiresAt} />}
      {stage === 'paid' && (
        <p className="checkout-trust">
          <FormattedMessage
            id="checkout.summary.keepLink"
            defaultMessage="Keep this page’s link: it opens this booking and its payment status again."
          />
        </p>
      )}
    </SummaryCard>
  );
}

/** The aside that holds the summary: its accessible name and its heading. */
function SummaryCard({ label, title, children }: { label: string; title: ReactNode; children: ReactNode }) {
  return (
    <Card as="aside" tone="sand" padding="lg" className="checkout-summary" aria-label={label}>
      <h2 className="checkout-summary__title">{title}</h2>
      {children}
    </Card>
  );
}
