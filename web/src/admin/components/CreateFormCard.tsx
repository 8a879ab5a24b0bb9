import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';

import { Form } from '../../components/form';
import { Card } from '../../components/ui';
import { FeedbackBanner, useFeedback } from './useFeedback';

export interface CreateFormCardProps<TFieldValues extends FieldValues, TOutput, TCreated> {
  /** Prefix of the heading's id, e.g. 'create-user'. */
  id: string;
  title: string;
  form: UseFormReturn<TFieldValues, unknown, TOutput>;
  /** Layout classes of the form (admin-form--row, --stack, --grid). */
  formClassName: string;
  /** Saves the values; resolves to what was created (nothing: the create failed without an error). */
  create: (values: TOutput) => Promise<TCreated>;
  /** The success banner's text. */
  success: (created: TCreated, values: TOutput) => string;
  /** The banner's text when the failure carries none. */
  fallback: string;
  /** The fields after a success; the form's defaults when left out. */
  resetTo?: (values: TOutput) => DefaultValues<TFieldValues>;
  /** Runs after a success (reload the list…). */
  onCreated: () => unknown;
  /** The outcome banner above the fields (stacked forms) instead of under the form. */
  bannerFirst?: boolean;
  /** The fields and the submit button. */
  children: ReactNode;
}

/**
 * A back-office "create" section: titled card, the form, and one banner with the server's error or a short
 * success; after a success the form is cleared and `onCreated` runs.
 */
export function CreateFormCard<TFieldValues extends FieldValues, TOutput, TCreated>({
  id,
  title,
  form,
  formClassName,
  create,
  success,
  fallback,
  resetTo,
  onCreated,
  bannerFirst = false,
  children,
}: CreateFormCardProps<TFieldValues, TOutput, TCreated>) {
  const feedback = useFeedback();

  async function submit(values: TOutput) {
    const created = await feedback.run(() => create(values), {
      success: (result) => success(result, values),
      fallback,
    });
    if (!created) return;
    form.reset(resetTo?.(values));
    await onCreated();
  }

  const banner = <FeedbackBanner feedback={feedback} />;
  return (
    <Card as="section" aria-labelledby={`${id}-title`} className="admin-form-card">
      <h2 id={`${id}-title`} className="admin-section__title">
        {title}
      </h2>
      <Form form={form} onSubmit={submit} className={formClassName}>
        {bannerFirst && banner}
        {children}
      </Form>
      {!bannerFirst && banner}
    </Card>
  );
}
