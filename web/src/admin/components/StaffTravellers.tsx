import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';

import { TravellersForm } from '../../components/travellers/TravellersForm';
import { Button, Modal } from '../../components/ui';

/**
 * The staff booking view's way to the travellers' whole passport numbers (everywhere else they are masked) and to
 * change them after the customer's deadline. Saving refreshes the page's tables.
 */
export function StaffTravellers({ bookingId, reference }: { bookingId: number; reference: string }) {
  const [open, setOpen] = useState(false);
  const client = useApolloClient();
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Passports and changes<span className="sr-only"> for {reference}</span>
      </Button>
      <Modal open={open} title={`Travellers of ${reference}`} size="lg" onClose={() => setOpen(false)}>
        <TravellersForm
          bookingId={bookingId}
          onSaved={() => void client.refetchQueries({ include: 'active' })}
          onCancel={() => setOpen(false)}
        />
      </Modal>
    </>
  );
}
