import { randomUUID } from 'node:crypto';

import type { Prisma, Role } from '@rihla/db';
import { notice } from '@rihla/db/error-messages';
import { staffInvitationEmail } from '@rihla/worker/emails';
import { z } from 'zod';

import { recordAudit } from '../lib/audit.ts';
import { hashPassword } from '../lib/auth/password.ts';
import { isAdmin, requireStaff, type Viewer } from '../lib/auth/viewer.ts';
import { hashAccessToken } from '../lib/booking-access.ts';
import type { ServiceContext } from '../lib/context.ts';
import { conflict, forbidden, gone, notFound, writeOrExplain } from '../lib/errors.ts';
import { queueEmail, requireEmail } from '../lib/outbox.ts';
import { email, EMAIL_MAX, id, parseInput, trimmed } from '../lib/validation.ts';
import { requestStatsRefresh } from './stats.service.ts';
import { passwordRule } from './users.service.ts';

/**
 * Staff accounts are invited by email (issue #32, decision 0050): nobody sets another person's password. An ADMIN
 * invites STAFF, GROUP_LEADER or ADMIN; a STAFF member invites STAFF and group leaders (decision 0060). The
 * invited person opens the mailed link, sees who invited them and as what, and chooses their password; the link
 * works once, for INVITATION_HOURS from its sending, and a resend or a revocation ends it. An agent is invited the
 * same way but only by its agency's invitation (agencies.service.ts inviteAgent, decision 0065): the invitation
 * names the agency (a CHECK ties agencyId to the role AGENT), and the generic invitation cannot ask for AGENT.
 */
const INVITATION_HOURS = 72;
const INVITED_ROLES = ['STAFF', 'ADMIN', 'GROUP_LEADER'] as const;

export const inviteStaffInput = z.object({
  name: trimmed('INVITATION_FIELDS_REQUIRED'),
  email: trimmed('INVITATION_FIELDS_REQUIRED', EMAIL_MAX).pipe(email()),
  role: z.enum(INVITED_ROLES, { error: 'INVITATION_ROLE_INVALID' }),
});

const INVITATION_LINK = 'INVITATION_NOT_FOUND';
export const invitationTokenInput = z.object({
  token: z
    .string({ error: INVITATION_LINK })
    .trim()
    .min(1, { error: INVITATION_LINK })
    .max(200, { error: INVITATION_LINK }),
});
export const acceptInvitationInput = invitationTokenInput.extend({
  name: trimmed('INVITATION_FIELDS_REQUIRED').optional(),
  password: z.string({ error: 'NEW_PASSWORD_REQUIRED' }).pipe(passwordRule),
});

const INVITATION_ACCEPTED = notice('INVITATION_ACCEPTED');

const invitationSelect = {
  id: true,
  name: true,
  email: true,
  role: true,
  expiresAt: true,
  createdAt: true,
  invitedBy: { select: { name: true } },
  agency: { select: { id: true, name: true } },
} as const;

/**
 * Whether `viewer` may invite to `role` (and resend or revoke such an invitation): staff invite staff and group
 * leaders (decision 0060), only an ADMIN invites an ADMIN; staff invite an agency's agents (decision 0065, through
 * inviteAgent only).
 */
function mayInvite(viewer: Viewer, role: Role): boolean {
  return isAdmin(viewer) || role === 'STAFF' || role === 'GROUP_LEADER' || role === 'AGENT';
}

const hoursAfter = (now: Date, hours: number) => new Date(now.getTime() + hours * 3_600_000);

type InvitationOf = { id: number; name: string; email: string; role: Role; agency: { name: string } | null };

/** The role as the email names it: an agent's invitation names its agency. */
function invitedAs({ role, agency }: InvitationOf) {
  if (role === 'AGENT') return { role, agencyName: agency?.name ?? '' };
  if (role === 'ADMIN' || role === 'GROUP_LEADER') return { role };
  return { role: 'STAFF' as const };
}

async function queueInvitation(
  ctx: ServiceContext,
  tx: Prisma.TransactionClient,
  invitation: InvitationOf,
  invitedBy: string,
) {
  await queueEmail(
    ctx,
    tx,
    staffInvitationEmail(ctx.config.publicUrl, {
      invitationId: invitation.id,
      sendKey: randomUUID(),
      email: invitation.email,
      name: invitation.name,
      ...invitedAs(invitation),
      invitedBy,
      validHours: INVITATION_HOURS,
    }),
  );
}

