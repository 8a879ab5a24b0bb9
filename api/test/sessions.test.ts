import { randomUUID } from 'node:crypto';

import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signToken } from '../src/lib/auth/tokens.ts';
import { configWithLimits, gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

/** Session tokens (docs/decisions/0007 section 3): pinned HS256, audience 'session', revocable by tokenVersion. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: configWithLimits({ auth: 1000 }) });
});
afterAll(async () => t.app.close());

const EXPIRED = { status: 401, body: { error: 'Your session has expired. Please log in again.' } };
/** Any request carrying a token checks it; a public one suffices to see whether the session is alive. */
const me = (token: string) => rest(t, 'GET', '/api/packages', { token });
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('which tokens are accepted', () => {
  it('accepts a token the app signed and refuses every forgery with 401', async () => {
    const { user, token } = await userWithToken(t, 'ADMIN');
    expect((await rest(t, 'GET', '/api/users', { token })).status).toBe(200);

    const { sid } = decodeJwt(token);
    const claims = { sub: String(user.id), role: 'ADMIN', ver: user.tokenVersion, sid, aud: 'session', iss: 'rihla' };
    const sign = (alg: string, secret: string, payload: object = claims) =>
      new SignJWT({ ...payload })
        .setProtectedHeader({ alg })
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(secret));
    const forgeries = {
      unsigned: `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, exp: 4_000_000_000 })}.`,
      otherAlgorithm: await sign('HS512', t.deps.config.jwtSecret),
      oldDevConstant: await sign('HS256', 'rihla-dev-only-secret-change-me-in-production'),
      noAudience: await sign('HS256', t.deps.config.jwtSecret, { ...claims, aud: undefined }),
      otherIssuer: await sign('HS256', t.deps.config.jwtSecret, { ...claims, iss: 'someone-else' }),
      noVersion: await sign('HS256', t.deps.config.jwtSecret, { ...claims, ver: undefined }),
      noSession: await sign('HS256', t.deps.config.jwtSecret, { ...claims, sid: undefined }),
      notAUuid: await sign('HS256', t.deps.config.jwtSecret, { ...claims, sid: 'x' }),
      unknownSession: await sign('HS256', t.deps.config.jwtSecret, { ...claims, sid: randomUUID() }),
      dashboardCookie: await signToken(
        'queues',
        { userId: user.id, role: 'ADMIN', tokenVersion: 0, sessionId: randomUUID() },
        t.deps.config.jwtSecret,
        '15m',
      ),
    };
    for (const [name, forged] of Object.entries(forgeries)) {
      expect({ name, ...(await rest(t, 'GET', '/api/users', { token: forged })) }).toMatchObject({ name, ...EXPIRED });
    }
  });

  it("reloads the role on every request: a demoted admin's token cannot act as admin", async () => {
    const { user, token } = await userWithToken(t, 'ADMIN');
    await t.deps.db.user.update({ where: { id: user.id }, data: { role: 'USER' } });
    expect((await rest(t, 'GET', '/api/users', { token })).status).toBe(403);
  });
});

const signIn = async (email: string) =>
  (await rest(t, 'POST', '/api/auth/login', { json: { email, password: 'correct-horse' } })).body.token as string;

