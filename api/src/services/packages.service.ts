import { z } from 'zod';
import type { ServiceContext } from '../lib/context.ts';
import { currency, id, parseInput, trimmed } from '../lib/validation.ts';
import { conflict, isMissingRecord, isUniqueViolation, notFound } from '../lib/errors.ts';
import { requireAdmin, requireStaff } from '../lib/auth/viewer.ts';
import { requestStatsRefresh } from './stats.service.ts';

const price = z.coerce
  .number({ error: 'Price must be a whole number of minor units (e.g. 189900 for 1,899.00).' })
  .int({ error: 'Price must be a whole number of minor units (e.g. 189900 for 1,899.00).' })
  .min(0, { error: 'Price cannot be negative.' });

const optionalText = z.string().trim().max(5000).optional();

const createPackageInput = z.object({
  code: trimmed('Code and name are required.').pipe(
    z.string().max(40).regex(/^[A-Za-z0-9_-]+$/, { error: 'Code may use letters, digits, "-" and "_" only.' }),
  ),
  name: trimmed('Code and name are required.').pipe(z.string().max(200)),
  description: optionalText.default(''),
  price: z.preprocess((v) => (v === '' || v === null ? undefined : v), price.optional()),
  currency: currency.default('USD'),
});

const updatePackageInput = z.object({
  // Renames ignore an empty input (spec 5): a blank name leaves the name as it is.
  name: z.string().trim().max(200).optional().transform((v) => v || undefined),
  description: optionalText,
  price: z.preprocess((v) => (v === '' ? undefined : v), price.nullable().optional()),
  currency: currency.optional(),
  clearPrice: z.coerce.boolean().optional(),
});

export function listPackages(ctx: ServiceContext) {
  return ctx.db.package.findMany({ orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
}

export async function getPackage(ctx: ServiceContext, packageId: unknown) {
  const found = await ctx.db.package.findUnique({ where: { id: parseInput(id, packageId) } });
  if (!found) throw notFound('Package not found.');
  return found;
}

/** Like getPackage, but "not there" is an answer (null), as the GraphQL `package` query wants. */
export async function findPackage(ctx: ServiceContext, packageId: unknown) {
  return ctx.db.package.findUnique({ where: { id: parseInput(id, packageId) } });
}

export async function createPackage(ctx: ServiceContext, input: unknown, image?: string) {
  requireStaff(ctx.viewer);
  const data = parseInput(createPackageInput, input);
  try {
    const created = await ctx.db.package.create({ data: { ...data, image: image ?? null } });
    await requestStatsRefresh(ctx);
    return created;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`A package with code ${data.code} already exists.`);
    throw error;
  }
}

export async function updatePackage(ctx: ServiceContext, packageId: unknown, input: unknown, image?: string) {
  requireStaff(ctx.viewer);
  const targetId = parseInput(id, packageId);
  const { clearPrice, ...data } = parseInput(updatePackageInput, input ?? {});
  try {
    return await ctx.db.package.update({
      where: { id: targetId },
      data: { ...data, ...(clearPrice ? { price: null } : {}), ...(image ? { image } : {}) },
    });
  } catch (error) {
    if (isMissingRecord(error)) throw notFound('Package not found.');
    throw error;
  }
}

export async function deletePackage(ctx: ServiceContext, packageId: unknown): Promise<boolean> {
  requireAdmin(ctx.viewer, 'Only an admin can delete packages.');
  try {
    await ctx.db.package.delete({ where: { id: parseInput(id, packageId) } });
  } catch (error) {
    if (isMissingRecord(error)) throw notFound('Package not found.');
    throw error;
  }
  await requestStatsRefresh(ctx);
  return true;
}
