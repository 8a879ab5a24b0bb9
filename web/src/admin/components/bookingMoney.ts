import { currencyExponent, toMinorUnits } from '../../lib/price';

/** The booking a settlement acts on, as a bookings table row (or a detail page) knows it. */
export interface BookingToSettle {
  id: number;
  reference: string;
  name: string;
}

/** An amount typed in major units, in minor units when it is a valid amount from 0 to `max`; else null. */
export function amountWithin(typed: string, currency: string | null | undefined, max: number): number | null {
  const minor = toMinorUnits(typed, currency);
  return minor !== null && minor <= max ? minor : null;
}

/** Minor units as the text a money field starts with ('7020.00', '5000' for JPY). */
export function majorText(minor: number, currency: string | null | undefined): string {
  const exponent = currencyExponent(currency);
  return (minor / 10 ** exponent).toFixed(exponent);
}
