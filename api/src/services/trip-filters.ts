/**
 * Sorting and filtering a search's options. An option is one class of one departure; the results show one card
 * per departure with its classes inside, so options are sorted by their departure (its earliest time, cheapest
 * class or journey time) and a departure's classes stay together, cheapest first.
 */
export const TRIP_SORTS = ['DEPARTURE', 'PRICE', 'DURATION'] as const;
export type TripSort = (typeof TRIP_SORTS)[number];

/** Parts of the day by origin-local departure time: night 00:00-04:59, morning to 11:59, afternoon to 17:59. */
export const TIMES_OF_DAY = ['NIGHT', 'MORNING', 'AFTERNOON', 'EVENING'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];
const DAY_PART_STARTS: [number, TimeOfDay][] = [
  [18 * 60, 'EVENING'],
  [12 * 60, 'AFTERNOON'],
  [5 * 60, 'MORNING'],
  [0, 'NIGHT'],
];

export function timeOfDay(departureMinutes: number): TimeOfDay {
  return DAY_PART_STARTS.find(([start]) => departureMinutes >= start)![1];
}

type Sortable = { departureId: string; departAt: number; price: number; durationMin: number; id: string };

const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id, 'en', { numeric: true });

/** Options grouped by departure, departures in `sort` order (ties: earlier first), classes cheapest first. */
export function sortedByDeparture<T extends Sortable>(options: T[], sort: TripSort): T[] {
  const departures = new Map<string, T[]>();
  for (const option of options) {
    const classes = departures.get(option.departureId);
    if (classes) classes.push(option);
    else departures.set(option.departureId, [option]);
  }
  const groups = [...departures.values()].map((classes) => classes.sort((a, b) => a.price - b.price || byId(a, b)));
  const key = (classes: T[]) =>
    sort === 'PRICE' ? classes[0].price : sort === 'DURATION' ? classes[0].durationMin : classes[0].departAt;
  groups.sort((a, b) => key(a) - key(b) || a[0].departAt - b[0].departAt || byId(a[0], b[0]));
  return groups.flat();
}
