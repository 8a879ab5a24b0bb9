import type { ArgBuilder, InputFieldMap, InputObjectRef, ObjectRef } from '@pothos/core';

import type { ServiceContext } from '../lib/context.ts';
import { type adminOnly, builder, type BuilderTypes, staffOnly } from './builder.ts';
import { type Page, pageArgs } from './pagination.ts';

/** Who may call a field: `staffOnly`, `adminOnly`, or `{}` for everyone. */
type Access = typeof staffOnly | typeof adminOnly | Record<never, never>;

/** The required `id: Int!` argument of the fields that act on one row. */
export const idArg = (arg: ArgBuilder<BuilderTypes>) => arg.int({ required: true });

/** A staff-only admin list: `name(page, pageSize): <Item>Page!`, answered by the domain's list service. */
export function staffPageQuery<Shape>(
  name: string,
  page: ObjectRef<BuilderTypes, Page<Shape>>,
  list: (ctx: ServiceContext, args: { page?: number | null; pageSize?: number | null }) => Promise<Page<Shape>>,
) {
  builder.queryField(name, (t) =>
    t.field({ type: page, ...staffOnly, args: pageArgs(t.arg), resolve: (_root, args, ctx) => list(ctx, args) }),
  );
}

/** A mutation whose one argument is a required input object, handed to the service as it came. */
export function inputMutation<Shape>(
  name: string,
  type: ObjectRef<BuilderTypes, Shape>,
  input: InputObjectRef<BuilderTypes, unknown>,
  run: (ctx: ServiceContext, input: unknown) => Promise<NoInfer<Shape>>,
  access: Access = {},
) {
  const output: ObjectRef<BuilderTypes, unknown> = type;
  builder.mutationField(name, (t) =>
    t.field({
      type: output,
      ...access,
      args: { input: t.arg({ type: input, required: true }) },
      resolve: (_root, args, ctx) => run(ctx, args.input),
    }),
  );
}

/**
 * A staff-only `name(id: Int!, ...)` that changes one row and answers with it; the arguments besides `id` are
 * the service's input, which it validates.
 */
export function staffRowMutation<Shape>(
  name: string,
  type: ObjectRef<BuilderTypes, Shape>,
  args: (arg: ArgBuilder<BuilderTypes>) => InputFieldMap,
  change: (ctx: ServiceContext, id: number, input: Record<string, unknown>) => Promise<NoInfer<Shape>>,
) {
  const output: ObjectRef<BuilderTypes, unknown> = type;
  builder.mutationField(name, (t) =>
    t.field({
      type: output,
      ...staffOnly,
      args: { ...args(t.arg), id: idArg(t.arg) },
      resolve: (_root, { id, ...input }, ctx) => change(ctx, id, input),
    }),
  );
}

/** A staff-only `name(id: Int!, input: <Input>!)`: the edit forms' save. */
export function staffUpdateMutation<Shape>(
  name: string,
  type: ObjectRef<BuilderTypes, Shape>,
  input: InputObjectRef<BuilderTypes, unknown>,
  update: (ctx: ServiceContext, id: number, input: unknown) => Promise<NoInfer<Shape>>,
) {
  staffRowMutation(
    name,
    type,
    (arg) => ({ input: arg({ type: input, required: true }) }),
    (ctx, id, args) => update(ctx, id, args.input),
  );
}

/** `name(id: Int!): Boolean!`: deletes one row; the service answers true or throws why it could not. */
export function deleteMutation(
  name: string,
  remove: (ctx: ServiceContext, id: number) => Promise<boolean>,
  access: Access,
) {
  builder.mutationField(name, (t) =>
    t.boolean({ ...access, args: { id: idArg(t.arg) }, resolve: (_root, args, ctx) => remove(ctx, args.id) }),
  );
}
