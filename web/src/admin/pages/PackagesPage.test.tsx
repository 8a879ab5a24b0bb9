import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { AdminUpdatePackageMutationVariables } from '../../gql/graphql';
import { makeAdminPackage } from '../test/fixtures';
import { always, failing, jsonResponse, once, spiedOn } from '../test/mocks';
import { renderAdmin } from '../test/render';
import { answerConfirm, clickActionIn } from '../test/screen';
import {
  ADMIN_DELETE_PACKAGE_MUTATION,
  ADMIN_PACKAGES_QUERY,
  ADMIN_SERVICE_CLASSES_QUERY,
  ADMIN_TRANSPORT_MODES_QUERY,
  ADMIN_UPDATE_PACKAGE_MUTATION,
} from './packages/catalogs';
import { ADMIN_UNARCHIVE_PACKAGE_MUTATION, PACKAGE_HISTORY_QUERY } from './packages/usePackageRemoval';
import { PackagesPage } from './PackagesPage';

const standard = makeAdminPackage(1);
const uploaded = makeAdminPackage(2, {
  code: 'UMR-LUX-7',
  name: 'Umrah Luxury',
  image: '/uploads/lux.jpg',
  price: null,
});
const archived = makeAdminPackage(3, { name: 'Hajj 2025', archivedAt: '2026-11-20T10:00:00.000Z' });
const packagesMock = always(ADMIN_PACKAGES_QUERY, { staffPackages: [standard, uploaded, archived] });
/** What the editor sends back for the translations of makeAdminPackage(1), left as they were. */
const standardTranslations = {
  ar: { name: 'عمرة 1', description: 'وصف 1', inclusions: ['تأشيرة العمرة'] },
  id: { name: 'Umrah 1', description: 'Paket 1', inclusions: ['Visa umrah'] },
};

const history = (id: number, bookings: number, reviews: number) =>
  once(PACKAGE_HISTORY_QUERY, { id }, { packageHistory: { __typename: 'PackageHistory', bookings, reviews } });

function card(name: string) {
  return screen.getByRole('article', { name });
}

async function openPackages(role: 'ADMIN' | 'STAFF' = 'ADMIN', extra: MockLink.MockedResponse[] = []) {
  renderAdmin(<PackagesPage />, { role, route: '/admin/packages', mocks: [packagesMock, ...extra] });
  await screen.findByRole('article', { name: standard.name });
}

/** As STAFF, opens the editor of the standard package, its save answered for `input`: the dialog and the save's spy. */
async function editStandard(
  user: ReturnType<typeof userEvent.setup>,
  input: AdminUpdatePackageMutationVariables['input'],
) {
  const saved = spiedOn(
    once(
      ADMIN_UPDATE_PACKAGE_MUTATION,
      { id: 1, input },
      { updatePackage: { ...standard, ...input, translations: standard.translations } },
    ),
  );
  await openPackages('STAFF', [saved.mock]);
  await clickActionIn(user, card(standard.name), /^Edit/);
  return { saved, dialog: screen.getByRole('dialog', { name: `Edit ${standard.name}` }) };
}

