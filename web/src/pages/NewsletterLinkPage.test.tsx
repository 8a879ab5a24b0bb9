import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp } from '../test/render';
import { CONFIRM_NEWSLETTER_MUTATION } from './NewsletterLinkPage';

describe('newsletter links in Arabic', () => {
  it("shows the server's answer in Arabic, by its code", async () => {
    renderApp({
      route: '/newsletter/confirm#token=tok-1',
      locale: 'ar',
      mocks: [
        {
          request: { query: CONFIRM_NEWSLETTER_MUTATION, variables: { token: 'tok-1' } },
          result: {
            data: {
              confirmNewsletter: {
                __typename: 'NewsletterPayload',
                message: 'Subscription confirmed. Thank you: our letter will reach you at this address.',
                reason: 'NEWSLETTER_CONFIRMED',
                params: {},
              },
            },
          },
        },
      ],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'تم تأكيد الاشتراك' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('تم تأكيد الاشتراك. شكرًا لك: ستصلك نشرتنا على هذا العنوان.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toHaveAttribute('href', '/');
  });

  it('asks in Indonesian to open the email again when the link has no token', async () => {
    renderApp({ route: '/newsletter/unsubscribe', locale: 'id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tautan ini tidak berfungsi' })).toBeInTheDocument();
    expect(screen.getByText('Tautan ini tidak lengkap. Silakan buka kembali tautan dari email.')).toBeInTheDocument();
  });
});
