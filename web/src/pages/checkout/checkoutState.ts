import type { BookingKind } from '../../gql/graphql';
import { loadBookingToken, readBookingKind, saveBookingToken, tokenFromHash } from '../../lib/bookingAccess';
import { DEFAULT_CURRENCY } from '../../lib/price';

/** Router state handed to /checkout (from /book, a trip booking or the manual form): amount is in minor units. */
export interface CheckoutState {
  bookingId: number;
  amount: number;
  currency: string;
}

export function readCheckoutState(state: unknown): CheckoutState | null {
  if (!state || typeof state !== 'object') return null;
  const { bookingId, amount, currency } = state as Partial<Record<keyof CheckoutState, unknown>>;
  const id = Number(bookingId);
  const minor = Number(amount);
  if (!Number.isInteger(id) || id <= 0 || !Number.isInteger(minor) || minor <= 0) return null;
  return {
    bookingId: id,
    amount: minor,
    currency: typeof currency === 'string' && currency.trim() ? currency.trim().toUpperCase() : DEFAULT_CURRENCY,
  };
}

/** The booking a checkout URL is about, and the access token that opens it (null: only its owner or staff may). */
export interface CheckoutTarget {
  bookingId: number;
  kind: BookingKind;
  token: string | null;
}

function positiveId(value: unknown): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * `/checkout?booking=<id>&kind=<kind>#token=<token>`; a token found in the fragment is remembered for this tab,
 * so the return from a bank page (`?booking=&kind=` only) and reloads still open the booking.
 */
export function resolveCheckoutTarget(search: URLSearchParams, hash: string, state: unknown): CheckoutTarget | null {
  const bookingId = positiveId(search.get('booking')) ?? readCheckoutState(state)?.bookingId ?? null;
  if (!bookingId) return null;
  const kind = readBookingKind(search.get('kind'));
  const linked = tokenFromHash(hash);
  if (linked) saveBookingToken(kind, bookingId, linked);
  return { bookingId, kind, token: linked ?? loadBookingToken(kind, bookingId) };
}
