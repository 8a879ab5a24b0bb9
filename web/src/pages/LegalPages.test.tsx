import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp } from '../test/render';
import { LEGAL_DOCUMENT_QUERY } from './legal/legalDocument';

function legalMock(kind: 'PRIVACY' | 'TERMS', locale: string, title: string, body: string) {
  return {
    request: { query: LEGAL_DOCUMENT_QUERY, variables: { kind, locale } },
    result: {
      data: {
        legalDocument: {
          __typename: 'LegalDocument',
          id: 7,
          title,
          body,
          version: 3,
          createdAt: '2026-11-20T10:00:00.000Z',
        },
      },
    },
  };
}

const PRIVACY_BODY = 'We keep what we must.\n\n## What we collect\n- Your name\n- Passport numbers, encrypted';

describe('/privacy and /terms', () => {
  it('shows the current privacy policy: its title, version, headings and lists', async () => {
    renderApp({ route: '/privacy', mocks: [legalMock('PRIVACY', 'en', 'Privacy policy', PRIVACY_BODY)] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getByText(/^Version 3, in force since/)).toHaveTextContent('Version 3, in force since Nov 20, 2026');
    expect(screen.getByRole('heading', { level: 2, name: 'What we collect' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain('Passport numbers, encrypted');
    expect(screen.getByText('We keep what we must.')).toBeInTheDocument();
    expect(document.title).toMatch(/^Privacy policy/);
  });

  it('asks for the terms in the page’s language', async () => {
    renderApp({
      route: '/terms',
      locale: 'ar',
      mocks: [legalMock('TERMS', 'ar', 'شروط الحجز', 'تسري هذه الشروط على كل حجز.')],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'شروط الحجز' })).toBeInTheDocument();
    expect(screen.getByText('تسري هذه الشروط على كل حجز.')).toBeInTheDocument();
  });

  it('are linked from the footer, in every language', () => {
    renderApp({ route: '/consultation' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: 'Terms of booking' })).toHaveAttribute('href', '/terms');
  });

  it('are linked from the footer in Arabic and Indonesian too', () => {
    const { unmount } = renderApp({ route: '/consultation', locale: 'ar' });
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'سياسة الخصوصية' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    unmount();
    renderApp({ route: '/consultation', locale: 'id' });
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Ketentuan pemesanan' })).toHaveAttribute(
      'href',
      '/terms',
    );
  });
});

describe('forms that take personal data link the privacy policy', () => {
  it.each([
    ['the consultation form', '/consultation', /Consultation|consultation/],
    ['the sign-up form', '/register', /Signup|Sign up/],
  ])('%s', async (_name, route) => {
    renderApp({ route });
    const main = await screen.findByRole('main');
    const privacy = await within(main).findByRole('link', { name: 'privacy policy' });
    expect(privacy).toHaveAttribute('href', '/privacy');
    expect(privacy).toHaveAttribute('target', '_blank');
  });
});
