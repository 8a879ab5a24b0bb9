import { z } from 'zod';

import { useZodForm } from '../../../components/form';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../components/ContentLanguages';
import { EditorModal } from '../../components/EditorModal';
import { ModuleFields } from './ModuleFields';
import { moduleSchema } from './ModuleForm';

/** A language's title and description; empty means "not translated" (the site shows English), so empty is sent too. */
const translation = z.object({ title: z.string().trim(), description: z.string().trim() });
const editorSchema = moduleSchema.extend({ translations: z.object({ ar: translation, id: translation }) });

export type ModuleEdit = z.output<typeof editorSchema>;
type Translated = { title?: string | null; description?: string | null } | null | undefined;

export interface ModuleEditorProps {
  module: {
    title: string;
    slug: string;
    description: string;
    translations?: Partial<Record<TranslatedLanguage, Translated>> | null;
    missingTranslations?: readonly string[] | null;
  };
  onSave: (edit: ModuleEdit) => Promise<unknown>;
  onClose: () => void;
}

/** Edits a module's title, slug (its address on the site) and description, in English, Arabic and Indonesian. */
export function ModuleEditor({ module, onSave, onClose }: ModuleEditorProps) {
  const { title, slug, description } = module;
  const translations = Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => {
      const given = module.translations?.[language];
      return [language, { title: given?.title ?? '', description: given?.description ?? '' }];
    }),
  ) as z.input<typeof editorSchema>['translations'];
  const form = useZodForm(editorSchema, { title, slug, description, translations });
  return (
    <EditorModal
      title={`Edit ${module.title}`}
      formLabel="Module details"
      form={form}
      submitLabel="Save module"
      onSave={onSave}
      onClose={onClose}
      failed="Could not save the module."
    >
      <ModuleFields saved={{ missing: module.missingTranslations, translations: module.translations }} />
    </EditorModal>
  );
}
