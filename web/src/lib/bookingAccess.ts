import type { BookingKind } from '../gql/graphql';

/**
 * A booking's access token (docs/decisions/0007-public-safety.md, section 1) travels in the checkout URL's
 * fragment, which never reaches a server or a Referer header. The tab also keeps it in sessionStorage, so a
 * reload or the return from a bank's 3-D Secure page (whose URL carries no fragment) still finds it.
 */
const BOOKING_KINDS: readonly BookingKind[] = ['PACKAGE', 'TRIP'];

const BOOKING_TOKEN_HEADER = 'X-Booking-Token';

function storageKey(kind: BookingKind, bookingId: number): string {
  return `rihla.booking-token.${kind}.${bookingId}`;
}

export function readBookingKind(value: string | null | undefined): BookingKind {
  return BOOKING_KINDS.find((kind) => kind === value?.toUpperCase()) ?? 'PACKAGE';
}

export function saveBookingToken(kind: BookingKind, bookingId: number, token: string): void {
  try {
    window.sessionStorage.setItem(storageKey(kind, bookingId), token);
  } catch {
    // storage can be blocked (privacy mode): the link itself still carries the token
  }
}

export function loadBookingToken(kind: BookingKind, bookingId: number): string | null {
  try {
    return window.sessionStorage.getItem(storageKey(kind, bookingId));
  } catch {
    return null;
  }
}

/** `#token=…` of a checkout URL. */
export function tokenFromHash(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() || null;
}

/** The checkout link of a booking: the page reads the token from the fragment. */
export function checkoutPath(kind: BookingKind, bookingId: number, token?: string | null): string {
  const path = `/checkout?${new URLSearchParams({ booking: String(bookingId), kind })}`;
  return token ? `${path}#${new URLSearchParams({ token })}` : path;
}

/** Apollo operation context sending the token with this one operation only (never a global header). */
export function bookingTokenContext(token: string | null | undefined) {
  return token ? { headers: { [BOOKING_TOKEN_HEADER]: token } } : undefined;
}
