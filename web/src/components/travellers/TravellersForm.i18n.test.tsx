import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../test/render';
import { BOOKING_TRAVELLERS_QUERY, TravellersForm } from './TravellersForm';

const booking = {
  __typename: 'BookingTravellers',
  bookingId: 7,
  reference: 'RH-7KQ2-M9',
  travellerCount: 2,
  editable: true,
  editableUntil: '2027-01-18',
  passportValidUntil: '2027-08-14',
  travellers: [],
};

const mocks = [
  {
    request: { query: BOOKING_TRAVELLERS_QUERY, variables: { bookingId: 7, reveal: true } },
    result: { data: { bookingTravellers: booking } },
  },
];

describe('TravellersForm in Arabic', () => {
  it('names countries and relations in Arabic and says which traveller lacks a relation', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TravellersForm bookingId={7} />, { mocks, locale: 'ar' });
    const second = await screen.findByRole('group', { name: 'المسافر 2' });
    expect(screen.getByText(/تُغلق التعديلات عبر الإنترنت في 18 يناير 2027\./)).toBeInTheDocument();
    expect(
      within(within(second).getByLabelText('الجنسية')).getByRole('option', { name: 'المملكة العربية السعودية' }),
    ).toBeInTheDocument();
    expect(within(second).getByLabelText('جهة إصدار جواز السفر')).toHaveDisplayValue('دولة الجنسية');
    expect(within(second).getByRole('option', { name: 'أنثى' })).toBeInTheDocument();
    expect(within(second).getByRole('option', { name: 'زوج أو زوجة' })).toBeInTheDocument();
    await user.type(within(second).getByLabelText('الاسم الكامل كما في جواز السفر'), 'Fatima Al-Zahra');
    const first = screen.getByRole('group', { name: 'المسافر 1 (المسافر الرئيسي)' });
    await user.type(within(first).getByLabelText('الاسم الكامل كما في جواز السفر'), 'Amina Rahman');
    await user.click(screen.getByRole('button', { name: 'حفظ المسافرين' }));
    expect(await screen.findByText('المسافر 2: اختر صلة القرابة بالمسافر الرئيسي.')).toBeInTheDocument();
  });

  it('says before typing that the name is the passport’s Latin one, and refuses Arabic script in Arabic', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TravellersForm bookingId={7} />, { mocks, locale: 'ar' });
    const first = await screen.findByRole('group', { name: 'المسافر 1 (المسافر الرئيسي)' });
    const name = within(first).getByLabelText('الاسم الكامل كما في جواز السفر');
    // The hint is there before anything is typed, and describes the field.
    const hint = 'كما في السطرين السفليين من جواز السفر، بالحروف اللاتينية: MUHAMMAD ABDULLAH';
    expect(within(first).getByText(hint)).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription(hint);

    await user.type(name, 'أمينة رحمن');
    await user.click(screen.getByRole('button', { name: 'حفظ المسافرين' }));
    const refusal =
      'اكتب الاسم كما هو مطبوع في المنطقة المقروءة آليًا من جواز السفر (سطراه السفليان)، بالحروف اللاتينية A–Z: مثل MUHAMMAD ABDULLAH.';
    expect(await within(first).findByText(refusal)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.clear(name);
    await user.type(name, 'AMINA RAHMAN');
    await user.click(screen.getByRole('button', { name: 'حفظ المسافرين' }));
    await waitFor(() => expect(within(first).queryByText(refusal)).not.toBeInTheDocument());
  });
});
