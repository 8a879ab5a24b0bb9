import { randomBytes } from 'node:crypto';

import { hash } from '@node-rs/argon2';

import { formatMoney } from '../currencies.ts';
import type { BookingStatus, Gender, Prisma, RoomType, TravellerRelation } from '../generated/client/client.ts';
import type { TransactionClient } from '../index.ts';
import { parseKeyRing, resolveTravellerKeys, sealField, travellerBinding } from '../traveller-crypto.ts';
import { BOOKINGS_DESK, OPERATIONS_ADMIN } from './audit-trail.ts';
import { DAY_MS, openDepartures } from './seeded-bookings.ts';

type Tx = TransactionClient;
/** A pilgrim and how they are related to the room's lead (the first). */
type Pilgrim = { name: string; gender: Gender; age: number; relation?: TravellerRelation };
/** One room of an agency's booking: its pilgrims' names as far as the agency has entered them. */
type Room = { roomType: RoomType; travellers: number; named: Pilgrim[] };
/** Bank transfers are a share of the invoice's total, so the story holds whatever the packages cost. */
type Transfer = { share: number; daysAgo: number; reference: string };
type InvoiceStory = { issuedDaysAgo: number; rooms: Room[]; transfer?: Transfer };
type AgencyStory = {
  agency: Omit<Prisma.AgencyCreateManyInput, 'createdAt'>;
  agent: { name: string; email: string; locale: string };
  /** The package it sells, in its currency; a NET_PRICE rule there when netPrices is given (else its default). */
  packageCode: string;
  netPrices?: Record<RoomType, number>;
  /** A block on the package's soonest open departure with room for it, released this many days before it leaves. */
  block: { seats: number; releaseDaysBefore: number; madeDaysAgo: number };
  invoices: InvoiceStory[];
};

/**
 * Issue #34 (decision 0065): two agencies that sell the operator's departures to their own pilgrims. Al-Falah, a
 * mosque's travel desk in Birmingham, books the Classic Umrah at net prices per room type from a block of seats; it
 * paid its first invoice by bank transfer, part paid the second, which is now overdue, and stands close to its credit
 * limit: on a fresh install one more room of two is refused, naming that invoice. Barokah, a Jakarta office, books
 * the Ramadan Umrah at its default commission, its invoice not yet due.
 */
// Listed in the order their invoices were issued, so the numbers follow the days of issue.
const STORIES: AgencyStory[] = [
  {
    agency: {
      name: 'Al-Falah Travel Desk',
      country: 'GB',
      currency: 'GBP',
      contactName: 'Imran Hussain',
      contactEmail: 'alfalah.desk@example.org',
      contactPhone: '+44 121 496 0731',
      creditLimit: 750_000,
      paymentTermsDays: 14,
      defaultCommissionBasisPoints: 700,
      language: 'en',
    },
    agent: { name: 'Imran Hussain', email: 'imran.alfalah@example.org', locale: 'en' },
    packageCode: 'UMR-STD-14',
    netPrices: { QUAD: 140_000, TRIPLE: 151_500, DOUBLE: 165_000, SINGLE: 231_500 },
    block: { seats: 12, releaseDaysBefore: 30, madeDaysAgo: 50 },
    invoices: [
      {
        issuedDaysAgo: 45,
        rooms: [
          {
            roomType: 'DOUBLE',
            travellers: 2,
            named: [
              { name: 'Abdul Karim Patel', gender: 'MALE', age: 63 },
              { name: 'Rukhsana Patel', gender: 'FEMALE', age: 59, relation: 'SPOUSE' },
            ],
          },
        ],
        transfer: { share: 1, daysAgo: 33, reference: 'BACS ALFALAH 0418' },
      },
      {
        issuedDaysAgo: 24,
        rooms: [
          {
            roomType: 'QUAD',
            travellers: 4,
            named: [
              { name: 'Tariq Mahmood', gender: 'MALE', age: 48 },
              { name: 'Shazia Mahmood', gender: 'FEMALE', age: 45, relation: 'SPOUSE' },
              { name: 'Hamza Mahmood', gender: 'MALE', age: 19, relation: 'CHILD' },
              { name: 'Noor Mahmood', gender: 'FEMALE', age: 17, relation: 'CHILD' },
            ],
          },
          { roomType: 'DOUBLE', travellers: 2, named: [{ name: 'Bashir Ahmed', gender: 'MALE', age: 71 }] },
        ],
        transfer: { share: 0.35, daysAgo: 15, reference: 'BACS ALFALAH 0502' },
      },
    ],
  },
  {
    agency: {
      name: 'Barokah Tour & Travel',
      country: 'ID',
      currency: 'USD',
      contactName: 'Siti Rahmawati',
      contactEmail: 'barokah.tour@example.org',
      contactPhone: '+62 21 5089 2214',
      creditLimit: 5_000_000,
      paymentTermsDays: 30,
      defaultCommissionBasisPoints: 1000,
      emailPilgrims: true,
      language: 'id',
    },
    agent: { name: 'Siti Rahmawati', email: 'siti.barokah@example.org', locale: 'id' },
    packageCode: 'UMR-RAM-15',
    block: { seats: 6, releaseDaysBefore: 21, madeDaysAgo: 12 },
    invoices: [
      {
        issuedDaysAgo: 5,
        rooms: [
          {
            roomType: 'TRIPLE',
            travellers: 3,
            named: [{ name: 'Ahmad Fauzi', gender: 'MALE', age: 52 }],
          },
        ],
      },
    ],
  },
];