describe('packages page', () => {
  it('has the Packages, Transport Modes and Service Classes tabs', async () => {
    const user = userEvent.setup();
    renderAdmin(<PackagesPage />, {
      route: '/admin/packages',
      mocks: [
        packagesMock,
        always(ADMIN_TRANSPORT_MODES_QUERY, { transportModes: [] }),
        always(ADMIN_SERVICE_CLASSES_QUERY, { serviceClasses: [] }),
      ],
    });
    // The catalogue's own tabs (the add form has language tabs of its own).
    const catalogue = screen.getByRole('tablist', { name: 'Catalogue' });
    const tabs = within(catalogue)
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(tabs).toEqual(['Packages', 'Transport Modes', 'Service Classes']);
    expect(screen.getByRole('tab', { name: 'Packages' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Transport Modes' }));
    expect(await screen.findByText('No modes yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Service Classes' }));
    expect(await screen.findByText('No classes yet.')).toBeInTheDocument();
  });

  it('shows code, name, description, price and the image with its fallbacks', async () => {
    await openPackages();
    const first = card(standard.name);
    expect(first).toHaveTextContent(standard.code);
    expect(first).toHaveTextContent(standard.description);
    expect(first).toHaveTextContent('14 nights · Al Marwa Grand Hotel · 850 m from the Haram');
    expect(first).toHaveTextContent('$1,899.00');
    const image = within(first).getByRole('img', { name: standard.name });
    expect(image).toHaveAttribute('src', '/images/packages/umr-std-1.svg');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/images/packages/default.svg');
    expect(within(card('Umrah Luxury')).getByRole('img', { name: 'Umrah Luxury' })).toHaveAttribute(
      'src',
      '/uploads/lux.jpg',
    );
    expect(card('Umrah Luxury')).toHaveTextContent('Contact');
  });

  it('shows Delete to ADMIN only', async () => {
    await openPackages('STAFF');
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(within(card(standard.name)).getByRole('button', { name: /^Rename/ })).toBeInTheDocument();
    expect(within(card(standard.name)).getByRole('button', { name: /^Update Image/ })).toBeInTheDocument();
  });

  it("asks 'Delete this package?', says it will be archived when it has bookings, and shows the server's message", async () => {
    const user = userEvent.setup();
    await openPackages('ADMIN', [
      history(1, 2, 1),
      failing(ADMIN_DELETE_PACKAGE_MUTATION, { id: 1 }, 'Only an admin can delete packages.', 'FORBIDDEN'),
    ]);
    await clickActionIn(user, card(standard.name), /^Delete/);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      `Delete this package? “${standard.name}” has 2 bookings and 1 review, so it will be archived instead: it leaves the site, its bookings and reviews keep it, and staff can restore it.`,
    );
    await answerConfirm(user, 'Archive');
    expect(await screen.findByRole('alert')).toHaveTextContent('Only an admin can delete packages.');
  });

  it('archives a package with bookings and says so', async () => {
    const user = userEvent.setup();
    const message = 'Package archived, not deleted: it has 1 booking, which keep it. It no longer shows on the site.';
    const removed = spiedOn(
      once(
        ADMIN_DELETE_PACKAGE_MUTATION,
        { id: 1 },
        { deletePackage: { __typename: 'PackageRemoval', archived: true, message } },
      ),
    );
    await openPackages('ADMIN', [history(1, 1, 0), removed.mock]);
    await clickActionIn(user, card(standard.name), /^Delete/);
    await answerConfirm(user, 'Archive');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(removed.spy).toHaveBeenCalledTimes(1);
  });

  it('deletes a package without bookings or reviews after a confirmation that says so', async () => {
    const user = userEvent.setup();
    const deleted = spiedOn(
      once(
        ADMIN_DELETE_PACKAGE_MUTATION,
        { id: 2 },
        { deletePackage: { __typename: 'PackageRemoval', archived: false, message: 'Package deleted.' } },
      ),
    );
    await openPackages('ADMIN', [history(2, 0, 0), deleted.mock]);
    await clickActionIn(user, card('Umrah Luxury'), /^Delete/);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Delete this package? “Umrah Luxury” has no bookings or reviews, so it will be deleted for good.',
    );
    await answerConfirm(user, 'Delete');
    await waitFor(() => expect(deleted.spy).toHaveBeenCalled());
    expect(await screen.findByText('Deleted Umrah Luxury.')).toBeInTheDocument();
  });

  it('marks an archived package and lets staff restore it', async () => {
    const user = userEvent.setup();
    const restored = spiedOn(
      once(
        ADMIN_UNARCHIVE_PACKAGE_MUTATION,
        { id: 3 },
        { unarchivePackage: { __typename: 'Package', id: 3, archivedAt: null } },
      ),
    );
    await openPackages('STAFF', [restored.mock]);
    const hajj = card('Hajj 2025');
    expect(hajj).toHaveTextContent('Archived');
    expect(hajj).toHaveTextContent('Hidden from the site; its bookings and reviews are kept.');
    expect(card(standard.name)).not.toHaveTextContent('Archived');
    await clickActionIn(user, hajj, /^Restore/);
    expect(await screen.findByText('Hajj 2025 is back on the site.')).toBeInTheDocument();
    expect(restored.spy).toHaveBeenCalledTimes(1);
  });

  it('edits every field but price and image in one dialog, inclusions one a line', async () => {
    const user = userEvent.setup();
    const input = {
      code: 'UMR-STD-1',
      name: standard.name,
      description: 'Two weeks, both Harams.',
      nights: 15,
      hotel: null,
      haramDistanceM: 850,
      inclusions: ['Umrah visa processing', 'Ziyarat in Madinah'],
      balanceDueDays: 45,
      depositPercent: null,
      depositAmount: null,
      translations: standardTranslations,
    };
    const { saved, dialog } = await editStandard(user, input);
    expect(within(dialog).getByLabelText(/^Hotel/)).toHaveValue('Al Marwa Grand Hotel');
    await user.clear(within(dialog).getByLabelText(/^Nights/));
    await user.type(within(dialog).getByLabelText(/^Nights/), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save package' }));
    expect(await within(dialog).findByText('Nights must be a whole number from 1 to 365.')).toBeInTheDocument();
    expect(saved.spy).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText(/^Nights/));
    await user.type(within(dialog).getByLabelText(/^Nights/), '15');
    await user.clear(within(dialog).getByLabelText(/^Description/));
    await user.type(within(dialog).getByLabelText(/^Description/), 'Two weeks, both Harams.');
    await user.clear(within(dialog).getByLabelText(/^Hotel/));
    await user.type(within(dialog).getByLabelText(/^What is included/), '{Enter}  Ziyarat in Madinah {Enter}{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save package' }));
    expect(await screen.findByText(`${standard.name} saved.`)).toBeInTheDocument();
    expect(saved.spy).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sets a deposit as a percentage or an amount per traveller, checked before saving', async () => {
    const user = userEvent.setup();
    const input = {
      code: standard.code,
      name: standard.name,
      description: standard.description,
      nights: standard.nights,
      hotel: standard.hotel,
      haramDistanceM: standard.haramDistanceM,
      inclusions: standard.inclusions,
      balanceDueDays: 60,
      depositPercent: null,
      depositAmount: 30000,
      translations: standardTranslations,
    };
    const { saved, dialog } = await editStandard(user, input);
    await user.selectOptions(within(dialog).getByLabelText(/^Deposit at booking/), 'PERCENT');
    await user.type(within(dialog).getByLabelText(/^Deposit$/), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Save package' }));
    expect(
      await within(dialog).findByText('The deposit percentage must be a whole number from 1 to 99.'),
    ).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/^Deposit at booking/), 'FIXED');
    await user.clear(within(dialog).getByLabelText(/^Deposit$/));
    await user.type(within(dialog).getByLabelText(/^Deposit$/), '300.00');
    await user.clear(within(dialog).getByLabelText(/^Balance due/));
    await user.type(within(dialog).getByLabelText(/^Balance due/), '60');
    await user.click(within(dialog).getByRole('button', { name: 'Save package' }));
    expect(await screen.findByText(`${standard.name} saved.`)).toBeInTheDocument();
    expect(saved.spy).toHaveBeenCalledTimes(1);
  });

  it('marks missing translations and edits the Arabic and Indonesian texts in their own tabs', async () => {
    const user = userEvent.setup();
    const partly = makeAdminPackage(4, {
      name: 'Umrah Partly',
      translations: {
        __typename: 'PackageTranslations',
        ar: { __typename: 'PackageTranslation', name: 'عمرة جزئية', description: null, inclusions: null },
        id: null,
      },
      missingTranslations: ['ar.description', 'ar.inclusions', 'id.name', 'id.description', 'id.inclusions'],
    });
    const input = {
      code: partly.code,
      name: partly.name,
      description: partly.description,
      nights: partly.nights,
      hotel: partly.hotel,
      haramDistanceM: partly.haramDistanceM,
      inclusions: partly.inclusions,
      balanceDueDays: 45,
      depositPercent: null,
      depositAmount: null,
      translations: {
        ar: { name: 'عمرة جزئية', description: 'وصف عربي', inclusions: ['تأشيرة', 'فندق'] },
        id: { name: 'Umrah Sebagian', description: '', inclusions: [] },
      },
    };
    const saved = spiedOn(
      once(ADMIN_UPDATE_PACKAGE_MUTATION, { id: 4, input }, { updatePackage: { ...partly, missingTranslations: [] } }),
    );
    renderAdmin(<PackagesPage />, {
      role: 'STAFF',
      route: '/admin/packages',
      mocks: [always(ADMIN_PACKAGES_QUERY, { staffPackages: [standard, partly] }), saved.mock],
    });
    const partlyCard = await screen.findByRole('article', { name: 'Umrah Partly' });
    expect(within(partlyCard).getByText('AR partial')).toBeInTheDocument();
    expect(within(partlyCard).getByText('ID missing')).toBeInTheDocument();
    // Fully translated: no badge.
    expect(within(card(standard.name)).queryByText(/^(AR|ID) /)).not.toBeInTheDocument();

    await clickActionIn(user, partlyCard, /^Edit/);
    const dialog = screen.getByRole('dialog', { name: 'Edit Umrah Partly' });
    await user.click(within(dialog).getByRole('tab', { name: 'Arabic (partial)' }));
    expect(within(dialog).getByText('Empty fields fall back to English.')).toBeInTheDocument();
    const arabicName = within(dialog).getByLabelText(/^Name/);
    expect(arabicName).toHaveValue('عمرة جزئية');
    expect(arabicName).toHaveAttribute('dir', 'rtl');
    expect(arabicName).toHaveAttribute('lang', 'ar');
    await user.type(within(dialog).getByLabelText(/^Description/), 'وصف عربي');
    await user.type(within(dialog).getByLabelText(/^What is included/), 'تأشيرة{Enter}فندق');
    await user.click(within(dialog).getByRole('tab', { name: 'Indonesian (missing)' }));
    await user.type(within(dialog).getByLabelText(/^Name/), 'Umrah Sebagian');
    await user.click(within(dialog).getByRole('button', { name: 'Save package' }));
    expect(await screen.findByText('Umrah Partly saved.')).toBeInTheDocument();
    expect(saved.spy).toHaveBeenCalledTimes(1);
  });

  it('renames in a dialog, ignoring an empty name', async () => {
    const user = userEvent.setup();
    const renamed = spiedOn(
      once(
        ADMIN_UPDATE_PACKAGE_MUTATION,
        { id: 1, input: { name: 'Umrah Classic' } },
        {
          updatePackage: { ...standard, name: 'Umrah Classic' },
        },
      ),
    );
    await openPackages('STAFF', [renamed.mock]);
    await clickActionIn(user, card(standard.name), /^Rename/);
    const input = within(screen.getByRole('dialog')).getByLabelText('Name');
    expect(input).toHaveValue(standard.name);
    await user.clear(input);
    await user.type(input, '   {Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(renamed.spy).not.toHaveBeenCalled();

    await clickActionIn(user, card(standard.name), /^Rename/);
    const again = within(screen.getByRole('dialog')).getByLabelText('Name');
    await user.clear(again);
    await user.type(again, 'Umrah Classic');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('article', { name: 'Umrah Classic' })).toBeInTheDocument();
    expect(renamed.spy).toHaveBeenCalledTimes(1);
  });

  it("keeps the rename dialog open with the server's message on failure", async () => {
    const user = userEvent.setup();
    await openPackages('STAFF', [
      failing(ADMIN_UPDATE_PACKAGE_MUTATION, { id: 1, input: { name: 'X' } }, 'Name is too long.'),
    ]);
    await clickActionIn(user, card(standard.name), /^Rename/);
    const dialog = screen.getByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'X{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Name is too long.');
  });

  it("says 'Choose an image first', then uploads the image with PATCH", async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse({ ...standard, image: '/uploads/new.jpg' })));
    globalThis.fetch = fetchMock;
    await openPackages('STAFF');
    await clickActionIn(user, card(standard.name), /^Update Image/);
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Update Image' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose an image first');
    expect(fetchMock).not.toHaveBeenCalled();

    const file = new File(['jpg'], 'kaaba.jpg', { type: 'image/jpeg' });
    const input = within(dialog).getByLabelText('Package image');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');
    await user.upload(input, file);
    await user.click(within(dialog).getByRole('button', { name: 'Update Image' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/packages/1');
    expect(init.method).toBe('PATCH');
    expect((init.body as FormData).get('image')).toBe(file);
  });

  it('edits the price in major units (saved as minor units) and can clear it to Contact', async () => {
    const user = userEvent.setup();
    await openPackages('STAFF', [
      once(
        ADMIN_UPDATE_PACKAGE_MUTATION,
        { id: 1, input: { price: 250050, currency: 'SAR' } },
        { updatePackage: { ...standard, price: 250050, currency: 'SAR' } },
      ),
      once(
        ADMIN_UPDATE_PACKAGE_MUTATION,
        { id: 1, input: { clearPrice: true } },
        { updatePackage: { ...standard, price: null, currency: 'SAR' } },
      ),
    ]);
    await clickActionIn(user, card(standard.name), /^Price/);
    let dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('Amount')).toHaveValue('1899.00');
    await user.clear(within(dialog).getByLabelText('Amount'));
    await user.type(within(dialog).getByLabelText('Amount'), '12,5');
    await user.click(within(dialog).getByRole('button', { name: 'Save price' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter the price in units');

    await user.clear(within(dialog).getByLabelText('Amount'));
    await user.type(within(dialog).getByLabelText('Amount'), '2500.50');
    await user.clear(within(dialog).getByLabelText('Currency'));
    await user.type(within(dialog).getByLabelText('Currency'), 'sar');
    await user.click(within(dialog).getByRole('button', { name: 'Save price' }));
    await waitFor(() => expect(card(standard.name)).toHaveTextContent('SAR 2,500.50'));

    await clickActionIn(user, card(standard.name), /^Price/);
    dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Clear price' }));
    await waitFor(() => expect(card(standard.name)).toHaveTextContent('Contact'));
  });

  describe('add form', () => {
    it('requires code and name and a well-formed price', async () => {
      const user = userEvent.setup();
      await openPackages();
      await user.type(screen.getByLabelText(/^Price/), 'abc');
      await user.click(screen.getByRole('button', { name: 'Add package' }));
      expect(await screen.findByText('Code is required.')).toBeInTheDocument();
      expect(screen.getByText('Name is required.')).toBeInTheDocument();
      expect(screen.getByText('Enter the price in units, e.g. 1899 or 1899.50.')).toBeInTheDocument();
      expect(globalThis.fetch).not.toHaveBeenCalled();
    });

    it('posts a multipart form with the price in minor units and USD by default', async () => {
      const user = userEvent.setup();
      const fetchMock = vi.fn(() => Promise.resolve(jsonResponse({ ...standard, id: 3, name: 'Hajj Premium' }, 201)));
      globalThis.fetch = fetchMock;
      await openPackages();
      expect(screen.getByLabelText(/^Currency/)).toHaveValue('USD');
      await user.type(screen.getByLabelText(/^Code/), 'HAJ-PREM-21');
      await user.type(screen.getByLabelText(/^Name/), 'Hajj Premium');
      await user.type(screen.getByLabelText(/^Description/), 'Twenty-one nights');
      await user.type(screen.getByLabelText(/^Price/), '8999.5');
      const file = new File(['png'], 'hajj.png', { type: 'image/png' });
      await user.upload(screen.getByLabelText(/^Image/), file);
      await user.click(screen.getByRole('button', { name: 'Add package' }));
      expect(await screen.findByText('Package added: Hajj Premium')).toBeInTheDocument();
      const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe('/api/packages');
      expect(init.method).toBe('POST');
      const body = init.body as FormData;
      expect(
        Object.fromEntries(['code', 'name', 'description', 'price', 'currency'].map((key) => [key, body.get(key)])),
      ).toEqual({
        code: 'HAJ-PREM-21',
        name: 'Hajj Premium',
        description: 'Twenty-one nights',
        price: '899950',
        currency: 'USD',
      });
      expect(body.get('image')).toBe(file);
      expect(body.get('translations')).toBeNull(); // none typed: none sent
      expect(screen.getByLabelText(/^Code/)).toHaveValue('');
    });

    it('sends the Arabic name typed in the Arabic tab as the translations field', async () => {
      const user = userEvent.setup();
      const fetchMock = vi.fn(() => Promise.resolve(jsonResponse({ ...standard, id: 5, name: 'Hajj Premium' }, 201)));
      globalThis.fetch = fetchMock;
      await openPackages();
      const form = screen.getByRole('region', { name: 'Add package' });
      await user.type(within(form).getByLabelText(/^Code/), 'HAJ-PREM-21');
      await user.type(within(form).getByLabelText(/^Name/), 'Hajj Premium');
      await user.click(within(form).getByRole('tab', { name: 'Arabic' }));
      const arabicName = within(form).getByLabelText(/^Name/);
      expect(arabicName).toHaveAttribute('dir', 'rtl');
      expect(arabicName).toHaveAttribute('lang', 'ar');
      await user.type(arabicName, 'الحج المميز');
      await user.click(within(form).getByRole('button', { name: 'Add package' }));
      expect(await screen.findByText('Package added: Hajj Premium')).toBeInTheDocument();
      const body = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData;
      expect(body.get('name')).toBe('Hajj Premium');
      expect(JSON.parse(body.get('translations') as string)).toEqual({ ar: { name: 'الحج المميز' } });
    });

    it("sends no price when it is left empty, and shows the server's error", async () => {
      const user = userEvent.setup();
      const fetchMock = vi.fn(() =>
        Promise.resolve(jsonResponse({ error: 'A package with code UMR-STD-1 already exists.' }, 409)),
      );
      globalThis.fetch = fetchMock;
      await openPackages();
      await user.type(screen.getByLabelText(/^Code/), 'UMR-STD-1');
      await user.type(screen.getByLabelText(/^Name/), 'Duplicate');
      await user.click(screen.getByRole('button', { name: 'Add package' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('A package with code UMR-STD-1 already exists.');
      const body = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData;
      expect(body.has('price')).toBe(false);
      expect(body.has('image')).toBe(false);
    });
  });

  it('shows a loading state, not an empty list, until packages arrive', async () => {
    renderAdmin(<PackagesPage />, {
      route: '/admin/packages',
      mocks: [always(ADMIN_PACKAGES_QUERY, { staffPackages: [] })],
    });
    expect(screen.getByText('Loading packages…')).toBeInTheDocument();
    expect(screen.queryByText('No packages yet.')).not.toBeInTheDocument();
    expect(await screen.findByText('No packages yet.')).toBeInTheDocument();
  });
});
