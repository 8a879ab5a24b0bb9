/**
 * Two-factor sign-in for staff (issue #32, docs/decisions/0051): a stolen password plus guessed codes meets the
 * account's sign-in limit; the second step's challenge works once and not after it expires; the authenticator's
 * secret is answered once and never again, nor printed; and where STAFF_TWO_FACTOR is required a password alone
 * reaches no staff data.
 */
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Client, client } from './support/http.ts';
import { fromAddress, product, sql, startSecondApi } from './support/product.ts';
import { recordSecret } from './support/secrets.ts';
import { invitedAccount } from './support/staff.ts';

const LOGIN_EMAIL_RATE_LIMIT = 20;
const CHALLENGE_MAX_FAILURES = 5;
const LOCKED = /^Too many failed sign-ins for this account\. Try again in \d+ minutes?, or reset your password\.$/;
const EXPIRED = 'This sign-in has expired. Please enter your email and password again.';

let host = 0;
/** A client at a fresh 127.0.3.x address, so the per-address limit (10 a minute) never stops this file's runs. */
const fresh = (): Client => fromAddress(`127.0.3.${(host += 1)}`);
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** A new STAFF account, invited by the admin and accepted from a fresh address (decision 0050). */
async function staffMember(name: string, base = fresh()) {
  const email = `${name}.${Date.now()}@security.example`;
  const password = `${name}-Password-2026!`;
  const { id } = await invitedAccount(base, { name, email, password });
  return { id, email, password };
}

/** Enrols an authenticator for the account; answers its secret and recovery codes (recorded for the log check). */
async function enrolled(name: string) {
  const staff = await staffMember(name);
  const c = fresh();
  const login = await c.post('/api/auth/login', { email: staff.email, password: staff.password });
  expect(login.body).toMatchObject({ twoFactor: null });
  const started = await c.post('/api/auth/two-factor/enrolment', {}, { token: login.body.token });
  expect(started.status, started.text).toBe(200);
  const secret = started.body.secret as string;
  recordSecret(secret, 'a two-factor secret');
  const confirmed = await c.post(
    '/api/auth/two-factor/enrolment/confirm',
    { code: await codeAt(secret) },
    { token: login.body.token },
  );
  expect(confirmed.status, confirmed.text).toBe(200);
  const recoveryCodes = confirmed.body.recoveryCodes as string[];
  for (const code of recoveryCodes) recordSecret(code, 'a recovery code');
  return { ...staff, secret, recoveryCodes, token: confirmed.body.token as string };
}

async function challengeFor(staff: { email: string; password: string }, c = fresh()) {
  const login = await c.post('/api/auth/login', { email: staff.email, password: staff.password });
  expect(login.status, login.text).toBe(200);
  expect(login.body).toMatchObject({ token: null, twoFactor: 'CODE' });
  return login.body.challenge as string;
}

describe('brute force of the code', () => {
  it(`locks the account after ${LOGIN_EMAIL_RATE_LIMIT} wrong codes from any number of addresses: 429, worded`, async () => {
    const staff = await enrolled('brute');
    const right = await codeAt(staff.secret, 1);
    const wrong = right === '000000' ? '999999' : '000000';
    const statuses: number[] = [];
    // Each challenge takes five wrong codes (then it is spent); each comes from another address.
    for (let round = 0; round < LOGIN_EMAIL_RATE_LIMIT / CHALLENGE_MAX_FAILURES; round += 1) {
      const c = fresh();
      const challenge = await challengeFor(staff, c);
      for (let i = 0; i < CHALLENGE_MAX_FAILURES; i += 1)
        statuses.push((await c.post('/api/auth/login/two-factor', { challenge, code: wrong })).status);
      // Spent by its fifth wrong code: the right one no longer redeems it.
      expect((await c.post('/api/auth/login/two-factor', { challenge, code: right })).body.error).toBe(EXPIRED);
    }
    expect(statuses).toEqual(Array(LOGIN_EMAIL_RATE_LIMIT).fill(400));

    const c = fresh();
    const challenge = await challengeFor(staff, c);
    const over = await c.post('/api/auth/login/two-factor', { challenge, code: wrong });
    expect(over.status).toBe(429);
    expect(over.body.error).toMatch(LOCKED);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Locked: the right code and the right password are refused too, from yet another address.
    const rightNow = await c.post('/api/auth/login/two-factor', { challenge, code: right });
    expect(rightNow.status).toBe(429);
    const password = await fresh().post('/api/auth/login', { email: staff.email, password: staff.password });
    expect(password.status).toBe(429);
    const [audit] = await sql<{ count: string }>(
      `SELECT count(*) FROM "AuditEntry" WHERE action = 'user.two-factor-locked' AND "entityId" = $1`,
      [String(staff.id)],
    );
    expect(Number(audit.count)).toBe(1);
  });
});

