import { deleteMyAccount, exportMyData } from '../services/account-data.service.ts';
import { builder } from './builder.ts';

const DeleteMyAccountPayload = builder.simpleObject('DeleteMyAccountPayload', {
  fields: (t) => ({
    message: t.string(),
    keptBookings: t.int({ description: 'Paid bookings kept for the accounts, anonymised.' }),
    deletedBookings: t.int(),
  }),
});

builder.queryFields((t) => ({
  myDataExport: t.string({
    authScopes: { signedIn: true },
    description:
      'A copy of everything held about the signed-in customer: the JSON document of GET /api/my/data-export, as ' +
      'text (a few an hour; audited).',
    resolve: async (_root, _args, ctx) => JSON.stringify(await exportMyData(ctx), null, 2),
  }),
}));

builder.mutationFields((t) => ({
  deleteMyAccount: t.field({
    type: DeleteMyAccountPayload,
    authScopes: { signedIn: true },
    description:
      'Deletes the signed-in customer’s account now (their password confirms it). Refused while a booking is ' +
      'open; bookings with payments are kept for the accounts without the customer’s personal data.',
    args: { password: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => deleteMyAccount(ctx, args),
  }),
}));
