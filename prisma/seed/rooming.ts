import type { RoomType } from '../generated/client/client.ts';
import type { TransactionClient } from '../index.ts';
import { storyDeparture } from './story-departure.ts';

/**
 * Hotel stays for every package and, on the story departure (issue #33), a partly built rooming list: its first
 * stay done (every named traveller of a sold booking in a room of the type their booking bought, one booking a
 * room), its second stay half done (the first half of the bookings roomed). Runs after the travellers seed.
 */

type Stay = { city: string; hotelName: string; nights: number };

// The itinerary of each seeded package (packages.json), nights adding up to the package's.
const STAYS: Record<string, Stay[]> = {
  'UMR-ECO-10': [
    { city: 'Makkah', hotelName: 'Dar Al Safwa Inn', nights: 6 },
    { city: 'Madinah', hotelName: 'Dar Al Hijra Residence', nights: 4 },
  ],
  'UMR-STD-14': [
    { city: 'Makkah', hotelName: 'Al Marwa Grand Hotel', nights: 7 },
    { city: 'Madinah', hotelName: 'Anwar Al Madinah Residence', nights: 7 },
  ],
  'UMR-RAM-15': [
    { city: 'Makkah', hotelName: 'Qasr Al Noor Towers', nights: 10 },
    { city: 'Madinah', hotelName: 'Rawdah Garden Hotel', nights: 5 },
  ],
  'UMR-FAM-12': [
    { city: 'Makkah', hotelName: 'Bayt Al Diyafa Suites', nights: 7 },
    { city: 'Madinah', hotelName: 'Nakheel Family Suites', nights: 5 },
  ],
  'UMR-LUX-7': [
    { city: 'Makkah', hotelName: 'Al Kiswa Royal Hotel', nights: 4 },
    { city: 'Madinah', hotelName: 'Qubaa Palace Madinah', nights: 3 },
  ],
  'UMR-MAD-9': [
    { city: 'Madinah', hotelName: 'Rawdah Garden Hotel', nights: 5 },
    { city: 'Makkah', hotelName: 'Ajyad Crest Hotel', nights: 4 },
  ],
  'UMR-GCC-5': [{ city: 'Makkah', hotelName: 'Ajyad Crest Hotel', nights: 5 }],
  'UMR-WIN-10': [
    { city: 'Makkah', hotelName: 'Manazil Al Multazam Hotel', nights: 5 },
    { city: 'Madinah', hotelName: 'Rawdah Garden Hotel', nights: 5 },
  ],
  'HAJ-STD-21': [
    { city: 'Makkah', hotelName: 'Aziziyah Pilgrim Residence', nights: 10 },
    { city: 'Mina', hotelName: 'Mina Camp, Zone 4', nights: 5 },
    { city: 'Madinah', hotelName: 'Anwar Al Madinah Residence', nights: 6 },
  ],
  'HAJ-PREM-21': [
    { city: 'Makkah', hotelName: 'Misfalah Tower Suites', nights: 10 },
    { city: 'Mina', hotelName: 'Mina Premium Camp', nights: 5 },
    { city: 'Madinah', hotelName: 'Qubaa Palace Madinah', nights: 6 },
  ],
  'HAJ-VIP-18': [
    { city: 'Makkah', hotelName: 'Al Maqam Royal Palace', nights: 9 },
    { city: 'Mina', hotelName: 'Mina VIP Camp', nights: 4 },
    { city: 'Madinah', hotelName: 'Qubaa Palace Madinah', nights: 5 },
  ],
};

const BEDS: Record<RoomType, number> = { QUAD: 4, TRIPLE: 3, DOUBLE: 2, SINGLE: 1 };
const smallestFor = (n: number): RoomType => (n <= 1 ? 'SINGLE' : n === 2 ? 'DOUBLE' : n === 3 ? 'TRIPLE' : 'QUAD');

export async function seedRooming(tx: TransactionClient, now: Date): Promise<void> {
  const packages = await tx.package.findMany({ select: { id: true, code: true, hotel: true, nights: true } });
  for (const pkg of packages) {
    const stays = STAYS[pkg.code] ?? [
      { city: 'Makkah', hotelName: pkg.hotel ?? 'Hotel to be confirmed', nights: pkg.nights ?? 7 },
    ];
    await tx.packageHotelStay.createMany({
      data: stays.map((stay, i) => ({ ...stay, packageId: pkg.id, position: i + 1 })),
    });
  }

  const departureId = await storyDeparture(tx, now);
  if (departureId === null) return;
  const departure = await tx.departure.findUniqueOrThrow({
    where: { id: departureId },
    select: { package: { select: { hotelStays: { orderBy: { position: 'asc' }, select: { id: true } } } } },
  });
  const bookings = await tx.booking.findMany({
    where: { departureId, status: { in: ['PAID', 'DEPOSIT_PAID'] } },
    orderBy: { id: 'asc' },
    select: { roomType: true, travellers: { orderBy: { position: 'asc' }, select: { id: true } } },
  });
  const named = bookings.filter((b) => b.travellers.length > 0);
  const stays = departure.package.hotelStays;
  const [done, half] = [stays.at(0), stays.at(1)];
  if (done) await roomBookings(tx, departureId, done.id, named);
  if (half) await roomBookings(tx, departureId, half.id, named.slice(0, Math.ceil(named.length / 2)));
}

/** Each booking in rooms of the type it bought (the smallest that holds it when it has none), one booking a room. */
async function roomBookings(
  tx: TransactionClient,
  departureId: number,
  stayId: number,
  bookings: { roomType: RoomType | null; travellers: { id: number }[] }[],
) {
  for (const booking of bookings) {
    const type = booking.roomType ?? smallestFor(booking.travellers.length);
    for (let i = 0; i < booking.travellers.length; i += BEDS[type]) {
      const room = await tx.room.create({ data: { departureId, stayId, type }, select: { id: true } });
      await tx.roomAssignment.createMany({
        data: booking.travellers.slice(i, i + BEDS[type]).map((t) => ({ roomId: room.id, stayId, travellerId: t.id })),
      });
    }
  }
}
