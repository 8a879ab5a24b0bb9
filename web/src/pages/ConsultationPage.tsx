import './ConsultationPage.css';

import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { Alert, Button, Card, Icon, type IconName, PageHeader, Textarea, TextInput } from '../components/ui';
import { errorMessage } from '../lib/errors';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { CREATE_CONSULTATION_MUTATION } from '../operations/contact';

const CONSULTATION_SENT = 'Consultation request sent!';

const consultationSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name.'),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address.')
    .pipe(z.email('Please enter a valid email address.')),
  message: z.string().trim().min(1, 'Please tell us how we can help.'),
});

type ConsultationForm = z.input<typeof consultationSchema>;

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
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ConsultationForm, unknown, z.output<typeof consultationSchema>>({
    resolver: zodResolver(consultationSchema),
    defaultValues: { name: '', email: '', message: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    setSent(false);
    setFailure(null);
    try {
      await createConsultation({ variables: { input } });
      setSent(true);
      reset();
    } catch (error) {
      setFailure(errorMessage(error, 'Could not send your request. Please try again.'));
    }
  });

  return (
    <div className="page container">
      <PageHeader
        eyebrow="Free consultation"
        title="Talk to a Rihla advisor"
        description="Tell us about your plans and questions. An advisor who has guided hundreds of pilgrims will reply within one working day."
      />
      <div className="consultation-layout">
        <Card as="section" padding="lg" aria-label="Consultation request">
          <form noValidate onSubmit={onSubmit} className="form-grid">
            <TextInput label="Name" autoComplete="name" required error={errors.name?.message} {...register('name')} />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              error={errors.email?.message}
              {...register('email')}
            />
            <Textarea
              className="span-2"
              label="Message"
              required
              hint="Your preferred dates, how many are travelling, and anything we should know."
              error={errors.message?.message}
              {...register('message')}
            />
            <div className="span-2 form-actions">
              {sent && <Alert variant="success">{CONSULTATION_SENT}</Alert>}
              {failure && <Alert variant="error">{failure}</Alert>}
              <Button type="submit" size="lg" loading={isSubmitting}>
                Send request
              </Button>
            </div>
          </form>
        </Card>
        <aside className="consultation-reasons" aria-label="What we can help with">
          {REASONS.map((reason) => (
            <div key={reason.title} className="consultation-reason">
              <span className="consultation-reason__icon">
                <Icon name={reason.icon} />
              </span>
              <div>
                <h2 className="consultation-reason__title">{reason.title}</h2>
                <p className="muted">{reason.text}</p>
              </div>
            </div>
          ))}
        </aside>
      </div>
    </div>
  );
}
