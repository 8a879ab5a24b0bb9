import { useMemo } from 'react';
import { defineMessages, type MessageValue, type TypedMessageDescriptor, useIntl } from 'react-intl';

import type { RoomType } from '../../gql/graphql';
import { useFormat } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';

/** How a room type reads to a pilgrim: prices are per person, sharing the room (the back-office's English). */
export const ROOM_LABEL: Record<RoomType, string> = {
  QUAD: 'Quad (4 share)',
  TRIPLE: 'Triple (3 share)',
  DOUBLE: 'Double (2 share)',
  SINGLE: 'Single room',
};

/** The same labels for the public site, in the reader's language. */
const ROOM_MESSAGES = defineMessages({
  QUAD: { id: 'packages.room.quad', defaultMessage: 'Quad (4 share)' },
  TRIPLE: { id: 'packages.room.triple', defaultMessage: 'Triple (3 share)' },
  DOUBLE: { id: 'packages.room.double', defaultMessage: 'Double (2 share)' },
  SINGLE: { id: 'packages.room.single', defaultMessage: 'Single room' },
}) satisfies Record<RoomType, TypedMessageDescriptor>;

const messages = defineMessages<{
  readonly seatsLeft: { readonly count: number | bigint };
  readonly hijriRange: { readonly from: MessageValue; readonly to: MessageValue };
}>({
  seatsLeft: {
    id: 'packages.departure.seatsLeft',
    defaultMessage: '{count, plural, one {# seat left} other {# seats left}}',
  },
  hijriRange: { id: 'packages.departure.hijriRange', defaultMessage: '{from} – {to}' },
});

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A departure's dates (YYYY-MM-DD, no time of day), e.g. "12 Jan 2027 – 22 Jan 2027" (English, the back-office's). */
export function formatDepartureDates(departDate: string, returnDate: string): string {
  return `${DAY.format(new Date(departDate))} – ${DAY.format(new Date(returnDate))}`;
}

const ranges = new Map<Locale, Intl.DateTimeFormat>();

/** Arabic and Indonesian readers get their own range ("12–22 يناير 2027", "12–22 Jan 2027"); English keeps the site's. */
function localDepartureDates(departDate: string, returnDate: string, locale: Locale): string {
  if (locale === 'en') return formatDepartureDates(departDate, returnDate);
  let range = ranges.get(locale);
  if (!range) {
    range = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: locale === 'ar' ? 'long' : 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    ranges.set(locale, range);
  }
  return range.formatRange(new Date(departDate), new Date(returnDate));
}

/**
 * Departures in the reader's language: their dates (and, for Arabic readers, the same days in the Hijri calendar),
 * the room types and the seats left.
 */
export function useDepartureFormat() {
  const intl = useIntl();
  const f = useFormat();
  return useMemo(
    () => ({
      dates: (departDate: string, returnDate: string) => localDepartureDates(departDate, returnDate, f.locale),
      /** The Hijri dates beside the Gregorian ones, for Arabic readers only (null otherwise). */
      hijriDates: (departDate: string, returnDate: string) =>
        f.locale === 'ar'
          ? intl.formatMessage(messages.hijriRange, { from: f.hijri(departDate), to: f.hijri(returnDate) })
          : null,
      /** A day (YYYY-MM-DD or a Date) as the departures show it: "4 Nov 2026" in English. */
      day: (value: string | Date) => (f.locale === 'en' ? DAY.format(new Date(value)) : f.date(value, 'long')),
      room: (roomType: RoomType) => intl.formatMessage(ROOM_MESSAGES[roomType]),
      seatsLeft: (count: number) => intl.formatMessage(messages.seatsLeft, { count }),
    }),
    [intl, f],
  );
}
