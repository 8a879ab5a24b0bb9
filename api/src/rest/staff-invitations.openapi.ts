import { Role } from '@rihla/db';
import { z } from 'zod';

import {
  acceptInvitationInput,
  invitationTokenInput,
  inviteStaffInput,
} from '../services/staff-invitations.service.ts';
import { Notice } from './openapi/notice.ts';
import { Ok, operations } from './openapi/operation.ts';

export const staffInvitationOperations = operations(() => {
  const StaffInvitation = z
    .object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      role: z.enum(Role),
      expiresAt: z.iso.datetime({ offset: true }).meta({ description: 'When the link stops working.' }),
      createdAt: z.iso.datetime({ offset: true }),
      invitedBy: z.object({ name: z.string() }),
      agency: z
        .object({ id: z.number().int(), name: z.string() })
        .nullable()
        .meta({ description: 'The agency an AGENT invitation is for; null for every other role.' }),
    })
    .meta({ id: 'StaffInvitation' });

  return {
    listStaffInvitations: {
      operationId: 'listStaffInvitations',
      summary: 'Invitations neither accepted nor revoked (expired ones included), newest first',
      tag: 'admin',
      access: 'staff',
      response: z.array(StaffInvitation),
    },
    inviteStaff: {
      operationId: 'inviteStaff',
      summary: 'Invite a person to a STAFF or ADMIN account by email (a single-use link valid 72 hours)',
      description:
        'Only an admin invites an admin. An address that already has an account is refused (409): change its role instead. An earlier open invitation of the address is revoked.',
      tag: 'admin',
      access: 'staff',
      body: inviteStaffInput,
      response: z.object({ invitation: StaffInvitation }),
      errors: [409, 503],
    },
    resendStaffInvitation: {
      operationId: 'resendStaffInvitation',
      summary: 'Mail a new invitation link; the old one stops working at once',
      tag: 'admin',
      access: 'staff',
      response: z.object({ invitation: StaffInvitation }),
      errors: [404, 409, 503],
    },
    revokeStaffInvitation: {
      operationId: 'revokeStaffInvitation',
      summary: 'Withdraw an invitation: its link stops working',
      tag: 'admin',
      access: 'staff',
      response: Ok,
      errors: [404, 409],
    },
    lookUpStaffInvitation: {
      operationId: 'lookUpStaffInvitation',
      summary: "What an invitation link's token opens: who invited whom, as what",
      description:
        'The token travels in the body, never in a URL that logs keep. 404 unknown link, 409 already accepted, 410 expired or revoked.',
      tag: 'auth',
      access: 'public',
      body: invitationTokenInput,
      response: z.object({ invitation: StaffInvitation }),
      errors: [404, 409, 410, 429],
    },
    acceptStaffInvitation: {
      operationId: 'acceptStaffInvitation',
      summary: 'Accept an invitation: choose the password (and name); the account is created and the link spent',
      description:
        'Single-use: of two concurrent accepts exactly one creates the account. 409 when the link was used or the address already has an account, 410 expired or revoked.',
      tag: 'auth',
      access: 'public',
      body: acceptInvitationInput,
      response: Notice,
      errors: [404, 409, 410, 429],
    },
  };
});
