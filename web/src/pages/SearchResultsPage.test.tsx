import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TripSearchParams } from '../lib/tripSearch';
import { renderApp } from '../test/render';

const search: TripSearchParams = {
  origin: 'London',
  destination: 'Makkah',
  departDate: '2030-03-10',
  returnDate: null,
  tripType: 'ONEWAY',
  passengers: 1,
  modes: ['FLIGHTS', 'BUS', 'TRAIN', 'FERRY'],
};

describe('/search/results', () => {
  it("asks to 'Start from Home search.' without a search in router state", () => {
    renderApp({ route: '/search/results' });
    expect(screen.getByText('Start from Home search.')).toBeInTheDocument();
  });

  it('offers the allowed modes as tabs and the class filter, with the empty result message', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/search/results', state: { search } });
    expect(await screen.findByText('No options found for the selected date.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Flights' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Bus' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Train' })).toBeEnabled();
    expect(screen.getByRole('tab', { name: 'Ferry' })).toBeEnabled();
    for (const name of ['All classes', 'Commoner', 'Business', 'Royal']) {
      expect(screen.getByRole('radio', { name })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('tab', { name: 'Ferry' }));
    await user.click(screen.getByRole('radio', { name: 'Royal' }));
    expect(screen.getByRole('tab', { name: 'Ferry' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('No options found for the selected date.')).toBeInTheDocument();
  });
});