describe('logout', () => {
  it('REST: answers { ok: true } and ends this session only; the other devices stay signed in', async () => {
    const { user, token } = await userWithToken(t, 'USER');
    const otherDevice = await signIn(user.email);
    expect((await rest(t, 'POST', '/api/auth/logout', { token })).body).toEqual({ ok: true });
    expect(await me(token)).toMatchObject(EXPIRED);
    expect((await me(otherDevice)).status).toBe(200);
    expect(await t.deps.db.session.count({ where: { userId: user.id } })).toBe(1);
    expect((await t.deps.db.user.findUniqueOrThrow({ where: { id: user.id } })).tokenVersion).toBe(0);
  });

  it('GraphQL: logout returns true and the token stops working; anonymous callers get 401', async () => {
    const { user, token } = await userWithToken(t, 'USER');
    const otherDevice = await signIn(user.email);
    expect(await gql(t, 'mutation { logout }', {}, token)).toEqual({ data: { logout: true } });
    expect((await gql(t, '{ me { id } }', {}, token)).errors?.[0]).toMatchObject({
      message: 'Your session has expired. Please log in again.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect((await gql(t, '{ me { id } }', {}, otherDevice)).data.me).toEqual({ id: user.id });
    expect((await rest(t, 'POST', '/api/auth/logout')).status).toBe(401);
  });

  it('signing out of all devices ends every session, on REST and GraphQL; a new sign-in works', async () => {
    const { user, token } = await userWithToken(t, 'USER');
    const otherDevice = await signIn(user.email);
    expect((await rest(t, 'POST', '/api/auth/logout-everywhere', { token })).body).toEqual({ ok: true });
    expect(await me(token)).toMatchObject(EXPIRED);
    expect(await me(otherDevice)).toMatchObject(EXPIRED);
    expect(await t.deps.db.session.count({ where: { userId: user.id } })).toBe(0);

    const [first, second] = [await signIn(user.email), await signIn(user.email)];
    expect(await gql(t, 'mutation { logoutEverywhere }', {}, first)).toEqual({ data: { logoutEverywhere: true } });
    expect(await me(second)).toMatchObject(EXPIRED);
    expect((await rest(t, 'POST', '/api/auth/logout-everywhere')).status).toBe(401);
    expect((await me(await signIn(user.email))).status).toBe(200);
  });

  it('expired sign-ins are deleted by a later sign-in, live ones are kept', async () => {
    const { user } = await userWithToken(t, 'USER');
    const live = await t.deps.db.session.findFirstOrThrow({ where: { userId: user.id } });
    const expired = await t.deps.db.session.create({
      data: { id: randomUUID(), userId: user.id, expiresAt: new Date(Date.now() - 1000) },
    });
    await signIn(user.email);
    const left = await t.deps.db.session.findMany({ where: { userId: user.id }, select: { id: true } });
    expect(left.map((row) => row.id)).toContain(live.id);
    expect(left.map((row) => row.id)).not.toContain(expired.id);
    expect(left).toHaveLength(2);
  });
});

describe('change password', () => {
  it('REST: needs the current password, then old tokens die and the answer carries a working one', async () => {
    const { user, token } = await userWithToken(t, 'USER');
    const wrong = await rest(t, 'POST', '/api/auth/password', {
      token,
      json: { currentPassword: 'not-it', newPassword: 'battery-staple' },
    });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'Your current password is not correct.' } });
    const short = await rest(t, 'POST', '/api/auth/password', {
      token,
      json: { currentPassword: 'correct-horse', newPassword: 'short' },
    });
    expect(short).toMatchObject({ status: 400, body: { error: 'Password must be at least 8 characters.' } });
    expect((await me(token)).status).toBe(200);

    const changed = await rest(t, 'POST', '/api/auth/password', {
      token,
      json: { currentPassword: 'correct-horse', newPassword: 'battery-staple' },
    });
    expect(changed).toMatchObject({ status: 200, body: { token: expect.any(String), role: 'USER' } });
    expect(await me(token)).toMatchObject(EXPIRED);
    expect((await gql(t, '{ me { email } }', {}, changed.body.token)).data.me).toEqual({ email: user.email });
    const login = (password: string) => rest(t, 'POST', '/api/auth/login', { json: { email: user.email, password } });
    expect((await login('correct-horse')).status).toBe(401);
    expect((await login('battery-staple')).status).toBe(200);
  });

  it('GraphQL: changePassword returns a fresh AuthPayload', async () => {
    const { token } = await userWithToken(t, 'STAFF');
    const mutation =
      'mutation ($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { token role } }';
    const result = await gql(t, mutation, { c: 'correct-horse', n: 'battery-staple' }, token);
    expect(result.data.changePassword).toEqual({ token: expect.any(String), role: 'STAFF' });
    expect((await gql(t, '{ me { role } }', {}, result.data.changePassword.token)).data.me).toEqual({ role: 'STAFF' });
    expect(await me(token)).toMatchObject(EXPIRED);
  });
});

describe('role changes', () => {
  it("a role change ends the target's sessions", async () => {
    const admin = await userWithToken(t, 'ADMIN');
    const staff = await userWithToken(t, 'STAFF');
    const changed = await rest(t, 'PATCH', `/api/users/${staff.user.id}/role`, {
      token: admin.token,
      json: { role: 'USER' },
    });
    expect(changed.body.user.role).toBe('USER');
    expect(await rest(t, 'GET', '/api/users', { token: staff.token })).toMatchObject(EXPIRED);
    expect((await rest(t, 'GET', '/api/users', { token: admin.token })).status).toBe(200);
  });
});
