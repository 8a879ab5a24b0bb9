import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../test/render';
import { jeddah, locationsMock } from '../../test/tripSearch';
import { TripSearchForm } from './TripSearchForm';

const jeddahStation = { ...jeddah, id: 3, type: 'STATION', name: 'Haramain Railway Jeddah', iata: null };

describe('trip search form in Arabic', () => {
  it('labels the fields, modes and trip types in Arabic', () => {
    renderWithProviders(<TripSearchForm />, { locale: 'ar' });
    expect(screen.getByRole('form', { name: 'البحث عن رحلة' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /من/ })).toHaveAttribute('placeholder', 'مدينة أو مطار');
    expect(screen.getByRole('radio', { name: 'ذهاب فقط' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'الطيران' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'وسيلة السفر' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ابحث عن رحلات' })).toBeInTheDocument();
  });

  it("names the suggestions list, each place's kind and their count in Arabic", async () => {
    const user = userEvent.setup();
    renderWithProviders(<TripSearchForm />, {
      locale: 'ar',
      mocks: [locationsMock('Jed', [jeddah, jeddahStation])],
    });
    await user.type(screen.getByRole('combobox', { name: /إلى/ }), 'Jed');
    const listbox = await screen.findByRole('listbox', { name: 'اقتراحات إلى' });
    const [airport, station] = within(listbox).getAllByRole('option');
    expect(airport).toHaveTextContent('Jeddah، Saudi Arabia · مطار');
    expect(station).toHaveTextContent('Jeddah، Saudi Arabia · محطة');
    expect(screen.getByText('اقتراحان')).toBeInTheDocument();
  });
});
