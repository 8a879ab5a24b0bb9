import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PASSWORD } from '../../test/support/factories.ts';
import { configWithLimits, gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

/** Two-factor sign-in for staff (issue #32, docs/decisions/0051): enrolment, the second step, recovery, limits. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: configWithLimits({ auth: 1000 }) });
});
afterAll(async () => t.app.close());

const STEP_S = 30;
/** The authenticator's code `steps` 30-second steps from now (within the server's tolerance of one step). */
const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * STEP_S });

const login = (app: TestApp, email: string, password = PASSWORD) =>
  rest(app, 'POST', '/api/auth/login', { json: { email, password } });
const secondStep = (app: TestApp, json: Record<string, unknown>) =>
  rest(app, 'POST', '/api/auth/login/two-factor', { json });

/** A staff member who enrolled: their secret, recovery codes and the session enrolment answered. */
async function enrolledStaff(app: TestApp = t, role: 'STAFF' | 'ADMIN' = 'STAFF') {
  const { user, token: passwordSession } = await userWithToken(app, role);
  const started = await rest(app, 'POST', '/api/auth/two-factor/enrolment', { token: passwordSession });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const { secret, uri } = started.body as { secret: string; uri: string };
  const confirmed = await rest(app, 'POST', '/api/auth/two-factor/enrolment/confirm', {
    token: passwordSession,
    json: { code: await codeAt(secret) },
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  const { token, recoveryCodes } = confirmed.body as { token: string; recoveryCodes: string[] };
  return { user, secret, uri, token, recoveryCodes, passwordSession };
}

describe('enrolment', () => {
  it('answers the secret once, seals it at rest, turns two-factor on with ten hashed recovery codes', async () => {
    const { user, secret, uri, token, recoveryCodes, passwordSession } = await enrolledStaff();
    expect(secret).toMatch(/^[A-Z2-7]{26,}$/);
    expect(uri).toBe(`otpauth://totp/Rihla:${encodeURIComponent(user.email)}?secret=${secret}&issuer=Rihla`);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);

    const stored = await t.deps.db.twoFactor.findUniqueOrThrow({
      where: { userId: user.id },
      omit: { secretEnc: false },
    });
    expect(stored.enabledAt).toBeInstanceOf(Date);
    expect(stored.secretEnc).not.toContain(secret);
    expect(stored.secretEnc).toMatch(/^v2:/);
    const codes = await t.deps.db.recoveryCode.findMany({ where: { userId: user.id }, omit: { codeHash: false } });
    expect(codes).toHaveLength(10);
    for (const row of codes) expect(recoveryCodes.some((code) => row.codeHash.includes(code))).toBe(false);

    // The password-only session it was enrolled from ended; the new one passed two-factor.
    expect((await rest(t, 'GET', '/api/auth/two-factor', { token: passwordSession })).status).toBe(401);
    expect((await rest(t, 'GET', '/api/auth/two-factor', { token })).body).toEqual({
      required: false,
      enabled: true,
      verified: true,
      recoveryCodesLeft: 10,
    });
    // Never answered again: a second enrolment is refused, the status carries no secret.
    const again = await rest(t, 'POST', '/api/auth/two-factor/enrolment', { token });
    expect(again).toMatchObject({ status: 409, body: { error: 'Two-factor sign-in is already on for this account.' } });
    const audit = await t.deps.db.auditEntry.findFirstOrThrow({
      where: { action: 'user.two-factor-enable', entityId: String(user.id) },
    });
    expect(audit.summary).toBe(`${user.email} turned on two-factor sign-in`);
  });

  it('refuses a wrong first code and keeps two-factor off', async () => {
    const { user, token } = await userWithToken(t, 'STAFF');
    await rest(t, 'POST', '/api/auth/two-factor/enrolment', { token });
    const wrong = await rest(t, 'POST', '/api/auth/two-factor/enrolment/confirm', { token, json: { code: '000000' } });
    expect(wrong).toMatchObject({
      status: 400,
      body: {
        reason: 'TWO_FACTOR_CODE_INVALID',
        error: 'That code is not right. Check your authenticator app and try again.',
      },
    });
    const row = await t.deps.db.twoFactor.findUniqueOrThrow({ where: { userId: user.id } });
    expect(row.enabledAt).toBeNull();
    expect(await login(t, user.email)).toMatchObject({ status: 200, body: { twoFactor: null } });
  });

  it('is for staff and admins only', async () => {
    const { token } = await userWithToken(t, 'USER');
    const refused = await gql(t, 'mutation { startTwoFactorEnrolment { secret } }', {}, token);
    expect(refused.errors?.[0].message).toBe('Two-factor sign-in is for staff and admin accounts.');
  });
});

describe('signing in with two-factor on', () => {
  it('a correct password answers a challenge, not a session; a code redeems it once for a session', async () => {
    const { user, secret } = await enrolledStaff();
    const first = await login(t, user.email);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ token: null, role: 'STAFF', twoFactor: 'CODE' });
    const { challenge } = first.body as { challenge: string };

    const code = await codeAt(secret, 1);
    const signedIn = await secondStep(t, { challenge, code });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body).toMatchObject({ role: 'STAFF', twoFactor: null, challenge: null });
    const token = (signedIn.body as { token: string }).token;
    expect((await rest(t, 'GET', '/api/users', { token })).status).toBe(200);
    const session = await t.deps.db.session.findFirstOrThrow({ where: { userId: user.id } });
    expect(session.twoFactorAt).toBeInstanceOf(Date);

    // The same challenge again: spent.
    const reused = await secondStep(t, { challenge, code: await codeAt(secret, 1) });
    expect(reused).toMatchObject({
      status: 401,
      body: { error: 'This sign-in has expired. Please enter your email and password again.' },
    });
  });

  it('a wrong code is refused with its reason and the challenge still takes the right one', async () => {
    const { user, secret } = await enrolledStaff();
    const { challenge } = (await login(t, user.email)).body as { challenge: string };
    const right = await codeAt(secret, 1);
    const wrong = await secondStep(t, { challenge, code: right === '123456' ? '654321' : '123 456' });
    expect(wrong).toMatchObject({ status: 400, body: { reason: 'TWO_FACTOR_CODE_INVALID' } });
    expect((await secondStep(t, { challenge, code: right })).status).toBe(200);
  });

  it('refuses a replayed code: one already accepted, or one of an earlier step', async () => {
    const { user, secret } = await enrolledStaff();
    const next = await codeAt(secret, 1);
    const one = (await login(t, user.email)).body as { challenge: string };
    expect((await secondStep(t, { challenge: one.challenge, code: next })).status).toBe(200);

    const two = (await login(t, user.email)).body as { challenge: string };
    const replayed = await secondStep(t, { challenge: two.challenge, code: next });
    expect(replayed).toMatchObject({
      status: 400,
      body: {
        reason: 'TWO_FACTOR_CODE_USED',
        error: 'That code has already been used. Wait for the next code in your authenticator app.',
      },
    });
    // The enrolment's own code (the step before) is refused too.
    const earlier = await secondStep(t, { challenge: two.challenge, code: await codeAt(secret, 0) });
    expect(earlier.status).toBe(400);
  });

  it('a recovery code signs in once, is audited, and is refused the second time', async () => {
    const { user, recoveryCodes } = await enrolledStaff();
    const { challenge } = (await login(t, user.email)).body as { challenge: string };
    // Typed in lower case without its dashes: still the code.
    const typed = recoveryCodes[3].replace(/-/g, '').toLowerCase();
    const signedIn = await secondStep(t, { challenge, recoveryCode: typed });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const audit = await t.deps.db.auditEntry.findFirstOrThrow({
      where: { action: 'user.two-factor-recovery-code', entityId: String(user.id) },
    });
    expect(audit.summary).toBe(`${user.email} signed in with a recovery code (9 left)`);

    const again = (await login(t, user.email)).body as { challenge: string };
    const reused = await secondStep(t, { challenge: again.challenge, recoveryCode: recoveryCodes[3] });
    expect(reused).toMatchObject({
      status: 400,
      body: { error: 'That recovery code is not right, or it has already been used.' },
    });
    expect(await t.deps.db.recoveryCode.count({ where: { userId: user.id, usedAt: null } })).toBe(9);
  });

  it('GraphQL: login answers the challenge and completeSignIn the session', async () => {
    const { user, secret } = await enrolledStaff();
    const first = await gql(
      t,
      'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token twoFactor challenge } }',
      {
        e: user.email,
        p: PASSWORD,
      },
    );
    const { challenge, token, twoFactor } = first.data.login;
    expect({ token, twoFactor }).toEqual({ token: null, twoFactor: 'CODE' });
    const done = await gql(
      t,
      'mutation($c: String!, $code: String) { completeSignIn(challenge: $c, code: $code) { token role } }',
      { c: challenge, code: await codeAt(secret, 1) },
    );
    expect(done.data.completeSignIn.role).toBe('STAFF');
    expect(typeof done.data.completeSignIn.token).toBe('string');
  });

  it('new recovery codes need a current code; the old ones stop working', async () => {
    const { user, secret, token, recoveryCodes } = await enrolledStaff();
    const refused = await rest(t, 'POST', '/api/auth/two-factor/recovery-codes', { token, json: { code: '000000' } });
    expect(refused.status).toBe(400);
    const made = await rest(t, 'POST', '/api/auth/two-factor/recovery-codes', {
      token,
      json: { code: await codeAt(secret, 1) },
    });
    expect(made.status).toBe(200);
    const fresh = (made.body as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh).toHaveLength(10);
    const { challenge } = (await login(t, user.email)).body as { challenge: string };
    expect((await secondStep(t, { challenge, recoveryCode: recoveryCodes[0] })).status).toBe(400);
    expect((await secondStep(t, { challenge, recoveryCode: fresh[0] })).status).toBe(200);
  });
});

