import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { formatMoney } from '../i18n/format';
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

/** The departures listed, one card each (the page's header and footer have lists of their own). */
function options(list = 'Options') {
  const listed = screen.getByRole('list', { name: list });
  return within(listed)
    .queryAllByRole('listitem')
    .filter((item) => item.parentElement === listed);
}

function option(name: RegExp) {
  return screen.getByRole('listitem', { name });
}

/** The class rows of a departure card. */
function classesOf(card: HTMLElement) {
  return within(within(card).getByRole('list', { name: 'Classes' })).getAllByRole('listitem');
}

/** Clicks Book on a class (the first by default) of the departure whose name matches, once the results show it. */
async function openBookDialog(user: TestUser, option: RegExp, className = '') {
  const card = await screen.findByRole('listitem', { name: option });
  await user.click(within(card).getAllByRole('button', { name: new RegExp(`^Book ${className}`) })[0]);
}

/** The dialog's "I accept the terms of booking" box. */
const termsBox = (dialog: HTMLElement) =>
  within(dialog).getByRole('checkbox', { name: /I accept the terms of booking/ });

/** Names every passenger (Amina Yusuf first, then "Passenger 2"...) as the booking mocks expect. */
async function fillAsTraveller(user: TestUser, dialog: HTMLElement) {
  const names = within(dialog).getAllByRole('textbox', { name: 'Full name as on the passport' });
  for (const [i, field] of names.entries()) await user.type(field, i === 0 ? 'Amina Yusuf' : `Passenger ${i + 1}`);
  await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'amina@example.com');
}

