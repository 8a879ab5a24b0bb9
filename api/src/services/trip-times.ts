/**
 * Calendar and time-zone arithmetic for timetables, with Intl only: a departure is stored as wall-clock minutes
 * in the origin's IANA zone, so the UTC instant (and the printed offset) follows that zone's DST rules.
 */
const MINUTE_MS = 60_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

// Offsets only change at DST transitions, which fall on quarter hours; the cache is per zone and quarter hour.
const QUARTER_MS = 15 * MINUTE_MS;
const offsetCache = new Map<string, number>();
const OFFSET_CACHE_LIMIT = 10_000;

/** Minutes `zone` is ahead of UTC at `instant` (ms). */
function offsetMinutes(zone: string, instant: number): number {
  const quarter = Math.floor(instant / QUARTER_MS) * QUARTER_MS;
  const key = `${zone}@${quarter}`;
  const cached = offsetCache.get(key);
  if (cached !== undefined) return cached;
  const parts: Record<string, number> = {};
  for (const p of formatter(zone).formatToParts(new Date(quarter))) parts[p.type] = Number(p.value);
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
  const offset = Math.round((wall - quarter) / MINUTE_MS);
  if (offsetCache.size >= OFFSET_CACHE_LIMIT) offsetCache.clear();
  offsetCache.set(key, offset);
  return offset;
}

/** The instant (ms) of wall-clock `minutes` after midnight of `day` (YYYY-MM-DD) in `zone`. */
export function zonedInstant(day: string, minutes: number, zone: string): number {
  const wall = Date.parse(`${day}T00:00:00Z`) + minutes * MINUTE_MS;
  // Two passes: the offset at the first guess may differ from the one at the answer near a DST change.
  const guess = wall - offsetMinutes(zone, wall) * MINUTE_MS;
  return wall - offsetMinutes(zone, guess) * MINUTE_MS;
}

/** ISO 8601 local time with the zone's offset at that instant, e.g. '2026-12-01T21:40:00+00:00'. */
export function isoInZone(instant: number, zone: string): string {
  const offset = offsetMinutes(zone, instant);
  const local = new Date(instant + offset * MINUTE_MS).toISOString().slice(0, 19);
  const abs = Math.abs(offset);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${local}${offset < 0 ? '-' : '+'}${hh}:${mm}`;
}

/** '2h 05m', or '45m' under an hour (the web app prints durationMin the same way). */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = String(minutes % 60).padStart(2, '0');
  return hours ? `${hours}h ${rest}m` : `${minutes}m`;
}

/** Today's date in UTC, YYYY-MM-DD. */
export const todayUtc = (now = Date.now()) => new Date(now).toISOString().slice(0, 10);

/** True for a real calendar date written YYYY-MM-DD (rejects 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** The ScheduledService.weekdays bit of a date: bit 0 = Monday ... bit 6 = Sunday. */
export function weekdayBit(day: string): number {
  const sundayFirst = new Date(`${day}T00:00:00Z`).getUTCDay();
  return 1 << ((sundayFirst + 6) % 7);
}

/** A DATE column (read as UTC midnight) back to YYYY-MM-DD. */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);
