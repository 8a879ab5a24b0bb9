import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { formatHijriDate, formatMoney } from '../i18n/format';
import { makePackage } from '../test/fixtures';
import { renderApp } from '../test/render';
import { PACKAGE_QUERY } from './PackageDetailPage';

function showing(inclusions: string[], departures: object[] = []) {
  const pkg = { ...makePackage(7, { name: 'Hajj Standard' }), inclusions, departures };
  renderApp({
    route: '/packages/7',
    mocks: [{ request: { query: PACKAGE_QUERY, variables: { id: 7 } }, result: { data: { package: pkg } } }],
  });
}

describe('/packages/:id inclusions', () => {
  it("lists the package's own inclusions, in order", async () => {
    showing(['Hajj permit and visa processing', 'Tents in Mina and Arafat']);
    const included = await screen.findByRole('region', { name: 'What is included' });
    expect(
      within(included)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Hajj permit and visa processing', 'Tents in Mina and Arafat']);
    expect(included).not.toHaveTextContent('Umrah visa');
  });

  it('shows no "What is included" section when the package lists nothing', async () => {
    showing([]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hajj Standard' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'What is included' })).not.toBeInTheDocument();
  });
});

const departure = (id: number, departDate: string, seatsLeft: number, status: string) => ({
  __typename: 'Departure',
  id,
  departDate,
  returnDate: departDate.replace('-01', '-20'),
  seatsLeft,
  status,
  roomPrices: [
    { __typename: 'RoomPrice', roomType: 'QUAD', amount: 850000 },
    { __typename: 'RoomPrice', roomType: 'DOUBLE', amount: 1000000 },
  ],
});

describe('/packages/:id departures', () => {
  it('lists each departure with its dates, seats left or badge, and per-person room prices', async () => {
    showing(
      [],
      [
        departure(1, '2027-05-01', 3, 'OPEN'),
        departure(2, '2027-06-01', 0, 'SOLD_OUT'),
        departure(3, '2027-07-01', 9, 'CLOSED'),
      ],
    );
    const region = await screen.findByRole('region', { name: 'Departures' });
    const [open, soldOut, closed] = within(region).getAllByRole('listitem', { name: /2027/ });
    expect(open).toHaveAccessibleName('1 May 2027 – 20 May 2027');
    expect(open).toHaveTextContent('3 seats left');
    expect(open).toHaveTextContent('Quad (4 share)$8,500.00');
    expect(open).toHaveTextContent('Double (2 share)$10,000.00');
    expect(within(open).getByRole('link', { name: /Book this departure/ })).toHaveAttribute('href', '/book');
    expect(soldOut).toHaveTextContent('Sold out');
    expect(closed).toHaveTextContent('Closed');
    expect(within(soldOut).queryByRole('link')).not.toBeInTheDocument();
    expect(within(closed).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows no departures section for a package without departures', async () => {
    showing([]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hajj Standard' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Departures' })).not.toBeInTheDocument();
  });
});

describe('/packages/:id in Arabic', () => {
  function showingInArabic(departures: object[]) {
    const pkg = { ...makePackage(7, { name: 'Hajj Standard' }), inclusions: [], departures };
    renderApp({
      route: '/packages/7',
      locale: 'ar',
      mocks: [{ request: { query: PACKAGE_QUERY, variables: { id: 7 } }, result: { data: { package: pkg } } }],
    });
  }

  it('shows seats left with the Arabic plural forms, Arabic room labels, prices and the Hijri dates', async () => {
    showingInArabic([
      departure(1, '2027-05-01', 1, 'OPEN'),
      departure(2, '2027-06-01', 2, 'OPEN'),
      departure(3, '2027-07-01', 3, 'OPEN'),
      departure(4, '2027-08-01', 11, 'OPEN'),
      departure(5, '2027-09-01', 0, 'SOLD_OUT'),
    ]);
    const region = await screen.findByRole('region', { name: 'مواعيد المغادرة' });
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.badge')?.textContent)).toEqual([
      'مقعد واحد متبقٍ',
      'مقعدان متبقيان',
      '3 مقاعد متبقية',
      '11 مقعدًا متبقيًا',
      'مكتملة',
    ]);
    const [first] = items;
    expect(first).toHaveAccessibleName('1–20 مايو 2027');
    expect(first.textContent).toContain(
      `${formatHijriDate('2027-05-01', 'ar')} – ${formatHijriDate('2027-05-20', 'ar')}`,
    );
    expect(first.textContent).toContain(`رباعية (لأربعة أشخاص)${formatMoney(850000, 'USD', 'ar')}`);
    expect(within(first).getByRole('link', { name: 'احجز هذا الموعد، 1–20 مايو 2027' })).toBeInTheDocument();
  });

  it('translates the facts and the booking card, with the price in the package’s currency', async () => {
    showingInArabic([]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hajj Standard' })).toBeInTheDocument();
    expect(screen.getByText('10 ليالٍ')).toBeInTheDocument();
    expect(screen.getByText('على بُعد 300 م من الحرم')).toBeInTheDocument();
    const booking = screen.getByRole('complementary', { name: 'احجز هذه الباقة' });
    expect(booking).toHaveTextContent('للشخص الواحد، ابتداءً من');
    expect(booking.textContent).toContain(formatMoney(125007, 'USD', 'ar'));
    expect(within(booking).getByRole('link', { name: 'احجز هذه الباقة' })).toHaveAttribute('href', '/book');
  });
});
