import { SummaryList } from '../../components/SummaryList';
import { Alert, Button } from '../../components/ui';
import type { PaymentPurpose } from '../../gql/graphql';
import { formatPrice } from '../../lib/price';
import type { CheckoutBooking } from './BookingOutcome';

/** What a card pays on this page: the server's dueNow, or the whole amount when the customer asked for it. */
export interface Charge {
  purpose: PaymentPurpose;
  amount: number;
  payInFull: boolean;
}

/** A day as the API gives it (YYYY-MM-DD), e.g. '10 March 2027'. */
export function formatDueDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "Balance USD 2,400.00 due by 10 March 2027", when the booking has a balance date. */
export function balanceLine(booking: CheckoutBooking, balance: number): string {
  const amount = formatPrice(balance, booking.currency);
  return booking.balanceDueAt ? `${amount} due by ${formatDueDay(booking.balanceDueAt)}` : amount;
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
  const total = formatPrice(booking.amount, booking.currency);
  if (charge.purpose === 'DEPOSIT') {
    return (
      <div className="stack deposit-notice">
        <SummaryList
          className="deposit-notice__terms"
          aria-label="Deposit and balance"
          rows={[
            { term: 'Deposit due now', value: formatPrice(charge.amount, booking.currency), total: true },
            { term: 'Balance', value: balanceLine(booking, booking.amount - charge.amount) },
          ]}
        />
        <div>
          <Button variant="ghost" onClick={() => onPayInFull(true)}>
            Pay the full amount instead ({total})
          </Button>
        </div>
      </div>
    );
  }
  if (charge.payInFull) {
    return (
      <div className="stack deposit-notice">
        <p>
          You are paying the full amount, <strong>{total}</strong>: nothing will be left to pay.
        </p>
        <div>
          <Button variant="ghost" onClick={() => onPayInFull(false)}>
            Pay the deposit only ({formatPrice(booking.depositDue, booking.currency)})
          </Button>
        </div>
      </div>
    );
  }
  if (charge.purpose !== 'BALANCE') return null;
  return (
    <div className="stack deposit-notice">
      {booking.balanceOverdue && booking.balanceDueAt && (
        <Alert variant="warning" title="Your balance is overdue">
          It was due by {formatDueDay(booking.balanceDueAt)}. Please pay it now to keep your place.
        </Alert>
      )}
      <SummaryList
        className="deposit-notice__terms"
        aria-label="Deposit and balance"
        rows={[
          { term: 'Paid so far', value: formatPrice(booking.amountPaid, booking.currency) },
          { term: 'Balance due now', value: formatPrice(charge.amount, booking.currency), total: true },
          !!booking.balanceDueAt && { term: 'Due by', value: formatDueDay(booking.balanceDueAt) },
        ]}
      />
    </div>
  );
}

/** After a deposit: what was paid and what remains, by when. */
export function DepositPaidReceipt({ booking }: { booking: CheckoutBooking }) {
  return (
    <SummaryList
      className="checkout-receipt"
      aria-label="Receipt"
      rows={[
        { term: 'Booking reference', value: booking.reference },
        { term: 'Deposit paid', value: formatPrice(booking.amountPaid, booking.currency) },
        booking.balanceDue !== null && { term: 'Balance', value: balanceLine(booking, booking.balanceDue) },
      ]}
    />
  );
}
