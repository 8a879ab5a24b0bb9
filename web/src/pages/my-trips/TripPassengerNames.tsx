import { FormattedMessage } from 'react-intl';

/** A trip booking's passengers in My trips, by name as on their passports (issue #31). */
export function TripPassengerNames({ names }: { names: string[] }) {
  if (!names.length) return null;
  return (
    <p className="trip-card__passengers">
      <FormattedMessage
        id="myTrips.card.passengerNames"
        defaultMessage="Passengers: {names}"
        values={{ names: <bdi key="names">{names.join(', ')}</bdi> }}
      />
    </p>
  );
}
