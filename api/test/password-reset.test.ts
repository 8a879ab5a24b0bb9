import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PASSWORD_RESET, RESET_REQUESTED } from '../src/services/auth.service.ts';
import { configWithLimits, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';
import { linkToken, sendNewest } from './sent-mail.ts';

/**
 * Issue #28, items 1 and 6: the outbox holds no working reset link (a STAFF reader cannot take over an ADMIN), a
 * reset of a staff account is audited and told to the admins, reset requests are limited per address and answered
 * in the same time whether or not the address has an account, and a completed reset lifts the sign-in lock, whose
 * message says how long it lasts.
 */

let t: TestApp;
const RESETS_PER_HOUR = 3;
const GUESSES_PER_HOUR = 4;

beforeAll(async () => {
  t = await startTestApp({
    config: configWithLimits(
      { auth: 10_000 },
      { resetLinksPerHour: RESETS_PER_HOUR, loginAttemptsPerEmailPerHour: GUESSES_PER_HOUR },
    ),
  });
});
afterAll(async () => t.app.close());

const askReset = (email: string) => rest(t, 'POST', '/api/auth/password-reset', { json: { email } });
const login = (email: string, password: string) => rest(t, 'POST', '/api/auth/login', { json: { email, password } });
const TOKEN_SHAPED = /[A-Za-z0-9_-]{27,}/g;

describe('a STAFF reader of the outbox', () => {
  it('finds no working link in the reset email of an ADMIN, and the ADMIN keeps their password', async () => {
    const { user: admin } = await userWithToken(t, 'ADMIN', 'target.admin@example.com');
    const { token: staff } = await userWithToken(t, 'STAFF');
    expect((await askReset(admin.email)).body).toEqual(RESET_REQUESTED);
    const list = await rest(t, 'GET', '/api/emails?kind=password-reset', { token: staff });
    const mine = list.body.find((email: { to: string }) => email.to === admin.email);
    const one = await rest(t, 'GET', `/api/emails/${mine.id}`, { token: staff });
    expect(one.body.email.text).toContain('[secure link 1: created when the email is sent]');
    expect(one.body.email.text).not.toContain('#token=');
    const shaped = JSON.stringify(one.body).match(TOKEN_SHAPED) ?? [];
    for (const candidate of shaped) {
      const tried = await rest(t, 'POST', '/api/auth/password-reset/confirm', {
        json: { token: candidate, password: 'taken-over-now' },
      });
      expect(tried.status, candidate).toBe(400);
    }
    // Sending it (the worker) mints the link; the staff reader still sees only the placeholder.
    await sendNewest(t.deps.db, admin.email, 'password-reset');
    const after = await rest(t, 'GET', `/api/emails/${mine.id}`, { token: staff });
    expect(after.body.email.text).not.toContain('#token=');
    expect(after.body.email.devMailboxText).toBeNull();
    expect((await login(admin.email, 'correct-horse')).status).toBe(200);
  });
});

describe('a reset of a staff account', () => {
  it('is audited and told to every admin, without a link, when asked and when completed', async () => {
    const { user: admin } = await userWithToken(t, 'ADMIN', 'watching.admin@example.com');
    const { user: staff } = await userWithToken(t, 'STAFF', 'reset.staff@example.com');
    await askReset(staff.email);
    const notices = await t.deps.db.outboxEmail.findMany({ where: { kind: 'account-security', to: admin.email } });
    expect(notices.map((notice) => notice.subject)).toEqual([
      'Password reset requested for reset.staff@example.com (STAFF)',
    ]);
    expect(notices[0].text).not.toContain('reset-password');
    const mail = await sendNewest(t.deps.db, staff.email, 'password-reset');
    const done = await rest(t, 'POST', '/api/auth/password-reset/confirm', {
      json: { token: linkToken(mail.text, '/reset-password'), password: 'a-new-staff-passphrase' },
    });
    expect(done.body).toEqual(PASSWORD_RESET);
    const audit = await t.deps.db.auditEntry.findMany({
      where: { entityType: 'User', entityId: String(staff.id) },
      orderBy: { id: 'asc' },
    });
    expect(audit.map((entry) => [entry.action, entry.actorRole, entry.summary])).toEqual([
      ['user.password-reset-request', 'SYSTEM', 'A password reset link was asked for reset.staff@example.com (STAFF)'],
      [
        'user.password-reset',
        'SYSTEM',
        'The password of reset.staff@example.com (STAFF) was changed with a reset link',
      ],
    ]);
    expect(
      await t.deps.db.outboxEmail.count({
        where: { kind: 'account-security', subject: { startsWith: 'Password reset completed for reset.staff' } },
      }),
    ).toBeGreaterThan(0);
  });

  it('of a customer is neither audited nor told to the admins', async () => {
    const { user } = await userWithToken(t, 'USER', 'plain.customer@example.com');
    await askReset(user.email);
    expect(await t.deps.db.auditEntry.count({ where: { entityType: 'User', entityId: String(user.id) } })).toBe(0);
    expect(await t.deps.db.outboxEmail.count({ where: { subject: { contains: user.email } } })).toBe(0);
  });
});

describe('asking for a reset', () => {
  it('is limited per address, with the same answer whether or not it has an account', async () => {
    await userWithToken(t, 'USER', 'flooded@example.com');
    for (const email of ['flooded@example.com', 'no.account@example.com']) {
      for (let i = 0; i < RESETS_PER_HOUR; i += 1) expect((await askReset(email)).status).toBe(200);
      const refused = await askReset(email.toUpperCase());
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        error:
          'Several reset links were asked for this address in the last hour. Please use the latest one, or try again later.',
        reason: 'RESET_LINKS_TOO_MANY',
      });
    }
    expect(await t.deps.db.outboxEmail.count({ where: { to: 'flooded@example.com' } })).toBe(RESETS_PER_HOUR);
  });

  it('takes the same time whether or not the address has an account', async () => {
    const timed = async (email: string) => {
      const started = performance.now();
      expect((await askReset(email)).status).toBe(200);
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const existing: number[] = [];
    const missing: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      // A fresh address each time: the per-address limit stays out of the way.
      const { user } = await userWithToken(t, 'USER', `timed.${i}@example.com`);
      existing.push(await timed(user.email));
      missing.push(await timed(`nobody.${i}@example.com`));
    }
    // Both answer at the fixed moment (400 ms after the request); what differs is the noise of the machine.
    expect(median(existing)).toBeGreaterThanOrEqual(400);
    expect(median(missing)).toBeGreaterThanOrEqual(400);
    expect(Math.abs(median(existing) - median(missing))).toBeLessThan(40);
  });
});

