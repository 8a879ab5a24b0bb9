import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import type { InvoiceState } from '../../../gql/graphql';
import { always, FIRST_PAGE, once, pageOf, spiedOn } from '../../test/mocks';
import { renderAdmin } from '../../test/render';
import { rowWithText as row } from '../../test/screen';
import { AgencyInvoices } from './AgencyInvoices';
import { InvoicePage } from './InvoicePage';
import { InvoicesPage } from './InvoicesPage';
import {
  ADMIN_INVOICE_QUERY,
  ADMIN_INVOICES_QUERY,
  CHANGE_DUE_DATE_MUTATION,
  INVOICE_REVIEWS_QUERY,
  PREVIEW_TRANSFER_QUERY,
  RECORD_TRANSFER_MUTATION,
  REVIEW_TRANSFER_MUTATION,
} from './operations';

const agency = { __typename: 'InvoiceAgency' as const, id: 3, name: 'Nur Travel Desk', country: 'ID' };

function aSummary(id: number, state: InvoiceState, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'InvoiceSummary' as const,
    id,
    number: `RIH-2026-00000${id}`,
    agency,
    currency: 'USD',
    total: 100_000,
    issuedOn: '2026-11-01',
    dueOn: '2026-11-15',
    paid: 0,
    outstanding: 100_000,
    daysOverdue: 0,
    state,
    ...overrides,
  };
}

const noReviews = always(INVOICE_REVIEWS_QUERY, {
  invoiceReviews: { __typename: 'InvoiceReviews', transfers: [], shortPaid: [] },
});
const list = (items: ReturnType<typeof aSummary>[], variables: Record<string, unknown> = {}) =>
  always(
    ADMIN_INVOICES_QUERY,
    { invoices: pageOf('InvoicePage', items) },
    {
      agencyId: null,
      state: null,
      ...FIRST_PAGE,
      ...variables,
    },
  );

