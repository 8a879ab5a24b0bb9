import { DEFAULT_CURRENCY } from '../../lib/price';

/** What /checkout receives in router state (from /book or the manual form): amount is in minor units. */
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
