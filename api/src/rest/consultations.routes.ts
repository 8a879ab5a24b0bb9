import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import {
  assignConsultation,
  consultationAssignees,
  consultationDetail,
  consultationList,
  createConsultation,
  replyToConsultation,
  setConsultationStatus,
} from '../services/consultations.service.ts';
import { consultationOperations as ops } from './consultations.openapi.ts';
import { listBody, routes } from './route.ts';

const withId = (body: unknown, id: string) => ({ ...(body as object), id });

export function consultationRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.post('/consultations', ops('createConsultation'), async (ctx, req) => ({
    message: 'Consultation request sent!',
    consultation: await createConsultation(ctx, req.body),
  }));
  r.get('/consultations', ops('listConsultations'), async (ctx, req, reply) =>
    listBody(await consultationList.rest(ctx, req.query), req, reply),
  );
  r.get('/consultations/assignees', ops('consultationAssignees'), (ctx) => consultationAssignees(ctx));
  r.get('/consultations/:id', ops('getConsultation'), (ctx, req) => consultationDetail(ctx, req.params.id));
  r.patch('/consultations/:id/assignee', ops('assignConsultation'), (ctx, req) =>
    assignConsultation(ctx, withId(req.body, req.params.id)),
  );
  r.patch('/consultations/:id/status', ops('setConsultationStatus'), (ctx, req) =>
    setConsultationStatus(ctx, withId(req.body, req.params.id)),
  );
  r.post('/consultations/:id/reply', ops('replyToConsultation'), (ctx, req) =>
    replyToConsultation(ctx, withId(req.body, req.params.id)),
  );
}
