import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { Button, Card, Textarea, TextInput } from '../../../components/ui';
import { FeedbackBanner, useFeedback } from '../../components/useFeedback';
import { ADMIN_CREATE_TRAINING_MODULE_MUTATION } from '../../operations/training';

const moduleSchema = z.object({
  title: z.string().trim().min(1, 'Title is required.'),
  slug: z.string().trim().min(1, 'Slug is required.'),
  description: z.string().trim(),
});

type ModuleForm = z.input<typeof moduleSchema>;

export function moduleCreatedText(title: string): string {
  return `Module created: ${title}`;
}

export function ModuleForm({ onCreated }: { onCreated: () => unknown }) {
  const feedback = useFeedback();
  const [createModule] = useMutation(ADMIN_CREATE_TRAINING_MODULE_MUTATION);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ModuleForm, unknown, z.output<typeof moduleSchema>>({
    resolver: zodResolver(moduleSchema),
    defaultValues: { title: '', slug: '', description: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    const created = await feedback.run(
      async () => (await createModule({ variables: { input } })).data?.createTrainingModule,
      {
        success: (module) => moduleCreatedText(module?.title ?? input.title),
        fallback: 'Could not create the module.',
      },
    );
    if (created) {
      reset();
      await onCreated();
    }
  });

  return (
    <Card as="section" aria-labelledby="create-module-title" className="admin-form-card">
      <h2 id="create-module-title" className="admin-section__title">
        Create module
      </h2>
      <form noValidate onSubmit={onSubmit} className="admin-form admin-form--stack">
        <FeedbackBanner feedback={feedback} />
        <TextInput label="Title" required error={errors.title?.message} {...register('title')} />
        <TextInput
          label="Slug"
          required
          hint="Lowercase letters, digits and dashes, e.g. umrah-basics"
          error={errors.slug?.message}
          {...register('slug')}
        />
        <Textarea label="Description" rows={3} {...register('description')} />
        <div>
          <Button type="submit" loading={isSubmitting}>
            Create Module
          </Button>
        </div>
      </form>
    </Card>
  );
}
