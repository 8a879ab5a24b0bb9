import { changedFields, recordAudit } from '../lib/audit.ts';
import { fieldList, moneyText } from '../lib/audit-text.ts';
import { requireAdmin, requireStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { coded, foundOr404, writeOrExplain } from '../lib/errors.ts';
import { removeUpload } from '../lib/uploads.ts';
import { id, parseInput } from '../lib/validation.ts';
import { cachedRecord } from './catalog-lists.ts';
import {
  forStaff,
  localeKey,
  localized,
  mergeTranslations,
  missingTranslations,
  TRANSLATABLE,
} from './content-translations.ts';
import { createPackageInput, updatePackageInput } from './package-inputs.ts';
import { withOffers } from './package-offers.ts';
import { requestStatsRefresh } from './stats.service.ts';
import { todayUtc } from './trip-times.ts';

const PACKAGE_NOT_FOUND = 'PACKAGE_NOT_FOUND';
const OLDEST_FIRST = [{ createdAt: 'asc' as const }, { id: 'asc' as const }];
/** What every public read shows: archived packages are kept for their history but never offered. */
const ON_OFFER = { archivedAt: null };

/** A package as the public reads show it: name, description and inclusions in the reader's language. */
const forReader = <Row extends { translations: unknown }>(ctx: ServiceContext, row: Row) =>
  localized(row, TRANSLATABLE.package, ctx.locale);

/** The staff's view of a package's translations: what falls back to English ("ar.description", …). */
export const packageMissingTranslations = (row: Record<string, unknown>) =>
  missingTranslations(row, TRANSLATABLE.package);

/**
 * Every package on offer, oldest first, each with its offer (package-offers.ts), from the catalogue cache
 * (lib/catalog-cache.ts): rows, JSON body and ETag. One entry per language and day (the key carries both), so a hit
 * costs no query; an edit drops every language's entry.
 */
export function packagesEntry(ctx: ServiceContext) {
  return ctx.catalog.read('packages', `all:${localeKey(ctx.locale)}:${todayUtc()}`, async () =>
    withOffers(
      ctx,
      (await ctx.catalog.db.package.findMany({ where: ON_OFFER, orderBy: OLDEST_FIRST })).map((row) =>
        forReader(ctx, row),
      ),
    ),
  );
}

export async function listPackages(ctx: ServiceContext) {
  return (await packagesEntry(ctx)).value;
}

/** The back-office's list: every package, archived ones too (staff restore them or see what they were). */
export async function staffPackages(ctx: ServiceContext) {
  requireStaff(ctx.viewer);
  return (await ctx.db.package.findMany({ orderBy: OLDEST_FIRST })).map((row) => forStaff(row));
}

const onePackage = cachedRecord('packages', PACKAGE_NOT_FOUND, (ctx, packageId) => {
  const targetId = parseInput(id, packageId);
  return {
    key: `${targetId}:${localeKey(ctx.locale)}:${todayUtc()}`,
    load: async () => {
      const row = await ctx.catalog.db.package.findFirst({ where: { id: targetId, ...ON_OFFER } });
      return row && (await withOffers(ctx, [forReader(ctx, row)]))[0];
    },
  };
});

/** The package on offer, or null: "not there" is an answer for GraphQL's nullable `package` query. */
export const findPackage = onePackage.find;
/** REST's GET /packages/:id: the cached entry of a package on offer, or a 404. */
export const packageOr404 = onePackage.or404;

export async function createPackage(ctx: ServiceContext, input: unknown, image?: string) {
  requireStaff(ctx.viewer);
  const { translations, ...data } = parseInput(createPackageInput, input);
  const created = await writeOrExplain(
    ctx.db.$transaction(async (tx) => {
      const row = await tx.package.create({
        data: { ...data, translations: mergeTranslations({}, translations), image: image ?? null },
      });
      await recordAudit(tx, ctx.viewer, {
        action: 'package.create',
        entityType: 'Package',
        entityId: row.id,
        summary: `Created the package ${row.name} (${moneyText(row.price, row.currency)})`,
        after: {
          code: row.code,
          name: row.name,
          price: row.price,
          currency: row.currency,
          image: row.image,
          depositPercent: row.depositPercent,
          depositAmount: row.depositAmount,
          balanceDueDays: row.balanceDueDays,
        },
      });
      return row;
    }),
    { duplicate: coded('PACKAGE_CODE_TAKEN', { code: data.code }) },
  );
  await ctx.catalog.invalidate('packages');
  requestStatsRefresh(ctx);
  return forStaff(created);
}

export async function updatePackage(ctx: ServiceContext, packageId: unknown, input: unknown, image?: string) {
  requireStaff(ctx.viewer);
  const targetId = parseInput(id, packageId);
  const { clearPrice, translations, ...data } = parseInput(updatePackageInput, input ?? {});
  const before = foundOr404(await ctx.db.package.findUnique({ where: { id: targetId } }), PACKAGE_NOT_FOUND);
  const changes = {
    ...data,
    ...(clearPrice ? { price: null } : {}),
    ...(image ? { image } : {}),
    ...(translations ? { translations: mergeTranslations(before.translations, translations) } : {}),
  };
  const updated = await writeOrExplain(
    ctx.db.$transaction(async (tx) => {
      const row = await tx.package.update({ where: { id: targetId }, data: changes });
      const diff = changedFields(before, changes);
      if (Object.keys(diff.after).length > 0)
        await recordAudit(tx, ctx.viewer, {
          action: 'package.update',
          entityType: 'Package',
          entityId: targetId,
          summary: packageEditSummary(before, row, diff.after),
          ...diff,
        });
      return row;
    }),
    { missing: PACKAGE_NOT_FOUND, duplicate: coded('PACKAGE_CODE_TAKEN', { code: data.code ?? '' }) },
  );
  await ctx.catalog.invalidate('packages');
  if (image && before.image !== image) await removeUpload(ctx.storage, before.image);
  return forStaff(updated);
}

type PackageFacts = { name: string; price: number | null; currency: string };

/** "Changed the price of Classic Umrah from USD 1,250.00 to USD 1,390.00", or which fields an edit changed. */
function packageEditSummary(before: PackageFacts, after: PackageFacts, changed: Record<string, unknown>): string {
  const { price: _price, currency: _currency, ...others } = changed;
  const priced = 'price' in changed || 'currency' in changed;
  const price = `the price of ${after.name} from ${moneyText(before.price, before.currency)} to ${moneyText(after.price, after.currency)}`;
  if (priced && Object.keys(others).length === 0) return `Changed ${price}`;
  const fields = `Edited the ${fieldList(others)} of ${before.name}`;
  return priced ? `${fields}; changed ${price}` : fields;
}

/** The bookings and reviews that hang on a package: with any, it is archived rather than deleted. */
export async function packageHistory(ctx: ServiceContext, packageId: unknown) {
  requireStaff(ctx.viewer);
  const targetId = parseInput(id, packageId);
  const found = foundOr404(
    await ctx.db.package.findUnique({
      where: { id: targetId },
      select: { _count: { select: { bookings: true, reviews: true } } },
    }),
    PACKAGE_NOT_FOUND,
  );
  return found._count;
}

function plural(count: number, one: string) {
  return `${count} ${one}${count === 1 ? '' : 's'}`;
}

/** What deleting a package did: a package with history is archived (and says why), one without is gone. */
export type PackageRemoval = { archived: boolean; message: string; bookings: number; reviews: number };

/**
 * Admin only (product-rules.md#roles). A package with bookings or reviews is archived: hidden from every public read, its
 * bookings keep their package and its reviews stay. Only a package without either is deleted. The package row
 * is locked first, so a booking made meanwhile waits and is counted rather than losing its package.
 */
export async function deletePackage(ctx: ServiceContext, packageId: unknown): Promise<PackageRemoval> {
  requireAdmin(ctx.viewer, 'PACKAGE_DELETE_ADMIN_ONLY');
  const targetId = parseInput(id, packageId);
  const removal = await ctx.db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ image: string | null; name: string; code: string; archivedAt: Date | null }[]>`
      SELECT "image", "name", "code", "archivedAt" FROM "Package" WHERE "id" = ${targetId} FOR UPDATE`;
    const found = foundOr404(locked[0] ?? null, PACKAGE_NOT_FOUND);
    const [bookings, reviews] = await Promise.all([
      tx.booking.count({ where: { packageId: targetId } }),
      tx.review.count({ where: { packageId: targetId } }),
    ]);
    const audit = { entityType: 'Package', entityId: targetId } as const;
    if (bookings + reviews === 0) {
      await tx.package.delete({ where: { id: targetId } });
      await recordAudit(tx, ctx.viewer, {
        ...audit,
        action: 'package.delete',
        summary: `Deleted the package ${found.name}`,
        before: { code: found.code, name: found.name },
      });
      return { archived: false, message: 'Package deleted.', bookings, reviews, image: found.image };
    }
    const archivedAt = new Date();
    await tx.package.update({ where: { id: targetId }, data: { archivedAt } });
    const history = [bookings && plural(bookings, 'booking'), reviews && plural(reviews, 'review')].filter(Boolean);
    await recordAudit(tx, ctx.viewer, {
      ...audit,
      action: 'package.archive',
      summary: `Archived the package ${found.name} (asked to delete it; it has ${history.join(' and ')})`,
      before: { archivedAt: found.archivedAt },
      after: { archivedAt },
    });
    const message = `Package archived, not deleted: it has ${history.join(' and ')}, which keep it. It no longer shows on the site.`;
    return { archived: true, message, bookings, reviews, image: null };
  });
  await ctx.catalog.invalidate('packages');
  await removeUpload(ctx.storage, removal.image);
  requestStatsRefresh(ctx); // the dashboard counts the packages on offer
  const { image: _removedImage, ...answer } = removal;
  return answer;
}

