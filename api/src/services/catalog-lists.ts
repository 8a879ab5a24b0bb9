import type { TransactionClient } from '@rihla/db';
import type { ErrorReason } from '@rihla/db/error-reasons';
import type { z } from 'zod';

import { changedFields, recordAudit } from '../lib/audit.ts';
import { changeList } from '../lib/audit-text.ts';
import { requireStaff } from '../lib/auth/viewer.ts';
import type { CatalogArea } from '../lib/catalog-cache.ts';
import type { ServiceContext } from '../lib/context.ts';
import { type CodedReason, foundOr404, writeOrExplain } from '../lib/errors.ts';
import { id, parseInput } from '../lib/validation.ts';

/** The reads and writes a small catalogue list's table takes (Prisma's delegate for that model fits). */
type ListTable<Row, Create, Update> = {
  findUnique(args: { where: { id: number } }): PromiseLike<Row | null>;
  create(args: { data: Create }): PromiseLike<Row>;
  update(args: { where: { id: number }; data: Update }): PromiseLike<Row>;
  delete(args: { where: { id: number } }): PromiseLike<Row>;
};

type ListSpec<Row extends { id: number }, Create extends { code: string }, Update, View> = {
  area: CatalogArea;
  table: (db: TransactionClient) => ListTable<Row, Create, Update>;
  /** How the audit log names the list's rows: entity type, a noun ("transport mode") and a row's label. */
  audit: { entityType: string; noun: string; label: (row: Row) => string };
  /** The whole list in display order, as the public pages read it (through the cache). */
  load: (ctx: ServiceContext) => PromiseLike<Row[]>;
  createInput: z.ZodType<Create, unknown>;
  updateInput: z.ZodType<Update, unknown>;
  /** How an answer leaves the service (e.g. a Decimal column as a number). */
  view: (row: Row) => View;
  notFound: ErrorReason;
  duplicate: (code: string) => CodedReason;
  /** Said when rows elsewhere still point at the one being deleted. */
  referenced?: ErrorReason;
  /** What an update writes, given the row before it (e.g. translations merged over the stored ones). */
  merge?: (before: Row, data: Update) => Update;
  /** A rule over the whole list, checked in the write's transaction after a create or update (throw to refuse). */
  checkList?: (tx: TransactionClient, written: Create | Update) => Promise<void>;
};

/**
 * A small catalogue list that staff edit (transport modes, service classes): one rule for all of them. Reads come
 * from the catalogue cache (rows, JSON body and ETag). Writes are staff only, checked by the list's own schema,
 * their database refusals worded, and they drop the list's cache in every API process, so the public pages show
 * the change at once.
 */
export function catalogList<Row extends { id: number }, Create extends { code: string }, Update, View>(
  spec: ListSpec<Row, Create, Update, View>,
) {
  const { area, table, view, notFound, audit } = spec;
  const entry = (row: Row, verb: string, summary: string) => ({
    action: `${audit.entityType.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}.${verb}`,
    entityType: audit.entityType,
    entityId: row.id,
    summary: `${summary} the ${audit.noun} ${audit.label(row)}`,
  });
  const changed = async <T>(ctx: ServiceContext, written: T) => {
    await ctx.catalog.invalidate(area);
    return written;
  };
  const cached = (ctx: ServiceContext) => ctx.catalog.read(area, 'all', async () => (await spec.load(ctx)).map(view));
  return {
    entry: cached,
    list: async (ctx: ServiceContext) => (await cached(ctx)).value,
    create: async (ctx: ServiceContext, input: unknown): Promise<View> => {
      requireStaff(ctx.viewer);
      const data = parseInput(spec.createInput, input);
      const row = await writeOrExplain(
        ctx.db.$transaction(async (tx) => {
          const created = await table(tx).create({ data });
          await spec.checkList?.(tx, data);
          await recordAudit(tx, ctx.viewer, { ...entry(created, 'create', 'Added'), after: { ...data } });
          return created;
        }),
        { duplicate: spec.duplicate(data.code) },
      );
      return changed(ctx, view(row));
    },
    update: async (ctx: ServiceContext, rowId: unknown, input: unknown): Promise<View> => {
      requireStaff(ctx.viewer);
      const where = { id: parseInput(id, rowId) };
      const data = parseInput(spec.updateInput, input ?? {});
      const row = await ctx.db.$transaction(async (tx) => {
        const before = foundOr404(await table(tx).findUnique({ where }), notFound);
        const updated = await table(tx).update({ where, data: spec.merge ? spec.merge(before, data) : data });
        await spec.checkList?.(tx, data);
        const diff = changedFields(view(before) as Record<string, unknown>, data as Record<string, unknown>);
        if (Object.keys(diff.after).length > 0)
          await recordAudit(tx, ctx.viewer, {
            ...entry(before, 'update', 'Edited'),
            ...diff,
            summary: `Edited the ${audit.noun} ${audit.label(before)}: ${changeList(diff)}`,
          });
        return updated;
      });
      return changed(ctx, view(row));
    },
    remove: async (ctx: ServiceContext, rowId: unknown): Promise<boolean> => {
      requireStaff(ctx.viewer);
      const where = { id: parseInput(id, rowId) };
      await writeOrExplain(
        ctx.db.$transaction(async (tx) => {
          const before = foundOr404(await table(tx).findUnique({ where }), notFound);
          await table(tx).delete({ where });
          await recordAudit(tx, ctx.viewer, {
            ...entry(before, 'delete', 'Deleted'),
            before: view(before) as Record<string, unknown>,
          });
        }),
        { missing: notFound, referenced: spec.referenced },
      );
      return changed(ctx, true);
    },
  };
}

/**
 * One catalogue record by a caller's reference, through the cache: `find` answers null when it is not there
 * (GraphQL's nullable fields), `or404` refuses with the record's own message (REST).
 */
export function cachedRecord<Row>(
  area: CatalogArea,
  notFound: ErrorReason,
  locate: (ctx: ServiceContext, ref: unknown) => { key: string; load: () => Promise<Row | null> },
) {
  const entry = (ctx: ServiceContext, ref: unknown) => {
    const { key, load } = locate(ctx, ref);
    return ctx.catalog.read(area, key, load);
  };
  return {
    find: async (ctx: ServiceContext, ref: unknown) => (await entry(ctx, ref)).value,
    or404: async (ctx: ServiceContext, ref: unknown) => {
      const found = await entry(ctx, ref);
      foundOr404(found.value, notFound);
      return found;
    },
  };
}
