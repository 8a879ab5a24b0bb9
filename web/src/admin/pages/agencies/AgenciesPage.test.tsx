import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import AdminApp from '../../AdminApp';
import { always, spiedOn } from '../../test/mocks';
import { renderAdmin } from '../../test/render';
import {
  AGENCIES_QUERY,
  AGENCY_QUERY,
  CREATE_AGENCY_MUTATION,
  RELEASE_ALLOCATION_MUTATION,
  SET_TERMS_MUTATION,
  UPDATE_AGENCY_MUTATION,
} from './operations';

const row = {
  __typename: 'AgencySummary' as const,
  id: 4,
  name: 'Barokah Travel',
  country: 'ID',
  currency: 'USD',
  creditLimit: 2_500_000,
  outstanding: 420_000,
  overdue: 120_000,
  agentsCount: 3,
  suspended: false,
};
const list = { agencies: { __typename: 'AgencyPage' as const, total: 1, items: [row] } };

const agency = {
  agency: {
    __typename: 'Agency' as const,
    id: 4,
    name: 'Barokah Travel',
    country: 'ID',
    currency: 'USD',
    contactName: 'Siti Rahma',
    contactEmail: 'desk@barokah.example.com',
    contactPhone: null,
    creditLimit: 2_500_000,
    paymentTermsDays: 30,
    defaultCommissionBasisPoints: 800,
    emailPilgrims: false,
    language: 'id',
    suspended: false,
    outstanding: 420_000,
    overdue: 0,
    terms: [],
    allocations: [
      {
        __typename: 'SeatAllocation' as const,
        id: 9,
        departureId: 3,
        packageName: 'Umrah Plus',
        departDate: '2027-01-10',
        returnDate: '2027-01-20',
        seats: 10,
        seatsUsed: 4,
        releaseOn: '2026-12-20',
        releasedAt: null,
      },
    ],
    agents: [
      {
        __typename: 'AgencyAgent' as const,
        id: 21,
        name: 'Yusuf Halim',
        email: 'yusuf@barokah.example.com',
        active: true,
        createdAt: '2026-11-01T10:00:00.000Z',
      },
    ],
    invitations: [],
  },
  staffPackages: [
    {
      __typename: 'Package' as const,
      id: 7,
      name: 'Umrah Plus',
      code: 'UMR-PLUS',
      currency: 'USD',
      archivedAt: null,
    },
    {
      __typename: 'Package' as const,
      id: 8,
      name: 'Hajj Riyal',
      code: 'HAJ-SAR',
      currency: 'SAR',
      archivedAt: null,
    },
  ],
};