describe('an admin resets a lost authenticator', () => {
  it("clears it, ends the staff member's sessions, audits it; their next sign-in is by password", async () => {
    const { user, token: staffToken } = await enrolledStaff();
    const { user: admin, token: adminToken } = await userWithToken(t, 'ADMIN');
    const byStaff = await gql(t, 'mutation($id: Int!) { resetTwoFactor(userId: $id) }', { id: user.id }, staffToken);
    expect(byStaff.errors?.[0].extensions.code).toBe('FORBIDDEN');

    const reset = await rest(t, 'POST', '/api/auth/two-factor/reset', { token: adminToken, json: { userId: user.id } });
    expect(reset).toMatchObject({ status: 200, body: { ok: true } });
    expect(await t.deps.db.twoFactor.count({ where: { userId: user.id } })).toBe(0);
    expect(await t.deps.db.recoveryCode.count({ where: { userId: user.id } })).toBe(0);
    expect((await rest(t, 'GET', '/api/users', { token: staffToken })).status).toBe(401);
    const audit = await t.deps.db.auditEntry.findFirstOrThrow({
      where: { action: 'user.two-factor-reset', entityId: String(user.id) },
    });
    expect(audit).toMatchObject({
      actorId: admin.id,
      summary: `Reset the two-factor sign-in of ${user.email} (STAFF); their sign-ins were ended`,
    });
    expect(await login(t, user.email)).toMatchObject({ status: 200, body: { twoFactor: null, challenge: null } });

    const own = await rest(t, 'POST', '/api/auth/two-factor/reset', { token: adminToken, json: { userId: admin.id } });
    expect(own).toMatchObject({
      status: 403,
      body: { error: 'You cannot reset your own two-factor sign-in. Ask another admin.' },
    });
  });
});

