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

export function listTransportModes(ctx: ServiceContext) {
  return ctx.db.transportMode.findMany({ orderBy: [{ id: 'asc' }] });
}

export async function createTransportMode(ctx: ServiceContext, input: unknown) {
  requireStaff(ctx.viewer);
  const data = parseInput(createInput, input);
  return writeOrExplain(ctx.db.transportMode.create({ data }), {
    duplicate: `A mode with code ${data.code} already exists.`,
  });
}

export async function updateTransportMode(ctx: ServiceContext, modeId: unknown, input: unknown) {
  requireStaff(ctx.viewer);
  const targetId = parseInput(id, modeId);
  const data = parseInput(updateInput, input ?? {});
  return writeOrExplain(ctx.db.transportMode.update({ where: { id: targetId }, data }), { missing: MODE_NOT_FOUND });
}

export async function deleteTransportMode(ctx: ServiceContext, modeId: unknown): Promise<boolean> {
  requireStaff(ctx.viewer);
  await writeOrExplain(ctx.db.transportMode.delete({ where: { id: parseInput(id, modeId) } }), {
    missing: MODE_NOT_FOUND,
    referenced: 'This mode has scheduled services; disable it instead of deleting it.',
  });
  return true;
}
