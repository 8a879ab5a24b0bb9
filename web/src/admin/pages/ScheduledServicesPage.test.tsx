import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { expectTextsIn } from '../../test/assertions';
import AdminApp from '../AdminApp';
import { ADMIN_SCHEDULED_SERVICES_QUERY } from '../components/staffLists';
import { makeService } from '../test/fixtures';
import { always, failing, FIRST_PAGE, once, pageOf, spiedOn } from '../test/mocks';
import { renderAdmin } from '../test/render';
import { clickActionIn, rowWithText } from '../test/screen';
import { ADMIN_UPDATE_SCHEDULED_SERVICE_MUTATION } from './ScheduledServicesPage';
import { durationText, parseSeats, ScheduledServicesPage, weekdaysText } from './ScheduledServicesPage';

const flight = makeService(12);
const coach = makeService(40, {
  serviceNumber: 'HJC 101',
  operator: 'Hijaz Coaches',
  mode: 'BUS',
  origin: 'Jeddah Bus Station',
  destination: 'Makkah Bus Station',
  departureTime: '06:00',
  timezone: 'Asia/Riyadh',
  durationMin: 80,
  weekdays: 0b0010101,
  seats: 80,
  baseFare: 2500,
  currency: 'SAR',
  active: false,
});
const listMock = always(
  ADMIN_SCHEDULED_SERVICES_QUERY,
  { scheduledServices: pageOf('ScheduledServicePage', [flight, coach]) },
  FIRST_PAGE,
);

// The service number also appears in the row's action names, so the row is found by its strong label.
const NUMBER_LABEL = '.admin-strong';

function row(serviceNumber: string) {
  return rowWithText(serviceNumber, NUMBER_LABEL);
}

/** Opens the timetable as STAFF with both services listed, and waits for the row of `shown`. */
async function openTimetable(shown: string, ...mocks: MockLink.MockedResponse[]) {
  renderAdmin(<ScheduledServicesPage />, { role: 'STAFF', route: '/admin/timetable', mocks: [listMock, ...mocks] });
  await screen.findByText(shown, { selector: NUMBER_LABEL });
}