const dateOnly = (d: Date) => new Date(d.toISOString().slice(0, 10));
const invoiceNumber = (year: number, n: number) => `RIH-${year}-${String(n).padStart(4, '0')}`;

/**
 * Runs last: after the travellers, groups, rooms and documents of the story departure, which are the direct
 * customers' (story-departure.ts leaves agency bookings out). Agents get a random, discarded password like every
 * seeded account (a well-known one would open their pilgrims' passports): they set one with "Forgot password". Every
 * address is in example.org: the seeded outbox mails receipts to the agents (scripts/seed-outbox.ts).
 */
export async function seedAgencies(tx: Tx, now: Date): Promise<void> {
  const ring = parseKeyRing(resolveTravellerKeys().spec);
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  // The last number drawn in each year, as InvoiceSequence keeps it: numbered as made, never a gap.
  const lastOfYear = new Map<number, number>();
  const audit: Prisma.AuditEntryCreateManyInput[] = [];
  let passport = 0;

  for (const story of STORIES) {
    const pkg = await tx.package.findUnique({ where: { code: story.packageCode } });
    if (!pkg || pkg.currency !== story.agency.currency) continue;
    const madeAt = ago(story.block.madeDaysAgo + 7);
    const agency = await tx.agency.create({ data: { ...story.agency, createdAt: madeAt } });
    audit.push({
      ...OPERATIONS_ADMIN,
      action: 'agency.create',
      entityType: 'Agency',
      entityId: String(agency.id),
      summary: `Added the agency ${agency.name} (${agency.country}, ${agency.currency})`,
      after: { creditLimit: agency.creditLimit, paymentTermsDays: agency.paymentTermsDays },
      createdAt: madeAt,
    });
    const agent = await tx.user.create({
      data: {
        ...story.agent,
        role: 'AGENT',
        agencyId: agency.id,
        passwordHash: await hash(randomBytes(24).toString('base64url')),
        createdAt: madeAt,
      },
    });
    if (story.netPrices) {
      await tx.agencyPackageTerms.create({
        data: {
          agencyId: agency.id,
          packageId: pkg.id,
          kind: 'NET_PRICE',
          netPrices: {
            create: Object.entries(story.netPrices).map(([roomType, amount]) => ({
              roomType: roomType as RoomType,
              amount,
            })),
          },
        },
      });
    }

    const rooms = story.invoices.flatMap((invoice) => invoice.rooms);
    const used = rooms.reduce((n, room) => n + room.travellers, 0);
    const releaseOn = (d: { departDate: Date }) =>
      dateOnly(new Date(d.departDate.getTime() - story.block.releaseDaysBefore * DAY_MS));
    // A block still standing on a fresh install: its release day is ahead (the worker releases it on that day).
    const departure = (await openDepartures(tx, pkg.id)).find(
      (d) => releaseOn(d) > now && d.seats - d.seatsTaken >= story.block.seats,
    );
    if (!departure || used > story.block.seats) continue;
    // The block leaves public sale whole; the agency's bookings count in seatsUsed, never again in seatsTaken.
    await tx.departure.update({
      where: { id: departure.id },
      data: { seatsTaken: { increment: story.block.seats } },
    });
    const allocation = await tx.seatAllocation.create({
      data: {
        agencyId: agency.id,
        departureId: departure.id,
        seats: story.block.seats,
        seatsUsed: used,
        releaseOn: releaseOn(departure),
        createdAt: ago(story.block.madeDaysAgo),
      },
    });
    audit.push({
      ...BOOKINGS_DESK,
      action: 'seat-allocation.create',
      entityType: 'SeatAllocation',
      entityId: String(allocation.id),
      summary: `Held ${allocation.seats} seats of the ${pkg.name} departure of ${departure.departDate.toISOString().slice(0, 10)} for ${agency.name}`,
      after: { seats: allocation.seats, releaseOn: allocation.releaseOn.toISOString().slice(0, 10) },
      createdAt: allocation.createdAt,
    });

    const publicPrices = await tx.roomPrice.findMany({
      where: { packageId: pkg.id, OR: [{ departureId: departure.id }, { departureId: null }] },
      orderBy: { departureId: { sort: 'asc', nulls: 'last' } },
    });
    const perPerson = (roomType: RoomType) => {
      const publicPrice = publicPrices.find((p) => p.roomType === roomType)!.amount;
      // Rounded up: the commission is never overstated (the booking API's rule).
      const net =
        story.netPrices?.[roomType] ??
        Math.ceil((publicPrice * (10_000 - agency.defaultCommissionBasisPoints)) / 10_000);
      return { publicPrice, net };
    };

    for (const invoice of story.invoices) {
      const issuedAt = ago(invoice.issuedDaysAgo);
      const year = issuedAt.getUTCFullYear();
      lastOfYear.set(year, (lastOfYear.get(year) ?? 0) + 1);
      const number = invoiceNumber(year, lastOfYear.get(year)!);
      const lines = [];
      for (const room of invoice.rooms) {
        const { publicPrice, net } = perPerson(room.roomType);
        const lead = room.named[0].name;
        const booking = await tx.booking.create({
          data: {
            name: lead,
            email: agent.email,
            userId: agent.id,
            source: 'AGENT',
            agencyId: agency.id,
            allocationId: allocation.id,
            packageId: pkg.id,
            departureId: departure.id,
            roomType: room.roomType,
            travellerCount: room.travellers,
            amount: net * room.travellers,
            publicAmount: publicPrice * room.travellers,
            currency: pkg.currency,
            // A sale on credit: the seats are the agency's until the booking is cancelled, no hold expiry.
            seatsHeld: true,
            locale: story.agent.locale,
            createdAt: issuedAt,
          },
        });
        await tx.traveller.createMany({
          data: room.named.map((pilgrim, i) => ({
            bookingId: booking.id,
            position: i + 1,
            fullName: pilgrim.name,
            gender: pilgrim.gender,
            relation: i === 0 ? ('LEAD' as const) : (pilgrim.relation ?? 'OTHER'),
            dateOfBirth: new Date(Date.UTC(now.getUTCFullYear() - pilgrim.age, (i * 5 + 2) % 12, 3 + i * 6)),
            nationality: agency.country,
            passportIssuingCountry: agency.country,
            // The seed's passport shape (a letter, eight digits: travellers.ts), so the same leak checks cover them.
            passportNumberEnc: sealField(
              ring,
              `${agency.country[0]}${80_000_000 + ++passport * 7919}`,
              travellerBinding({ bookingId: booking.id, position: i + 1 }),
            ),
            passportExpiry: dateOnly(new Date(departure.returnDate.getTime() + (900 + passport * 11) * DAY_MS)),
          })),
        });
        lines.push({
          booking,
          // As the booking API words a line (agency-bookings.service.ts).
          description: `${pkg.name} ${departure.departDate.toISOString().slice(0, 10)} – ${departure.returnDate.toISOString().slice(0, 10)}, ${room.roomType} x${room.travellers}`,
          quantity: room.travellers,
          unitAmount: net,
          amount: net * room.travellers,
          publicAmount: publicPrice * room.travellers,
        });
      }
      const total = lines.reduce((sum, line) => sum + line.amount, 0);
      const row = await tx.invoice.create({
        data: {
          number,
          agencyId: agency.id,
          currency: agency.currency,
          total,
          issuedOn: dateOnly(issuedAt),
          dueOn: dateOnly(new Date(issuedAt.getTime() + agency.paymentTermsDays * DAY_MS)),
          issuedById: agent.id,
          createdAt: issuedAt,
          lines: { create: lines.map(({ booking, ...line }) => ({ ...line, bookingId: booking.id })) },
        },
      });
      audit.push({
        actorId: agent.id,
        actorEmail: agent.email,
        actorRole: 'AGENT',
        action: 'agency-booking.create',
        entityType: 'Invoice',
        entityId: String(row.id),
        summary: `${agency.name} booked ${lines.map((l) => l.booking.reference).join(', ')}: invoice ${number}, ${formatMoney(total, row.currency)}`,
        after: { invoice: number, total, bookings: lines.map((l) => l.booking.reference) },
        createdAt: issuedAt,
      });
      if (invoice.transfer) audit.push(await payByTransfer(tx, now, row, lines, invoice.transfer));
    }
  }

  await tx.invoiceSequence.createMany({ data: [...lastOfYear].map(([year, last]) => ({ year, last })) });
  await tx.auditEntry.createMany({ data: audit });
}

