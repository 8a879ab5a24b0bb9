import { storedTranslations, TRANSLATED_LOCALES, type Translation } from '../services/content-translations.ts';
import { builder } from './builder.ts';

/**
 * The GraphQL side of per-language content (services/content-translations.ts): for a kind of content named
 * `name` (Package, TrainingModule, Lesson), `<name>Translation` / `<name>Translations` outputs and
 * `<name>TranslationInput` / `<name>TranslationsInput` inputs, with its text fields and line-list fields.
 */
export function translationTypes(name: string, texts: readonly string[], lines: readonly string[] = []) {
  const one = builder.objectRef<Translation>(`${name}Translation`).implement({
    description: `One language's translation of a ${name}; a null field falls back to English.`,
    fields: (t) => ({
      ...Object.fromEntries(
        texts.map((field) => [
          field,
          t.string({ nullable: true, resolve: (row) => (typeof row[field] === 'string' ? row[field] : null) }),
        ]),
      ),
      ...Object.fromEntries(
        lines.map((field) => [
          field,
          t.stringList({ nullable: true, resolve: (row) => (Array.isArray(row[field]) ? row[field] : null) }),
        ]),
      ),
    }),
  });
  const all = builder.objectRef<ReturnType<typeof storedTranslations>>(`${name}Translations`).implement({
    description: 'Translations by language (Arabic, Indonesian); English is the fields themselves.',
    fields: (t) =>
      Object.fromEntries(
        TRANSLATED_LOCALES.map((locale) => [
          locale,
          t.field({ type: one, nullable: true, resolve: (row) => row[locale] ?? null }),
        ]),
      ),
  });
  const oneInput = builder.inputType(`${name}TranslationInput`, {
    description: 'An empty or absent field is "not translated" (English shows); in an edit, absent stays as it is.',
    fields: (t) => ({
      ...Object.fromEntries(texts.map((field) => [field, t.string()])),
      ...Object.fromEntries(lines.map((field) => [field, t.stringList()])),
    }),
  });
  const input = builder.inputType(`${name}TranslationsInput`, {
    fields: (t) => Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, t.field({ type: oneInput })])),
  });
  return { output: all, input };
}

/**
 * A row's stored translations, for the staff field. Public reads' rows are in the reader's language and keep them
 * (not enumerable, so outside their JSON answer).
 */
export const rowTranslations = (row: { translations: unknown }) => storedTranslations(row.translations);
