import { useQuery } from '@apollo/client/react';
import { useState } from 'react';

import { formatDay } from '../../components/travellers/travellerFormat';
import { BOOKING_TRAVELLERS_QUERY, TravellersForm } from '../../components/travellers/TravellersForm';
import { Button, Modal } from '../../components/ui';

/**
 * The travellers line of a My trips card for a booking of a departure: how many are entered, until when they can
 * be, and "Add travellers" / "Edit travellers" opening the form.
 */
export function TripTravellers({ bookingId, reference }: { bookingId: number; reference: string }) {
  const [open, setOpen] = useState(false);
  const { data } = useQuery(BOOKING_TRAVELLERS_QUERY, { variables: { bookingId, reveal: false } });
  const booking = data?.bookingTravellers;
  if (!booking?.editableUntil) return null;
  const entered = booking.travellers.length;
  const missing = booking.travellerCount - entered;
  return (
    <div className="trip-card__travellers">
      <p className="muted trip-card__note">
        {entered === 0
          ? 'No passport details yet.'
          : `${entered} of ${booking.travellerCount} travellers entered: ${booking.travellers.map((t) => t.fullName).join(', ')}.`}
        {booking.editable && missing > 0 && ` You can add passport details until ${formatDay(booking.editableUntil)}.`}
      </p>
      {booking.editable && (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {entered === 0 ? 'Add travellers' : 'Edit travellers'}
          <span className="sr-only"> for {reference}</span>
        </Button>
      )}
      <Modal open={open} title={`Travellers of ${reference}`} size="lg" onClose={() => setOpen(false)}>
        <TravellersForm bookingId={bookingId} onCancel={() => setOpen(false)} />
      </Modal>
    </div>
  );
}
