import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

import { Form, serverMessage, useServerSubmit } from '../../components/form';
import { Alert, Button, Modal } from '../../components/ui';

export interface EditorModalProps<TFieldValues extends FieldValues, TOutput> {
  title: string;
  /** Names the form for assistive technology, e.g. "Package details". */
  formLabel: string;
  form: UseFormReturn<TFieldValues, unknown, TOutput>;
  submitLabel: string;
  /** Saves the validated values; a throw keeps the dialog open with the server's message (else `failed`). */
  onSave: (values: TOutput) => Promise<unknown>;
  onClose: () => void;
  failed: string;
  /** The fields, laid out as a two-column form (admin-span-all for a full-width one). */
  children: ReactNode;
}

/**
 * An edit form (react-hook-form + zod) in the kit's Modal: the fields, the server's error under them, Cancel and a
 * submit button in the footer. It closes after a save; it cannot be dismissed while saving.
 */
export function EditorModal<TFieldValues extends FieldValues, TOutput>({
  title,
  formLabel,
  form,
  submitLabel,
  onSave,
  onClose,
  failed,
  children,
}: EditorModalProps<TFieldValues, TOutput>) {
  const { submit, failure, pending } = useServerSubmit(async (values: TOutput) => {
    await onSave(values);
    onClose();
  }, serverMessage(failed));
  const formId = `editor-${formLabel.toLowerCase().replace(/\W+/g, '-')}`;

  return (
    <Modal
      open
      title={title}
      size="lg"
      onClose={() => {
        if (!pending) onClose();
      }}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <Form form={form} onSubmit={submit} id={formId} className="admin-form admin-form--pair" aria-label={formLabel}>
        {children}
        {failure && (
          <Alert variant="error" className="admin-span-all">
            {failure}
          </Alert>
        )}
      </Form>
    </Modal>
  );
}
