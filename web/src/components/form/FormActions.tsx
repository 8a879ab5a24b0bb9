import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';

import { firstErrorMessage } from '../../lib/forms';
import { Alert, Button, type ButtonProps } from '../ui';
import { TranslatedError } from '../ui/kitIntl';
import { useErrorSummary } from './Form';

export interface FormActionsProps {
  /** The server's answer to the last submit (see useServerSubmit); the summary of invalid fields wins over it. */
  failure?: string | null;
  className?: string;
  /** The submit button, and any other outcome banners to show above it. */
  children: ReactNode;
}

/**
 * The row under a <Form>'s fields: one error sentence (the first invalid field of the form's errorSummary, else the
 * server failure), then the children (usually a <SubmitButton>). A known message (a form rule's, the server's) shows
 * in the reader's language (i18n/errors.ts).
 */
export function FormActions({ failure, className, children }: FormActionsProps) {
  const { errors } = useFormState();
  const message = firstErrorMessage(errors, useErrorSummary()) ?? failure;
  return (
    <div className={['form-actions', className].filter(Boolean).join(' ')}>
      {message && (
        <Alert variant="error">
          <TranslatedError message={message} />
        </Alert>
      )}
      {children}
    </div>
  );
}

/** The kit's Button as the submit of the surrounding <Form>, spinning while the submit runs. */
export function SubmitButton(props: Omit<ButtonProps, 'type' | 'loading'>) {
  const { isSubmitting } = useFormState();
  return <Button type="submit" loading={isSubmitting} {...props} />;
}
