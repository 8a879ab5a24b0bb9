import { z } from 'zod';

import { requireStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { writeOrExplain } from '../lib/errors.ts';
import { id, parseInput, strictBoolean, trimmed } from '../lib/validation.ts';
import { code, rename } from './catalog-codes.ts';

const createInput = z.object({
  code: code('Code and name are required.'),
  name: trimmed('Code and name are required.'),
  enabled: strictBoolean('Enabled must be true or false.').default(true),
});
const updateInput = z.object({ name: rename, enabled: strictBoolean('Enabled must be true or false.').optional() });
const MODE_NOT_FOUND = 'Transport mode not found.';

/** Every mode (enabled or not) from the catalogue cache: rows, JSON body and ETag. */
export function transportModesEntry(ctx: ServiceContext) {
  return ctx.catalog.read('transportModes', 'all', () => ctx.db.transportMode.findMany({ orderBy: [{ id: 'asc' }] }));
}

export async function listTransportModes(ctx: ServiceContext) {
  return (await transportModesEntry(ctx)).value;
}

export async function createTransportMode(ctx: ServiceContext, input: unknown) {
  requireStaff(ctx.viewer);
  const data = parseInput(createInput, input);
  const created = await writeOrExplain(ctx.db.transportMode.create({ data }), {
    duplicate: `A mode with code ${data.code} already exists.`,
  });
  await ctx.catalog.invalidate('transportModes');
  return created;
}

export async function updateTransportMode(ctx: ServiceContext, modeId: unknown, input: unknown) {
  requireStaff(ctx.viewer);
  const targetId = parseInput(id, modeId);
  const data = parseInput(updateInput, input ?? {});
  const updated = await writeOrExplain(ctx.db.transportMode.update({ where: { id: targetId }, data }), {
    missing: MODE_NOT_FOUND,
  });
  await ctx.catalog.invalidate('transportModes');
  return updated;
}

export async function deleteTransportMode(ctx: ServiceContext, modeId: unknown): Promise<boolean> {
  requireStaff(ctx.viewer);
  await writeOrExplain(ctx.db.transportMode.delete({ where: { id: parseInput(id, modeId) } }), {
    missing: MODE_NOT_FOUND,
    referenced: 'This mode has scheduled services; disable it instead of deleting it.',
  });
  await ctx.catalog.invalidate('transportModes');
  return true;
}
