import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { resetDatabase } from '../../test/db.ts';
import { createPrismaClient } from '../index.ts';
import { seedIfEmpty } from '../seed/catalogue.ts';

const webPublic = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/public');
const db = createPrismaClient();

async function rowCounts() {
  return {
    packages: await db.package.count(),
    locations: await db.location.count(),
    modes: await db.transportMode.count(),
    classes: await db.serviceClass.count(),
    modules: await db.trainingModule.count(),
    lessons: await db.lesson.count(),
    users: await db.user.count(),
    reviews: await db.review.count(),
    bookings: await db.booking.count(),
    transitions: await db.bookingStatusChange.count(),
    consultations: await db.consultation.count(),
  };
}

afterAll(() => db.$disconnect());

describe('seedIfEmpty', () => {
  it('leaves a database that already has locations untouched', async () => {
    await resetDatabase(db);
    await db.location.create({ data: { type: 'CITY', name: 'Makkah', country: 'Saudi Arabia' } });

    expect(await seedIfEmpty(db)).toBe(false);
    expect(await rowCounts()).toMatchObject({ packages: 0, locations: 1, users: 0, bookings: 0 });
  });

  describe('on an empty database', () => {
    let seeded: boolean;
    beforeAll(async () => {
      await resetDatabase(db);
      seeded = await seedIfEmpty(db);
    });

    it('reports that it seeded', () => {
      expect(seeded).toBe(true);
    });

    it('creates varied packages, one of them price-on-request, each with an illustration on disk', async () => {
      const pkgs = await db.package.findMany();
      expect(pkgs.length).toBeGreaterThanOrEqual(9);
      expect(pkgs.filter((p) => p.price === null)).toHaveLength(1);
      expect(new Set(pkgs.map((p) => p.currency)).size).toBeGreaterThanOrEqual(3);
      for (const p of pkgs) {
        expect(p.image).toBe(`/images/packages/${p.code.toLowerCase()}.svg`);
        expect(existsSync(path.join(webPublic, p.image!)), p.image!).toBe(true);
        expect(p.description.length).toBeGreaterThan(80);
      }
      expect(existsSync(path.join(webPublic, 'images/packages/default.svg'))).toBe(true);
    });

    it('creates the four transport modes and three service classes', async () => {
      const modes = await db.transportMode.findMany({ orderBy: { code: 'asc' } });
      expect(modes.map((m) => [m.code, m.name, m.enabled])).toEqual([
        ['BUS', 'Bus', true],
        ['FERRY', 'Ferry', true],
        ['FLIGHT', 'Flights', true],
        ['TRAIN', 'Train', true],
      ]);
      const classes = await db.serviceClass.findMany({ orderBy: { multiplier: 'asc' } });
      expect(classes.map((c) => [c.code, c.name, Number(c.multiplier)])).toEqual([
        ['COMMONER', 'Economy', 1],
        ['BUSINESS', 'Business', 1.6],
        ['ROYAL', 'Royal', 2.5],
      ]);
      // Travellers read the classes' names in their language; the codes stay codes.
      expect(classes[0].translations).toEqual({ ar: { name: 'الدرجة الاقتصادية' }, id: { name: 'Ekonomi' } });
    });

    it('names the places pilgrims search in Arabic and Indonesian: every entry of place-names.json is a seeded place', async () => {
      const station = await db.location.findFirstOrThrow({ where: { name: 'Jeddah Central Bus Station' } });
      expect(station.translations).toEqual({
        ar: { name: 'محطة الحافلات المركزية في جدة', city: 'جدة' },
        id: { name: 'Terminal Bus Pusat Jeddah', city: 'Jeddah' },
      });
      const jeddah = await db.location.findUniqueOrThrow({ where: { iata: 'JED' } });
      expect(jeddah.translations).toMatchObject({ ar: { city: 'جدة' } });
      // 13 airports and 19 ground places: a name in the data file that matches no place would be one short.
      expect(await db.location.count({ where: { NOT: { translations: { equals: {} } } } })).toBe(32);
    });

    it('writes version 1 of the privacy policy and the terms in each language', async () => {
      const texts = await db.legalDocument.findMany({ orderBy: [{ kind: 'asc' }, { locale: 'asc' }] });
      expect(texts.map((t) => [t.kind, t.locale, t.version])).toEqual([
        ['PRIVACY', 'ar', 1],
        ['PRIVACY', 'en', 1],
        ['PRIVACY', 'id', 1],
        ['TERMS', 'ar', 1],
        ['TERMS', 'en', 1],
        ['TERMS', 'id', 1],
      ]);
    });

    it('creates training modules whose lessons are numbered 1..n with offline content', async () => {
      const modules = await db.trainingModule.findMany({ include: { lessons: { orderBy: { order: 'asc' } } } });
      expect(modules.length).toBeGreaterThanOrEqual(3);
      expect(modules.map((m) => m.slug)).toEqual(
        expect.arrayContaining(['umrah-essentials', 'ihram-and-miqat', 'madinah-visit']),
      );
      for (const m of modules) {
        expect(m.lessons.length).toBeGreaterThanOrEqual(3);
        expect(m.lessons.map((l) => l.order)).toEqual(m.lessons.map((_, i) => i + 1));
        for (const l of m.lessons) {
          expect(l.videoUrl).toBeNull();
          expect(l.content.split('\n\n').length).toBeGreaterThanOrEqual(2);
        }
      }
    });

    it('gives every package, module and lesson its Arabic and Indonesian texts, as complete as the English', async () => {
      const missing = (row: { translations: unknown }, fields: string[]) =>
        ['ar', 'id'].flatMap((language) => {
          const given = (row.translations as Record<string, Record<string, unknown> | undefined>)[language] ?? {};
          return fields.filter((field) => !given[field]).map((field) => `${language}.${field}`);
        });
      for (const p of await db.package.findMany()) {
        expect(missing(p, ['name', 'description', 'inclusions']), p.code).toEqual([]);
        const ar = (p.translations as { ar: { inclusions: string[]; name: string } }).ar;
        expect(ar.inclusions).toHaveLength(p.inclusions.length);
        expect(ar.name).toMatch(/[\u0600-\u06FF]/);
      }
      const modules = await db.trainingModule.findMany({ include: { lessons: true } });
      for (const m of modules) {
        expect(missing(m, ['title', 'description']), m.slug).toEqual([]);
        for (const l of m.lessons) {
          expect(missing(l, ['title', 'content']), l.title).toEqual([]);
          const paragraphs = (l.translations as { id: { content: string } }).id.content.split('\n\n');
          expect(paragraphs).toHaveLength(l.content.split('\n\n').length);
        }
      }
    });

    it('loads the airports and the Haramain rail, bus and port locations', async () => {
      expect(await db.location.count({ where: { type: 'AIRPORT' } })).toBeGreaterThan(5000);
      const jed = await db.location.findUnique({ where: { iata: 'JED' } });
      expect(jed).toMatchObject({ type: 'AIRPORT', city: 'Jeddah', country: 'Saudi Arabia', timezone: 'Asia/Riyadh' });
      expect(await db.location.findUnique({ where: { iata: 'MED' } })).toMatchObject({
        type: 'AIRPORT',
        city: 'Madinah',
      });

      const stations = await db.location.findMany({ where: { type: 'STATION' } });
      for (const city of ['Makkah', 'Jeddah', 'Madinah', 'King Abdullah Economic City']) {
        expect(
          stations.some((s) => s.city === city && s.name.startsWith('Haramain')),
          city,
        ).toBe(true);
      }
      expect(stations.filter((s) => s.name.includes('Bus Station'))).toHaveLength(3);
      expect(stations.every((s) => s.iata === null)).toBe(true);
      expect(await db.location.findFirst({ where: { type: 'PORT', name: 'Jeddah Islamic Port' } })).toMatchObject({
        city: 'Jeddah',
      });
    });

    it('creates customers and reviews but never an admin or staff (only the two group leaders of the story)', async () => {
      expect(await db.user.count({ where: { role: { in: ['ADMIN', 'STAFF'] } } })).toBe(0);
      expect(await db.user.count({ where: { role: 'GROUP_LEADER' } })).toBe(2);
      const users = await db.user.findMany({ select: { passwordHash: true } });
      expect(users.every((u) => u.passwordHash.startsWith('$argon2id$'))).toBe(true);
      const reviews = await db.review.findMany();
      expect(reviews.length).toBeGreaterThanOrEqual(5);
      expect(reviews.every((r) => r.rating >= 1 && r.rating <= 5 && r.comment.length > 0)).toBe(true);
    });

    it('spreads past bookings over at least three months, priced from their package', async () => {
      const now = Date.now();
      const bookings = await db.booking.findMany({ include: { package: true, transitions: true } });
      const months = new Set(bookings.map((b) => b.createdAt.toISOString().slice(0, 7)));
      expect(months.size).toBeGreaterThanOrEqual(3);
      expect(bookings.some((b) => b.status === 'PAID')).toBe(true);
      expect(bookings.some((b) => b.status === 'PENDING')).toBe(true);
      // The cancellation stories (prisma/seed/cancellations.ts) are priced by room and checked below.
      // So are the deposit stories (prisma/seed/deposits.ts), and the agencies' (prisma/seed/agencies.ts), below too.
      const direct = bookings.filter(
        (one) => !one.cancellationRequestedAt && !one.cancelledAt && !one.depositDue && !one.agencyId,
      );
      for (const b of direct) {
        expect(b.source).toBe('WEB');
        expect(b.createdAt.getTime()).toBeLessThanOrEqual(now);
        expect(b.amount).toBe(b.package!.price);
        if (b.status === 'PAID') {
          expect(b.paidAt!.getTime()).toBeLessThanOrEqual(now);
          expect(b.currency).toBe(b.package!.currency);
          expect(b.transitions.map((t) => [t.from, t.to])).toEqual([['PENDING', 'PAID']]);
        } else {
          expect(b.paidAt).toBeNull();
        }
      }
      expect(await db.consultation.count({ where: { createdAt: { lte: new Date(now) } } })).toBeGreaterThanOrEqual(3);
    });

    it('tells the deposit story: deposits asked, a balance ahead, one overdue, paid by deposit and balance', async () => {
      expect(await db.package.count({ where: { depositPercent: 20 } })).toBe(1);
      expect(await db.package.count({ where: { depositAmount: 30_000 } })).toBe(1);
      const stories = await db.booking.findMany({
        where: { depositDue: { not: null } },
        include: { payments: { orderBy: { receivedAt: 'asc' } } },
      });
      const today = new Date().toISOString().slice(0, 10);
      const day = (d: Date | null) => d!.toISOString().slice(0, 10);
      const deposits = stories.filter((b) => b.status === 'DEPOSIT_PAID');
      expect(deposits.map((b) => day(b.balanceDueAt) < today).sort()).toEqual([false, true]);
      for (const b of deposits)
        expect(b.payments.map((p) => [p.purpose, p.amount])).toEqual([['DEPOSIT', b.depositDue]]);
      for (const b of stories.filter((one) => one.status === 'PAID')) {
        expect(b.payments.reduce((sum, p) => sum + p.amount, 0)).toBe(b.amount);
        expect(b.paymentIntentId).toBe(b.payments.at(-1)!.intentId);
      }
      expect(
        stories
          .filter((b) => b.status === 'PAID')
          .map((b) => b.payments.length)
          .sort(),
      ).toEqual([1, 2]);
    });

    it('tells the cancellation story: policies, a request waiting, a refunded and a partly refunded booking', async () => {
      expect(await db.cancellationRule.count()).toBeGreaterThanOrEqual(3);
      const stories = await db.booking.findMany({
        where: { OR: [{ cancellationRequestedAt: { not: null } }, { cancelledAt: { not: null } }] },
        include: { payments: true, refunds: true },
        orderBy: { id: 'asc' },
      });
      expect(stories.map((b) => b.status)).toEqual(['PAID', 'REFUNDED', 'PARTIALLY_REFUNDED']);
      for (const b of stories) {
        const [payment] = b.payments;
        expect(payment.amount).toBe(b.amount);
        const refunded = b.refunds.filter((r) => r.status === 'SUCCEEDED').reduce((sum, r) => sum + r.amount, 0);
        expect(payment.refundedAmount).toBe(refunded);
        expect(b.seatsHeld).toBe(b.cancelledAt === null);
      }
      expect(stories[1].payments[0].refundedAmount).toBe(stories[1].amount);
    });

    it('tells the visa story on the story departure: issued with its number, refused with its reason, submitted', async () => {
      const visas = await db.travellerVisa.findMany({
        include: { changes: { orderBy: { id: 'asc' } }, traveller: { select: { booking: true } } },
        orderBy: { travellerId: 'asc' },
      });
      expect(visas.map((v) => v.status)).toEqual(['ISSUED', 'REFUSED', 'SUBMITTED']);
      expect(new Set(visas.map((v) => v.traveller.booking.departureId)).size).toBe(1);
      expect(visas[0].visaNumber).toMatch(/^EV\d+$/);
      expect(visas[0].changes.map((c) => [c.from, c.to])).toEqual([
        ['NOT_STARTED', 'SUBMITTED'],
        ['SUBMITTED', 'ISSUED'],
      ]);
      expect(visas[1].refusalReason).toBeTruthy();
      expect(visas.every((v) => v.changes.every((c) => c.createdAt.getTime() <= Date.now()))).toBe(true);
    });

    it('tells the groups story: the story departure has two groups with their leaders, bookings in them, flights', async () => {
      const groups = await db.departureGroup.findMany({
        include: { leader: true, bookings: { include: { booking: true } } },
        orderBy: { name: 'asc' },
      });
      expect(groups.map((group) => group.name)).toEqual(['Group A (Yusuf)', 'Group B (Khadija)']);
      expect(groups.every((group) => group.leader.role === 'GROUP_LEADER')).toBe(true);
      expect(new Set(groups.map((group) => group.departureId)).size).toBe(1);
      for (const group of groups) {
        expect(group.bookings.length).toBeGreaterThan(0);
        expect(group.bookings.every(({ booking }) => booking.departureId === group.departureId)).toBe(true);
      }
      const flights = await db.departureFlight.findMany({ where: { departureId: groups[0].departureId } });
      expect(flights.map((flight) => flight.direction).sort()).toEqual(['OUTBOUND', 'RETURN']);
    });

    it('gives every package its hotel stays and the story departure a partly built rooming list', async () => {
      const packages = await db.package.findMany({ include: { hotelStays: { orderBy: { position: 'asc' } } } });
      for (const pkg of packages) {
        expect(pkg.hotelStays.length).toBeGreaterThanOrEqual(1);
        if (pkg.nights) expect(pkg.hotelStays.reduce((n, s) => n + s.nights, 0)).toBe(pkg.nights);
      }
      const departureId = (await db.room.findFirstOrThrow()).departureId;
      const [done, half] = (
        await db.departure.findUniqueOrThrow({
          where: { id: departureId },
          include: { package: { include: { hotelStays: { orderBy: { position: 'asc' } } } } },
        })
      ).package.hotelStays;
      const sold = await db.traveller.count({
        where: { booking: { departureId, status: { in: ['PAID', 'DEPOSIT_PAID'] } } },
      });
      expect(sold).toBeGreaterThan(2);
      expect(await db.roomAssignment.count({ where: { stayId: done.id } })).toBe(sold);
      const halfRoomed = await db.roomAssignment.count({ where: { stayId: half.id } });
      expect(halfRoomed).toBeGreaterThan(0);
      expect(halfRoomed).toBeLessThan(sold);
    });

    it('tells a story that has already happened: no audit entry, status change, payment or refund in the future', async () => {
      const later = { gt: new Date() };
      expect(await db.auditEntry.count({ where: { createdAt: later } })).toBe(0);
      expect(await db.bookingStatusChange.count({ where: { createdAt: later } })).toBe(0);
      expect(await db.payment.count({ where: { receivedAt: later } })).toBe(0);
      expect(await db.refund.count({ where: { OR: [{ createdAt: later }, { settledAt: later }] } })).toBe(0);
      expect(
        await db.booking.count({ where: { OR: [{ cancelledAt: later }, { cancellationRequestedAt: later }] } }),
      ).toBe(0);
    });

    it('tells the documents story: every package asks for them, the story departure has each stage, files sealed', async () => {
      const { storyDeparture } = await import('../seed/story-departure.ts');
      const { openFile, parseKeyRing, resolveTravellerKeys } = await import('../traveller-crypto.ts');
      expect(await db.documentType.count()).toBe(5);
      const pkgs = await db.package.findMany({ select: { _count: { select: { documentRequirements: true } } } });
      expect(pkgs.every((p) => p._count.documentRequirements >= 3)).toBe(true);
      const departureId = (await db.$transaction((tx) => storyDeparture(tx, new Date())))!;
      const docs = await db.travellerDocument.findMany({ where: { traveller: { booking: { departureId } } } });
      expect(new Set(docs.map((d) => d.status))).toEqual(new Set(['UPLOADED', 'APPROVED', 'REJECTED']));
      expect(docs.find((d) => d.status === 'REJECTED')?.rejectionReason).toMatch(/blurred/);
      const { readFile } = await import('node:fs/promises');
      const ring = parseKeyRing(resolveTravellerKeys().spec);
      const pdf = docs.find((d) => d.contentType === 'application/pdf')!;
      const sealed = await readFile(path.join(process.env.UPLOAD_DIR!, pdf.storageKey!));
      expect(sealed.includes(Buffer.from('%PDF'))).toBe(false);
      expect(openFile(ring, pdf.storageKey!, sealed, pdf.sealedDataKey!).subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('tells the agencies story: net prices, blocks of seats, invoices numbered without gaps, one paid, one overdue', async () => {
      const { agencyExposure } = await import('../agency-money.ts');
      const agencies = await db.agency.findMany({
        include: {
          users: true,
          packageTerms: { include: { netPrices: true } },
          allocations: { include: { departure: true, bookings: true } },
          invoices: { include: { lines: { include: { booking: true } }, transfers: true }, orderBy: { number: 'asc' } },
        },
        orderBy: { name: 'asc' },
      });
      expect(agencies.map((a) => [a.name, a.country, a.paymentTermsDays])).toEqual([
        ['Al-Falah Travel Desk', 'GB', 14],
        ['Barokah Tour & Travel', 'ID', 30],
      ]);
      const [falah, barokah] = agencies;
      for (const agency of agencies) {
        expect(agency.users.map((u) => u.role)).toEqual(['AGENT']);
        const [block] = agency.allocations;
        expect(block.departure.departDate.getTime()).toBeGreaterThan(Date.now());
        expect(block.releaseOn.getTime()).toBeGreaterThan(Date.now());
        // Every booking of the agency came from its block, which counts what they took.
        const bookings = agency.invoices.flatMap((i) => i.lines.map((l) => l.booking));
        expect(bookings.every((b) => b.allocationId === block.id && b.source === 'AGENT')).toBe(true);
        expect(block.seatsUsed).toBe(bookings.reduce((n, b) => n + b.travellerCount, 0));
        for (const invoice of agency.invoices) {
          expect(invoice.currency).toBe(agency.currency);
          expect(invoice.total).toBe(invoice.lines.reduce((sum, l) => sum + l.amount, 0));
          expect((invoice.dueOn.getTime() - invoice.issuedOn.getTime()) / 86_400_000).toBe(agency.paymentTermsDays);
          for (const line of invoice.lines) {
            expect([line.booking.amount, line.booking.publicAmount]).toEqual([line.amount, line.publicAmount]);
            expect(line.booking.publicAmount!).toBeGreaterThan(line.booking.amount!);
          }
        }
      }
      // Al-Falah sells one package at a net price per room type; Barokah at its default commission.
      expect(falah.packageTerms.map((t) => [t.kind, t.netPrices.length])).toEqual([['NET_PRICE', 4]]);
      expect(barokah.packageTerms).toEqual([]);
      expect(falah.defaultCommissionBasisPoints).toBeGreaterThan(0);

      const numbers = agencies.flatMap((a) => a.invoices).sort((a, b) => a.issuedOn.getTime() - b.issuedOn.getTime());
      const sequences = await db.invoiceSequence.findMany();
      for (const { year, last } of sequences) {
        const ofYear = numbers.filter((i) => i.issuedOn.getUTCFullYear() === year).map((i) => i.number);
        expect(ofYear).toEqual(Array.from({ length: last }, (_, n) => `RIH-${year}-${String(n + 1).padStart(4, '0')}`));
      }
      expect(sequences.reduce((n, s) => n + s.last, 0)).toBe(numbers.length);

      // The first invoice paid by one transfer, the second part paid and overdue, taking Al-Falah near its limit.
      const [paid, overdue] = falah.invoices;
      expect(paid.transfers.map((t) => [t.amount, t.excessAmount])).toEqual([[paid.total, 0]]);
      expect(paid.lines.map((l) => l.booking.status)).toEqual(['PAID']);
      expect(overdue.lines.map((l) => l.booking.status)).toEqual(['DEPOSIT_PAID', 'PENDING']);
      const bankPayments = await db.payment.findMany({ where: { provider: 'bank' } });
      expect(bankPayments.every((p) => p.intentId === `bank-${p.bankTransferId}-${p.bookingId}`)).toBe(true);
      expect(bankPayments.reduce((sum, p) => sum + p.amount, 0)).toBe(
        falah.invoices.flatMap((i) => i.transfers).reduce((sum, t) => sum + t.amount, 0),
      );
      const exposure = await agencyExposure(db, falah.id);
      expect(exposure.overdueInvoiceIds).toEqual([overdue.id]);
      expect(exposure.outstanding).toBe(overdue.total - overdue.transfers[0].amount);
      const doubleRoom = falah.packageTerms[0].netPrices.find((p) => p.roomType === 'DOUBLE')!.amount * 2;
      expect(exposure.outstanding).toBeLessThan(falah.creditLimit);
      expect(exposure.outstanding + doubleRoom).toBeGreaterThan(falah.creditLimit);
      expect(await agencyExposure(db, barokah.id)).toMatchObject({ overdue: 0, overdueInvoiceIds: [] });
    });

    it('does nothing when run again', async () => {
      const before = await rowCounts();
      expect(await seedIfEmpty(db)).toBe(false);
      expect(await rowCounts()).toEqual(before);
    });
  });
});
