import { z } from 'zod';

import { updateInput } from '../services/scheduled-services.service.ts';
import { calendarDay, operations } from './openapi/operation.ts';

export const scheduledServiceOperations = operations(() => {
  const ScheduledService = z
    .object({
      id: z.number().int(),
      serviceNumber: z.string(),
      operator: z.string(),
      mode: z.string(),
      origin: z.string(),
      destination: z.string(),
      weekdays: z.number().int().meta({ description: 'Bit mask, Monday = 1 … Sunday = 64.' }),
      validFrom: calendarDay.nullable(),
      validTo: calendarDay.nullable(),
      departureMinutes: z.number().int(),
      departureTime: z.string().meta({ description: 'HH:MM, local to the timezone.' }),
      timezone: z.string(),
      durationMin: z.number().int(),
      seats: z.number().int(),
      baseFare: z.number().int(),
      currency: z.string(),
      active: z.boolean(),
    })
    .meta({ id: 'ScheduledService' });

  return {
    listScheduledServices: {
      operationId: 'listScheduledServices',
      summary: 'The timetable (staff)',
      tag: 'trips',
      access: 'staff',
      paging: 'page',
      response: z.array(ScheduledService),
    },
    updateScheduledService: {
      operationId: 'updateScheduledService',
      summary: 'Change fares, capacity, times or take a service off sale',
      tag: 'trips',
      access: 'staff',
      body: updateInput,
      response: ScheduledService,
      errors: [404],
    },
  };
});
