import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { formatMoney } from '../i18n/format';
import { liveLink } from '../test/live';
import {
  checkoutBookingMock,
  heldTripPaidMocks,
  intentMock,
  renderCheckout,
  statusChanged,
  TOKEN,
  TRIP_LINK,
} from './checkout/fixtures';

describe('/checkout in Arabic and Indonesian', () => {
  it('pays a trip in Arabic: the amount in Arabic conventions, the seat hold in minutes with Arabic plurals', async () => {
    const user = userEvent.setup();
    const live = liveLink();
    renderCheckout(
      TRIP_LINK,
      heldTripPaidMocks({ holdExpiresAt: new Date(Date.now() + 10 * 60_000 + 30_000).toISOString() }),
      undefined,
      live,
      'ar',
    );
    // Ten minutes left: Arabic says "دقيقة" after 11-99 but "دقائق" after 3-10.
    const timer = await screen.findByRole('timer', { name: 'المقاعد محجوزة لـ 10 دقائق أخرى' });
    expect(timer).toHaveTextContent(/^المقاعد محجوزة لمدة 10:(30|29)$/);
    const amount = formatMoney(64000, 'GBP', 'ar');
    expect(amount).toBe('\u200f640.00\u00a0\u2066UK£\u2069');
    expect(await screen.findByText('وضع تجريبي — لن تُخصم أي مبالغ من بطاقة حقيقية')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/رقم البطاقة/), '4242424242424242');
    await user.type(screen.getByLabelText(/تاريخ الانتهاء/), '12/30');
    await user.type(screen.getByLabelText(/رمز التحقق/), '123');
    await user.click(screen.getByRole('button', { name: `ادفع ${amount}` }));
    expect(await screen.findByRole('heading', { name: 'تم الدفع بنجاح' })).toBeInTheDocument();
    live.push(statusChanged('PAID', '2026-11-25T04:00:00.000Z'));
    expect(await screen.findByText('مدفوع')).toBeInTheDocument();
  });

  it('speaks Indonesian: the demo card form is labelled as a demo and the price is Indonesian-grouped', async () => {
    renderCheckout(
      `/checkout?booking=41&kind=PACKAGE#token=${TOKEN}`,
      [checkoutBookingMock(), intentMock({ bookingId: 41, amount: 250000, currency: 'GBP', kind: 'PACKAGE' })],
      undefined,
      liveLink(),
      'id',
    );
    expect(await screen.findByText('Mode demo — tidak ada kartu sungguhan yang ditagih')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bayar £2.500,00' })).toBeInTheDocument();
  });
});
