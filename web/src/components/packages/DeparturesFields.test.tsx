import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { formatHijriDate, formatMoney } from '../../i18n/format';
import { makePackage, packagesMock } from '../../test/fixtures';
import { setupApp } from '../../test/interact';
import { BOOK_DEPARTURES_QUERY } from './DeparturesFields';

const departure = (id: number, departDate: string, returnDate: string, seatsLeft: number, status: string) => ({
  __typename: 'Departure',
  id,
  departDate,
  returnDate,
  seatsLeft,
  status,
  roomPrices: [
    { __typename: 'RoomPrice', roomType: 'QUAD', amount: 140000 },
    { __typename: 'RoomPrice', roomType: 'DOUBLE', amount: 180000 },
  ],
});

const departures = [
  departure(11, '2027-02-10', '2027-02-24', 3, 'OPEN'),
  departure(12, '2027-03-10', '2027-03-24', 0, 'SOLD_OUT'),
];

function bookInArabic() {
  return setupApp({
    route: '/book',
    locale: 'ar',
    state: { packageId: 3, departureId: 11 },
    mocks: [
      packagesMock([makePackage(3, { currency: 'GBP' })]),
      {
        request: { query: BOOK_DEPARTURES_QUERY, variables: { id: 3 } },
        result: {
          data: {
            package: { __typename: 'Package', id: 3, currency: 'GBP', travellerDeadlineDays: 30, departures },
          },
        },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
    ],
  });
}

describe('departure fields in Arabic', () => {
  it('lists departures with Arabic dates and seats, rooms with Arabic prices, and the Hijri days of the chosen one', async () => {
    bookInArabic();
    const select = await screen.findByRole('combobox', { name: /^موعد المغادرة/ });
    expect(await within(select).findByRole('option', { name: '10–24 فبراير 2027 · 3 مقاعد متبقية' })).toBeEnabled();
    expect(within(select).getByRole('option', { name: '10–24 مارس 2027 · مكتملة' })).toBeDisabled();
    expect(select).toHaveAccessibleDescription(
      `${formatHijriDate('2027-02-10', 'ar')} – ${formatHijriDate('2027-02-24', 'ar')}`,
    );
    const rooms = screen.getByRole('combobox', { name: /^الغرفة/ });
    expect(
      within(rooms).getByRole('option', { name: `ثنائية (لشخصين) · ${formatMoney(180000, 'GBP', 'ar')}` }),
    ).toBeInTheDocument();
    const travellers = screen.getByRole('combobox', { name: /^المسافرون/ });
    expect(
      within(travellers)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['مسافر واحد', 'مسافران', '3 مسافرين']);
    expect(screen.getByText(/حتى 11 يناير 2027\.$/)).toBeInTheDocument();
  });
});
