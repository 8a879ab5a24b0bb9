import { z } from 'zod';

import { saveInput } from '../services/traveller-inputs.ts';
import { listInput } from '../services/travellers.service.ts';
import { modelRow } from './openapi/models.ts';
import { calendarDay, operations } from './openapi/operation.ts';

export const travellerOperations = operations(() => {
  const Traveller = z
    .object({
      position: z.number().int().min(1).max(9),
      fullName: z.string(),
      dateOfBirth: calendarDay,
      nationality: z.string(),
      passportNumberMasked: z.string(),
      passportNumber: z.string().nullable().meta({ description: 'Only with `?reveal=true`.' }),
      passportExpiry: calendarDay,
      relation: modelRow('Traveller').shape.relation,
      gender: modelRow('Traveller').shape.gender,
      passportIssuingCountry: z.string().nullable(),
    })
    .meta({ id: 'Traveller' });

  const BookingTravellers = z
    .object({
      bookingId: z.number().int(),
      reference: z.string(),
      travellerCount: z.number().int(),
      departDate: calendarDay.nullable(),
      returnDate: calendarDay.nullable(),
      editableUntil: calendarDay.nullable(),
      editable: z.boolean(),
      passportValidUntil: calendarDay.nullable(),
      travellers: z.array(Traveller),
    })
    .meta({ id: 'BookingTravellers' });

  return {
    listTravellers: {
      operationId: 'listTravellers',
      summary: "A booking's travellers (passport numbers masked unless revealed)",
      tag: 'travellers',
      access: 'booking',
      query: listInput.pick({ reveal: true }),
      response: BookingTravellers,
    },
    saveTravellers: {
      operationId: 'saveTravellers',
      summary: "Replace a booking's travellers",
      tag: 'travellers',
      access: 'booking',
      body: saveInput,
      response: BookingTravellers,
      errors: [409],
    },
  };
});
