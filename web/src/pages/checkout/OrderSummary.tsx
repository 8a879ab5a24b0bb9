import { SummaryList } from '../../components/SummaryList';
import { Card, Icon } from '../../components/ui';
import { formatPrice } from '../../lib/price';
import type { CheckoutBooking } from './BookingOutcome';
import { balanceLine } from './DepositTerms';

/** Only what is true of this booking: a trip holds seats for a while, a package booking reserves nothing. */
function TrustNotes({ holdsSeats = false }: { holdsSeats?: boolean }) {
  return (
    <ul className="checkout-trust">
      <li>
        <Icon name="lock" /> Encrypted card payment; we never store your card number.
      </li>
      <li>
        <Icon name="shield" />{' '}
        {holdsSeats
          ? 'Your seats are held until the timer runs out; unpaid seats then go back on sale.'
          : 'Your booking is saved; nothing is charged until you pay.'}
      </li>
    </ul>
  );
}

/** A booking paid by deposit and balance: the deposit due now, or what is paid so far; then the balance. */
function depositRows(booking: CheckoutBooking) {
  if (booking.amount === null || booking.depositDue === null) return [];
  if (booking.status === 'DEPOSIT_PAID' && booking.balanceDue !== null) {
    return [
      { term: 'Paid so far', value: formatPrice(booking.amountPaid, booking.currency) },
      { term: 'Balance', value: balanceLine(booking, booking.balanceDue) },
    ];
  }
  if (booking.dueNow?.purpose !== 'DEPOSIT') return [];
  return [
    { term: 'Deposit due now', value: formatPrice(booking.depositDue, booking.currency) },
    { term: 'Balance', value: balanceLine(booking, booking.amount - booking.depositDue) },
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
  if (!booking) {
    return (
      <Card as="aside" tone="sand" padding="lg" className="checkout-summary" aria-label="About payment">
        <h2 className="checkout-summary__title">Paying with Rihla</h2>
        <TrustNotes />
      </Card>
    );
  }
  return (
    <Card as="aside" tone="sand" padding="lg" className="checkout-summary" aria-label="Order summary">
      <h2 className="checkout-summary__title">Your booking</h2>
      <SummaryList
        className="checkout-summary__list"
        rows={[
          { term: booking.kind === 'TRIP' ? 'Trip' : 'Package', value: booking.title },
          { term: 'Booked for', value: booking.customerName },
          { term: 'Booking reference', value: booking.reference },
          {
            term: stage === 'paid' ? 'Amount paid' : 'Total',
            value: booking.amount === null ? 'Awaiting quote' : formatPrice(booking.amount, booking.currency),
            total: true,
          },
          ...(stage === 'paid' ? [] : depositRows(booking)),
        ]}
      />
      {stage === 'paying' && <TrustNotes holdsSeats={booking.kind === 'TRIP' && !!booking.holdExpiresAt} />}
      {stage === 'paid' && (
        <p className="checkout-trust">Keep this page’s link: it opens this booking and its payment status again.</p>
      )}
    </Card>
  );
}
