import { FormattedMessage } from 'react-intl';

import { useBookingDates } from '../../components/travellers/travellerFormat';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { useFormat } from '../../i18n/format';

const BOOKING_CANCELLATION = graphql(`
  fragment BookingCancellation on MyBooking {
    cancellationRequestedAt
    cancelledAt
    refunds {
      amount
      currency
      status
      createdAt
      settledAt
    }
  }
`);

/**
 * Where a booking's cancellation stands (asked on a day and waiting for our team, or cancelled) and each refund:
 * back on the card on its day, or on its way since the day staff sent it. All of it as the server read the rows.
 */
export function BookingCancellation(props: { booking: FragmentType<typeof BOOKING_CANCELLATION> }) {
  const {
    cancellationRequestedAt: requestedAt,
    cancelledAt,
    refunds,
  } = getFragmentData(BOOKING_CANCELLATION, props.booking);
  const day = useBookingDates();
  const f = useFormat();
  if (!requestedAt && !cancelledAt && refunds.length === 0) return null;
  return (
    <div className="trip-card__note" data-testid="booking-cancellation">
      {requestedAt && !cancelledAt && (
        <p>
          <FormattedMessage
            id="myTrips.cancellation.waiting"
            defaultMessage="Cancellation requested on {date}: waiting for our team to confirm it."
            values={{ date: day.date(requestedAt) }}
          />
        </p>
      )}
      {requestedAt && cancelledAt && (
        <p>
          <FormattedMessage
            id="myTrips.cancellation.approved"
            defaultMessage="Cancellation requested on {requested}, confirmed on {cancelled}."
            values={{ requested: day.date(requestedAt), cancelled: day.date(cancelledAt) }}
          />
        </p>
      )}
      {!requestedAt && cancelledAt && (
        <p>
          <FormattedMessage
            id="myTrips.cancellation.cancelled"
            defaultMessage="Cancelled on {date}."
            values={{ date: day.date(cancelledAt) }}
          />
        </p>
      )}
      {refunds.length > 0 && (
        <ul className="trip-card__refunds">
          {refunds.map((refund, index) => (
            <li key={index}>
              {refund.settledAt ? (
                <FormattedMessage
                  id="myTrips.cancellation.refunded"
                  defaultMessage="{amount} refunded to your card on {date}."
                  values={{ amount: f.price(refund.amount, refund.currency), date: day.date(refund.settledAt) }}
                />
              ) : (
                <FormattedMessage
                  id="myTrips.cancellation.refundOnItsWay"
                  defaultMessage="A refund of {amount} is on its way to your card (sent on {date})."
                  values={{ amount: f.price(refund.amount, refund.currency), date: day.date(refund.createdAt) }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
