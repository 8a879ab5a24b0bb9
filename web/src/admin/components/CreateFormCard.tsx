import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';

import { Form } from '../../components/form';
import { Card } from '../../components/ui';
import { FeedbackBanner, useFeedback } from './useFeedback';

type CreateVerb = 'Create' | 'Add';

const PAST: Record<CreateVerb, string> = { Create: 'created', Add: 'added' };

export interface CreateFormCardProps<TFieldValues extends FieldValues, TOutput> {
  /**
   * 'Create user', 'Add lesson': the heading, and the words of the outcome ('User created: …',
   * 'Could not create the user.').
   */
  title: `${CreateVerb} ${string}`;
  /** The fields in a row, a stack or a grid; a stacked form shows the outcome above its fields. */
  layout?: 'row' | 'stack' | 'grid';
  form: UseFormReturn<TFieldValues, unknown, TOutput>;
  /** Saves the values; resolves to the name the success banner gives the new item. */
  create: (values: TOutput) => Promise<string>;
  /** The fields after a success; the form's defaults when left out. */
  resetTo?: (values: TOutput) => DefaultValues<TFieldValues>;
  /** Runs after a success (reload the list…). */
  onCreated: () => unknown;
  /** The fields and the submit button. */
  children: ReactNode;
}

/**
 * A back-office "create" section: titled card, the form, and one banner with the server's error or a short
 * success; after a success the form is cleared and `onCreated` runs.
 */
export function CreateFormCard<TFieldValues extends FieldValues, TOutput>({
  title,
  layout = 'row',
  form,
  create,
  resetTo,
  onCreated,
  children,
}: CreateFormCardProps<TFieldValues, TOutput>) {
  const feedback = useFeedback();
  const [verb, ...nounWords] = title.split(' ') as [CreateVerb, ...string[]];
  const noun = nounWords.join(' ');
  const headingId = `${title.toLowerCase().replace(/\W+/g, '-')}-title`;

  async function submit(values: TOutput) {
    const created = await feedback.run(() => create(values), {
      success: (name) => `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${PAST[verb]}: ${name}`,
      fallback: `Could not ${verb.toLowerCase()} the ${noun}.`,
    });
    if (!created) return;
    form.reset(resetTo?.(values));
    await onCreated();
  }

  const banner = <FeedbackBanner feedback={feedback} />;
  return (
    <Card as="section" aria-labelledby={headingId} className="admin-form-card">
      <h2 id={headingId} className="admin-section__title">
        {title}
      </h2>
      <Form form={form} onSubmit={submit} className={`admin-form admin-form--${layout}`}>
        {layout === 'stack' && banner}
        {children}
      </Form>
      {layout !== 'stack' && banner}
    </Card>
  );
}
