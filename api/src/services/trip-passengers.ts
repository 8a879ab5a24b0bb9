import type { TransactionClient } from '@rihla/db';
import { isPassportName } from '@rihla/db/passport-names';

import type { Config } from '../config.ts';
import { AppError, badRequest } from '../lib/errors.ts';
import { sealTripPassport } from '../lib/traveller-crypto.ts';
import { issueReason } from '../lib/validation.ts';
import { NAME_NOT_LATIN } from './traveller-inputs.ts';
import { bookInput, type PassengerInput } from './trip-inputs.ts';

/**
 * The passengers of a trip booking (issue #31): one name per seat, as on the passport, and the passport data
 * where the route crosses a border. `name` alone still books one passenger (the API's older shape).
 */

export type TripBookingRequest = Omit<ReturnType<typeof bookInput.parse>, 'name' | 'travellers'> & {
  travellers: PassengerInput[];
};

/** Parses a booking; an issue inside one passenger says which ("Passenger 2: …"). */
export function parseTripBooking(input: unknown): TripBookingRequest {
  const result = bookInput.safeParse(input ?? {});
  if (!result.success) {
    const [issue] = result.error.issues;
    const { reason, params } = issueReason(issue);
    const index = issue.path[0] === 'travellers' ? issue.path[1] : undefined;
    if (typeof index === 'number' && !params)
      throw badRequest('TRIP_PASSENGER_ISSUE', { number: index + 1, detail: reason });
    throw new AppError(400, 'BAD_USER_INPUT', reason, params);
  }
  const { name, travellers, ...rest } = result.data;
  const named = travellers ?? (name && rest.passengers === 1 ? [{ fullName: name }] : []);
  if (named.length !== rest.passengers) throw badRequest('TRIP_PASSENGER_NAMES_REQUIRED', { count: rest.passengers });
  return { ...rest, travellers: named };
}

/**
 * A route across a border needs every passenger's date of birth, nationality and passport number, and the name as
 * the passport's machine-readable zone prints it (Latin letters A–Z), as the operator checks it against that line.
 */
export function requirePassports(travellers: PassengerInput[], crossesBorder: boolean): void {
  if (!crossesBorder) return;
  const missing = travellers.findIndex((p) => !p.dateOfBirth || !p.nationality || !p.passportNumber);
  if (missing >= 0) throw badRequest('TRIP_PASSPORT_REQUIRED', { number: missing + 1 });
  const unreadable = travellers.findIndex((p) => !isPassportName(p.fullName));
  if (unreadable >= 0) throw badRequest('TRIP_PASSENGER_ISSUE', { number: unreadable + 1, detail: NAME_NOT_LATIN });
}

/** Writes the passengers in the booking's transaction; a passport number only sealed for its row. */
export async function savePassengers(
  tx: TransactionClient,
  config: Pick<Config, 'travellerDataKeys'>,
  tripBookingId: number,
  travellers: PassengerInput[],
): Promise<void> {
  await tx.tripPassenger.createMany({
    data: travellers.map((p, i) => {
      const position = i + 1;
      return {
        tripBookingId,
        position,
        fullName: p.fullName,
        dateOfBirth: p.dateOfBirth ? new Date(`${p.dateOfBirth}T00:00:00Z`) : null,
        nationality: p.nationality ?? null,
        passportNumberEnc: p.passportNumber
          ? sealTripPassport(config, { tripBookingId, position }, p.passportNumber)
          : null,
      };
    }),
  });
}
