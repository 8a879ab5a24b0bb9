import './ConsultationPage.css';

import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { z } from 'zod';

import {
  Form,
  FormActions,
  serverMessage,
  SubmitButton,
  TextareaField,
  TextField,
  useServerSubmit,
  useZodForm,
} from '../components/form';
import { FormPageLayout } from '../components/FormPageLayout';
import { Alert, Icon, type IconName } from '../components/ui';
import { graphql } from '../gql';
import { requiredEmail, requiredText } from '../lib/forms';
import { useDocumentTitle } from '../lib/useDocumentTitle';

export const CREATE_CONSULTATION_MUTATION = graphql(`
  mutation CreateConsultation($input: ConsultationInput!) {
    createConsultation(input: $input) {
      id
    }
  }
`);

const CONSULTATION_SENT = 'Consultation request sent!';

const consultationSchema = z.object({
  name: requiredText('Please enter your name.'),
  email: requiredEmail(),
  message: requiredText('Please tell us how we can help.'),
});

const REASONS: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'calendar',
    title: 'Choosing your dates',
    text: 'Ramadan, school holidays or a quiet season — we know when the Haram is calmest.',
  },
  {
    icon: 'users',
    title: 'Travelling together',
    text: 'Families, elderly parents and first-time pilgrims each need a different pace.',
  },
  {
    icon: 'heart',
    title: 'Special care',
    text: 'Wheelchairs, dietary needs and medical support arranged before you fly.',
  },
];

export function ConsultationPage() {
  useDocumentTitle('Consultation');
  const [createConsultation] = useMutation(CREATE_CONSULTATION_MUTATION);
  const [sent, setSent] = useState(false);
  const form = useZodForm(consultationSchema, { name: '', email: '', message: '' });
  const { submit, failure } = useServerSubmit(async (input: z.output<typeof consultationSchema>) => {
    setSent(false);
    await createConsultation({ variables: { input } });
    setSent(true);
    form.reset();
  }, serverMessage('Could not send your request. Please try again.'));

  return (
    <FormPageLayout
      eyebrow="Free consultation"
      title="Talk to a Rihla advisor"
      description="Tell us about your plans and questions. Our advisors read every request and write back to the email address you give."
      formLabel="Consultation request"
      className="with-aside consultation-layout"
      asideLabel="What we can help with"
      asideClassName="consultation-reasons"
      aside={REASONS.map((reason) => (
        <div key={reason.title} className="consultation-reason">
          <span className="icon-badge consultation-reason__icon">
            <Icon name={reason.icon} />
          </span>
          <div>
            <h2 className="consultation-reason__title">{reason.title}</h2>
            <p className="muted">{reason.text}</p>
          </div>
        </div>
      ))}
    >
      <Form form={form} onSubmit={submit} className="form-grid">
        <TextField name="name" label="Name" autoComplete="name" required />
        <TextField name="email" label="Email" type="email" autoComplete="email" required />
        <TextareaField
          name="message"
          className="span-2"
          label="Message"
          required
          hint="Your preferred dates, how many are travelling, and anything we should know."
        />
        <FormActions failure={failure} className="span-2">
          {sent && <Alert variant="success">{CONSULTATION_SENT}</Alert>}
          <SubmitButton size="lg">Send request</SubmitButton>
        </FormActions>
      </Form>
    </FormPageLayout>
  );
}