describe('timetable (scheduled services)', () => {
  it('formats weekdays, durations and typed seat counts', () => {
    expect(weekdaysText(127)).toBe('Daily');
    expect(weekdaysText(0b1010101)).toBe('Mon, Wed, Fri, Sun');
    expect(durationText(345)).toBe('5h 45m');
    expect(durationText(45)).toBe('45m');
    expect(parseSeats(' 12 ')).toBe(12);
    expect(parseSeats('12.5')).toBeNull();
    expect(parseSeats('5001')).toBeNull();
  });

  it('is in the sidebar and lists services with time and zone, duration, seats, fare and status', async () => {
    const user = userEvent.setup();
    renderAdmin(<AdminApp />, { role: 'STAFF', route: '/admin/profiles', mocks: [listMock] });
    await user.click(screen.getByRole('link', { name: 'Timetable' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/timetable');
    expect(screen.getByRole('heading', { name: 'Timetable', level: 1 })).toBeInTheDocument();

    await screen.findByText('SV 112', { selector: NUMBER_LABEL });
    const first = row('SV 112');
    expectTextsIn(first, [
      'Saudia',
      'Flight',
      /London Heathrow →\s*to King Abdulaziz International/,
      'Daily',
      '21:40',
      'Europe/London',
      '5h 45m',
      '180',
      '£640.00',
      'Active',
    ]);
    expect(within(first).getByRole('button', { name: /^Deactivate/ })).toBeInTheDocument();

    const second = row('HJC 101');
    expect(second).toHaveTextContent('Mon, Wed, Fri');
    expect(second).toHaveTextContent('SAR 25.00');
    expect(second).toHaveTextContent('Inactive');
    expect(within(second).getByRole('button', { name: /^Activate/ })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2 services')).toBeInTheDocument();
  });

  it('shows placeholder rows while loading', async () => {
    renderAdmin(<ScheduledServicesPage />, { role: 'STAFF', route: '/admin/timetable', mocks: [listMock] });
    expect(screen.getByRole('table', { name: 'Scheduled services' })).toHaveAttribute('aria-busy', 'true');
    await screen.findByText('SV 112', { selector: NUMBER_LABEL });
    expect(screen.getByRole('table', { name: 'Scheduled services' })).not.toHaveAttribute('aria-busy');
  });

  it('activates and deactivates a service', async () => {
    const user = userEvent.setup();
    const activated = spiedOn(
      once(
        ADMIN_UPDATE_SCHEDULED_SERVICE_MUTATION,
        { id: 40, input: { active: true } },
        {
          updateScheduledService: { ...coach, active: true },
        },
      ),
    );
    await openTimetable(
      'HJC 101',
      activated.mock,
      once(
        ADMIN_UPDATE_SCHEDULED_SERVICE_MUTATION,
        { id: 12, input: { active: false } },
        { updateScheduledService: { ...flight, active: false } },
      ),
    );
    await clickActionIn(user, row('HJC 101'), /^Activate/);
    await waitFor(() => expect(row('HJC 101')).toHaveTextContent('Active'));
    expect(activated.spy).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('HJC 101 back on sale.');
    expect(within(row('HJC 101')).getByRole('button', { name: /^Deactivate/ })).toBeInTheDocument();

    await clickActionIn(user, row('SV 112'), /^Deactivate/);
    await waitFor(() => expect(row('SV 112')).toHaveTextContent('Inactive'));
  });

  it('changes the fare typed in major units (sent as minor units) and the seats', async () => {
    const user = userEvent.setup();
    const fareChanged = spiedOn(
      once(
        ADMIN_UPDATE_SCHEDULED_SERVICE_MUTATION,
        { id: 12, input: { baseFare: 72550 } },
        {
          updateScheduledService: { ...flight, baseFare: 72550 },
        },
      ),
    );
    await openTimetable(
      'SV 112',
      fareChanged.mock,
      once(
        ADMIN_UPDATE_SCHEDULED_SERVICE_MUTATION,
        { id: 12, input: { seats: 150 } },
        { updateScheduledService: { ...flight, baseFare: 72550, seats: 150 } },
      ),
    );
    await clickActionIn(user, row('SV 112'), /^Change fare/);
    let dialog = screen.getByRole('dialog', { name: 'Base fare of SV 112' });
    const fare = within(dialog).getByRole('textbox', { name: 'Base fare per passenger (GBP)' });
    expect(fare).toHaveValue('640.00');
    await user.clear(fare);
    await user.type(fare, 'abc{Enter}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Enter the fare as an amount of 0 or more, e.g. 125.50.',
    );
    await user.clear(fare);
    await user.type(fare, '725.50{Enter}');
    await waitFor(() => expect(row('SV 112')).toHaveTextContent('£725.50'));
    expect(fareChanged.spy).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await clickActionIn(user, row('SV 112'), /^Change seats/);
    dialog = screen.getByRole('dialog', { name: 'Seats on SV 112' });
    const seats = within(dialog).getByRole('spinbutton', { name: 'Seats per departure' });
    await user.clear(seats);
    await user.type(seats, '150{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('SV 112 now has 150 seats per departure.');
  });

  it("shows the server's message when an update fails", async () => {
    const user = userEvent.setup();
    await openTimetable(
      'SV 112',
      failing(
        ADMIN_UPDATE_SCHEDULED_SERVICE_MUTATION,
        { id: 12, input: { active: false } },
        'Scheduled service not found.',
        'NOT_FOUND',
      ),
      failing(
        ADMIN_UPDATE_SCHEDULED_SERVICE_MUTATION,
        { id: 40, input: { seats: 5000 } },
        'Seats must be a whole number between 0 and 5000.',
      ),
    );
    await clickActionIn(user, row('SV 112'), /^Deactivate/);
    expect(await screen.findByRole('alert')).toHaveTextContent('Scheduled service not found.');
    expect(row('SV 112')).toHaveTextContent('Active');

    await clickActionIn(user, row('HJC 101'), /^Change seats/);
    const dialog = screen.getByRole('dialog');
    await user.clear(within(dialog).getByRole('spinbutton'));
    await user.type(within(dialog).getByRole('spinbutton'), '5000{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Seats must be a whole number between 0 and 5000.',
    );
  });

  it('says so when the timetable cannot be loaded', async () => {
    renderAdmin(<ScheduledServicesPage />, {
      role: 'STAFF',
      route: '/admin/timetable',
      mocks: [failing(ADMIN_SCHEDULED_SERVICES_QUERY, FIRST_PAGE, 'Staff only.', 'FORBIDDEN')],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Staff only.');
  });
});