/** Fills the dialog as the booking mocks expect, accepts the terms and confirms. */
async function confirmAsTraveller(user: TestUser, dialog: HTMLElement) {
  await fillAsTraveller(user, dialog);
  await user.click(termsBox(dialog));
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

  it('shows one card per departure with its classes inside: local times, seats per class, party prices', async () => {
    renderApp({
      route: tripSearchPath(search),
      mocks: [searchMock(search, 'ALL', { bus: [coach], flights: [flightCommoner, { ...flightBusiness, seats: 42 }] })],
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

    expect(options()).toHaveLength(1);
    const card = option(/Saudia SV 112/);
    // depart and arrive as the local clocks read them, with their days (arrival next day)
    expect(within(card).getByText('21:40')).toBeInTheDocument();
    expect(within(card).getByText('Sun 10 Mar')).toBeInTheDocument();
    expect(within(card).getByText('06:25')).toBeInTheDocument();
    expect(within(card).getByText('Mon 11 Mar')).toBeInTheDocument();
    expectTextsIn(card, ['London Heathrow', '5h 45m']);
    const [commoner, business] = classesOf(card);
    // Each class sells its own share of the seats, so each says its own count, even when they happen to match.
    expectTextsIn(commoner, ['Economy', `${flightCommoner.seats} seats left`, '£640.00', 'total for 2 passengers']);
    expectTextsIn(business, ['Business', '42 seats left', '£1,024.00']);
    expect(within(business).getByRole('button', { name: 'Book Business' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Bus' }));
    expect(screen.getByRole('tab', { name: 'Bus' })).toHaveAttribute('aria-selected', 'true');
    expect(option(/Hijaz Coaches HJC 101/)).toHaveTextContent('SAR 50.00');
    expect(options()).toHaveLength(1);
  });

  it("shows each class's seats, and where a departure really leaves from", async () => {
    const train = makeOption(70, 'COMMONER', {
      mode: 'TRAIN',
      supplier: 'Haramain High Speed Railway',
      serviceNumber: 'HHR 301',
      origin: 'Haramain Railway Jeddah Sulaimaniyah Station',
      originCity: 'Jeddah',
      originNearby: true,
      seats: 12,
    });
    const trainBusiness = { ...makeOption(70, 'BUSINESS', { ...train, id: 's70-2030-03-10-BUSINESS' }), seats: 3 };
    renderApp({ route: tripSearchPath(search), mocks: [searchMock(search, 'ALL', { train: [train, trainBusiness] })] });
    const card = await screen.findByRole('listitem', { name: /HHR 301/ });
    const [commoner, business] = classesOf(card);
    expect(commoner).toHaveTextContent('12 seats left');
    expect(business).toHaveTextContent('3 seats left');
    expect(card).toHaveTextContent(
      'Leaves from Haramain Railway Jeddah Sulaimaniyah Station, elsewhere in Jeddah: allow time to get there.',
    );
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
    expect(options()).toHaveLength(1);
    expect(classesOf(options()[0])).toHaveLength(3);
    for (const name of ['All classes', 'Economy', 'Business', 'Royal']) {
      expect(screen.getByRole('radio', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('radio', { name: 'All classes' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Royal' }));
    await waitFor(() => expect(classesOf(options()[0])).toHaveLength(1));
    expect(options()[0]).toHaveTextContent('Royal');
    expect(options()[0]).toHaveTextContent('£1,600.00');
    expect(screen.getByRole('radio', { name: 'Royal' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Business' }));
    await waitFor(() => expect(options()[0]).toHaveTextContent('Business'));
    expect(screen.getByRole('tab', { name: 'Flights' })).toHaveAttribute('aria-selected', 'true');
  });

  it('sorts and filters on the server: order, departure time and the operators of the shown mode', async () => {
    const early = makeOption(21, 'COMMONER', { depart: '2030-03-10T06:00:00+00:00', price: 90000 });
    const late = makeOption(22, 'COMMONER', { supplier: 'flynas', serviceNumber: 'XY 7', price: 50000 });
    // The operators to choose from are those before the operator and time filters.
    const operators = [
      { mode: 'FLIGHTS' as const, name: 'Saudia' },
      { mode: 'FLIGHTS' as const, name: 'flynas' },
      { mode: 'BUS' as const, name: 'Hijaz Coaches' },
    ];
    const { user } = setupApp({
      route: tripSearchPath(search),
      mocks: [
        searchMock(search, 'ALL', { flights: [early, late], bus: [coach], operators }),
        searchMock(search, { sort: 'PRICE' }, { flights: [late, early], bus: [coach], operators }),
        searchMock(search, { sort: 'PRICE', times: ['MORNING'] }, { flights: [early], bus: [coach], operators }),
        searchMock(search, { sort: 'PRICE', times: ['MORNING'], operators: ['flynas'] }, { bus: [coach], operators }),
      ],
    });
    await screen.findByRole('tab', { name: 'Flights' });
    expect(options()).toHaveLength(2);
    expect(options()[0]).toHaveTextContent('SV 121');
    expect(screen.getByRole('radio', { name: 'Departure' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Price' }));
    await waitFor(() => expect(options()[0]).toHaveTextContent('XY 7'));

    const times = screen.getByRole('group', { name: 'Departure time' });
    await user.click(within(times).getByRole('checkbox', { name: 'Morning 05–12' }));
    await waitFor(() => expect(options()).toHaveLength(1));

    // The operator filter offers the shown mode's operators only (the coach company is on the Bus tab).
    const operatorFilter = screen.getByRole('group', { name: 'Operator' });
    expect(
      within(operatorFilter)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['Saudia', 'flynas']);
    await user.click(within(operatorFilter).getByRole('checkbox', { name: 'flynas' }));
    expect(await screen.findByText('No options found for the selected date.')).toBeInTheDocument();
  });

  it("'Change search' opens the form filled with this search, and refuses a past date", async () => {
    const { user } = setupApp({ route: tripSearchPath(search), mocks: [searchMock(search, 'ALL', { bus: [coach] })] });
    await screen.findByRole('tab', { name: 'Bus' });
    expect(screen.queryByRole('form', { name: 'Trip search' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change search' }));
    const form = screen.getByRole('form', { name: 'Trip search' });
    expect(within(form).getByRole('combobox', { name: /From/ })).toHaveValue('LHR');
    expect(within(form).getByRole('combobox', { name: /To/ })).toHaveValue('JED');
    expect(within(form).getByLabelText(/Departure date/)).toHaveValue('2030-03-10');
    expect(within(form).getByRole('radio', { name: 'One way' })).toBeChecked();
    expect(within(form).getByRole('spinbutton', { name: 'Passengers' })).toHaveAttribute('aria-valuenow', '2');

    await user.clear(within(form).getByLabelText(/Departure date/));
    await user.type(within(form).getByLabelText(/Departure date/), '2020-01-01');
    await user.click(within(form).getByRole('button', { name: 'Search trips' }));
    expect((await within(form).findAllByText('Departure date cannot be in the past.')).length).toBeGreaterThan(0);
    expect(window.location.search).not.toContain('2020-01-01');
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
        bookedMock(flightCommoner.id, 2, { id: 77, amount: 64000, currency: 'GBP' }),
        // the refresh after booking (seats changed)
        searchMock(search, 'ALL', { flights: [{ ...flightCommoner, seats: 40 }] }),
      ],
    });
    await openBookDialog(user, /SV 112/);
    const dialog = screen.getByRole('dialog', { name: 'Book your seats' });
    expect(dialog).toHaveTextContent('2 passengers');
    expect(dialog).toHaveTextContent('£640.00');
    expect(within(dialog).getByRole('link', { name: 'terms of booking' })).toHaveAttribute('href', '/terms');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    // One name per passenger, as on the passport.
    expect(within(dialog).getAllByRole('group', { name: /^Passenger \d$/ })).toHaveLength(2);
    expect(
      await within(dialog).findAllByText('The full name as on the passport must be 2 to 100 characters.'),
    ).toHaveLength(2);
    await confirmAsTraveller(user, dialog);

    const success = await within(dialog).findByRole('status');
    expect(success).toHaveTextContent('Booking received');
    expect(success).toHaveTextContent('Booking reference RH-TR1P-77');
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

  it('books only once the terms of booking are accepted, and sends that acceptance', async () => {
    const oneSeat = { ...search, passengers: 1 };
    const { user } = setupApp({
      route: tripSearchPath(oneSeat),
      mocks: [
        searchMock(oneSeat, 'ALL', { flights: [flightCommoner] }),
        bookedMock(flightCommoner.id, 1, { id: 79, amount: 32000, currency: 'GBP' }),
        searchMock(oneSeat, 'ALL', { flights: [flightCommoner] }),
      ],
    });
    await openBookDialog(user, /SV 112/);
    const dialog = screen.getByRole('dialog', { name: 'Book your seats' });
    expect(termsBox(dialog)).not.toBeChecked();
    expect(within(dialog).getByRole('link', { name: 'terms of booking' })).toHaveAttribute('href', '/terms');
    expect(within(dialog).getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
    await fillAsTraveller(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    expect(await within(dialog).findByText('Please accept the terms of booking to book.')).toBeInTheDocument();
    expect(termsBox(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();

    await user.click(termsBox(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('RH-TR1P-79');
  });

  it('asks each passenger’s passport data for a route across a border', async () => {
    const abroad = { ...flightCommoner, crossesBorder: true };
    const passport = { dateOfBirth: '1990-04-02', nationality: 'GB', passportNumber: '123456789' };
    const { user } = setupApp({
      route: tripSearchPath({ ...search, passengers: 1 }),
      mocks: [
        searchMock({ ...search, passengers: 1 }, 'ALL', { flights: [abroad] }),
        bookedMock(abroad.id, 1, { id: 78, amount: 32000, currency: 'GBP' }, [
          { fullName: 'Amina Yusuf', ...passport },
        ]),
        searchMock({ ...search, passengers: 1 }, 'ALL', { flights: [abroad] }),
      ],
    });
    await openBookDialog(user, /SV 112/);
    const dialog = screen.getByRole('dialog', { name: 'Book your seats' });
    expect(dialog).toHaveTextContent('This trip crosses a border');
    await confirmAsTraveller(user, dialog);
    expect(await within(dialog).findByText('Enter the passport number.')).toBeInTheDocument();
    // The name is the passport's machine-readable one: the field says so, and Arabic script is refused before sending.
    const name = within(dialog).getByRole('textbox', { name: 'Full name as on the passport' });
    expect(name).toHaveAccessibleDescription('As in the passport’s bottom lines, in Latin letters: MUHAMMAD ABDULLAH');
    await user.clear(name);
    await user.type(name, 'أمينة يوسف');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    expect(
      await within(dialog).findByText(
        'Type the name as printed in the passport’s machine-readable zone (its bottom lines), in Latin letters A–Z: for example MUHAMMAD ABDULLAH.',
      ),
    ).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Amina Yusuf');
    fireEvent.change(within(dialog).getByLabelText(/Date of birth/), { target: { value: passport.dateOfBirth } });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Nationality/ }), 'GB');
    await user.type(within(dialog).getByRole('textbox', { name: /Passport number/ }), passport.passportNumber);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('RH-TR1P-78');
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
        bookedMock(flightCommoner.id, 1, { id: 80, amount: 64000, currency: 'GBP' }),
        searchMock(roundTrip, 'ALL', data),
        bookedMock(back.id, 1, { id: 81, amount: 32000, currency: 'GBP' }),
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
    expect(within(dialog).getByRole('textbox', { name: 'Full name as on the passport' })).toHaveValue('Amina Yusuf');
    // Each leg is its own booking, recording its own acceptance: the box starts unticked again.
    expect(termsBox(dialog)).not.toBeChecked();
    await user.click(termsBox(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('RH-TR1P-81');
  });
});

describe('/ar/search/results and /id/search/results', () => {
  // The wall-clock day of the flight, in each language's words (as the browser's Intl writes it).
  const dayIn = (locale: string, day: number) =>
    new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).format(
      new Date(Date.UTC(2030, 2, day)),
    );

  // As the page reads once its spaces are normalised (Intl puts a no-break space between amount and currency).
  const money = (minor: number, locale: 'ar' | 'id') => formatMoney(minor, 'GBP', locale).replace(/\s+/g, ' ');

  it('shows the results in Arabic: plural seats and passengers, money and days in Arabic conventions', async () => {
    renderApp({
      route: tripSearchPath(search),
      locale: 'ar',
      mocks: [
        searchMock(search, 'ALL', {
          flights: [
            // The API answers an Arabic page with the classes' and places' Arabic names.
            { ...flightCommoner, seats: 3, className: 'الدرجة الاقتصادية', destination: 'مطار الملك عبدالعزيز الدولي' },
            { ...flightBusiness, seats: 1, className: 'درجة رجال الأعمال' },
            { ...flightRoyal, seats: 11 },
          ],
        }),
      ],
    });
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ البحث…');
    expect(await screen.findByRole('tab', { name: /الطيران/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('LHR ← JED');
    expect(screen.getByText(/ذهاب فقط · مسافران/)).toBeInTheDocument();

    const card = option(/Saudia SV 112/);
    expectTextsIn(card, [dayIn('ar', 10), dayIn('ar', 11), '5 ساعات و45 دقيقة', 'London Heathrow']);
    const [commoner, business, royal] = within(within(card).getByRole('list', { name: 'الدرجات' })).getAllByRole(
      'listitem',
    );
    // Arabic plurals: few (3-10), one, many (11-99); two passengers are the dual.
    expectTextsIn(commoner, ['الدرجة الاقتصادية', '3 مقاعد متبقية', money(64000, 'ar'), 'الإجمالي لمسافرَين']);
    expectTextsIn(card, ['مطار الملك عبدالعزيز الدولي']);
    expectTextsIn(business, ['مقعد واحد متبقٍ', money(102400, 'ar')]);
    expectTextsIn(royal, ['11 مقعدًا متبقيًا']);
    // The class name is the API's, in the reader's language; the button around it is the page's own Arabic.
    expect(within(business).getByRole('button', { name: 'احجز درجة رجال الأعمال' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'وقت المغادرة' })).toBeInTheDocument();
  });

  it('books in Arabic: the dialog and its summary', async () => {
    const { user } = setupApp({
      route: tripSearchPath({ ...search, passengers: 1 }),
      locale: 'ar',
      mocks: [searchMock({ ...search, passengers: 1 }, 'ALL', { flights: [flightCommoner] })],
    });
    const card = await screen.findByRole('listitem', { name: /Saudia SV 112/ });
    await user.click(within(card).getByRole('button', { name: /^احجز/ }));
    const dialog = await screen.findByRole('dialog', { name: 'احجز مقاعدك' });
    expectTextsIn(dialog, ['مسافر واحد', 'London Heathrow ← King Abdulaziz International', '(بالتوقيت المحلي)']);
    expect(within(dialog).getByRole('group', { name: 'المسافر 1' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'الاسم الكامل كما في جواز السفر' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'تأكيد الحجز' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: /أوافق على شروط الحجز/ })).not.toBeChecked();
  });

  it('shows the results in Indonesian', async () => {
    renderApp({
      route: tripSearchPath(search),
      locale: 'id',
      mocks: [searchMock(search, 'ALL', { flights: [flightCommoner] })],
    });
    expect(await screen.findByRole('tab', { name: /Penerbangan/ })).toBeInTheDocument();
    const card = option(/Saudia SV 112/);
    expectTextsIn(card, [
      '21.40',
      '06.25',
      dayIn('id', 10),
      '5 jam, 45 menit',
      'Sisa 42 kursi',
      'total untuk 2 penumpang',
    ]);
    expect(card).toHaveTextContent(money(64000, 'id'));
    expect(screen.getByRole('button', { name: /Urutkan dan saring/ })).toBeInTheDocument();
  });
});
