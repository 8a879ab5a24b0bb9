import { useMutation } from '@apollo/client/react';
import { z } from 'zod';

import { SubmitButton, TextareaField, TextField, useZodForm } from '../../../components/form';
import { requiredText } from '../../../lib/forms';
import { CreateFormCard } from '../../components/CreateFormCard';
import { ADMIN_CREATE_TRAINING_MODULE_MUTATION } from './trainingWrites';

/** A module's fields, as created here and edited in ModuleEditor. */
export const moduleSchema = z.object({
  title: requiredText('Title is required.'),
  slug: requiredText('Slug is required.'),
  description: z.string().trim(),
});

export function ModuleForm({ onCreated }: { onCreated: () => unknown }) {
  const [createModule] = useMutation(ADMIN_CREATE_TRAINING_MODULE_MUTATION);
  const form = useZodForm(moduleSchema, { title: '', slug: '', description: '' });

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
      <TextField name="title" label="Title" required />
      <TextField name="slug" label="Slug" required hint="Lowercase letters, digits and dashes, e.g. umrah-basics" />
      <TextareaField name="description" label="Description" rows={3} />
      <div>
        <SubmitButton>Create Module</SubmitButton>
      </div>
    </CreateFormCard>
  );
}
