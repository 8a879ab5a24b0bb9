import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.app.close());

describe('queue dashboard (/admin/queues)', () => {
  it('is refused without the admin cookie', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/admin/queues' })).statusCode).toBe(401);
  });

  it('only an ADMIN gets a dashboard session; the cookie opens bull-board', async () => {
    expect((await rest(t, 'POST', '/api/admin/queues/session')).status).toBe(401);
    expect(
      (await rest(t, 'POST', '/api/admin/queues/session', { token: (await userWithToken(t, 'USER')).token })).status,
    ).toBe(403);
    expect(
      (await rest(t, 'POST', '/api/admin/queues/session', { token: (await userWithToken(t, 'STAFF')).token })).status,
    ).toBe(403);

    const admin = await userWithToken(t, 'ADMIN');
    const session = await rest(t, 'POST', '/api/admin/queues/session', { token: admin.token });
    expect(session.body).toEqual({ url: '/admin/queues' });
    const cookie = String(session.headers['set-cookie']);
    expect(cookie).toMatch(/rihla_queues=.+; Max-Age=900; Path=\/admin\/queues; HttpOnly; SameSite=Strict/);

    const page = await t.app.inject({ method: 'GET', url: '/admin/queues', headers: { cookie: cookie.split(';')[0] } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html');
    const queues = await t.app.inject({
      method: 'GET',
      url: '/admin/queues/api/queues',
      headers: { cookie: cookie.split(';')[0] },
    });
    expect(
      queues
        .json()
        .queues.map((q: { name: string }) => q.name)
        .sort(),
    ).toEqual(['emails', 'holds', 'payment-events', 'stats']);

    // A demoted admin loses access at once, cookie or not.
    await t.deps.db.user.update({ where: { id: admin.user.id }, data: { role: 'STAFF' } });
    expect(
      (await t.app.inject({ method: 'GET', url: '/admin/queues', headers: { cookie: cookie.split(';')[0] } }))
        .statusCode,
    ).toBe(403);
  });

  it('the cookie and the bearer token are different tokens: neither is accepted as the other', async () => {
    const admin = await userWithToken(t, 'ADMIN');
    const asCookie = await t.app.inject({
      method: 'GET',
      url: '/admin/queues',
      headers: { cookie: `rihla_queues=${admin.token}` },
    });
    expect(asCookie.statusCode).toBe(401);

    const session = await rest(t, 'POST', '/api/admin/queues/session', { token: admin.token });
    const cookieToken = /rihla_queues=([^;]+)/.exec(String(session.headers['set-cookie']))![1];
    expect(await rest(t, 'GET', '/api/users', { token: cookieToken })).toMatchObject({
      status: 401,
      body: { error: 'Your session has expired. Please log in again.' },
    });
  });

  it('logging out also closes the dashboard', async () => {
    const admin = await userWithToken(t, 'ADMIN');
    const session = await rest(t, 'POST', '/api/admin/queues/session', { token: admin.token });
    const cookie = String(session.headers['set-cookie']).split(';')[0];
    expect((await t.app.inject({ method: 'GET', url: '/admin/queues', headers: { cookie } })).statusCode).toBe(200);
    await rest(t, 'POST', '/api/auth/logout', { token: admin.token });
    expect((await t.app.inject({ method: 'GET', url: '/admin/queues', headers: { cookie } })).statusCode).toBe(401);
  });
});