describe('brute force', () => {
  it('wrong codes count as failed sign-ins: past the limit 429 SIGN_IN_LOCKED, the lock audited once', async () => {
    const limited = await startTestApp({
      config: configWithLimits({ auth: 1000 }, { loginAttemptsPerEmailPerHour: 3 }),
    });
    try {
      const { user, secret } = await enrolledStaff(limited);
      const { challenge } = (await login(limited, user.email)).body as { challenge: string };
      const right = await codeAt(secret, 1);
      const wrong = right === '111111' ? '222222' : '111111';
      const answers = [];
      for (let i = 0; i < 4; i += 1) answers.push((await secondStep(limited, { challenge, code: wrong })).status);
      expect(answers).toEqual([400, 400, 400, 429]);
      const locked = await secondStep(limited, { challenge, code: right });
      expect(locked.status).toBe(429);
      expect((locked.body as { error: string }).error).toMatch(
        /^Too many failed sign-ins for this account\. Try again in \d+ minutes?, or reset your password\.$/,
      );
      expect(locked.headers['retry-after']).toBeDefined();
      expect(
        await limited.deps.db.auditEntry.count({
          where: { action: 'user.two-factor-locked', entityId: String(user.id) },
        }),
      ).toBe(1);
      // The password is locked too: the same account's budget.
      expect((await login(limited, user.email)).status).toBe(429);
    } finally {
      await limited.app.close();
    }
  });
});

