import { TextareaField, TextField } from '../../components/form';
import { languageInputProps, LanguageTabs, type TranslatedLanguage } from './ContentLanguages';

export interface TitleAndTextTabsProps {
  /** Prefix of the tabs' ids (unique on the page). */
  id: string;
  /** The text field's name and label (a module's description, a lesson's content). */
  text: { name: 'description' | 'content'; label: string; rows: number };
  /** The title field also spans the form (a lesson's does). */
  wideTitle?: boolean;
  /** Editing a saved row: its translations mark the tabs, and the English title takes the focus. */
  saved?: {
    missing?: readonly string[] | null;
    translations?: Partial<Record<TranslatedLanguage, unknown>> | null;
  };
}

/** A title and a text in English, Arabic and Indonesian: the translatable part of the training forms. */
export function TitleAndTextTabs({ id, text, wideTitle = false, saved }: TitleAndTextTabsProps) {
  return (
    <LanguageTabs id={id} missing={saved?.missing} translations={saved?.translations}>
      {(language) => {
        const prefix = language === 'en' ? '' : (`translations.${language}.` as const);
        const input = languageInputProps(language);
        return (
          <>
            <TextField
              key={`${language}-title`}
              name={`${prefix}title`}
              label="Title"
              required={!prefix}
              data-autofocus={(saved && !prefix) || undefined}
              className={wideTitle ? 'admin-span-all' : undefined}
              {...input}
            />
            <TextareaField
              key={`${language}-${text.name}`}
              name={`${prefix}${text.name}`}
              label={text.label}
              rows={text.rows}
              className="admin-span-all"
              {...input}
            />
          </>
        );
      }}
    </LanguageTabs>
  );
}
