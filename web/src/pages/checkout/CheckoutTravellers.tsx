import { useQuery } from '@apollo/client/react';
import { useState } from 'react';

import { formatDay } from '../../components/travellers/travellerFormat';
import { BOOKING_TRAVELLERS_QUERY, TravellersForm } from '../../components/travellers/TravellersForm';
import { Button, Modal } from '../../components/ui';
import { bookingTokenContext } from '../../lib/bookingAccess';

/**
 * On the checkout of a booking of a departure: the travellers can be entered now (with the page's access token, so
 * no account is needed) or later, until the package's deadline.
 */
export function CheckoutTravellers({ bookingId, token }: { bookingId: number; token: string | null }) {
  const [open, setOpen] = useState(false);
  const { data } = useQuery(BOOKING_TRAVELLERS_QUERY, {
    variables: { bookingId, reveal: false },
    context: bookingTokenContext(token),
  });
  const booking = data?.bookingTravellers;
  if (!booking?.editableUntil || !booking.editable) return null;
  const entered = booking.travellers.length;
  return (
    <section className="stack checkout-travellers" aria-label="Travellers">
      <h2 className="checkout-travellers__title">Travellers</h2>
      <p className="muted">
        {entered} of {booking.travellerCount} entered. Add each traveller’s passport details now, or later from My trips
        or this page until {formatDay(booking.editableUntil)}.
      </p>
      <div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {entered === 0 ? 'Add travellers now' : 'Edit travellers'}
        </Button>
      </div>
      <Modal open={open} title={`Travellers of ${booking.reference}`} size="lg" onClose={() => setOpen(false)}>
        <TravellersForm bookingId={bookingId} token={token} onCancel={() => setOpen(false)} />
      </Modal>
    </section>
  );
}
