import { useMutation } from '@apollo/client/react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';

import { SelectField, SubmitButton, useZodForm } from '../../../components/form';
import { requiredText } from '../../../lib/forms';
import { emptyTranslations, typedTranslations } from '../../components/ContentLanguages';
import { CreateFormCard } from '../../components/CreateFormCard';
import { lessonOrder, optionalText } from '../../lib/format';
import { LessonFields } from './LessonFields';
import { ADMIN_ADD_LESSON_MUTATION } from './trainingWrites';

const lessonSchema = z.object({
  moduleSlug: z.string().min(1, 'Choose a module.'),
  title: requiredText('Lesson title is required.'),
  order: z.string().transform((value) => lessonOrder(value)),
  videoUrl: z.string().transform((value) => optionalText(value)),
  content: z.string(),
  translations: z.object({
    ar: z.object({ title: z.string().trim(), content: z.string() }),
    id: z.object({ title: z.string().trim(), content: z.string() }),
  }),
});

/** Only the translations typed are sent; none at all leaves them out of the request. */
const createSchema = lessonSchema.transform(({ translations, ...fields }) => {
  const typed = typedTranslations(translations);
  return typed ? { ...fields, translations: typed } : fields;
});
const noTranslations = () => emptyTranslations({ title: '', content: '' });

export interface LessonFormProps {
  modules: readonly { slug: string; title: string }[];
  onAdded: () => unknown;
}

export function LessonForm({ modules, onAdded }: LessonFormProps) {
  const [addLesson] = useMutation(ADMIN_ADD_LESSON_MUTATION);
  const form = useZodForm(createSchema, {
    moduleSlug: '',
    title: '',
    order: '1',
    videoUrl: '',
    content: '',
    translations: noTranslations(),
  });
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
        translations: noTranslations(),
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
      <LessonFields />
      <div>
        <SubmitButton disabled={!moduleSlug}>Add Lesson</SubmitButton>
      </div>
    </CreateFormCard>
  );
}
