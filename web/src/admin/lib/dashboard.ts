/** Pure maths and labels behind the dashboard's charts. */

/**
 * Consultations as a share of all requests: consultations / (bookings + consultations), between 0 and 1.
 * Capped at 1 (100 %) should the counts ever disagree, and 0 when there is nothing to share (no division by 0).
 */
export function consultationShare(bookings: number, consultations: number): number {
  const total = bookings + consultations;
  if (!Number.isFinite(total) || total <= 0) return 0;
  const share = consultations / total;
  if (!Number.isFinite(share) || share <= 0) return 0;
  return Math.min(1, share);
}

/** 0.3333 → '33%' */
export function formatPercent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM' → 'Mar' (short) or 'Mar 2026' (long); anything else is shown as given. */
export function monthLabel(month: string, long = false): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const index = match ? Number(match[2]) - 1 : -1;
  if (!match || index < 0 || index > 11) return month;
  return long ? `${MONTHS[index]} ${match[1]}` : MONTHS[index];
}

/** A round top for the value axis (at least 1) and the tick values from 0 up to it. */
export function axisTicks(max: number, count = 4): { top: number; ticks: number[] } {
  const safeMax = Number.isFinite(max) && max > 0 ? max : 0;
  const rawStep = Math.max(1, safeMax / count);
  const magnitude = 10 ** Math.floor(Math.log10(rawStep));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rawStep) ?? rawStep;
  const top = Math.max(step, Math.ceil(safeMax / step) * step);
  const ticks: number[] = [];
  for (let value = 0; value <= top + step / 2; value += step) ticks.push(value);
  return { top, ticks };
}
