import {
  acceptInvitation,
  invitationByToken,
  inviteStaff,
  openInvitations,
  resendInvitation,
  revokeInvitation,
} from '../services/staff-invitations.service.ts';
import { builder, staffOnly } from './builder.ts';
import { deleteMutation, idArg, inputMutation } from './fields.ts';
import { noticeFields } from './notice.ts';
import { RoleEnum } from './users.ts';

type Invitation = Awaited<ReturnType<typeof openInvitations>>[number];

const StaffInvitationType = builder.objectRef<Invitation>('StaffInvitation').implement({
  description: 'An invitation to a staff account, mailed as a single-use link (decision 0050).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    role: t.field({ type: RoleEnum, resolve: (invitation) => invitation.role }),
    invitedByName: t.string({ resolve: (invitation) => invitation.invitedBy.name }),
    agencyName: t.string({
      nullable: true,
      description: 'The agency an AGENT invitation is for; null for every other role.',
      resolve: (invitation) => invitation.agency?.name ?? null,
    }),
    expiresAt: t.expose('expiresAt', {
      type: 'DateTime',
      description: 'When the link stops working (renewed by a resend); in the past for an expired invitation.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const InviteStaffInput = builder.inputType('InviteStaffInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    role: t.field({ type: RoleEnum, required: true, description: 'STAFF or ADMIN (only an admin invites an admin).' }),
  }),
});

const AcceptInvitationPayload = builder.simpleObject('AcceptInvitationPayload', {
  fields: (t) => noticeFields(t),
});

builder.queryFields((t) => ({
  staffInvitations: t.field({
    type: [StaffInvitationType],
    ...staffOnly,
    description: 'The invitations neither accepted nor revoked (expired ones included), newest first.',
    resolve: (_root, _args, ctx) => openInvitations(ctx),
  }),
  staffInvitation: t.field({
    type: StaffInvitationType,
    description:
      "The invitation a link's token opens: who invited whom, as what. Refused with INVITATION_NOT_FOUND, _USED, _EXPIRED or _REVOKED.",
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => invitationByToken(ctx, args),
  }),
}));

inputMutation('inviteStaff', StaffInvitationType, InviteStaffInput, inviteStaff, staffOnly);
deleteMutation('revokeStaffInvitation', revokeInvitation, staffOnly);

builder.mutationFields((t) => ({
  resendStaffInvitation: t.field({
    type: StaffInvitationType,
    ...staffOnly,
    description: 'Mails a new link; the old one stops working at once.',
    args: { id: idArg(t.arg) },
    resolve: (_root, args, ctx) => resendInvitation(ctx, args.id),
  }),
  acceptStaffInvitation: t.field({
    type: AcceptInvitationPayload,
    description:
      'Creates the invited account with the password chosen, spending the link (once). Then sign in as usual.',
    args: {
      token: t.arg.string({ required: true }),
      name: t.arg.string(),
      password: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => acceptInvitation(ctx, { ...args, name: args.name ?? undefined }),
  }),
}));
