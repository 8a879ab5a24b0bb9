/**
 * The rooming list a hotel receives for one stay of a departure (issue #33 section 3, decision 0059): a header with
 * the hotel, the dates and the departure, then one row per room (its name, type and guests). English, like every
 * staff document; names are written by the receipts' text writer, so a name in any script prints. Only names and
 * genders: no passport or contact detail reaches the hotel's copy.
 */

type RoomingPdfInput = {
  hotelName: string;
  city: string;
  checkIn: Date;
  checkOut: Date;
  nights: number;
  packageName: string;
  departDate: Date;
  returnDate: Date;
  rooms: { name: string; type: string; guests: { fullName: string; gender: string | null }[] }[];
};

const OPERATOR_NAME = 'Rihla Travel';
const GREEN = '#1f4d3a';
const GOLD = '#b8893b';
const INK = '#1a1a1a';
const MUTED = '#6b6b6b';

const day = (d: Date) =>
  d.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const genderMark = (gender: string | null) => (gender === 'FEMALE' ? 'F' : gender === 'MALE' ? 'M' : '-');

export async function renderRoomingPdf(input: RoomingPdfInput): Promise<Buffer> {
  // Loaded on first use, as the receipts are: pdfkit and the fonts are kept out of the API's start-up.
  const [{ default: PDFDocument }, { PdfTextWriter }] = await Promise.all([
    import('pdfkit'),
    import('../receipts/pdf-text-writer.ts'),
  ]);
  const title = `Rooming list: ${input.hotelName}`;
  const doc = new PDFDocument({ size: 'A4', margin: 48, lang: 'en', info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const writer = new PdfTextWriter(doc, 'ltr');
  const left = 48;
  const width = 499;
  const bottom = 842 - 56;
  const guestCount = input.rooms.reduce((n, r) => n + r.guests.length, 0);

  let y = writer.paragraph(OPERATOR_NAME, left, 48, width, { size: 18, color: GREEN, weight: 'bold' });
  y = writer.paragraph(title, left, y + 2, width, { size: 13, color: GOLD, weight: 'bold' });
  y += 8;
  const facts: [string, string][] = [
    ['Hotel', `${input.hotelName}, ${input.city}`],
    ['Check-in', day(input.checkIn)],
    ['Check-out', `${day(input.checkOut)} (${input.nights} nights)`],
    ['Group', input.packageName],
    ['Departure', `${day(input.departDate)} to ${day(input.returnDate)}`],
    ['Rooms', `${input.rooms.length} rooms, ${guestCount} guests`],
  ];
  for (const [label, value] of facts) {
    writer.paragraph(label, left, y, 90, { size: 9, color: MUTED });
    y = writer.paragraph(value, left + 90, y, width - 90, { size: 10, color: INK }, 'auto') + 3;
  }
  y += 12;

  // Room | Type | Guests (one line each, with M/F), a rule under each row.
  const columns = { room: left, type: left + 80, guests: left + 160 };
  const header = () => {
    const style = { size: 9, color: GREEN, weight: 'bold' as const };
    writer.paragraph('Room', columns.room, y, 76, style);
    writer.paragraph('Type', columns.type, y, 76, style);
    y = writer.paragraph('Guests', columns.guests, y, width - 160, style) + 4;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.8)
      .strokeColor(GREEN)
      .stroke();
    y += 5;
  };
  header();
  for (const room of input.rooms) {
    const lines = room.guests.length ? room.guests.map((g) => `${g.fullName} (${genderMark(g.gender)})`) : ['(empty)'];
    if (y + lines.length * 14 + 8 > bottom) {
      doc.addPage();
      y = 48;
      header();
    }
    const style = { size: 10, color: INK };
    writer.paragraph(room.name, columns.room, y, 76, { ...style, weight: 'bold' }, 'auto');
    writer.paragraph(room.type, columns.type, y, 76, style);
    let end = y;
    for (const line of lines) end = writer.paragraph(line, columns.guests, end, width - 160, style, 'auto') + 1;
    y = end + 4;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.3)
      .strokeColor('#d9d2c3')
      .stroke();
    y += 5;
  }
  writer.paragraph('M: male, F: female, -: not given.', left, Math.min(y + 10, bottom), width, {
    size: 8,
    color: MUTED,
  });
  doc.end();
  return done;
}