/**
 * Invites a person to a staff account. An address that already has an account is refused (change that account's
 * role instead); an earlier open invitation of the same address is revoked, so only the latest link works.
 */
export async function inviteStaff(ctx: ServiceContext, input: unknown) {
  const viewer = requireStaff(ctx.viewer);
  const data = parseInput(inviteStaffInput, input);
  if (!mayInvite(viewer, data.role)) throw forbidden('STAFF_INVITES_STAFF_ONLY');
  requireEmail(ctx);
  return ctx.db.$transaction(async (tx) => {
    const invitation = await openInvitation(ctx, tx, viewer, { ...data, agencyId: null });
    await recordAudit(tx, viewer, {
      action: 'user.invite',
      entityType: 'StaffInvitation',
      entityId: invitation.id,
      summary: `Invited ${invitation.name} (${invitation.email}) as ${invitation.role}`,
      after: { name: invitation.name, email: invitation.email, role: invitation.role },
    });
    return invitation;
  });
}

/** Who is invited, as what: an agent's invitation, and only an agent's, names its agency. */
type NewInvitation = { name: string; email: string } & (
  { role: (typeof INVITED_ROLES)[number]; agencyId: null } | { role: 'AGENT'; agencyId: number }
);

/**
 * Writes an invitation and queues its email, in the caller's transaction (which audits it). The role and agency
 * come from the caller, never from the request as such: only inviteAgent passes AGENT and an agency.
 */
export async function openInvitation(
  ctx: ServiceContext,
  tx: Prisma.TransactionClient,
  viewer: Viewer,
  data: NewInvitation,
) {
  const now = new Date();
  if (await tx.user.findUnique({ where: { email: data.email }, select: { id: true } }))
    throw conflict('INVITATION_EMAIL_TAKEN');
  await tx.staffInvitation.updateMany({
    where: { email: data.email, usedAt: null, revokedAt: null },
    data: { revokedAt: now },
  });
  const invitation = await tx.staffInvitation.create({
    data: { ...data, invitedById: viewer.id, expiresAt: hoursAfter(now, INVITATION_HOURS) },
    select: invitationSelect,
  });
  await queueInvitation(ctx, tx, invitation, viewer.name);
  return invitation;
}

/** The invitations still open (neither accepted nor revoked), expired ones included so they can be resent. */
export async function openInvitations(ctx: ServiceContext) {
  requireStaff(ctx.viewer);
  return ctx.db.staffInvitation.findMany({
    where: { usedAt: null, revokedAt: null },
    select: invitationSelect,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: 100,
  });
}

async function openInvitationFor(ctx: ServiceContext, viewer: Viewer, invitationId: unknown) {
  const invitation = await ctx.db.staffInvitation.findUnique({ where: { id: parseInput(id, invitationId) } });
  if (!invitation) throw notFound('NOT_FOUND');
  if (!mayInvite(viewer, invitation.role)) throw forbidden('STAFF_INVITES_STAFF_ONLY');
  return invitation;
}

/** Mails a new link: the old one stops working at once, and the new one works INVITATION_HOURS from its sending. */
export async function resendInvitation(ctx: ServiceContext, invitationId: unknown) {
  const viewer = requireStaff(ctx.viewer);
  const invitation = await openInvitationFor(ctx, viewer, invitationId);
  requireEmail(ctx);
  const now = new Date();
  return ctx.db.$transaction(async (tx) => {
    const renewed = await tx.staffInvitation.updateManyAndReturn({
      where: { id: invitation.id, usedAt: null, revokedAt: null },
      data: { tokenHash: null, expiresAt: hoursAfter(now, INVITATION_HOURS) },
      include: { agency: { select: { name: true } } },
    });
    if (renewed.length === 0) throw conflict('INVITATION_CLOSED');
    await queueInvitation(ctx, tx, renewed[0], viewer.name);
    await recordAudit(tx, viewer, {
      action: 'user.invite-resend',
      entityType: 'StaffInvitation',
      entityId: invitation.id,
      summary: `Sent a new invitation link to ${invitation.email} (${invitation.role})`,
    });
    return tx.staffInvitation.findUniqueOrThrow({ where: { id: invitation.id }, select: invitationSelect });
  });
}

