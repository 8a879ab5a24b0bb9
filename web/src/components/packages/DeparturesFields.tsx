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
      travellerDeadlineDays
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
  return {
    departures: pkg?.departures ?? [],
    currency: pkg?.currency ?? null,
    travellerDeadlineDays: pkg?.travellerDeadlineDays ?? null,
  };
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
  travellerDeadlineDays = null,
}: {
  departures: BookableDeparture[];
  currency: string | null;
  values: DepartureValues;
  /** The package's deadline for travellers' passport details, in days before departure. */
  travellerDeadlineDays?: number | null;
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
      {departure && travellerDeadlineDays !== null && (
        <p className="muted span-2">
          You can enter the travellers’ passport details on the next page, or later from My trips until{' '}
          {formatDeadline(departure.departDate, travellerDeadlineDays)}.
        </p>
      )}
    </>
  );
}

/** The last day travellers can be entered online: the departure day minus the package's deadline, e.g. "4 Nov 2026". */
function formatDeadline(departDate: string, days: number): string {
  const day = new Date(Date.parse(`${departDate.slice(0, 10)}T00:00:00Z`) - days * 86_400_000);
  return DEADLINE_DAY.format(day);
}

const DEADLINE_DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
