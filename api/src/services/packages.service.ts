import { requireAdmin, requireStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { foundOr404, writeOrExplain } from '../lib/errors.ts';
import { removeUpload } from '../lib/uploads.ts';
import { id, parseInput } from '../lib/validation.ts';
import { cachedRecord } from './catalog-lists.ts';
import { createPackageInput, updatePackageInput } from './package-inputs.ts';
import { requestStatsRefresh } from './stats.service.ts';

const PACKAGE_NOT_FOUND = 'Package not found.';
const OLDEST_FIRST = [{ createdAt: 'asc' as const }, { id: 'asc' as const }];
/** What every public read shows: archived packages are kept for their history but never offered. */
const ON_OFFER = { archivedAt: null };

/** Every package on offer, oldest first, from the catalogue cache (lib/catalog-cache.ts): rows, JSON body and ETag. */
export function packagesEntry(ctx: ServiceContext) {
  return ctx.catalog.read('packages', 'all', () => ctx.db.package.findMany({ where: ON_OFFER, orderBy: OLDEST_FIRST }));
}

export async function listPackages(ctx: ServiceContext) {
  return (await packagesEntry(ctx)).value;
}

/** The back-office's list: every package, archived ones too (staff restore them or see what they were). */
export async function staffPackages(ctx: ServiceContext) {
  requireStaff(ctx.viewer);
  return ctx.db.package.findMany({ orderBy: OLDEST_FIRST });
}

const onePackage = cachedRecord('packages', PACKAGE_NOT_FOUND, (ctx, packageId) => {
  const targetId = parseInput(id, packageId);
  return { key: String(targetId), load: () => ctx.db.package.findFirst({ where: { id: targetId, ...ON_OFFER } }) };
});

/** The package on offer, or null: "not there" is an answer for GraphQL's nullable `package` query. */
export const findPackage = onePackage.find;
/** REST's GET /packages/:id: the cached entry of a package on offer, or a 404. */
export const packageOr404 = onePackage.or404;

export async function createPackage(ctx: ServiceContext, input: unknown, image?: string) {
  requireStaff(ctx.viewer);
  const data = parseInput(createPackageInput, input);
  const created = await writeOrExplain(ctx.db.package.create({ data: { ...data, image: image ?? null } }), {
    duplicate: `A package with code ${data.code} already exists.`,
  });
  await ctx.catalog.invalidate('packages');
  requestStatsRefresh(ctx);
  return created;
}

export async function updatePackage(ctx: ServiceContext, packageId: unknown, input: unknown, image?: string) {
  requireStaff(ctx.viewer);
  const targetId = parseInput(id, packageId);
  const { clearPrice, ...data } = parseInput(updatePackageInput, input ?? {});
  const before = foundOr404(
    await ctx.db.package.findUnique({ where: { id: targetId }, select: { image: true } }),
    PACKAGE_NOT_FOUND,
  );
  const updated = await writeOrExplain(
    ctx.db.package.update({
      where: { id: targetId },
      data: { ...data, ...(clearPrice ? { price: null } : {}), ...(image ? { image } : {}) },
    }),
    { missing: PACKAGE_NOT_FOUND, duplicate: `A package with code ${data.code} already exists.` },
  );
  await ctx.catalog.invalidate('packages');
  if (image && before.image !== image) await removeUpload(ctx.config.uploadDir, before.image);
  return updated;
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
 * Admin only (spec 6). A package that has bookings or reviews is archived: hidden from every public read, its
 * bookings keep their package and its reviews stay. Only a package without either is deleted. The package row
 * is locked first, so a booking made meanwhile waits and is counted rather than losing its package.
 */
export async function deletePackage(ctx: ServiceContext, packageId: unknown): Promise<PackageRemoval> {
  requireAdmin(ctx.viewer, 'Only an admin can delete packages.');
  const targetId = parseInput(id, packageId);
  const removal = await ctx.db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ image: string | null }[]>`
      SELECT "image" FROM "Package" WHERE "id" = ${targetId} FOR UPDATE`;
    const image = foundOr404(locked[0] ?? null, PACKAGE_NOT_FOUND).image;
    const [bookings, reviews] = await Promise.all([
      tx.booking.count({ where: { packageId: targetId } }),
      tx.review.count({ where: { packageId: targetId } }),
    ]);
    if (bookings + reviews === 0) {
      await tx.package.delete({ where: { id: targetId } });
      return { archived: false, message: 'Package deleted.', bookings, reviews, image };
    }
    await tx.package.update({ where: { id: targetId }, data: { archivedAt: new Date() } });
    const history = [bookings && plural(bookings, 'booking'), reviews && plural(reviews, 'review')].filter(Boolean);
    const message = `Package archived, not deleted: it has ${history.join(' and ')}, which keep it. It no longer shows on the site.`;
    return { archived: true, message, bookings, reviews, image: null };
  });
  await ctx.catalog.invalidate('packages');
  await removeUpload(ctx.config.uploadDir, removal.image);
  requestStatsRefresh(ctx); // the dashboard counts the packages on offer
  const { image: _removedImage, ...answer } = removal;
  return answer;
}

/**
 * Archives a package (admin only, as deleting is: either takes it off the site) or puts an archived one back on
 * offer (staff). Archiving again keeps the first date.
 */
export async function setPackageArchived(ctx: ServiceContext, packageId: unknown, archived: boolean) {
  if (archived) requireAdmin(ctx.viewer, 'Only an admin can archive packages.');
  else requireStaff(ctx.viewer);
  const targetId = parseInput(id, packageId);
  const before = foundOr404(
    await ctx.db.package.findUnique({ where: { id: targetId }, select: { archivedAt: true } }),
    PACKAGE_NOT_FOUND,
  );
  const updated = await writeOrExplain(
    ctx.db.package.update({
      where: { id: targetId },
      data: { archivedAt: archived ? (before.archivedAt ?? new Date()) : null },
    }),
    { missing: PACKAGE_NOT_FOUND },
  );
  await ctx.catalog.invalidate('packages');
  requestStatsRefresh(ctx);
  return updated;
}
