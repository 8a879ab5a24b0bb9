import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../test/render';
import { AGENT_INVOICE_QUERY, AGENT_INVOICES_QUERY, AgentInvoicesPage } from './AgentInvoicesPage';

const summary = {
  __typename: 'InvoiceSummary',
  id: 7,
  number: 'RIH-2026-000007',
  currency: 'USD',
  total: 100_000,
  issuedOn: '2026-11-20',
  dueOn: '2026-12-04',
  outstanding: 40_000,
  daysOverdue: 0,
  state: 'PART_PAID',
};

const line = (changes: object) => ({
  __typename: 'InvoiceLine',
  id: 1,
  bookingId: 11,
  bookingReference: 'RH-7KQ2-M9',
  bookingStatus: 'PAID',
  description: 'Umrah Classic 2027-03-15 – 2027-03-25, DOUBLE x2',
  packageName: 'Umrah Classic',
  departDate: '2027-03-15',
  roomType: 'DOUBLE',
  quantity: 2,
  unitAmount: 30_000,
  amount: 60_000,
  publicAmount: 70_000,
  commission: 10_000,
  paid: 60_000,
  outstanding: 0,
  ...changes,
});

const mocks = [
  {
    request: { query: AGENT_INVOICES_QUERY, variables: { page: 1, pageSize: 50 } },
    result: { data: { invoices: { __typename: 'InvoicePage', total: 1, items: [summary] } } },
  },
  {
    request: { query: AGENT_INVOICE_QUERY, variables: { id: 7 } },
    result: {
      data: {
        invoice: {
          ...summary,
          __typename: 'Invoice',
          owed: 100_000,
          paid: 60_000,
          lines: [
            line({}),
            line({
              id: 2,
              bookingId: 12,
              bookingReference: 'RH-9PL3-X2',
              bookingStatus: 'PENDING',
              description: 'Umrah Classic 2027-03-15 – 2027-03-25, SINGLE x1',
              roomType: 'SINGLE',
              quantity: 1,
              unitAmount: 40_000,
              amount: 40_000,
              publicAmount: 45_000,
              commission: 5_000,
              paid: 0,
              outstanding: 40_000,
            }),
          ],
        },
      },
    },
  },
];

afterEach(() => vi.unstubAllGlobals());

describe('the agent’s invoices', () => {
  it('lists the agency’s invoices and opens one: figures, card payment per unpaid booking, transfer, PDF', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn(
      () =>
        new Response(new Blob(['%PDF-1.4']), {
          headers: { 'Content-Disposition': 'attachment; filename="invoice-RIH-2026-000007.pdf"' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    URL.createObjectURL = vi.fn(() => 'blob:invoice');
    URL.revokeObjectURL = vi.fn();
    renderWithProviders(<AgentInvoicesPage />, { route: '/agent/invoices', mocks });
    const row = await screen.findByRole('button', { name: /RIH-2026-000007/ });
    expect(row).toHaveTextContent('Part paid');
    expect(row).toHaveTextContent('$400.00 to pay');
    await user.click(row);
    expect(row).toHaveAttribute('aria-expanded', 'true');
    const detail = await screen.findByRole('region', { name: 'Invoice RIH-2026-000007' });
    expect(within(detail).getByText('$1,000.00')).toBeInTheDocument();
    // Each line from its booking's facts, not the English words stored with it.
    expect(
      within(detail)
        .getAllByText(/departing/)
        .map((line) => line.textContent),
    ).toEqual([
      'Umrah Classic, departing March 15, 2027: Double room, 2 pilgrims',
      'Umrah Classic, departing March 15, 2027: Single room, 1 pilgrim',
    ]);
    expect(within(detail).queryByText(/DOUBLE x2/)).not.toBeInTheDocument();
    // Only the booking still owing is offered the card, through the existing checkout.
    const pay = within(detail).getAllByRole('link', { name: /by card/ });
    expect(pay).toHaveLength(1);
    expect(pay[0]).toHaveTextContent('Pay $400.00 by card');
    expect(pay[0]).toHaveAttribute('href', '/checkout?booking=12&kind=PACKAGE');
    expect(within(detail).getByText(/quote the invoice number/)).toHaveTextContent(
      'send $400.00 to Rihla Travel and quote the invoice number RIH-2026-000007',
    );
    expect(within(detail).getByText(/your commission \$100\.00/)).toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: 'Download PDF' }));
    expect(fetch).toHaveBeenCalledWith(
      '/api/invoices/7/pdf',
      expect.objectContaining({ headers: expect.objectContaining({ 'Accept-Language': 'en' }) }),
    );
  });

  it('reads in Arabic, the invoice number kept left to right', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AgentInvoicesPage />, { route: '/ar/agent/invoices', mocks, locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'الفواتير' })).toBeInTheDocument();
    const row = await screen.findByRole('button', { name: /RIH-2026-000007/ });
    expect(row).toHaveTextContent('مدفوعة جزئيًا');
    expect(within(row).getByText('RIH-2026-000007')).toHaveAttribute('dir', 'ltr');
    await user.click(row);
    expect(await screen.findByRole('link', { name: /بالبطاقة/ })).toBeInTheDocument();
    // The line in Arabic, the package's name kept as it is and isolated.
    const line = screen.getByText(/غرفة ثنائية/);
    expect(line).toHaveTextContent('Umrah Classic، المغادرة 15 مارس 2027: غرفة ثنائية، معتمران');
    expect(within(line).getByText('Umrah Classic').tagName).toBe('BDI');
  });
});
