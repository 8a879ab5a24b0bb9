import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { Button, Card, Select, Textarea, TextInput } from '../../../components/ui';
import { FeedbackBanner, useFeedback } from '../../components/useFeedback';
import { lessonOrder, optionalText } from '../../lib/format';
import { ADMIN_ADD_LESSON_MUTATION } from '../../operations/training';

const lessonSchema = z.object({
  moduleSlug: z.string().min(1, 'Choose a module.'),
  title: z.string().trim().min(1, 'Lesson title is required.'),
  order: z.string().transform((value) => lessonOrder(value)),
  videoUrl: z.string().transform((value) => optionalText(value)),
  content: z.string(),
});

type LessonForm = z.input<typeof lessonSchema>;

export function lessonAddedText(title: string): string {
  return `Lesson added: ${title}`;
}

export interface LessonFormProps {
  modules: readonly { slug: string; title: string }[];
  onAdded: () => unknown;
}

export function LessonForm({ modules, onAdded }: LessonFormProps) {
  const feedback = useFeedback();
  const [addLesson] = useMutation(ADMIN_ADD_LESSON_MUTATION);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<LessonForm, unknown, z.output<typeof lessonSchema>>({
    resolver: zodResolver(lessonSchema),
    defaultValues: { moduleSlug: '', title: '', order: '1', videoUrl: '', content: '' },
  });
  const moduleSlug = watch('moduleSlug');

  const onSubmit = handleSubmit(async (input) => {
    const added = await feedback.run(async () => (await addLesson({ variables: { input } })).data?.addLesson, {
      success: (lesson) => lessonAddedText(lesson?.title ?? input.title),
      fallback: 'Could not add the lesson.',
    });
    if (added) {
      // Stay on the module: lessons are usually added one after another.
      reset({ moduleSlug: input.moduleSlug, title: '', order: String(input.order + 1), videoUrl: '', content: '' });
      await onAdded();
    }
  });

  return (
    <Card as="section" aria-labelledby="add-lesson-title" className="admin-form-card">
      <h2 id="add-lesson-title" className="admin-section__title">
        Add lesson
      </h2>
      <form noValidate onSubmit={onSubmit} className="admin-form admin-form--stack">
        <FeedbackBanner feedback={feedback} />
        <Select
          label="Module"
          required
          placeholder="Choose a module"
          options={modules.map((module) => ({ value: module.slug, label: `${module.title} (${module.slug})` }))}
          error={errors.moduleSlug?.message}
          {...register('moduleSlug')}
        />
        <TextInput label="Title" required error={errors.title?.message} {...register('title')} />
        <div className="admin-form admin-form--pair">
          <TextInput
            label="Order"
            type="number"
            min={1}
            step={1}
            hint="Whole number; 1 if left blank"
            {...register('order')}
          />
          <TextInput label="Video URL" type="url" hint="Optional" placeholder="https://…" {...register('videoUrl')} />
        </div>
        <Textarea label="Content" rows={5} {...register('content')} />
        <div>
          <Button type="submit" loading={isSubmitting} disabled={!moduleSlug}>
            Add Lesson
          </Button>
        </div>
      </form>
    </Card>
  );
}
