import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { readTripSearch, type TripSearchParams, tripSearchPath } from '../lib/tripSearch';
import { expectTextsIn } from '../test/assertions';
import { setupApp, type TestUser } from '../test/interact';
import { renderApp } from '../test/render';
import {
  bookedMock,
  bookFailedMock,
  makeOption,
  searchErrorMock,
  searchMock,
  searchNetworkErrorMock,
} from '../test/tripSearch';

const search: TripSearchParams = {
  origin: 'LHR',
  destination: 'JED',
  departDate: '2030-03-10',
  returnDate: null,
  tripType: 'ONEWAY',
  passengers: 2,
  modes: ['FLIGHTS', 'BUS', 'TRAIN', 'FERRY'],
};

const roundTrip: TripSearchParams = { ...search, tripType: 'ROUNDTRIP', returnDate: '2030-03-24', passengers: 1 };

const flightCommoner = makeOption(12, 'COMMONER', { price: 64000 });
const flightBusiness = makeOption(12, 'BUSINESS', { price: 102400, seats: 3 });
const flightRoyal = makeOption(12, 'ROYAL', { price: 160000 });
const coach = makeOption(40, 'COMMONER', {
  mode: 'BUS',
  supplier: 'Hijaz Coaches',
  serviceNumber: 'HJC 101',
  origin: 'Jeddah Bus Station',
  destination: 'Makkah Bus Station',
  depart: '2030-03-10T06:00:00+03:00',
  arrive: '2030-03-10T07:20:00+03:00',
  duration: '1h 20m',
  durationMin: 80,
  price: 5000,
  currency: 'SAR',
});

/** The options listed (the page's header and footer have lists of their own). */
function options(list = 'Options') {
  return within(screen.getByRole('list', { name: list })).queryAllByRole('listitem');
}

function option(name: RegExp) {
  return screen.getByRole('listitem', { name });
}

/** Clicks Book on the listed option whose name matches, once the results show it. */
async function openBookDialog(user: TestUser, option: RegExp) {
  await user.click(within(await screen.findByRole('listitem', { name: option })).getByRole('button', { name: 'Book' }));
}

async function confirmAsTraveller(user: TestUser, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Amina Yusuf');
  await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'amina@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
}

