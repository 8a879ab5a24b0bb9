/**
 * The currencies Rihla accepts, each with the exponent of its minor unit as Stripe counts amounts
 * (https://docs.stripe.com/currencies): amounts everywhere are integers in that unit (USD 10.00 = 1000,
 * JPY 1000 = 1000, KWD 1.250 = 1250). Left out on purpose: currencies Stripe treats specially (HUF, ISK, TWD,
 * UGX: charged with a different exponent than they are paid out or shown). Stripe wants three-decimal amounts
 * (KWD, BHD, OMR, JOD) to end in 0.
 *
 * Here because the API (validation, messages), the worker (review reasons) and the web app (price inputs and
 * display) all need it. Keep this file free of imports: the browser bundles it as it is.
 */
export const CURRENCY_EXPONENTS = {
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
} as const satisfies Record<string, 0 | 2 | 3>;

export type Currency = keyof typeof CURRENCY_EXPONENTS;

export const CURRENCIES = Object.keys(CURRENCY_EXPONENTS) as Currency[];

export function isCurrency(code: string): code is Currency {
  return Object.hasOwn(CURRENCY_EXPONENTS, code);
}

/** Minor units to a display string: (189900, 'USD') -> 'USD 1,899.00', (5000, 'JPY') -> 'JPY 5,000', (1250, 'KWD') -> 'KWD 1.250'. */
export function formatMoney(amount: number, currency: string): string {
  const code = currency.toUpperCase();
  // A code stored before the list existed still shows, with its ISO 4217 exponent as Intl knows it.
  const exponent = isCurrency(code) ? CURRENCY_EXPONENTS[code] : isoExponent(code);
  return `${code} ${majorUnits(exponent).format(amount / 10 ** exponent)}`;
}

// One formatter per exponent (0-4): toLocaleString with options builds a new Intl.NumberFormat at every call,
// which made formatting a receipt's three amounts ~0.25 ms of the worker's time per payment.
const majorUnitFormats = new Map<number, Intl.NumberFormat>();
function majorUnits(exponent: number): Intl.NumberFormat {
  let format = majorUnitFormats.get(exponent);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits: exponent, maximumFractionDigits: exponent });
    majorUnitFormats.set(exponent, format);
  }
  return format;
}

function isoExponent(code: string): number {
  if (!/^[A-Z]{3}$/.test(code)) return 2;
  return (
    new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

const readerFormats = new Map<string, Intl.NumberFormat>();

/**
 * Minor units as money in a reader's conventions, in the currency's own decimals: '$1,250.00' in English,
 * 'US$1.250,00' in Indonesian. Right to left, a Latin symbol such as 'US$' would be laid out backwards ('$US'):
 * isolated (LRI…PDI), it reads as written, on the amount's left. The web's pages and the server's page heads
 * (what a link preview shows) both say it so.
 */
export function formatMoneyIn(amountMinor: number, currency: string, locale: string, rightToLeft: boolean): string {
  const code = currency.toUpperCase();
  const exponent = isCurrency(code) ? CURRENCY_EXPONENTS[code] : 2;
  const key = `${locale}:${code}`;
  let format = readerFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      minimumFractionDigits: exponent,
      maximumFractionDigits: exponent,
    });
    readerFormats.set(key, format);
  }
  const amount = amountMinor / 10 ** exponent;
  if (!rightToLeft) return format.format(amount);
  return format
    .formatToParts(amount)
    .map(({ type, value }) => (type === 'currency' && !ARABIC_SCRIPT.test(value) ? `\u2066${value}\u2069` : value))
    .join('');
}

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;
