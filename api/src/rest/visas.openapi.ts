import { z } from 'zod';

import { changeVisaInput, changeVisasInput, VISA_STATUSES } from '../services/visas.service.ts';
import { calendarDay, operations, timestamp } from './openapi/operation.ts';

/** Visas of package travellers (issue #33 §2, decision 0058). */
export const visaOperations = operations(() => {
  const Status = z.enum(VISA_STATUSES);
  const TravellerVisa = z
    .object({
      travellerId: z.number().int(),
      position: z.number().int(),
      fullName: z.string(),
      bookingId: z.number().int(),
      bookingReference: z.string(),
      status: Status,
      stage: z.enum([...VISA_STATUSES, 'DOCUMENTS_COMPLETE']).meta({
        description: 'The status as shown: DOCUMENTS_COMPLETE is derived (not started, every document approved).',
      }),
      documentsComplete: z.boolean().nullable().meta({ description: 'Null while not known.' }),
      refusalReason: z.string().nullable(),
      visaNumber: z.string().nullable(),
      issuedAt: timestamp.nullable(),
      updatedAt: timestamp.nullable(),
      eVisa: z
        .object({ fileName: z.string(), size: z.number().int(), uploadedAt: timestamp })
        .nullable()
        .meta({ description: 'The e-visa PDF, when uploaded (GET /api/travellers/{id}/visa/e-visa.pdf).' }),
      moves: z.array(Status).meta({ description: 'Staff only: the statuses it may move to now (else empty).' }),
      history: z
        .array(
          z.object({
            from: Status,
            to: Status,
            reason: z.string().nullable(),
            byEmail: z.string().nullable(),
            createdAt: timestamp,
          }),
        )
        .meta({ description: 'Staff only: its moves, oldest first (else empty).' }),
    })
    .meta({ id: 'TravellerVisa' });

  return {
    listBookingVisas: {
      operationId: 'listBookingVisas',
      summary: "A booking's travellers and their visas",
      tag: 'visas',
      access: 'booking',
      response: z.object({ bookingId: z.number().int(), reference: z.string(), travellers: z.array(TravellerVisa) }),
    },
    listDepartureVisas: {
      operationId: 'listDepartureVisas',
      summary: "The visas of every traveller of a departure's bookings still travelling (staff)",
      tag: 'visas',
      access: 'staff',
      response: z.object({
        departureId: z.number().int(),
        packageName: z.string(),
        departDate: calendarDay,
        returnDate: calendarDay,
        travellers: z.array(TravellerVisa),
      }),
      errors: [404],
    },
    changeVisa: {
      operationId: 'changeVisa',
      summary: "Move one traveller's visa (REFUSED needs a reason); audited, ISSUED and REFUSED email the booker",
      tag: 'visas',
      access: 'staff',
      body: changeVisaInput,
      response: TravellerVisa,
      errors: [404, 409],
    },
    changeVisas: {
      operationId: 'changeVisas',
      summary: "Move many travellers' visas to one status, all or nothing (the 409 names who cannot move)",
      tag: 'visas',
      access: 'staff',
      body: changeVisasInput,
      response: z.object({ changed: z.number().int(), travellers: z.array(TravellerVisa) }),
      errors: [409],
    },
    uploadEVisa: {
      operationId: 'uploadEVisa',
      summary:
        "Upload an issued visa's e-visa PDF (multipart, field `file`; judged by its bytes), stored encrypted; audited",
      tag: 'visas',
      access: 'staff',
      form: { fields: z.object({}), file: 'file', pdf: true },
      response: z.object({ bookingId: z.number().int(), reference: z.string(), travellers: z.array(TravellerVisa) }),
      errors: [404, 409, 413],
    },
    downloadEVisa: {
      operationId: 'downloadEVisa',
      summary: "A traveller's e-visa PDF (Cache-Control: no-store); a staff download is audited",
      tag: 'visas',
      access: 'booking',
      download: 'application/pdf',
      errors: [404],
    },
  };
});
