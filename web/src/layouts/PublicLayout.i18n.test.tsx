import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { LOCALE_STORAGE_KEY } from '../i18n/locales';
import { renderApp } from '../test/render';

describe('public layout in Arabic and Indonesian', () => {
  it('shows the footer in Arabic, with its links kept in the Arabic site and the care line as it is', () => {
    renderApp({ route: '/consultation', locale: 'ar' });
    const footer = screen.getByRole('contentinfo');
    const explore = within(footer).getByRole('navigation', { name: 'استكشف' });
    // The router's basename (/ar) is the app's: in the test router the path is the bare one.
    expect(within(explore).getByRole('link', { name: 'باقات العمرة' })).toHaveAttribute('href', '/packages');
    expect(within(footer).getByRole('link', { name: 'Rihla على إنستغرام' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/rihla.travel',
    );
    expect(within(footer).getByText(/جميع الحقوق محفوظة/)).toHaveTextContent(
      `© ${new Date().getFullYear()} Rihla Travel. جميع الحقوق محفوظة.`,
    );
    expect(within(footer).getByRole('link', { name: '+44 20 0000 0000' })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: 'رجوع' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'انتقل إلى المحتوى' })).toHaveAttribute('href', '#main');
  });

  it('shows the footer in Indonesian', () => {
    renderApp({ route: '/consultation', locale: 'id' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('navigation', { name: 'Perusahaan' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Konsultasi gratis' })).toHaveAttribute('href', '/consultation');
    expect(within(footer).getByText('Sabtu–Kamis, 09.00–18.00')).toBeInTheDocument();
  });

  it('switches language to the same page under /ar/… and /id/…, marks the current one and remembers a choice', async () => {
    renderApp({ route: '/consultation?topic=visa', locale: 'ar' });
    const switcher = screen.getByRole('list', { name: 'اللغة' });
    const english = within(switcher).getByRole('link', { name: 'English' });
    const arabic = within(switcher).getByRole('link', { name: 'العربية' });
    const indonesian = within(switcher).getByRole('link', { name: 'Bahasa Indonesia' });
    expect(english).toHaveAttribute('href', '/consultation?topic=visa');
    expect(arabic).toHaveAttribute('href', '/ar/consultation?topic=visa');
    expect(indonesian).toHaveAttribute('href', '/id/consultation?topic=visa');
    expect(arabic).toHaveAttribute('aria-current', 'true');
    expect(indonesian).not.toHaveAttribute('aria-current');
    expect(indonesian).toHaveAttribute('hreflang', 'id');

    // A full load follows the link (jsdom does not navigate): stop it there, after the switcher's own handler.
    indonesian.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(indonesian);
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('id');
    expect(document.cookie).toContain(`${LOCALE_STORAGE_KEY}=id`);
  });

  it('tells search engines the page’s address in every language (hreflang, x-default the unprefixed one)', () => {
    renderApp({ route: '/consultation', locale: 'id' });
    const alternates = Array.from(document.head.querySelectorAll('link[rel="alternate"]')).map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    const origin = window.location.origin;
    expect(alternates).toEqual([
      ['en', `${origin}/consultation`],
      ['ar', `${origin}/ar/consultation`],
      ['id', `${origin}/id/consultation`],
      ['x-default', `${origin}/consultation`],
    ]);
  });
});
