import { z } from 'zod';

import { currency, int, INT4_MAX, issueMessage, strictBoolean, text, trimmed } from '../lib/validation.ts';
import { packageTranslationsInput } from './content-translations.ts';

const PRICE = issueMessage('PRICE_INVALID', { max: INT4_MAX });
const NIGHTS = 'NIGHTS_INVALID';
const DISTANCE = 'DISTANCE_INVALID';
const DESCRIPTION_MAX = 5000;
const HOTEL_MAX = 200;
const INCLUSION_MAX = 200;
const INCLUSIONS_MAX = 30;

// A form sends an empty field for "no value"; GraphQL sends null.
const blankIsAbsent = (v: unknown) => (v === '' || v === null ? undefined : v);
// In an edit, an emptied field clears the value (null), an absent one leaves it as it is (undefined).
const blankIsNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const price = int(PRICE, { min: 0 });
// Deposit and balance (issue 14, item 3): a percentage of the amount owed or a fixed amount per traveller.
const depositPercent = int('DEPOSIT_PERCENT_INVALID', { min: 1, max: 99 });
const depositAmount = int(issueMessage('DEPOSIT_PER_TRAVELLER_INVALID', { max: INT4_MAX }), { min: 1 });
const balanceDueDays = int('BALANCE_DUE_DAYS_INVALID', { min: 0, max: 365 });
const ONE_DEPOSIT = 'DEPOSIT_EITHER_OR';
const nights = int(NIGHTS, { min: 1, max: 365 });
const haramDistanceM = int(DISTANCE, { min: 0, max: 100_000 });
const hotel = trimmed('HOTEL_BLANK', HOTEL_MAX);
const description = text(DESCRIPTION_MAX, 'DESCRIPTION_TOO_LONG').transform((v) => v.trim());
const code = trimmed('CODE_AND_NAME_REQUIRED', 40).pipe(
  z.string().regex(/^[A-Za-z0-9_-]+$/, { error: 'CODE_CHARACTERS_INVALID' }),
);

/**
 * What the package includes, one item a line: a list (GraphQL, JSON) or one text of lines (a form field). Blank
 * lines and repeats are dropped, so an empty text clears the list.
 */
const inclusions = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(/\r?\n/) : v),
  z
    .array(text(INCLUSION_MAX, 'INCLUSION_TOO_LONG'), {
      error: 'INCLUSIONS_NOT_LIST',
    })
    // A line given twice is listed once.
    .transform((lines) => [...new Set(lines.map((line) => line.trim()).filter(Boolean))])
    .pipe(
      z.array(z.string()).max(INCLUSIONS_MAX, { error: issueMessage('INCLUSIONS_TOO_MANY', { max: INCLUSIONS_MAX }) }),
    ),
);

export const createPackageInput = z
  .object({
    code,
    name: trimmed('CODE_AND_NAME_REQUIRED'),
    description: z.preprocess(blankIsAbsent, description.default('')),
    price: z.preprocess(blankIsAbsent, price.optional()),
    currency: z.preprocess(blankIsAbsent, currency.default('USD')),
    nights: z.preprocess(blankIsAbsent, nights.optional()),
    hotel: z.preprocess(blankIsAbsent, hotel.optional()),
    haramDistanceM: z.preprocess(blankIsAbsent, haramDistanceM.optional()),
    inclusions: z.preprocess((v) => v ?? undefined, inclusions.optional()),
    depositPercent: z.preprocess(blankIsAbsent, depositPercent.optional()),
    depositAmount: z.preprocess(blankIsAbsent, depositAmount.optional()),
    balanceDueDays: z.preprocess(blankIsAbsent, balanceDueDays.optional()),
    // Arabic and Indonesian name, description and inclusions; an empty field falls back to English.
    translations: packageTranslationsInput,
  })
  .refine((p) => p.depositPercent === undefined || p.depositAmount === undefined, {
    message: ONE_DEPOSIT,
    path: ['depositAmount'],
  });

/** Every field of a package; each one absent stays as it is. */
export const updatePackageInput = z
  .object({
    code: z.preprocess(blankIsAbsent, code.optional()),
    // Renames ignore an empty input (docs/product-rules.md#validation): a blank name leaves the name as it is.
    name: z.preprocess(blankIsAbsent, text().optional()).transform((v) => v?.trim() || undefined),
    description: z.preprocess((v) => (v === null ? undefined : v), description.optional()),
    price: z.preprocess((v) => (v === '' ? undefined : v), price.nullable().optional()),
    currency: z.preprocess(blankIsAbsent, currency.optional()),
    clearPrice: z.preprocess(blankIsAbsent, strictBoolean('CLEAR_PRICE_INVALID').optional()),
    nights: z.preprocess(blankIsNull, nights.nullable().optional()),
    hotel: z.preprocess(blankIsNull, hotel.nullable().optional()),
    haramDistanceM: z.preprocess(blankIsNull, haramDistanceM.nullable().optional()),
    inclusions: z.preprocess((v) => (v === null ? [] : v), inclusions.optional()),
    // An emptied deposit field removes that kind of deposit; setting one kind clears the other.
    depositPercent: z.preprocess(blankIsNull, depositPercent.nullable().optional()),
    depositAmount: z.preprocess(blankIsNull, depositAmount.nullable().optional()),
    balanceDueDays: z.preprocess(blankIsAbsent, balanceDueDays.optional()),
    // Merged into what is stored: a given field replaces its translation (empty removes it), an absent one stays.
    translations: packageTranslationsInput,
  })
  .refine((p) => p.depositPercent == null || p.depositAmount == null, { message: ONE_DEPOSIT, path: ['depositAmount'] })
  .transform((p) => ({
    ...p,
    ...(p.depositPercent != null && p.depositAmount === undefined ? { depositAmount: null } : {}),
    ...(p.depositAmount != null && p.depositPercent === undefined ? { depositPercent: null } : {}),
  }));
