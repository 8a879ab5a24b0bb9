/**
 * Issue #32 (docs/decisions/0054): internal notes are for staff. A customer, a booking-token holder and a visitor
 * cannot read them by GraphQL (their own query, or a field selected on a booking), by REST, in My trips, the
 * booking's token pages or the data export, nor in an email; a USER cannot add one; bad bodies get a worded 400.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { pricedPackage } from './support/catalogue.ts';
import { fromAddress, sql } from './support/product.ts';
import { invitedAccount } from './support/staff.ts';

const staffClient = fromAddress('127.0.5.2');
const customer = fromAddress('127.0.5.3');
const holder = fromAddress('127.0.5.4');
const STAFF = { name: 'Notes Staff', email: 'notes.staff@security.example', password: 'Notes-staff-Password-2026!' };
const CUSTOMER = { name: 'Noted Pilgrim', email: 'noted.pilgrim@security.example', password: 'Noted-Password-2026!' };
// The words a leak would carry.
const SECRET = 'INTERNAL-NOTE-7f3a: suspected duplicate passport';

let staffToken: string;
let customerToken: string;
let booking: { id: number; token: string };

const NOTES = 'query($s: StaffNoteSubject!) { staffNotes(subject: $s) { id body } }';

beforeAll(async () => {
  staffToken = (await invitedAccount(staffClient, STAFF)).token;

  const registered = await customer.post('/api/auth/register', CUSTOMER);
  expect(registered.status, registered.text).toBe(201);
  customerToken = registered.body.token;
  const pkg = await pricedPackage(customer);
  const booked = await customer.post(
    '/api/bookings',
    { acceptTerms: true, name: CUSTOMER.name, email: CUSTOMER.email, packageId: pkg.id },
    { token: customerToken },
  );
  expect(booked.status, booked.text).toBe(201);
  booking = { id: booked.body.booking.id, token: booked.body.accessToken };

  const added = await staffClient.post(
    '/api/staff-notes',
    { subject: { kind: 'BOOKING', id: booking.id }, body: SECRET },
    { token: staffToken },
  );
  expect(added.status, added.text).toBe(201);
});

describe('staff notes', () => {
  it('staff read them', async () => {
    const listed = await staffClient.get(`/api/staff-notes?kind=BOOKING&id=${booking.id}`, { token: staffToken });
    expect(listed.status).toBe(200);
    expect(listed.text).toContain(SECRET);
  });

  it('a customer and a token holder cannot read them by GraphQL, by their own query or a field on a booking', async () => {
    const variables = { s: { kind: 'BOOKING', id: booking.id } };
    const asCustomer = await customer.graphql(NOTES, variables, { token: customerToken });
    expect(asCustomer.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const asHolder = await holder.graphql(NOTES, variables, { bookingToken: booking.token });
    expect(asHolder.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    for (const reply of [asCustomer, asHolder]) expect(reply.text).not.toContain(SECRET);

    // No customer-facing type has a notes field: selecting one is a validation error, not data.
    for (const [query, options] of [
      ['query($id: Int!) { checkoutBooking(id: $id) { id staffNotes { body } } }', { bookingToken: booking.token }],
      ['{ myBookings { items { ... on MyBooking { id staffNotes { body } } } } }', { token: customerToken }],
    ] as const) {
      const reply = await holder.graphql(query, { id: booking.id }, options);
      expect(reply.body.errors[0].message, query).toMatch(/Cannot query field "staffNotes"/);
      expect(reply.body.data ?? null).toBeNull();
      expect(reply.text).not.toContain(SECRET);
    }
  });

  it('a customer and a token holder cannot read them by REST, in My trips, the checkout or the data export', async () => {
    const path = `/api/staff-notes?kind=BOOKING&id=${booking.id}`;
    expect((await customer.get(path, { token: customerToken })).status).toBe(403);
    expect((await holder.get(path, { bookingToken: booking.token })).status).toBe(401);
    const customerReads = [
      await customer.get('/api/my/bookings', { token: customerToken }),
      await customer.get('/api/my/data-export', { token: customerToken }),
      await holder.get(`/api/bookings/${booking.id}/checkout?kind=PACKAGE`, { bookingToken: booking.token }),
      await holder.get(`/api/payments/status?bookingId=${booking.id}&kind=PACKAGE`, { bookingToken: booking.token }),
    ];
    for (const reply of customerReads) {
      expect(reply.status, reply.text).toBe(200);
      expect(reply.text).not.toContain(SECRET);
      expect(reply.text).not.toContain('INTERNAL-NOTE');
    }
    const exported = await customer.graphql('{ myDataExport }', {}, { token: customerToken });
    expect(exported.body.data.myDataExport).toBeTruthy();
    expect(exported.text).not.toContain('INTERNAL-NOTE');
  });

  it('no email carries a note', async () => {
    const leaked = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM "OutboxEmail" WHERE html LIKE '%INTERNAL-NOTE%' OR text LIKE '%INTERNAL-NOTE%'`,
    );
    expect(leaked[0].n).toBe(0);
  });

  it('a USER or a token holder cannot add one; nothing is written', async () => {
    const body = { subject: { kind: 'BOOKING', id: booking.id }, body: 'I am staff, honestly' };
    expect((await customer.post('/api/staff-notes', body, { token: customerToken })).status).toBe(403);
    expect((await holder.post('/api/staff-notes', body, { bookingToken: booking.token })).status).toBe(401);
    const viaGraphql = await customer.graphql(
      'mutation($s: StaffNoteSubject!) { addStaffNote(subject: $s, body: "x") { id } }',
      { s: body.subject },
      { token: customerToken },
    );
    expect(viaGraphql.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const rows = await sql<{ n: number }>('SELECT count(*)::int AS n FROM "StaffNote" WHERE "bookingId" = $1', [
      booking.id,
    ]);
    expect(rows[0].n).toBe(1);
  });

  it('refuses empty and huge bodies with a worded 400', async () => {
    const subject = { kind: 'BOOKING', id: booking.id };
    const empty = await staffClient.post('/api/staff-notes', { subject, body: '' }, { token: staffToken });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ reason: 'STAFF_NOTE_REQUIRED', error: 'Write the note before saving it.' });
    const huge = await staffClient.post(
      '/api/staff-notes',
      { subject, body: 'x'.repeat(60_000) },
      { token: staffToken },
    );
    expect(huge.status).toBe(400);
    expect(huge.body).toMatchObject({ reason: 'STAFF_NOTE_TOO_LONG', error: 'A note is at most 2,000 characters.' });
  });
});
