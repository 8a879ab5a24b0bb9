import type { ArgBuilder, ArgumentRef, ObjectRef } from '@pothos/core';

import type { ServiceContext } from '../lib/context.ts';
import type { ListArgs } from '../lib/staff-lists.ts';
import { pageArgs as pageWindowArgs } from '../lib/validation.ts';
import { builder, type BuilderTypes, staffOnly } from './builder.ts';

/** The models whose pages load with plugin-prisma's selection, so a query loads only the relations it selects. */
type PrismaModel = 'Booking' | 'Consultation' | 'Review' | 'User' | 'TripBooking' | 'OutboxEmail';

/** A page's rows: given, or (a Prisma model's page) loaded with the selection plugin-prisma hands over. */
type Rows<Shape> = Shape[] | ((query: ListArgs) => PromiseLike<unknown[]>);
/** A page/pageSize list's page: `total` counts the whole list; a function counts only when selected. */
export type Page<Shape> = { items: Rows<Shape>; total: number | (() => Promise<number>) };
/** A cursor list's page (newest first, keyset): `nextCursor` is null on the last page. */
export type CursorPage<Shape> = { items: Rows<Shape>; nextCursor: string | null };

type Item<Shape> = ObjectRef<BuilderTypes, Shape> | PrismaModel;
type ItemsFieldBuilder = PothosSchemaTypes.ObjectFieldBuilder<BuilderTypes, { items: Rows<unknown> }>;

/** The `items` field every page shares. */
function itemsField<Shape>(t: ItemsFieldBuilder, item: Item<Shape>) {
  const rows = (page: { items: Rows<unknown> }, query: ListArgs) =>
    typeof page.items === 'function' ? page.items(query) : page.items;
  if (typeof item !== 'string') return t.field({ type: [item] as never, resolve: (page) => rows(page, {}) as never });
  return t.prismaField({
    type: [item] as never,
    resolve: (query: ListArgs, page: { items: Rows<unknown> }) => rows(page, query),
  } as never);
}

/** `{ items, total }`: a page of a page/pageSize list (the admin tables). */
export function pageOf<Shape>(name: string, item: Item<Shape>) {
  return builder.objectRef<Page<Shape>>(name).implement({
    fields: (t) => ({
      items: itemsField(t as never, item),
      total: t.int({ resolve: (page) => (typeof page.total === 'function' ? page.total() : page.total) }),
    }),
  });
}

/** `{ items, nextCursor }`: a page of a cursor list (newest first; pass nextCursor back for the next page). */
export function cursorPageOf<Shape>(name: string, item: Item<Shape>, nextCursorDescription?: string) {
  return builder.objectRef<CursorPage<Shape>>(name).implement({
    fields: (t) => ({
      items: itemsField(t as never, item),
      nextCursor: t.exposeString('nextCursor', { nullable: true, description: nextCursorDescription }),
    }),
  });
}

// The REST and service defaults (lib/validation.ts), so both APIs page alike.
const PAGE_DEFAULTS = pageWindowArgs.parse({});

/** page / pageSize arguments shared by every page/pageSize list. */
export const pageArgs = (arg: ArgBuilder<BuilderTypes>) => ({
  page: arg.int({ defaultValue: PAGE_DEFAULTS.page }),
  pageSize: arg.int({ defaultValue: PAGE_DEFAULTS.pageSize }),
});

/** A growing staff list's service side (lib/staff-lists.ts). */
type StaffListService = {
  page(ctx: ServiceContext, args: unknown): Page<unknown>;
  connection(ctx: ServiceContext, query: ListArgs): Promise<unknown[]>;
};
type GrowingList = Exclude<PrismaModel, 'OutboxEmail'>;

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
  filterArgs: (arg: ArgBuilder<BuilderTypes>) => Record<string, ArgumentRef<BuilderTypes, unknown>> = () => ({}),
) {
  const page = pageOf(`${model}Page`, model);
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
