import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, type IntlShape, useIntl } from 'react-intl';

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
  const f = useFormat();
  const locale = useLocale();
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
