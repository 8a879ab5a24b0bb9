import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../test/render';
import { BOOKING_VISAS_QUERY, TripVisas } from './TripVisas';

const visa = (changes: object) => ({
  __typename: 'TravellerVisa',
  travellerId: 7,
  fullName: 'Amina Rahman',
  stage: 'NOT_STARTED',
  refusalReason: null,
  eVisa: null,
  ...changes,
});

const visas = (travellers: object[]) => ({
  request: { query: BOOKING_VISAS_QUERY, variables: { bookingId: 41 } },
  result: { data: { bookingVisas: { __typename: 'BookingVisas', bookingId: 41, travellers } } },
});

afterEach(() => vi.unstubAllGlobals());

describe('the visas of a My trips card', () => {
  it('shows each traveller’s visa stage, a refusal’s reason, and the issued e-visa to download', async () => {
    const fetch = vi.fn(
      () =>
        new Response(new Blob(['%PDF-1.4']), {
          headers: { 'Content-Disposition': 'attachment; filename="e-visa.pdf"' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    URL.createObjectURL = vi.fn(() => 'blob:e-visa');
    URL.revokeObjectURL = vi.fn();
    renderWithProviders(<TripVisas bookingId={41} />, {
      mocks: [
        visas([
          visa({ stage: 'ISSUED', eVisa: { __typename: 'EVisa', fileName: 'e-visa.pdf' } }),
          visa({ travellerId: 8, fullName: 'Omar Rahman', stage: 'REFUSED', refusalReason: 'Photo unclear' }),
          visa({ travellerId: 9, fullName: 'Layla Rahman', stage: 'SUBMITTED' }),
        ]),
      ],
    });
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Amina RahmanIssuedDownload e-visa \(PDF\)/),
      'Omar RahmanRefusedReason: Photo unclear',
      'Layla RahmanSubmitted',
    ]);
    expect(within(rows[1]).queryByRole('button')).toBeNull();
    await userEvent.setup().click(within(rows[0]).getByRole('button', { name: /^Download e-visa \(PDF\)/ }));
    expect(fetch).toHaveBeenCalledWith('/api/travellers/7/visa/e-visa.pdf', expect.anything());
  });

  it('reads right to left in Arabic, names kept whole', async () => {
    renderWithProviders(<TripVisas bookingId={41} />, {
      locale: 'ar',
      mocks: [visas([visa({ stage: 'SUBMITTED' })])],
    });
    expect(await screen.findByRole('heading', { name: 'التأشيرات' })).toBeInTheDocument();
    const row = screen.getByRole('listitem');
    expect(row).toHaveTextContent('Amina Rahmanقُدِّم الطلب');
    expect(within(row).getByText('Amina Rahman').tagName).toBe('BDI');
  });

  it('shows nothing before the booking has travellers', async () => {
    const { container } = renderWithProviders(<TripVisas bookingId={41} />, { mocks: [visas([])] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector('.trip-visas')).toBeNull();
  });
});
