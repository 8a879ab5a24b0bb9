-- Issue #16: the language each customer used (their emails follow it) and staff-entered translations of content.
-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "locale" VARCHAR(8) NOT NULL DEFAULT 'en';

-- AlterTable
ALTER TABLE "Consultation" ADD COLUMN     "locale" VARCHAR(8) NOT NULL DEFAULT 'en';

-- AlterTable
ALTER TABLE "CustomBooking" ADD COLUMN     "locale" VARCHAR(8) NOT NULL DEFAULT 'en';

-- AlterTable
ALTER TABLE "Lesson" ADD COLUMN     "translations" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "NewsletterSubscriber" ADD COLUMN     "locale" VARCHAR(8) NOT NULL DEFAULT 'en';

-- AlterTable
ALTER TABLE "Package" ADD COLUMN     "translations" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "TrainingModule" ADD COLUMN     "translations" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "locale" VARCHAR(8) NOT NULL DEFAULT 'en';


-- A language the site does not speak would silently fall back to English in every email: refuse it instead.
ALTER TABLE "User" ADD CONSTRAINT "User_locale_check" CHECK ("locale" IN ('en', 'ar', 'id'));
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_locale_check" CHECK ("locale" IN ('en', 'ar', 'id'));
ALTER TABLE "CustomBooking" ADD CONSTRAINT "CustomBooking_locale_check" CHECK ("locale" IN ('en', 'ar', 'id'));
ALTER TABLE "Consultation" ADD CONSTRAINT "Consultation_locale_check" CHECK ("locale" IN ('en', 'ar', 'id'));
ALTER TABLE "NewsletterSubscriber" ADD CONSTRAINT "NewsletterSubscriber_locale_check" CHECK ("locale" IN ('en', 'ar', 'id'));

-- Translations are an object keyed by language: {"ar": {"name": "..."}}.
ALTER TABLE "Package" ADD CONSTRAINT "Package_translations_check" CHECK (jsonb_typeof("translations") = 'object');
ALTER TABLE "TrainingModule" ADD CONSTRAINT "TrainingModule_translations_check" CHECK (jsonb_typeof("translations") = 'object');
ALTER TABLE "Lesson" ADD CONSTRAINT "Lesson_translations_check" CHECK (jsonb_typeof("translations") = 'object');
