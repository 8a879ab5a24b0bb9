import { z } from 'zod';

import { queryInput } from '../services/locations.service.ts';
import { modelRow } from './openapi/models.ts';
import { operations } from './openapi/operation.ts';

export const locationOperations = operations(() => {
  const Location = modelRow('Location')
    .pick({ id: true, type: true, name: true, city: true, iata: true, country: true })
    .meta({ id: 'Location' });

  return {
    searchLocations: {
      operationId: 'searchLocations',
      summary: 'Places for the trip search box',
      tag: 'trips',
      access: 'public',
      query: queryInput,
      response: z.object({ items: z.array(Location) }),
    },
  };
});
