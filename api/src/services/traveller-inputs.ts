import { Gender, TravellerRelation } from '@rihla/db';
import { isCountryCode } from '@rihla/db/countries';
import { isPassportName } from '@rihla/db/passport-names';
import { z } from 'zod';

import { AppError, badRequest } from '../lib/errors.ts';
import { type IssueMessage, issueReason } from '../lib/validation.ts';
import { isCalendarDate, todayUtc } from './trip-times.ts';

/**
 * The travellers form's rules (issue #14, item 2), one schema for REST and GraphQL. Messages name the traveller
 * ("Traveller 2: …") because the form shows one error for the whole list.
 */

/** The day `months` calendar months after `day` (YYYY-MM-DD), clamped to the month's last day (31 Aug + 6 = 28 Feb). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, last));
  return first.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const day = (message: IssueMessage) => z.string({ error: message }).trim().refine(isCalendarDate, { error: message });

/** The passport fields a package traveller and a trip passenger share (trip-passenger-inputs.ts). */
export const passportFields = {
  fullName: z
    .string({ error: 'TRAVELLER_NAME_REQUIRED' })
    .trim()
    .transform((name) => name.replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .min(2, { error: 'TRAVELLER_NAME_LENGTH' })
        .max(100, { error: 'TRAVELLER_NAME_LENGTH' })
        .refine((name) => !name.includes('\u0000'), { error: 'TEXT_HAS_NUL' }),
    ),
  dateOfBirth: day('TRAVELLER_BIRTH_DATE_REQUIRED')
    .refine((d) => d >= '1900-01-01', { error: 'TRAVELLER_BIRTH_DATE_TOO_EARLY' })
    .refine((d) => d < todayUtc(), { error: 'TRAVELLER_BIRTH_DATE_FUTURE' }),
  nationality: z
    .string({ error: 'TRAVELLER_NATIONALITY_REQUIRED' })
    .trim()
    .toUpperCase()
    .refine(isCountryCode, { error: 'TRAVELLER_NATIONALITY_INVALID' }),
  passportNumber: z
    .string({ error: 'TRAVELLER_PASSPORT_REQUIRED' })
    .transform((n) => n.replace(/[\s-]/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{5,20}$/, { error: 'TRAVELLER_PASSPORT_INVALID' })),
};

/**
 * A package traveller's name is the passport's machine-readable one (Latin letters A–Z, @rihla/db/passport-names),
 * as is a trip passenger's where the route asks the passport (trip-passengers.ts requirePassports).
 */
export const NAME_NOT_LATIN = 'TRAVELLER_NAME_NOT_LATIN';

const travellerInput = z.object(
  {
    ...passportFields,
    fullName: passportFields.fullName.refine(isPassportName, { error: NAME_NOT_LATIN }),
    passportExpiry: day('TRAVELLER_PASSPORT_EXPIRY_REQUIRED'),
    relation: z.enum(TravellerRelation, { error: 'TRAVELLER_RELATION_REQUIRED' }),
    gender: z.enum(Gender, { error: 'TRAVELLER_GENDER_REQUIRED' }),
    // Most passports are issued by the holder's own state: left out, it is the nationality.
    passportIssuingCountry: z
      .string({ error: 'TRAVELLER_ISSUING_COUNTRY_INVALID' })
      .trim()
      .toUpperCase()
      .refine(isCountryCode, { error: 'TRAVELLER_ISSUING_COUNTRY_INVALID' })
      .nullish(),
  },
  { error: 'TRAVELLER_DETAILS_REQUIRED' },
);

export type TravellerInput = z.infer<typeof travellerInput> & { passportIssuingCountry: string };

export const saveInput = z.object(
  {
    travellers: z
      .array(travellerInput, { error: 'TRAVELLERS_LIST_REQUIRED' })
      .min(1, { error: 'TRAVELLERS_LEAD_REQUIRED' })
      .max(9, { error: 'TRAVELLERS_TOO_MANY' }),
  },
  { error: 'TRAVELLERS_LIST_REQUIRED' },
);

/** Parses the whole list; an issue inside one traveller says which ("Traveller 2: …"). */
export function parseTravellers(input: unknown): TravellerInput[] {
  const result = saveInput.safeParse(input);
  if (!result.success) {
    const [issue] = result.error.issues;
    const index = issue.path[0] === 'travellers' ? issue.path[1] : undefined;
    const { reason, params } = issueReason(issue);
    if (typeof index === 'number' && !params)
      throw badRequest('TRAVELLER_ISSUE', { number: index + 1, detail: reason });
    throw new AppError(400, 'BAD_USER_INPUT', reason, params);
  }
  const travellers = result.data.travellers.map((t) => ({
    ...t,
    passportIssuingCountry: t.passportIssuingCountry ?? t.nationality,
  }));
  travellers.forEach((t, i) => {
    if (i === 0 && t.relation !== 'LEAD') throw badRequest('TRAVELLER_FIRST_IS_LEAD');
    if (i > 0 && t.relation === 'LEAD') throw badRequest('TRAVELLER_ONLY_FIRST_IS_LEAD', { number: i + 1 });
  });
  return travellers;
}

/** The six-month rule most visas ask: the passport valid six months after the return date. */
export function checkPassportValidity(t: TravellerInput, returnDate: string): void {
  const needed = addMonths(returnDate, 6);
  if (t.passportExpiry >= needed) return;
  // Days travel as YYYY-MM-DD: the English says "3 Feb 2027", the client writes them its reader's way.
  throw badRequest('PASSPORT_EXPIRES_TOO_SOON', { name: t.fullName, expiry: t.passportExpiry, validUntil: needed });
}
