import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { resetDatabase } from '../../test/db.ts';
import { configWithLimits, rest, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: configWithLimits({ auth: 1000 }) });
});
beforeEach(() => resetDatabase(t.deps.db));
afterAll(async () => t.app.close());

const admin = { name: 'Amina Yusuf', email: 'amina@example.com', password: 'first-admin-pass', role: 'ADMIN' };

describe('first-time setup', () => {
  it('requires setup exactly while no ADMIN exists, and the first ADMIN request creates one', async () => {
    expect((await rest(t, 'GET', '/api/auth/setup-required')).body).toEqual({ setupRequired: true });
    const created = await rest(t, 'POST', '/api/auth/register', { json: admin });
    expect(created.status).toBe(201);
    expect(created.body.role).toBe('ADMIN');
    expect(created.body.token).toEqual(expect.any(String));
    expect((await rest(t, 'GET', '/api/auth/setup-required')).body).toEqual({ setupRequired: false });
  });

  it('never creates two admins from concurrent setup requests', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        rest(t, 'POST', '/api/auth/register', { json: { ...admin, email: `admin${i}@example.com` } }),
      ),
    );
    expect(attempts.filter((a) => a.status === 201)).toHaveLength(1);
    expect(attempts.filter((a) => a.status === 409)).toHaveLength(7);
    expect(await t.deps.db.user.count({ where: { role: 'ADMIN' } })).toBe(1);
  });

  it('after setup, public registration only creates customers', async () => {
    await rest(t, 'POST', '/api/auth/register', { json: admin });
    const second = await rest(t, 'POST', '/api/auth/register', { json: { ...admin, email: 'other@example.com' } });
    expect(second.status).toBe(409);
    expect(second.body.error).toBe(
      'An admin already exists. Creating another via this page is disabled. Please log in or ask an admin to create users.',
    );
    const customer = await rest(t, 'POST', '/api/auth/register', {
      json: { name: 'Omar', email: 'omar@example.com', password: 'omar-password' },
    });
    expect(customer.status).toBe(201);
    expect(customer.body.role).toBe('USER');
    expect(await t.deps.db.user.count({ where: { role: 'ADMIN' } })).toBe(1);
  });

  it('rejects incomplete sign-ups, short passwords and duplicate emails (case-insensitively)', async () => {
    expect(
      (await rest(t, 'POST', '/api/auth/register', { json: { email: 'x@example.com', password: 'longenough' } })).body,
    ).toMatchObject({
      error: 'Please fill all fields.',
    });
    expect(
      (await rest(t, 'POST', '/api/auth/register', { json: { name: 'X', email: 'x@example.com', password: 'short' } }))
        .body.error,
    ).toBe('Password must be at least 8 characters.');
    expect(
      (
        await rest(t, 'POST', '/api/auth/register', {
          json: { name: 'X', email: 'not-an-email', password: 'longenough' },
        })
      ).status,
    ).toBe(400);
    await rest(t, 'POST', '/api/auth/register', {
      json: { name: 'X', email: 'Case@Example.com', password: 'longenough' },
    });
    const duplicate = await rest(t, 'POST', '/api/auth/register', {
      json: { name: 'Y', email: 'case@example.COM', password: 'longenough' },
    });
    expect(duplicate.status).toBe(409);
    expect(await t.deps.db.user.count()).toBe(1);
  });
});

describe('login', () => {
  it('logs in with the right password (email case-insensitive) and refuses the wrong one', async () => {
    await rest(t, 'POST', '/api/auth/register', { json: admin });
    const ok = await rest(t, 'POST', '/api/auth/login', {
      json: { email: 'AMINA@example.com', password: admin.password },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ token: expect.any(String), role: 'ADMIN', twoFactor: null, challenge: null });
    const wrong = await rest(t, 'POST', '/api/auth/login', { json: { email: admin.email, password: 'nope-nope' } });
    expect(wrong).toMatchObject({ status: 401, body: { error: 'Invalid credentials' } });
    const unknown = await rest(t, 'POST', '/api/auth/login', {
      json: { email: 'ghost@example.com', password: 'whatever' },
    });
    expect(unknown).toMatchObject({ status: 401, body: { error: 'Invalid credentials' } });
    expect((await rest(t, 'POST', '/api/auth/login', { json: { email: '', password: '' } })).body).toMatchObject({
      error: 'Please enter email and password.',
    });
  });

  it('a token of a deleted user, or a forged token, is refused with 401', async () => {
    const created = await rest(t, 'POST', '/api/auth/register', {
      json: { name: 'Z', email: 'z@example.com', password: 'longenough' },
    });
    await t.deps.db.user.deleteMany();
    expect((await rest(t, 'GET', '/api/packages', { token: created.body.token })).status).toBe(401);
    expect((await rest(t, 'GET', '/api/packages', { token: 'forged.token.value' })).status).toBe(401);
  });
});
