import type { Prisma, ServiceClass, TransactionClient } from '@rihla/db';
import { z } from 'zod';

import { badRequest, coded } from '../lib/errors.ts';
import { decimal, trimmed } from '../lib/validation.ts';
import { code, rename } from './catalog-codes.ts';
import {
  mergeTranslations,
  missingTranslations,
  serviceClassTranslationsInput,
  TRANSLATABLE,
  type Translations,
} from './content-translations.ts';

/** Translations as the JSON column takes them (only non-empty texts are stored: no undefined is left). */
const asJson = (translations: object) => translations as Prisma.InputJsonObject;
import { catalogList } from './catalog-lists.ts';

// Spec 5: decimal, minimum 0.1, step 0.1.
const multiplier = decimal('MULTIPLIER_NOT_NUMBER', { min: -Infinity, max: Infinity })
  .refine((v) => v >= 0.1, { error: 'MULTIPLIER_TOO_SMALL' })
  .refine((v) => v <= 100, { error: 'MULTIPLIER_TOO_LARGE' })
  .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, { error: 'MULTIPLIER_STEP' });

// Percent of every departure's seats sold in the class; empty or null leaves it as it is (100 for a new class).
const seatShareNumber = z.coerce
  .number({ error: 'SEAT_SHARE_NOT_WHOLE' })
  .int({ error: 'SEAT_SHARE_NOT_WHOLE' })
  .min(0, { error: 'SEAT_SHARE_RANGE' })
  .max(100, { error: 'SEAT_SHARE_RANGE' });
const seatShare = z.preprocess((v) => (v === '' || v === null ? undefined : v), seatShareNumber.optional());

export const createInput = z.object({
  code: code('SERVICE_CLASS_FIELDS_REQUIRED'),
  name: trimmed('SERVICE_CLASS_FIELDS_REQUIRED'),
  multiplier: z.preprocess((v) => (v === '' || v === null ? undefined : v), multiplier.default(1)),
  seatShare,
  // The display name in Arabic and Indonesian; travellers read it in their language (the code stays the code).
  translations: serviceClassTranslationsInput.transform((given) => asJson(mergeTranslations({}, given))),
});
export const updateInput = z.object({
  name: rename,
  multiplier: multiplier.optional(),
  seatShare,
  translations: serviceClassTranslationsInput.transform((given) => given && asJson(given)),
});

/**
 * The classes split each departure's seats: a share set by staff may not make them promise more seats than there
 * are. (A class created without a share has every seat, as one class alone would.)
 */
async function sharesWithinSeats(tx: TransactionClient, written: { seatShare?: number }) {
  if (written.seatShare === undefined) return;
  const { _sum } = await tx.serviceClass.aggregate({ _sum: { seatShare: true } });
  const total = _sum.seatShare ?? 0;
  if (total > 100) {
    throw badRequest('SEAT_SHARES_OVER_100', { total });
  }
}

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
  load: (ctx) => ctx.catalog.db.serviceClass.findMany({ orderBy: [{ multiplier: 'asc' }, { id: 'asc' }] }),
  createInput,
  updateInput,
  view: serviceClassView,
  notFound: 'SERVICE_CLASS_NOT_FOUND',
  duplicate: (code) => coded('SERVICE_CLASS_CODE_TAKEN', { code }),
  checkList: sharesWithinSeats,
  // An edit's translations replace the fields they give and keep the others.
  merge: (before, data) =>
    data.translations === undefined
      ? data
      : { ...data, translations: asJson(mergeTranslations(before.translations, data.translations as Translations)) },
});

/** The class name's languages that fall back to English ("ar.name"), for the admin. */
export const serviceClassMissingTranslations = (row: ServiceClassView) =>
  missingTranslations(row, TRANSLATABLE.serviceClass);

export const serviceClassesEntry = classes.entry;
export const listServiceClasses = classes.list;
export const createServiceClass = classes.create;
export const updateServiceClass = classes.update;
export const deleteServiceClass = classes.remove;
