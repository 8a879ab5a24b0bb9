import {
  DAY_PARAMS,
  ERROR_REASONS,
  type ErrorParams,
  type ErrorReason,
  isCustomerErrorReason,
  isErrorReason,
  MONEY_PARAMS,
} from '@rihla/db/error-reasons';
import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from 'react-intl';

import { formatCalendarDate, formatMoney } from './format';
import { reportIntlError } from './I18nProvider';
import { DEFAULT_LOCALE, type Locale } from './locales';

/*
 * The API's and the forms' messages in the reader's language, by their code (the server's `reason`). The texts are
 * @rihla/db/error-reasons' own: `npm run i18n:extract` writes them into the English catalogue as errors.<REASON>
 * and each language's errors catalogue translates them (compiled at build time, so the page needs no parser).
 * The back office's codes (ENGLISH_ONLY_REASONS) have no translation: their server English is shown.
 */

/** The client's own texts (its form checks) carry no code: found by their English. */
const BY_TEXT = new Map<string, ErrorReason>(
  (Object.entries(ERROR_REASONS) as [ErrorReason, string][])
    .filter(([, text]) => !text.includes('{'))
    .map(([reason, text]) => [text, reason]),
);

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A message in the reader's language: by its code (and values) when known, else by its English text. */
function translate(intl: IntlShape, text: string, reason?: string, params?: ErrorParams): string {
  const known = isErrorReason(reason) ? reason : BY_TEXT.get(text);
  if (!isCustomerErrorReason(known)) return text;
  // A code without its values (an older server) is shown as the server wrote it.
  if (ERROR_REASONS[known].includes('{') && !params) return text;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    // A traveller's issue names another code ("Traveller 2: {detail}").
    if (name === 'detail' && typeof value === 'string') values[name] = translate(intl, value, value);
    else if (DAY_PARAMS.has(name) && typeof value === 'string' && ISO_DAY.test(value))
      values[name] = formatCalendarDate(value, intl.locale as Locale, 'long');
    // An amount travels in minor units beside its currency; an older server's written-out amount stays as it came.
    else if (MONEY_PARAMS.has(name) && typeof value === 'number' && typeof params?.currency === 'string')
      values[name] = formatMoney(value, params.currency, intl.locale as Locale);
    else values[name] = value;
  }
  // Looked up by id: the catalogue holds each code's text (a descriptor variable, as formatjs extracts literals only).
  const descriptor: MessageDescriptor = { id: `errors.${known}` };
  return descriptor.id && intl.messages[descriptor.id] ? intl.formatMessage(descriptor, values) : text;
}

export type TranslateError = (text: string, reason?: string, params?: ErrorParams) => string;

/**
 * Error texts in one language, from its errors catalogue (messages/<locale>/errors.json): loaded with this table
 * when the page first shows an error (errors.ts), so neither is part of the app's first load.
 */
export function errorTranslator(locale: Locale, catalogue: Record<string, string>): TranslateError {
  const intl = createIntl(
    { locale, defaultLocale: DEFAULT_LOCALE, messages: catalogue, onError: reportIntlError },
    createIntlCache(),
  );
  return (text, reason, params) => translate(intl, text, reason, params);
}