/**
 * Archives a package (admin only, as deleting is: either takes it off the site) or puts an archived one back on
 * offer (staff). Archiving again keeps the first date.
 */
export async function setPackageArchived(ctx: ServiceContext, packageId: unknown, archived: boolean) {
  if (archived) requireAdmin(ctx.viewer, 'PACKAGE_ARCHIVE_ADMIN_ONLY');
  else requireStaff(ctx.viewer);
  const targetId = parseInput(id, packageId);
  const before = foundOr404(
    await ctx.db.package.findUnique({ where: { id: targetId }, select: { archivedAt: true, name: true } }),
    PACKAGE_NOT_FOUND,
  );
  const archivedAt = archived ? (before.archivedAt ?? new Date()) : null;
  const updated = await writeOrExplain(
    ctx.db.$transaction(async (tx) => {
      const row = await tx.package.update({ where: { id: targetId }, data: { archivedAt } });
      if ((before.archivedAt === null) === archived)
        await recordAudit(tx, ctx.viewer, {
          action: archived ? 'package.archive' : 'package.restore',
          entityType: 'Package',
          entityId: targetId,
          summary: `${archived ? 'Archived' : 'Restored'} the package ${row.name}`,
          before: { archivedAt: before.archivedAt },
          after: { archivedAt },
        });
      return row;
    }),
    { missing: PACKAGE_NOT_FOUND },
  );
  await ctx.catalog.invalidate('packages');
  requestStatsRefresh(ctx);
  return forStaff(updated);
}
