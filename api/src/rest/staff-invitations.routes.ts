import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import {
  acceptInvitation,
  invitationByToken,
  inviteStaff,
  openInvitations,
  resendInvitation,
  revokeInvitation,
} from '../services/staff-invitations.service.ts';
import { OK, routes } from './route.ts';
import { staffInvitationOperations as ops } from './staff-invitations.openapi.ts';

/** Staff invitations (decision 0050): staff invite, resend and revoke; the invited person looks up and accepts. */
export function staffInvitationRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.get('/staff-invitations', ops('listStaffInvitations'), async (ctx) => openInvitations(ctx));
  r.post('/staff-invitations', ops('inviteStaff'), async (ctx, req) => ({
    invitation: await inviteStaff(ctx, req.body),
  }));
  r.post(
    '/staff-invitations/:id/resend',
    ops('resendStaffInvitation'),
    async (ctx, req) => ({ invitation: await resendInvitation(ctx, req.params.id) }),
    200,
  );
  r.delete(
    '/staff-invitations/:id',
    ops('revokeStaffInvitation'),
    async (ctx, req) => (await revokeInvitation(ctx, req.params.id)) && OK,
  );
  r.post(
    '/staff-invitations/lookup',
    ops('lookUpStaffInvitation'),
    async (ctx, req) => ({ invitation: await invitationByToken(ctx, req.body) }),
    200,
  );
  r.post(
    '/staff-invitations/accept',
    ops('acceptStaffInvitation'),
    async (ctx, req) => acceptInvitation(ctx, req.body),
    200,
  );
}
