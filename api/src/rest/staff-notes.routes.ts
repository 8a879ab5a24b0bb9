import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { addStaffNote, staffNotes } from '../services/staff-notes.service.ts';
import { routes } from './route.ts';
import { staffNoteOperations as ops } from './staff-notes.openapi.ts';

/** Internal notes, staff only: `GET /api/staff-notes?kind=BOOKING&id=42`, `POST /api/staff-notes`. */
export function staffNoteRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.get('/staff-notes', ops('listStaffNotes'), (ctx, req) => staffNotes(ctx, req.query));
  r.post('/staff-notes', ops('addStaffNote'), (ctx, req) => addStaffNote(ctx, req.body));
}
