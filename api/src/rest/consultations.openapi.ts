import { z } from 'zod';

import { consultationInput } from '../services/consultations.service.ts';
import { modelRow } from './openapi/models.ts';
import { operations } from './openapi/operation.ts';

export const consultationOperations = operations(() => {
  const Consultation = modelRow('Consultation').meta({ id: 'Consultation' });

  return {
    createConsultation: {
      operationId: 'createConsultation',
      summary: 'Ask for a consultation',
      tag: 'consultations',
      access: 'public',
      body: consultationInput,
      response: z.object({ message: z.string(), consultation: Consultation }),
      errors: [429],
    },
    listConsultations: {
      operationId: 'listConsultations',
      summary: 'Consultation requests, newest first',
      tag: 'consultations',
      access: 'staff',
      paging: 'pageOrCursor',
      response: z.array(Consultation),
    },
  };
});
