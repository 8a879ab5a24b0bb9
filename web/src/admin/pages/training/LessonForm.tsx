import { useMutation } from '@apollo/client/react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';

import { SelectField, SubmitButton, TextareaField, TextField, useZodForm } from '../../../components/form';
import { requiredText } from '../../../lib/forms';
import { CreateFormCard } from '../../components/CreateFormCard';
import { lessonOrder, optionalText } from '../../lib/format';
import { ADMIN_ADD_LESSON_MUTATION } from './trainingWrites';

const lessonSchema = z.object({
  moduleSlug: z.string().min(1, 'Choose a module.'),
  title: requiredText('Lesson title is required.'),
  order: z.string().transform((value) => lessonOrder(value)),
  videoUrl: z.string().transform((value) => optionalText(value)),
  content: z.string(),
});

export interface LessonFormProps {
  modules: readonly { slug: string; title: string }[];
  onAdded: () => unknown;
}

export function LessonForm({ modules, onAdded }: LessonFormProps) {
  const [addLesson] = useMutation(ADMIN_ADD_LESSON_MUTATION);
  const form = useZodForm(lessonSchema, { moduleSlug: '', title: '', order: '1', videoUrl: '', content: '' });
  const moduleSlug = useWatch({ control: form.control, name: 'moduleSlug' });

  return (
    <CreateFormCard
      title="Add lesson"
      layout="stack"
      form={form}
      create={async (input) => (await addLesson({ variables: { input } })).data?.addLesson.title ?? input.title}
      // Stay on the module: lessons are usually added one after another.
      resetTo={(input) => ({
        moduleSlug: input.moduleSlug,
        title: '',
        order: String(input.order + 1),
        videoUrl: '',
        content: '',
      })}
      onCreated={onAdded}
    >
      <SelectField
        name="moduleSlug"
        label="Module"
        required
        placeholder="Choose a module"
        options={modules.map((module) => ({ value: module.slug, label: `${module.title} (${module.slug})` }))}
      />
      <TextField name="title" label="Title" required />
      <div className="admin-form admin-form--pair">
        <TextField name="order" label="Order" type="number" min={1} step={1} hint="Whole number; 1 if left blank" />
        <TextField name="videoUrl" label="Video URL" type="url" hint="Optional" placeholder="https://…" />
      </div>
      <TextareaField name="content" label="Content" rows={5} />
      <div>
        <SubmitButton disabled={!moduleSlug}>Add Lesson</SubmitButton>
      </div>
    </CreateFormCard>
  );
}
