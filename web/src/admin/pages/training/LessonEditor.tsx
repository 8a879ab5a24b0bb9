import { z } from 'zod';

import { TextareaField, TextField, useZodForm } from '../../../components/form';
import { requiredText } from '../../../lib/forms';
import {
  languageInputProps,
  LanguageTabs,
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
} from '../../components/ContentLanguages';
import { EditorModal } from '../../components/EditorModal';

const INVALID_ORDER = 'Order must be a whole number from 1.';

const lessonSchema = z.object({
  title: requiredText('Lesson title is required.'),
  order: z
    .string()
    .trim()
    .refine((value) => /^\d+$/.test(value) && Number(value) >= 1, INVALID_ORDER)
    .transform(Number),
  // Empty removes the video.
  videoUrl: z.string().trim(),
  content: z.string(),
  // Empty means "not translated" (the site shows English), so empty is sent too.
  translations: z.object({
    ar: z.object({ title: z.string().trim(), content: z.string() }),
    id: z.object({ title: z.string().trim(), content: z.string() }),
  }),
});

export type LessonEdit = z.output<typeof lessonSchema>;

export interface LessonEditorProps {
  lesson: {
    title: string;
    order: number;
    videoUrl?: string | null;
    content: string;
    translations?: Partial<
      Record<TranslatedLanguage, { title?: string | null; content?: string | null } | null>
    > | null;
    missingTranslations?: readonly string[] | null;
  };
  onSave: (edit: LessonEdit) => Promise<unknown>;
  onClose: () => void;
}

export function LessonEditor({ lesson, onSave, onClose }: LessonEditorProps) {
  const form = useZodForm(lessonSchema, {
    title: lesson.title,
    order: String(lesson.order),
    videoUrl: lesson.videoUrl ?? '',
    content: lesson.content,
    translations: Object.fromEntries(
      TRANSLATED_LANGUAGES.map((language) => {
        const given = lesson.translations?.[language];
        return [language, { title: given?.title ?? '', content: given?.content ?? '' }];
      }),
    ),
  });
  return (
    <EditorModal
      title={`Edit ${lesson.title}`}
      formLabel="Lesson details"
      form={form}
      submitLabel="Save lesson"
      onSave={onSave}
      onClose={onClose}
      failed="Could not save the lesson."
    >
      <TextField name="order" label="Order" type="number" min={1} step={1} required />
      <TextField name="videoUrl" label="Video URL" type="url" hint="Empty: no video" placeholder="https://…" />
      <LanguageTabs id="lesson-language" missing={lesson.missingTranslations} translations={lesson.translations}>
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
                data-autofocus={!prefix || undefined}
                className="admin-span-all"
                {...input}
              />
              <TextareaField
                key={`${language}-content`}
                name={`${prefix}content`}
                label="Content"
                rows={8}
                className="admin-span-all"
                {...input}
              />
            </>
          );
        }}
      </LanguageTabs>
    </EditorModal>
  );
}
