import { z } from 'zod';

import { createUserInput, roleSchema } from '../services/users.service.ts';
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
      response: z.array(PublicUser),
    },
    createUser: {
      operationId: 'createUser',
      summary: 'Create a user (staff by default; only admins create admins)',
      tag: 'admin',
      access: 'staff',
      body: createUserInput,
      response: z.object({ user: PublicUser }),
      errors: [409],
    },
    updateUserRole: {
      operationId: 'updateUserRole',
      summary: "Change a user's role (their sessions end)",
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