describe('the challenge', () => {
  it('works once', async () => {
    const staff = await enrolled('once');
    const challenge = await challengeFor(staff);
    const c = fresh();
    const first = await c.post('/api/auth/login/two-factor', { challenge, code: await codeAt(staff.secret, 1) });
    expect(first.status, first.text).toBe(200);
    recordSecret(first.body.token as string, 'a session token');
    const again = await c.post('/api/auth/login/two-factor', { challenge, recoveryCode: staff.recoveryCodes[0] });
    expect(again).toMatchObject({ status: 401, body: { error: EXPIRED, reason: 'SIGN_IN_CHALLENGE_INVALID' } });
  });

  it('does not work once expired, nor a made-up one', async () => {
    const staff = await enrolled('expiry');
    const challenge = await challengeFor(staff);
    await sql(`UPDATE "SignInChallenge" SET "expiresAt" = now() - interval '1 second' WHERE "userId" = $1`, [staff.id]);
    const late = await fresh().post('/api/auth/login/two-factor', { challenge, code: await codeAt(staff.secret, 1) });
    expect(late).toMatchObject({ status: 401, body: { error: EXPIRED } });
    const madeUp = await fresh().post('/api/auth/login/two-factor', {
      challenge: 'a'.repeat(43),
      code: await codeAt(staff.secret, 1),
    });
    expect(madeUp).toMatchObject({ status: 401, body: { error: EXPIRED } });
  });

  it('is kept only as a hash', async () => {
    const staff = await enrolled('hashed');
    const challenge = await challengeFor(staff);
    const rows = await sql<{ tokenHash: string }>(`SELECT "tokenHash" FROM "SignInChallenge" WHERE "userId" = $1`, [
      staff.id,
    ]);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.tokenHash).not.toContain(challenge);
  });
});

describe('the secret', () => {
  it('is in no answer after the enrolment, and sealed in the database', async () => {
    const staff = await enrolled('secret');
    const admin = fresh();
    const reads = [
      await fresh().get('/api/auth/two-factor', { token: staff.token }),
      await fresh().graphql(
        '{ me { id email } twoFactorStatus { enabled required verified recoveryCodesLeft } }',
        {},
        {
          token: staff.token,
        },
      ),
      await admin.get('/api/users?pageSize=100', { token: product().adminToken }),
      await admin.graphql(
        '{ users(pageSize: 100) { items { id email twoFactorEnabled } } }',
        {},
        {
          token: product().adminToken,
        },
      ),
      await fresh().post('/api/auth/two-factor/enrolment', {}, { token: staff.token }),
    ];
    expect(reads.map((r) => r.status)).toEqual([200, 200, 200, 200, 409]);
    const [stored] = await sql<{ secretEnc: string }>(`SELECT "secretEnc" FROM "TwoFactor" WHERE "userId" = $1`, [
      staff.id,
    ]);
    for (const reply of reads) {
      expect(reply.text).not.toContain(staff.secret);
      expect(reply.text).not.toContain(stored.secretEnc);
    }
    expect(stored.secretEnc).not.toContain(staff.secret);
    const codes = await sql<{ codeHash: string }>(`SELECT "codeHash" FROM "RecoveryCode" WHERE "userId" = $1`, [
      staff.id,
    ]);
    expect(codes).toHaveLength(10);
    for (const { codeHash } of codes)
      for (const code of staff.recoveryCodes) expect(codeHash).not.toContain(code.replace(/-/g, ''));
    // The log check of this file (support/log-check.ts) proves the secret and the codes were never printed.
  });
});

describe('STAFF_TWO_FACTOR=required', () => {
  let api: { baseUrl: string; stop: () => Promise<void> } | undefined;
  let c: Client;
  beforeAll(async () => {
    api = await startSecondApi('api-two-factor-required', { STAFF_TWO_FACTOR: 'required' });
    c = client(api.baseUrl, '127.0.3.250');
  }, 120_000);
  afterAll(async () => api?.stop());

  it('a password-only session reaches no staff data, over REST or GraphQL, until it enrols', async () => {
    const staff = await staffMember('required');
    const login = await c.post('/api/auth/login', { email: staff.email, password: staff.password });
    expect(login.body).toMatchObject({ role: 'STAFF', twoFactor: 'ENROL', challenge: null });
    const token = login.body.token as string;
    for (const path of ['/api/bookings', '/api/users', '/api/trip-bookings', '/api/audit'])
      expect({ path, status: (await c.get(path, { token })).status }).toEqual({ path, status: 401 });
    const graph = await c.graphql('{ users { total } bookings { total } }', {}, { token });
    expect(graph.body.data).toBeNull();
    expect(graph.body.errors[0].message).toBe('Set up two-factor sign-in before you continue.');
    // The first admin's own session (a password only) is refused by this process as well.
    expect((await c.get('/api/users', { token: product().adminToken })).status).toBe(401);

    const started = await c.post('/api/auth/two-factor/enrolment', {}, { token });
    recordSecret(started.body.secret as string, 'a two-factor secret');
    const confirmed = await c.post(
      '/api/auth/two-factor/enrolment/confirm',
      { code: await codeAt(started.body.secret as string) },
      { token },
    );
    expect(confirmed.status, confirmed.text).toBe(200);
    for (const code of confirmed.body.recoveryCodes as string[]) recordSecret(code, 'a recovery code');
    expect((await c.get('/api/bookings', { token: confirmed.body.token })).status).toBe(200);
    expect((await c.get('/api/bookings', { token })).status).toBe(401);
  });
});
