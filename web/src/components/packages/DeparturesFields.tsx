import { useQuery } from '@apollo/client/react';
import { defineMessages, FormattedMessage, type MessageValue, type NoMessageValues, useIntl } from 'react-intl';

import { graphql } from '../../gql';
import type { BookDeparturesQuery } from '../../gql/graphql';
import { useFormat } from '../../i18n/format';
import { SelectField } from '../form';
import { useDepartureFormat } from './departureFormat';

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

const messages = defineMessages<{
  readonly departure: NoMessageValues;
  readonly chooseDates: NoMessageValues;
  readonly soldOut: NoMessageValues;
  readonly closed: NoMessageValues;
  readonly departureOption: { readonly dates: MessageValue; readonly state: MessageValue };
  readonly room: NoMessageValues;
  readonly roomHint: NoMessageValues;
  readonly chooseRoom: NoMessageValues;
  readonly chooseDatesFirst: NoMessageValues;
  readonly roomOption: { readonly price: MessageValue; readonly room: MessageValue };
  readonly travellers: NoMessageValues;
  readonly travellerCount: { readonly count: number | bigint };
}>({
  departure: { id: 'packages.departureFields.departure', defaultMessage: 'Departure' },
  chooseDates: { id: 'packages.departureFields.chooseDates', defaultMessage: 'Choose your dates' },
  soldOut: { id: 'packages.departureFields.soldOut', defaultMessage: 'sold out' },
  closed: { id: 'packages.departureFields.closed', defaultMessage: 'closed' },
  departureOption: { id: 'packages.departureFields.departureOption', defaultMessage: '{dates} · {state}' },
  room: { id: 'packages.departureFields.room', defaultMessage: 'Room' },
  roomHint: { id: 'packages.departureFields.roomHint', defaultMessage: 'Prices are per person.' },
  chooseRoom: { id: 'packages.departureFields.chooseRoom', defaultMessage: 'Choose a room' },
  chooseDatesFirst: { id: 'packages.departureFields.chooseDatesFirst', defaultMessage: 'Choose your dates first' },
  roomOption: { id: 'packages.departureFields.roomOption', defaultMessage: '{room} · {price}' },
  travellers: { id: 'packages.departureFields.travellers', defaultMessage: 'Travellers' },
  travellerCount: {
    id: 'packages.departureFields.travellerCount',
    defaultMessage: '{count, plural, one {# traveller} other {# travellers}}',
  },
});

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
  const intl = useIntl();
  const f = useFormat();
  const format = useDepartureFormat();
  const { departure, room, travellers, total } = departureTotal(departures, values);
  const maxTravellers = Math.min(MAX_TRAVELLERS, departure?.seatsLeft ?? MAX_TRAVELLERS);
  return (
    <>
      <SelectField
        name="departureId"
        label={intl.formatMessage(messages.departure)}
        required
        className="span-2"
        // The chosen departure's days in the Hijri calendar, for Arabic readers.
        hint={(departure && format.hijriDates(departure.departDate, departure.returnDate)) ?? undefined}
        placeholder={intl.formatMessage(messages.chooseDates)}
        options={departures.map((d) => {
          const dates = format.dates(d.departDate, d.returnDate);
          const state =
            d.status === 'SOLD_OUT'
              ? intl.formatMessage(messages.soldOut)
              : d.status === 'CLOSED'
                ? intl.formatMessage(messages.closed)
                : format.seatsLeft(d.seatsLeft);
          return {
            value: String(d.id),
            label: intl.formatMessage(messages.departureOption, { dates, state }),
            disabled: d.status !== 'OPEN',
          };
        })}
      />
      <SelectField
        name="roomType"
        label={intl.formatMessage(messages.room)}
        hint={intl.formatMessage(messages.roomHint)}
        required
        placeholder={intl.formatMessage(departure ? messages.chooseRoom : messages.chooseDatesFirst)}
        options={(departure?.roomPrices ?? []).map((p) => ({
          value: p.roomType,
          label: intl.formatMessage(messages.roomOption, {
            room: format.room(p.roomType),
            price: f.price(p.amount, currency),
          }),
        }))}
      />
      <SelectField
        name="travellerCount"
        label={intl.formatMessage(messages.travellers)}
        required
        options={Array.from({ length: Math.max(1, maxTravellers) }, (_, i) => ({
          value: String(i + 1),
          label: intl.formatMessage(messages.travellerCount, { count: i + 1 }),
        }))}
      />
      <p className="book-total span-2" aria-live="polite">
        {total !== null && room ? (
          <>
            <span>
              <FormattedMessage
                id="packages.departureFields.totalLine"
                defaultMessage="{travellers} × {price}, {room}"
                values={{
                  travellers: f.number(travellers),
                  price: f.price(room.amount, currency),
                  room: format.room(room.roomType),
                }}
              />
            </span>
            <strong>
              <FormattedMessage
                id="packages.departureFields.total"
                defaultMessage="Total {amount}"
                values={{ amount: f.price(total, currency) }}
              />
            </strong>
          </>
        ) : (
          <span className="muted">
            <FormattedMessage
              id="packages.departureFields.totalPrompt"
              defaultMessage="Choose your dates and room to see the total."
            />
          </span>
        )}
      </p>
      {departure && travellerDeadlineDays !== null && (
        <p className="muted span-2">
          <FormattedMessage
            id="packages.departureFields.travellersDeadline"
            defaultMessage="You can enter the travellers’ passport details on the next page, or later from My trips until {date}."
            values={{ date: format.day(deadlineDay(departure.departDate, travellerDeadlineDays)) }}
          />
        </p>
      )}
    </>
  );
}

/** The last day travellers can be entered online: the departure day minus the package's deadline. */
function deadlineDay(departDate: string, days: number): Date {
  return new Date(Date.parse(`${departDate.slice(0, 10)}T00:00:00Z`) - days * 86_400_000);
}
