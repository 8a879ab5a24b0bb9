import { createPrismaClient } from '../index.ts';
import { seedIfEmpty } from './catalogue.ts';

const db = createPrismaClient();
try {
  const started = performance.now();
  if (await seedIfEmpty(db)) {
    const counts = {
      packages: await db.package.count(),
      locations: await db.location.count(),
      transportModes: await db.transportMode.count(),
      serviceClasses: await db.serviceClass.count(),
      trainingModules: await db.trainingModule.count(),
      lessons: await db.lesson.count(),
      users: await db.user.count(),
      reviews: await db.review.count(),
      bookings: await db.booking.count(),
      consultations: await db.consultation.count(),
    };
    const summary = Object.entries(counts)
      .map(([table, n]) => `${n} ${table}`)
      .join(', ');
    console.log(`Seeded ${summary} in ${Math.round(performance.now() - started)} ms.`);
  } else {
    console.log('Database already has packages or locations; seed skipped.');
  }
} catch (error) {
  console.error('Seed failed:', error);
  process.exitCode = 1;
} finally {
  await db.$disconnect();
}
