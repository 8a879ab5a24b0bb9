/**
 * Issue #33 §2 (docs/decisions/0058): visas and e-visas. Staff change them; a customer, another customer and the
 * token of another booking cannot change anyone's, nor read another booking's visas or download its e-visa; the
 * e-visa is not readable on disk or in the database, and its download is never cached.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { bookPricedPackage } from './support/checkout.ts';
import { fromAddress, product, sql } from './support/product.ts';
import { invitedAccount } from './support/staff.ts';

const staffClient = fromAddress('127.0.8.2');
const customer = fromAddress('127.0.8.3');
const otherCustomer = fromAddress('127.0.8.4');
const holder = fromAddress('127.0.8.5');
const STAFF = { name: 'Visa Staff', email: 'visa.staff@security.example', password: 'Visa-staff-Password-2026!' };
const CUSTOMER = { name: 'Visa Pilgrim', email: 'visa.pilgrim@security.example', password: 'Visa-Password-2026!' };
const OTHER = { name: 'Other Pilgrim', email: 'other.visa@security.example', password: 'Other-Password-2026!' };
// The words a leak of the e-visa would carry.
const MARKER = 'EVISA-MARKER-5c1d';
const PDF = Buffer.from(`%PDF-1.4\n% ${MARKER}\n%%EOF\n`);

let staffToken: string;
let customerToken: string;
let otherToken: string;
let booking: { id: number; token: string };
let otherBooking: { id: number; token: string };
let travellerId: number;

async function registered(c: typeof customer, who: typeof CUSTOMER) {
  const reply = await c.post('/api/auth/register', who);
  expect(reply.status, reply.text).toBe(201);
  return reply.body.token as string;
}

function pdfForm(bytes: Buffer) {
  const boundary = '----visas7c2e';
  const raw = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="e-visa.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { raw, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

beforeAll(async () => {
  staffToken = (await invitedAccount(staffClient, STAFF)).token;
  customerToken = await registered(customer, CUSTOMER);
  otherToken = await registered(otherCustomer, OTHER);
  const mine = await bookPricedPackage(customer, CUSTOMER);
  booking = { id: mine.id, token: mine.token };
  await sql('UPDATE "Booking" SET "userId" = (SELECT id FROM "User" WHERE email = $1) WHERE id = $2', [
    CUSTOMER.email,
    booking.id,
  ]);
  const theirs = await bookPricedPackage(otherCustomer, OTHER);
  otherBooking = { id: theirs.id, token: theirs.token };
  // A traveller of the customer's booking (the passport form's own rules are the travellers suite's concern).
  const [row] = await sql<{ id: number }>(
    `INSERT INTO "Traveller" ("bookingId", position, "fullName", "dateOfBirth", nationality, "passportNumberEnc",
       "passportExpiry", relation, "updatedAt")
     VALUES ($1, 1, 'Visa Pilgrim', '1980-01-01', 'GB', 'v1:placeholder', '2032-01-01', 'LEAD', now()) RETURNING id`,
    [booking.id],
  );
  travellerId = row.id;

  for (const status of ['SUBMITTED', 'ISSUED']) {
    const moved = await staffClient.request('PUT', `/api/travellers/${travellerId}/visa`, {
      token: staffToken,
      json: { status },
    });
    expect(moved.status, moved.text).toBe(200);
  }
  const uploaded = await staffClient.request('PUT', `/api/travellers/${travellerId}/visa/e-visa`, {
    token: staffToken,
    ...pdfForm(PDF),
  });
  expect(uploaded.status, uploaded.text).toBe(200);
});

describe('visas', () => {
  it('the owner and the booking token read their own visas and download the e-visa, never cached', async () => {
    const mine = await customer.get(`/api/bookings/${booking.id}/visas`, { token: customerToken });
    expect(mine.status).toBe(200);
    expect(mine.body.travellers[0]).toMatchObject({ status: 'ISSUED', moves: [], history: [] });
    const pdf = await holder.get(`/api/travellers/${travellerId}/visa/e-visa.pdf`, { bookingToken: booking.token });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.text).toContain(MARKER);
  });

  it('another customer and another booking’s token cannot read the visas or download the e-visa', async () => {
    const attempts = [
      await otherCustomer.get(`/api/bookings/${booking.id}/visas`, { token: otherToken }),
      await holder.get(`/api/bookings/${booking.id}/visas`, { bookingToken: otherBooking.token }),
      await holder.get(`/api/bookings/${booking.id}/visas`),
      await otherCustomer.get(`/api/travellers/${travellerId}/visa/e-visa.pdf`, { token: otherToken }),
      await holder.get(`/api/travellers/${travellerId}/visa/e-visa.pdf`, { bookingToken: otherBooking.token }),
      await holder.get(`/api/travellers/${travellerId}/visa/e-visa.pdf`),
      await otherCustomer.graphql(
        'query($b: Int!) { bookingVisas(bookingId: $b) { travellers { fullName status } } }',
        { b: booking.id },
        { token: otherToken },
      ),
    ];
    for (const reply of attempts) {
      expect([200, 404]).toContain(reply.status);
      expect(reply.text).not.toContain(MARKER);
      expect(reply.text).not.toContain('Visa Pilgrim');
    }
    expect(attempts.slice(0, 6).map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(attempts[6].body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('a customer and a token holder cannot change any visa, one or many, nor upload an e-visa; nothing is written', async () => {
    const before = await sql<{ n: number }>('SELECT count(*)::int AS n FROM "TravellerVisaChange"');
    const body = { status: 'REFUSED', reason: 'I refuse my own visa' };
    expect(
      (await customer.request('PUT', `/api/travellers/${travellerId}/visa`, { token: customerToken, json: body }))
        .status,
    ).toBe(403);
    expect(
      (await holder.request('PUT', `/api/travellers/${travellerId}/visa`, { bookingToken: booking.token, json: body }))
        .status,
    ).toBe(401);
    expect(
      (
        await otherCustomer.post(
          '/api/visas/bulk',
          { travellerIds: [travellerId], status: 'SUBMITTED' },
          { token: otherToken },
        )
      ).status,
    ).toBe(403);
    const viaGraphql = await customer.graphql(
      'mutation($t: Int!) { changeVisa(travellerId: $t, status: NOT_STARTED) { status } }',
      { t: travellerId },
      { token: customerToken },
    );
    expect(viaGraphql.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const upload = await customer.request('PUT', `/api/travellers/${travellerId}/visa/e-visa`, {
      token: customerToken,
      ...pdfForm(Buffer.from('%PDF-1.4 forged')),
    });
    expect(upload.status).toBe(403);
    const after = await sql<{ n: number }>('SELECT count(*)::int AS n FROM "TravellerVisaChange"');
    expect(after[0].n).toBe(before[0].n);
    const [visa] = await sql<{ status: string }>('SELECT status FROM "TravellerVisa" WHERE "travellerId" = $1', [
      travellerId,
    ]);
    expect(visa.status).toBe('ISSUED');
  });

  it('a dump of the database and the upload folder holds no readable e-visa', async () => {
    const [row] = await sql<{ eVisaKey: string; eVisaDataKey: string }>(
      'SELECT "eVisaKey", "eVisaDataKey" FROM "TravellerVisa" WHERE "travellerId" = $1',
      [travellerId],
    );
    expect(row.eVisaKey).toMatch(/^sealed-/);
    expect(row.eVisaDataKey).not.toContain(MARKER);
    const dump = await sql<{ t: string }>('SELECT row_to_json(v)::text AS t FROM "TravellerVisa" v');
    for (const { t } of dump) expect(t).not.toContain(MARKER);
    const served = await holder.get(`/uploads/${row.eVisaKey}`);
    expect(served.status).toBe(404);
    const dir = product().uploadDir;
    const names = await readdir(dir);
    expect(names).toContain(row.eVisaKey);
    for (const name of names.filter((each) => each.startsWith('sealed-'))) {
      const bytes = await readFile(path.join(dir, name));
      expect(bytes.includes(Buffer.from(MARKER)), name).toBe(false);
      expect(bytes.includes(Buffer.from('%PDF')), name).toBe(false);
    }
  });
});
