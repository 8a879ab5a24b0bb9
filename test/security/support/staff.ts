import { createHash, randomBytes } from 'node:crypto';

import { expect } from 'vitest';

import type { Client } from './http.ts';
import { eventually, product, sql } from './product.ts';

/**
 * A STAFF (or ADMIN) account made the only way the product allows (issue #32, decision 0050): the first admin
 * invites it, the worker sends the invitation (to the suite's SMTP server, which keeps the mail in the global
 * setup's process), and the invitation is accepted with the chosen password. The test cannot read that mail, so once
 * it is sent the invitation's stored hash is set to one of a token made here: the token then stands for the one the
 * mail carried, and the accept goes through the product's real path.
 */
export async function invitedAccount(
  as: Client,
  account: { name: string; email: string; password: string; role?: 'STAFF' | 'ADMIN' | 'GROUP_LEADER' },
): Promise<{ id: number; token: string; invitationId: number }> {
  const invitationId = await sentInvitation(as, account);
  const token = await plantToken(invitationId);
  const accepted = await as.post('/api/staff-invitations/accept', { token, password: account.password });
  expect(accepted.status, accepted.text).toBe(200);
  const login = await as.post('/api/auth/login', { email: account.email, password: account.password });
  expect(login.status, login.text).toBe(200);
  const [user] = await sql<{ id: number }>(`SELECT id FROM "User" WHERE email = $1`, [account.email]);
  return { id: user.id, token: login.body.token as string, invitationId };
}

/** Invites `account` as the first admin and waits until the worker has sent the mail (its link minted). */
export async function sentInvitation(
  as: Client,
  account: { name: string; email: string; role?: 'STAFF' | 'ADMIN' | 'GROUP_LEADER' },
  adminToken = product().adminToken,
): Promise<number> {
  const invited = await as.post(
    '/api/staff-invitations',
    { name: account.name, email: account.email, role: account.role ?? 'STAFF' },
    { token: adminToken },
  );
  expect(invited.status, invited.text).toBe(201);
  const invitationId = invited.body.invitation.id as number;
  await eventually(
    `the invitation email of ${account.email} sent`,
    async () =>
      (
        await sql<{ sent: number }>(
          `SELECT count(*)::int AS sent FROM "StaffInvitation" WHERE id = $1 AND "tokenHash" IS NOT NULL`,
          [invitationId],
        )
      )[0].sent === 1,
    60_000,
  );
  return invitationId;
}

/** Gives the sent invitation a token known here (see invitedAccount) and answers it. */
export async function plantToken(invitationId: number): Promise<string> {
  const token = randomBytes(20).toString('base64url');
  await sql(`UPDATE "StaffInvitation" SET "tokenHash" = $1 WHERE id = $2`, [
    createHash('sha256').update(token).digest('hex'),
    invitationId,
  ]);
  return token;
}
