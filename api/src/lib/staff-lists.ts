import { z } from 'zod';

import { requireStaff } from './auth/viewer.ts';
import type { ServiceContext } from './context.ts';
import type { Db } from './db.ts';
import { badRequest } from './errors.ts';
import { int, INT4_MAX, pageWindow, parseInput } from './validation.ts';

/**
 * The lists that grow (bookings, consultations, reviews, users, custom bookings), newest first, three ways:
 * - REST `?page=&pageSize=`: the plain array and X-Total-Count, as the original client reads them;
 * - REST `?limit=&cursor=`: the plain array and the next page's cursor (keyset on createdAt, id: no count, no
 *   offset scan, and rows added meanwhile never shift a page);
 * - GraphQL: a lazy `{ items, total }` page (each runs only when selected) and a Relay connection, both with
 *   plugin-prisma's selection, so a query loads just the relations it asks for.
 */

/** A keyset position: rows strictly older than this one (createdAt desc, id desc). */
type Keyset = { OR: ({ createdAt: { lt: Date } } | { createdAt: Date; id: { lt: number } })[] };

/** Arguments a list query spreads into its findMany: a window, and plugin-prisma's include/select for GraphQL. */
export type ListArgs = {
  skip?: number;
  take?: number;
  cursor?: { id: number };
  where?: Keyset;
  include?: object;
  select?: object;
};

type Row = { id: number; createdAt: Date };
export type RestList<T> = { items: T[]; total: number } | { items: T[]; nextCursor: string | null };
/** A GraphQL page (schema/pagination.ts): plugin-prisma hands `items` its selection; `total` counts only when asked for. */
type LazyPage = { items: (query: ListArgs) => Promise<unknown[]>; total: () => Promise<number> };

const CURSOR = /^(\d{1,15})-(\d{1,10})$/;
export const cursorArgs = z.object({
  limit: int('LIMIT_INVALID', { min: 1, max: 100 }).default(20),
  cursor: z
    .string({ error: 'CURSOR_INVALID' })
    .regex(CURSOR, { error: 'CURSOR_INVALID' })
    .transform((value, context) => {
      const [, at, id] = CURSOR.exec(value) ?? [];
      const position = { createdAt: new Date(Number(at)), id: Number(id) };
      if (position.id > INT4_MAX || Number.isNaN(position.createdAt.getTime())) {
        context.addIssue({ code: 'custom', message: 'CURSOR_INVALID' });
        return z.NEVER;
      }
      return position;
    })
    .optional(),
});

export const cursorOf = (row: Row) => `${row.createdAt.getTime()}-${row.id}`;
export const olderThan = ({ createdAt, id }: Row): Keyset => ({
  OR: [{ createdAt: { lt: createdAt } }, { createdAt, id: { lt: id } }],
});

/** plugin-prisma leaves out include/select when only scalars are selected: that still means "no relations". */
const graphqlSelection = (query: ListArgs): ListArgs =>
  'include' in query || 'select' in query ? query : { ...query, select: undefined };

/** `find` spreads the args into the model's findMany (newest first) with its REST shape as default selection. */
export function staffList<T extends Row>(
  find: (db: Db, args: ListArgs) => PromiseLike<T[]>,
  count: (db: Db) => PromiseLike<number>,
) {
  return {
    async rest(ctx: ServiceContext, args: unknown): Promise<RestList<T>> {
      requireStaff(ctx.viewer);
      const given = (args ?? {}) as Record<string, unknown>;
      const byCursor = given.limit !== undefined || given.cursor !== undefined;
      if (!byCursor) {
        const window = pageWindow(args);
        const [items, total] = await Promise.all([find(ctx.db, window), count(ctx.db)]);
        return { items, total };
      }
      if (given.page !== undefined || given.pageSize !== undefined) throw badRequest('PAGINATION_MIXED');
      const { limit, cursor } = parseInput(cursorArgs, { limit: given.limit, cursor: given.cursor });
      const rows = await find(ctx.db, { take: limit + 1, ...(cursor ? { where: olderThan(cursor) } : {}) });
      const items = rows.slice(0, limit);
      return { items, nextCursor: rows.length > limit ? cursorOf(items[items.length - 1]) : null };
    },
    page(ctx: ServiceContext, args: unknown): LazyPage {
      requireStaff(ctx.viewer);
      const window = pageWindow(args);
      return {
        items: (query) => Promise.resolve(find(ctx.db, { ...graphqlSelection(query), ...window })),
        total: async () => count(ctx.db),
      };
    },
    async connection(ctx: ServiceContext, query: ListArgs): Promise<T[]> {
      requireStaff(ctx.viewer);
      return find(ctx.db, graphqlSelection(query));
    },
  };
}

type Window = Omit<ListArgs, 'include' | 'select'>;

/**
 * The findMany arguments of a list: `fallback` (its REST selection) unless GraphQL gave its own include or select
 * (plugin-prisma sends one, never both). Typed as the REST shape; GraphQL reads only what it selected.
 */
export function withSelection<D extends object>(args: ListArgs, fallback: D): D & Window {
  return ('include' in args || 'select' in args ? args : { ...fallback, ...args }) as D & Window;
}
