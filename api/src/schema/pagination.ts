import type { ArgBuilder, ArgumentRef, ObjectRef } from '@pothos/core';

import type { ServiceContext } from '../lib/context.ts';
import type { LazyPage, ListArgs } from '../lib/staff-lists.ts';
import { builder, staffOnly } from './builder.ts';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

export type Page<Shape> = { items: Shape[]; total: number };

/** `{ items, total }` pages for the admin lists. */
export function pageOf<Shape>(name: string, item: ObjectRef<Types, Shape>) {
  return builder.objectRef<Page<Shape>>(name).implement({
    fields: (t) => ({
      items: t.field({ type: [item], resolve: (page) => page.items }),
      total: t.exposeInt('total'),
    }),
  });
}

/** page / pageSize arguments shared by every admin list. */
export const pageArgs = (arg: ArgBuilder<Types>) => ({
  page: arg.int({ defaultValue: 1 }),
  pageSize: arg.int({ defaultValue: 20 }),
});

/** A growing staff list's service side (lib/staff-lists.ts). */
type StaffListService = {
  page(ctx: ServiceContext, args: unknown): LazyPage;
  connection(ctx: ServiceContext, query: ListArgs): Promise<unknown[]>;
};
type GrowingList = 'Booking' | 'Consultation' | 'Review' | 'User' | 'CustomBooking';

/**
 * A growing staff list, twice: `name(page, pageSize): <Type>Page!` (the admin tables) and
 * `<name>Connection(first, after, last, before)` (cursor pages). Both hand plugin-prisma's selection to the
 * service's one findMany, so a query loads only the relations it selects; `total` counts only when asked for.
 */
export function staffListQueries(
  name: string,
  model: GrowingList,
  list: StaffListService,
  // The list's own filters (e.g. the bookings table's), passed to its service with page and pageSize.
  filterArgs: (arg: ArgBuilder<Types>) => Record<string, ArgumentRef<Types, unknown>> = () => ({}),
) {
  const page = builder.objectRef<LazyPage>(`${model}Page`).implement({
    fields: (t) => ({
      items: t.prismaField({
        type: [model] as never,
        resolve: (query: ListArgs, parent: LazyPage) => parent.items(query),
      } as never),
      total: t.int({ resolve: (parent) => parent.total() }),
    }),
  });
  builder.queryField(name, (t) =>
    t.field({
      type: page,
      ...staffOnly,
      args: { ...pageArgs(t.arg), ...filterArgs(t.arg) },
      resolve: (_root, args, ctx) => list.page(ctx, args),
    }),
  );
  builder.queryField(`${name}Connection`, (t) =>
    t.prismaConnection({
      type: model,
      cursor: 'id',
      defaultSize: 20,
      maxSize: 100,
      ...staffOnly,
      resolve: (query: ListArgs, _root: unknown, _args: unknown, ctx: ServiceContext) => list.connection(ctx, query),
    } as never),
  );
}
