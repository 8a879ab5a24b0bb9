export const DEFAULT_CURRENCY = 'USD';

/**
 * The accepted currencies and the exponent of each one's minor unit, as Stripe counts amounts. A copy of the
 * server's table (prisma/currencies.ts, the one the API validates against): the browser bundle cannot import
 * server packages, and api/test/money.test.ts fails if the two differ.
 */
export const CURRENCY_EXPONENTS: Readonly<Record<string, number>> = {
  USD: 2,
  EUR: 2,
  GBP: 2,
  SAR: 2,
  AED: 2,
  QAR: 2,
  KWD: 3,
  BHD: 3,
  OMR: 3,
  JOD: 3,
  EGP: 2,
  MAD: 2,
  TRY: 2,
  PKR: 2,
  INR: 2,
  BDT: 2,
  IDR: 2,
  MYR: 2,
  SGD: 2,
  NGN: 2,
  ZAR: 2,
  JPY: 0,
  CAD: 2,
  AUD: 2,
  CHF: 2,
};

export const CURRENCIES = Object.keys(CURRENCY_EXPONENTS);

/** Digits after the decimal point; 2 for a code outside the list (the server refuses those anyway). */
export function currencyExponent(currency?: string | null): number {
  const code = (currency || DEFAULT_CURRENCY).toUpperCase();
  return Object.hasOwn(CURRENCY_EXPONENTS, code) ? CURRENCY_EXPONENTS[code] : 2;
}

/**
 * A price held in minor units, shown in major units with the currency's own decimals and its code
 * ('1250.00 USD', '5000 JPY', '1.250 KWD'). No price means the company quotes on request: 'Contact'.
 */
export function formatPrice(amountMinor: number | null | undefined, currency?: string | null): string {
  if (amountMinor === null || amountMinor === undefined || !Number.isFinite(amountMinor)) return 'Contact';
  const exponent = currencyExponent(currency);
  return `${(amountMinor / 10 ** exponent).toFixed(exponent)} ${(currency || DEFAULT_CURRENCY).toUpperCase()}`;
}

/**
 * A decimal amount typed in major units as integer minor units of the currency ('12.5' USD -> 1250,
 * '5000' JPY -> 5000, '1.25' KWD -> 1250); null when it is not an amount or has more decimals than the currency.
 */
export function toMinorUnits(major: string, currency?: string | null): number | null {
  const exponent = currencyExponent(currency);
  const trimmed = major.trim();
  const match = /^(\d+)(?:\.(\d+))?$/.exec(trimmed);
  if (!match || (match[2] ?? '').length > exponent) return null;
  // Digits, not floating point: '0.29' * 100 is 28.999999999999996.
  const minor = Number(match[1] + (match[2] ?? '').padEnd(exponent, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}
