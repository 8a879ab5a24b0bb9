/**
 * Issue #32 item 2: staff are invited by email (a single-use, expiring link; nobody sets another person's
 * password), roles move among ADMIN, STAFF and USER by the rules, and an account can be deactivated without losing
 * its history (decision 0050).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { aBooking, aCustomer, aStaffUser, PASSWORD } from '../../test/support/factories.ts';
import { mintLinks, storedLinks } from '../../worker/src/emails/links.ts';
import { configWithLimits, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

let t: TestApp;
let admin: { user: { id: number; name: string }; token: string };
let staff: { user: { id: number }; token: string };
let seq = 0;
const nextEmail = () => `invitee.${++seq}@example.com`;

beforeAll(async () => {
  // Accepting and signing in count against the per-address sign-in limit: many here, from one address.
  t = await startTestApp({ config: configWithLimits({ auth: 1000 }) });
});
afterAll(async () => t.app.close());
beforeEach(async () => {
  admin = await userWithToken(t, 'ADMIN');
  staff = await userWithToken(t, 'STAFF');
});

async function invite(json: Record<string, unknown>, token = admin.token) {
  return rest(t, 'POST', '/api/staff-invitations', { token, json });
}

/** Sends the invitation's newest email as the worker does: mints its link and answers the live token. */
async function mailedToken(invitationId: number): Promise<string> {
  const row = await t.deps.db.outboxEmail.findFirstOrThrow({
    where: { kind: 'staff-invitation', dedupeKey: { startsWith: `staff-invitation:${invitationId}:` } },
    orderBy: { id: 'desc' },
  });
  const [url] = await mintLinks(t.deps.db, storedLinks(row.links), new Date());
  expect(url).toMatch(/\/accept-invitation#token=[\w-]+$/);
  return url.split('#token=')[1];
}

async function invited(role: 'STAFF' | 'ADMIN' = 'STAFF', email = nextEmail()) {
  const made = await invite({ name: 'Nadia Desk', email, role });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const id = made.body.invitation.id as number;
  return { id, email, token: await mailedToken(id) };
}

const accept = (token: string, password = 'nadia-password-1', name?: string) =>
  rest(t, 'POST', '/api/staff-invitations/accept', { json: { token, password, ...(name ? { name } : {}) } });

describe('inviting', () => {
  it('queues an email whose stored copy holds no link, and keeps only the SHA-256 of the token', async () => {
    const email = nextEmail();
    const made = await invite({ name: 'Nadia Desk', email, role: 'STAFF' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.invitation).toMatchObject({ name: 'Nadia Desk', email, role: 'STAFF' });
    const row = await t.deps.db.outboxEmail.findFirstOrThrow({ where: { kind: 'staff-invitation', to: email } });
    expect(row.text).toContain('[secure link 1: created when the email is sent]');
    expect(row.text).toContain(`${admin.user.name} invited you to the Rihla back-office as a staff member.`);
    const token = await mailedToken(made.body.invitation.id);
    const stored = await t.deps.db.staffInvitation.findUniqueOrThrow({ where: { id: made.body.invitation.id } });
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(await t.deps.db.outboxEmail.findMany())).not.toContain(token);
    // Valid 72 hours from the sending.
    const hours = (stored.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
  });

  it('STAFF invite STAFF but not ADMIN; a customer invites nobody; only STAFF or ADMIN can be invited', async () => {
    expect((await invite({ name: 'A', email: nextEmail(), role: 'STAFF' }, staff.token)).status).toBe(201);
    expect(await invite({ name: 'A', email: nextEmail(), role: 'ADMIN' }, staff.token)).toMatchObject({
      status: 403,
      body: { error: 'Only an admin can invite an admin, or resend or revoke an admin’s invitation.' },
    });
    const customer = await userWithToken(t, 'USER');
    expect((await invite({ name: 'A', email: nextEmail(), role: 'STAFF' }, customer.token)).status).toBe(403);
    expect(await invite({ name: 'A', email: nextEmail(), role: 'USER' })).toMatchObject({
      status: 400,
      body: { error: 'An invitation is for the role STAFF, GROUP_LEADER or ADMIN.' },
    });
    expect(await invite({ email: nextEmail(), role: 'STAFF' })).toMatchObject({
      status: 400,
      body: { error: 'Name and email are required.' },
    });
  });

  it('refuses an address that already has an account, in words', async () => {
    const customer = await aCustomer(t.deps.db);
    expect(await invite({ name: 'A', email: customer.email.toUpperCase(), role: 'STAFF' })).toMatchObject({
      status: 409,
      body: {
        error: 'An account already uses this email. Change the role of that account in Users instead of inviting it.',
      },
    });
  });

  it('the old POST /api/users with a password is gone, and says where to go', async () => {
    const email = nextEmail();
    const tried = await rest(t, 'POST', '/api/users', {
      token: admin.token,
      json: { name: 'X', email, password: 'password-123', role: 'STAFF' },
    });
    expect(tried).toMatchObject({ status: 410, body: { reason: 'USER_CREATED_BY_INVITATION' } });
    expect(await t.deps.db.user.findUnique({ where: { email } })).toBeNull();
  });
});

describe('accepting', () => {
  it('shows who invited whom, then creates the account with the chosen password, once', async () => {
    const { token, email } = await invited('ADMIN');
    const lookup = await rest(t, 'POST', '/api/staff-invitations/lookup', { json: { token } });
    expect(lookup.status, JSON.stringify(lookup.body)).toBe(200);
    expect(lookup.body.invitation).toMatchObject({ email, role: 'ADMIN', invitedBy: { name: admin.user.name } });

    const done = await accept(token, 'nadia-password-1', 'Nadia Q.');
    expect(done).toMatchObject({
      status: 200,
      body: { reason: 'INVITATION_ACCEPTED', message: expect.stringContaining('Your account is ready.') },
    });
    const user = await t.deps.db.user.findUniqueOrThrow({ where: { email } });
    expect(user).toMatchObject({ name: 'Nadia Q.', role: 'ADMIN', deactivatedAt: null });
    const login = await rest(t, 'POST', '/api/auth/login', { json: { email, password: 'nadia-password-1' } });
    expect(login).toMatchObject({ status: 200, body: { role: 'ADMIN' } });
    const entry = await t.deps.db.auditEntry.findFirstOrThrow({ where: { action: 'user.invitation-accept' } });
    expect(entry).toMatchObject({ actorId: user.id, entityId: String(user.id) });
    expect(JSON.stringify(entry)).not.toMatch(/nadia-password|\$argon/);

    expect(await accept(token)).toMatchObject({
      status: 409,
      body: { error: 'This invitation has already been accepted. Sign in with the email it was sent to.' },
    });
    expect((await rest(t, 'POST', '/api/staff-invitations/lookup', { json: { token } })).status).toBe(409);
  });

  it('of two concurrent accepts exactly one creates the account', async () => {
    const { token, email } = await invited();
    const answers = await Promise.all([accept(token, 'first-password-1'), accept(token, 'second-password-2')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await t.deps.db.user.count({ where: { email } })).toBe(1);
  });

  it('an expired link is refused with 410 and creates nothing', async () => {
    const { id, token, email } = await invited();
    await t.deps.db.staffInvitation.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await accept(token)).toMatchObject({
      status: 410,
      body: { error: 'This invitation has expired. Ask the person who invited you to send a new one.' },
    });
    expect(await t.deps.db.user.findUnique({ where: { email } })).toBeNull();
  });

  it('an unknown link is refused with 404, and a short password in words', async () => {
    expect(await accept('x'.repeat(27))).toMatchObject({
      status: 404,
      body: { error: 'This invitation link is not valid. Open the whole link from the email.' },
    });
    const { token } = await invited();
    expect(await accept(token, 'short')).toMatchObject({
      status: 400,
      body: { error: 'Password must be at least 8 characters.' },
    });
  });

  it('refuses when the address gained an account since the invitation, and the link stays unspent', async () => {
    const { id, token, email } = await invited();
    await aCustomer(t.deps.db, { email });
    expect(await accept(token)).toMatchObject({
      status: 409,
      body: { reason: 'INVITATION_ACCOUNT_EXISTS' },
    });
    expect((await t.deps.db.staffInvitation.findUniqueOrThrow({ where: { id } })).usedAt).toBeNull();
    expect((await t.deps.db.user.findUniqueOrThrow({ where: { email } })).role).toBe('USER');
  });
});

describe('resending and revoking', () => {
  it('a resend mails a new link and the old one dies at once', async () => {
    const { id, token: first } = await invited();
    const resent = await rest(t, 'POST', `/api/staff-invitations/${id}/resend`, { token: admin.token });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(await accept(first)).toMatchObject({ status: 404 });
    const second = await mailedToken(id);
    expect(second).not.toBe(first);
    expect((await accept(second)).status).toBe(200);
    expect(await t.deps.db.auditEntry.count({ where: { action: 'user.invite-resend', entityId: String(id) } })).toBe(1);
  });

  it('a revoked link is refused with 410; STAFF cannot revoke an admin invitation', async () => {
    const { id, token } = await invited('ADMIN');
    expect((await rest(t, 'DELETE', `/api/staff-invitations/${id}`, { token: staff.token })).status).toBe(403);
    expect((await rest(t, 'DELETE', `/api/staff-invitations/${id}`, { token: admin.token })).status).toBe(200);
    expect(await accept(token)).toMatchObject({
      status: 410,
      body: { error: 'This invitation was withdrawn. Ask an admin if you should have access.' },
    });
    const listed = await rest(t, 'GET', '/api/staff-invitations', { token: admin.token });
    expect(listed.body.map((row: { id: number }) => row.id)).not.toContain(id);
    expect((await rest(t, 'POST', `/api/staff-invitations/${id}/resend`, { token: admin.token })).status).toBe(409);
  });

  it('a new invitation of the same address revokes the earlier one', async () => {
    const email = nextEmail();
    const first = await invited('STAFF', email);
    await invited('STAFF', email);
    expect(await accept(first.token)).toMatchObject({ status: 410 });
  });
});

describe('role changes', () => {
  it('an ADMIN moves anyone among ADMIN, STAFF and USER, an admin back to customer included', async () => {
    const other = await aStaffUser(t.deps.db, { role: 'ADMIN' });
    const toUser = await rest(t, 'PATCH', `/api/users/${other.id}/role`, {
      token: admin.token,
      json: { role: 'USER' },
    });
    expect(toUser).toMatchObject({ status: 200, body: { user: { role: 'USER' } } });
    const back = await rest(t, 'PATCH', `/api/users/${other.id}/role`, { token: admin.token, json: { role: 'ADMIN' } });
    expect(back.body.user.role).toBe('ADMIN');
  });

  it('STAFF move customers and staff between STAFF and USER, never touch an admin nor grant ADMIN', async () => {
    const customer = await aCustomer(t.deps.db);
    const other = await aStaffUser(t.deps.db, { role: 'ADMIN' });
    const patch = (id: number, role: string) =>
      rest(t, 'PATCH', `/api/users/${id}/role`, { token: staff.token, json: { role } });
    expect((await patch(customer.id, 'STAFF')).status).toBe(200);
    expect((await patch(customer.id, 'USER')).status).toBe(200);
    expect((await patch(customer.id, 'ADMIN')).status).toBe(403);
    expect((await patch(other.id, 'USER')).status).toBe(403);
    expect((await patch(staff.user.id, 'USER')).status).toBe(400);
  });

  it('the last active admin cannot be demoted; deactivated admins do not count', async () => {
    const others = await t.deps.db.user.findMany({ where: { role: 'ADMIN', NOT: { id: admin.user.id } } });
    const ids = others.map((other) => other.id);
    await t.deps.db.user.updateMany({ where: { id: { in: ids } }, data: { deactivatedAt: new Date() } });
    try {
      expect(
        await rest(t, 'PATCH', `/api/users/${admin.user.id}/role`, { token: admin.token, json: { role: 'USER' } }),
      ).toMatchObject({ status: 409, body: { error: 'The last admin cannot be demoted.' } });
      // A deactivated admin is no active admin: it can be demoted.
      expect(
        (await rest(t, 'PATCH', `/api/users/${ids[0]}/role`, { token: admin.token, json: { role: 'USER' } })).status,
      ).toBe(200);

      // Two active admins demoting each other at once: one wins, one active admin is left.
      const second = await userWithToken(t, 'ADMIN');
      const answers = await Promise.all([
        rest(t, 'PATCH', `/api/users/${second.user.id}/role`, { token: admin.token, json: { role: 'USER' } }),
        rest(t, 'PATCH', `/api/users/${admin.user.id}/role`, { token: second.token, json: { role: 'USER' } }),
      ]);
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(await t.deps.db.user.count({ where: { role: 'ADMIN', deactivatedAt: null } })).toBe(1);
    } finally {
      await t.deps.db.user.updateMany({ where: { id: { in: ids } }, data: { deactivatedAt: null } });
    }
  });
});

describe('deactivation', () => {
  it('ends the sessions at once, refuses sign-in in words, keeps bookings and history; reactivation restores', async () => {
    const customer = await userWithToken(t, 'USER');
    const booking = await aBooking(t.deps.db, { userId: customer.user.id });
    expect((await rest(t, 'GET', '/api/my/bookings', { token: customer.token })).status).toBe(200);

    const off = await rest(t, 'PATCH', `/api/users/${customer.user.id}/active`, {
      token: admin.token,
      json: { active: false },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.user.deactivatedAt).toEqual(expect.any(String));
    expect((await rest(t, 'GET', '/api/my/bookings', { token: customer.token })).status).toBe(401);

    const email = (await t.deps.db.user.findUniqueOrThrow({ where: { id: customer.user.id } })).email;
    expect(await rest(t, 'POST', '/api/auth/login', { json: { email, password: PASSWORD } })).toMatchObject({
      status: 403,
      body: { error: 'This account is deactivated. Please contact Rihla if you think this is a mistake.' },
    });
    // A wrong password says only what it always says.
    expect(await rest(t, 'POST', '/api/auth/login', { json: { email, password: 'wrong-password' } })).toMatchObject({
      status: 401,
      body: { reason: 'CREDENTIALS_INVALID' },
    });
    expect(await t.deps.db.booking.findUnique({ where: { id: booking.id } })).not.toBeNull();

    const listed = await rest(t, 'GET', '/api/users?status=DEACTIVATED&pageSize=100', { token: staff.token });
    expect(listed.body.map((row: { id: number }) => row.id)).toContain(customer.user.id);
    expect(listed.body.every((row: { deactivatedAt: string | null }) => row.deactivatedAt)).toBe(true);
    const active = await rest(t, 'GET', '/api/users?status=ACTIVE&pageSize=100', { token: staff.token });
    expect(active.body.map((row: { id: number }) => row.id)).not.toContain(customer.user.id);

    await rest(t, 'PATCH', `/api/users/${customer.user.id}/active`, { token: admin.token, json: { active: true } });
    expect((await rest(t, 'POST', '/api/auth/login', { json: { email, password: PASSWORD } })).status).toBe(200);
    // Reactivating does not bring the old sessions back.
    expect((await rest(t, 'GET', '/api/my/bookings', { token: customer.token })).status).toBe(401);
  });

  it('only an ADMIN deactivates, never themselves; a deactivated inviter’s open invitations are revoked', async () => {
    const customer = await aCustomer(t.deps.db);
    expect(
      (await rest(t, 'PATCH', `/api/users/${customer.id}/active`, { token: staff.token, json: { active: false } }))
        .status,
    ).toBe(403);
    expect(
      await rest(t, 'PATCH', `/api/users/${admin.user.id}/active`, { token: admin.token, json: { active: false } }),
    ).toMatchObject({ status: 400, body: { error: 'You cannot deactivate your own account.' } });

    const made = await invite({ name: 'B', email: nextEmail(), role: 'STAFF' }, staff.token);
    const token = await mailedToken(made.body.invitation.id);
    await rest(t, 'PATCH', `/api/users/${staff.user.id}/active`, { token: admin.token, json: { active: false } });
    expect(await accept(token)).toMatchObject({ status: 410 });
  });
});
