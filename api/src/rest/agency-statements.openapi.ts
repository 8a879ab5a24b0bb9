import { BookingStatus } from '@rihla/db';
import { z } from 'zod';

import { agedReceivablesInput, statementFormat, statementInput } from '../services/agency-statements.service.ts';
import { calendarDay, operations, timestamp } from './openapi/operation.ts';

/**
 * Agencies' monthly statements and the aged receivables (issue #34, decision 0065). Money is integer minor units of
 * the statement's currency; the CSV writes decimals in the currency's exponent.
 */
export const agencyStatementOperations = operations(() => {
  const Statement = z
    .object({
      agency: z.object({ id: z.number().int(), name: z.string(), country: z.string() }),
      currency: z.string(),
      month: z.string().meta({ description: 'YYYY-MM' }),
      from: calendarDay,
      to: calendarDay,
      openingBalance: z
        .number()
        .int()
        .meta({ description: 'What invoices issued before the month owed at its start.' }),
      bookings: z.array(
        z.object({
          reference: z.string(),
          createdAt: timestamp,
          packageName: z.string().nullable(),
          departDate: calendarDay.nullable(),
          pilgrims: z.number().int(),
          publicAmount: z.number().int(),
          netAmount: z.number().int(),
          commission: z.number().int().meta({ description: 'publicAmount - netAmount.' }),
          status: z.enum(BookingStatus),
          travelling: z.boolean().meta({ description: 'False once cancelled: its commission is not earned.' }),
        }),
      ),
      invoices: z.array(
        z.object({
          number: z.string(),
          issuedOn: calendarDay,
          dueOn: calendarDay,
          total: z.number().int(),
          outstanding: z.number().int().meta({ description: 'What it still owes now.' }),
        }),
      ),
      payments: z.array(
        z.object({
          receivedAt: timestamp,
          invoiceNumber: z.string().nullable(),
          bookingReference: z.string(),
          transferReference: z.string().nullable().meta({ description: 'Null for a card payment.' }),
          amount: z.number().int().meta({ description: 'Net of its refunds.' }),
        }),
      ),
      commissionEarned: z.number().int().meta({ description: 'Over the month’s bookings still travelling.' }),
      closingBalance: z.number().int(),
    })
    .meta({ id: 'AgencyStatement' });
  const buckets = {
    current: z.number().int().meta({ description: 'Not yet due.' }),
    days1To30: z.number().int(),
    days31To60: z.number().int(),
    days61To90: z.number().int(),
    over90: z.number().int(),
    total: z.number().int(),
  };
  const Aged = z
    .object({
      asOf: calendarDay,
      agencies: z.array(
        z.object({
          agencyId: z.number().int(),
          agencyName: z.string(),
          currency: z.string(),
          invoices: z.number().int(),
          ...buckets,
        }),
      ),
      totals: z.array(z.object({ currency: z.string(), ...buckets })).meta({
        description: 'One row per currency: amounts in different currencies are never added.',
      }),
    })
    .meta({ id: 'AgedReceivables' });
  const statementQuery = statementInput.extend({
    format: statementFormat.optional().meta({ description: 'Absent: JSON. `pdf` or `csv`: the file.' }),
  });
  const statementFiles =
    'With `format=pdf` the statement as a PDF (the agent’s language from Accept-Language, English for staff); with ' +
    '`format=csv` one row per movement: date, type (BOOKING, INVOICE, PAYMENT), reference, description, amount, ' +
    'commission. File name `statement-<agency>-<YYYY-MM>.<ext>`. A month malformed or not begun is a 400.';
  return {
    agencyStatement: {
      operationId: 'getAgencyStatement',
      summary: 'An agency’s statement for a month (staff: any agency; an agent: its own)',
      description: `Another agency’s id answers an agent the 404 of a missing one. ${statementFiles}`,
      tag: 'agencies',
      access: 'signedIn',
      query: statementQuery,
      response: Statement,
      files: ['application/pdf', 'text/csv'],
      errors: [403, 404, 429],
    },
    myAgencyStatement: {
      operationId: 'getMyAgencyStatement',
      summary: 'The agent’s own agency’s statement for a month',
      description: statementFiles,
      tag: 'agent',
      access: 'agent',
      query: statementQuery,
      response: Statement,
      files: ['application/pdf', 'text/csv'],
      errors: [429],
    },
    agedReceivables: {
      operationId: 'getAgedReceivables',
      summary: 'Open invoices’ outstanding by agency and currency, in buckets of days past due (staff)',
      description:
        'Buckets: current (not yet due), 1-30, 31-60, 61-90, over 90 days past due on `asOf` (today by default). ' +
        'With `format=csv`: agency, currency, invoices, current, days_1_30, days_31_60, days_61_90, days_over_90, ' +
        'total, then a TOTAL row per currency.',
      tag: 'agencies',
      access: 'staff',
      query: agedReceivablesInput.extend({ format: z.enum(['csv']).optional() }),
      response: Aged,
      files: ['text/csv'],
    },
  };
});
