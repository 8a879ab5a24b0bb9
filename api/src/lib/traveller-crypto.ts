import {
  type KeyRing,
  openField,
  openFile,
  parseKeyRing,
  sealField,
  sealFile,
  travellerBinding,
  tripPassengerBinding,
} from '@rihla/db/traveller-crypto';

import type { Config } from '../config.ts';

/**
 * Passport numbers as the API seals and shows them (docs/decisions/0015-traveller-data.md). The key ring comes
 * from the resolved config (TRAVELLER_DATA_KEYS, or the development key file; lib/install-secrets.ts), never from
 * the database. Plain numbers live only in memory for one request: never logged, never in the audit log.
 */

let cached: { spec: string; ring: KeyRing } | null = null;

function ringOf(config: Pick<Config, 'travellerDataKeys'>): KeyRing {
  if (cached?.spec !== config.travellerDataKeys)
    cached = { spec: config.travellerDataKeys, ring: parseKeyRing(config.travellerDataKeys) };
  return cached.ring;
}

/** The traveller a number is sealed for: the booking's traveller at that position (the row's unique key). */
type TravellerRow = { bookingId: number; position: number };

export const sealPassport = (config: Pick<Config, 'travellerDataKeys'>, row: TravellerRow, plain: string) =>
  sealField(ringOf(config), plain, travellerBinding(row));

export const openPassport = (config: Pick<Config, 'travellerDataKeys'>, row: TravellerRow, stored: string) =>
  openField(ringOf(config), stored, travellerBinding(row));

/** A trip passenger's number, sealed for that passenger (a trip booking's passenger at one position). */
export const sealTripPassport = (
  config: Pick<Config, 'travellerDataKeys'>,
  row: { tripBookingId: number; position: number },
  plain: string,
) => sealField(ringOf(config), plain, tripPassengerBinding(row));

/**
 * A staff member's authenticator secret (services/two-factor.service.ts), sealed with the same ring and bound to the
 * account: a sealed secret copied onto another account does not open (decision 0051).
 */
const twoFactorBinding = (userId: number) => `two-factor:${userId}`;
export const sealTwoFactorSecret = (config: Pick<Config, 'travellerDataKeys'>, userId: number, plain: string) =>
  sealField(ringOf(config), plain, twoFactorBinding(userId));
export const openTwoFactorSecret = (config: Pick<Config, 'travellerDataKeys'>, userId: number, stored: string) =>
  openField(ringOf(config), stored, twoFactorBinding(userId));

/** A file sealed under a data key of its own, that key sealed with the ring (lib/sealed-files.ts). */
export const sealFileBytes = (config: Pick<Config, 'travellerDataKeys'>, storageKey: string, bytes: Buffer) =>
  sealFile(ringOf(config), storageKey, bytes);
export const openFileBytes = (
  config: Pick<Config, 'travellerDataKeys'>,
  storageKey: string,
  sealed: Buffer,
  sealedDataKey: string,
) => openFile(ringOf(config), storageKey, sealed, sealedDataKey);

/** What lists show: the last four characters, enough to tell two passports apart. */
export const maskPassport = (plain: string) => `•••••${plain.slice(-4)}`;

/** A trip passenger's number, opened only for the row it was sealed for. */
export const openTripPassport = (
  config: Pick<Config, 'travellerDataKeys'>,
  row: { tripBookingId: number; position: number },
  stored: string,
) => openField(ringOf(config), stored, tripPassengerBinding(row));
