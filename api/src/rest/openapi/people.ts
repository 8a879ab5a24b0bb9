import { z } from 'zod';

import { claimInput } from '../../services/booking-claims.service.ts';
import { listInput as myBookingsInput } from '../../services/my-trips.service.ts';
import { createReviewInput, packageReviewsInput, setReviewHiddenInput } from '../../services/review-inputs.ts';
import { modelRow, rows } from './models.ts';
import { calendarDay, operations, timestamp } from './operation.ts';

export const peopleOperations = operations(() => {
  const { StaffReview } = rows();
  const MyBooking = z
    .object({
      kind: z.enum(['PACKAGE', 'TRIP']),
      id: z.number().int(),
      reference: z.string(),
      title: z.string().meta({ description: "The package's name, or the trip's route." }),
      status: z.string(),
      createdAt: timestamp,
      departDate: calendarDay.nullable(),
      returnDate: calendarDay.nullable(),
      travellers: z.number().int(),
      amount: z.number().int().nullable(),
      currency: z.string().nullable(),
      amountPaid: z.number().int(),
      amountDue: z.number().int().nullable(),
      balanceDue: z.number().int().nullable(),
      balanceDueAt: calendarDay.nullable(),
      depositDue: z.number().int().nullable(),
      balanceOverdue: z.boolean(),
      paidAt: timestamp.nullable(),
      payable: z.boolean(),
      receipts: z.array(z.object({ paymentId: z.number().int(), purpose: z.enum(['FULL', 'DEPOSIT', 'BALANCE']) })),
    })
    .meta({ id: 'MyBooking' });

  const PackageReviews = z
    .object({
      average: z.number().nullable().meta({ description: 'Mean rating of the visible reviews, one decimal.' }),
      count: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
      items: z.array(
        z.object({
          id: z.number().int(),
          rating: z.number().int().min(1).max(5),
          comment: z.string(),
          firstName: z.string(),
          createdAt: timestamp,
        }),
      ),
    })
    .meta({ id: 'PackageReviews' });

  return {
    myBookings: {
      operationId: 'listMyBookings',
      summary: "The signed-in customer's package and trip bookings, newest first",
      tag: 'my trips',
      access: 'signedIn',
      query: myBookingsInput,
      response: z.object({ items: z.array(MyBooking), nextCursor: z.string().nullable() }),
    },
    requestBookingClaim: {
      operationId: 'requestBookingClaim',
      summary: "Mail a 30-minute link that adds the bookings made with the account's email",
      tag: 'my trips',
      access: 'signedIn',
      response: z.object({ email: z.string(), message: z.string() }),
      errors: [403, 429],
    },
    claimBookings: {
      operationId: 'claimBookings',
      summary: 'Add the bookings made with the account’s email, with the mailed token',
      tag: 'my trips',
      access: 'signedIn',
      body: claimInput,
      response: z.object({ claimed: z.number().int().min(0), message: z.string() }),
      errors: [403],
    },
    createReview: {
      operationId: 'createReview',
      summary: 'Review an ended trip',
      tag: 'reviews',
      access: 'signedIn',
      body: createReviewInput,
      response: modelRow('Review').meta({ id: 'Review' }),
      errors: [403, 404, 409],
    },
    setReviewHidden: {
      operationId: 'setReviewHidden',
      summary: 'Hide a review from the package page, or show it again',
      tag: 'reviews',
      access: 'staff',
      body: setReviewHiddenInput,
      response: StaffReview,
      errors: [404],
    },
    myReviews: {
      operationId: 'listMyReviews',
      summary: "The signed-in customer's reviews by booking",
      tag: 'reviews',
      access: 'signedIn',
      response: z.array(
        modelRow('Review').pick({ id: true, bookingId: true, rating: true, comment: true, createdAt: true }),
      ),
    },
    packageReviews: {
      operationId: 'listPackageReviews',
      summary: "A package's visible reviews, newest first, with their average",
      tag: 'reviews',
      access: 'public',
      query: packageReviewsInput,
      response: PackageReviews,
      errors: [404],
    },
  };
});
