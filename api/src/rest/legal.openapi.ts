import { z } from 'zod';

import { legalDocumentInput, legalVersionsInput, saveLegalDocumentInput } from '../services/legal.service.ts';
import { modelRow } from './openapi/models.ts';
import { operations } from './openapi/operation.ts';

export const legalOperations = operations(() => {
  const LegalDocument = modelRow('LegalDocument').meta({ id: 'LegalDocument' });
  const Editor = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

  return {
    legalDocument: {
      operationId: 'getLegalDocument',
      summary: 'The current privacy policy or terms of booking, in the language asked for (else Accept-Language)',
      tag: 'legal',
      access: 'public',
      query: legalDocumentInput,
      response: LegalDocument,
    },
    legalDocumentVersions: {
      operationId: 'listLegalDocumentVersions',
      summary: 'Every version of one legal text in one language, newest first (admin)',
      tag: 'legal',
      access: 'admin',
      query: legalVersionsInput,
      response: z.array(LegalDocument.extend({ createdBy: Editor.nullable() })),
    },
    saveLegalDocument: {
      operationId: 'saveLegalDocument',
      summary: 'Save a legal text: it becomes the next version and the current one (admin, audited)',
      tag: 'legal',
      access: 'admin',
      body: saveLegalDocumentInput,
      response: LegalDocument,
    },
  };
});
