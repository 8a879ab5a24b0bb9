import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { consultationList, createConsultation } from '../services/consultations.service.ts';
import { consultationOperations as ops } from './consultations.openapi.ts';
import { listBody, routes } from './route.ts';

export function consultationRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.post('/consultations', ops('createConsultation'), async (ctx, req) => ({
    message: 'Consultation request sent!',
    consultation: await createConsultation(ctx, req.body),
  }));
  r.get('/consultations', ops('listConsultations'), async (ctx, req, reply) =>
    listBody(await consultationList.rest(ctx, req.query), req, reply),
  );
}
