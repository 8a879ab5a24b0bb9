import type { FastifyInstance } from 'fastify';

import type { ResponseJson } from '../response-json.ts';

/** Booking as a customer does it, through the public `POST /api/bookings`, for tests whose subject is that path. */

/** Anything holding the app under test (the API tests' TestApp). */
type WithApp = { app: FastifyInstance };

/** The traveller the booking form sends unless a test says otherwise, accepting the terms as the form requires. */
export const TRAVELLER = {
  name: 'Amina Rahman',
  email: 'amina@example.com',
  phone: '+44 20 7946 0000',
  acceptTerms: true,
};

let clients = 0;
/** A client address no earlier call in this process used, so the per-client booking limits never decide a test. */
export const newClientAddress = () => `198.51.${100 + (++clients >> 8)}.${clients & 255}`;

type RequestOptions = {
  /** A signed-in customer's session token: the booking becomes theirs. */
  token?: string;
  /** The client's address; a new one per call unless given (for tests of the per-client limits). */
  ip?: string;
  /** Another app than `t.app` (one started with other settings). */
  app?: FastifyInstance;
  /** More request headers (e.g. the browser's accept-language). */
  headers?: Record<string, string>;
};

/** `POST /api/bookings` with TRAVELLER's fields and `fields` over them, answered as status, JSON body and headers. */
export async function postBooking({ app }: WithApp, fields: Record<string, unknown>, options: RequestOptions = {}) {
  const response = await (options.app ?? app).inject({
    method: 'POST',
    url: '/api/bookings',
    remoteAddress: options.ip ?? newClientAddress(),
    headers: { ...options.headers, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    payload: { ...TRAVELLER, ...fields },
  });
  const body: ResponseJson = response.json();
  return { status: response.statusCode, body, headers: response.headers };
}

/** A booking made through `postBooking` (which must answer 201): its id, reference and the customer's access token. */
export async function bookedPackage(t: WithApp, fields: Record<string, unknown>, options: RequestOptions = {}) {
  const answer = await postBooking(t, fields, options);
  if (answer.status !== 201) throw new Error(`Booking refused: ${answer.status} ${JSON.stringify(answer.body)}`);
  const { booking, accessToken } = answer.body;
  return { id: booking.id as number, reference: booking.reference as string, token: accessToken as string };
}
