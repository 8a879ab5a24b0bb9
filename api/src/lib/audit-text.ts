import { formatMoney } from './money.ts';

/**
 * Words for the audit log's one-line summaries (lib/audit.ts): a person reads them on the Activity page, so an
 * amount shows as money and a list of changed fields as words, never as JSON.
 */

/** An amount in minor units as the site shows it ("USD 1,250.00"); no amount is "no price". */
export const moneyText = (amount: number | null | undefined, currency: string) =>
  amount === null || amount === undefined ? 'no price' : formatMoney(amount, currency);

/** "price", "name and price", "code, name and price": the changed fields, camelCase split into words. */
export function fieldList(changed: Record<string, unknown>): string {
  const names = Object.keys(changed).map((key) => key.replace(/([A-Z])/g, ' $1').toLowerCase());
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** "seats 40 → 45, active true → false": each changed field with its old and new value (from changedFields). */
export function changeList(diff: { before: Record<string, unknown>; after: Record<string, unknown> }): string {
  const shown = (value: unknown): string => {
    if (value === null || value === undefined) return 'none';
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
    return JSON.stringify(value);
  };
  return Object.keys(diff.after)
    .map((key) => `${fieldList({ [key]: true })} ${shown(diff.before[key])} → ${shown(diff.after[key])}`)
    .join(', ');
}