describe('the sign-in lock', () => {
  it('says how long it lasts, and a completed reset lifts it', async () => {
    const { user } = await userWithToken(t, 'USER', 'locked.out@example.com');
    for (let i = 0; i < GUESSES_PER_HOUR; i += 1) expect((await login(user.email, 'wrong-guess')).status).toBe(401);
    // The guess past the limit locks the account: then even the right password waits.
    expect((await login(user.email, 'wrong-guess')).status).toBe(429);
    const locked = await login(user.email, 'correct-horse');
    expect(locked.status).toBe(429);
    expect(locked.body.error).toMatch(
      /^Too many failed sign-ins for this account\. Try again in (60|59) minutes, or reset your password\.$/,
    );
    expect(locked.body).toMatchObject({ reason: 'SIGN_IN_LOCKED', params: { minutes: expect.any(Number) } });

    await askReset(user.email);
    const mail = await sendNewest(t.deps.db, user.email, 'password-reset');
    await rest(t, 'POST', '/api/auth/password-reset/confirm', {
      json: { token: linkToken(mail.text, '/reset-password'), password: 'my-new-passphrase' },
    });
    expect((await login(user.email, 'my-new-passphrase')).status).toBe(200);
  });
});

describe('without email in production', () => {
  it('a reset, a newsletter sign-up and a claim link say email is not set up, and store nothing', async () => {
    const offline = await startTestApp({ config: { ...t.deps.config, emailDelivery: 'none' } });
    try {
      const { user, token } = await userWithToken(offline, 'USER', 'no.mail@example.com');
      const answers = [
        await rest(offline, 'POST', '/api/auth/password-reset', { json: { email: user.email } }),
        await rest(offline, 'POST', '/api/newsletter', { json: { email: user.email } }),
        await rest(offline, 'POST', '/api/my/booking-claims', { token }),
      ];
      for (const answer of answers)
        expect(answer).toMatchObject({
          status: 503,
          body: {
            error:
              'This site cannot send emails yet, so we cannot send you a link. Please contact us and we will help you.',
            reason: 'EMAIL_NOT_SET_UP',
          },
        });
      expect(await offline.deps.db.outboxEmail.count()).toBe(0);
    } finally {
      await offline.app.close();
    }
  });
});

describe('the development mailbox', () => {
  it('shows its live copy to ADMINs only', async () => {
    const { token: admin } = await userWithToken(t, 'ADMIN');
    const { token: staff } = await userWithToken(t, 'STAFF');
    const { user } = await userWithToken(t, 'USER', 'dev.mailbox@example.com');
    await askReset(user.email);
    const row = await t.deps.db.outboxEmail.findFirstOrThrow({ where: { to: user.email } });
    await t.deps.db.outboxEmail.update({
      where: { id: row.id },
      data: { devMailboxText: 'live copy', devMailboxHtml: '<p>live copy</p>' },
    });
    const asAdmin = await rest(t, 'GET', `/api/emails/${row.id}`, { token: admin });
    expect(asAdmin.body.email).toMatchObject({ devMailboxText: 'live copy', devMailboxHtml: '<p>live copy</p>' });
    const asStaff = await rest(t, 'GET', `/api/emails/${row.id}`, { token: staff });
    expect(asStaff.body.email).toMatchObject({ devMailboxText: null, devMailboxHtml: null });
  });
});
