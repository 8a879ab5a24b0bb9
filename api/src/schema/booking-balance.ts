import { balanceView } from '../services/deposits.ts';
import { builder } from './builder.ts';

/**
 * Deposit and balance on the staff Booking type (the same fields the checkout and My trips show), from the
 * booking's Payment rows: one rule (deposits.ts balanceView) for every view.
 */
builder.prismaObjectFields('Booking', (t) => {
  const select = { payments: { select: { amount: true, currency: true } } } as const;
  type Parent = Parameters<typeof balanceView>[0] & { payments: { amount: number; currency: string }[] };
  const view = (booking: Parent) => balanceView(booking, booking.payments);
  return {
    amountPaid: t.int({
      select,
      description:
        'Minor units received (the recorded payments in the booking’s currency), gross: refunds are not taken off (see netPaid).',
      resolve: (booking) => view(booking).amountPaid,
    }),
    balanceDue: t.int({
      select,
      nullable: true,
      description: 'Minor units still owed; null while awaiting a quote.',
      resolve: (booking) => view(booking).balanceDue,
    }),
    depositDue: t.exposeInt('depositDue', {
      nullable: true,
      description: 'The deposit the first payment covers (minor units); null when paid in one payment.',
    }),
    balanceDueAt: t.string({
      nullable: true,
      description: 'YYYY-MM-DD the balance is due by; null when paid in one payment.',
      resolve: (booking) => view({ ...booking, payments: [] }).balanceDueAt,
    }),
    balanceOverdue: t.boolean({
      description: 'The deposit is paid and the balance’s due day has passed.',
      resolve: (booking) => view({ ...booking, payments: [] }).balanceOverdue,
    }),
  };
});
