import type { z } from 'zod';

import { TextareaField, TextField, useZodForm } from '../../../components/form';
import { EditorModal } from '../../components/EditorModal';
import { moduleSchema } from './ModuleForm';

export type ModuleEdit = z.output<typeof moduleSchema>;

export interface ModuleEditorProps {
  module: ModuleEdit;
  onSave: (edit: ModuleEdit) => Promise<unknown>;
  onClose: () => void;
}

/** Edits a module's title, slug (its address on the site) and description. */
export function ModuleEditor({ module, onSave, onClose }: ModuleEditorProps) {
  const { title, slug, description } = module;
  const form = useZodForm(moduleSchema, { title, slug, description });
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
      <TextField name="title" label="Title" required data-autofocus />
      <TextField name="slug" label="Slug" required hint="Its address: /training/<slug>; old links stop working" />
      <TextareaField name="description" label="Description" rows={4} className="admin-span-all" />
    </EditorModal>
  );
}
