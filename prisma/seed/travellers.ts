import type { Gender, TravellerRelation } from '../generated/client/client.ts';
import type { TransactionClient } from '../index.ts';
import { parseKeyRing, resolveTravellerKeys, sealField, travellerBinding } from '../traveller-crypto.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

// Companions of a lead traveller, in order: who travels with them and their nationality.
const COMPANIONS: { first: string; relation: TravellerRelation; age: number; gender: Gender }[] = [
  { first: 'Yusuf', relation: 'SPOUSE', age: 44, gender: 'MALE' },
  { first: 'Maryam', relation: 'CHILD', age: 16, gender: 'FEMALE' },
  { first: 'Ibrahim', relation: 'CHILD', age: 12, gender: 'MALE' },
  { first: 'Khadija', relation: 'PARENT', age: 70, gender: 'FEMALE' },
  { first: 'Bilal', relation: 'SIBLING', age: 38, gender: 'MALE' },
];
/** The women among the seed's bookers and customers (prisma/seed/data/activity.json); the other leads are men. */
const WOMEN = new Set(['Aisha', 'Amina', 'Fatima', 'Hafsa', 'Khadija', 'Maryam', 'Ruqayyah', 'Safiya', 'Zainab']);
const NATIONALITIES = ['GB', 'FR', 'DE', 'NL', 'SA', 'AE', 'MY', 'PK'];

/**
 * Travellers for the bookings of a departure the seed made before (so this runs last): every other booking has all
 * its travellers, the others only the lead, so My trips offers "Edit travellers" and the admin shows missing
 * documents. Passport numbers are sealed with the key the API uses (TRAVELLER_DATA_KEYS or the development key file),
 * and every passport is valid well past six months after the return.
 */
export async function seedTravellers(tx: TransactionClient, now: Date): Promise<void> {
  const bookings = await tx.booking.findMany({
    where: { departureId: { not: null }, status: { notIn: ['CANCELLED', 'EXPIRED'] } },
    select: { id: true, name: true, travellerCount: true, departure: { select: { returnDate: true } } },
    orderBy: { id: 'asc' },
  });
  if (!bookings.length) return;
  const ring = parseKeyRing(resolveTravellerKeys().spec);
  for (const [i, booking] of bookings.entries()) {
    const returnDate = booking.departure?.returnDate ?? now;
    const expiry = new Date(Math.max(returnDate.getTime(), now.getTime()) + (700 + i * 37) * DAY_MS);
    const surname = booking.name.split(' ').slice(1).join(' ') || 'Rahman';
    const count = i % 2 === 0 ? booking.travellerCount : 1;
    await tx.traveller.createMany({
      data: Array.from({ length: count }, (_, position) => {
        const companion = position === 0 ? null : COMPANIONS[(position - 1) % COMPANIONS.length];
        const age = companion?.age ?? 41;
        return {
          bookingId: booking.id,
          position: position + 1,
          fullName: companion ? `${companion.first} ${surname}` : booking.name,
          dateOfBirth: new Date(
            Date.UTC(now.getUTCFullYear() - age, (i + position * 5) % 12, 1 + ((i * 7 + position) % 27)),
          ),
          nationality: NATIONALITIES[i % NATIONALITIES.length],
          passportIssuingCountry: NATIONALITIES[i % NATIONALITIES.length],
          gender: companion?.gender ?? (WOMEN.has(booking.name.split(' ')[0]) ? 'FEMALE' : 'MALE'),
          passportNumberEnc: sealField(
            ring,
            `${String.fromCharCode(65 + (i % 26))}${String(70_000_000 + i * 1013 + position * 97)}`,
            travellerBinding({ bookingId: booking.id, position: position + 1 }),
          ),
          passportExpiry: new Date(expiry.toISOString().slice(0, 10)),
          relation: companion?.relation ?? 'LEAD',
        };
      }),
    });
  }
}
