import { z } from 'zod';

import { activeInput, roleSchema, userStatusFilter } from '../services/users.service.ts';
import { rows } from './openapi/models.ts';
import { Ok, operations } from './openapi/operation.ts';

export const userOperations = operations(() => {
  const { PublicUser } = rows();

  return {
    listUsers: {
      operationId: 'listUsers',
      summary: 'Users, newest first',
      tag: 'admin',
      access: 'staff',
      paging: 'pageOrCursor',
      query: userStatusFilter,
      response: z.array(PublicUser),
    },
    createUser: {
      operationId: 'createUser',
      summary: 'Gone: accounts are not made with a password staff choose',
      description:
        'Always answers 410 USER_CREATED_BY_INVITATION: invite staff with `POST /api/staff-invitations`; customers sign up with `POST /api/auth/register`.',
      tag: 'admin',
      access: 'staff',
      response: Ok,
      errors: [410],
      deprecated: true,
    },
    setUserActive: {
      operationId: 'setUserActive',
      summary: 'Deactivate (`active: false`) or reactivate an account; a deactivated one cannot sign in',
      description:
        'Admins only. Deactivating ends the account’s sessions at once and keeps its bookings and history; nobody deactivates themselves or the last active admin (409).',
      tag: 'admin',
      access: 'admin',
      body: activeInput,
      response: z.object({ user: PublicUser }),
      errors: [404, 409],
    },
    updateUserRole: {
      operationId: 'updateUserRole',
      summary: "Change a user's role among ADMIN, STAFF and USER (their sessions end)",
      tag: 'admin',
      access: 'staff',
      body: z.object({ role: roleSchema }),
      response: z.object({ user: PublicUser }),
      errors: [404, 409],
    },
    deleteUser: {
      operationId: 'deleteUser',
      summary: 'Delete a user',
      tag: 'admin',
      access: 'staff',
      response: Ok,
      errors: [404, 409],
    },
    setUserAvatar: {
      operationId: 'setUserAvatar',
      summary: "Upload a user's avatar (multipart, field `avatar`)",
      tag: 'admin',
      access: 'staff',
      form: { fields: z.object({}), file: 'avatar' },
      response: z.object({ avatar: z.string().meta({ description: 'The image URL.' }) }),
      errors: [404],
    },
  };
});
