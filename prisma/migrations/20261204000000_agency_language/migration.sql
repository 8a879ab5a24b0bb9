-- Decision 0065: an agency's own language. The reminders to its contact address and the notices to its
-- pilgrims are written in it, not in whichever language one of its agents happens to use.

-- AlterTable
ALTER TABLE "Agency" ADD COLUMN     "language" VARCHAR(8) NOT NULL DEFAULT 'en';

-- A language the site does not speak would silently fall back to English in every email: refuse it instead.
ALTER TABLE "Agency" ADD CONSTRAINT "Agency_language_check" CHECK ("language" IN ('en', 'ar', 'id'));
