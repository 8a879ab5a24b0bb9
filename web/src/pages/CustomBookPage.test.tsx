import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { LOCATION_DEBOUNCE_MS } from '../components/search/LocationCombobox';
import { readTripSearch, tripSearchPath } from '../lib/tripSearch';
import { renderApp } from '../test/render';
import { jeddah, locationsMock, makkah, searchMock } from '../test/tripSearch';

function setDate(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('/custom-book', () => {
  it("alerts 'Please fill origin, destination and departure date.'", async () => {
    const user = userEvent.setup();
    renderApp({ route: '/custom-book' });
    await user.click(screen.getByRole('button', { name: 'Search trips' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill origin, destination and departure date.');
    await user.type(screen.getByRole('combobox', { name: /From/ }), 'London');
    await user.type(screen.getByRole('combobox', { name: /To/ }), 'Makkah');
    await user.click(screen.getByRole('button', { name: 'Search trips' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill origin, destination and departure date.');
  });

  it('refuses the same place as origin and destination', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/custom-book' });
    await user.type(screen.getByRole('combobox', { name: /From/ }), 'Makkah');
    await user.type(screen.getByRole('combobox', { name: /To/ }), ' makkah');
    setDate(/Departure date/, '2030-03-10');
    await user.click(screen.getByRole('button', { name: 'Search trips' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The origin and the destination are the same place: choose where you are going.',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/custom-book');
  });

  it('enables the return date only for round trips', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/custom-book' });
    expect(screen.getByLabelText(/Return date/)).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Round trip' }));
    expect(screen.getByLabelText(/Return date/)).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: 'One way' }));
    expect(screen.getByLabelText(/Return date/)).toBeDisabled();
  });

  it('steps passengers between 1 and 9', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/custom-book' });
    const count = screen.getByRole('spinbutton', { name: 'Passengers' });
    expect(count).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByRole('button', { name: 'Remove a passenger' })).toBeDisabled();
    for (let i = 0; i < 12; i += 1) {
      const add = screen.getByRole('button', { name: 'Add a passenger' });
      if (add.hasAttribute('disabled')) break;
      await user.click(add);
    }
    expect(count).toHaveAttribute('aria-valuenow', '9');
    expect(screen.getByRole('button', { name: 'Add a passenger' })).toBeDisabled();
  });

  it('suggests locations for typed text (debounced) and fills the choice', async () => {
    // an unmocked lookup (e.g. for 'M' or 'Ma' typed before the pause) would make the mock link warn
    const warn = vi.spyOn(console, 'warn');
    const user = userEvent.setup();
    renderApp({ route: '/custom-book', mocks: [locationsMock('Mak', [makkah])] });
    const to = screen.getByRole('combobox', { name: /To/ });
    await user.type(to, 'Mak');
    const listbox = await screen.findByRole('listbox', { name: /To suggestions/ });
    await user.click(within(listbox).getByRole('option', { name: /Makkah, Saudi Arabia/ }));
    expect(to).toHaveValue('Makkah, Saudi Arabia');
    expect(to).toHaveAttribute('aria-expanded', 'false');
    expect(warn).not.toHaveBeenCalled();
  });

  it('picks a suggestion with the keyboard', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/custom-book', mocks: [locationsMock('jed', [jeddah])] });
    const from = screen.getByRole('combobox', { name: /From/ });
    await user.type(from, 'jed');
    await screen.findByRole('option', { name: /King Abdulaziz International \(JED\)/ });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(from).toHaveValue('King Abdulaziz International (JED)');
  });

  it('does not look up blank text', async () => {
    const warn = vi.spyOn(console, 'warn');
    const user = userEvent.setup();
    renderApp({ route: '/custom-book' });
    await user.type(screen.getByRole('combobox', { name: /From/ }), '   ');
    // past the debounce: a lookup would have hit the mock link, which has no mocks and warns
    await act(() => new Promise((resolve) => setTimeout(resolve, LOCATION_DEBOUNCE_MS + 100)));
    expect(screen.getByRole('combobox', { name: /From/ })).toHaveAttribute('aria-expanded', 'false');
    expect(warn).not.toHaveBeenCalled();
  });

  it('hands the search to /search/results, which runs it', async () => {
    const user = userEvent.setup();
    const search = {
      origin: 'London',
      destination: 'Makkah',
      departDate: '2030-03-10',
      returnDate: '2030-03-20',
      tripType: 'ROUNDTRIP' as const,
      passengers: 2,
      modes: ['FLIGHTS' as const, 'BUS' as const, 'TRAIN' as const],
    };
    renderApp({ route: '/custom-book', mocks: [searchMock(search, 'ALL', { returnLegs: {} })] });
    await user.type(screen.getByRole('combobox', { name: /From/ }), 'London');
    await user.type(screen.getByRole('combobox', { name: /To/ }), 'Makkah');
    setDate(/Departure date/, '2030-03-10');
    await user.click(screen.getByRole('radio', { name: 'Round trip' }));
    setDate(/Return date/, '2030-03-20');
    await user.click(screen.getByRole('button', { name: 'Add a passenger' }));
    await user.click(screen.getByRole('checkbox', { name: 'Ferry' }));
    await user.click(screen.getByRole('button', { name: 'Search trips' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/search/results'));
    const address = screen.getByTestId('location').dataset.search!;
    expect(address).toBe(tripSearchPath(search).slice('/search/results'.length));
    expect(readTripSearch(new URLSearchParams(address))).toEqual(search);
    expect(await screen.findByText('No options found for the selected date.')).toBeInTheDocument();
    expect(screen.getByText('No return options found for the selected date.')).toBeInTheDocument();
    // the modes left out of the search are not offered
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent.replace(/\d+$/, ''))).toEqual([
      'Flights',
      'Bus',
      'Train',
    ]);
  });
});
