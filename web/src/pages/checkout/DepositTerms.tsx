import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { SummaryList } from '../../components/SummaryList';
import { useBookingDates } from '../../components/travellers/travellerFormat';
import { Alert, Button } from '../../components/ui';
import type { PaymentPurpose } from '../../gql/graphql';
import { useFormat } from '../../i18n/format';
import { type CheckoutBooking, ReceiptList } from './BookingOutcome';

/** What a card pays on this page: the server's dueNow, or the whole amount when the customer asked for it. */
export interface Charge {
  purpose: PaymentPurpose;
  amount: number;
  payInFull: boolean;
}

export const depositMessages = defineMessages({
  terms: { id: 'checkout.deposit.terms', defaultMessage: 'Deposit and balance' },
  depositDueNow: { id: 'checkout.deposit.depositDueNow', defaultMessage: 'Deposit due now' },
  balance: { id: 'checkout.deposit.balance', defaultMessage: 'Balance' },
  paidSoFar: { id: 'checkout.deposit.paidSoFar', defaultMessage: 'Paid so far' },
  balanceDueNow: { id: 'checkout.deposit.balanceDueNow', defaultMessage: 'Balance due now' },
  dueBy: { id: 'checkout.deposit.dueBy', defaultMessage: 'Due by' },
  overdue: { id: 'checkout.deposit.overdue', defaultMessage: 'Your balance is overdue' },
  depositPaid: { id: 'checkout.deposit.depositPaid', defaultMessage: 'Deposit paid' },
});

/** "Balance USD 2,400.00 due by 10 March 2027", when the booking has a balance date. */
export function BalanceLine({ booking, balance }: { booking: CheckoutBooking; balance: number }) {
  const f = useFormat();
  const dates = useBookingDates();
  const amount = f.price(balance, booking.currency);
  if (!booking.balanceDueAt) return amount;
  return (
    <FormattedMessage
      id="checkout.deposit.balanceDueBy"
      defaultMessage="{amount} due by {date}"
      values={{ amount, date: dates.longDay(booking.balanceDueAt) }}
    />
  );
}

/**
 * What this card payment is, above the card form: the deposit (with the balance to come and the choice to pay
 * everything now), the whole amount chosen instead of the deposit, or the balance after the deposit.
 */
export function DepositNotice({
  booking,
  charge,
  onPayInFull,
}: {
  booking: CheckoutBooking & { amount: number };
  charge: Charge;
  onPayInFull: (payInFull: boolean) => void;
}) {
  const intl = useIntl();
  const f = useFormat();
  const dates = useBookingDates();
  const total = f.price(booking.amount, booking.currency);
  if (charge.purpose === 'DEPOSIT') {
    return (
      <div className="stack deposit-notice">
        <SummaryList
          className="deposit-notice__terms"
          aria-label={intl.formatMessage(depositMessages.terms)}
          rows={[
            {
              term: intl.formatMessage(depositMessages.depositDueNow),
              value: f.price(charge.amount, booking.currency),
              total: true,
            },
            {
              term: intl.formatMessage(depositMessages.balance),
              value: <BalanceLine booking={booking} balance={booking.amount - charge.amount} />,
            },
          ]}
        />
        <div>
          <Button variant="ghost" onClick={() => onPayInFull(true)}>
            <FormattedMessage
              id="checkout.deposit.payInFull"
              defaultMessage="Pay the full amount instead ({total})"
              values={{ total }}
            />
          </Button>
        </div>
      </div>
    );
  }
  if (charge.payInFull) {
    return (
      <div className="stack deposit-notice">
        <p>
          <FormattedMessage
            id="checkout.deposit.payingInFull"
            defaultMessage="You are paying the full amount, <strong>{total}</strong>: nothing will be left to pay."
            values={{ total, strong: (chunks) => <strong>{chunks}</strong> }}
          />
        </p>
        <div>
          <Button variant="ghost" onClick={() => onPayInFull(false)}>
            <FormattedMessage
              id="checkout.deposit.payDepositOnly"
              defaultMessage="Pay the deposit only ({deposit})"
              values={{ deposit: f.price(booking.depositDue, booking.currency) }}
            />
          </Button>
        </div>
      </div>
    );
  }
  if (charge.purpose !== 'BALANCE') return null;
  return (
    <div className="stack deposit-notice">
      {booking.balanceOverdue && booking.balanceDueAt && (
        <Alert variant="warning" title={intl.formatMessage(depositMessages.overdue)}>
          <FormattedMessage
            id="checkout.deposit.overdueText"
            defaultMessage="It was due by {date}. Please pay it now to keep your place."
            values={{ date: dates.longDay(booking.balanceDueAt) }}
          />
        </Alert>
      )}
      <SummaryList
        className="deposit-notice__terms"
        aria-label={intl.formatMessage(depositMessages.terms)}
        rows={[
          { term: intl.formatMessage(depositMessages.paidSoFar), value: f.price(booking.amountPaid, booking.currency) },
          {
            term: intl.formatMessage(depositMessages.balanceDueNow),
            value: f.price(charge.amount, booking.currency),
            total: true,
          },
          !!booking.balanceDueAt && {
            term: intl.formatMessage(depositMessages.dueBy),
            value: dates.longDay(booking.balanceDueAt),
          },
        ]}
      />
    </div>
  );
}

/** After a deposit: what was paid and what remains, by when. */
export function DepositPaidReceipt({ booking }: { booking: CheckoutBooking }) {
  const intl = useIntl();
  const f = useFormat();
  return (
    <ReceiptList
      reference={booking.reference}
      rows={[
        {
          term: intl.formatMessage(depositMessages.depositPaid),
          value: f.price(booking.amountPaid, booking.currency),
        },
        booking.balanceDue !== null && {
          term: intl.formatMessage(depositMessages.balance),
          value: <BalanceLine booking={booking} balance={booking.balanceDue} />,
        },
      ]}
    />
  );
}
