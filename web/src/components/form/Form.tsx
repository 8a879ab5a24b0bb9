import { createContext, type FormHTMLAttributes, useContext } from 'react';
import { type FieldValues, FormProvider, type Path, type SubmitHandler, type UseFormReturn } from 'react-hook-form';

const ErrorSummaryContext = createContext<readonly string[]>([]);

/** The fields whose errors the surrounding <Form> shows once, above the submit button, in this order. */
export function useErrorSummary(): readonly string[] {
  return useContext(ErrorSummaryContext);
}

export interface FormProps<TFieldValues extends FieldValues, TOutput> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'noValidate'
> {
  form: UseFormReturn<TFieldValues, unknown, TOutput>;
  /** Runs with the validated values; may be async (the form stays "submitting" until it settles). */
  onSubmit: SubmitHandler<TOutput>;
  /**
   * Fields whose error is shown as one sentence above the submit button (by <FormActions>) instead of under the
   * field, first invalid one wins: product-rules.md#validation states rules that way ('Please fill all fields.'). The fields
   * still get aria-invalid. Fields not listed show their error inline.
   */
  errorSummary?: readonly Path<TFieldValues>[];
}

/**
 * A <form noValidate> bound to a react-hook-form form: the *Field components, <FormActions> and <SubmitButton>
 * inside it find the form by context, and the submit promise is handled here rather than left floating.
 */
export function Form<TFieldValues extends FieldValues, TOutput>({
  form,
  onSubmit,
  errorSummary = [],
  children,
  ...formAttributes
}: FormProps<TFieldValues, TOutput>) {
  return (
    <FormProvider {...form}>
      <ErrorSummaryContext value={errorSummary}>
        <form
          noValidate
          onSubmit={(event) => {
            void form.handleSubmit(onSubmit)(event);
          }}
          {...formAttributes}
        >
          {children}
        </form>
      </ErrorSummaryContext>
    </FormProvider>
  );
}
