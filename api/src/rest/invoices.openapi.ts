import { BookingStatus, PaymentPurpose, RoomType } from '@rihla/db';
import { z } from 'zod';

import { bankTransferInput, reviewTransferInput } from '../services/bank-transfers.service.ts';
import { dueDateInput, INVOICE_FILTERS, INVOICE_STATES } from '../services/invoices.service.ts';
import { calendarDay, operations, timestamp } from './openapi/operation.ts';

/**
 * Agencies' invoices and bank transfers (issue #34, decision 0065). The reads answer staff and an agent (its own
 * agency's only: another agency's invoice is the 404 of a missing one); the rest is staff's.
 */
export const invoiceOperations = operations(() => {
  const money = (description: string) =>
    z
      .number()
      .int()
      .meta({ description: `${description} (minor units)` });
  const Agency = z
    .object({ id: z.number().int(), name: z.string(), country: z.string() })
    .meta({ id: 'InvoiceAgency' });
  const figures = {
    id: z.number().int(),
    number: z.string(),
    agency: Agency,
    currency: z.string(),
    total: money('As issued: the sum of its lines'),
    issuedOn: calendarDay,
    dueOn: calendarDay,
    owed: money('What its lines owe now'),
    paid: money('Paid, net of refunds'),
    outstanding: money('Still to pay'),
    overdue: z.boolean(),
    daysOverdue: z.number().int(),
    state: z.enum(INVOICE_STATES).meta({ description: 'Derived from the figures, never stored' }),
  };
  const Summary = z.object(figures).meta({ id: 'InvoiceSummary' });
  const Line = z
    .object({
      id: z.number().int(),
      bookingId: z.number().int(),
      bookingReference: z.string(),
      bookingStatus: z.enum(BookingStatus),
      description: z.string().meta({
        description: 'The English record written when it was booked; a reader’s words come from the facts below',
      }),
      packageName: z.string().nullable().meta({ description: 'The booking’s package, a proper name' }),
      departDate: calendarDay.nullable().meta({ description: 'The booking’s departure day' }),
      roomType: z.enum(RoomType).nullable(),
      quantity: z.number().int().meta({ description: 'The booking’s pilgrims' }),
      unitAmount: money('Net price per unit'),
      amount: money('The agency’s net price'),
      publicAmount: money('The public price of the same booking'),
      commission: money('publicAmount - amount'),
      paid: money('Paid towards this line'),
      outstanding: money('Still owed on this line (0 once cancelled)'),
    })
    .meta({ id: 'InvoiceLine' });
  const Transfer = z
    .object({
      id: z.number().int(),
      amount: money('Received'),
      currency: z.string(),
      reference: z.string(),
      receivedOn: calendarDay,
      appliedAmount: money('Applied to the invoice’s bookings'),
      excessAmount: money('Paid over what the invoice owed, for review'),
      reviewedAt: timestamp.nullable(),
      reviewNote: z.string().nullable(),
      createdAt: timestamp,
    })
    .meta({ id: 'BankTransfer' });
  const Invoice = z.object({ ...figures, lines: z.array(Line), transfers: z.array(Transfer) }).meta({ id: 'Invoice' });
  const Plan = z
    .object({
      applications: z.array(
        z.object({
          bookingId: z.number().int(),
          bookingReference: z.string(),
          amount: money('Applied to this booking'),
          purpose: z.enum(PaymentPurpose),
          paysOff: z.boolean(),
        }),
      ),
      applied: money('Applied in all'),
      excess: money('Over what the invoice owes'),
      outstandingAfter: money('What the invoice still owes after it'),
    })
    .meta({ id: 'TransferPlan' });
  const Reviews = z
    .object({
      transfers: z.array(
        Transfer.extend({ invoiceId: z.number().int(), invoiceNumber: z.string(), agency: Agency }).meta({
          id: 'BankTransferForReview',
        }),
      ),
      shortPaid: z.array(Summary),
    })
    .meta({ id: 'InvoiceReviews' });

  return {
    listInvoices: {
      operationId: 'listInvoices',
      summary: 'Invoices, newest issued first: staff read all (by agency, by state); an agent its agency’s',
      tag: 'invoices',
      access: 'signedIn',
      query: z.object({ agencyId: z.number().int().optional(), state: z.enum(INVOICE_FILTERS).optional() }),
      paging: 'page',
      response: z.array(Summary),
      errors: [403],
    },
    invoice: {
      operationId: 'invoice',
      summary: 'One invoice with its lines, figures and transfers; another agency’s answers 404',
      tag: 'invoices',
      access: 'signedIn',
      response: Invoice,
      errors: [403, 404],
    },
    invoicePdf: {
      operationId: 'invoicePdf',
      summary:
        'The invoice as a PDF: English for staff, the request’s language (en, ar, id) for an agent; rendered on each download, within the receipts’ per-address budget',
      tag: 'invoices',
      access: 'signedIn',
      download: 'application/pdf',
      errors: [403, 404, 429],
    },
    recordBankTransfer: {
      operationId: 'recordBankTransfer',
      summary: 'Record a bank transfer, applied to the invoice’s bookings in line order; audited',
      tag: 'invoices',
      access: 'staff',
      body: bankTransferInput,
      response: z.object({ transfer: Transfer, invoice: Invoice, plan: Plan }).meta({ id: 'RecordedBankTransfer' }),
      errors: [404, 409],
    },
    previewBankTransfer: {
      operationId: 'previewBankTransfer',
      summary: 'What a transfer would apply per booking, its excess and what stays owed; writes nothing',
      tag: 'invoices',
      access: 'staff',
      body: bankTransferInput,
      response: Plan,
      errors: [404, 409],
    },
    reviewBankTransfer: {
      operationId: 'reviewBankTransfer',
      summary: 'Mark a transfer’s overpayment handled (refunded by bank, kept as credit); audited',
      tag: 'invoices',
      access: 'staff',
      body: reviewTransferInput,
      response: Transfer,
      errors: [404, 409],
    },
    invoiceReviews: {
      operationId: 'invoiceReviews',
      summary: 'Overpayments to review, and overdue invoices a recorded transfer did not cover',
      tag: 'invoices',
      access: 'staff',
      response: Reviews,
    },
    changeInvoiceDueDate: {
      operationId: 'changeInvoiceDueDate',
      summary: 'Move an invoice’s due date (an agreed extension), not before its issue; audited',
      tag: 'invoices',
      access: 'staff',
      body: dueDateInput,
      response: Invoice,
      errors: [404],
    },
  };
});
