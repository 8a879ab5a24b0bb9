import { useMutation } from '@apollo/client/react';
import { z } from 'zod';

import { SubmitButton, useZodForm } from '../../../components/form';
import { requiredText } from '../../../lib/forms';
import { emptyTranslations, typedTranslations } from '../../components/ContentLanguages';
import { CreateFormCard } from '../../components/CreateFormCard';
import { ModuleFields } from './ModuleFields';
import { ADMIN_CREATE_TRAINING_MODULE_MUTATION } from './trainingWrites';

/** A module's fields, as created here and edited in ModuleEditor. */
export const moduleSchema = z.object({
  title: requiredText('Title is required.'),
  slug: requiredText('Slug is required.'),
  description: z.string().trim(),
});

const translation = z.object({ title: z.string().trim(), description: z.string().trim() });
const createSchema = moduleSchema
  .extend({ translations: z.object({ ar: translation, id: translation }) })
  .transform(({ translations, ...fields }) => {
    const typed = typedTranslations(translations);
    return typed ? { ...fields, translations: typed } : fields;
  });

export function ModuleForm({ onCreated }: { onCreated: () => unknown }) {
  const [createModule] = useMutation(ADMIN_CREATE_TRAINING_MODULE_MUTATION);
  const form = useZodForm(createSchema, {
    title: '',
    slug: '',
    description: '',
    translations: emptyTranslations({ title: '', description: '' }),
  });

  return (
    <CreateFormCard
      title="Create module"
      layout="stack"
      form={form}
      create={async (input) =>
        (await createModule({ variables: { input } })).data?.createTrainingModule.title ?? input.title
      }
      onCreated={onCreated}
    >
      <ModuleFields />
      <div>
        <SubmitButton>Create Module</SubmitButton>
      </div>
    </CreateFormCard>
  );
}
