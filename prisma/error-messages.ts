import { IntlMessageFormat } from 'intl-messageformat';

import { formatMoneyIn } from './currencies.ts';
import {
  type CustomerErrorReason,
  DAY_PARAMS,
  englishTextOf,
  type ErrorParams,
  type ErrorReason,
  isErrorReason,
  MONEY_PARAMS,
  type ReasonArgs,
} from './error-reasons.ts';

/*
 * The English of a code, formatted from the table (ICU). Server-side only: the browser build carries no message
 * parser (decision 0017), so the web reads the table's texts through its compiled catalogues instead.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 3 Feb 2027, as a person reads it (a fixed spelling: ICU versions differ on "Sep"/"Sept"). */
export function longDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[month - 1]} ${year}`;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const formats = new Map<ErrorReason, IntlMessageFormat>();

function formatOf(reason: ErrorReason): IntlMessageFormat {
  let format = formats.get(reason);
  if (!format) {
    format = new IntlMessageFormat(englishTextOf(reason), 'en');
    formats.set(reason, format);
  }
  return format;
}

/**
 * The values as the English shows them: days (which travel as YYYY-MM-DD) as "3 Feb 2027", amounts (minor units
 * beside their `currency`) as the English pages show money ("£7,400.00"), and a `detail` that is itself a code (a
 * traveller's issue) as its English.
 */
function englishValues(params: ErrorParams): ErrorParams {
  const values: ErrorParams = {};
  for (const [name, value] of Object.entries(params)) {
    if (DAY_PARAMS.has(name) && typeof value === 'string' && ISO_DAY.test(value)) values[name] = longDate(value);
    else if (MONEY_PARAMS.has(name) && typeof value === 'number' && typeof params.currency === 'string')
      values[name] = formatMoneyIn(value, params.currency, 'en', false);
    else if (name === 'detail' && isErrorReason(value)) values[name] = englishText(value, {});
    else values[name] = value;
  }
  return values;
}

function englishText(reason: ErrorReason, params: ErrorParams): string {
  return String(formatOf(reason).format(englishValues(params)));
}

/** The English text of `reason` with its values, e.g. ('SEATS_FEW_LEFT', {count: 1}) -> "Only 1 seat left…". */
export function englishMessage<R extends ErrorReason>(reason: R, ...[params]: ReasonArgs<R>): string {
  return englishText(reason, (params ?? {}) as ErrorParams);
}

/** The same for a code and values known only at run time (a zod issue's, a nested detail's). */
export function englishMessageOf(reason: ErrorReason, params: ErrorParams = {}): string {
  return englishText(reason, params);
}

/**
 * A customer-facing answer that is not an error ("We sent a link to…", "2 bookings added…"): it travels like an error,
 * as its English with its code and values, so the web shows it in the reader's language (decision 0042).
 */
export interface Notice {
  message: string;
  reason: CustomerErrorReason;
  params: ErrorParams;
}

export function notice<R extends CustomerErrorReason>(reason: R, ...[params]: ReasonArgs<R>): Notice {
  const values = (params ?? {}) as ErrorParams;
  return { message: englishText(reason, values), reason, params: values };
}
