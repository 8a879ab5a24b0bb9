import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { setSession } from '../../lib/session';
import { myBooking, myBookingsPage } from '../../test/myBookings';
import { renderApp } from '../../test/render';

// A USD 7,800.00 booking paid in full, as the server serves it at each step of its cancellation.
const paid = {
  status: 'PAID',
  amount: 780000,
  currency: 'USD',
  amountPaid: 780000,
  netPaid: 780000,
  amountDue: 0,
  payable: false,
  balanceDue: 0,
  paidAt: '2026-11-20T10:30:00.000Z',
  cancelAction: 'REQUEST',
};
const requested = { ...paid, cancellationRequestedAt: '2026-11-25T10:00:00.000Z', cancelAction: 'NONE' };
const refunded = {
  ...requested,
  status: 'PARTIALLY_REFUNDED',
  cancelledAt: '2026-11-26T09:00:00.000Z',
  amountRefunded: 702000,
  netPaid: 78000,
  refunds: [
    {
      __typename: 'MyRefund',
      amount: 702000,
      currency: 'USD',
      status: 'SUCCEEDED',
      createdAt: '2026-11-26T09:00:00.000Z',
      settledAt: '2026-11-27T08:00:00.000Z',
    },
  ],
};

async function card(booking: Record<string, unknown>, locale: 'en' | 'ar' | 'id' = 'en') {
  setSession({ token: 't', role: 'USER' });
  renderApp({ route: '/my-trips', mocks: [myBookingsPage(null, [myBooking(booking)])], locale });
  return screen.findByRole('article', { name: 'Ramadan Umrah' });
}

// toHaveTextContent reads no-break spaces (money) as spaces.
describe('a My trips card after a cancellation request', () => {
  it('offers Cancel booking while the server allows it', async () => {
    const shown = await card(paid);
    expect(within(shown).getByRole('button', { name: /^Cancel booking/ })).toBeInTheDocument();
    // Nothing went back: what was paid is all there is to say.
    expect(shown).toHaveTextContent('Paid$7,800.00');
    expect(shown).not.toHaveTextContent('Net paid');
  });

  it('shows the request waiting for our team, and no second Cancel booking', async () => {
    const shown = await card(requested);
    expect(shown).toHaveTextContent('Cancellation requested on 25 November 2026: waiting for our team to confirm it.');
    expect(within(shown).queryByRole('button', { name: /^Cancel booking/ })).not.toBeInTheDocument();
  });

  it('once refunded: what was paid, what went back and when, and no action left', async () => {
    const shown = await card(refunded);
    expect(shown).toHaveTextContent('Paid$7,800.00');
    expect(shown).toHaveTextContent('Refunded$7,020.00');
    expect(shown).toHaveTextContent('Net paid$780.00');
    expect(shown).toHaveTextContent('Cancellation requested on 25 November 2026, confirmed on 26 November 2026.');
    expect(shown).toHaveTextContent('$7,020.00 refunded to your card on 27 November 2026.');
    expect(within(shown).queryByRole('button', { name: /^Cancel booking/ })).not.toBeInTheDocument();
  });

  it('says a refund on its way while the provider has not confirmed it', async () => {
    const refund = { ...refunded.refunds[0], status: 'PENDING', settledAt: null };
    const shown = await card({
      ...refunded,
      status: 'CANCELLED',
      amountRefunded: 0,
      refundPending: 702000,
      refunds: [refund],
    });
    expect(shown).toHaveTextContent('Refund on its way$7,020.00');
    expect(shown).toHaveTextContent('Net paid$780.00');
    expect(shown).toHaveTextContent('A refund of $7,020.00 is on its way to your card (sent on 26 November 2026).');
  });

  it('says all of it in Arabic', async () => {
    const shown = await card(refunded, 'ar');
    expect(shown).toHaveTextContent(/تم طلب الإلغاء في 25 نوفمبر 2026، وتم تأكيده في 26 نوفمبر 2026/);
    expect(shown).toHaveTextContent(/المسترد.*7,020\.00/);
    expect(shown).toHaveTextContent(/صافي المدفوع.*780\.00/);
    expect(within(shown).queryByRole('button', { name: /^إلغاء الحجز/ })).not.toBeInTheDocument();
  });

  it('a booking refunded in full says paid, refunded and nothing kept, in Indonesian too', async () => {
    const full = {
      ...refunded,
      status: 'REFUNDED',
      amountRefunded: 780000,
      netPaid: 0,
      refunds: [{ ...refunded.refunds[0], amount: 780000 }],
    };
    const shown = await card(full);
    expect(shown).toHaveTextContent('Paid$7,800.00');
    expect(shown).toHaveTextContent('Refunded$7,800.00');
    expect(shown).toHaveTextContent('Net paid$0.00');
  });

  it('in Indonesian', async () => {
    const shown = await card(refunded, 'id');
    expect(shown).toHaveTextContent(/Dibayar\s*US\$\s*7\.800,00/);
    expect(shown).toHaveTextContent(/Dikembalikan\s*US\$\s*7\.020,00/);
    expect(shown).toHaveTextContent(/Dibayar bersih\s*US\$\s*780,00/);
  });
});
