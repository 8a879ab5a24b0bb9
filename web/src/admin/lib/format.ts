/** Formatting and parsing for the back-office tables and forms. */

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/** An ISO timestamp as '22 Nov 2026, 09:41' (local time); unparsable text is shown as given. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateOnly.format(date);
}

/** The start date of a trip booking as stored: its first 10 characters (YYYY-MM-DD). */
export function startDay(iso: string): string {
  return iso.slice(0, 10);
}

/** A lesson's order: the typed number, or 1 when it is not a whole number of at least 1. */
export function lessonOrder(text: string | number): number {
  const value = typeof text === 'number' ? text : text.trim() === '' ? Number.NaN : Number(text);
  return Number.isInteger(value) && value >= 1 ? value : 1;
}

/** An optional URL field: blank becomes null. */
export function optionalText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? trimmed : null;
}

export const MIN_MULTIPLIER = 0.1;
export const MULTIPLIER_STEP = 0.1;

/** A service-class multiplier typed as a decimal ('1.5' or '1,5'); null unless a number of at least 0.1. */
export function parseMultiplier(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d*\.?\d+$/.test(normalised)) return null;
  const value = Number.parseFloat(normalised);
  if (!Number.isFinite(value) || value < MIN_MULTIPLIER - 1e-9) return null;
  return value;
}

export const CURRENCY_PATTERN = /^[A-Z]{3}$/;
