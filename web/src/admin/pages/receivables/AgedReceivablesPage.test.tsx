import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import AdminApp from '../../AdminApp';
import { always } from '../../test/mocks';
import { renderAdmin } from '../../test/render';
import { AgencyStatement, currentMonth } from './AgencyStatement';
import { AGED_RECEIVABLES_QUERY, AGENCY_STATEMENT_QUERY } from './operations';

afterEach(() => vi.unstubAllGlobals());

/** Records the downloads' URLs instead of fetching them. */
function recordDownloads() {
  const fetched: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      fetched.push(url);
      return Promise.resolve(new Response('x', { headers: { 'Content-Disposition': 'attachment' } }));
    }),
  );
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
  return fetched;
}

const buckets = (currency: string, values: number[]) => ({
  currency,
  current: values[0],
  days1To30: values[1],
  days31To60: values[2],
  days61To90: values[3],
  over90: values[4],
  total: values.reduce((sum, value) => sum + value, 0),
});

const report = {
  agedReceivables: {
    __typename: 'AgedReceivables',
    asOf: '2026-11-29',
    agencies: [
      {
        __typename: 'AgencyAging',
        agencyId: 4,
        agencyName: 'Al Noor Travel',
        invoices: 3,
        ...buckets('USD', [100_000, 0, 50_000, 0, 25_000]),
      },
      {
        __typename: 'AgencyAging',
        agencyId: 9,
        agencyName: 'Kuwait Hajj Desk',
        invoices: 1,
        ...buckets('KWD', [0, 0, 0, 0, 70_000]),
      },
    ],
    totals: [
      { __typename: 'CurrencyAging', ...buckets('KWD', [0, 0, 0, 0, 70_000]) },
      { __typename: 'CurrencyAging', ...buckets('USD', [100_000, 0, 50_000, 0, 25_000]) },
    ],
  },
};

describe('the receivables page (/admin/receivables)', () => {
  it('lists each agency’s buckets linking to its page, totals per currency, and downloads the CSV', async () => {
    const user = userEvent.setup();
    const fetched = recordDownloads();
    renderAdmin(<AdminApp />, {
      role: 'STAFF',
      route: '/admin/receivables',
      mocks: [always(AGED_RECEIVABLES_QUERY, report)],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Receivables' })).toBeInTheDocument();
    const byAgency = await screen.findByRole('table', { name: 'Open invoices by agency' });
    const noor = within(byAgency).getByRole('row', { name: /Al Noor Travel/ });
    expect(within(noor).getByRole('link', { name: 'Al Noor Travel' })).toHaveAttribute('href', '/admin/agencies/4');
    expect(noor).toHaveTextContent('$1,000.00');
    expect(noor).toHaveTextContent('$500.00');
    expect(noor).toHaveTextContent('$1,750.00');
    const totals = screen.getByRole('table', { name: 'Totals per currency' });
    expect(within(totals).getByRole('row', { name: /KWD/ })).toHaveTextContent('KWD 70.000');
    expect(within(totals).getByRole('row', { name: /USD/ })).toHaveTextContent('$1,750.00');
    expect(screen.getByRole('link', { name: 'Receivables' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(fetched).toEqual(['/api/receivables/aged?format=csv']));
  });
});

describe('an agency’s statement', () => {
  const statement = {
    agencyStatement: {
      __typename: 'AgencyStatement',
      currency: 'USD',
      month: currentMonth(),
      openingBalance: 100_000,
      commissionEarned: 20_000,
      closingBalance: 60_000,
      bookings: [
        {
          __typename: 'StatementBooking',
          reference: 'RH-7KQ2-M9',
          packageName: 'Umrah Classic',
          departDate: '2027-01-10',
          pilgrims: 1,
          publicAmount: 110_000,
          netAmount: 90_000,
          commission: 20_000,
          status: 'PAID' as const,
          travelling: true,
        },
      ],
      invoices: [
        {
          __typename: 'StatementInvoice',
          number: 'RIH-2026-0007',
          issuedOn: '2026-11-03',
          dueOn: '2026-11-17',
          total: 90_000,
          outstanding: 0,
        },
      ],
      payments: [
        {
          __typename: 'StatementPayment',
          receivedAt: '2026-11-10T10:00:00.000Z',
          invoiceNumber: 'RIH-2026-0007',
          bookingReference: 'RH-7KQ2-M9',
          transferReference: null,
          amount: 90_000,
        },
      ],
    },
  };

  it('shows this month’s balances and sections, and downloads the PDF and CSV of it', async () => {
    const user = userEvent.setup();
    const fetched = recordDownloads();
    renderAdmin(<AgencyStatement agencyId={4} />, {
      role: 'STAFF',
      route: '/admin/agencies/4',
      mocks: [always(AGENCY_STATEMENT_QUERY, statement, { agencyId: 4, month: currentMonth() })],
    });
    expect(screen.getByLabelText('Month')).toHaveValue(currentMonth());
    expect(await screen.findAllByText('$200.00')).toHaveLength(2);
    expect(screen.getByText('Commission earned').nextSibling).toHaveTextContent('$200.00');
    expect(screen.getByText('Closing balance').nextSibling).toHaveTextContent('$600.00');
    const bookings = screen.getByRole('table', { name: 'Bookings made' });
    expect(within(bookings).getByRole('row', { name: /RH-7KQ2-M9/ })).toHaveTextContent('Umrah Classic');
    const payments = screen.getByRole('table', { name: 'Payments received' });
    expect(within(payments).getByRole('row', { name: /RH-7KQ2-M9/ })).toHaveTextContent('Card');
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    await vi.waitFor(() =>
      expect(fetched).toEqual([
        `/api/agencies/4/statement?month=${currentMonth()}&format=pdf`,
        `/api/agencies/4/statement?month=${currentMonth()}&format=csv`,
      ]),
    );
  });
});
