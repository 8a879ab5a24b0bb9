/** Section 3 of docs/decisions/0007-public-safety.md: no forgeable session, no start on public defaults. */
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';

import { freePort } from '../../scripts/throwaway.ts';
import type { Reply } from './support/http.ts';
import { from, product, runApiUntilExit } from './support/product.ts';
import { recordSecret } from './support/secrets.ts';
import { invitedAccount } from './support/staff.ts';

/** The development secret the source used whenever JWT_SECRET was unset (as with `npm start`). */
const OLD_SOURCE_SECRET = 'rihla-dev-only-secret-change-me-in-production';
const attacker = from(71);
const admin = from(72);
// Loading the API's sources with tsx takes a while on a busy machine, three at once even more.
const REFUSAL_TIMEOUT_MS = 100_000;
const SHORT_SECRET = 'short-but-secret-value';
const STRIPE_KEY = 'sk_test_security_suite_key_value';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const adminClaims = () => ({ role: 'ADMIN', ver: 0, sub: String(product().adminId), aud: 'session', iss: 'rihla' });

describe('session tokens', () => {
  it("the first admin's own token works (control)", async () => {
    expect((await admin.get('/api/users', { token: product().adminToken })).status).toBe(200);
  });

  it('a token signed with the old source secret claiming the admin is refused with 401', async () => {
    const forged = await new SignJWT(adminClaims())
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(OLD_SOURCE_SECRET));
    expect((await attacker.get('/api/users', { token: forged })).status).toBe(401);
  });

  it('an unsigned alg:none token is refused with 401', async () => {
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...adminClaims(), iat: now, exp: now + 3600 })}.`;
    expect((await attacker.get('/api/users', { token: unsigned })).status).toBe(401);
  });

  async function staffSession(name: string) {
    const email = `${name}@security.example`;
    const password = `${name}-Password-2026!`;
    const { id } = await invitedAccount(admin, { name, email, password });
    const login = await from(73).post('/api/auth/login', { email, password });
    expect(login.status, login.text).toBe(200);
    expect((await from(73).get('/api/bookings', { token: login.body.token })).status).toBe(200);
    return { id, token: login.body.token as string };
  }

  it('logout ends the token', async () => {
    const staff = await staffSession('logout-staff');
    expect((await from(73).post('/api/auth/logout', {}, { token: staff.token })).status).toBe(200);
    expect((await from(73).get('/api/bookings', { token: staff.token })).status).toBe(401);
  });

  it('a password change ends the older token, not the new one', async () => {
    const staff = await staffSession('rotating-staff');
    const changed = await from(73).post(
      '/api/auth/password',
      { currentPassword: 'rotating-staff-Password-2026!', newPassword: 'rotating-staff-New-Password-2026!' },
      { token: staff.token },
    );
    expect(changed.status, changed.text).toBe(200);
    expect((await from(73).get('/api/bookings', { token: staff.token })).status).toBe(401);
    expect((await from(73).get('/api/bookings', { token: changed.body.token })).status).toBe(200);
  });

  it('a demoted user’s older token dies', async () => {
    const staff = await staffSession('demoted-staff');
    const demoted = await admin.patch(`/api/users/${staff.id}/role`, { role: 'USER' }, { token: product().adminToken });
    expect(demoted.status, demoted.text).toBe(200);
    expect((await from(73).get('/api/bookings', { token: staff.token })).status).toBe(401);
  });

  it('a deleted user’s token dies', async () => {
    const staff = await staffSession('deleted-staff');
    expect((await admin.request('DELETE', `/api/users/${staff.id}`, { token: product().adminToken })).status).toBe(200);
    expect((await from(73).get('/api/bookings', { token: staff.token })).status).toBe(401);
  });
});

describe('queue dashboard cookie', () => {
  const DASHBOARD = '/admin/queues/api/queues';
  const cookieOf = (reply: Reply) => /rihla_queues=([^;]+)/.exec(String(reply.headers['set-cookie'] ?? ''))?.[1] ?? '';

  it('is its own short-lived token: a bearer token is no cookie, the cookie is no bearer token', async () => {
    const session = await admin.post('/api/admin/queues/session', {}, { token: product().adminToken });
    const cookie = cookieOf(session);
    expect(cookie).toBeTruthy();
    recordSecret(cookie, 'the queue dashboard cookie');
    expect(String(session.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect(Number(/Max-Age=(\d+)/i.exec(String(session.headers['set-cookie']))?.[1])).toBeLessThanOrEqual(15 * 60);

    expect((await admin.get(DASHBOARD, { headers: { cookie: `rihla_queues=${cookie}` } })).status).toBe(200);
    expect(
      (await attacker.get(DASHBOARD, { headers: { cookie: `rihla_queues=${product().adminToken}` } })).status,
    ).toBe(401);
    expect((await attacker.get('/api/users', { token: cookie })).status).toBe(401);
  });
});

describe('the API refuses to start on public defaults', { timeout: REFUSAL_TIMEOUT_MS + 10_000 }, () => {
  async function expectRefusal(settings: Record<string, string>, message: RegExp, secret?: string) {
    const exit = await runApiUntilExit(settings, await freePort(), REFUSAL_TIMEOUT_MS);
    expect(exit.timedOut, `it started instead of refusing:\n${exit.output.slice(-1500)}`).toBe(false);
    expect(exit.code).not.toBe(0);
    expect(exit.output).toMatch(message);
    if (secret) expect(exit.output, 'the refusal prints the secret').not.toContain(secret);
  }

  it.concurrent('NODE_ENV=production without JWT_SECRET', () =>
    expectRefusal({ NODE_ENV: 'production', DEMO_PAYMENTS: '1' }, /JWT_SECRET/),
  );

  it.concurrent('NODE_ENV=production with a JWT_SECRET shorter than 32 bytes', () =>
    expectRefusal(
      { NODE_ENV: 'production', DEMO_PAYMENTS: '1', JWT_SECRET: SHORT_SECRET },
      /JWT_SECRET.*32/,
      SHORT_SECRET,
    ),
  );

  it.concurrent('NODE_ENV=production without TRAVELLER_DATA_KEYS (the key to passport numbers)', () =>
    expectRefusal(
      { NODE_ENV: 'production', DEMO_PAYMENTS: '1', JWT_SECRET: 'j'.repeat(48) },
      /TRAVELLER_DATA_KEYS must be set in production/,
    ),
  );

  it.concurrent('a Stripe secret key without STRIPE_WEBHOOK_SECRET', () =>
    expectRefusal({ STRIPE_SECRET_KEY: STRIPE_KEY }, /STRIPE_WEBHOOK_SECRET/, STRIPE_KEY),
  );
});
