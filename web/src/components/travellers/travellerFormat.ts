import { COUNTRY_CODES } from '@rihla/db/countries';

/** The nationality options: every country the API accepts, named in English, in name order. */
export function nationalityOptions(): { value: string; label: string }[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
    a.label.localeCompare(b.label, 'en'),
  );
}

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A day as the API gives it (YYYY-MM-DD), e.g. "3 Feb 2027". */
export const formatDay = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));
