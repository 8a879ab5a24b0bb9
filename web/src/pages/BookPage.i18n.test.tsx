import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { formatMoney } from '../i18n/format';
import { makePackage, packagesMock } from '../test/fixtures';
import { clickButton, setupApp } from '../test/interact';

const packages = [makePackage(1), makePackage(2, { name: 'Ramadan Umrah', fromPrice: 250000, currency: 'GBP' })];

describe('/book in Arabic and Indonesian', () => {
  it('speaks Arabic, with each package’s price in Arabic conventions and its own currency', async () => {
    const { user } = setupApp({ route: '/book', mocks: [packagesMock(packages)], locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'احجز رحلتك' })).toBeInTheDocument();
    const select = screen.getByLabelText(/^الباقة/);
    expect(
      await within(select).findByRole('option', {
        name: `Ramadan Umrah — ابتداءً من ${formatMoney(250000, 'GBP', 'ar')}`,
      }),
    ).toBeInTheDocument();
    // The Arabic way of writing pounds: the symbol after the amount, behind a right-to-left mark.
    expect(formatMoney(250000, 'GBP', 'ar')).toMatch(/^\u200f2,500\.00\u00a0\u2066UK£\u2069$/);
    expect(screen.getByText('لن يُؤخذ أي مبلغ حتى تؤكّد عند الدفع.')).toBeInTheDocument();
    await clickButton(user, 'إرسال الحجز');
    // The form's own texts are the English ones until the errors table translates them; the page is Arabic.
    expect(screen.getByLabelText(/^الاسم الكامل/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('speaks Indonesian, with prices grouped the Indonesian way', async () => {
    setupApp({ route: '/book', mocks: [packagesMock(packages)], locale: 'id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pesan perjalanan Anda' })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Ramadan Umrah — mulai dari £2.500,00' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kirim pemesanan' })).toBeInTheDocument();
  });
});
