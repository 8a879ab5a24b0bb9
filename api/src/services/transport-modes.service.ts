import { z } from 'zod';

import { coded } from '../lib/errors.ts';
import { strictBoolean, trimmed } from '../lib/validation.ts';
import { code, rename } from './catalog-codes.ts';
import { catalogList } from './catalog-lists.ts';

export const createInput = z.object({
  code: code('CODE_AND_NAME_REQUIRED'),
  name: trimmed('CODE_AND_NAME_REQUIRED'),
  enabled: strictBoolean('ENABLED_INVALID').default(true),
});
export const updateInput = z.object({
  name: rename,
  enabled: strictBoolean('ENABLED_INVALID').optional(),
});

const modes = catalogList({
  area: 'transportModes',
  table: (db) => db.transportMode,
  audit: { entityType: 'TransportMode', noun: 'transport mode', label: (row) => row.name },
  load: (ctx) => ctx.catalog.db.transportMode.findMany({ orderBy: [{ id: 'asc' }] }),
  createInput,
  updateInput,
  view: (row) => row,
  notFound: 'TRANSPORT_MODE_NOT_FOUND',
  duplicate: (code) => coded('TRANSPORT_MODE_CODE_TAKEN', { code }),
  referenced: 'TRANSPORT_MODE_IN_USE',
});

export const transportModesEntry = modes.entry;
export const listTransportModes = modes.list;
export const createTransportMode = modes.create;
export const updateTransportMode = modes.update;
export const deleteTransportMode = modes.remove;
