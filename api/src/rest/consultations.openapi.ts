import { z } from 'zod';

import {
  consultationAssignBody,
  consultationFilterInput,
  consultationInput,
  consultationReplyBody,
  consultationStatusBody,
  THREAD_EMAILS,
} from '../services/consultations.service.ts';
import { modelRow } from './openapi/models.ts';
import { operations } from './openapi/operation.ts';

export const consultationOperations = operations(() => {
  const Consultation = modelRow('Consultation').meta({ id: 'Consultation' });
  const Assignee = z.object({ id: z.number().int(), name: z.string() }).nullable();
  const StaffConsultation = Consultation.extend({ assignedTo: Assignee }).meta({ id: 'StaffConsultation' });
  // The fields the service reads for a thread (THREAD_EMAILS.select), so the contract cannot drift from them.
  const ThreadEmail = modelRow('OutboxEmail').pick(THREAD_EMAILS.select);
  const ConsultationDetail = StaffConsultation.extend({
    emails: z.array(ThreadEmail).meta({ description: 'The thread, oldest first: the acknowledgement and each reply.' }),
  }).meta({ id: 'ConsultationDetail' });
  const StaffMember = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

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
      summary: 'Consultation requests, newest first, filtered by status and assignee (staff)',
      tag: 'consultations',
      access: 'staff',
      query: consultationFilterInput,
      paging: 'pageOrCursor',
      response: z.array(StaffConsultation),
    },
    getConsultation: {
      operationId: 'getConsultation',
      summary: 'One consultation with its status, assignee and email thread (staff)',
      tag: 'consultations',
      access: 'staff',
      response: ConsultationDetail,
      errors: [404],
    },
    consultationAssignees: {
      operationId: 'listConsultationAssignees',
      summary: 'The STAFF and ADMIN members a consultation can be assigned to',
      tag: 'consultations',
      access: 'staff',
      response: z.array(StaffMember),
    },
    assignConsultation: {
      operationId: 'assignConsultation',
      summary: 'Assign a consultation to a STAFF or ADMIN member, or to nobody (null); audited',
      tag: 'consultations',
      access: 'staff',
      body: consultationAssignBody,
      response: ConsultationDetail,
      errors: [404],
    },
    setConsultationStatus: {
      operationId: 'setConsultationStatus',
      summary: 'Close a consultation (from NEW or ANSWERED) or reopen it (CLOSED to NEW); audited',
      tag: 'consultations',
      access: 'staff',
      body: consultationStatusBody,
      response: ConsultationDetail,
      errors: [404, 409],
    },
    replyToConsultation: {
      operationId: 'replyToConsultation',
      summary:
        'Email a reply to the visitor (at most 5,000 characters, in their language, through the outbox); the consultation becomes ANSWERED',
      tag: 'consultations',
      access: 'staff',
      body: consultationReplyBody,
      response: ConsultationDetail,
      errors: [404, 409],
    },
  };
});
