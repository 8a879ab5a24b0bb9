import { z } from 'zod';

import type { Locale } from '../lib/locale.ts';
import { issueMessage, text } from '../lib/validation.ts';

/**
 * Staff-entered content per language (issue #16, item 6). English lives in the columns and is the source; the
 * `translations` JSON column holds the other languages: {"ar": {"name": "…"}, "id": {…}}. A field without a
 * translation (absent or empty) falls back to English, field by field. Public reads answer in the caller's
 * language (ctx.locale); staff reads get the English columns, `translations` and what is missing.
 */

/** The languages content is translated into (English is the columns themselves). */
export const TRANSLATED_LOCALES = ['ar', 'id'] as const;
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

type Field = string | string[];
/** One language's translated fields: only non-empty values are stored. */
export type Translation = Record<string, Field | undefined>;
export type Translations = Partial<Record<TranslatedLocale, Translation>>;

/** A translated text: the English field's limit; empty (or blank) means "not translated". */
const translatedText = (max: number, label: string) =>
  z.preprocess(
    (v) => (v === null ? undefined : v),
    text(max, issueMessage('CONTENT_TEXT_TOO_LONG', { label, max }))
      .transform((v) => v.trim())
      .optional(),
  );

/** Translated lines (inclusions): a list or one text of lines; blank lines and repeats dropped. */
const translatedLines = (max: number, maxLines: number, label: string) =>
  z.preprocess(
    (v) => (v === null ? undefined : typeof v === 'string' ? v.split(/\r?\n/) : v),
    z
      .array(text(max, issueMessage('CONTENT_LINE_TOO_LONG', { label, max })), {
        error: issueMessage('CONTENT_LINES_NOT_LIST', { label }),
      })
      .transform((lines) => [...new Set(lines.map((line) => line.trim()).filter(Boolean))])
      .pipe(
        z.array(z.string()).max(maxLines, { error: issueMessage('CONTENT_LINES_TOO_MANY', { label, max: maxLines }) }),
      )
      .optional(),
  );

const UNKNOWN_LANGUAGE = 'TRANSLATION_LANGUAGE_UNKNOWN';

/**
 * The input of one kind of content's translations: an object by language (ar, id) of that content's fields only.
 * A form may send it as a JSON text (multipart). Unknown languages or fields are refused, not ignored.
 */
function translationsInput(fields: Record<string, z.ZodType>, kind: string) {
  const language = z.preprocess(
    (v) => (v === null ? undefined : v),
    z
      .strictObject(fields, {
        error: (issue) =>
          issue.code === 'unrecognized_keys'
            ? issueMessage('TRANSLATION_FIELD_UNKNOWN', { kind, fields: Object.keys(fields).join(', ') })
            : issueMessage('TRANSLATION_NOT_TEXTS', { kind }),
      })
      .optional(),
  );
  return z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v === null ? undefined : v;
      if (v.trim() === '') return undefined;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return v; // refused below as "not an object"
      }
    },
    z
      .strictObject(
        { ar: language, id: language },
        {
          error: (issue) =>
            issue.code === 'unrecognized_keys'
              ? UNKNOWN_LANGUAGE
              : issueMessage('TRANSLATIONS_NOT_BY_LANGUAGE', { kind }),
        },
      )
      .optional(),
  );
}

const PACKAGE_NAME_MAX = 500;
export const packageTranslationsInput = translationsInput(
  {
    name: translatedText(PACKAGE_NAME_MAX, 'A translated name'),
    description: translatedText(5000, 'A translated description'),
    inclusions: translatedLines(200, 30, 'translated inclusion'),
  },
  'Package',
);
export const moduleTranslationsInput = translationsInput(
  {
    title: translatedText(500, 'A translated title'),
    description: translatedText(5000, 'A translated description'),
  },
  'Module',
);
export const lessonTranslationsInput = translationsInput(
  {
    title: translatedText(500, 'A translated title'),
    content: translatedText(20_000, 'Translated lesson content'),
  },
  'Lesson',
);

export const serviceClassTranslationsInput = translationsInput(
  { name: translatedText(200, 'A translated class name') },
  'ServiceClass',
);

