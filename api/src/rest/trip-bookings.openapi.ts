import { z } from 'zod';

import { tripBookingFilterInput } from '../services/admin-trip-bookings.service.ts';
import { staffRefundInput } from '../services/settlements.service.ts';
import { statusInput } from '../services/trip-bookings.service.ts';
import { modelRow, rows } from './openapi/models.ts';
import { calendarDay, operations, timestamp } from './openapi/operation.ts';

export const tripBookingOperations = operations(() => {
  const { TripBooking } = rows();
  const minor = (description: string) => z.number().int().meta({ description });

  /** A trip booking's money from its Payment and Refund rows (moneySummary), in minor units of `currency`. */
  const TripBookingMoney = z
    .object({
      currency: z.string().nullable(),
      total: minor('The price; null on rows that never had one.').nullable(),
      paid: minor('Received.'),
      refunded: minor('Confirmed back on the card.'),
      refundPending: minor('Asked of the provider, not yet confirmed.'),
      net: minor('Paid minus refunded and refunds on their way.'),
      owed: minor('Still to pay: 0 once cancelled, refunded or expired; null without a price.').nullable(),
    })
    .meta({ id: 'TripBookingMoney' });

  const StaffTripBooking = TripBooking.extend({ money: TripBookingMoney }).meta({ id: 'StaffTripBookingListItem' });

  /** Some columns of a model's row (a Prisma `select`). */
  const pick = (model: string, keys: string[]) =>
    modelRow(model).pick(Object.fromEntries(keys.map((key) => [key, true])) as never);

  const AdminTripBookingDetail = z
    .object({
      booking: TripBooking.extend({
        locale: z.string(),
        user: pick('User', ['id', 'name', 'email']).nullable(),
        payments: z.array(modelRow('Payment')),
        refunds: z.array(modelRow('Refund').extend({ requestedBy: z.object({ name: z.string() }).nullable() })),
        termsDocument: pick('LegalDocument', ['id', 'version', 'locale', 'title']).nullable(),
      }),
      money: TripBookingMoney,
      journey: z.object({
        origin: z.string(),
        destination: z.string(),
        mode: z.string().nullable(),
        service: z.string().nullable().meta({ description: 'Operator and service number, e.g. "Haramain HSR 3021".' }),
        serviceClass: z.string().nullable(),
        departureDate: calendarDay.nullable(),
        departs: z.string().meta({ description: 'Origin-local time with its offset, e.g. 2026-12-01T21:40:00+03:00.' }),
        departTimezone: z.string(),
        arrives: z.string().nullable().meta({ description: 'Destination-local time with its offset.' }),
        arriveTimezone: z.string().nullable(),
        durationMin: z.number().int().nullable(),
      }),
      passengers: z.array(
        z.object({
          position: z.number().int(),
          fullName: z.string(),
          dateOfBirth: calendarDay.nullable(),
          nationality: z.string().nullable(),
          passportNumberMasked: z.string().nullable().meta({ description: 'e.g. •••••4321; null without one.' }),
        }),
      ),
      customerAccount: pick('User', ['id', 'name', 'email']).nullable(),
      payments: z.array(modelRow('Payment')),
      refunds: z.array(modelRow('Refund').extend({ requestedBy: z.object({ name: z.string() }).nullable() })),
      emails: z.array(pick('OutboxEmail', ['id', 'kind', 'subject', 'status', 'createdAt', 'sentAt'])),
      terms: z
        .object({ version: z.number().int(), locale: z.string(), title: z.string(), acceptedAt: timestamp.nullable() })
        .nullable(),
    })
    .meta({ id: 'AdminTripBookingDetail' });

  return {
    listTripBookings: {
      operationId: 'listTripBookings',
      summary: 'Trip bookings, newest first, filtered, each with its money (staff)',
      tag: 'trips',
      access: 'staff',
      query: tripBookingFilterInput,
      paging: 'pageOrCursor',
      response: z.array(StaffTripBooking),
    },
    adminTripBookingDetail: {
      operationId: 'getAdminTripBooking',
      summary: 'One trip booking with its journey, passengers, money, payments, refunds, emails and terms (staff)',
      tag: 'trips',
      access: 'staff',
      response: z.object({ tripBooking: AdminTripBookingDetail }),
      errors: [404],
    },
    revealTripPassports: {
      operationId: 'revealTripPassports',
      summary: 'The passengers’ whole passport numbers (staff; each read is audited)',
      description:
        'Writes an audit entry `trip-booking.passports-view` naming who read them, never the numbers; answered ' +
        'with `Cache-Control: private, no-store`.',
      tag: 'trips',
      access: 'staff',
      response: z.object({
        tripBookingId: z.number().int(),
        reference: z.string(),
        passengers: z.array(
          z.object({ position: z.number().int(), fullName: z.string(), passportNumber: z.string().nullable() }),
        ),
      }),
      errors: [404],
    },
    updateTripBookingStatus: {
      operationId: 'updateTripBookingStatus',
      summary: 'Confirm or cancel a trip booking (seats are released once on cancel)',
      tag: 'trips',
      access: 'staff',
      body: statusInput,
      response: TripBooking,
      errors: [404, 409],
    },
    refundTripBooking: {
      operationId: 'refundTripBooking',
      summary: 'Staff cancel a paid trip booking and refund it (above the policy only with an override and its reason)',
      tag: 'trips',
      access: 'staff',
      body: staffRefundInput,
      response: z.object({
        refunded: z.number().int().meta({ description: 'Minor units asked back from the provider.' }),
      }),
      errors: [404, 409],
    },
  };
});
