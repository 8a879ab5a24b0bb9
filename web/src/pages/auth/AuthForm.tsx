import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';

import { Form, FormActions, SubmitButton } from '../../components/form';
import type { AuthFormState } from './useAuthForm';

interface AuthFormProps<TInput extends FieldValues, TOutput> {
  auth: AuthFormState<TInput, TOutput>;
  /** The fields whose error is the one line above the button (see Form). */
  errorSummary: readonly Path<TInput>[];
  /** The form's accessible name, as its tab is named. */
  label: string;
  submitLabel: string;
  /** The fields. */
  children: ReactNode;
}

/** What both tabs of the auth page look like: the fields, then one error line above a wide submit button. */
export function AuthForm<TInput extends FieldValues, TOutput>({
  auth: { form, submit, failure },
  errorSummary,
  label,
  submitLabel,
  children,
}: AuthFormProps<TInput, TOutput>) {
  return (
    <Form form={form} onSubmit={submit} errorSummary={errorSummary} className="stack" aria-label={label}>
      {children}
      <FormActions failure={failure}>
        <SubmitButton size="lg" block>
          {submitLabel}
        </SubmitButton>
      </FormActions>
    </Form>
  );
}
