import type { BookingKind } from '../../gql/graphql';
import { loadBookingToken, readBookingKind } from '../../lib/bookingAccess';

/**
 * The booking a sign-up started from a guest's confirmation adopts: `?adopt=PACKAGE-41` names it, and the token the
 * checkout kept for this tab proves it is the visitor's (the token itself never goes in a URL).
 */
export const adoptParam = (booking: { kind: BookingKind; id: number }) => `${booking.kind}-${booking.id}`;

export function bookingToAdopt(value: string | null): { id: number; kind: BookingKind; token: string } | null {
  const match = /^(PACKAGE|TRIP)-(\d{1,9})$/.exec(value ?? '');
  if (!match) return null;
  const kind = readBookingKind(match[1]);
  const id = Number(match[2]);
  const token = loadBookingToken(kind, id);
  return token ? { id, kind, token } : null;
}
