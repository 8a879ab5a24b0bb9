import {
  createUser,
  deleteUser,
  grantableRoles,
  publicUserSelect,
  updateUserRole,
  userList,
} from '../services/users.service.ts';
import { adminOnly, builder, staffOnly } from './builder.ts';
import { deleteMutation, inputMutation, staffRowMutation } from './fields.ts';
import { staffListQueries } from './pagination.ts';

export const RoleEnum = builder.enumType('Role', { values: ['ADMIN', 'STAFF', 'USER'] as const });

export const UserType = builder.prismaObject('User', {
  // Never load the password hash into the GraphQL layer.
  select: publicUserSelect,
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    role: t.expose('role', { type: RoleEnum }),
    avatar: t.exposeString('avatar', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    grantableRoles: t.field({
      type: [RoleEnum],
      description:
        'The roles the viewer may give this user with updateUserRole, highest first (the admin toggle offers the first); empty for oneself and for non-staff viewers.',
      resolve: (user, _args, ctx) => grantableRoles(ctx.viewer, user),
    }),
  }),
});

const CreateUserInput = builder.inputType('CreateUserInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    role: t.field({ type: RoleEnum, required: true }),
  }),
});

staffListQueries('users', 'User', userList);

inputMutation('createUser', UserType, CreateUserInput, createUser, staffOnly);
deleteMutation('deleteUser', deleteUser, adminOnly);

staffRowMutation(
  'updateUserRole',
  UserType,
  (arg) => ({ role: arg({ type: RoleEnum, required: true }) }),
  updateUserRole,
);
