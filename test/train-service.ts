import type { PrismaClient } from '@rihla/db';

/**
 * A Jeddah -> Madinah train service departing 08:00 Riyadh time: the smallest network a seat-hold or trip
 * payment test needs. Tests choose its size (`seats`) and its economy fare in halalas (`baseFare`).
 */
/** The one class a seat test sells (every seat of a departure: share 100 %); made once per database. */
export async function economyClass(db: PrismaClient): Promise<number> {
  const klass = await db.serviceClass.upsert({
    where: { code: 'ECONOMY' },
    create: { code: 'ECONOMY', name: 'Economy', multiplier: 1, seatShare: 100 },
    update: {},
  });
  return klass.id;
}

export async function trainService(db: PrismaClient, { seats, baseFare }: { seats: number; baseFare: number }) {
  const mode = await db.transportMode.create({ data: { code: 'TRAIN', name: 'Train' } });
  const station = (name: string) => db.location.create({ data: { type: 'STATION', name, country: 'Saudi Arabia' } });
  const [origin, destination] = [await station('Jeddah'), await station('Madinah')];
  const operator = await db.operator.create({ data: { code: 'HHR', name: 'Haramain', modeId: mode.id } });
  return db.scheduledService.create({
    data: {
      operatorId: operator.id,
      modeId: mode.id,
      originId: origin.id,
      destinationId: destination.id,
      serviceNumber: 'HHR 1',
      departureMinutes: 480,
      timezone: 'Asia/Riyadh',
      durationMin: 120,
      seats,
      baseFare,
      currency: 'SAR',
    },
  });
}