export const documentTypeTranslationsInput = translationsInput(
  {
    name: translatedText(200, 'A translated document name'),
    guidance: translatedText(1000, 'Translated guidance'),
  },
  'DocumentType',
);

/** The translatable fields of each kind of content, in the order the admin lists them. */
export const TRANSLATABLE = {
  package: ['name', 'description', 'inclusions'],
  documentType: ['name', 'guidance'],
  module: ['title', 'description'],
  lesson: ['title', 'content'],
  serviceClass: ['name'],
} as const;

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (Array.isArray(value) ? value.length === 0 : typeof value === 'string' ? value.trim() === '' : false);

/** The stored column as an object of languages (anything else, e.g. an old `{}` or a hand edit, reads as none). */
export function storedTranslations(value: unknown): Translations {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Translations = {};
  for (const locale of TRANSLATED_LOCALES) {
    const given = (value as Record<string, unknown>)[locale];
    if (given && typeof given === 'object' && !Array.isArray(given)) out[locale] = given as Translation;
  }
  return out;
}

/**
 * An edit's translations merged into what is stored: a given field replaces (an empty one removes the
 * translation), an absent one stays. Only non-empty values are stored; a language left empty disappears.
 */
export function mergeTranslations(
  stored: unknown,
  given: Partial<Record<TranslatedLocale, Record<string, unknown> | undefined>> | undefined,
): Translations {
  const merged = storedTranslations(stored);
  if (!given) return merged;
  for (const locale of TRANSLATED_LOCALES) {
    const fields = given[locale];
    if (!fields) continue;
    const next: Translation = { ...merged[locale] };
    for (const [field, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      if (isEmpty(value)) delete next[field];
      else next[field] = value as Field;
    }
    if (Object.keys(next).length > 0) merged[locale] = next;
    else delete merged[locale];
  }
  return merged;
}

/**
 * What falls back to English: "ar.description", "id.name", … for every translatable field whose English is not
 * empty and whose translation is.
 */
export function missingTranslations(row: Record<string, unknown>, fields: readonly string[]): string[] {
  const translations = storedTranslations(row.translations);
  const missing: string[] = [];
  for (const locale of TRANSLATED_LOCALES)
    for (const field of fields)
      if (!isEmpty(row[field]) && isEmpty(translations[locale]?.[field])) missing.push(`${locale}.${field}`);
  return missing;
}

/**
 * A row as a reader of `locale` sees it: each translatable field in that language when translated, English
 * otherwise. `translations` stays on the row for the staff fields but is not enumerable, so the public JSON answer
 * (JSON.stringify, a spread) carries one language only.
 */
export function localized<Row extends { translations: unknown }>(
  row: Row,
  fields: readonly string[],
  locale: Locale | undefined,
): Row {
  const { translations, ...rest } = row;
  const out: Record<string, unknown> = { ...rest };
  const translation = locale && locale !== 'en' ? storedTranslations(translations)[locale] : undefined;
  if (translation) for (const field of fields) if (!isEmpty(translation[field])) out[field] = translation[field];
  Object.defineProperty(out, 'translations', { value: translations, enumerable: false });
  return out as Row;
}

/** The key suffix of a cached public read: one entry per language. */
export const localeKey = (locale: Locale | undefined) => locale ?? 'en';

const STAFF_ROW = Symbol('staff row');

/** Marks a row the back-office reads or wrote: its fields stay English whatever the caller's language. */
export function forStaff<Row extends object>(row: Row): Row {
  Object.defineProperty(row, STAFF_ROW, { value: true, enumerable: false });
  return row;
}

/**
 * One translatable field of a row as the caller reads it: a row reached through a relation (a booking's package,
 * a review's package) answers in the caller's language like the catalogue does; a staff row stays English.
 */
export function readerField<Row extends { translations: unknown }, Field extends keyof Row & string>(
  row: Row,
  field: Field,
  locale: Locale | undefined,
): Row[Field] {
  if (STAFF_ROW in row || !locale || locale === 'en') return row[field];
  const translated = storedTranslations(row.translations)[locale]?.[field];
  return isEmpty(translated) ? row[field] : (translated as Row[Field]);
}
