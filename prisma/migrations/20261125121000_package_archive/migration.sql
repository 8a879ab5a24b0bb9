-- Per-package inclusions and archiving (a package with bookings or reviews is archived, never deleted).
ALTER TABLE "Package" ADD COLUMN "inclusions" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN "archivedAt" TIMESTAMP(3);

-- Existing packages keep showing what the package page listed for every package until now, worded for their kind:
-- a Hajj package no longer claims Umrah visa processing. Staff edit each list in the back-office.
UPDATE "Package" SET "inclusions" = ARRAY[
  'Hajj permit and visa processing, with travel insurance',
  'Hotel stays in Makkah and Madinah',
  'Tents in Mina and Arafat, and transport between the holy sites',
  'Airport and intercity transfers',
  'Guided Hajj rites with a scholar',
  'A Rihla coordinator on call, day and night'
] WHERE "code" ILIKE 'HAJ%' OR "name" ILIKE '%hajj%';

UPDATE "Package" SET "inclusions" = ARRAY[
  'Umrah visa processing and travel insurance',
  'Hotel stays in Makkah and Madinah',
  'Airport and intercity transfers',
  'Guided Umrah rites and ziyarah tours',
  'A Rihla coordinator on call, day and night'
] WHERE cardinality("inclusions") = 0;
