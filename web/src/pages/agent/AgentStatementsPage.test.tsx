import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { formatMoney } from '../../i18n/format';
import { renderWithProviders } from '../../test/render';
import { AgentStatementsPage, MY_AGENCY_STATEMENT_QUERY } from './AgentStatementsPage';

afterEach(() => vi.unstubAllGlobals());

const month = new Date().toISOString().slice(0, 7);

const statement = {
  myAgencyStatement: {
    __typename: 'AgencyStatement',
    agency: { __typename: 'StatementAgency', id: 4, name: 'Al Noor Travel' },
    currency: 'USD',
    month,
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
        status: 'PAID',
        travelling: true,
      },
      {
        __typename: 'StatementBooking',
        reference: 'RH-CANC-00',
        packageName: 'Umrah Classic',
        departDate: '2027-01-10',
        pilgrims: 1,
        publicAmount: 65_000,
        netAmount: 50_000,
        commission: 15_000,
        status: 'CANCELLED',
        travelling: false,
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

const answered = { request: { query: MY_AGENCY_STATEMENT_QUERY, variables: { month } }, result: { data: statement } };

function renderPage(locale: 'en' | 'ar' | 'id' = 'en', mocks = [answered]) {
  return renderWithProviders(<AgentStatementsPage />, { route: '/agent/statements', locale, mocks });
}

describe('the agent’s statements page', () => {
  it('shows this month with the commission earned first, and the bookings, invoices and payments', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Statements' })).toBeInTheDocument();
    expect(screen.getByLabelText('Month')).toHaveValue(month);
    expect(await screen.findByText('Commission earned')).toBeInTheDocument();
    expect(screen.getByText('Commission earned').nextSibling).toHaveTextContent('$200.00');
    expect(screen.getByText('Al Noor Travel')).toBeInTheDocument();
    expect(screen.getByText('Opening balance').nextSibling).toHaveTextContent('$1,000.00');
    expect(screen.getByText('Closing balance').nextSibling).toHaveTextContent('$600.00');
    const bookings = screen.getByRole('region', { name: 'Bookings made' });
    expect(within(bookings).getAllByRole('listitem')).toHaveLength(2);
    expect(within(bookings).getByText('Cancelled')).toBeInTheDocument();
    const payments = screen.getByRole('region', { name: 'Payments received' });
    expect(within(payments).getByText('Card')).toBeInTheDocument();
  });

  it('downloads the PDF in the page’s language, and the CSV', async () => {
    const user = userEvent.setup();
    const fetched: { url: string; language: string | undefined }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: { headers: Record<string, string> }) => {
        fetched.push({ url, language: init.headers['Accept-Language'] });
        return Promise.resolve(new Response('x', { headers: { 'Content-Disposition': 'attachment' } }));
      }),
    );
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
    renderPage('id');
    await user.click(await screen.findByRole('button', { name: 'Unduh PDF' }));
    await user.click(screen.getByRole('button', { name: 'Unduh CSV' }));
    await vi.waitFor(() =>
      expect(fetched).toEqual([
        { url: `/api/agent/statement?month=${month}&format=pdf`, language: 'id' },
        { url: `/api/agent/statement?month=${month}&format=csv`, language: 'id' },
      ]),
    );
  });

  it('reads right to left in Arabic, with its money and words', async () => {
    renderPage('ar');
    expect(await screen.findByText('العمولة المكتسبة')).toBeInTheDocument();
    expect(screen.getByText('العمولة المكتسبة').nextSibling).toHaveTextContent(
      formatMoney(20_000, 'USD', 'ar').replaceAll('\u00a0', ' '),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'الحجوزات' })).toBeInTheDocument();
    expect(screen.getByText('ملغى')).toBeInTheDocument();
  });

  it('shows the server’s refusal in the page’s language', async () => {
    const refused = {
      request: { query: MY_AGENCY_STATEMENT_QUERY, variables: { month } },
      result: {
        errors: [
          new GraphQLError('This month has not started yet.', {
            extensions: { code: 'BAD_USER_INPUT', reason: 'STATEMENT_MONTH_FUTURE' },
          }),
        ],
      },
    };
    renderPage('id', [refused as never]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Bulan ini belum dimulai.');
  });
});
