import { z } from 'zod';

import { requireStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { conflict, isMissingRecord, isStillReferenced, isUniqueViolation, notFound } from '../lib/errors.ts';
import { id, parseInput, strictBoolean, trimmed } from '../lib/validation.ts';
import { code, rename } from './catalog-codes.ts';

const createInput = z.object({
  code: code('Code and name are required.'),
  name: trimmed('Code and name are required.'),
  enabled: strictBoolean('Enabled must be true or false.').default(true),
});
const updateInput = z.object({ name: rename, enabled: strictBoolean('Enabled must be true or false.').optional() });

export function listTransportModes(ctx: ServiceContext) {
  return ctx.db.transportMode.findMany({ orderBy: [{ id: 'asc' }] });
}

export async function createTransportMode(ctx: ServiceContext, input: unknown) {
  requireStaff(ctx.viewer);
  const data = parseInput(createInput, input);
  try {
    return await ctx.db.transportMode.create({ data });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`A mode with code ${data.code} already exists.`);
    throw error;
  }
}

export async function updateTransportMode(ctx: ServiceContext, modeId: unknown, input: unknown) {
  requireStaff(ctx.viewer);
  const targetId = parseInput(id, modeId);
  const data = parseInput(updateInput, input ?? {});
  try {
    return await ctx.db.transportMode.update({ where: { id: targetId }, data });
  } catch (error) {
    if (isMissingRecord(error)) throw notFound('Transport mode not found.');
    throw error;
  }
}

export async function deleteTransportMode(ctx: ServiceContext, modeId: unknown): Promise<boolean> {
  requireStaff(ctx.viewer);
  try {
    await ctx.db.transportMode.delete({ where: { id: parseInput(id, modeId) } });
    return true;
  } catch (error) {
    if (isMissingRecord(error)) throw notFound('Transport mode not found.');
    if (isStillReferenced(error))
      throw conflict('This mode has scheduled services; disable it instead of deleting it.');
    throw error;
  }
}
