import { SummaryList } from '../../components/SummaryList';
import { Card, Icon } from '../../components/ui';
import { formatPrice } from '../../lib/price';
import type { CheckoutBooking } from './BookingOutcome';

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

/** The booking as the server knows it; before it has loaded (or without one), how paying works. */
export function OrderSummary({ booking }: { booking?: CheckoutBooking | null }) {
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
          { term: 'Booking reference', value: `#${booking.id}` },
          {
            term: 'Total',
            value: booking.amount === null ? 'Awaiting quote' : formatPrice(booking.amount, booking.currency),
            total: true,
          },
        ]}
      />
      <TrustNotes holdsSeats={booking.kind === 'TRIP' && !!booking.holdExpiresAt} />
    </Card>
  );
}
