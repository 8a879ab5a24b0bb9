import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { always, failing, spiedOn } from '../../test/mocks';
import { renderAdmin } from '../../test/render';
import { HotelStaysButton, PACKAGE_HOTEL_STAYS_QUERY, SAVE_HOTEL_STAYS } from './HotelStaysButton';

const stay = (id: number, city: string, hotelName: string, nights: number) => ({
  __typename: 'HotelStay' as const,
  id,
  city,
  hotelName,
  nights,
});
const makkah = stay(1, 'Makkah', 'Swissotel Al Maqam', 5);
const madinah = stay(2, 'Madinah', 'Pullman Zamzam', 4);
const pkg = { id: 7, name: 'Classic Umrah' };
const listed = always(PACKAGE_HOTEL_STAYS_QUERY, { packageHotelStays: [makkah] }, { packageId: 7 });

describe('hotel stays dialog', () => {
  it('lists the stays in order and saves an added one', async () => {
    const user = userEvent.setup();
    const stays = [
      { id: 1, city: 'Makkah', hotelName: 'Swissotel Al Maqam', nights: 5 },
      { id: null, city: 'Madinah', hotelName: 'Pullman Zamzam', nights: 4 },
    ];
    const { mock, spy } = spiedOn(
      always(SAVE_HOTEL_STAYS, { saveHotelStays: [makkah, madinah] }, { packageId: 7, stays }),
    );
    renderAdmin(<HotelStaysButton pkg={pkg} />, { role: 'STAFF', mocks: [listed, mock] });
    await user.click(screen.getByRole('button', { name: /^Hotel stays/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Hotel stays of Classic Umrah' });
    expect(await within(dialog).findByLabelText('Stay 1: hotel')).toHaveValue('Swissotel Al Maqam');
    await user.click(within(dialog).getByRole('button', { name: 'Add stay' }));
    await user.type(within(dialog).getByLabelText('Stay 2: city'), 'Madinah');
    await user.type(within(dialog).getByLabelText('Stay 2: hotel'), 'Pullman Zamzam');
    await user.type(within(dialog).getByLabelText('Stay 2: nights'), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Save stays' }));
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('shows the server’s words when a stay with rooms is removed', async () => {
    const user = userEvent.setup();
    renderAdmin(<HotelStaysButton pkg={pkg} />, {
      role: 'STAFF',
      mocks: [
        listed,
        failing(
          SAVE_HOTEL_STAYS,
          { packageId: 7, stays: [] },
          'Makkah, Swissotel Al Maqam has rooms on a rooming list: remove its rooms before removing the stay.',
          'CONFLICT',
        ),
      ],
    });
    await user.click(screen.getByRole('button', { name: /^Hotel stays/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Hotel stays of Classic Umrah' });
    await user.clear(await within(dialog).findByLabelText('Stay 1: city'));
    await user.clear(within(dialog).getByLabelText('Stay 1: hotel'));
    await user.click(within(dialog).getByRole('button', { name: 'Save stays' }));
    expect(await within(dialog).findByText(/has rooms on a rooming list/)).toBeInTheDocument();
  });
});
