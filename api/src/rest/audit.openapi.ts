import { z } from 'zod';

import { auditQuery } from '../services/audit.service.ts';
import { modelRow } from './openapi/models.ts';
import { operations } from './openapi/operation.ts';

export const auditOperations = operations(() => {
  return {
    listAuditEntries: {
      operationId: 'listAuditEntries',
      summary: 'The activity log, newest first, filtered (admins)',
      tag: 'admin',
      access: 'admin',
      query: auditQuery,
      paging: 'cursor',
      response: z.array(modelRow('AuditEntry').meta({ id: 'AuditEntry' })),
    },
  };
});