/** Withdraws an open invitation: its link stops working. */
export async function revokeInvitation(ctx: ServiceContext, invitationId: unknown): Promise<boolean> {
  const viewer = requireStaff(ctx.viewer);
  const invitation = await openInvitationFor(ctx, viewer, invitationId);
  await ctx.db.$transaction(async (tx) => {
    const revoked = await tx.staffInvitation.updateMany({
      where: { id: invitation.id, usedAt: null, revokedAt: null },
      data: { revokedAt: new Date() },
    });
    if (revoked.count === 0) throw conflict('INVITATION_CLOSED');
    await recordAudit(tx, viewer, {
      action: 'user.invite-revoke',
      entityType: 'StaffInvitation',
      entityId: invitation.id,
      summary: `Revoked the invitation of ${invitation.email} (${invitation.role})`,
    });
  });
  return true;
}

/** Why a link that opens nothing opens nothing, in words (404 unknown, 409 accepted, 410 expired or revoked). */
function closedLink(invitation: { usedAt: Date | null; revokedAt: Date | null } | null): never {
  if (!invitation) throw notFound(INVITATION_LINK);
  if (invitation.usedAt) throw conflict('INVITATION_USED');
  if (invitation.revokedAt) throw gone('INVITATION_REVOKED');
  throw gone('INVITATION_EXPIRED');
}

/** What the invitation page shows before the password is chosen: who invited whom, as what, until when. */
export async function invitationByToken(ctx: ServiceContext, input: unknown) {
  await ctx.limits.consume('auth', ctx.ip);
  const { token } = parseInput(invitationTokenInput, input);
  const invitation = await ctx.db.staffInvitation.findUnique({
    where: { tokenHash: hashAccessToken(token) },
    select: { ...invitationSelect, usedAt: true, revokedAt: true },
  });
  if (!invitation || invitation.usedAt || invitation.revokedAt || invitation.expiresAt <= new Date())
    closedLink(invitation);
  const { usedAt: _used, revokedAt: _revoked, ...shown } = invitation;
  return shown;
}

/**
 * Spends the link and creates the account with the invited role and the password the person chose. The link is
 * spent by one conditional UPDATE, so of two concurrent accepts exactly one creates the account. An address that
 * gained an account since the invitation is refused (decision 0050): that account is promoted by a role change.
 */
export async function acceptInvitation(ctx: ServiceContext, input: unknown) {
  await ctx.limits.consume('auth', ctx.ip);
  const data = parseInput(acceptInvitationInput, input);
  const tokenHash = hashAccessToken(data.token);
  const passwordHash = await hashPassword(data.password);
  const now = new Date();
  const accept = ctx.db.$transaction(async (tx) => {
    const spentLinks = await tx.staffInvitation.updateManyAndReturn({
      where: { tokenHash, usedAt: null, revokedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
      include: { invitedBy: { select: { name: true } } },
    });
    if (spentLinks.length === 0) closedLink(await tx.staffInvitation.findUnique({ where: { tokenHash } }));
    const [spent] = spentLinks;
    const user = await tx.user.create({
      data: {
        name: data.name ?? spent.name,
        email: spent.email,
        role: spent.role,
        // An agent's account works for the agency its invitation named (the User CHECK requires it exactly then).
        agencyId: spent.agencyId,
        passwordHash,
        locale: ctx.locale ?? 'en',
      },
    });
    await recordAudit(
      tx,
      { id: user.id, email: user.email, role: user.role },
      {
        action: 'user.invitation-accept',
        entityType: 'User',
        entityId: user.id,
        summary: `${user.name} (${user.email}) accepted the invitation of ${spent.invitedBy.name} and joined as ${user.role}`,
        after: { name: user.name, email: user.email, role: user.role },
      },
    );
    return user;
  });
  await writeOrExplain(accept, { duplicate: 'INVITATION_ACCOUNT_EXISTS' });
  requestStatsRefresh(ctx);
  return INVITATION_ACCEPTED;
}
