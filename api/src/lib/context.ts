import type { UploadStorage } from '@rihla/db/storage';
import type { FastifyRequest } from 'fastify';

import type { Config } from '../config.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { awaitsTwoFactor, type Viewer, viewerFromHeader } from './auth/viewer.ts';
import type { CatalogCache } from './catalog-cache.ts';
import type { Db } from './db.ts';
import { type Locale, requestLocale } from './locale.ts';
import type { Metrics } from './metrics.ts';
import type { Queues } from './queues.ts';
import type { Limits } from './rate-limits.ts';

/** What every service function receives: the same object for a REST request and a GraphQL operation. */
export type AppDeps = {
  config: Config;
  db: Db;
  queues: Queues;
  payments: PaymentProvider;
  limits: Limits;
  /** The public catalogue's cache (packages, training, modes, classes), shared by REST and GraphQL. */
  catalog: CatalogCache;
  /** Prometheus metrics of this process (lib/metrics.ts). */
  metrics: Metrics;
  /** Uploaded images: local disk or S3 (lib/storage, docs/decisions/0021-upload-storage.md). */
  storage: UploadStorage;
};

/**
 * `bookingToken`: the X-Booking-Token header (REST and GraphQL alike), the proof an anonymous customer holds
 * for the booking they made (lib/booking-access.ts). `locale`: the caller's language (lib/locale.ts); optional so
 * that jobs and tests without a request read English.
 */
export type ServiceContext = AppDeps & {
  viewer: Viewer | null;
  /**
   * A STAFF/ADMIN signed in with a password only while two-factor is required (lib/auth/viewer.ts awaitsTwoFactor):
   * `viewer` is null for them, so no operation treats them as signed in; only the two-factor enrolment, its status
   * and sign-out read this. Absent otherwise.
   */
  twoFactorPending?: Viewer | null;
  ip: string;
  bookingToken: string | null;
  locale?: Locale;
  /** The request's id (lib/request-id.ts), passed on to the jobs it queues; absent outside a request. */
  reqId?: string;
};

/** Builds the service context of a request (REST or GraphQL): same deps, the caller, their IP. */
export async function contextFor(deps: AppDeps, request: FastifyRequest): Promise<ServiceContext> {
  const signedIn = await viewerFromHeader(deps.db, request.headers.authorization, deps.config.jwtSecret);
  const pending = signedIn && awaitsTwoFactor(signedIn, deps.config.staffTwoFactor) ? signedIn : null;
  const viewer = pending ? null : signedIn;
  const header = request.headers['x-booking-token'];
  const bookingToken = (Array.isArray(header) ? header[0] : header)?.trim().slice(0, 200) || null;
  const locale = requestLocale(request.headers['accept-language']);
  return { ...deps, viewer, twoFactorPending: pending, ip: request.ip, bookingToken, locale, reqId: request.id };
}
