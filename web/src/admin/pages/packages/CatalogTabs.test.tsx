import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';

import { makeClass, makeMode } from '../../test/fixtures';
import { always, failing, once, spiedOn } from '../../test/mocks';
import { renderAdmin } from '../../test/render';
import { answerConfirm, clickActionIn, rowWithCell as row } from '../../test/screen';
import {
  ADMIN_CREATE_SERVICE_CLASS_MUTATION,
  ADMIN_CREATE_TRANSPORT_MODE_MUTATION,
  ADMIN_DELETE_SERVICE_CLASS_MUTATION,
  ADMIN_DELETE_TRANSPORT_MODE_MUTATION,
  ADMIN_SERVICE_CLASSES_QUERY,
  ADMIN_TRANSPORT_MODES_QUERY,
  ADMIN_UPDATE_SERVICE_CLASS_MUTATION,
  ADMIN_UPDATE_TRANSPORT_MODE_MUTATION,
} from './catalogs';
import { ClassesTab } from './ClassesTab';
import { ModesTab } from './ModesTab';

/** Opens a catalog tab as STAFF, waits for the row named `shown` and returns a user to drive it. */
async function openTab(tab: ReactElement, shown: string, mocks: MockLink.MockedResponse[]) {
  const user = userEvent.setup();
  renderAdmin(tab, { role: 'STAFF', mocks });
  await screen.findByRole('cell', { name: shown });
  return user;
}

const bus = makeMode(1, { code: 'BUS', name: 'Bus' });
const ferry = makeMode(2, { code: 'FERRY', name: 'Ferry', enabled: false });
const modesMock = always(ADMIN_TRANSPORT_MODES_QUERY, { transportModes: [bus, ferry] });
const openModes = (shown: string, ...mocks: MockLink.MockedResponse[]) =>
  openTab(<ModesTab />, shown, [modesMock, ...mocks]);

/** The variables of the update that turns `mode` on or off. */
const enabling = (mode: { id: number }, enabled: boolean) => ({ id: mode.id, input: { enabled } });

const economy = makeClass(1, { code: 'ECO', name: 'Economy', multiplier: 1 });
const royal = makeClass(2, { code: 'ROYAL', name: 'Royal', multiplier: 2.5 });
/** The variables of the update that sets the multiplier of `serviceClass`. */
const multiplying = (serviceClass: { id: number }, multiplier: number) => ({
  id: serviceClass.id,
  input: { multiplier },
});
const classesMock = always(ADMIN_SERVICE_CLASSES_QUERY, { serviceClasses: [economy, royal] });
const openClasses = (shown: string, ...mocks: MockLink.MockedResponse[]) =>
  openTab(<ClassesTab />, shown, [classesMock, ...mocks]);

