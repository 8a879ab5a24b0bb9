import { useQuery } from '@apollo/client/react';

import { graphql } from '../../gql';
import type { BookDeparturesQuery } from '../../gql/graphql';
import { formatPrice } from '../../lib/price';
import { SelectField } from '../form';
import { formatDepartureDates, ROOM_LABEL, seatsLeftText } from './departureFormat';

export const BOOK_DEPARTURES_QUERY = graphql(`
  query BookDepartures($id: Int!) {
    package(id: $id) {
      id
      currency
      departures {
        id
        departDate
        returnDate
        seatsLeft
        status
        roomPrices {
          roomType
          amount
        }
      }
    }
  }
`);

export type BookableDeparture = NonNullable<BookDeparturesQuery['package']>['departures'][number];

/** The upcoming departures of the package being booked (none while no package is chosen). */
export function useBookableDepartures(packageId: number | undefined) {
  const { data } = useQuery(BOOK_DEPARTURES_QUERY, {
    variables: { id: packageId ?? 0 },
    skip: packageId === undefined,
  });
  const pkg = packageId === undefined ? undefined : data?.package;
  return { departures: pkg?.departures ?? [], currency: pkg?.currency ?? null };
}

const MAX_TRAVELLERS = 9;

/** The fields a booking form holds as text (select values). */
export type DepartureValues = { departureId: string; roomType: string; travellerCount: string };

/** What the chosen values amount to: the departure, the room's per-person price and the total, when all are set. */
export function departureTotal(departures: BookableDeparture[], values: DepartureValues) {
  const departure = departures.find((d) => String(d.id) === values.departureId);
  const room = departure?.roomPrices.find((p) => p.roomType === values.roomType);
  const travellers = Number(values.travellerCount);
  return { departure, room, travellers, total: room ? room.amount * travellers : null };
}

/**
 * Departure, room type and travellers for a package sold by departure, and the total before submitting. A sold-out
 * or closed departure is listed but cannot be chosen; travellers go up to the seats left on the chosen departure.
 */
export function DeparturesFields({
  departures,
  currency,
  values,
}: {
  departures: BookableDeparture[];
  currency: string | null;
  values: DepartureValues;
}) {
  const { departure, room, travellers, total } = departureTotal(departures, values);
  const maxTravellers = Math.min(MAX_TRAVELLERS, departure?.seatsLeft ?? MAX_TRAVELLERS);
  return (
    <>
      <SelectField
        name="departureId"
        label="Departure"
        required
        className="span-2"
        placeholder="Choose your dates"
        options={departures.map((d) => {
          const dates = formatDepartureDates(d.departDate, d.returnDate);
          const state =
            d.status === 'SOLD_OUT' ? 'sold out' : d.status === 'CLOSED' ? 'closed' : seatsLeftText(d.seatsLeft);
          return { value: String(d.id), label: `${dates} · ${state}`, disabled: d.status !== 'OPEN' };
        })}
      />
      <SelectField
        name="roomType"
        label="Room"
        hint="Prices are per person."
        required
        placeholder={departure ? 'Choose a room' : 'Choose your dates first'}
        options={(departure?.roomPrices ?? []).map((p) => ({
          value: p.roomType,
          label: `${ROOM_LABEL[p.roomType]} · ${formatPrice(p.amount, currency)}`,
        }))}
      />
      <SelectField
        name="travellerCount"
        label="Travellers"
        required
        options={Array.from({ length: Math.max(1, maxTravellers) }, (_, i) => ({
          value: String(i + 1),
          label: i === 0 ? '1 traveller' : `${i + 1} travellers`,
        }))}
      />
      <p className="book-total span-2" aria-live="polite">
        {total !== null && room ? (
          <>
            <span>
              {travellers} × {formatPrice(room.amount, currency)}, {ROOM_LABEL[room.roomType]}
            </span>
            <strong>Total {formatPrice(total, currency)}</strong>
          </>
        ) : (
          <span className="muted">Choose your dates and room to see the total.</span>
        )}
      </p>
    </>
  );
}
