import type { Stats } from '@rihla/db/stats';

import { getStats } from '../services/stats.service.ts';
import { builder, staffOnly } from './builder.ts';

const MonthCountType = builder.simpleObject('MonthCount', {
  fields: (t) => ({ month: t.string({ description: 'YYYY-MM' }), count: t.int() }),
});

export const StatsType = builder.objectRef<Stats>('Stats').implement({
  fields: (t) => ({
    users: t.exposeInt('users'),
    admins: t.exposeInt('admins'),
    staff: t.exposeInt('staff', { description: 'Users with role ADMIN or STAFF.' }),
    pkgs: t.exposeInt('pkgs'),
    reviews: t.exposeInt('reviews'),
    bookings: t.exposeInt('bookings'),
    paidBookings: t.exposeInt('paidBookings'),
    consultations: t.exposeInt('consultations'),
    series: t.field({
      type: [MonthCountType],
      description: 'Bookings per month, last 6 months, oldest first.',
      resolve: (stats) => stats.series,
    }),
    refreshedAt: t.expose('refreshedAt', { type: 'DateTime' }),
  }),
});

builder.queryFields((t) => ({
  stats: t.field({ type: StatsType, ...staffOnly, resolve: (_r, _a, ctx) => getStats(ctx) }),
}));
