import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { defineMessages, FormattedMessage, type MessageValue, useIntl } from 'react-intl';

import { useBookingDates } from '../../components/travellers/travellerFormat';
import { BOOKING_TRAVELLERS_QUERY, TravellersForm } from '../../components/travellers/TravellersForm';
import { Button, Modal } from '../../components/ui';

const messages = defineMessages<{ readonly dialogTitle: { readonly reference: MessageValue } }>({
  dialogTitle: { id: 'myTrips.travellers.dialogTitle', defaultMessage: 'Travellers of {reference}' },
});

/** Between the names of a list (Arabic has its own comma). */
const LIST_SEPARATOR = { en: ', ', ar: '، ', id: ', ' } as const;

/** Between two sentences, or a label and its screen-reader part. */
const SPACE = ' ';

/**
 * The travellers line of a My trips card for a booking of a departure: how many are entered, until when they can
 * be, and "Add travellers" / "Edit travellers" opening the form.
 */
export function TripTravellers({ bookingId, reference }: { bookingId: number; reference: string }) {
  const intl = useIntl();
  const dates = useBookingDates();
  const [open, setOpen] = useState(false);
  const { data } = useQuery(BOOKING_TRAVELLERS_QUERY, { variables: { bookingId, reveal: false } });
  const booking = data?.bookingTravellers;
  if (!booking?.editableUntil) return null;
  const entered = booking.travellers.length;
  const missing = booking.travellerCount - entered;
  return (
    <div className="trip-card__travellers">
      <p className="muted trip-card__note">
        {entered === 0 ? (
          <FormattedMessage id="myTrips.travellers.none" defaultMessage="No passport details yet." />
        ) : (
          <FormattedMessage
            id="myTrips.travellers.entered"
            defaultMessage="{entered} of {count} travellers entered: {names}."
            values={{
              entered: intl.formatNumber(entered),
              count: booking.travellerCount,
              // Names in any script, each kept whole in its own direction.
              names: booking.travellers.flatMap((t, i) => [
                i > 0 ? LIST_SEPARATOR[dates.locale] : null,
                <bdi key={t.position}>{t.fullName}</bdi>,
              ]),
            }}
          />
        )}
        {booking.editable && missing > 0 && (
          <>
            {SPACE}
            <FormattedMessage
              id="myTrips.travellers.addUntil"
              defaultMessage="You can add passport details until {date}."
              values={{ date: dates.day(booking.editableUntil) }}
            />
          </>
        )}
      </p>
      {booking.editable && (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {entered === 0 ? (
            <FormattedMessage id="myTrips.travellers.add" defaultMessage="Add travellers" />
          ) : (
            <FormattedMessage id="myTrips.travellers.edit" defaultMessage="Edit travellers" />
          )}
          <span className="sr-only">
            {SPACE}
            <FormattedMessage id="myTrips.card.forReference" defaultMessage="for {reference}" values={{ reference }} />
          </span>
        </Button>
      )}
      <Modal
        open={open}
        title={intl.formatMessage(messages.dialogTitle, { reference })}
        size="lg"
        onClose={() => setOpen(false)}
      >
        <TravellersForm bookingId={bookingId} onCancel={() => setOpen(false)} />
      </Modal>
    </div>
  );
}
