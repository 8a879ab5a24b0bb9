/**
 * Section 4 of docs/decisions/0007-public-safety.md: every input is bounded and parsed strictly. Out-of-range
 * ids and amounts, NUL bytes, huge emails and far-future dates are 4xx with a message, never a 500, and no
 * error body shows a stack trace, a source path or a database message.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { pricedPackage } from './support/catalogue.ts';
import type { Client, RequestOptions } from './support/http.ts';
import { expectCleanRefusal, expectNoLeak, from, product, sql } from './support/product.ts';

const INT4_OVERFLOW = 2_147_483_648;
const EMAIL_3KB = `${'a'.repeat(3000)}@security.example`;
const admin = () => ({ token: product().adminToken });

describe('bounded inputs', () => {
  const anonymous = from(111);
  const staff = from(112);

  type Attack = [what: string, c: Client, method: string, path: string, options?: () => RequestOptions];
  const attacks: Attack[] = [
    ['a package id past int4', anonymous, 'GET', `/api/packages/${INT4_OVERFLOW}`],
    ['a checkout id past int4', anonymous, 'GET', `/api/bookings/${INT4_OVERFLOW}/checkout?kind=PACKAGE`],
    ['a payment status id past int4', anonymous, 'GET', `/api/payments/status?bookingId=${INT4_OVERFLOW}`],
    [
      'an intent for a booking id past int4',
      anonymous,
      'POST',
      '/api/payments/create-intent',
      () => ({ json: { bookingId: INT4_OVERFLOW, amount: 100, currency: 'USD' } }),
    ],
    [
      'an intent amount past int4',
      anonymous,
      'POST',
      '/api/payments/create-intent',
      () => ({ json: { bookingId: 1, amount: INT4_OVERFLOW, currency: 'USD' } }),
    ],
    [
      'a quote for a booking id past int4',
      staff,
      'PATCH',
      `/api/bookings/${INT4_OVERFLOW}/quote`,
      () => ({ ...admin(), json: { amount: 1000, currency: 'USD' } }),
    ],
    [
      'a quote amount past int4',
      staff,
      'PATCH',
      '/api/bookings/1/quote',
      () => ({ ...admin(), json: { amount: INT4_OVERFLOW, currency: 'USD' } }),
    ],
    [
      'a package price past int4',
      staff,
      'POST',
      '/api/packages',
      () => ({ ...admin(), json: { code: 'SEC-INT4', name: 'Overflow', price: INT4_OVERFLOW } }),
    ],
    ['a user id past int4', staff, 'DELETE', `/api/users/${INT4_OVERFLOW}`, admin],
    [
      'a NUL byte in a booking name',
      anonymous,
      'POST',
      '/api/bookings',
      () => ({ json: { name: 'Nul\u0000Name', email: 'nul@security.example' } }),
    ],
    ['a NUL byte in a payment event id', staff, 'POST', '/api/payment-events/%00/replay', admin],
    [
      'a NUL byte in a consultation',
      anonymous,
      'POST',
      '/api/consultations',
      () => ({ json: { name: 'Nul\u0000', email: 'nul@security.example', message: 'hello\u0000' } }),
    ],
    [
      'a 3 KB email on a booking',
      anonymous,
      'POST',
      '/api/bookings',
      () => ({ json: { name: 'Long Email', email: EMAIL_3KB } }),
    ],
    ['a 3 KB email on the newsletter', anonymous, 'POST', '/api/newsletter', () => ({ json: { email: EMAIL_3KB } })],
    [
      'a 3 KB email on a trip booking',
      anonymous,
      'POST',
      '/api/custom-bookings',
      () => ({
        json: { optionId: 's1-2030-01-01-ECONOMY', passengers: 1, name: 'Long', email: EMAIL_3KB, acceptTerms: true },
      }),
    ],
    ['a trip on 9999-12-31', anonymous, 'GET', '/api/search/trips?origin=JED&destination=MED&departDate=9999-12-31'],
    [
      'a trip option on 9999-12-31',
      anonymous,
      'POST',
      '/api/custom-bookings',
      () => ({
        json: {
          optionId: 's1-9999-12-31-ECONOMY',
          passengers: 1,
          name: 'Far',
          email: 'far@security.example',
          acceptTerms: true,
        },
      }),
    ],
    [
      'true as a booking id',
      anonymous,
      'POST',
      '/api/payments/create-intent',
      () => ({ json: { bookingId: true, amount: 100, currency: 'USD' } }),
    ],
    [
      '[1] as a booking id',
      anonymous,
      'POST',
      '/api/payments/create-intent',
      () => ({ json: { bookingId: [1], amount: 100, currency: 'USD' } }),
    ],
    ['broken JSON', anonymous, 'POST', '/api/bookings', () => ({ raw: '{"name": "Broken", "email": ' })],
    [
      'a body past 100 KB',
      anonymous,
      'POST',
      '/api/consultations',
      () => ({ json: { name: 'Big', email: 'big@security.example', message: 'x'.repeat(150_000) } }),
    ],
  ];

  it.each(attacks)('%s: 4xx with a message, nothing of the insides', async (what, c, method, path, options) => {
    const reply = await c.request(method, path, options?.());
    expectCleanRefusal(reply, what);
    // Strict ids: true and [1] are not the number 1, so they never reach a booking lookup (that would be a 404).
    if (what.endsWith('as a booking id')) expect(reply.status).toBe(400);
    if (reply.status !== 413) expect(reply.body.error, what).toEqual(expect.any(String));
  });

  it('nothing of those inputs was stored', async () => {
    const [stored] = await sql<{ count: string }>(
      `SELECT (SELECT count(*) FROM "Package" WHERE code = 'SEC-INT4') + (SELECT count(*) FROM "Booking" WHERE name LIKE 'Nul%' OR email = $1) AS count`,
      [EMAIL_3KB],
    );
    expect(Number(stored.count)).toBe(0);
  });
});

describe('strict booleans on REST', () => {
  const staff = from(113);

  it('enabled: "false" disables a transport mode', async () => {
    const modes = (await staff.get('/api/transport-modes')).body as { id: number; code: string; enabled: boolean }[];
    const ferry = modes.find((m) => m.code === 'FERRY')!;
    try {
      const reply = await staff.patch(`/api/transport-modes/${ferry.id}`, { enabled: 'false' }, admin());
      expect(reply.status, reply.text).toBe(200);
      expect(reply.body.enabled).toBe(false);
      const [row] = await sql<{ enabled: boolean }>('SELECT enabled FROM "TransportMode" WHERE id = $1', [ferry.id]);
      expect(row.enabled).toBe(false);
    } finally {
      await staff.patch(`/api/transport-modes/${ferry.id}`, { enabled: true }, admin());
    }
  });

  it('clearPrice: "false" keeps the price; an unclear value is refused', async () => {
    const { id, price } = await pricedPackage(staff);
    const kept = await staff.patch(`/api/packages/${id}`, { clearPrice: 'false' }, admin());
    expect(kept.status, kept.text).toBe(200);
    expect((await staff.get(`/api/packages/${id}`)).body.price).toBe(price);

    const vague = await staff.patch(`/api/packages/${id}`, { clearPrice: 'yes please' }, admin());
    expectCleanRefusal(vague, 'clearPrice "yes please"');
    expect((await staff.get(`/api/packages/${id}`)).body.price).toBe(price);
  });
});

/** Every REST route with a body or an id, as a fuzzer sees them ({id}: an id that exists nowhere). */
const ROUTES = [
  'POST /api/auth/login',
  'POST /api/auth/register',
  'POST /api/auth/password',
  'POST /api/bookings',
  'PATCH /api/bookings/{id}/quote',
  'GET /api/bookings/{id}/checkout',
  'POST /api/bookings/{id}/review',
  'POST /api/consultations',
  'POST /api/newsletter',
  'POST /api/custom-bookings',
  'PATCH /api/custom-bookings/{id}/status',
  'POST /api/packages',
  'PATCH /api/packages/{id}',
  'DELETE /api/packages/{id}',
  'GET /api/packages/{id}',
  'POST /api/transport-modes',
  'PATCH /api/transport-modes/{id}',
  'DELETE /api/transport-modes/{id}',
  'POST /api/service-classes',
  'PATCH /api/service-classes/{id}',
  'DELETE /api/service-classes/{id}',
  'POST /api/users',
  'PATCH /api/users/{id}/role',
  'PATCH /api/users/{id}/active',
  'POST /api/staff-invitations',
  'POST /api/staff-invitations/{id}/resend',
  'DELETE /api/staff-invitations/{id}',
  'POST /api/staff-invitations/lookup',
  'POST /api/staff-invitations/accept',
  'DELETE /api/users/{id}',
  'DELETE /api/reviews/{id}',
  'PATCH /api/scheduled-services/{id}',
  'POST /api/training/modules',
  'POST /api/training/modules/{id}/lessons',
  'GET /api/training/modules/{id}',
  'POST /api/payments/create-intent',
  'POST /api/payments/demo/confirm',
  'POST /api/payment-events/{id}/replay',
  'GET /api/payments/status',
  'GET /api/search/trips',
  'GET /api/locations/search',
  'GET /api/users',
  'GET /api/bookings',
  'GET /api/legal',
  'POST /api/legal',
  'POST /api/my/account-deletion',
];
/** Tables whose row count random input must never change. */
const WRITABLE = [
  'User',
  'StaffInvitation',
  'Package',
  'Booking',
  'Consultation',
  'NewsletterSubscriber',
  'TrainingModule',
  'Lesson',
  'TransportMode',
  'ServiceClass',
  'Review',
  'TripBooking',
  'PaymentIntent',
  'LegalDocument',
];

