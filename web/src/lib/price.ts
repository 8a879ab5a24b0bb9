export const DEFAULT_CURRENCY = 'USD';

/**
 * A price held in minor units, shown as major units with 2 decimals and the currency code ('1250.00 USD').
 * No price means the company quotes on request: 'Contact'.
 */
export function formatPrice(amountMinor: number | null | undefined, currency?: string | null): string {
  if (amountMinor === null || amountMinor === undefined || !Number.isFinite(amountMinor)) return 'Contact';
  return `${(amountMinor / 100).toFixed(2)} ${(currency || DEFAULT_CURRENCY).toUpperCase()}`;
}

/** A decimal amount typed in major units ('12.5') as integer minor units (1250); null when not a number. */
export function toMinorUnits(major: string): number | null {
  const trimmed = major.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100);
}
