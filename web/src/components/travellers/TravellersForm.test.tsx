import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../test/render';
import { BOOKING_TRAVELLERS_QUERY, SAVE_TRAVELLERS_MUTATION, TravellersForm } from './TravellersForm';

const booking = (travellers: object[] = [], editable = true) => ({
  __typename: 'BookingTravellers',
  bookingId: 7,
  reference: 'RH-7KQ2-M9',
  travellerCount: 2,
  editable,
  editableUntil: '2027-01-18',
  passportValidUntil: '2027-08-14',
  travellers,
});

const loaded = (data: object) => ({
  request: { query: BOOKING_TRAVELLERS_QUERY, variables: { bookingId: 7, reveal: true } },
  result: { data: { bookingTravellers: data } },
});

const lead = {
  fullName: 'Amina Rahman',
  dateOfBirth: '1985-04-12',
  nationality: 'GB',
  passportNumber: 'K1234567',
  passportExpiry: '2027-02-03',
  relation: 'LEAD',
  gender: 'FEMALE',
  passportIssuingCountry: null,
};

async function fillLead(user: ReturnType<typeof userEvent.setup>) {
  const group = screen.getByRole('group', { name: 'Traveller 1 (lead traveller)' });
  await user.type(within(group).getByLabelText('Full name as on the passport'), lead.fullName);
  await user.type(within(group).getByLabelText('Date of birth'), lead.dateOfBirth);
  await user.selectOptions(within(group).getByLabelText('Nationality'), 'GB');
  await user.type(within(group).getByLabelText('Passport number'), lead.passportNumber);
  await user.type(within(group).getByLabelText('Passport expiry date'), lead.passportExpiry);
  await user.selectOptions(within(group).getByLabelText('Gender as on the passport'), 'Female');
}

describe('TravellersForm', () => {
  it('shows one group per traveller with the rules, and the server’s six-month message when it refuses', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TravellersForm bookingId={7} />, {
      mocks: [
        loaded(booking()),
        {
          request: { query: SAVE_TRAVELLERS_MUTATION, variables: { bookingId: 7, travellers: [lead] } },
          result: {
            errors: [
              {
                message:
                  'The passport of Amina Rahman expires on 3 Feb 2027; it must be valid until at least 14 Aug 2027 (six months after you return).',
              },
            ],
          },
        },
      ],
    });
    expect(await screen.findByRole('group', { name: 'Traveller 2' })).toBeInTheDocument();
    expect(
      screen.getByText(/Passports must be valid until at least 14 Aug 2027 \(six months after you return\)/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Online changes close on 18 Jan 2027\./)).toBeInTheDocument();
    // The lead's relation is fixed; the others say theirs.
    const first = screen.getByRole('group', { name: 'Traveller 1 (lead traveller)' });
    expect(within(first).queryByLabelText('Relation to the lead traveller')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save travellers' }));
    expect(await screen.findByText('Enter at least the lead traveller.')).toBeInTheDocument();

    await fillLead(user);
    await user.click(screen.getByRole('button', { name: 'Save travellers' }));
    expect(
      await screen.findByText(
        'The passport of Amina Rahman expires on 3 Feb 2027; it must be valid until at least 14 Aug 2027 (six months after you return).',
      ),
    ).toBeInTheDocument();
  });

  it('loads the saved travellers with their numbers, saves the changes and says so', async () => {
    const user = userEvent.setup();
    const saved = { ...lead, position: 1, passportNumberMasked: '•••••4567', __typename: 'Traveller' };
    const spouse = {
      fullName: 'Yusuf Rahman',
      dateOfBirth: '1983-09-30',
      nationality: 'SA',
      passportNumber: 'L9876543',
      passportExpiry: '2031-01-01',
      relation: 'SPOUSE',
      gender: 'MALE',
      passportIssuingCountry: 'GB',
    };
    const save = vi.fn(() => ({
      data: {
        saveTravellers: {
          __typename: 'BookingTravellers',
          bookingId: 7,
          travellers: [
            { __typename: 'Traveller', position: 1, fullName: 'Amina Rahman', passportNumberMasked: '•••••4567' },
            { __typename: 'Traveller', position: 2, fullName: 'Yusuf Rahman', passportNumberMasked: '•••••6543' },
          ],
        },
      },
    }));
    renderWithProviders(<TravellersForm bookingId={7} />, {
      mocks: [
        loaded(booking([saved])),
        {
          request: { query: SAVE_TRAVELLERS_MUTATION, variables: { bookingId: 7, travellers: [lead, spouse] } },
          result: save,
        },
        loaded(booking([saved])),
      ],
    });
    const first = await screen.findByRole('group', { name: 'Traveller 1 (lead traveller)' });
    expect(within(first).getByLabelText('Passport number')).toHaveValue('K1234567');
    const second = screen.getByRole('group', { name: 'Traveller 2' });
    await user.type(within(second).getByLabelText('Full name as on the passport'), spouse.fullName);
    await user.type(within(second).getByLabelText('Date of birth'), spouse.dateOfBirth);
    await user.selectOptions(within(second).getByLabelText('Nationality'), 'Saudi Arabia');
    await user.type(within(second).getByLabelText('Passport number'), spouse.passportNumber);
    await user.type(within(second).getByLabelText('Passport expiry date'), spouse.passportExpiry);
    await user.selectOptions(within(second).getByLabelText('Gender as on the passport'), 'Male');
    // A Saudi national holding a British passport: the issuing state is asked apart from the nationality.
    expect(within(second).getByLabelText('Passport issued by')).toHaveDisplayValue('The country of nationality');
    await user.selectOptions(within(second).getByLabelText('Passport issued by'), 'United Kingdom');
    await user.click(screen.getByRole('button', { name: 'Save travellers' }));
    expect(await screen.findByText('Traveller 2: Choose the relation to the lead traveller.')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    await user.selectOptions(within(second).getByLabelText('Relation to the lead traveller'), 'Spouse');
    await user.click(screen.getByRole('button', { name: 'Save travellers' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(await screen.findByText('Travellers saved.')).toBeInTheDocument();
  });

  it('says when the online deadline has passed instead of showing the form', async () => {
    renderWithProviders(<TravellersForm bookingId={7} />, { mocks: [loaded(booking([], false))] });
    expect(
      await screen.findByText(
        'Traveller details could be changed online until 18 Jan 2027. Please contact us to change them.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save travellers' })).not.toBeInTheDocument();
  });
});