async function rowCounts(): Promise<Record<string, number>> {
  const select = WRITABLE.map((table) => `(SELECT count(*) FROM "${table}")::int AS "${table}"`).join(', ');
  return (await sql<Record<string, number>>(`SELECT ${select}`))[0];
}

/** Anything that is not a positive whole number, so no random request can touch a real row. */
const notAnId = fc.oneof(
  fc.constantFrom(String(INT4_OVERFLOW), '-1', '0', '1e3', '1.5', 'null', '%00', '..%2F..'),
  fc
    .string({ maxLength: 12 })
    .filter((s) => !(Number.isInteger(Number(s)) && Number(s) > 0))
    .map(encodeURIComponent),
);

describe('random input to every route', () => {
  it('answers 4xx with a clean message, never 5xx, and writes nothing', async () => {
    const before = await rowCounts();
    // Spread over many addresses: the limits would otherwise answer 429 before the validation is reached.
    const fuzzers = Array.from({ length: 40 }, (_, i) => from(150 + i));
    const clean = fc.asyncProperty(
      fc.constantFrom(...ROUTES),
      notAnId,
      fc.jsonValue({ maxDepth: 3 }),
      fc.boolean(),
      fc.nat(fuzzers.length - 1),
      async (route, id, body, asAdmin, who) => {
        const [method, template] = route.split(' ') as [string, string];
        let path = template.replace('{id}', id);
        const options: RequestOptions = asAdmin ? admin() : {};
        if (method === 'GET') path += `?bookingId=${id}&q=${encodeURIComponent(JSON.stringify(body))}&departDate=${id}`;
        else options.json = body;
        const reply = await fuzzers[who].request(method, path, options);
        expect(reply.status, `${route} ${path} ${JSON.stringify(body)} -> ${reply.text.slice(0, 200)}`).toBeLessThan(
          500,
        );
        if (reply.status >= 400) expectNoLeak(reply, `${route} ${JSON.stringify(body)}`);
      },
    );
    await fc.assert(clean, { numRuns: 250 });
    expect(await rowCounts()).toEqual(before);
  });

  it('GraphQL mutations given random variables answer typed errors, never INTERNAL_SERVER_ERROR', async () => {
    const mutations = [
      'mutation($input: CreateBookingInput!) { createBooking(input: $input) { accessToken } }',
      'mutation($input: BookTripInput!) { bookTrip(input: $input) { message } }',
      'mutation($input: PaymentIntentInput!) { createPaymentIntent(input: $input) { clientSecret } }',
      'mutation($input: ConsultationInput!) { createConsultation(input: $input) { id } }',
      'mutation($input: PackageInput!) { createPackage(input: $input) { id } }',
      'mutation($id: Int!, $amount: Int!, $currency: String!) { setBookingQuote(id: $id, amount: $amount, currency: $currency) { id } }',
    ];
    const before = await rowCounts();
    const graphFuzzer = from(199);
    const clean = fc.asyncProperty(
      fc.constantFrom(...mutations),
      fc.jsonValue({ maxDepth: 2 }),
      fc.boolean(),
      async (query, input, asAdmin) => {
        const reply = await graphFuzzer.graphql(
          query,
          { input, id: input, amount: input, currency: input },
          asAdmin ? admin() : {},
        );
        expect(reply.status).toBeLessThan(500);
        for (const error of reply.body.errors ?? [])
          expect(error.extensions?.code, error.message).not.toBe('INTERNAL_SERVER_ERROR');
        expectNoLeak(reply, query);
      },
    );
    await fc.assert(clean, { numRuns: 80 });
    expect(await rowCounts()).toEqual(before);
  });
});