describe('invoices page', () => {
  it('lists invoices densely: number, agency, dates, figures and state; filters by state in the URL', async () => {
    const user = userEvent.setup();
    const late = aSummary(1, 'OVERDUE', { paid: 20_000, outstanding: 80_000, daysOverdue: 14 });
    renderAdmin(<InvoicesPage />, {
      route: '/admin/invoices',
      mocks: [noReviews, list([late, aSummary(2, 'OPEN')]), list([late], { state: 'OVERDUE' })],
    });
    await screen.findByText('RIH-2026-000001');
    const cells = within(row('RIH-2026-000001'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'RIH-2026-000001',
      'Nur Travel Desk',
      '1 Nov 2026',
      '15 Nov 2026',
      '$1,000.00',
      '$200.00',
      '$800.00',
      'Overdue14 days late',
    ]);
    expect(within(row('RIH-2026-000001')).getByRole('link', { name: 'RIH-2026-000001' })).toHaveAttribute(
      'href',
      '/admin/invoices/1',
    );
    await user.click(screen.getByRole('tab', { name: 'Overdue' }));
    await waitFor(() => expect(screen.queryByText('RIH-2026-000002')).not.toBeInTheDocument());
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/invoices?state=overdue');
  });

  it('shows overpayments to review and marks one reviewed with staff’s note', async () => {
    const user = userEvent.setup();
    const transfer = {
      __typename: 'BankTransferForReview' as const,
      invoiceId: 1,
      invoiceNumber: 'RIH-2026-000001',
      agency,
      transfer: {
        __typename: 'BankTransfer' as const,
        id: 41,
        amount: 130_000,
        currency: 'USD',
        reference: 'BCA 7781',
        receivedOn: '2026-11-20',
        excessAmount: 30_000,
      },
    };
    const review = spiedOn(
      once(
        REVIEW_TRANSFER_MUTATION,
        { id: 41, note: 'Refunded by bank' },
        {
          reviewBankTransfer: {
            __typename: 'BankTransfer',
            id: 41,
            reviewedAt: '2026-11-29T10:00:00.000Z',
            reviewNote: 'Refunded by bank',
          },
        },
      ),
    );
    renderAdmin(<InvoicesPage />, {
      route: '/admin/invoices',
      mocks: [
        once(INVOICE_REVIEWS_QUERY, undefined, {
          invoiceReviews: { __typename: 'InvoiceReviews', transfers: [transfer], shortPaid: [] },
        }),
        review.mock,
        noReviews,
        list([]),
      ],
    });
    const overpaid = await screen.findByRole('table', { name: 'Overpayments to review' });
    expect(within(overpaid).getByText('$300.00')).toBeInTheDocument();
    await user.click(within(overpaid).getByRole('button', { name: /^Review/ }));
    await user.type(screen.getByLabelText(/What was done with it/), 'Refunded by bank');
    await user.click(screen.getByRole('button', { name: 'Mark reviewed' }));
    expect(await screen.findByText('Overpayment on RIH-2026-000001 marked reviewed.')).toBeInTheDocument();
    expect(review.spy).toHaveBeenCalledTimes(1);
  });

  it('embeds one agency’s invoices without the agency column', async () => {
    renderAdmin(<AgencyInvoices agencyId={3} />, { mocks: [list([aSummary(5, 'PAID')], { agencyId: 3 })] });
    await screen.findByText('RIH-2026-000005');
    expect(screen.queryByRole('columnheader', { name: 'Agency' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in Invoices' })).toHaveAttribute('href', '/admin/invoices?agency=3');
  });
});

describe('invoice page', () => {
  const invoice = {
    __typename: 'Invoice' as const,
    id: 7,
    number: 'RIH-2026-000007',
    agency,
    currency: 'USD',
    total: 100_000,
    issuedOn: '2026-11-20',
    dueOn: '2026-12-04',
    owed: 100_000,
    paid: 0,
    outstanding: 100_000,
    daysOverdue: 0,
    state: 'OPEN' as const,
    lines: [
      {
        __typename: 'InvoiceLine' as const,
        id: 1,
        bookingId: 11,
        bookingReference: 'RH-7KQ2-M9',
        bookingStatus: 'PENDING' as const,
        description: 'Umrah Classic, 2 pilgrims',
        packageName: 'Umrah Classic',
        departDate: '2027-03-15',
        roomType: 'DOUBLE' as const,
        quantity: 2,
        unitAmount: 30_000,
        amount: 60_000,
        publicAmount: 70_000,
        commission: 10_000,
        paid: 0,
        outstanding: 60_000,
      },
      {
        __typename: 'InvoiceLine' as const,
        id: 2,
        bookingId: 12,
        bookingReference: 'RH-9PL3-X2',
        bookingStatus: 'PENDING' as const,
        description: 'Umrah Classic, 1 pilgrim',
        packageName: 'Umrah Classic',
        departDate: '2027-03-15',
        roomType: 'SINGLE' as const,
        quantity: 1,
        unitAmount: 40_000,
        amount: 40_000,
        publicAmount: 45_000,
        commission: 5_000,
        paid: 0,
        outstanding: 40_000,
      },
    ],
    transfers: [],
  };

  it('shows the lines, then previews a transfer before recording it', async () => {
    const user = userEvent.setup();
    const input = { amount: 70_000, reference: 'BCA 1', receivedOn: new Date().toISOString().slice(0, 10) };
    const record = spiedOn(
      once(
        RECORD_TRANSFER_MUTATION,
        { invoiceId: 7, input },
        {
          recordBankTransfer: {
            __typename: 'RecordedBankTransfer',
            transfer: { __typename: 'BankTransfer', id: 9, reference: 'BCA 1', excessAmount: 0 },
            invoice: { __typename: 'Invoice', id: 7, outstanding: 30_000, state: 'PART_PAID' },
          },
        },
      ),
    );
    renderAdmin(
      <Routes>
        <Route path="invoices/:id" element={<InvoicePage />} />
      </Routes>,
      {
        route: '/admin/invoices/7',
        mocks: [
          always(ADMIN_INVOICE_QUERY, { invoice }, { id: 7 }),
          once(
            PREVIEW_TRANSFER_QUERY,
            { invoiceId: 7, input },
            {
              previewBankTransfer: {
                __typename: 'TransferPlan',
                applications: [
                  {
                    __typename: 'TransferApplication',
                    bookingId: 11,
                    bookingReference: 'RH-7KQ2-M9',
                    amount: 60_000,
                    purpose: 'FULL',
                    paysOff: true,
                  },
                  {
                    __typename: 'TransferApplication',
                    bookingId: 12,
                    bookingReference: 'RH-9PL3-X2',
                    amount: 10_000,
                    purpose: 'DEPOSIT',
                    paysOff: false,
                  },
                ],
                applied: 70_000,
                excess: 0,
                outstandingAfter: 30_000,
              },
            },
          ),
          record.mock,
        ],
      },
    );
    const lines = await screen.findByRole('table', { name: 'Invoice lines' });
    expect(
      within(row('RH-7KQ2-M9'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'RH-7KQ2-M9',
      'Umrah Classic, 2 pilgrims',
      '2',
      '$300.00',
      '$600.00',
      '$700.00',
      '$100.00',
      '$0.00',
      '$600.00',
      'Pending',
    ]);
    expect(lines).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Record bank transfer' }));
    await user.type(screen.getByLabelText(/Amount received/), '700');
    await user.type(screen.getByLabelText(/Bank reference/), 'BCA 1');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const plan = await screen.findByRole('table', { name: 'What this transfer pays' });
    expect(within(plan).getByText('First part')).toBeInTheDocument();
    expect(screen.getByText(/Still owed after it/)).toHaveTextContent('$300.00');
    expect(record.spy).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Record transfer' }));
    expect(await screen.findByText('Transfer BCA 1 recorded on RIH-2026-000007.')).toBeInTheDocument();
    expect(record.spy).toHaveBeenCalledTimes(1);
  });

  it('moves the due date for an agreed extension', async () => {
    const user = userEvent.setup();
    const moved = spiedOn(
      once(
        CHANGE_DUE_DATE_MUTATION,
        { id: 7, dueOn: '2026-12-20' },
        {
          changeInvoiceDueDate: {
            __typename: 'Invoice',
            id: 7,
            dueOn: '2026-12-20',
            daysOverdue: 0,
            state: 'OPEN',
          },
        },
      ),
    );
    renderAdmin(
      <Routes>
        <Route path="invoices/:id" element={<InvoicePage />} />
      </Routes>,
      { route: '/admin/invoices/7', mocks: [always(ADMIN_INVOICE_QUERY, { invoice }, { id: 7 }), moved.mock] },
    );
    await user.click(await screen.findByRole('button', { name: 'Change due date' }));
    const field = screen.getByLabelText('New due date');
    expect(field).toHaveValue('2026-12-04');
    expect(field).toHaveAttribute('min', '2026-11-20');
    await user.clear(field);
    await user.type(field, '2026-12-20');
    await user.click(screen.getByRole('button', { name: 'Move due date' }));
    expect(await screen.findByText('RIH-2026-000007 is now due on 20 Dec 2026.')).toBeInTheDocument();
    expect(moved.spy).toHaveBeenCalledTimes(1);
  });
});