describe('the agencies list (/admin/agencies)', () => {
  it('shows each agency with its money in its currency, an overdue badge and its agents', async () => {
    renderAdmin(<AdminApp />, {
      role: 'STAFF',
      route: '/admin/agencies',
      mocks: [always(AGENCIES_QUERY, list, { page: 1, search: null })],
    });
    const table = await screen.findByRole('table', { name: 'Agencies' });
    const line = await within(table).findByRole('row', { name: /Barokah Travel/ });
    expect(within(line).getByRole('link', { name: 'Barokah Travel' })).toHaveAttribute('href', '/admin/agencies/4');
    expect(line).toHaveTextContent('$25,000.00');
    expect(line).toHaveTextContent('$4,200.00');
    expect(line).toHaveTextContent('$1,200.00 overdue');
    expect(line).toHaveTextContent('3');
  });

  it('creates an agency from the dialog, its credit limit in minor units, and opens it', async () => {
    const user = userEvent.setup();
    const created = spiedOn({
      request: {
        query: CREATE_AGENCY_MUTATION,
        variables: {
          input: {
            name: 'Al Noor Tours',
            country: 'SA',
            currency: 'USD',
            contactName: 'Omar Said',
            contactEmail: 'omar@alnoor.example.com',
            contactPhone: '',
            creditLimit: 1_000_050,
            paymentTermsDays: 14,
            defaultCommissionBasisPoints: 0,
            emailPilgrims: false,
            language: 'ar',
          },
        },
      },
      result: { data: { createAgency: { __typename: 'Agency', id: 4, name: 'Al Noor Tours' } } },
    });
    renderAdmin(<AdminApp />, {
      role: 'STAFF',
      route: '/admin/agencies',
      mocks: [
        always(AGENCIES_QUERY, list, { page: 1, search: null }),
        created.mock,
        always(AGENCY_QUERY, agency, { id: 4 }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'New agency' }));
    const dialog = await screen.findByRole('dialog', { name: 'New agency' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Al Noor Tours');
    await user.selectOptions(within(dialog).getByLabelText(/^Country/), 'SA');
    await user.type(within(dialog).getByLabelText(/^Contact name/), 'Omar Said');
    await user.type(within(dialog).getByLabelText(/^Contact email/), 'omar@alnoor.example.com');
    const limit = within(dialog).getByLabelText(/^Credit limit/);
    await user.clear(limit);
    await user.type(limit, '10000.50');
    const language = within(dialog).getByLabelText(/^Language/);
    expect(language).toHaveValue('en');
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'العربية', 'Bahasa Indonesia']);
    expect(language).toHaveAccessibleDescription(/Reminders to the agency’s contact and emails to its pilgrims/);
    await user.selectOptions(language, 'ar');
    await user.click(within(dialog).getByRole('button', { name: 'Create agency' }));
    await waitFor(() => expect(created.spy).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/admin/agencies/4'));
  });

  it('says in words when the credit limit is not an amount, sending nothing', async () => {
    const user = userEvent.setup();
    renderAdmin(<AdminApp />, {
      role: 'STAFF',
      route: '/admin/agencies',
      mocks: [always(AGENCIES_QUERY, list, { page: 1, search: null })],
    });
    await user.click(await screen.findByRole('button', { name: 'New agency' }));
    const dialog = await screen.findByRole('dialog', { name: 'New agency' });
    const limit = within(dialog).getByLabelText(/^Credit limit/);
    await user.clear(limit);
    await user.type(limit, 'lots');
    await user.click(within(dialog).getByRole('button', { name: 'Create agency' }));
    expect(
      await within(dialog).findByText('Write the credit limit as an amount, like 25000 or 25000.00.'),
    ).toBeVisible();
  });
});

describe('an agency’s page (/admin/agencies/:id)', () => {
  it('shows its blocks and agents, keeps a place for its invoices, and releases a block only after asking', async () => {
    const user = userEvent.setup();
    const released = spiedOn({
      request: { query: RELEASE_ALLOCATION_MUTATION, variables: { id: 9 } },
      result: {
        data: {
          releaseSeatAllocation: {
            __typename: 'SeatAllocation',
            id: 9,
            seats: 4,
            releasedAt: '2026-11-29T12:00:00.000Z',
          },
        },
      },
    });
    renderAdmin(<AdminApp />, {
      role: 'STAFF',
      route: '/admin/agencies/4',
      mocks: [always(AGENCY_QUERY, agency, { id: 4 }), released.mock],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Barokah Travel' })).toBeInTheDocument();
    expect(screen.getByText(/Outstanding \$4,200\.00 of \$25,000\.00 credit/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Invoices' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Statement' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Agents' })).getByText('Yusuf Halim')).toBeInTheDocument();

    const blocks = screen.getByRole('table', { name: 'Seat allocations' });
    const block = within(blocks).getByRole('row', { name: /Umrah Plus/ });
    await user.click(within(block).getByRole('button', { name: /Release/ }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Its 6 unused seats go back on public sale now; the agency keeps the 4 it used.');
    expect(released.spy).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Release seats' }));
    await waitFor(() => expect(released.spy).toHaveBeenCalled());
  });

  it('shows the agency’s language in its profile and saves a new one with the rest of it', async () => {
    const user = userEvent.setup();
    const { agency: saved } = agency;
    const profile = {
      name: saved.name,
      country: saved.country,
      currency: saved.currency,
      contactName: saved.contactName,
      contactEmail: saved.contactEmail,
      contactPhone: null,
      creditLimit: saved.creditLimit,
      paymentTermsDays: saved.paymentTermsDays,
      defaultCommissionBasisPoints: saved.defaultCommissionBasisPoints,
      emailPilgrims: saved.emailPilgrims,
    };
    const updated = spiedOn({
      request: {
        query: UPDATE_AGENCY_MUTATION,
        variables: { id: 4, input: { ...profile, language: 'en', suspended: false } },
      },
      result: {
        data: {
          updateAgency: { __typename: 'Agency', id: 4, ...profile, language: 'en', suspended: false },
        },
      },
    });
    renderAdmin(<AdminApp />, {
      role: 'STAFF',
      route: '/admin/agencies/4',
      mocks: [always(AGENCY_QUERY, agency, { id: 4 }), updated.mock],
    });
    const form = await screen.findByRole('form', { name: 'Agency profile' });
    const language = within(form).getByLabelText(/^Language/);
    expect(language).toHaveValue('id');
    await user.selectOptions(language, 'English');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(updated.spy).toHaveBeenCalled());
  });

  it('sets net prices per room type in minor units, offering only packages in the agency’s currency', async () => {
    const user = userEvent.setup();
    const saved = spiedOn({
      request: {
        query: SET_TERMS_MUTATION,
        variables: {
          agencyId: 4,
          packageId: 7,
          input: {
            kind: 'NET_PRICE',
            netPrices: [
              { roomType: 'QUAD', amount: 140_000 },
              { roomType: 'DOUBLE', amount: 185_050 },
            ],
          },
        },
      },
      result: { data: { setAgencyPackageTerms: { __typename: 'AgencyTerms', packageId: 7 } } },
    });
    renderAdmin(<AdminApp />, {
      role: 'STAFF',
      route: '/admin/agencies/4',
      mocks: [always(AGENCY_QUERY, agency, { id: 4 }), saved.mock],
    });
    await user.click(await screen.findByRole('button', { name: 'Set terms on a package' }));
    const form = screen.getByRole('form', { name: 'Package terms' });
    const packageSelect = within(form).getByLabelText('Package');
    expect(within(packageSelect).queryByRole('option', { name: /Hajj Riyal/ })).toBeNull();
    await user.selectOptions(packageSelect, '7');
    await user.selectOptions(within(form).getByLabelText('Terms'), 'NET_PRICE');
    await user.type(within(form).getByLabelText(/^Quad .* net/), '1400');
    await user.type(within(form).getByLabelText(/^Double .* net/), '1850.50');
    await user.click(within(form).getByRole('button', { name: 'Save terms' }));
    await waitFor(() => expect(saved.spy).toHaveBeenCalled());
  });
});
