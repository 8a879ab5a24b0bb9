import type { Client } from './http.ts';

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export type TripOption = { id: string; seats: number; price: number; currency: string; klass: string; mode: string };

/** The Haramain train options from Jeddah to Madinah on a day (the seed runs them daily). */
export async function trainOptions(c: Client, departDate: string): Promise<TripOption[]> {
  const reply = await c.get(`/api/search/trips?origin=JED&destination=MED&departDate=${departDate}&modes=TRAIN`);
  if (reply.status !== 200) throw new Error(`trip search failed: ${reply.status} ${reply.text.slice(0, 200)}`);
  return reply.body.train as TripOption[];
}

export async function seatsOf(c: Client, optionId: string, departDate: string): Promise<number> {
  const option = (await trainOptions(c, departDate)).find((o) => o.id === optionId);
  if (!option) throw new Error(`option ${optionId} is no longer offered`);
  return option.seats;
}

/** A package with a price, from the seeded catalogue. */
export async function pricedPackage(c: Client): Promise<{ id: number; price: number; currency: string }> {
  const reply = await c.get('/api/packages');
  const found = (reply.body as { id: number; price: number | null; currency: string }[]).find(
    (p) => p.price != null && p.price > 0,
  );
  if (!found) throw new Error('the seed has no priced package');
  return found as { id: number; price: number; currency: string };
}

export type OpenDeparture = { packageId: number; departureId: number; seatsLeft: number; roomType: string };

/** The seeded departure with the most seats left, and a room type priced on it. */
export async function roomiestDeparture(c: Client): Promise<OpenDeparture> {
  const list = (await c.get('/api/packages')).body as { id: number }[];
  let best: OpenDeparture | null = null;
  for (const { id } of list) {
    const detail = (await c.get(`/api/packages/${id}`)).body as {
      departures?: { id: number; seatsLeft: number; status: string }[];
      roomPrices?: { roomType: string }[];
    };
    const roomType = detail.roomPrices?.at(0)?.roomType;
    for (const d of detail.departures ?? []) {
      if (roomType && d.status === 'OPEN' && d.seatsLeft > (best?.seatsLeft ?? 0))
        best = { packageId: id, departureId: d.id, seatsLeft: d.seatsLeft, roomType };
    }
  }
  if (!best) throw new Error('the seed has no open departure');
  return best;
}

export async function seatsLeftOn(c: Client, { packageId, departureId }: OpenDeparture): Promise<number> {
  const detail = (await c.get(`/api/packages/${packageId}`)).body as {
    departures: { id: number; seatsLeft: number }[];
  };
  const found = detail.departures.find((d) => d.id === departureId);
  if (!found) throw new Error(`departure ${departureId} is no longer listed`);
  return found.seatsLeft;
}
