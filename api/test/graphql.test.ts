import { readFileSync } from 'node:fs';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { aPackage } from '../../test/support/factories.ts';
import { printSchemaFile } from '../src/schema/printed.ts';
import { gql, startTestApp, type TestApp, userWithToken } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.app.close());

describe('schema.graphql', () => {
  it('is the committed print of the builder (run `npm run codegen` after changing the schema)', () => {
    const committed = readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8');
    expect(committed).toBe(printSchemaFile());
  });
});

describe('GraphQL operations', () => {
  it('setup, register the first admin, login, me', async () => {
    expect((await gql(t, '{ setupRequired }')).data.setupRequired).toBe(true);
    const reg = await gql(t, 'mutation($i: RegisterInput!) { register(input: $i) { token role } }', {
      i: { name: 'Amina', email: 'amina@example.com', password: 'first-admin', role: 'ADMIN' },
    });
    expect(reg.data.register.role).toBe('ADMIN');
    const login = await gql(t, 'mutation { login(email: "amina@example.com", password: "wrong-one") { token } }');
    expect(login.errors?.[0]).toMatchObject({
      message: 'Invalid credentials',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const me = await gql(t, '{ me { email role } }', {}, reg.data.register.token);
    expect(me.data.me).toEqual({ email: 'amina@example.com', role: 'ADMIN' });
    expect((await gql(t, '{ me { email } }')).data.me).toBeNull();
  });

  it('public catalogue queries and a booking', async () => {
    const pkg = await aPackage(t.deps.db, { code: 'GQL', name: 'GraphQL Umrah', price: 120000 });
    const list = await gql(t, '{ packages { id code price currency } package(id: 424242) { id } }');
    expect(list.data.packages).toContainEqual({ id: pkg.id, code: 'GQL', price: 120000, currency: 'USD' });
    expect(list.data.package).toBeNull();
    const booked = await gql(
      t,
      'mutation($i: CreateBookingInput!) { createBooking(input: $i) { message booking { id amount currency status package { code } } } }',
      {
        i: { acceptTerms: true, name: 'Hassan', email: 'hassan@example.com', phone: '123', packageId: pkg.id },
      },
    );
    expect(booked.data.createBooking).toMatchObject({
      message: 'Booking received',
      booking: { amount: 120000, currency: 'USD', status: 'PENDING', package: { code: 'GQL' } },
    });
    const bad = await gql(
      t,
      'mutation { createBooking(input: {acceptTerms: true, name: "", email: "x@example.com"}) { message } }',
    );
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Please enter your name.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('scope rules: anonymous gets UNAUTHENTICATED, USER FORBIDDEN, STAFF cannot delete packages, ADMIN can', async () => {
    const user = (await userWithToken(t, 'USER')).token;
    const staff = (await userWithToken(t, 'STAFF')).token;
    const admin = (await userWithToken(t, 'ADMIN')).token;
    expect((await gql(t, '{ stats { users } }')).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await gql(t, '{ stats { users } }', {}, user)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await gql(t, '{ stats { users series { month count } } }', {}, staff)).data.stats.series).toHaveLength(6);
    const pkg = await aPackage(t.deps.db, { code: 'DEL', name: 'Delete me' });
    const remove = `mutation { deletePackage(id: ${pkg.id}) { archived } }`;
    expect((await gql(t, remove, {}, staff)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await gql(t, remove, {}, admin)).data.deletePackage).toEqual({ archived: false });
    const invited = await gql(
      t,
      'mutation { inviteStaff(input: {name: "S", email: "s@example.com", role: ADMIN}) { id } }',
      {},
      staff,
    );
    expect(invited.errors?.[0]).toMatchObject({
      message: 'Only an admin can invite an admin, or resend or revoke an admin’s invitation.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('admin lists paginate newest first', async () => {
    const staff = (await userWithToken(t, 'STAFF')).token;
    await t.deps.db.consultation.createMany({
      data: [1, 2, 3].map((n) => ({
        name: `C${n}`,
        email: `c${n}@example.com`,
        message: 'm',
        createdAt: new Date(2026, 0, n),
      })),
    });
    const page = await gql(t, '{ consultations(page: 1, pageSize: 2) { total items { name } } }', {}, staff);
    expect(page.data.consultations).toEqual({ total: 3, items: [{ name: 'C3' }, { name: 'C2' }] });
  });

  it('training, modes and classes through GraphQL', async () => {
    const staff = (await userWithToken(t, 'STAFF')).token;
    await gql(t, 'mutation { createTrainingModule(input: {title: "Tawaf", slug: "tawaf"}) { id } }', {}, staff);
    const lesson = await gql(
      t,
      'mutation { addLesson(input: {moduleSlug: "tawaf", title: "Seven circuits", content: "..."}) { order videoUrl } }',
      {},
      staff,
    );
    expect(lesson.data.addLesson).toEqual({ order: 1, videoUrl: null });
    const read = await gql(t, '{ trainingModule(slugOrId: "tawaf") { title lessons { title } } }');
    expect(read.data.trainingModule).toEqual({ title: 'Tawaf', lessons: [{ title: 'Seven circuits' }] });
    const cls = await gql(
      t,
      'mutation { createServiceClass(input: {code: "roy", name: "Royal", multiplier: 2.5}) { code multiplier } }',
      {},
      staff,
    );
    expect(cls.data.createServiceClass).toEqual({ code: 'ROY', multiplier: 2.5 });
  });
});
