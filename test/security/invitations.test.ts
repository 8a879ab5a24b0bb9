/**
 * Issue #32 item 2 (decision 0050): staff invitation links are secrets like reset links. The token rests nowhere
 * (not in the outbox row, not in the logs), works once even under two concurrent accepts, dies when it expires,
 * cannot be guessed at speed, and a STAFF member cannot invite an ADMIN. A deactivated account's old session dies.
 */
import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { expectLogsFreeOfSecrets, fromAddress, product, productLogs, sql } from './support/product.ts';
import { invitedAccount, plantToken, sentInvitation } from './support/staff.ts';

const admin = fromAddress('127.0.4.1');
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const TOKEN_SHAPED = /[A-Za-z0-9_-]{27,}/g;

describe('invitation links', () => {
  it('the minted token is in no outbox row and no log line; only its SHA-256 is kept', async () => {
    const invitationId = await sentInvitation(admin, { name: 'Quiet Staff', email: 'quiet.staff@security.example' });
    const [{ tokenHash }] = await sql<{ tokenHash: string }>(
      `SELECT "tokenHash" FROM "StaffInvitation" WHERE id = $1`,
      [invitationId],
    );
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const rows = await sql<{ text: string; html: string; links: unknown }>(
      `SELECT text, html, links FROM "OutboxEmail" WHERE kind = 'staff-invitation' AND "to" = 'quiet.staff@security.example'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].text).toContain('[secure link 1: created when the email is sent]');
    const stored = JSON.stringify(rows);
    expect((stored.match(TOKEN_SHAPED) ?? []).filter((candidate) => sha256(candidate) === tokenHash)).toEqual([]);
    // The product's output holds nothing whose hash opens the invitation either.
    const logged = productLogs().match(TOKEN_SHAPED) ?? [];
    expect(logged.filter((candidate) => sha256(candidate) === tokenHash)).toEqual([]);
  });

  it('of two concurrent accepts exactly one creates the account', async () => {
    const email = 'race.staff@security.example';
    const invitationId = await sentInvitation(admin, { name: 'Race Staff', email });
    const token = await plantToken(invitationId);
    const [one, two] = await Promise.all([
      fromAddress('127.0.4.2').post('/api/staff-invitations/accept', { token, password: 'Race-one-Password-2026!' }),
      fromAddress('127.0.4.3').post('/api/staff-invitations/accept', { token, password: 'Race-two-Password-2026!' }),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const [{ count }] = await sql<{ count: number }>(`SELECT count(*)::int AS count FROM "User" WHERE email = $1`, [
      email,
    ]);
    expect(count).toBe(1);
    const again = await fromAddress('127.0.4.4').post('/api/staff-invitations/accept', {
      token,
      password: 'Race-three-Password-2026!',
    });
    expect(again.status).toBe(409);
  });

  it('an expired link is refused (410) and creates no account', async () => {
    const email = 'late.staff@security.example';
    const invitationId = await sentInvitation(admin, { name: 'Late Staff', email });
    const token = await plantToken(invitationId);
    await sql(`UPDATE "StaffInvitation" SET "expiresAt" = now() - interval '1 minute' WHERE id = $1`, [invitationId]);
    const tried = await fromAddress('127.0.4.5').post('/api/staff-invitations/accept', {
      token,
      password: 'Late-staff-Password-2026!',
    });
    expect(tried.status).toBe(410);
    expect(tried.body.reason).toBe('INVITATION_EXPIRED');
    expect(await sql(`SELECT id FROM "User" WHERE email = $1`, [email])).toEqual([]);
  });

  it('guessing tokens is rate-limited per address', async () => {
    const guesser = fromAddress('127.0.4.6');
    const statuses: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      const guess = `${'g'.repeat(20)}${String(i).padStart(7, '0')}`;
      statuses.push(
        (await guesser.post('/api/staff-invitations/accept', { token: guess, password: 'Guess-Password-2026!' }))
          .status,
      );
    }
    expect(statuses.slice(0, 3)).toEqual([404, 404, 404]);
    expect(statuses).toContain(429);
    // The look-up counts in the same allowance.
    expect((await guesser.post('/api/staff-invitations/lookup', { token: 'g'.repeat(27) })).status).toBe(429);
  });

  it('a STAFF member cannot invite an ADMIN, over REST or GraphQL', async () => {
    const staff = await invitedAccount(admin, {
      name: 'Inviting Staff',
      email: 'inviting.staff@security.example',
      password: 'Inviting-staff-Password-2026!',
    });
    const rest = await fromAddress('127.0.4.7').post(
      '/api/staff-invitations',
      { name: 'Would-be Admin', email: 'wouldbe.admin@security.example', role: 'ADMIN' },
      { token: staff.token },
    );
    expect(rest.status).toBe(403);
    const graphql = await fromAddress('127.0.4.7').graphql(
      'mutation { inviteStaff(input: {name: "W", email: "wouldbe2.admin@security.example", role: ADMIN}) { id } }',
      {},
      { token: staff.token },
    );
    expect(graphql.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await sql(`SELECT id FROM "StaffInvitation" WHERE email LIKE 'wouldbe%'`)).toEqual([]);
  });
});

describe('deactivation', () => {
  it("ends a deactivated user's existing session at once, and the old token stays refused", async () => {
    const staff = await invitedAccount(admin, {
      name: 'Leaving Staff',
      email: 'leaving.staff@security.example',
      password: 'Leaving-staff-Password-2026!',
    });
    expect((await fromAddress('127.0.4.8').get('/api/bookings', { token: staff.token })).status).toBe(200);
    const off = await admin.patch(`/api/users/${staff.id}/active`, { active: false }, { token: product().adminToken });
    expect(off.status, off.text).toBe(200);
    expect((await fromAddress('127.0.4.8').get('/api/bookings', { token: staff.token })).status).toBe(401);
    const login = await fromAddress('127.0.4.8').post('/api/auth/login', {
      email: 'leaving.staff@security.example',
      password: 'Leaving-staff-Password-2026!',
    });
    expect(login.status).toBe(403);
    expect(login.body.reason).toBe('ACCOUNT_DEACTIVATED');
    // Reactivated, the account signs in anew; the token from before stays dead.
    await admin.patch(`/api/users/${staff.id}/active`, { active: true }, { token: product().adminToken });
    expect((await fromAddress('127.0.4.8').get('/api/bookings', { token: staff.token })).status).toBe(401);
  });

  it('no secret this file sent reached the logs', async () => {
    await expectLogsFreeOfSecrets();
  });
});
