import { z } from 'zod';

import { operations, timestamp } from './openapi/operation.ts';

export const statsOperations = operations(() => {
  const Stats = z
    .object({
      users: z.number().int(),
      admins: z.number().int(),
      staff: z.number().int(),
      pkgs: z.number().int(),
      reviews: z.number().int(),
      bookings: z.number().int(),
      paidBookings: z.number().int(),
      consultations: z.number().int(),
      series: z.array(z.object({ month: z.string(), count: z.number().int() })),
      refreshedAt: timestamp,
    })
    .meta({ id: 'Stats' });

  return {
    getStats: {
      operationId: 'getStats',
      summary: 'Dashboard figures',
      tag: 'admin',
      access: 'staff',
      response: Stats,
    },
  };
});
