import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { always } from '../test/mocks';
import { renderAdmin } from '../test/render';
import { MANIFEST_CHECK_QUERY, ManifestPage } from './ManifestPage';

afterEach(() => vi.unstubAllGlobals());

const check = (problems: { position: number; travellerName: string | null; kind: string; message: string }[]) => ({
  departureManifestCheck: {
    __typename: 'ManifestCheck',
    departureId: 12,
    packageName: 'Umrah Ramadan 10 nights',
    departDate: '2027-03-01',
    returnDate: '2027-03-11',
    passportValidUntil: '2027-09-11',
    travellers: 3,
    ready: 3 - new Set(problems.map((p) => p.position)).size,
    complete: problems.length === 0,
    problems: problems.map((p) => ({
      __typename: 'ManifestProblem',
      bookingId: 40,
      bookingReference: 'RH-7KQ2-M9',
      ...p,
      kind: p.kind as 'GENDER_MISSING',
    })),
  },
});

const INCOMPLETE = check([
  { position: 2, travellerName: 'Siti Nurhaliza', kind: 'GENDER_MISSING', message: 'Gender missing' },
  { position: 3, travellerName: null, kind: 'TRAVELLER_MISSING', message: 'No traveller details' },
]);

function open(data: ReturnType<typeof check>) {
  renderAdmin(
    <Routes>
      <Route path="departures/:id/manifest" element={<ManifestPage />} />
    </Routes>,
    {
      role: 'STAFF',
      route: '/admin/departures/12/manifest',
      mocks: [always(MANIFEST_CHECK_QUERY, data, { departureId: 12 })],
    },
  );
}

/** Records the downloads the page asks for, answering each with a file. */
function recordDownloads() {
  const fetched: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      fetched.push(url);
      return Promise.resolve(new Response('surname\r\n', { headers: { 'Content-Disposition': 'attachment' } }));
    }),
  );
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
  return fetched;
}

describe('manifest page', () => {
  it('lists each problem with a link to its booking, and exports only with gaps ticked', async () => {
    const fetched = recordDownloads();
    open(INCOMPLETE);
    expect(await screen.findByRole('heading', { name: 'Manifest' })).toBeInTheDocument();
    expect(screen.getByText('Umrah Ramadan 10 nights · departs 1 Mar 2027, returns 11 Mar 2027')).toBeInTheDocument();
    expect(screen.getByText('2 problems')).toBeInTheDocument();
    expect(screen.getByText(/travellers ready/).textContent).toBe(
      '1 of 3 travellers ready. Passports must be valid until 11 Sept 2027 (six months after the return).',
    );
    const table = screen.getByRole('table', { name: 'Manifest problems' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['RH-7KQ2-M9', 'Traveller 2: Siti Nurhaliza', 'Gender missing'],
      ['RH-7KQ2-M9', 'Traveller 3', 'No traveller details'],
    ]);
    expect(within(rows[0]).getByRole('link', { name: 'RH-7KQ2-M9' })).toHaveAttribute('href', '/admin/bookings/40');

    const apisCsv = screen.getByRole('button', { name: 'APIS CSV' });
    expect(apisCsv).toBeDisabled();
    expect(screen.getByText(/to download the files/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Export with gaps' }));
    expect(apisCsv).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Visa portal XLSX' }));
    await vi.waitFor(() => expect(fetched).toEqual(['/api/admin/departures/12/manifest/visa.xlsx?withGaps=true']));
  });

  it('offers the four files at once for a complete manifest, and shows the server’s refusal', async () => {
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        fetched.push(url);
        const refusal = {
          error: 'This manifest has 1 problem: RH-7KQ2-M9 traveller 2: Gender missing.',
          reason: 'MANIFEST_INCOMPLETE',
        };
        return Promise.resolve(Response.json(refusal, { status: 409 }));
      }),
    );
    open(check([]));
    expect(await screen.findByText('Ready to export')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    for (const name of ['APIS CSV', 'APIS XLSX', 'Visa portal CSV', 'Visa portal XLSX'])
      expect(screen.getByRole('button', { name })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'APIS CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This manifest has 1 problem: RH-7KQ2-M9 traveller 2: Gender missing.',
    );
    expect(fetched).toEqual(['/api/admin/departures/12/manifest/apis.csv']);
  });
});
