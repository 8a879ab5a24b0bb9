import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { graphQLErrorResult } from '../test/fixtures';
import { clickButton, setupApp, type TestUser, typeIntoFields } from '../test/interact';
import { CREATE_CONSULTATION_MUTATION } from './ConsultationPage';

const input = { name: 'Yusuf', email: 'yusuf@example.com', phone: null, message: 'Family of five in April' };

function consultationMock(result: object, variables: object = input) {
  return { request: { query: CREATE_CONSULTATION_MUTATION, variables: { input: variables } }, result };
}
const created = { data: { createConsultation: { __typename: 'Consultation', id: 9 } } };

async function sendConsultation(user: TestUser) {
  await typeIntoFields(user, [
    [/^Name/, ` ${input.name} `],
    [/^Email/, input.email],
  ]);
  await user.type(screen.getByRole('textbox', { name: /^Message/ }), input.message);
  await clickButton(user, 'Send request');
}

describe('/consultation', () => {
  it('requires name, a valid email and a message', async () => {
    const { user } = setupApp({ route: '/consultation' });
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    await clickButton(user, 'Send request');
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please tell us how we can help.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'yusuf@');
    await clickButton(user, 'Send request');
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
  });

  it("confirms with 'Consultation request sent!' and what happens next, and clears the form", async () => {
    const { user } = setupApp({ route: '/consultation', mocks: [consultationMock(created)] });
    await sendConsultation(user);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Consultation request sent!');
    expect(status).toHaveTextContent(
      'Thank you. We have emailed a confirmation to yusuf@example.com. A Rihla adviser will read your request and reply to that address.',
    );
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  });

  it('sends an optional phone or WhatsApp number, and refuses one that is not a number', async () => {
    const phone = '+62 (812) 3456-7890';
    const { user } = setupApp({ route: '/consultation', mocks: [consultationMock(created, { ...input, phone })] });
    const field = screen.getByLabelText(/^Phone or WhatsApp \(optional\)/);
    expect(field).toHaveAttribute('type', 'tel');
    expect(field).not.toBeRequired();
    await user.type(field, 'call me');
    await sendConsultation(user);
    expect(
      await screen.findByText(
        'Please enter a phone or WhatsApp number of 6 to 20 digits (spaces, +, - and brackets are fine), or leave it empty.',
      ),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, phone);
    await clickButton(user, 'Send request');
    expect(await screen.findByRole('status')).toHaveTextContent('Consultation request sent!');
  });

  it('shows the failure message', async () => {
    const { user } = setupApp({
      route: '/consultation',
      mocks: [consultationMock(graphQLErrorResult('Too many requests, try later'))],
    });
    await sendConsultation(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, try later');
    expect(screen.queryByText('Consultation request sent!')).not.toBeInTheDocument();
  });
});

describe('/consultation in Arabic', () => {
  it('asks and confirms in Arabic', async () => {
    const { user } = setupApp({
      route: '/consultation',
      locale: 'ar',
      mocks: [consultationMock(created)],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'تحدّث إلى مستشار من Rihla' })).toBeInTheDocument();
    expect(document.title).toBe('استشارة · Rihla');
    await typeIntoFields(user, [
      [/^الاسم/, input.name],
      [/^البريد الإلكتروني/, input.email],
    ]);
    await user.type(screen.getByRole('textbox', { name: /^الرسالة/ }), input.message);
    await clickButton(user, 'أرسل الطلب');
    expect(await screen.findByRole('status')).toHaveTextContent('تم إرسال طلب الاستشارة!');
  });
});
