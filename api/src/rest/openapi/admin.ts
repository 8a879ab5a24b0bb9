import { z } from 'zod';

import { EMAIL_SUMMARY_FIELDS, emailFilter } from '../../services/emails.service.ts';
import { createUserInput, roleSchema } from '../../services/users.service.ts';
import { modelRow, rows } from './models.ts';
import { Ok, operations, timestamp } from './operation.ts';

export const adminOperations = operations(() => {
  const { PublicUser, StaffReview } = rows();

  const Stats = z
    .object({
      users: z.number().int(),
      admins: z.number().int(),
      staff: z.number().int(),
      pkgs: z.number().int(),
      reviews: z.number().int(),
      bookings: z.number().int(),
      paidBookings: z.number().int(),
      consultations: z.number().int(),
      series: z.array(z.object({ month: z.string(), count: z.number().int() })),
      refreshedAt: timestamp,
    })
    .meta({ id: 'Stats' });

  const OutboxEmail = modelRow('OutboxEmail').meta({ id: 'OutboxEmail' });
  const OutboxEmailSummary = OutboxEmail.pick(EMAIL_SUMMARY_FIELDS).meta({ id: 'OutboxEmailSummary' });

  return {
    getStats: {
      operationId: 'getStats',
      summary: 'Dashboard figures',
      tag: 'admin',
      access: 'staff',
      response: Stats,
    },
    listUsers: {
      operationId: 'listUsers',
      summary: 'Users, newest first',
      tag: 'admin',
      access: 'staff',
      paging: 'pageOrCursor',
      response: z.array(PublicUser),
    },
    createUser: {
      operationId: 'createUser',
      summary: 'Create a user (staff by default; only admins create admins)',
      tag: 'admin',
      access: 'staff',
      body: createUserInput,
      response: z.object({ user: PublicUser }),
      errors: [409],
    },
    updateUserRole: {
      operationId: 'updateUserRole',
      summary: "Change a user's role (their sessions end)",
      tag: 'admin',
      access: 'staff',
      body: z.object({ role: roleSchema }),
      response: z.object({ user: PublicUser }),
      errors: [404, 409],
    },
    deleteUser: {
      operationId: 'deleteUser',
      summary: 'Delete a user',
      tag: 'admin',
      access: 'staff',
      response: Ok,
      errors: [404, 409],
    },
    setUserAvatar: {
      operationId: 'setUserAvatar',
      summary: "Upload a user's avatar (multipart, field `avatar`)",
      tag: 'admin',
      access: 'staff',
      form: { fields: z.object({}), file: 'avatar' },
      response: z.object({ avatar: z.string().meta({ description: 'The image URL.' }) }),
      errors: [404],
    },
    listReviews: {
      operationId: 'listReviews',
      summary: 'Every review, hidden ones too, newest first',
      tag: 'reviews',
      access: 'staff',
      paging: 'pageOrCursor',
      response: z.array(StaffReview),
    },
    deleteReview: {
      operationId: 'deleteReview',
      summary: 'Delete a review',
      tag: 'reviews',
      access: 'staff',
      response: Ok,
      errors: [404],
    },
    listEmails: {
      operationId: 'listEmails',
      summary: 'The email outbox, newest first, by kind and status',
      tag: 'admin',
      access: 'staff',
      query: emailFilter,
      paging: 'pageOrCursor',
      response: z.array(OutboxEmailSummary),
    },
    getEmail: {
      operationId: 'getEmail',
      summary: 'One email in full',
      tag: 'admin',
      access: 'staff',
      response: z.object({ email: OutboxEmail }),
      errors: [404],
    },
  };
});
