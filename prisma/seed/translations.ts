import { listOf, object, readDataFile, recordOf, text } from './data-file.ts';

/**
 * Arabic and Indonesian texts of the seeded packages, modules and lessons (issue #16), from
 * `data/translations-<locale>.json`, so a fresh install shows the Arabic and Indonesian site with its content in
 * those languages. Packages are matched by code, modules by slug, lessons by their place in the module.
 */
const LANGUAGES = ['ar', 'id'] as const;
type Language = (typeof LANGUAGES)[number];

const content = object({
  packages: recordOf(object({ name: text, description: text, inclusions: listOf(text) })),
  training: recordOf(
    object({ title: text, description: text, lessons: listOf(object({ title: text, paragraphs: listOf(text) })) }),
  ),
});

const byLanguage = Object.fromEntries(
  LANGUAGES.map((language) => [language, readDataFile(`translations-${language}.json`, content)]),
) as Record<Language, ReturnType<typeof content>>;

/** A lookup that may miss (a language may lack an entry): the checker's types say it always finds. */
const lookup = <T>(value: T): T | undefined => value;

/** The `translations` column of the package with this code. */
export function packageTranslations(code: string) {
  return Object.fromEntries(
    LANGUAGES.flatMap((language) => {
      const found = lookup(byLanguage[language].packages[code]);
      return found ? [[language, found]] : [];
    }),
  );
}

/** The `translations` column of the module with this slug. */
export function moduleTranslations(slug: string) {
  return Object.fromEntries(
    LANGUAGES.flatMap((language) => {
      const found = lookup(byLanguage[language].training[slug]);
      return found ? [[language, { title: found.title, description: found.description }]] : [];
    }),
  );
}

/** The `translations` column of the module's lesson at `index` (0-based); content is paragraphs joined. */
export function lessonTranslations(slug: string, index: number) {
  return Object.fromEntries(
    LANGUAGES.flatMap((language) => {
      const found = lookup(lookup(byLanguage[language].training[slug])?.lessons[index]);
      return found ? [[language, { title: found.title, content: found.paragraphs.join('\n\n') }]] : [];
    }),
  );
}
