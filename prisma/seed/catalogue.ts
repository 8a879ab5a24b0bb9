import type { LegalDocumentKind } from '../generated/client/client.ts';
import type { PrismaClient } from '../index.ts';
import { DEFAULT_LEGAL_TEXTS } from '../legal-texts.ts';
import { seedBookings, seedConsultations, seedCustomers, seedReviews } from './activity.ts';
import { seedAgencies } from './agencies.ts';
import { seedAuditTrail } from './audit-trail.ts';
import { seedCancellations } from './cancellations.ts';
import { seedDepartures } from './departures.ts';
import { seedDeposits } from './deposits.ts';
import { seedDocuments } from './documents.ts';
import { seedGroups } from './groups.ts';
import { airportLocations, groundLocations } from './locations.ts';
import { seedNetwork } from './network.ts';
import { packageImage, packages } from './packages.ts';
import { seedPastTrips } from './past-trips.ts';
import { seedRooming } from './rooming.ts';
import { trainingModules } from './training.ts';
import { lessonTranslations, moduleTranslations, packageTranslations } from './translations.ts';
import { serviceClasses, transportModes } from './transport.ts';
import { seedTravellers } from './travellers.ts';
import { seedVisas } from './visas.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
// Arbitrary key for a transaction-scoped advisory lock, so two processes starting at once seed only once.
const SEED_LOCK_KEY = 7_413_201;

/**
 * Fills an empty database with the demo catalogue and six months of activity. A database that already has packages
 * or locations is someone's real data, so it is left untouched (returns false). Everything is written in one
 * transaction (a failed seed leaves nothing half-done), and concurrent callers wait for each other.
 */
export async function seedIfEmpty(db: PrismaClient): Promise<boolean> {
  return db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`;
      const [packageCount, locationCount] = await Promise.all([tx.package.count(), tx.location.count()]);
      if (packageCount > 0 || locationCount > 0) return false;
      const now = new Date();

      // Packages predate all the activity below; ids follow the list order.
      const pkgs = await tx.package.createManyAndReturn({
        data: packages.map((p, i) => ({
          ...p,
          image: packageImage(p.code),
          translations: packageTranslations(p.code),
          createdAt: new Date(now.getTime() - (240 - i) * DAY_MS),
        })),
      });
      pkgs.sort((a, b) => a.id - b.id);
      await tx.transportMode.createMany({ data: transportModes });
      await tx.serviceClass.createMany({ data: serviceClasses });
      // Version 1 of the privacy policy and the terms in each language: the texts the site shows until an admin
      // saves new ones (the API writes the same rows on first use where the seed never ran).
      await tx.legalDocument.createMany({
        data: Object.entries(DEFAULT_LEGAL_TEXTS).flatMap(([kind, byLocale]) =>
          Object.entries(byLocale).map(([locale, text]) => ({
            kind: kind as LegalDocumentKind,
            locale,
            version: 1,
            ...text,
          })),
        ),
      });

      for (const { lessons: moduleLessons, ...module } of trainingModules) {
        await tx.trainingModule.create({
          data: {
            ...module,
            translations: moduleTranslations(module.slug),
            lessons: {
              create: moduleLessons.map((l, i) => ({
                order: i + 1,
                title: l.title,
                content: l.paragraphs.join('\n\n'),
                videoUrl: null,
                translations: lessonTranslations(module.slug, i),
              })),
            },
          },
        });
      }

      await tx.location.createMany({ data: [...airportLocations(), ...groundLocations] });
      await seedNetwork(tx);

      const users = await seedCustomers(tx, now);
      await seedReviews(tx, now, users, pkgs);
      await seedBookings(tx, now, pkgs);
      await seedDepartures(tx, now, pkgs);
      await seedDeposits(tx, now, pkgs, users);
      await seedPastTrips(tx, now, users, pkgs);
      await seedConsultations(tx, now);
      await seedAuditTrail(tx, now, pkgs, users);
      // Last: it gives travellers to the bookings of a departure seeded above.
      await seedTravellers(tx, now);
      await seedCancellations(tx, now, pkgs, users);
      // After the travellers: visas at every status on the story departure.
      await seedVisas(tx, now);
      // After the travellers: the story departure's groups, leaders and flights (issue #33).
      await seedGroups(tx, now);
      // After the travellers: the story departure's rooms hold real travellers.
      await seedRooming(tx, now);
      // Documents at every stage on the story departure, whose travellers exist by now (issue #33).
      await seedDocuments(tx, now);
      // Last: the agencies' bookings, invoices and transfers (issue #34) on departures other than the story one.
      await seedAgencies(tx, now);

      return true;
    },
    { timeout: 60_000 },
  );
}
