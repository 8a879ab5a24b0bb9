import { z } from 'zod';

import { useZodForm } from '../../../components/form';
import { requiredText } from '../../../lib/forms';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../components/ContentLanguages';
import { EditorModal } from '../../components/EditorModal';
import { LessonFields } from './LessonFields';

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
      <LessonFields saved={{ missing: lesson.missingTranslations, translations: lesson.translations }} />
    </EditorModal>
  );
}