describe('/search/results', () => {
  it("asks to 'Start from Home search.' without a search in the address", () => {
    renderApp({ route: '/search/results' });
    expect(screen.getByText('Start from Home search.')).toBeInTheDocument();
  });

  it("asks to 'Start from Home search.' when the address lacks the destination", () => {
    renderApp({ route: '/search/results?from=London&depart=2030-03-10' });
    expect(screen.getByText('Start from Home search.')).toBeInTheDocument();
  });

  it('reads a search back from its address, round trip and modes included', () => {
    const shared = { ...search, tripType: 'ROUNDTRIP' as const, returnDate: '2030-03-20', modes: ['BUS' as const] };
    expect(readTripSearch(new URLSearchParams(tripSearchPath(shared).split('?')[1]))).toEqual(shared);
    expect(readTripSearch(new URLSearchParams('from=A&to=B&depart=2030-01-01&pax=40&modes=BOAT'))).toEqual({
      origin: 'A',
      destination: 'B',
      departDate: '2030-01-01',
      returnDate: null,
      tripType: 'ONEWAY',
      passengers: 9,
      modes: ['FLIGHTS', 'BUS', 'TRAIN', 'FERRY'],
    });
  });

  it('lists the options of the first mode with results, with local times, class, seats and the party price', async () => {
    renderApp({
      route: tripSearchPath(search),
      mocks: [searchMock(search, 'ALL', { bus: [coach], flights: [flightCommoner, flightBusiness] })],
    });
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    const flights = await screen.findByRole('tab', { name: 'Flights' });
    expect(flights).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
      'false',
    ]);

    expect(options()).toHaveLength(2);
    const commoner = option(/Saudia SV 112, Commoner/);
    const business = option(/Saudia SV 112, Business/);
    // depart and arrive as the local clocks read them, with their days (arrival next day)
    expect(within(commoner).getByText('21:40')).toBeInTheDocument();
    expect(within(commoner).getByText('Sun 10 Mar')).toBeInTheDocument();
    expect(within(commoner).getByText('06:25')).toBeInTheDocument();
    expect(within(commoner).getByText('Mon 11 Mar')).toBeInTheDocument();
    expectTextsIn(commoner, ['London Heathrow', '5h 45m', '£640.00', 'total for 2 passengers']);
    expectTextsIn(business, ['3 seats left', '£1,024.00']);

    await userEvent.click(screen.getByRole('tab', { name: 'Bus' }));
    expect(screen.getByRole('tab', { name: 'Bus' })).toHaveAttribute('aria-selected', 'true');
    expect(option(/Hijaz Coaches HJC 101/)).toHaveTextContent('SAR 50.00');
    expect(options()).toHaveLength(1);
  });

  it('picks the first tab that has results', async () => {
    renderApp({ route: tripSearchPath(search), mocks: [searchMock(search, 'ALL', { bus: [coach] })] });
    expect(await screen.findByRole('tab', { name: 'Bus' })).toHaveAttribute('aria-selected', 'true');
    expect(option(/Hijaz Coaches/)).toBeInTheDocument();
  });

  it('re-queries with the chosen class (klass) and keeps the tab', async () => {
    const { user } = setupApp({
      route: tripSearchPath(search),
      mocks: [
        searchMock(search, 'ALL', { flights: [flightCommoner, flightBusiness, flightRoyal], bus: [coach] }),
        searchMock(search, 'ROYAL', { flights: [flightRoyal] }),
        searchMock(search, 'BUSINESS', { flights: [flightBusiness] }),
      ],
    });
    await screen.findByRole('tab', { name: 'Flights' });
    expect(options()).toHaveLength(3);
    for (const name of ['All classes', 'Commoner', 'Business', 'Royal']) {
      expect(screen.getByRole('radio', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('radio', { name: 'All classes' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Royal' }));
    await waitFor(() => expect(options()).toHaveLength(1));
    expect(options()[0]).toHaveTextContent('Royal');
    expect(options()[0]).toHaveTextContent('£1,600.00');
    expect(screen.getByRole('radio', { name: 'Royal' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Business' }));
    await waitFor(() => expect(options()[0]).toHaveTextContent('Business'));
    expect(screen.getByRole('tab', { name: 'Flights' })).toHaveAttribute('aria-selected', 'true');
  });

  it('offers only the modes the API allows', async () => {
    renderApp({
      route: tripSearchPath(search),
      mocks: [searchMock(search, 'ALL', { allowedModes: ['BUS', 'TRAIN', 'FERRY'], bus: [coach] })],
    });
    expect(await screen.findByRole('tab', { name: 'Bus' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Flights' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent.replace(/\d+$/, ''))).toEqual([
      'Bus',
      'Train',
      'Ferry',
    ]);
  });

  it("says 'No options found for the selected date.' when nothing runs", async () => {
    const { user } = setupApp({ route: tripSearchPath(search), mocks: [searchMock(search, 'ALL', {})] });
    expect(await screen.findByText('No options found for the selected date.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Flights' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Ferry' }));
    expect(screen.getByText('No options found for the selected date.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Options' })).not.toBeInTheDocument();
  });

  it("alerts 'Search failed' with the server's reason, and tries again", async () => {
    const { user } = setupApp({
      route: tripSearchPath(search),
      mocks: [
        searchErrorMock(search, 'ALL', 'Please fill origin, destination and departure date.'),
        searchMock(search, 'ALL', { bus: [coach] }),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Search failed');
    expect(alert).toHaveTextContent('Please fill origin, destination and departure date.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: /Hijaz Coaches/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("alerts 'Search failed' when the API cannot be reached", async () => {
    renderApp({
      route: tripSearchPath(search),
      mocks: [searchNetworkErrorMock(search, 'ALL', new Error('upstream timeout'))],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Search failed');
  });

  it("shows a round trip's return legs in a 'Return' section", async () => {
    const back = makeOption(13, 'COMMONER', {
      id: 's13-2030-03-24-COMMONER',
      serviceNumber: 'SV 113',
      origin: 'King Abdulaziz International',
      destination: 'London Heathrow',
      depart: '2030-03-24T02:10:00+03:00',
      arrive: '2030-03-24T06:50:00+00:00',
      price: 32000,
    });
    renderApp({
      route: tripSearchPath(roundTrip),
      mocks: [searchMock(roundTrip, 'ALL', { flights: [flightCommoner], returnLegs: { flights: [back] } })],
    });
    const outbound = await screen.findByRole('region', { name: /^Outbound/ });
    const inbound = screen.getByRole('region', { name: /^Return/ });
    expect(within(outbound).getByRole('listitem', { name: /SV 112/ })).toBeInTheDocument();
    expect(within(inbound).getByRole('listitem', { name: /SV 113/ })).toHaveTextContent('02:10');
    expect(within(inbound).getByRole('listitem', { name: /SV 113/ })).toHaveTextContent('Sun 24 Mar');
    expect(screen.getByText(/book your outbound and your return option separately/)).toBeInTheDocument();
  });

  it('books an option: name and email, passengers and total, then the reference and the way to its checkout', async () => {
    const { user } = setupApp({
      route: tripSearchPath(search),
      mocks: [
        searchMock(search, 'ALL', { flights: [flightCommoner] }),
        bookedMock(flightCommoner.id, 2, { id: 77, price: 64000, currency: 'GBP' }),
        // the refresh after booking (seats changed)
        searchMock(search, 'ALL', { flights: [{ ...flightCommoner, seats: 40 }] }),
      ],
    });
    await openBookDialog(user, /SV 112/);
    const dialog = screen.getByRole('dialog', { name: 'Book your seats' });
    expect(dialog).toHaveTextContent('2 passengers');
    expect(dialog).toHaveTextContent('£640.00');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    expect(await within(dialog).findByText('Please enter your name.')).toBeInTheDocument();
    await confirmAsTraveller(user, dialog);

    const success = await within(dialog).findByRole('status');
    expect(success).toHaveTextContent('Booking received');
    expect(success).toHaveTextContent('#77');
    expect(success).toHaveTextContent('Your seats are held while you pay');
    expect(success).not.toHaveTextContent('email');
    expect(within(dialog).getByRole('link', { name: 'Continue to payment' })).toHaveAttribute(
      'href',
      '/checkout?booking=77&kind=TRIP#token=trip-token-77',
    );
    expect(window.sessionStorage.getItem('rihla.booking-token.TRIP.77')).toBe('trip-token-77');
    await user.click(within(dialog).getByRole('button', { name: 'Back to results' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('40 seats left')).toBeInTheDocument();
  });

  it("shows the server's 409 message when the departure is full", async () => {
    const { user } = setupApp({
      route: tripSearchPath(search),
      mocks: [
        searchMock(search, 'ALL', { flights: [flightBusiness] }),
        bookFailedMock(flightBusiness.id, 2, 'Not enough seats left on this departure.'),
        searchMock(search, 'ALL', { flights: [{ ...flightBusiness, seats: 1 }] }),
      ],
    });
    await openBookDialog(user, /SV 112/);
    const dialog = screen.getByRole('dialog');
    await confirmAsTraveller(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not enough seats left on this departure.');
    expect(within(dialog).getByRole('button', { name: 'Confirm booking' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('1 seat left')).toBeInTheDocument();
  });

  it('books the legs of a round trip separately, keeping the name and email for the second leg', async () => {
    const user = userEvent.setup();
    const back = makeOption(13, 'COMMONER', { id: 's13-2030-03-24-COMMONER', serviceNumber: 'SV 113', price: 32000 });
    const data = { flights: [flightCommoner], returnLegs: { flights: [back] } };
    renderApp({
      route: tripSearchPath(roundTrip),
      mocks: [
        searchMock(roundTrip, 'ALL', data),
        bookedMock(flightCommoner.id, 1, { id: 80, price: 64000, currency: 'GBP' }),
        searchMock(roundTrip, 'ALL', data),
        bookedMock(back.id, 1, { id: 81, price: 32000, currency: 'GBP' }),
        searchMock(roundTrip, 'ALL', data),
      ],
    });
    await openBookDialog(user, /SV 112/);
    let dialog = screen.getByRole('dialog', { name: 'Book your outbound seats' });
    expect(dialog).toHaveTextContent('this books the outbound leg only');
    await confirmAsTraveller(user, dialog);
    expect(await within(dialog).findByText(/Remember to book your return leg/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back to results' }));

    await openBookDialog(user, /SV 113/);
    dialog = screen.getByRole('dialog', { name: 'Book your return seats' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Amina Yusuf');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('#81');
  });
});
