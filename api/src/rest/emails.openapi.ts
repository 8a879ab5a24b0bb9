import { z } from 'zod';

import { EMAIL_SUMMARY_FIELDS, emailFilter } from '../services/emails.service.ts';
import { modelRow } from './openapi/models.ts';
import { operations } from './openapi/operation.ts';

export const emailOperations = operations(() => {
  const OutboxEmail = modelRow('OutboxEmail').meta({ id: 'OutboxEmail' });
  const OutboxEmailSummary = OutboxEmail.pick(EMAIL_SUMMARY_FIELDS).meta({ id: 'OutboxEmailSummary' });

  return {
    listEmails: {
      operationId: 'listEmails',
      summary: 'The email outbox, newest first, by kind and status',
      tag: 'admin',
      access: 'staff',
      query: emailFilter,
      paging: 'pageOrCursor',
      response: z.array(OutboxEmailSummary),
    },
    getEmail: {
      operationId: 'getEmail',
      summary: 'One email in full',
      tag: 'admin',
      access: 'staff',
      response: z.object({ email: OutboxEmail }),
      errors: [404],
    },
  };
});
