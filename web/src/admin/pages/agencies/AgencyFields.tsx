import { COUNTRY_CODES, countryName } from '@rihla/db/countries';
import { CURRENCIES } from '@rihla/db/currencies';

import { Checkbox, Select, TextInput } from '../../../components/ui';
import type { CreateAgencyInput } from '../../../gql/graphql';
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES } from '../../../i18n/locales';
import { currencyExponent, toMinorUnits } from '../../../lib/price';

/** An agency's profile and money terms as typed: amounts in major units, as staff read them. */
type AgencyForm = {
  name: string;
  country: string;
  currency: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  creditLimit: string;
  paymentTermsDays: string;
  defaultCommissionBasisPoints: string;
  emailPilgrims: boolean;
  language: string;
};

export const EMPTY_AGENCY_FORM: AgencyForm = {
  name: '',
  country: '',
  currency: 'USD',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  creditLimit: '0',
  paymentTermsDays: '14',
  defaultCommissionBasisPoints: '0',
  emailPilgrims: false,
  language: DEFAULT_LOCALE,
};

type Saved = Omit<CreateAgencyInput, 'contactPhone'> & { contactPhone?: string | null };

/** The form of a saved agency (its credit limit back in major units). */
export function agencyFormOf(agency: Saved): AgencyForm {
  const exponent = currencyExponent(agency.currency);
  return {
    name: agency.name,
    country: agency.country,
    currency: agency.currency,
    contactName: agency.contactName,
    contactEmail: agency.contactEmail,
    contactPhone: agency.contactPhone ?? '',
    creditLimit: (agency.creditLimit / 10 ** exponent).toFixed(exponent),
    paymentTermsDays: String(agency.paymentTermsDays ?? 14),
    defaultCommissionBasisPoints: String(agency.defaultCommissionBasisPoints ?? 0),
    emailPilgrims: agency.emailPilgrims ?? false,
    language: agency.language ?? DEFAULT_LOCALE,
  };
}

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/**
 * What the API is sent; the server checks every rule and words its refusals. Only the credit limit is read here,
 * since a typed amount must become minor units of the chosen currency: null when it is not an amount.
 */
export function agencyInputOf(form: AgencyForm): CreateAgencyInput | null {
  const creditLimit = toMinorUnits(form.creditLimit, form.currency);
  if (creditLimit === null) return null;
  return {
    name: form.name,
    country: form.country,
    currency: form.currency,
    contactName: form.contactName,
    contactEmail: form.contactEmail,
    contactPhone: form.contactPhone,
    creditLimit,
    paymentTermsDays: whole(form.paymentTermsDays),
    defaultCommissionBasisPoints: whole(form.defaultCommissionBasisPoints),
    emailPilgrims: form.emailPilgrims,
    language: form.language,
  };
}

export const CREDIT_LIMIT_INVALID = 'Write the credit limit as an amount, like 25000 or 25000.00.';

const COUNTRY_OPTIONS = COUNTRY_CODES.map((code) => ({
  value: code,
  label: `${countryName(code, 'en')} (${code})`,
})).sort((a, b) => a.label.localeCompare(b.label));
const CURRENCY_OPTIONS = CURRENCIES.map((code) => ({ value: code, label: code }));
// Each language by its own name, as the site's language switcher and the legal texts page list them.
const LANGUAGE_OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

/** The profile's fields, laid out in the admin form grid. `currencyLocked` when the server would refuse a change. */
export function AgencyFields({
  form,
  onChange,
  currencyLocked = false,
}: {
  form: AgencyForm;
  onChange: (form: AgencyForm) => void;
  currencyLocked?: boolean;
}) {
  const text = (key: Exclude<keyof AgencyForm, 'emailPilgrims'>) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => onChange({ ...form, [key]: event.target.value }),
  });
  return (
    <>
      <TextInput label="Name" required maxLength={120} {...text('name')} />
      <Select label="Country" required placeholder="Choose a country" options={COUNTRY_OPTIONS} {...text('country')} />
      <Select
        label="Currency"
        required
        options={CURRENCY_OPTIONS}
        disabled={currencyLocked}
        hint={
          currencyLocked ? 'Fixed: the agency has invoices or package terms in it.' : 'It books only packages in it.'
        }
        {...text('currency')}
      />
      <TextInput label="Contact name" required maxLength={120} {...text('contactName')} />
      <TextInput label="Contact email" type="email" required {...text('contactEmail')} />
      <TextInput label="Contact phone" type="tel" {...text('contactPhone')} />
      <TextInput label={`Credit limit (${form.currency})`} inputMode="decimal" required {...text('creditLimit')} />
      <TextInput label="Payment terms (days)" inputMode="numeric" hint="0 to 120" {...text('paymentTermsDays')} />
      <TextInput
        label="Default commission (basis points)"
        inputMode="numeric"
        hint="100 = 1%, at most 5000"
        {...text('defaultCommissionBasisPoints')}
      />
      <Select
        label="Language"
        required
        options={LANGUAGE_OPTIONS}
        hint="Reminders to the agency’s contact and emails to its pilgrims are written in it."
        {...text('language')}
      />
      <Checkbox
        label="Email its pilgrims (never with prices)"
        checked={form.emailPilgrims}
        onChange={(event) => onChange({ ...form, emailPilgrims: event.target.checked })}
      />
    </>
  );
}
