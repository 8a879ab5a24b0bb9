import { z } from 'zod';

import { strictBoolean, trimmed } from '../lib/validation.ts';
import { code, rename } from './catalog-codes.ts';
import { catalogList } from './catalog-lists.ts';

export const createInput = z.object({
  code: code('Code and name are required.'),
  name: trimmed('Code and name are required.'),
  enabled: strictBoolean('Enabled must be true or false.').default(true),
});
export const updateInput = z.object({
  name: rename,
  enabled: strictBoolean('Enabled must be true or false.').optional(),
});

const modes = catalogList({
  area: 'transportModes',
  table: (db) => db.transportMode,
  audit: { entityType: 'TransportMode', noun: 'transport mode', label: (row) => row.name },
  load: (ctx) => ctx.catalog.db.transportMode.findMany({ orderBy: [{ id: 'asc' }] }),
  createInput,
  updateInput,
  view: (row) => row,
  notFound: 'Transport mode not found.',
  duplicate: (code) => `A mode with code ${code} already exists.`,
  referenced: 'This mode has scheduled services; disable it instead of deleting it.',
});

export const transportModesEntry = modes.entry;
export const listTransportModes = modes.list;
export const createTransportMode = modes.create;
export const updateTransportMode = modes.update;
export const deleteTransportMode = modes.remove;
