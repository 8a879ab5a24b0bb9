/**
 * Issue #33 section 5 (docs/decisions/0061): a departure's manifest holds every traveller's passport number in
 * clear, so only staff and admins read it. A customer (even one travelling on that departure), the holder of a
 * booking's token and a visitor get no check and no file, by REST or GraphQL; the numbers a staff export opens
 * reach neither the product's logs nor the audit trail.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { inDays, roomiestDeparture } from './support/catalogue.ts';
import { fromAddress, sql } from './support/product.ts';
import { recordSecret } from './support/secrets.ts';
import { invitedAccount } from './support/staff.ts';

const staffClient = fromAddress('127.0.11.2');
const customer = fromAddress('127.0.11.3');
const holder = fromAddress('127.0.11.4');
const stranger = fromAddress('127.0.11.5');
const STAFF = {
  name: 'Manifest Staff',
  email: 'manifest.staff@security.example',
  password: 'Manifest-staff-Pass-2026!',
};
const CUSTOMER = {
  name: 'Manifest Pilgrim',
  email: 'manifest.pilgrim@security.example',
  password: 'Manifest-Pass-2026!',
};
// The passport number a leak would carry: recorded as a secret, so the file's log check looks for it.
const PASSPORT = 'MF7Q3Z91X';

let staffToken: string;
let customerToken: string;
let departureId: number;
let booking: { id: number; token: string };

const FILES = ['apis.csv', 'apis.xlsx', 'visa.csv', 'visa.xlsx'];
const CHECK = 'query($id: Int!) { departureManifestCheck(departureId: $id) { problems { travellerName } } }';

beforeAll(async () => {
  recordSecret(PASSPORT, 'a passport number');
  staffToken = (await invitedAccount(staffClient, STAFF)).token;
  const registered = await customer.post('/api/auth/register', CUSTOMER);
  expect(registered.status, registered.text).toBe(201);
  customerToken = registered.body.token;

  const target = await roomiestDeparture(customer);
  departureId = target.departureId;
  const booked = await customer.post(
    '/api/bookings',
    {
      acceptTerms: true,
      name: CUSTOMER.name,
      email: CUSTOMER.email,
      packageId: target.packageId,
      departureId,
      roomType: target.roomType,
      travellerCount: 1,
    },
    { token: customerToken },
  );
  expect(booked.status, booked.text).toBe(201);
  booking = { id: booked.body.booking.id, token: booked.body.accessToken };
  const saved = await customer.request('PUT', `/api/bookings/${booking.id}/travellers`, {
    token: customerToken,
    json: {
      travellers: [
        {
          fullName: 'Manifest Pilgrim',
          dateOfBirth: '1980-05-05',
          nationality: 'ID',
          gender: 'FEMALE',
          passportIssuingCountry: 'ID',
          passportNumber: PASSPORT,
          passportExpiry: inDays(3000),
          relation: 'LEAD',
        },
      ],
    },
  });
  expect(saved.status, saved.text).toBe(200);
  // Paid, as the payment path leaves it: the manifest lists travellers of sold seats only.
  await sql(`UPDATE "Booking" SET status = 'PAID', "holdExpiresAt" = NULL, "paidAt" = now() WHERE id = $1`, [
    booking.id,
  ]);
});

describe('departure manifests', () => {
  it('a customer on the departure, a token holder and a visitor get neither the check nor a file', async () => {
    const paths = [
      `/api/admin/departures/${departureId}/manifest`,
      ...FILES.map((f) => `/api/admin/departures/${departureId}/manifest/${f}?withGaps=true`),
    ];
    for (const path of paths) {
      const asCustomer = await customer.get(path, { token: customerToken });
      expect(asCustomer.status, path).toBe(403);
      const asHolder = await holder.get(path, { bookingToken: booking.token });
      expect(asHolder.status, path).toBe(401);
      const asStranger = await stranger.get(path);
      expect(asStranger.status, path).toBe(401);
      for (const reply of [asCustomer, asHolder, asStranger]) {
        expect(reply.text).not.toContain(PASSPORT);
        expect(String(reply.headers['content-disposition'] ?? '')).toBe('');
      }
    }
    const viaGraphql = [
      await customer.graphql(CHECK, { id: departureId }, { token: customerToken }),
      await holder.graphql(CHECK, { id: departureId }, { bookingToken: booking.token }),
      await stranger.graphql(CHECK, { id: departureId }),
    ];
    expect(viaGraphql.map((r) => r.body.errors[0].extensions.code)).toEqual([
      'FORBIDDEN',
      'UNAUTHENTICATED',
      'UNAUTHENTICATED',
    ]);
    for (const reply of viaGraphql) expect(reply.text).not.toContain('Manifest Pilgrim');
    const audited = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM "AuditEntry" WHERE action = 'departure.manifest-export' AND "entityId" = $1`,
      [String(departureId)],
    );
    expect(audited[0].n).toBe(0);
  });

  it('staff get the file with the number opened, uncached; the audit and the logs never hold it', async () => {
    const file = await staffClient.get(`/api/admin/departures/${departureId}/manifest/apis.csv?withGaps=true`, {
      token: staffToken,
    });
    expect(file.status, file.text).toBe(200);
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="manifest-apis-/);
    expect(file.text).toContain(`PILGRIM,MANIFEST,F,1980-05-05,ID,${PASSPORT},ID,${inDays(3000)}`);
    const trail = await sql<{ entry: string }>(
      `SELECT row_to_json(a)::text AS entry FROM "AuditEntry" a WHERE action = 'departure.manifest-export'`,
    );
    expect(trail).toHaveLength(1);
    expect(trail[0].entry).toContain(STAFF.email);
    expect(trail[0].entry).not.toContain(PASSPORT);
    // The product's logs are searched for PASSPORT after this file (support/log-check.ts).
  });
});
