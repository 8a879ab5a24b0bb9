import { z } from 'zod';

import { requireAdmin, requireStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { foundOr404, writeOrExplain } from '../lib/errors.ts';
import { removeUpload } from '../lib/uploads.ts';
import { currency, id, int, INT4_MAX, parseInput, strictBoolean, text, trimmed } from '../lib/validation.ts';
import { cachedRecord } from './catalog-lists.ts';
import { requestStatsRefresh } from './stats.service.ts';

const PRICE = `Price must be a whole number of minor units from 0 to ${INT4_MAX} (e.g. 189900 for 1,899.00).`;
const price = int(PRICE, { min: 0 });
// A form sends an empty field for "no price"; GraphQL sends null.
const blankIsAbsent = (v: unknown) => (v === '' || v === null ? undefined : v);

const DESCRIPTION_MAX = 5000;
const description = text(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters.`).transform((v) =>
  v.trim(),
);

const createPackageInput = z.object({
  code: trimmed('Code and name are required.', 40).pipe(
    z.string().regex(/^[A-Za-z0-9_-]+$/, { error: 'Code may use letters, digits, "-" and "_" only.' }),
  ),
  name: trimmed('Code and name are required.'),
  description: z.preprocess(blankIsAbsent, description.default('')),
  price: z.preprocess(blankIsAbsent, price.optional()),
  currency: z.preprocess(blankIsAbsent, currency.default('USD')),
});

const updatePackageInput = z.object({
  // Renames ignore an empty input (spec 5): a blank name leaves the name as it is.
  name: z.preprocess(blankIsAbsent, text().optional()).transform((v) => v?.trim() || undefined),
  description: z.preprocess((v) => (v === null ? undefined : v), description.optional()),
  price: z.preprocess((v) => (v === '' ? undefined : v), price.nullable().optional()),
  currency: z.preprocess(blankIsAbsent, currency.optional()),
  clearPrice: z.preprocess(blankIsAbsent, strictBoolean('clearPrice must be true or false.').optional()),
});

/** Every package, oldest first, from the catalogue cache (lib/catalog-cache.ts): rows, JSON body and ETag. */
export function packagesEntry(ctx: ServiceContext) {
  return ctx.catalog.read('packages', 'all', () =>
    ctx.db.package.findMany({ orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
  );
}

export async function listPackages(ctx: ServiceContext) {
  return (await packagesEntry(ctx)).value;
}

const PACKAGE_NOT_FOUND = 'Package not found.';

const onePackage = cachedRecord('packages', PACKAGE_NOT_FOUND, (ctx, packageId) => {
  const targetId = parseInput(id, packageId);
  return { key: String(targetId), load: () => ctx.db.package.findUnique({ where: { id: targetId } }) };
});

/** The package, or null: "not there" is an answer for GraphQL's nullable `package` query. */
export const findPackage = onePackage.find;
/** REST's GET /packages/:id: the cached entry of a package that exists, or a 404. */
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
    { missing: PACKAGE_NOT_FOUND },
  );
  await ctx.catalog.invalidate('packages');
  if (image && before.image !== image) await removeUpload(ctx.config.uploadDir, before.image);
  return updated;
}

export async function deletePackage(ctx: ServiceContext, packageId: unknown): Promise<boolean> {
  requireAdmin(ctx.viewer, 'Only an admin can delete packages.');
  const deleted = await writeOrExplain(ctx.db.package.delete({ where: { id: parseInput(id, packageId) } }), {
    missing: PACKAGE_NOT_FOUND,
  });
  await ctx.catalog.invalidate('packages');
  await removeUpload(ctx.config.uploadDir, deleted.image);
  requestStatsRefresh(ctx);
  return true;
}
