/**
 * Issue #33 §1 (docs/decisions/0057): travellers' documents are the most sensitive files Rihla holds. A stranger, a
 * visitor and the token of another booking can neither list, upload nor download a booking's documents (the 404 of
 * a missing booking); the public /uploads route never serves a sealed file; and what lies on disk and in the
 * database opens nothing: no plaintext photo or PDF, no raw data key.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { roomiestDeparture } from './support/catalogue.ts';
import { fromAddress, product, sql } from './support/product.ts';

const holderA = fromAddress('127.0.7.2');
const holderB = fromAddress('127.0.7.3');
const stranger = fromAddress('127.0.7.4');
const visitor = fromAddress('127.0.7.5');

/** A 1×1 PNG: what the holder uploads. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const MAGIC = [
  Buffer.from('%PDF-'),
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]),
  Buffer.from('JFIF'),
  Buffer.from('Exif'),
];

function form(bytes: Buffer) {
  const boundary = `----rihla-security-${Date.now()}`;
  const raw = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="passport.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { raw, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

type Booked = { id: number; token: string };
let a: Booked;
let b: Booked;
let target: { travellerId: number; typeId: number };
let documentId: number;

async function book(client: typeof holderA, email: string): Promise<Booked> {
  const departure = await roomiestDeparture(client);
  const booked = await client.post('/api/bookings', {
    acceptTerms: true,
    name: 'Documents Pilgrim',
    email,
    packageId: departure.packageId,
    departureId: departure.departureId,
    roomType: departure.roomType,
    travellerCount: 1,
  });
  expect(booked.status, booked.text).toBe(201);
  return { id: booked.body.booking.id, token: booked.body.accessToken };
}

beforeAll(async () => {
  a = await book(holderA, 'documents.a@security.example');
  b = await book(holderB, 'documents.b@security.example');
  const saved = await holderA.graphql(
    `mutation($id: Int!, $t: [TravellerInput!]!) { saveTravellers(bookingId: $id, travellers: $t) { travellerCount } }`,
    {
      id: a.id,
      t: [
        {
          fullName: 'Documents Pilgrim',
          dateOfBirth: '1980-02-02',
          nationality: 'GB',
          passportNumber: 'SEC123456',
          passportExpiry: '2035-01-01',
          relation: 'LEAD',
          gender: 'FEMALE',
        },
      ],
    },
    { bookingToken: a.token },
  );
  expect(saved.body.errors, saved.text).toBeUndefined();
  const listed = await holderA.get(`/api/bookings/${a.id}/documents`, { bookingToken: a.token });
  expect(listed.status, listed.text).toBe(200);
  const traveller = listed.body.travellers[0];
  target = { travellerId: traveller.travellerId, typeId: traveller.documents[0].documentType.id };
  const { raw, headers } = form(PNG);
  const uploaded = await holderA.request('POST', uploadPath(a.id), { raw, headers, bookingToken: a.token });
  expect(uploaded.status, uploaded.text).toBe(200);
  documentId = uploaded.body.id;
});

const uploadPath = (bookingId: number) =>
  `/api/bookings/${bookingId}/travellers/${target.travellerId}/documents/${target.typeId}`;

describe('travellers’ documents', () => {
  it('a stranger, a visitor and another booking’s token cannot list, upload or download them', async () => {
    const { token: strangerToken } = (
      await stranger.post('/api/auth/register', {
        name: 'Document Stranger',
        email: 'document.stranger@security.example',
        password: 'Document-Stranger-2026!',
      })
    ).body as { token: string };
    const intruders = [
      { client: stranger, options: { token: strangerToken } },
      { client: visitor, options: {} },
      { client: holderB, options: { bookingToken: b.token } },
    ];
    for (const { client, options } of intruders) {
      const listed = await client.get(`/api/bookings/${a.id}/documents`, options);
      expect(listed.status, client.address).toBe(404);
      const file = await client.get(`/api/bookings/${a.id}/documents/${documentId}/file`, options);
      expect(file.status, client.address).toBe(404);
      expect(file.text).not.toContain('PNG');
      const { raw, headers } = form(PNG);
      const uploaded = await client.request('POST', uploadPath(a.id), { ...options, raw, headers });
      expect(uploaded.status, client.address).toBe(404);
      const gql = await client.graphql(
        'query($id: Int!) { bookingDocuments(bookingId: $id) { travellers { fullName } } }',
        { id: a.id },
        options,
      );
      expect(gql.body.data).toBeNull();
    }
    // Through its own booking, B's token does not reach A's document either.
    const across = await holderB.get(`/api/bookings/${b.id}/documents/${documentId}/file`, { bookingToken: b.token });
    expect(across.status).toBe(404);
    const [row] = await sql<{ uploadedAt: Date }>('SELECT "uploadedAt" FROM "TravellerDocument" WHERE id = $1', [
      documentId,
    ]);
    expect(row).toBeDefined();
  });

  it('the holder downloads it with no-store; the public /uploads route never serves the sealed object', async () => {
    const file = await holderA.get(`/api/bookings/${a.id}/documents/${documentId}/file`, { bookingToken: a.token });
    expect(file.status).toBe(200);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="/);
    const [{ storageKey }] = await sql<{ storageKey: string }>(
      'SELECT "storageKey" FROM "TravellerDocument" WHERE id = $1',
      [documentId],
    );
    expect((await visitor.get(`/uploads/${storageKey}`)).status).toBe(404);
  });

  it('on disk and in the database nothing is readable: no photo or PDF bytes, only sealed data keys', async () => {
    const dir = product().uploadDir;
    const sealed = readdirSync(dir).filter((name) => name.startsWith('sealed-'));
    const rows = await sql<{ storageKey: string | null; sealedDataKey: string | null }>(
      'SELECT "storageKey", "sealedDataKey" FROM "TravellerDocument"',
    );
    // The seeded story departure's documents and the one uploaded here.
    expect(sealed.length).toBeGreaterThan(1);
    for (const name of sealed) {
      const bytes = readFileSync(path.join(dir, name));
      for (const magic of MAGIC) expect(bytes.includes(magic), `${name} holds ${magic.toString('latin1')}`).toBe(false);
    }
    for (const row of rows.filter((each) => each.storageKey)) {
      expect(sealed).toContain(row.storageKey);
      expect(row.sealedDataKey).toMatch(/^v2:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+$/);
    }
  });
});
