import { pricedPackage } from './catalogue.ts';
import type { Client } from './http.ts';

/** A booking of a priced package as its customer holds it: the access token it was answered with, and what it owes. */
export type PackageBooking = { id: number; token: string; amount: number; currency: string };

/** Books a priced package from the seeded catalogue in the customer's name. */
export async function bookPricedPackage(c: Client, customer: { name: string; email: string }): Promise<PackageBooking> {
  const owed = await pricedPackage(c);
  const reply = await c.post('/api/bookings', { acceptTerms: true, ...customer, packageId: owed.id });
  if (reply.status !== 201) throw new Error(`booking failed: ${reply.status} ${reply.text.slice(0, 200)}`);
  return { id: reply.body.booking.id, token: reply.body.accessToken, amount: owed.price, currency: owed.currency };
}

/** The booking's checkout: an intent for what it owes, asked for with its access token. */
export function checkout(c: Client, booking: PackageBooking) {
  return c.post(
    '/api/payments/create-intent',
    { bookingId: booking.id, amount: booking.amount, currency: booking.currency },
    { bookingToken: booking.token },
  );
}
