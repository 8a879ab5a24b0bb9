import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { accountDataRoutes } from './account-data.routes.ts';
import { adminBookingRoutes } from './admin-bookings.routes.ts';
import { agencyRoutes } from './agencies.routes.ts';
import { agencyBookingRoutes } from './agency-bookings.routes.ts';
import { agencyStatementRoutes } from './agency-statements.routes.ts';
import { auditRoutes } from './audit.routes.ts';
import { authRoutes } from './auth.routes.ts';
import { bookingClaimRoutes } from './booking-claims.routes.ts';
import { bookingRoutes } from './bookings.routes.ts';
import { cancellationRoutes } from './cancellations.routes.ts';
import { consultationRoutes } from './consultations.routes.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { departureBoardRoutes } from './departure-board.routes.ts';
import { departureRoutes } from './departures.routes.ts';
import { documentRoutes } from './documents.routes.ts';
import { emailRoutes } from './emails.routes.ts';
import { groupRoutes } from './groups.routes.ts';
import { invoiceRoutes } from './invoices.routes.ts';
import { legalRoutes } from './legal.routes.ts';
import { locationRoutes } from './locations.routes.ts';
import { manifestRoutes } from './manifests.routes.ts';
import { myTripsRoutes } from './my-trips.routes.ts';
import { newsletterRoutes } from './newsletter.routes.ts';
import { packageRoutes } from './packages.routes.ts';
import { paymentReviewRoutes } from './payment-review.routes.ts';
import { paymentRoutes } from './payments.routes.ts';
import { receiptRoutes } from './receipts.routes.ts';
import { reviewRoutes } from './reviews.routes.ts';
import { roomingRoutes } from './rooming.routes.ts';
import { scheduledServiceRoutes } from './scheduled-services.routes.ts';
import { serviceClassRoutes } from './service-classes.routes.ts';
import { siteSettingsRoutes } from './site-settings.routes.ts';
import { staffInvitationRoutes } from './staff-invitations.routes.ts';
import { staffNoteRoutes } from './staff-notes.routes.ts';
import { statsRoutes } from './stats.routes.ts';
import { trainingRoutes } from './training.routes.ts';
import { transportModeRoutes } from './transport-modes.routes.ts';
import { travellerRoutes } from './travellers.routes.ts';
import { tripBookingRoutes } from './trip-bookings.routes.ts';
import { tripRoutes } from './trips.routes.ts';
import { twoFactorRoutes } from './two-factor.routes.ts';
import { userRoutes } from './users.routes.ts';
import { visaRoutes } from './visas.routes.ts';
import { webhookRoutes } from './webhooks.routes.ts';
import { workQueueRoutes } from './work-queues.routes.ts';

/**
 * The REST facade under /api, one domain a file pair: `<domain>.routes.ts` (the routes, thin adapters over
 * services/<domain>.service.ts) and `<domain>.openapi.ts` beside it (their documented operations).
 */
export async function restRoutes(api: FastifyInstance, deps: AppDeps) {
  authRoutes(api, deps);
  twoFactorRoutes(api, deps);
  packageRoutes(api, deps);
  departureRoutes(api, deps);
  departureBoardRoutes(api, deps);
  transportModeRoutes(api, deps);
  serviceClassRoutes(api, deps);
  bookingRoutes(api, deps);
  adminBookingRoutes(api, deps);
  paymentRoutes(api, deps);
  consultationRoutes(api, deps);
  newsletterRoutes(api, deps);
  myTripsRoutes(api, deps);
  bookingClaimRoutes(api, deps);
  statsRoutes(api, deps);
  workQueueRoutes(api, deps);
  dashboardRoutes(api, deps);
  userRoutes(api, deps);
  staffInvitationRoutes(api, deps);
  reviewRoutes(api, deps);
  tripRoutes(api, deps);
  tripBookingRoutes(api, deps);
  scheduledServiceRoutes(api, deps);
  locationRoutes(api, deps);
  emailRoutes(api, deps);
  trainingRoutes(api, deps);
  paymentReviewRoutes(api, deps);
  auditRoutes(api, deps);
  agencyStatementRoutes(api, deps);
  travellerRoutes(api, deps);
  cancellationRoutes(api, deps);
  receiptRoutes(api, deps);
  siteSettingsRoutes(api, deps);
  legalRoutes(api, deps);
  accountDataRoutes(api, deps);
  staffNoteRoutes(api, deps);
  manifestRoutes(api, deps);
  visaRoutes(api, deps);
  groupRoutes(api, deps);
  roomingRoutes(api, deps);
  documentRoutes(api, deps);
  invoiceRoutes(api, deps);
  agencyBookingRoutes(api, deps);
  agencyRoutes(api, deps);
  // Its own encapsulated context, so its raw-body JSON parser does not reach the other routes.
  await api.register((raw, _options, done) => {
    webhookRoutes(raw, deps);
    done();
  });
}
