import { Role } from '@rihla/db';

import {
  deleteUser,
  grantableRoles,
  publicUserSelect,
  setUserActive,
  updateUserRole,
  userList,
} from '../services/users.service.ts';
import { adminOnly, builder } from './builder.ts';
import { deleteMutation, idArg, staffRowMutation } from './fields.ts';
import { staffListQueries } from './pagination.ts';

export const RoleEnum = builder.enumType(Role, { name: 'Role' });
const UserStatusEnum = builder.enumType('UserStatus', {
  values: ['ACTIVE', 'DEACTIVATED'] as const,
  description: 'An account that can sign in, or one an admin has deactivated (its history kept).',
});

export const UserType = builder.prismaObject('User', {
  // Never load the password hash into the GraphQL layer.
  select: publicUserSelect,
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    role: t.expose('role', { type: RoleEnum }),
    avatar: t.exposeString('avatar', { nullable: true }),
    deactivatedAt: t.expose('deactivatedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When an admin deactivated the account (it cannot sign in); null while it is active.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    grantableRoles: t.field({
      type: [RoleEnum],
      description:
        'The roles the viewer may give this user with updateUserRole, highest first (the admin toggle offers the first); empty for oneself and for non-staff viewers.',
      resolve: (user, _args, ctx) => grantableRoles(ctx.viewer, user),
    }),
  }),
});

staffListQueries('users', 'User', userList, (arg) => ({ status: arg({ type: UserStatusEnum }) }));

deleteMutation('deleteUser', deleteUser, adminOnly);

staffRowMutation(
  'updateUserRole',
  UserType,
  (arg) => ({ role: arg({ type: RoleEnum, required: true }) }),
  updateUserRole,
);

builder.mutationField('setUserActive', (t) =>
  t.field({
    type: UserType,
    ...adminOnly,
    description:
      'Deactivates (active: false) or reactivates an account. A deactivated account cannot sign in and its sessions end; its history stays.',
    args: { id: idArg(t.arg), active: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) => setUserActive(ctx, args.id, { active: args.active }),
  }),
);
