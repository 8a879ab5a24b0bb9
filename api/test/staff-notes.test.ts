import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { aBooking, aTripBooking } from '../../test/support/factories.ts';
import { gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

/** Internal notes (issue #32): staff add and read them on one booking, trip booking or consultation; audited. */
let t: TestApp;
let staff: { token: string; user: { id: number; name: string } };
let admin: string;
let customer: string;
beforeAll(async () => {
  t = await startTestApp();
  staff = await userWithToken(t, 'STAFF');
  admin = (await userWithToken(t, 'ADMIN')).token;
  customer = (await userWithToken(t, 'USER')).token;
});
afterAll(async () => t.app.close());

const NOTES = 'query($s: StaffNoteSubject!) { staffNotes(subject: $s) { id body authorName createdAt } }';
const ADD =
  'mutation($s: StaffNoteSubject!, $b: String!) { addStaffNote(subject: $s, body: $b) { id body authorName } }';

describe('staff notes', () => {
  it('are added by staff and listed newest first with their author, on each kind of subject', async () => {
    const booking = await aBooking(t.deps.db);
    const trip = await aTripBooking(t.deps.db);
    const consultation = await t.deps.db.consultation.create({
      data: { name: 'Amina', email: 'amina@example.com', message: 'Hello' },
    });
    for (const subject of [
      { kind: 'BOOKING', id: booking.id },
      { kind: 'TRIP_BOOKING', id: trip.id },
      { kind: 'CONSULTATION', id: consultation.id },
    ]) {
      const first = await rest(t, 'POST', '/api/staff-notes', {
        token: staff.token,
        json: { subject, body: '  Called, no answer.  ' },
      });
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({ body: 'Called, no answer.', author: { id: staff.user.id } });
      const second = await gql(t, ADD, { s: subject, b: 'Prefers WhatsApp.' }, admin);
      expect(second.errors).toBeUndefined();
      const listed = await gql(t, NOTES, { s: subject }, staff.token);
      expect(listed.data.staffNotes.map((note: { body: string }) => note.body)).toEqual([
        'Prefers WhatsApp.',
        'Called, no answer.',
      ]);
      expect(listed.data.staffNotes[1].authorName).toBe(staff.user.name);
      const viaRest = await rest(t, 'GET', `/api/staff-notes?kind=${subject.kind}&id=${subject.id}`, {
        token: staff.token,
      });
      expect(viaRest.body.map((note: { body: string }) => note.body)).toEqual([
        'Prefers WhatsApp.',
        'Called, no answer.',
      ]);
    }
    // Each note on its own subject only.
    expect(await t.deps.db.staffNote.count({ where: { bookingId: booking.id } })).toBe(2);
  });

  it('are audited: that a note was added and on what, not its text', async () => {
    const booking = await aBooking(t.deps.db);
    const added = await rest(t, 'POST', '/api/staff-notes', {
      token: staff.token,
      json: { subject: { kind: 'BOOKING', id: booking.id }, body: 'Passport copy is blurry.' },
    });
    const [entry] = await t.deps.db.auditEntry.findMany({
      where: { action: 'staff-note.add', entityType: 'Booking', entityId: String(booking.id) },
    });
    expect(entry).toMatchObject({
      actorId: staff.user.id,
      summary: `Added an internal note to booking ${booking.reference}`,
      after: { noteId: added.body.id, characters: 24 },
    });
    expect(JSON.stringify(entry)).not.toContain('blurry');
  });

  it('refuse customers and visitors, and a missing subject, empty or too long text, in words', async () => {
    const booking = await aBooking(t.deps.db);
    const subject = { kind: 'BOOKING', id: booking.id };
    for (const [token, status] of [
      [customer, 403],
      [undefined, 401],
    ] as const) {
      expect((await rest(t, 'POST', '/api/staff-notes', { token, json: { subject, body: 'x' } })).status).toBe(status);
      expect((await rest(t, 'GET', `/api/staff-notes?kind=BOOKING&id=${booking.id}`, { token })).status).toBe(status);
      expect((await gql(t, NOTES, { s: subject }, token)).errors?.[0].extensions.code).toBe(
        token ? 'FORBIDDEN' : 'UNAUTHENTICATED',
      );
    }
    const add = (json: unknown) => rest(t, 'POST', '/api/staff-notes', { token: staff.token, json });
    expect((await add({ subject, body: '  ' })).body).toMatchObject({ error: 'Write the note before saving it.' });
    const long = await add({ subject, body: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body.error).toBe('A note is at most 2,000 characters.');
    expect((await add({ body: 'x' })).body.error).toBe(
      'A note is about one booking, trip booking or consultation: name exactly one.',
    );
    expect((await add({ subject: { kind: 'PAYMENT', id: 1 }, body: 'x' })).body.error).toBe(
      'A note is about one booking, trip booking or consultation: name exactly one.',
    );
    const missing = await add({ subject: { kind: 'BOOKING', id: 999999 }, body: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Booking not found.');
    expect(await t.deps.db.staffNote.count({ where: { bookingId: booking.id } })).toBe(0);
  });

  it('the database holds a note to exactly one subject and at most 2,000 characters', async () => {
    const booking = await aBooking(t.deps.db);
    const trip = await aTripBooking(t.deps.db);
    await expect(
      t.deps.db.staffNote.create({ data: { body: 'x', bookingId: booking.id, tripBookingId: trip.id } }),
    ).rejects.toThrow(/StaffNote_one_subject/);
    await expect(t.deps.db.staffNote.create({ data: { body: 'x' } })).rejects.toThrow(/StaffNote_one_subject/);
    await expect(
      t.deps.db.staffNote.create({ data: { body: 'x'.repeat(2001), bookingId: booking.id } }),
    ).rejects.toThrow(/StaffNote_body_length/);
  });
});
