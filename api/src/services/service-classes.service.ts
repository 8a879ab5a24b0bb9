import type { ServiceClass } from '@rihla/db';
import { z } from 'zod';

import { decimal, trimmed } from '../lib/validation.ts';
import { code, rename } from './catalog-codes.ts';
import { catalogList } from './catalog-lists.ts';

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

/** The multiplier is a Decimal in the database and a plain number everywhere else. */
export type ServiceClassView = Omit<ServiceClass, 'multiplier'> & { multiplier: number };
export const serviceClassView = (row: ServiceClass): ServiceClassView => ({
  ...row,
  multiplier: row.multiplier.toNumber(),
});

const classes = catalogList({
  area: 'serviceClasses',
  table: (db) => db.serviceClass,
  audit: { entityType: 'ServiceClass', noun: 'service class', label: (row) => row.name },
  load: (ctx) => ctx.db.serviceClass.findMany({ orderBy: [{ multiplier: 'asc' }, { id: 'asc' }] }),
  createInput,
  updateInput,
  view: serviceClassView,
  notFound: 'Service class not found.',
  duplicate: (code) => `A class with code ${code} already exists.`,
});

export const serviceClassesEntry = classes.entry;
export const listServiceClasses = classes.list;
export const createServiceClass = classes.create;
export const updateServiceClass = classes.update;
export const deleteServiceClass = classes.remove;