/**
 * What staff record when the agency's transfer arrives: the money goes to the invoice's lines oldest first, a
 * Payment (provider "bank") per booking it reaches, each booking moving PENDING -> DEPOSIT_PAID while part paid, or
 * -> PAID when covered. Returns its audit entry.
 */
async function payByTransfer(
  tx: Tx,
  now: Date,
  invoice: { id: number; agencyId: number; number: string; currency: string; total: number },
  lines: { booking: { id: number }; amount: number }[],
  { share, daysAgo, reference }: Transfer,
): Promise<Prisma.AuditEntryCreateManyInput> {
  // Whole units of the currency, as a bank transfer is sent; a share of 1 pays the invoice exactly.
  const amount = Math.min(invoice.total, Math.ceil((invoice.total * share) / 100) * 100);
  const receivedOn = dateOnly(new Date(now.getTime() - daysAgo * DAY_MS));
  const receivedAt = new Date(receivedOn.getTime() + 10 * 3_600_000);
  const transfer = await tx.bankTransfer.create({
    data: {
      invoiceId: invoice.id,
      agencyId: invoice.agencyId,
      amount,
      currency: invoice.currency,
      reference,
      receivedOn,
      appliedAmount: amount,
      createdAt: receivedAt,
    },
  });
  let left = amount;
  for (const line of lines) {
    if (left === 0) break;
    const paid = Math.min(left, line.amount);
    left -= paid;
    const to: BookingStatus = paid === line.amount ? 'PAID' : 'DEPOSIT_PAID';
    await tx.payment.create({
      data: {
        bookingId: line.booking.id,
        intentId: `bank-${transfer.id}-${line.booking.id}`,
        purpose: to === 'PAID' ? 'FULL' : 'DEPOSIT',
        amount: paid,
        currency: invoice.currency,
        provider: 'bank',
        bankTransferId: transfer.id,
        receivedAt,
      },
    });
    await tx.booking.update({
      where: { id: line.booking.id },
      data: { status: to, paidAt: to === 'PAID' ? receivedAt : null },
    });
    await tx.bookingStatusChange.create({
      data: { bookingId: line.booking.id, from: 'PENDING', to, createdAt: receivedAt },
    });
  }
  return {
    ...BOOKINGS_DESK,
    action: 'invoice.transfer',
    entityType: 'Invoice',
    entityId: String(invoice.id),
    summary: `Recorded a bank transfer of ${formatMoney(amount, invoice.currency)} (${reference}) against ${invoice.number}`,
    after: { amount, reference, receivedOn: receivedOn.toISOString().slice(0, 10), appliedAmount: amount },
    createdAt: receivedAt,
  };
}
