import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { setSession } from '../../lib/session';
import { myBooking, myBookingsPage } from '../../test/myBookings';
import { renderApp, renderWithProviders } from '../../test/render';
import { CANCEL_TRIP_BOOKING_MUTATION, CancelTripBooking } from './CancelTripBooking';

const trip = { id: 9, reference: 'RH-TR1P-09', amountPaid: 30_000, currency: 'SAR' };

describe('cancelling a paid trip booking in My trips', () => {
  it('says the full refund, cancels on confirmation and says the refund is on its way', async () => {
    const user = userEvent.setup();
    const sent = vi.fn(() => ({ data: { cancelTripBooking: 30_000 } }));
    renderWithProviders(<CancelTripBooking trip={trip} allowed />, {
      mocks: [{ request: { query: CANCEL_TRIP_BOOKING_MUTATION, variables: { tripBookingId: 9 } }, result: sent }],
    });
    await user.click(screen.getByRole('button', { name: /^Cancel booking/ }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel booking RH-TR1P-09' });
    expect(dialog).toHaveTextContent(
      'Cancelled before departure, a trip is refunded in full: SAR 300.00 goes back to the card you paid with.',
    );
    await user.click(within(dialog).getByRole('button', { name: /^Cancel and refund SAR\s300\.00$/ }));
    await waitFor(() => expect(sent).toHaveBeenCalledOnce());
    expect(
      await screen.findByText(
        'Booking RH-TR1P-09 is cancelled. The refund of SAR 300.00 is on its way: it shows as refunded once the payment provider confirms it.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is offered on a trip card only when the server allows it', async () => {
    setSession({ token: 't', role: 'USER' });
    const card = (id: number, cancelAction: string) =>
      myBooking({ kind: 'TRIP', id, title: `Jeddah → Madinah ${id}`, status: 'PAID', cancelAction });
    renderApp({ route: '/my-trips', mocks: [myBookingsPage(null, [card(1, 'CANCEL_NOW'), card(2, 'NONE')])] });
    const open = await screen.findByRole('article', { name: 'Jeddah → Madinah 1' });
    expect(within(open).getByRole('button', { name: /^Cancel booking/ })).toBeInTheDocument();
    const closed = screen.getByRole('article', { name: 'Jeddah → Madinah 2' });
    expect(within(closed).queryByRole('button', { name: /^Cancel booking/ })).not.toBeInTheDocument();
  });
});
