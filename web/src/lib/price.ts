// The server's own table (what the API validates against): pure data, bundled as is.
import { CURRENCY_EXPONENTS, isCurrency } from '@rihla/db/currencies';

export const DEFAULT_CURRENCY = 'USD';

/** Digits after the decimal point; 2 for a code outside the list (the server refuses those anyway). */
export function currencyExponent(currency?: string | null): number {
  const code = (currency || DEFAULT_CURRENCY).toUpperCase();
  return isCurrency(code) ? CURRENCY_EXPONENTS[code] : 2;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A price held in minor units, shown in major units the way readers expect money: thousand separators, the
 * currency's symbol and its own decimals ('$1,250.00', '¥5,000', 'KWD 1.250'). No price means the company
 * quotes on request: 'Contact'.
 */
export function formatPrice(amountMinor: number | null | undefined, currency?: string | null): string {
  if (amountMinor === null || amountMinor === undefined || !Number.isFinite(amountMinor)) return 'Contact';
  const code = (currency || DEFAULT_CURRENCY).toUpperCase();
  const exponent = currencyExponent(code);
  let formatter = formatters.get(code);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: code,
      minimumFractionDigits: exponent,
      maximumFractionDigits: exponent,
    });
    formatters.set(code, formatter);
  }
  return formatter.format(amountMinor / 10 ** exponent);
}

/**
 * A decimal amount typed in major units as integer minor units of the currency ('12.5' USD -> 1250,
 * '5000' JPY -> 5000, '1.25' KWD -> 1250); null when it is not an amount or has more decimals than the currency.
 */
export function toMinorUnits(major: string, currency?: string | null): number | null {
  const exponent = currencyExponent(currency);
  const trimmed = major.trim();
  const match = /^(\d+)(?:\.(\d+))?$/.exec(trimmed);
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  if (fraction.length > exponent) return null;
  // Digits, not floating point: '0.29' * 100 is 28.999999999999996.
  const minor = Number(whole + fraction.padEnd(exponent, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}
