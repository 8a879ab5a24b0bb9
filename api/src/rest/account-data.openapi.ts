import { z } from 'zod';

import { deleteAccountInput } from '../services/account-data.service.ts';
import { operations, timestamp } from './openapi/operation.ts';

export const accountDataOperations = operations(() => {
  const rowsOf = (what: string) => z.array(z.record(z.string(), z.unknown())).meta({ description: what });

  return {
    exportMyData: {
      operationId: 'exportMyData',
      summary: 'A copy of everything held about the signed-in customer, as one JSON file (a few an hour)',
      description:
        'The account, its package bookings (with package, departure, accepted terms, travellers with their ' +
        'passport numbers, payments and refunds), trip bookings (with accepted terms), the consultations, newsletter subscription and ' +
        'emails of its address. Audited as `account.export`.',
      tag: 'my account',
      access: 'signedIn',
      response: z.object({
        exportedAt: timestamp,
        profile: z.record(z.string(), z.unknown()),
        bookings: rowsOf('Package bookings, each with its travellers, payments and refunds.'),
        tripBookings: rowsOf('Trip bookings, each with the terms of booking accepted.'),
        consultations: rowsOf('Consultation requests sent from the account’s address.'),
        newsletter: z.record(z.string(), z.unknown()).nullable(),
        emails: rowsOf('Emails sent to the account’s address.'),
      }),
      errors: [429],
    },
    deleteMyAccount: {
      operationId: 'deleteMyAccount',
      summary: 'Delete the signed-in customer’s account now (password required); paid bookings kept anonymised',
      description:
        'Refused (409) while a booking is open. Bookings with payments are kept without the customer’s name, ' +
        'contact details or travellers, for the accounts; everything else is deleted. Audited as `account.delete`. ' +
        'A wrong password counts as a failed sign-in of the account: past the hourly limit, 429 until it lifts.',
      tag: 'my account',
      access: 'signedIn',
      body: deleteAccountInput,
      response: z.object({
        message: z.string(),
        keptBookings: z.number().int().meta({ description: 'Paid bookings kept, anonymised.' }),
        deletedBookings: z.number().int(),
      }),
      errors: [409, 429],
    },
  };
});
