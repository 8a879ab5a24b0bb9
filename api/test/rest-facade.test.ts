import { readdirSync } from 'node:fs';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { aPackage, aTripBooking } from '../../test/support/factories.ts';
import { multipart, PNG_1PX, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

/** The documented /api paths, their payloads and response shapes, and their error statuses. */
let t: TestApp;
let staff: string;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  staff = (await userWithToken(t, 'STAFF')).token;
  admin = (await userWithToken(t, 'ADMIN')).token;
});
afterAll(async () => t.app.close());

describe('packages', () => {
  it('creates, lists, reads, renames (ignoring empty names), prices and deletes a package', async () => {
    const created = await rest(t, 'POST', '/api/packages', {
      token: staff,
      json: { code: 'UMR-TEST', name: 'Test Umrah', description: 'Ten nights', price: 189900, currency: 'usd' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: 'UMR-TEST', price: 189900, currency: 'USD' });
    const id = created.body.id;

    expect((await rest(t, 'GET', '/api/packages')).body.map((p: { id: number }) => p.id)).toContain(id);
    expect((await rest(t, 'GET', `/api/packages/${id}`)).body.name).toBe('Test Umrah');
    expect((await rest(t, 'PATCH', `/api/packages/${id}`, { token: staff, json: { name: '   ' } })).body.name).toBe(
      'Test Umrah',
    );
    expect((await rest(t, 'PATCH', `/api/packages/${id}`, { token: staff, json: { name: 'Renamed' } })).body.name).toBe(
      'Renamed',
    );
    expect(
      (await rest(t, 'PATCH', `/api/packages/${id}`, { token: staff, json: { clearPrice: true } })).body.price,
    ).toBeNull();
    expect((await rest(t, 'DELETE', `/api/packages/${id}`, { token: admin })).body).toEqual({ ok: true });
    expect(await rest(t, 'GET', `/api/packages/${id}`)).toMatchObject({
      status: 404,
      body: { error: 'Package not found.' },
    });
  });

  it('validates: code and name required, unique code (409), money in integer minor units', async () => {
    expect(await rest(t, 'POST', '/api/packages', { token: staff, json: { name: 'No code' } })).toMatchObject({
      status: 400,
      body: { error: 'Code and name are required.' },
    });
    await rest(t, 'POST', '/api/packages', { token: staff, json: { code: 'DUP', name: 'One' } });
    expect(await rest(t, 'POST', '/api/packages', { token: staff, json: { code: 'DUP', name: 'Two' } })).toMatchObject({
      status: 409,
      body: { error: 'A package with code DUP already exists.' },
    });
    expect(
      (await rest(t, 'POST', '/api/packages', { token: staff, json: { code: 'FRAC', name: 'F', price: 10.5 } })).status,
    ).toBe(400);
    expect(
      (await rest(t, 'POST', '/api/packages', { token: staff, json: { code: 'NEG', name: 'N', price: -1 } })).status,
    ).toBe(400);
    expect((await rest(t, 'GET', '/api/packages/999999')).status).toBe(404);
    expect((await rest(t, 'GET', '/api/packages/abc')).status).toBe(400);
  });
});

describe('uploads', () => {
  it('accepts a real image, stores it under a generated name and serves it back as an image', async () => {
    const form = multipart(
      { code: 'IMG', name: 'With image' },
      { field: 'image', name: 'photo.png', bytes: PNG_1PX, type: 'image/png' },
    );
    const created = await rest(t, 'POST', '/api/packages', {
      token: staff,
      payload: form.payload,
      headers: form.headers,
    });
    expect(created.status).toBe(201);
    expect(created.body.image).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: created.body.image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses a non-image (whatever its name claims) and stores nothing', async () => {
    const before = readdirSync(t.deps.config.uploadDir).length;
    const form = multipart(
      { code: 'FAKE', name: 'Fake' },
      { field: 'image', name: 'evil.png', bytes: Buffer.from('<script>alert(1)</script>'), type: 'image/png' },
    );
    const refused = await rest(t, 'POST', '/api/packages', {
      token: staff,
      payload: form.payload,
      headers: form.headers,
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { error: 'Only image files are allowed (PNG, JPEG, WebP or GIF).' },
    });
    expect(readdirSync(t.deps.config.uploadDir)).toHaveLength(before);
    expect(await t.deps.db.package.findUnique({ where: { code: 'FAKE' } })).toBeNull();
  });

  it('removes the stored image when the package itself is refused', async () => {
    await rest(t, 'POST', '/api/packages', { token: staff, json: { code: 'TAKEN', name: 'Taken' } });
    const before = readdirSync(t.deps.config.uploadDir).length;
    const form = multipart(
      { code: 'TAKEN', name: 'Again' },
      { field: 'image', name: 'a.png', bytes: PNG_1PX, type: 'image/png' },
    );
    expect(
      (await rest(t, 'POST', '/api/packages', { token: staff, payload: form.payload, headers: form.headers })).status,
    ).toBe(409);
    expect(readdirSync(t.deps.config.uploadDir)).toHaveLength(before);
  });

  it('uploads an avatar -> {avatar}; without a file: "Select an image first"', async () => {
    const { user } = await userWithToken(t, 'USER');
    const form = multipart({}, { field: 'avatar', name: 'me.png', bytes: PNG_1PX, type: 'image/png' });
    const ok = await rest(t, 'POST', `/api/users/${user.id}/avatar`, {
      token: staff,
      payload: form.payload,
      headers: form.headers,
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ avatar: expect.stringMatching(/^\/uploads\/.+\.png$/) });
    const empty = multipart({});
    expect(
      await rest(t, 'POST', `/api/users/${user.id}/avatar`, {
        token: staff,
        payload: empty.payload,
        headers: empty.headers,
      }),
    ).toMatchObject({
      status: 400,
      body: { error: 'Select an image first' },
    });
  });
});

describe('bookings, consultations, newsletter', () => {
  it('books a priced package: {message, booking: {id}} with the amount due copied from the package', async () => {
    const pkg = await aPackage(t.deps.db, { code: 'BOOK', name: 'Bookable', price: 250000, currency: 'GBP' });
    const booked = await rest(t, 'POST', '/api/bookings', {
      json: { acceptTerms: true, name: '  Fatima  ', email: 'FATIMA@example.com', phone: '  ', packageId: pkg.id },
    });
    expect(booked.status).toBe(201);
    expect(booked.body.message).toBe('Booking received');
    const row = await t.deps.db.booking.findUniqueOrThrow({ where: { id: booked.body.booking.id } });
    expect(row).toMatchObject({
      name: 'Fatima',
      email: 'fatima@example.com',
      phone: null,
      amount: 250000,
      currency: 'GBP',
      status: 'PENDING',
      source: 'WEB',
    });
  });

  it('an unpriced booking says the team will send a quote; bad input is a 400', async () => {
    const booked = await rest(t, 'POST', '/api/bookings', {
      json: { acceptTerms: true, name: 'Ali', email: 'ali@example.com', phone: '+44 20 1234' },
    });
    expect(booked.body.message).toBe('Booking received. Our team will contact you shortly with a quote.');
    expect(
      (await rest(t, 'POST', '/api/bookings', { json: { acceptTerms: true, email: 'ali@example.com' } })).body,
    ).toMatchObject({
      error: 'Please enter your name.',
    });
    expect(
      (await rest(t, 'POST', '/api/bookings', { json: { acceptTerms: true, name: 'A', email: 'nope' } })).body,
    ).toMatchObject({
      error: 'Please enter a valid email address.',
    });
    expect(
      (
        await rest(t, 'POST', '/api/bookings', {
          json: { acceptTerms: true, name: 'A', email: 'a@example.com', packageId: 987654 },
        })
      ).status,
    ).toBe(400);
  });

  it('lists bookings newest first with their status for staff, with X-Total-Count', async () => {
    const list = await rest(t, 'GET', '/api/bookings?page=1&pageSize=1', { token: staff });
    expect(list.body).toHaveLength(1);
    expect(Number(list.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
    expect(list.body[0]).toMatchObject({ status: 'PENDING', source: 'WEB' });
  });

  it('staff set a quote on an unpriced booking, not on a priced one', async () => {
    const unpriced = await t.deps.db.booking.create({ data: { name: 'Q', email: 'q@example.com' } });
    const quoted = await rest(t, 'PATCH', `/api/bookings/${unpriced.id}/quote`, {
      token: staff,
      json: { amount: 99000, currency: 'eur' },
    });
    expect(quoted.body).toMatchObject({ amount: 99000, currency: 'EUR' });
    const pkg = await aPackage(t.deps.db, { code: 'PRICED', name: 'Priced', price: 1000 });
    const priced = await t.deps.db.booking.create({
      data: { name: 'P', email: 'p@example.com', packageId: pkg.id, amount: 1000, currency: 'USD' },
    });
    expect(
      (
        await rest(t, 'PATCH', `/api/bookings/${priced.id}/quote`, {
          token: staff,
          json: { amount: 1, currency: 'USD' },
        })
      ).status,
    ).toBe(400);
  });

  it('consultations: required fields, stored, listed for staff', async () => {
    expect(
      (await rest(t, 'POST', '/api/consultations', { json: { name: 'A', email: 'a@example.com' } })).body,
    ).toMatchObject({
      error: 'Please fill name, email and message.',
    });
    const sent = await rest(t, 'POST', '/api/consultations', {
      json: { name: 'Aisha', email: 'aisha@example.com', message: 'Ramadan dates?' },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe('Consultation request sent!');
    expect((await rest(t, 'GET', '/api/consultations', { token: staff })).body[0]).toMatchObject({
      name: 'Aisha',
      message: 'Ramadan dates?',
    });
  });

  it('newsletter: validated and idempotent', async () => {
    expect((await rest(t, 'POST', '/api/newsletter', { json: { email: 'bad' } })).status).toBe(400);
    const first = await rest(t, 'POST', '/api/newsletter', { json: { email: 'News@Example.com' } });
    const again = await rest(t, 'POST', '/api/newsletter', { json: { email: 'news@example.com' } });
    expect(first.body).toEqual(again.body);
    expect(await t.deps.db.newsletterSubscriber.count()).toBe(1);
  });
});

describe('modes, classes, training, locations, reviews, custom bookings, stats, users', () => {
  it('modes: create (409 on duplicate code), toggle, rename ignoring empty, delete (404 after)', async () => {
    const mode = await rest(t, 'POST', '/api/transport-modes', {
      token: staff,
      json: { code: 'camel', name: 'Camel caravan' },
    });
    expect(mode.body).toMatchObject({ code: 'CAMEL', enabled: true });
    expect(
      (await rest(t, 'POST', '/api/transport-modes', { token: staff, json: { code: 'CAMEL', name: 'Again' } })).status,
    ).toBe(409);
    expect(
      (await rest(t, 'PATCH', `/api/transport-modes/${mode.body.id}`, { token: staff, json: { enabled: false } })).body
        .enabled,
    ).toBe(false);
    expect(
      (await rest(t, 'PATCH', `/api/transport-modes/${mode.body.id}`, { token: staff, json: { name: '' } })).body.name,
    ).toBe('Camel caravan');
    await rest(t, 'DELETE', `/api/transport-modes/${mode.body.id}`, { token: staff });
    expect((await rest(t, 'DELETE', `/api/transport-modes/${mode.body.id}`, { token: staff })).status).toBe(404);
    expect(
      (await rest(t, 'POST', '/api/transport-modes', { token: staff, json: { name: 'No code' } })).body.error,
    ).toBe('Code and name are required.');
  });

  it('classes: decimal multiplier, minimum 0.1 in steps of 0.1, default 1', async () => {
    const created = await rest(t, 'POST', '/api/service-classes', {
      token: staff,
      json: { code: 'PLUS', name: 'Plus', multiplier: '1.6' },
    });
    expect(created.body.multiplier).toBe(1.6);
    expect(
      (await rest(t, 'POST', '/api/service-classes', { token: staff, json: { code: 'DEF', name: 'Default' } })).body
        .multiplier,
    ).toBe(1);
    expect(
      (
        await rest(t, 'POST', '/api/service-classes', {
          token: staff,
          json: { code: 'LOW', name: 'Low', multiplier: 0.05 },
        })
      ).body.error,
    ).toBe('Multiplier must be at least 0.1.');
    expect(
      (await rest(t, 'PATCH', `/api/service-classes/${created.body.id}`, { token: staff, json: { multiplier: 2.5 } }))
        .body.multiplier,
    ).toBe(2.5);
    const listed = await rest(t, 'GET', '/api/service-classes');
    expect(listed.body.find((c: { code: string }) => c.code === 'PLUS').multiplier).toBe(2.5);
  });

  it('training: module by slug or id, lessons in order with defaults', async () => {
    const mod = await rest(t, 'POST', '/api/training/modules', {
      token: staff,
      json: { title: 'Ihram', slug: 'ihram-basics', description: 'Start here' },
    });
    expect(mod.status).toBe(201);
    expect(
      (await rest(t, 'POST', '/api/training/modules', { token: staff, json: { title: 'Again', slug: 'ihram-basics' } }))
        .status,
    ).toBe(409);
    await rest(t, 'POST', '/api/training/modules/ihram-basics/lessons', {
      token: staff,
      json: { title: 'Second', order: 2, content: 'B' },
    });
    const first = await rest(t, 'POST', `/api/training/modules/${mod.body.id}/lessons`, {
      token: staff,
      json: { title: 'First', order: 'not a number', videoUrl: '', content: 'A' },
    });
    expect(first.body).toMatchObject({ order: 1, videoUrl: null });
    const read = await rest(t, 'GET', '/api/training/modules/ihram-basics');
    expect(read.body.lessons.map((l: { title: string }) => l.title)).toEqual(['First', 'Second']);
    expect((await rest(t, 'GET', `/api/training/modules/${mod.body.id}`)).body.slug).toBe('ihram-basics');
    expect((await rest(t, 'GET', '/api/training/modules/nope')).status).toBe(404);
    expect((await rest(t, 'GET', '/api/training/modules')).body.length).toBeGreaterThanOrEqual(1);
  });

  it('locations: {items}, empty for empty q, exact IATA first, at most 10', async () => {
    await t.deps.db.location.createMany({
      data: [
        {
          type: 'AIRPORT',
          name: 'King Abdulaziz International Airport',
          city: 'Jeddah',
          iata: 'JED',
          country: 'Saudi Arabia',
        },
        { type: 'STATION', name: 'Jeddah Sulaimaniyah Station', city: 'Jeddah', country: 'Saudi Arabia' },
        ...Array.from({ length: 12 }, (_, i) => ({
          type: 'AIRPORT' as const,
          name: `Jed Field ${i}`,
          city: 'Somewhere',
          iata: `J${String.fromCharCode(65 + i)}X`,
          country: 'X',
        })),
      ],
    });
    expect((await rest(t, 'GET', '/api/locations/search?q=')).body).toEqual({ items: [] });
    const jed = await rest(t, 'GET', '/api/locations/search?q=jed');
    expect(jed.body.items[0].iata).toBe('JED');
    expect(jed.body.items).toHaveLength(10);
  });

  it('reviews and custom bookings are listed for staff; custom bookings can be confirmed once', async () => {
    const pkg = await aPackage(t.deps.db, { code: 'REV', name: 'Reviewed' });
    const { user } = await userWithToken(t, 'USER');
    const review = await t.deps.db.review.create({
      data: { rating: 4, comment: 'Lovely', packageId: pkg.id, userId: user.id },
    });
    const reviews = await rest(t, 'GET', '/api/reviews', { token: staff });
    expect(reviews.body[0]).toMatchObject({ rating: 4, package: { name: 'Reviewed' }, user: { email: user.email } });
    expect(reviews.body[0].user.passwordHash).toBeUndefined();
    expect((await rest(t, 'DELETE', `/api/reviews/${review.id}`, { token: staff })).body).toEqual({ ok: true });

    const custom = await aTripBooking(t.deps.db, { name: 'Yusuf' });
    // The current address and the deprecated one answer the same rows, with the model's names.
    for (const url of ['/api/trip-bookings', '/api/custom-bookings'])
      expect((await rest(t, 'GET', url, { token: staff })).body[0]).toMatchObject({
        name: 'Yusuf',
        amount: 45_000,
        status: 'PENDING',
      });
    expect(
      (
        await rest(t, 'PATCH', `/api/trip-bookings/${custom.id}/status`, {
          token: staff,
          json: { status: 'CONFIRMED' },
        })
      ).body.status,
    ).toBe('CONFIRMED');
    expect(
      (
        await rest(t, 'PATCH', `/api/custom-bookings/${custom.id}/status`, {
          token: staff,
          json: { status: 'CANCELLED' },
        })
      ).status,
    ).toBe(400);
  });

  it('stats have the documented fields and a 6-month series', async () => {
    const stats = await rest(t, 'GET', '/api/stats', { token: staff });
    expect(Object.keys(stats.body)).toEqual(
      expect.arrayContaining(['users', 'staff', 'pkgs', 'reviews', 'bookings', 'consultations', 'series']),
    );
    expect(stats.body.series).toHaveLength(6);
  });

  it('users: no account is made with a password staff set (410, invite instead); delete, then 404', async () => {
    const created = await rest(t, 'POST', '/api/users', {
      token: admin,
      json: { name: 'Bilal', email: 'bilal@example.com', password: 'password1' },
    });
    expect(created.status).toBe(410);
    expect(created.body.error).toBe(
      'Accounts are no longer created with a password set by staff: invite staff by email, and customers sign up themselves.',
    );
    const { user } = await userWithToken(t, 'STAFF');
    expect((await rest(t, 'DELETE', `/api/users/${user.id}`, { token: admin })).body).toEqual({ ok: true });
    expect((await rest(t, 'DELETE', `/api/users/${user.id}`, { token: admin })).status).toBe(404);
  });
});

describe('unknown paths and bad bodies', () => {
  it('any unknown /api path is a JSON 404; malformed JSON is a 400', async () => {
    expect(await rest(t, 'GET', '/api/does-not-exist')).toMatchObject({ status: 404, body: { error: 'Not found.' } });
    expect(await rest(t, 'POST', '/api/v2/anything', { json: {} })).toMatchObject({
      status: 404,
      body: { error: 'Not found.' },
    });
    const broken = await rest(t, 'POST', '/api/bookings', {
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.error).toEqual(expect.any(String));
  });
});

describe('deleting a mode that scheduled services use', () => {
  it('is a 409 that suggests disabling it', async () => {
    const mode = await t.deps.db.transportMode.create({ data: { code: 'SHIPX', name: 'Ship' } });
    await t.deps.db.operator.create({ data: { code: 'OPX', name: 'Operator X', modeId: mode.id } });
    expect(await rest(t, 'DELETE', `/api/transport-modes/${mode.id}`, { token: staff })).toMatchObject({
      status: 409,
      body: { error: 'This mode has scheduled services; disable it instead of deleting it.' },
    });
  });
});
