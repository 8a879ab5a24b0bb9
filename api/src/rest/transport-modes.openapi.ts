import { z } from 'zod';

import { createInput, updateInput } from '../services/transport-modes.service.ts';
import { modelRow } from './openapi/models.ts';
import { Ok, operations } from './openapi/operation.ts';

export const transportModeOperations = operations(() => {
  const TransportMode = modelRow('TransportMode').meta({ id: 'TransportMode' });

  return {
    listTransportModes: {
      operationId: 'listTransportModes',
      summary: 'Transport modes (air, bus, train, ferry …)',
      tag: 'catalogue',
      access: 'public',
      response: z.array(TransportMode),
    },
    createTransportMode: {
      operationId: 'createTransportMode',
      summary: 'Add a transport mode',
      tag: 'catalogue',
      access: 'staff',
      body: createInput,
      response: TransportMode,
      errors: [409],
    },
    updateTransportMode: {
      operationId: 'updateTransportMode',
      summary: 'Rename, enable or disable a transport mode',
      tag: 'catalogue',
      access: 'staff',
      body: updateInput,
      response: TransportMode,
      errors: [404],
    },
    deleteTransportMode: {
      operationId: 'deleteTransportMode',
      summary: 'Delete a transport mode without scheduled services',
      tag: 'catalogue',
      access: 'staff',
      response: Ok,
      errors: [404, 409],
    },
  };
});
