import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { always, failing, once } from '../test/mocks';
import { renderAdmin } from '../test/render';
import { SITE_SETTINGS_QUERY, SiteSettingsPage, UPDATE_SITE_SETTINGS } from './SiteSettingsPage';

const figures = {
  __typename: 'SiteSettings' as const,
  yearsOfService: 20,
  partnerHotels: 75,
  pilgrimsServed: 650,
  rating: 5,
};
const loaded = always(SITE_SETTINGS_QUERY, { siteSettings: figures });

describe('site settings page', () => {
  it('shows the home page’s figures and saves the ones an admin changes', async () => {
    const input = { yearsOfService: 21, partnerHotels: 75, pilgrimsServed: 720, rating: 4.8 };
    renderAdmin(<SiteSettingsPage />, {
      role: 'ADMIN',
      mocks: [loaded, once(UPDATE_SITE_SETTINGS, { input }, { updateSiteSettings: { ...figures, ...input } })],
    });
    const user = userEvent.setup();
    const rating = await screen.findByRole('textbox', { name: /Pilgrim rating/ });
    expect(rating).toHaveValue('5.0');
    expect(screen.getByRole('textbox', { name: /Pilgrims served/ })).toHaveValue('650');
    await user.clear(screen.getByRole('textbox', { name: /Years of service/ }));
    await user.type(screen.getByRole('textbox', { name: /Years of service/ }), '21');
    await user.clear(screen.getByRole('textbox', { name: /Pilgrims served/ }));
    await user.type(screen.getByRole('textbox', { name: /Pilgrims served/ }), '720');
    await user.clear(rating);
    await user.type(rating, '4.8');
    await user.click(screen.getByRole('button', { name: 'Save figures' }));
    expect(await screen.findByText('Saved: the home page shows these figures now.')).toBeInTheDocument();
  });

  it('says what is wrong before sending, and shows the server’s refusal', async () => {
    const input = { yearsOfService: 20, partnerHotels: 75, pilgrimsServed: 650, rating: 4 };
    renderAdmin(<SiteSettingsPage />, {
      role: 'ADMIN',
      mocks: [loaded, failing(UPDATE_SITE_SETTINGS, { input }, 'You do not have permission to do this.', 'FORBIDDEN')],
    });
    const user = userEvent.setup();
    const rating = await screen.findByRole('textbox', { name: /Pilgrim rating/ });
    await user.clear(rating);
    await user.type(rating, '4.85');
    await user.click(screen.getByRole('button', { name: 'Save figures' }));
    expect(await screen.findByText('The rating must be from 0 to 5, e.g. 4.8.')).toBeInTheDocument();
    await user.clear(rating);
    await user.type(rating, '4');
    await user.click(screen.getByRole('button', { name: 'Save figures' }));
    expect(await screen.findByText('You do not have permission to do this.')).toBeInTheDocument();
  });
});