describe('transport modes tab', () => {
  it('creates a mode with code, name and enabled', async () => {
    const created = spiedOn(
      once(
        ADMIN_CREATE_TRANSPORT_MODE_MUTATION,
        { input: { code: 'TRAIN', name: 'Train', enabled: false } },
        {
          createTransportMode: makeMode(3, { code: 'TRAIN', name: 'Train', enabled: false }),
        },
      ),
    );
    const user = await openModes('Bus', created.mock);
    expect(screen.getByRole('checkbox', { name: 'Enabled' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Create mode' }));
    expect(await screen.findByText('Code is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Code/), 'TRAIN');
    await user.type(screen.getByLabelText(/^Name/), 'Train');
    await user.click(screen.getByRole('checkbox', { name: 'Enabled' }));
    await user.click(screen.getByRole('button', { name: 'Create mode' }));
    expect(await screen.findByText('Mode created: Train')).toBeInTheDocument();
    expect(created.spy).toHaveBeenCalled();
  });

  it('enables and disables a mode', async () => {
    const user = await openModes(
      'Ferry',
      once(ADMIN_UPDATE_TRANSPORT_MODE_MUTATION, enabling(ferry, true), {
        updateTransportMode: { ...ferry, enabled: true },
      }),
    );
    expect(within(row('Bus')).getByRole('button', { name: /^Disable/ })).toBeInTheDocument();
    expect(row('Ferry')).toHaveTextContent('Disabled');
    await clickActionIn(user, row('Ferry'), /^Enable/);
    await waitFor(() => expect(within(row('Ferry')).getByRole('button', { name: /^Disable/ })).toBeInTheDocument());
    expect(row('Ferry')).toHaveTextContent('Enabled');
  });

  it("shows the server's message when a toggle fails", async () => {
    const user = await openModes(
      'Bus',
      failing(ADMIN_UPDATE_TRANSPORT_MODE_MUTATION, enabling(bus, false), 'Transport mode not found.', 'NOT_FOUND'),
    );
    await clickActionIn(user, row('Bus'), /^Disable/);
    expect(await screen.findByRole('alert')).toHaveTextContent('Transport mode not found.');
  });

  it('renames a mode, ignoring an empty name', async () => {
    const renamed = spiedOn(
      once(
        ADMIN_UPDATE_TRANSPORT_MODE_MUTATION,
        { id: 1, input: { name: 'Coach' } },
        {
          updateTransportMode: { ...bus, name: 'Coach' },
        },
      ),
    );
    const user = await openModes('Bus', renamed.mock);
    await clickActionIn(user, row('Bus'), /^Rename/);
    await user.clear(within(screen.getByRole('dialog')).getByLabelText('Name'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Rename' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(renamed.spy).not.toHaveBeenCalled();

    await clickActionIn(user, row('Bus'), /^Rename/);
    await user.clear(within(screen.getByRole('dialog')).getByLabelText('Name'));
    await user.type(within(screen.getByRole('dialog')).getByLabelText('Name'), 'Coach{Enter}');
    expect(await screen.findByRole('cell', { name: 'Coach' })).toBeInTheDocument();
  });
});

describe('service classes tab', () => {
  it('creates a class with a decimal multiplier (min 0.1, step 0.1, default 1) and its share of the seats', async () => {
    const created = spiedOn(
      once(
        ADMIN_CREATE_SERVICE_CLASS_MUTATION,
        { input: { code: 'BIZ', name: 'Business', multiplier: 1.5, seatShare: 20 } },
        {
          createServiceClass: makeClass(3, { code: 'BIZ', name: 'Business', multiplier: 1.5, seatShare: 20 }),
        },
      ),
    );
    const user = await openClasses('Economy', created.mock);
    const multiplier = screen.getByLabelText(/^Multiplier/);
    expect(multiplier).toHaveValue(1);
    expect(multiplier).toHaveAttribute('min', '0.1');
    expect(multiplier).toHaveAttribute('step', '0.1');
    await user.type(screen.getByLabelText(/^Code/), 'BIZ');
    await user.type(screen.getByLabelText(/^Name/), 'Business');
    await user.clear(multiplier);
    await user.type(multiplier, '0.05');
    await user.click(screen.getByRole('button', { name: 'Create class' }));
    expect(await screen.findByText('Multiplier must be a number of at least 0.1.')).toBeInTheDocument();
    await user.clear(multiplier);
    await user.type(multiplier, '1.5');
    const share = screen.getByLabelText(/^Seat share/);
    expect(share).toHaveValue(0);
    await user.clear(share);
    await user.type(share, '120');
    await user.click(screen.getByRole('button', { name: 'Create class' }));
    expect(await screen.findByText('Seat share must be a whole number of percent, 0 to 100.')).toBeInTheDocument();
    await user.clear(share);
    await user.type(share, '20');
    await user.click(screen.getByRole('button', { name: 'Create class' }));
    expect(await screen.findByText('Class created: Business')).toBeInTheDocument();
    expect(created.spy).toHaveBeenCalled();
    expect(screen.getByLabelText(/^Multiplier/)).toHaveValue(1);
  });

  it('changes the multiplier, and renames', async () => {
    const user = await openClasses(
      'Royal',
      once(ADMIN_UPDATE_SERVICE_CLASS_MUTATION, multiplying(royal, 3.5), {
        updateServiceClass: { ...royal, multiplier: 3.5 },
      }),
      once(
        ADMIN_UPDATE_SERVICE_CLASS_MUTATION,
        { id: 1, input: { name: 'Standard' } },
        { updateServiceClass: { ...economy, name: 'Standard' } },
      ),
    );
    expect(row('Royal')).toHaveTextContent('×2.5');
    await clickActionIn(user, row('Royal'), /^Change multiplier/);
    const input = within(screen.getByRole('dialog')).getByLabelText('Multiplier');
    expect(input).toHaveAttribute('step', '0.1');
    await user.clear(input);
    await user.type(input, '3.5{Enter}');
    await waitFor(() => expect(row('Royal')).toHaveTextContent('×3.5'));

    await clickActionIn(user, row('Economy'), /^Rename/);
    const name = within(screen.getByRole('dialog')).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Standard{Enter}');
    expect(await screen.findByRole('cell', { name: 'Standard' })).toBeInTheDocument();
  });

  it("shows the server's message when changing the multiplier fails", async () => {
    const user = await openClasses(
      'Economy',
      failing(ADMIN_UPDATE_SERVICE_CLASS_MUTATION, multiplying(economy, 1.25), 'Multiplier goes in steps of 0.1.'),
    );
    await clickActionIn(user, row('Economy'), /^Change multiplier/);
    const dialog = screen.getByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Multiplier'));
    await user.type(within(dialog).getByLabelText('Multiplier'), '1.25{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Multiplier goes in steps of 0.1.');
  });
});

describe('modes and classes tabs alike', () => {
  it.each([
    {
      tab: <ModesTab />,
      empty: always(ADMIN_TRANSPORT_MODES_QUERY, { transportModes: [] }),
      caption: 'Transport modes',
      what: 'modes',
    },
    {
      tab: <ClassesTab />,
      empty: always(ADMIN_SERVICE_CLASSES_QUERY, { serviceClasses: [] }),
      caption: 'Service classes',
      what: 'classes',
    },
  ])("says 'No $what yet.' once loaded with none", async ({ tab, empty, caption, what }) => {
    renderAdmin(tab, { role: 'STAFF', mocks: [empty] });
    expect(screen.getByRole('table', { name: caption })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText(`No ${what} yet.`)).toBeInTheDocument();
  });

  it.each([
    {
      open: openModes,
      name: 'Ferry',
      question: 'Delete mode?',
      deletion: once(ADMIN_DELETE_TRANSPORT_MODE_MUTATION, { id: 2 }, { deleteTransportMode: true }),
    },
    {
      open: openClasses,
      name: 'Economy',
      question: 'Delete class?',
      deletion: once(ADMIN_DELETE_SERVICE_CLASS_MUTATION, { id: 1 }, { deleteServiceClass: true }),
    },
  ])('asks $question before deleting', async ({ open, name, question, deletion }) => {
    const deleted = spiedOn(deletion);
    const user = await open(name, deleted.mock);
    await clickActionIn(user, row(name), /^Delete/);
    expect(screen.getByRole('alertdialog')).toHaveTextContent(question);
    await answerConfirm(user, 'Delete');
    await waitFor(() => expect(deleted.spy).toHaveBeenCalled());
    expect(await screen.findByText(`Deleted ${name}.`)).toBeInTheDocument();
  });
});
