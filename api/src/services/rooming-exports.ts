import { renderRoomingPdf } from '@rihla/worker/rooming-pdf';

import { recordAudit } from '../lib/audit.ts';
import { requireStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { csvCell } from './admin-bookings-csv.ts';
import { type RoomingStay, stayRooming } from './rooming.service.ts';

/**
 * A stay's rooming list as files (issue #33 section 3): CSV for the office, PDF for the hotel. Staff only; every
 * download is audited (who, which departure and stay, which format). Names and genders only, never passports.
 */

const ROOMING_CSV_HEADER = ['room', 'type', 'traveller', 'booking_reference', 'gender'];

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const fileName = (stay: RoomingStay, extension: 'csv' | 'pdf') =>
  `rooming-${slug(stay.city)}-${slug(stay.hotelName)}-${isoDay(stay.checkIn)}.${extension}`;

async function exported(ctx: ServiceContext, input: unknown, format: 'CSV' | 'PDF') {
  const viewer = requireStaff(ctx.viewer);
  const { rooming, stay } = await stayRooming(ctx, input);
  await recordAudit(ctx.db, viewer, {
    action: 'rooming.export',
    entityType: 'Departure',
    entityId: rooming.departureId,
    summary: `Exported the rooming list of ${stay.hotelName}, ${stay.city} as ${format}`,
    after: { stayId: stay.id, format, rooms: stay.rooms.length },
  });
  return { rooming, stay };
}

/** One line per traveller in a room (an empty room: one line without a traveller), rooms in list order. */
export async function roomingCsv(ctx: ServiceContext, input: unknown): Promise<{ csv: string; fileName: string }> {
  const { stay } = await exported(ctx, input, 'CSV');
  const lines = [ROOMING_CSV_HEADER];
  for (const room of stay.rooms) {
    if (!room.travellers.length) lines.push([room.name, room.type, '', '', '']);
    for (const t of room.travellers) lines.push([room.name, room.type, t.fullName, t.bookingReference, t.gender ?? '']);
  }
  return {
    csv: lines.map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join(''),
    fileName: fileName(stay, 'csv'),
  };
}

/** The hotel's copy: header with hotel, dates and departure, one row per room. */
export async function roomingPdf(ctx: ServiceContext, input: unknown): Promise<{ pdf: Buffer; fileName: string }> {
  const { rooming, stay } = await exported(ctx, input, 'PDF');
  const pdf = await renderRoomingPdf({
    hotelName: stay.hotelName,
    city: stay.city,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    nights: stay.nights,
    packageName: rooming.packageName,
    departDate: rooming.departDate,
    returnDate: rooming.returnDate,
    rooms: stay.rooms.map((room) => ({
      name: room.name,
      type: room.type,
      guests: room.travellers.map((t) => ({ fullName: t.fullName, gender: t.gender })),
    })),
  });
  return { pdf, fileName: fileName(stay, 'pdf') };
}