describe('STAFF_TWO_FACTOR=required', () => {
  let required: TestApp;
  beforeAll(async () => {
    required = await startTestApp({ config: configWithLimits({ auth: 1000 }, { staffTwoFactor: 'required' }) });
  });
  afterAll(async () => required.app.close());

  it('a staff password sign-in without an authenticator may only enrol; staff operations are refused', async () => {
    const { user } = await userWithToken(required, 'STAFF');
    const signedIn = await login(required, user.email);
    expect(signedIn.body).toMatchObject({ role: 'STAFF', twoFactor: 'ENROL', challenge: null });
    const token = (signedIn.body as { token: string }).token;

    expect((await rest(required, 'GET', '/api/users', { token })).status).toBe(401);
    expect((await rest(required, 'GET', '/api/bookings', { token })).status).toBe(401);
    const users = await gql(required, '{ users { total } }', {}, token);
    expect(users.errors?.[0]).toMatchObject({
      message: 'Set up two-factor sign-in before you continue.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await gql(required, '{ me { id } }', {}, token)).data).toEqual({ me: null });
    expect((await rest(required, 'GET', '/api/auth/two-factor', { token })).body).toEqual({
      required: true,
      enabled: false,
      verified: false,
      recoveryCodesLeft: 0,
    });

    const { secret } = (await rest(required, 'POST', '/api/auth/two-factor/enrolment', { token })).body as {
      secret: string;
    };
    const confirmed = await rest(required, 'POST', '/api/auth/two-factor/enrolment/confirm', {
      token,
      json: { code: await codeAt(secret) },
    });
    const full = (confirmed.body as { token: string }).token;
    expect((await rest(required, 'GET', '/api/users', { token: full })).status).toBe(200);
    expect((await rest(required, 'GET', '/api/users', { token })).status).toBe(401);
  });

  it('an older password-only session of an enrolled admin cannot act as staff; customers are unaffected', async () => {
    const { token: passwordOnly } = await userWithToken(required, 'ADMIN');
    expect((await rest(required, 'GET', '/api/users', { token: passwordOnly })).status).toBe(401);
    const { token: customer } = await userWithToken(required, 'USER');
    expect((await rest(required, 'GET', '/api/my/bookings', { token: customer })).status).toBe(200);
    const { user } = await userWithToken(required, 'USER');
    expect((await login(required, user.email)).body).toMatchObject({ twoFactor: null, challenge: null });
  });

  it('turning two-factor off is refused while it is required', async () => {
    const { secret, token } = await enrolledStaff(required);
    const off = await gql(
      required,
      'mutation($c: String!) { disableTwoFactor(code: $c) }',
      {
        c: await codeAt(secret, 1),
      },
      token,
    );
    expect(off.errors?.[0].message).toBe('Two-factor sign-in is required for staff: it cannot be turned off.');
  });
});
