import { z } from 'zod';

import { WORK_QUEUE_KEYS } from '../services/work-queues.service.ts';
import { operations } from './openapi/operation.ts';

export const workQueueOperations = operations(() => {
  const WorkQueue = z
    .object({
      key: z.enum(WORK_QUEUE_KEYS as [string, ...string[]]),
      label: z.string(),
      hint: z.string().meta({ description: 'What the queue holds, in one line.' }),
      count: z.number().int().min(0),
      path: z.string().meta({ description: 'The admin page, with its filter, that lists what was counted.' }),
    })
    .meta({ id: 'WorkQueue' });

  return {
    listWorkQueues: {
      operationId: 'listWorkQueues',
      summary: 'The morning work queues with their counts (staff)',
      description:
        'Each queue counts what its list shows: a bookings queue opens /admin/bookings?queue=<slug>, and ' +
        'GET /api/bookings?queue=<slug> applies the same condition.',
      tag: 'admin',
      access: 'staff',
      response: z.array(WorkQueue),
    },
  };
});
