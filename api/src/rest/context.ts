import type { FastifyRequest } from 'fastify';

import { viewerFromHeader } from '../lib/auth/viewer.ts';
import type { AppDeps, ServiceContext } from '../lib/context.ts';
import { requestLocale } from '../lib/locale.ts';

/** Builds the service context of a request (REST or GraphQL): same deps, the caller, their IP. */
export async function contextFor(deps: AppDeps, request: FastifyRequest): Promise<ServiceContext> {
  const viewer = await viewerFromHeader(deps.db, request.headers.authorization, deps.config.jwtSecret);
  const header = request.headers['x-booking-token'];
  const bookingToken = (Array.isArray(header) ? header[0] : header)?.trim().slice(0, 200) || null;
  const locale = requestLocale(request.headers['accept-language']);
  return { ...deps, viewer, ip: request.ip, bookingToken, locale, reqId: request.id };
}
