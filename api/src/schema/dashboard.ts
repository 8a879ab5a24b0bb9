import {
  type CurrencyAmount,
  type DashboardMoney,
  dashboardMoney,
  documentsDueSoon,
  type NextDeparture,
  nextDepartures,
} from '../services/dashboard.service.ts';
import { WORK_QUEUE_KEYS, type WorkQueueCount, workQueues } from '../services/work-queues.service.ts';
import { builder, staffOnly } from './builder.ts';
import { DepartureStatusEnum } from './departures.ts';

/** The dashboard's work queues, money panel and next departures (issue #32, item 3; decision 0052). */

const WorkQueueKeyEnum = builder.enumType('WorkQueueKey', { values: WORK_QUEUE_KEYS });

const WorkQueueType = builder.objectRef<WorkQueueCount>('WorkQueue').implement({
  description: 'A queue of work staff clear every morning, with how much waits in it now.',
  fields: (t) => ({
    key: t.field({ type: WorkQueueKeyEnum, resolve: (queue) => queue.key as never }),
    label: t.exposeString('label'),
    hint: t.exposeString('hint', { description: 'What the queue holds, in one line.' }),
    count: t.exposeInt('count'),
    path: t.exposeString('path', { description: 'The admin page, with its filter, that lists what was counted.' }),
  }),
});

const CurrencyAmountType = builder.objectRef<CurrencyAmount>('CurrencyAmount').implement({
  description: 'An amount in one currency (minor units); amounts in different currencies are never added.',
  fields: (t) => ({ currency: t.exposeString('currency'), amount: t.exposeInt('amount') }),
});

const DashboardMoneyType = builder.objectRef<DashboardMoney>('DashboardMoney').implement({
  description: 'Money from the Payment and Refund rows, per currency.',
  fields: (t) => ({
    month: t.exposeString('month', { description: 'YYYY-MM (UTC) of "this month".' }),
    paid: t.field({ type: [CurrencyAmountType], description: 'Payments received this month.', resolve: (m) => m.paid }),
    refunded: t.field({
      type: [CurrencyAmountType],
      description: 'Refunds the provider confirmed this month.',
      resolve: (m) => m.refunded,
    }),
    outstanding: t.field({
      type: [CurrencyAmountType],
      description: 'Still owed on running bookings that have started paying.',
      resolve: (m) => m.outstanding,
    }),
  }),
});

const NextDepartureType = builder.objectRef<NextDeparture>('NextDeparture').implement({
  description: 'A coming departure and how full it is.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    departDate: t.exposeString('departDate', { description: 'YYYY-MM-DD' }),
    returnDate: t.exposeString('returnDate', { description: 'YYYY-MM-DD' }),
    status: t.expose('status', { type: DepartureStatusEnum }),
    packageId: t.int({ resolve: (d) => d.package.id }),
    packageName: t.string({ resolve: (d) => d.package.name }),
    seats: t.exposeInt('seats', { description: 'Capacity.' }),
    seatsSold: t.exposeInt('seatsSold', { description: 'Off sale and not held by an unpaid booking: sold.' }),
    seatsHeld: t.exposeInt('seatsHeld', { description: 'Held by unpaid bookings until their hold lapses.' }),
    fillPercent: t.exposeInt('fillPercent', { description: 'Seats sold out of the capacity, rounded.' }),
  }),
});

const DocumentsDueType = builder.simpleObject('DocumentsDue', {
  description: 'Travellers leaving within `days` with a document their package requires missing or rejected.',
  fields: (t) => ({ days: t.int(), travellers: t.int(), bookings: t.int() }),
});

builder.queryFields((t) => ({
  documentsDueSoon: t.field({ type: DocumentsDueType, ...staffOnly, resolve: (_r, _a, ctx) => documentsDueSoon(ctx) }),
  workQueues: t.field({ type: [WorkQueueType], ...staffOnly, resolve: (_r, _a, ctx) => workQueues(ctx) }),
  dashboardMoney: t.field({ type: DashboardMoneyType, ...staffOnly, resolve: (_r, _a, ctx) => dashboardMoney(ctx) }),
  nextDepartures: t.field({
    type: [NextDepartureType],
    ...staffOnly,
    args: { limit: t.arg.int({ description: '1 to 100; 5 unless given.' }) },
    resolve: (_r, args, ctx) => nextDepartures(ctx, args),
  }),
}));
