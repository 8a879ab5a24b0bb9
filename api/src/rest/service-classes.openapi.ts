import { z } from 'zod';

import { createInput, updateInput } from '../services/service-classes.service.ts';
import { modelRow } from './openapi/models.ts';
import { Ok, operations } from './openapi/operation.ts';

export const serviceClassOperations = operations(() => {
  const ServiceClass = modelRow('ServiceClass').extend({ multiplier: z.number() }).meta({ id: 'ServiceClass' });

  return {
    listServiceClasses: {
      operationId: 'listServiceClasses',
      summary: 'Service classes (fare multipliers and seat shares)',
      tag: 'catalogue',
      access: 'public',
      response: z.array(ServiceClass),
    },
    createServiceClass: {
      operationId: 'createServiceClass',
      summary: 'Add a service class',
      tag: 'catalogue',
      access: 'staff',
      body: createInput,
      response: ServiceClass,
      errors: [409],
    },
    updateServiceClass: {
      operationId: 'updateServiceClass',
      summary: 'Edit a service class',
      tag: 'catalogue',
      access: 'staff',
      body: updateInput,
      response: ServiceClass,
      errors: [404],
    },
    deleteServiceClass: {
      operationId: 'deleteServiceClass',
      summary: 'Delete a service class no booking uses',
      tag: 'catalogue',
      access: 'staff',
      response: Ok,
      errors: [404, 409],
    },
  };
});
