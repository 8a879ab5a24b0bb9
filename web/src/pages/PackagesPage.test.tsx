import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { PackageList } from '../components/packages/PackageCard';
import { PACKAGE_SUMMARY_FRAGMENT } from '../components/packages/packageSummary';
import { makeFragmentData } from '../gql';
import { formatMoney } from '../i18n/format';
import { clearSession, setSession } from '../lib/session';
import { makePackage, packagesMock, QUOTED } from '../test/fixtures';
import { renderApp, renderWithProviders } from '../test/render';
import { PACKAGE_QUERY } from './PackageDetailPage';

function packageMock(id: number, result: object | Error) {
  const request = { query: PACKAGE_QUERY, variables: { id } };
  return result instanceof Error ? { request, error: result } : { request, result };
}

describe('/packages', () => {
  it("says 'No packages yet.' when there are none", async () => {
    renderApp({ route: '/packages', mocks: [packagesMock([])] });
    expect(await screen.findByText('No packages yet.')).toBeInTheDocument();
    expect(document.title).toBe('Packages · Rihla');
  });

  it('lists package cards with formatted prices and a Book link carrying the package', async () => {
    renderApp({
      route: '/packages',
      mocks: [packagesMock([makePackage(1, { fromPrice: 99900, currency: 'SAR' }), makePackage(2, QUOTED)])],
    });
    expect(await screen.findByText('SAR 999.00')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Contact')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Umrah package 1' })).toHaveAttribute('href', '/packages/1');
    expect(screen.getByAltText('Umrah package 1')).toHaveAttribute('src', '/images/packages/umr-1.svg');
  });
});

describe('a package card (issue #31)', () => {
  it('shows the server’s "from" price, or that nothing is on sale, and no internal code to pilgrims', async () => {
    renderApp({
      route: '/packages',
      mocks: [
        packagesMock([
          makePackage(1, { name: 'Family Umrah', code: 'UMR-FAM-14', fromPrice: 139500, currency: 'EUR' }),
          makePackage(2, { name: 'Ramadan Umrah', code: 'UMR-RAM-10', fromPrice: null, sale: 'NOT_ON_SALE' }),
        ]),
      ],
    });
    const [family, ramadan] = await screen.findAllByRole('article');
    expect(family).toHaveTextContent('From€1,395.00');
    expect(ramadan).toHaveTextContent('PriceNo departures on sale');
    expect(screen.queryByText('UMR-FAM-14')).not.toBeInTheDocument();
    expect(screen.queryByText('UMR-RAM-10')).not.toBeInTheDocument();
  });

  it('shows the code to staff', () => {
    // Staff are sent to the back-office from the public pages; the cards themselves show them the code.
    setSession({ token: 't', role: 'STAFF' });
    try {
      const packages = [
        { id: 1, ...makeFragmentData(makePackage(1, { code: 'UMR-FAM-14' }), PACKAGE_SUMMARY_FRAGMENT) },
      ];
      renderWithProviders(<PackageList packages={packages} loading={false} error={undefined} skeletons={1} />);
      expect(within(screen.getByRole('article')).getByText('UMR-FAM-14')).toBeInTheDocument();
    } finally {
      clearSession();
    }
  });
});

describe('/packages/:id', () => {
  // The detail page also reads the package's inclusions and departures (none here).
  const winterUmrah = { ...makePackage(3, { name: 'Winter Umrah' }), inclusions: [], departures: [] };

  it("shows 'Loading…' and then the package", async () => {
    renderApp({
      route: '/packages/3',
      mocks: [packageMock(3, { data: { package: winterUmrah } })],
    });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Winter Umrah' })).toBeInTheDocument();
    expect(screen.getByText('$1,250.03')).toBeInTheDocument();
  });

  it('is also reachable as /package/:id', async () => {
    renderApp({
      route: '/package/3',
      mocks: [packageMock(3, { data: { package: winterUmrah } })],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Winter Umrah' })).toBeInTheDocument();
  });

  it("shows 'Not found.' for a missing package", async () => {
    renderApp({ route: '/packages/404', mocks: [packageMock(404, { data: { package: null } })] });
    expect(await screen.findByText('Not found.')).toBeInTheDocument();
  });

  it("shows 'Not found.' for an id that is not a number", () => {
    renderApp({ route: '/packages/abc' });
    expect(screen.getByText('Not found.')).toBeInTheDocument();
  });

  it("shows the error message, else 'Failed to load package'", async () => {
    const { unmount } = renderApp({
      route: '/packages/5',
      mocks: [packageMock(5, { errors: [{ message: 'Database unavailable' }] })],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    unmount();
    renderApp({ route: '/packages/5', mocks: [packageMock(5, new Error(''))] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load package');
  });
});

describe('/packages in other languages', () => {
  it('shows the cards in Arabic, prices in the package’s currency the Arabic way', async () => {
    renderApp({
      route: '/packages',
      locale: 'ar',
      mocks: [packagesMock([makePackage(1, { fromPrice: 99900, currency: 'SAR' }), makePackage(2, QUOTED)])],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'رحلات لكل معتمر' })).toBeInTheDocument();
    const [first, second] = await screen.findAllByRole('article');
    expect(first.textContent).toContain(`ابتداءً من${formatMoney(99900, 'SAR', 'ar')}`);
    expect(first).toHaveTextContent('10 ليالٍ');
    expect(within(first).getByRole('link', { name: 'احجز Umrah package 1' })).toHaveAttribute('href', '/book');
    expect(second).toHaveTextContent('السعر');
    expect(document.title).toBe('الباقات · Rihla');
  });

  it('shows the cards in Indonesian', async () => {
    renderApp({ route: '/packages', locale: 'id', mocks: [packagesMock([makePackage(1)])] });
    const [card] = await screen.findAllByRole('article');
    expect(card).toHaveTextContent('Mulai dariUS$1.250,01');
    expect(card).toHaveTextContent('10 malam');
    expect(card).toHaveTextContent('300 m ke Masjidil Haram');
    expect(screen.getByRole('heading', { level: 1, name: 'Perjalanan untuk setiap jemaah' })).toBeInTheDocument();
  });

  it('says there are no packages yet, in Arabic', async () => {
    renderApp({ route: '/packages', locale: 'ar', mocks: [packagesMock([])] });
    expect(await screen.findByText('لا توجد باقات بعد.')).toBeInTheDocument();
  });
});
