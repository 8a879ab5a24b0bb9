import { z } from 'zod';

import { TextareaField, TextField, useZodForm } from '../../../components/form';
import { requiredText } from '../../../lib/forms';
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
});

export type LessonEdit = z.output<typeof lessonSchema>;

export interface LessonEditorProps {
  lesson: { title: string; order: number; videoUrl?: string | null; content: string };
  onSave: (edit: LessonEdit) => Promise<unknown>;
  onClose: () => void;
}

export function LessonEditor({ lesson, onSave, onClose }: LessonEditorProps) {
  const form = useZodForm(lessonSchema, {
    title: lesson.title,
    order: String(lesson.order),
    videoUrl: lesson.videoUrl ?? '',
    content: lesson.content,
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
      <TextField name="title" label="Title" required data-autofocus className="admin-span-all" />
      <TextField name="order" label="Order" type="number" min={1} step={1} required />
      <TextField name="videoUrl" label="Video URL" type="url" hint="Empty: no video" placeholder="https://…" />
      <TextareaField name="content" label="Content" rows={8} className="admin-span-all" />
    </EditorModal>
  );
}
