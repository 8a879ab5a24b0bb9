import './ConsultationPage.css';

import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { MessageValue, NoMessageValues } from 'react-intl';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { z } from 'zod';

import {
  Form,
  FormActions,
  SubmitButton,
  TextareaField,
  TextField,
  useServerSubmit,
  useZodForm,
} from '../components/form';
import { FormPageLayout } from '../components/FormPageLayout';
import { LegalNotice } from '../components/LegalNotice';
import { Alert, Icon, type IconName } from '../components/ui';
import { graphql } from '../gql';
import { useErrorMessage } from '../i18n/errors';
import { requiredEmail, requiredText } from '../lib/forms';
import { useDocumentTitle } from '../lib/useDocumentTitle';

export const CREATE_CONSULTATION_MUTATION = graphql(`
  mutation CreateConsultation($input: ConsultationInput!) {
    createConsultation(input: $input) {
      id
    }
  }
`);

const messages = defineMessages<{
  readonly documentTitle: NoMessageValues;
  readonly sent: NoMessageValues;
  readonly nextSteps: { readonly email: MessageValue };
  readonly failed: NoMessageValues;
  readonly eyebrow: NoMessageValues;
  readonly title: NoMessageValues;
  readonly description: NoMessageValues;
  readonly formLabel: NoMessageValues;
  readonly asideLabel: NoMessageValues;
  readonly name: NoMessageValues;
  readonly email: NoMessageValues;
  readonly phone: NoMessageValues;
  readonly phoneHint: NoMessageValues;
  readonly message: NoMessageValues;
  readonly messageHint: NoMessageValues;
  readonly datesTitle: NoMessageValues;
  readonly datesText: NoMessageValues;
  readonly togetherTitle: NoMessageValues;
  readonly togetherText: NoMessageValues;
  readonly careTitle: NoMessageValues;
  readonly careText: NoMessageValues;
}>({
  documentTitle: { id: 'consultation.page.documentTitle', defaultMessage: 'Consultation' },
  sent: { id: 'consultation.page.sent', defaultMessage: 'Consultation request sent!' },
  // True of what the server does: it mails the visitor an acknowledgement (consultation-ack) and staff answer by email.
  nextSteps: {
    id: 'consultation.page.nextSteps',
    defaultMessage:
      'Thank you. We have emailed a confirmation to {email}. A Rihla adviser will read your request and reply to that address.',
  },
  failed: { id: 'consultation.page.failed', defaultMessage: 'Could not send your request. Please try again.' },
  eyebrow: { id: 'consultation.page.eyebrow', defaultMessage: 'Free consultation' },
  title: { id: 'consultation.page.title', defaultMessage: 'Talk to a Rihla advisor' },
  description: {
    id: 'consultation.page.description',
    defaultMessage:
      'Tell us about your plans and questions. Our advisors read every request and write back to the email address you give.',
  },
  formLabel: { id: 'consultation.page.formLabel', defaultMessage: 'Consultation request' },
  asideLabel: { id: 'consultation.page.asideLabel', defaultMessage: 'What we can help with' },
  name: { id: 'consultation.form.name', defaultMessage: 'Name' },
  email: { id: 'consultation.form.email', defaultMessage: 'Email' },
  phone: { id: 'consultation.form.phone', defaultMessage: 'Phone or WhatsApp (optional)' },
  phoneHint: { id: 'consultation.form.phoneHint', defaultMessage: 'With your country code, e.g. +62 812 3456 7890.' },
  message: { id: 'consultation.form.message', defaultMessage: 'Message' },
  messageHint: {
    id: 'consultation.form.messageHint',
    defaultMessage: 'Your preferred dates, how many are travelling, and anything we should know.',
  },
  datesTitle: { id: 'consultation.reason.dates.title', defaultMessage: 'Choosing your dates' },
  datesText: {
    id: 'consultation.reason.dates.text',
    defaultMessage: 'Ramadan, school holidays or a quiet season — we know when the Haram is calmest.',
  },
  togetherTitle: { id: 'consultation.reason.together.title', defaultMessage: 'Travelling together' },
  togetherText: {
    id: 'consultation.reason.together.text',
    defaultMessage: 'Families, elderly parents and first-time pilgrims each need a different pace.',
  },
  careTitle: { id: 'consultation.reason.care.title', defaultMessage: 'Special care' },
  careText: {
    id: 'consultation.reason.care.text',
    defaultMessage: 'Wheelchairs, dietary needs and medical support arranged before you fly.',
  },
});

