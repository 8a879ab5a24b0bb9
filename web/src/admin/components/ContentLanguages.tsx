import { type ReactNode, useState } from 'react';

import { Badge, TabPanel, Tabs } from '../../components/ui';

/*
 * Content per language in the back-office (issue #16): staff write the English fields and, beside them, the
 * Arabic and Indonesian texts the public site shows in those languages. The admin itself stays English.
 */

type ContentLanguage = 'en' | 'ar' | 'id';
export type TranslatedLanguage = Exclude<ContentLanguage, 'en'>;
export const TRANSLATED_LANGUAGES: readonly TranslatedLanguage[] = ['ar', 'id'];

const LANGUAGE_NAMES: Record<ContentLanguage, string> = { en: 'English', ar: 'Arabic', id: 'Indonesian' };
const FALLBACK_NOTE = 'Empty fields fall back to English.';

/** Inputs holding a language's text: Arabic is written right to left. */
export function languageInputProps(language: ContentLanguage): { lang?: string; dir?: 'rtl' | 'ltr' } {
  if (language === 'ar') return { lang: 'ar', dir: 'rtl' };
  if (language === 'id') return { lang: 'id', dir: 'ltr' };
  return {};
}

/** How complete one language is, from the staff read's `missingTranslations` and `translations`. */
function languageStatus(
  language: TranslatedLanguage,
  missing: readonly string[] | null | undefined,
  translations: Partial<Record<TranslatedLanguage, unknown>> | null | undefined,
): 'complete' | 'partial' | 'missing' {
  const lacking = (missing ?? []).some((entry) => entry.startsWith(`${language}.`));
  if (!lacking) return 'complete';
  return translations?.[language] ? 'partial' : 'missing';
}

interface TranslationBadgesProps {
  missing: readonly string[] | null | undefined;
  translations: Partial<Record<TranslatedLanguage, unknown>> | null | undefined;
}

/** "AR missing", "ID partial": what a package, module or lesson shows in English on the Arabic or Indonesian site. */
export function TranslationBadges({ missing, translations }: TranslationBadgesProps) {
  const badges = TRANSLATED_LANGUAGES.map((language) => ({
    language,
    status: languageStatus(language, missing, translations),
  })).filter(({ status }) => status !== 'complete');
  if (badges.length === 0) return null;
  return (
    <span className="cluster cluster--middle">
      {badges.map(({ language, status }) => (
        <Badge key={language} variant="neutral">
          {`${language.toUpperCase()} ${status}`}
          <span className="sr-only">{` (${LANGUAGE_NAMES[language]} shows English)`}</span>
        </Badge>
      ))}
    </span>
  );
}

interface LanguageTabsProps {
  /** Prefix of the tabs' ids (unique on the page). */
  id: string;
  missing?: readonly string[] | null;
  translations?: Partial<Record<TranslatedLanguage, unknown>> | null;
  /** The translatable fields of one language. */
  children: (language: ContentLanguage) => ReactNode;
}

/**
 * English / Arabic / Indonesian tabs over a form's translatable fields. Only the chosen language's fields are
 * shown; the form keeps the others' values (react-hook-form keeps unmounted fields), so one save sends all three.
 */
export function LanguageTabs({ id, missing, translations, children }: LanguageTabsProps) {
  const [language, setLanguage] = useState<ContentLanguage>('en');
  const tabs = (['en', 'ar', 'id'] as const).map((value) => {
    const status = value === 'en' ? 'complete' : languageStatus(value, missing, translations);
    return {
      value,
      label: status === 'complete' ? LANGUAGE_NAMES[value] : `${LANGUAGE_NAMES[value]} (${status})`,
    };
  });
  return (
    <div className="admin-span-all stack">
      <Tabs id={id} label="Language" tabs={tabs} value={language} onChange={setLanguage} look="pills" />
      <TabPanel tabsId={id} value={language} className="admin-form admin-form--pair">
        {language !== 'en' && <p className="admin-form__note admin-span-all">{FALLBACK_NOTE}</p>}
        {children(language)}
      </TabPanel>
    </div>
  );
}

/**
 * A create form's translations as the API takes them: only what was typed (a field left empty falls back to
 * English anyway), or undefined when nothing was, so the request stays as it was before languages.
 */
export function typedTranslations<Fields extends Record<string, string | string[]>>(
  translations: Record<TranslatedLanguage, Fields>,
): Partial<Record<TranslatedLanguage, Partial<Fields>>> | undefined {
  const given = Object.fromEntries(
    TRANSLATED_LANGUAGES.flatMap((language) => {
      const fields = Object.entries(translations[language]).filter(([, value]) => value.length > 0);
      return fields.length ? [[language, Object.fromEntries(fields) as Partial<Fields>]] : [];
    }),
  );
  return Object.keys(given).length ? given : undefined;
}

/** Empty form values of each translated language, for a create form's defaults. */
export function emptyTranslations<Fields>(fields: Fields): Record<TranslatedLanguage, Fields> {
  return { ar: { ...fields }, id: { ...fields } };
}
