import { createUser, deleteUser, listUsers, publicUserSelect, updateUserRole } from '../services/users.service.ts';
import { adminOnly, builder, staffOnly } from './builder.ts';
import { pageArgs, pageOf } from './pagination.ts';

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

const UserPage = pageOf('UserPage', UserType);

builder.queryFields((t) => ({
  users: t.field({
    type: UserPage,
    ...staffOnly,
    args: pageArgs(t.arg),
    resolve: (_r, args, ctx) => listUsers(ctx, args),
  }),
}));

builder.mutationFields((t) => ({
  createUser: t.field({
    type: UserType,
    ...staffOnly,
    args: { input: t.arg({ type: CreateUserInput, required: true }) },
    resolve: (_r, { input }, ctx) => createUser(ctx, input),
  }),
  updateUserRole: t.field({
    type: UserType,
    ...staffOnly,
    args: { id: t.arg.int({ required: true }), role: t.arg({ type: RoleEnum, required: true }) },
    resolve: (_r, args, ctx) => updateUserRole(ctx, args.id, { role: args.role }),
  }),
  deleteUser: t.boolean({
    ...adminOnly,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => deleteUser(ctx, args.id),
  }),
}));