// The server's rule (consultations.service.ts), in its words so the error is translated like the server's.
const PHONE_INVALID =
  'Please enter a phone or WhatsApp number of 6 to 20 digits (spaces, +, - and brackets are fine), or leave it empty.';
const phoneDigits = (value: string) => value.replace(/\D/g, '').length;

const consultationSchema = z.object({
  name: requiredText('Please enter your name.'),
  email: requiredEmail(),
  phone: z
    .string()
    .trim()
    .refine((value) => !value || (/^[\d\s()+-]+$/.test(value) && phoneDigits(value) >= 6 && phoneDigits(value) <= 20), {
      error: PHONE_INVALID,
    }),
  message: requiredText('Please tell us how we can help.'),
});

const REASONS: { key: string; icon: IconName; title: MessageDescriptor; text: MessageDescriptor }[] = [
  { key: 'dates', icon: 'calendar', title: messages.datesTitle, text: messages.datesText },
  { key: 'together', icon: 'users', title: messages.togetherTitle, text: messages.togetherText },
  { key: 'care', icon: 'heart', title: messages.careTitle, text: messages.careText },
];

export function ConsultationPage() {
  const intl = useIntl();
  const errors = useErrorMessage();
  useDocumentTitle(intl.formatMessage(messages.documentTitle));
  const [createConsultation] = useMutation(CREATE_CONSULTATION_MUTATION);
  // The address the acknowledgement went to, once the request is stored.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(consultationSchema, { name: '', email: '', phone: '', message: '' });
  const { submit, failure } = useServerSubmit(
    async ({ phone, ...input }: z.output<typeof consultationSchema>) => {
      setSentTo(null);
      await createConsultation({ variables: { input: { ...input, phone: phone || null } } });
      setSentTo(input.email);
      form.reset();
    },
    (error) => errors.of(error, intl.formatMessage(messages.failed)),
  );

  return (
    <FormPageLayout
      eyebrow={intl.formatMessage(messages.eyebrow)}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      formLabel={intl.formatMessage(messages.formLabel)}
      className="with-aside consultation-layout"
      asideLabel={intl.formatMessage(messages.asideLabel)}
      asideClassName="consultation-reasons"
      aside={REASONS.map((reason) => (
        <div key={reason.key} className="consultation-reason">
          <span className="icon-badge consultation-reason__icon">
            <Icon name={reason.icon} />
          </span>
          <div>
            <h2 className="consultation-reason__title">{intl.formatMessage(reason.title)}</h2>
            <p className="muted">{intl.formatMessage(reason.text)}</p>
          </div>
        </div>
      ))}
    >
      <Form form={form} onSubmit={submit} className="form-grid">
        <TextField name="name" label={intl.formatMessage(messages.name)} autoComplete="name" required />
        <TextField name="email" label={intl.formatMessage(messages.email)} type="email" autoComplete="email" required />
        <TextField
          name="phone"
          label={intl.formatMessage(messages.phone)}
          type="tel"
          autoComplete="tel"
          dir="ltr"
          hint={intl.formatMessage(messages.phoneHint)}
        />
        <TextareaField
          name="message"
          className="span-2"
          label={intl.formatMessage(messages.message)}
          required
          hint={intl.formatMessage(messages.messageHint)}
        />
        <div className="span-2">
          <LegalNotice />
        </div>
        <FormActions failure={failure} className="span-2">
          {sentTo && (
            <Alert variant="success" title={intl.formatMessage(messages.sent)}>
              {intl.formatMessage(messages.nextSteps, { email: <bdi key="email">{sentTo}</bdi> })}
            </Alert>
          )}
          <SubmitButton size="lg">
            <FormattedMessage id="consultation.page.submit" defaultMessage="Send request" />
          </SubmitButton>
        </FormActions>
      </Form>
    </FormPageLayout>
  );
}
