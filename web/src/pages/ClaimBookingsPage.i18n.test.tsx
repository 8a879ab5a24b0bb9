import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { setSession } from '../lib/session';
import { renderApp } from '../test/render';
import { CLAIM_BOOKINGS_MUTATION } from './ClaimBookingsPage';

const claimed = (count: number) => ({
  request: { query: CLAIM_BOOKINGS_MUTATION, variables: { token: 'tok-1' } },
  result: {
    data: {
      claimBookings: {
        __typename: 'BookingClaimResult',
        claimed: count,
        message: `${count} bookings added to My trips.`,
        reason: 'CLAIM_ADDED',
        params: { count },
      },
    },
  },
});

// The server's answer travels by code and values; the page words it in the reader's language, plurals included.
describe('/my-trips/claim in Arabic and Indonesian', () => {
  it('says in Arabic how many bookings were added, with the Arabic plural', async () => {
    setSession({ token: 't', role: 'USER' });
    renderApp({ route: '/my-trips/claim#token=tok-1', mocks: [claimed(2)], locale: 'ar' });
    expect(await screen.findByText('أُضيف حجزان إلى «رحلاتي».', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(/added to My trips/)).not.toBeInTheDocument();
  });

  it('says it in Indonesian', async () => {
    setSession({ token: 't', role: 'USER' });
    renderApp({ route: '/my-trips/claim#token=tok-1', mocks: [claimed(3)], locale: 'id' });
    expect(
      await screen.findByText('3 pemesanan ditambahkan ke Perjalanan Saya.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
