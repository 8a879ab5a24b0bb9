import './ConsultationPage.css';

import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
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

const messages = defineMessages({
  documentTitle: { id: 'consultation.page.documentTitle', defaultMessage: 'Consultation' },
  sent: { id: 'consultation.page.sent', defaultMessage: 'Consultation request sent!' },
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

const consultationSchema = z.object({
  name: requiredText('Please enter your name.'),
  email: requiredEmail(),
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
  const [sent, setSent] = useState(false);
  const form = useZodForm(consultationSchema, { name: '', email: '', message: '' });
  const { submit, failure } = useServerSubmit(
    async (input: z.output<typeof consultationSchema>) => {
      setSent(false);
      await createConsultation({ variables: { input } });
      setSent(true);
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
          {sent && <Alert variant="success">{intl.formatMessage(messages.sent)}</Alert>}
          <SubmitButton size="lg">
            <FormattedMessage id="consultation.page.submit" defaultMessage="Send request" />
          </SubmitButton>
        </FormActions>
      </Form>
    </FormPageLayout>
  );
}
