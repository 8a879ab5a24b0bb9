import { TravellerRelation } from '@rihla/db';
import { isCountryCode } from '@rihla/db/countries';
import { z } from 'zod';

import { badRequest } from '../lib/errors.ts';
import { isCalendarDate, todayUtc } from './trip-times.ts';

/**
 * The travellers form's rules (issue #14, item 2), one schema for REST and GraphQL. Messages name the traveller
 * ("Traveller 2: …") because the form shows one error for the whole list.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 3 Feb 2027, as a person reads it (a fixed spelling: ICU versions differ on "Sep"/"Sept"). */
export function longDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[month - 1]} ${year}`;
}

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

const day = (message: string) => z.string({ error: message }).trim().refine(isCalendarDate, { error: message });

const travellerInput = z.object(
  {
    fullName: z
      .string({ error: 'Enter the full name as on the passport.' })
      .trim()
      .transform((name) => name.replace(/\s+/g, ' '))
      .pipe(
        z
          .string()
          .min(2, { error: 'The full name as on the passport must be 2 to 100 characters.' })
          .max(100, { error: 'The full name as on the passport must be 2 to 100 characters.' })
          .refine((name) => !name.includes('\u0000'), { error: 'Text must not contain NUL characters.' }),
      ),
    dateOfBirth: day('Enter the date of birth (YYYY-MM-DD).')
      .refine((d) => d >= '1900-01-01', { error: 'The date of birth cannot be before 1900.' })
      .refine((d) => d < todayUtc(), { error: 'The date of birth must be in the past.' }),
    nationality: z
      .string({ error: 'Choose the nationality.' })
      .trim()
      .toUpperCase()
      .refine(isCountryCode, { error: 'Choose the nationality from the list (a country code such as SA or GB).' }),
    passportNumber: z
      .string({ error: 'Enter the passport number.' })
      .transform((n) => n.replace(/[\s-]/g, '').toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9]{5,20}$/, { error: 'The passport number must be 5 to 20 letters and digits.' })),
    passportExpiry: day('Enter the passport’s expiry date (YYYY-MM-DD).'),
    relation: z.enum(TravellerRelation, { error: 'Choose the relation to the lead traveller.' }),
  },
  { error: 'Give each traveller’s details.' },
);

export type TravellerInput = z.infer<typeof travellerInput>;

export const saveInput = z.object(
  {
    travellers: z
      .array(travellerInput, { error: 'Give the list of travellers.' })
      .min(1, { error: 'Add at least the lead traveller.' })
      .max(9, { error: 'A booking has at most 9 travellers.' }),
  },
  { error: 'Give the list of travellers.' },
);

/** Parses the whole list; an issue inside one traveller says which ("Traveller 2: …"). */
export function parseTravellers(input: unknown): TravellerInput[] {
  const result = saveInput.safeParse(input);
  if (!result.success) {
    const [issue] = result.error.issues;
    const index = issue.path[0] === 'travellers' ? issue.path[1] : undefined;
    throw badRequest(typeof index === 'number' ? `Traveller ${index + 1}: ${issue.message}` : issue.message);
  }
  const { travellers } = result.data;
  travellers.forEach((t, i) => {
    if (i === 0 && t.relation !== 'LEAD')
      throw badRequest('Traveller 1 is the lead traveller: their relation is “Lead traveller”.');
    if (i > 0 && t.relation === 'LEAD')
      throw badRequest(`Traveller ${i + 1}: only traveller 1 is the lead traveller; choose their relation to them.`);
  });
  return travellers;
}

/** The six-month rule most visas ask: the passport valid six months after the return date. */
export function checkPassportValidity(t: TravellerInput, returnDate: string): void {
  const needed = addMonths(returnDate, 6);
  if (t.passportExpiry >= needed) return;
  throw badRequest(
    `The passport of ${t.fullName} expires on ${longDate(t.passportExpiry)}; it must be valid until at least ` +
      `${longDate(needed)} (six months after you return).`,
  );
}
