import type { ServiceClass } from '@rihla/db';
import { z } from 'zod';

import { requireStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { writeOrExplain } from '../lib/errors.ts';
import { decimal, id, parseInput, trimmed } from '../lib/validation.ts';
import { code, rename } from './catalog-codes.ts';

// Spec 5: decimal, minimum 0.1, step 0.1.
const multiplier = decimal('Multiplier must be a number.', { min: -Infinity, max: Infinity })
  .refine((v) => v >= 0.1, { error: 'Multiplier must be at least 0.1.' })
  .refine((v) => v <= 100, { error: 'Multiplier must be at most 100.' })
  .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, { error: 'Multiplier goes in steps of 0.1.' });

const createInput = z.object({
  code: code('Code, name and multiplier are required.'),
  name: trimmed('Code, name and multiplier are required.'),
  multiplier: z.preprocess((v) => (v === '' || v === null ? undefined : v), multiplier.default(1)),
});
const updateInput = z.object({ name: rename, multiplier: multiplier.optional() });
const CLASS_NOT_FOUND = 'Service class not found.';

/** The multiplier is a Decimal in the database and a plain number everywhere else. */
export type ServiceClassView = Omit<ServiceClass, 'multiplier'> & { multiplier: number };
export const serviceClassView = (row: ServiceClass): ServiceClassView => ({
  ...row,
  multiplier: row.multiplier.toNumber(),
});

/** Every class, cheapest first, from the catalogue cache: views (multiplier as a number), JSON body and ETag. */
export function serviceClassesEntry(ctx: ServiceContext) {
  return ctx.catalog.read('serviceClasses', 'all', async () =>
    (await ctx.db.serviceClass.findMany({ orderBy: [{ multiplier: 'asc' }, { id: 'asc' }] })).map(serviceClassView),
  );
}

export async function listServiceClasses(ctx: ServiceContext) {
  return (await serviceClassesEntry(ctx)).value;
}

export async function createServiceClass(ctx: ServiceContext, input: unknown) {
  requireStaff(ctx.viewer);
  const data = parseInput(createInput, input);
  const created = await writeOrExplain(ctx.db.serviceClass.create({ data }), {
    duplicate: `A class with code ${data.code} already exists.`,
  });
  await ctx.catalog.invalidate('serviceClasses');
  return serviceClassView(created);
}

export async function updateServiceClass(ctx: ServiceContext, classId: unknown, input: unknown) {
  requireStaff(ctx.viewer);
  const targetId = parseInput(id, classId);
  const data = parseInput(updateInput, input ?? {});
  const updated = await writeOrExplain(ctx.db.serviceClass.update({ where: { id: targetId }, data }), {
    missing: CLASS_NOT_FOUND,
  });
  await ctx.catalog.invalidate('serviceClasses');
  return serviceClassView(updated);
}

export async function deleteServiceClass(ctx: ServiceContext, classId: unknown): Promise<boolean> {
  requireStaff(ctx.viewer);
  await writeOrExplain(ctx.db.serviceClass.delete({ where: { id: parseInput(id, classId) } }), {
    missing: CLASS_NOT_FOUND,
  });
  await ctx.catalog.invalidate('serviceClasses');
  return true;
}
