import type { RoomType } from '../../gql/graphql';

/** How a room type reads to a pilgrim: prices are per person, sharing the room. */
export const ROOM_LABEL: Record<RoomType, string> = {
  QUAD: 'Quad (4 share)',
  TRIPLE: 'Triple (3 share)',
  DOUBLE: 'Double (2 share)',
  SINGLE: 'Single room',
};

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A departure's dates (YYYY-MM-DD, no time of day), e.g. "12 Jan 2027 – 22 Jan 2027". */
export function formatDepartureDates(departDate: string, returnDate: string): string {
  return `${DAY.format(new Date(departDate))} – ${DAY.format(new Date(returnDate))}`;
}

export function seatsLeftText(seatsLeft: number): string {
  return seatsLeft === 1 ? '1 seat left' : `${seatsLeft} seats left`;
}
