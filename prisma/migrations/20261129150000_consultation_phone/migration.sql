-- A consultation may leave a phone or WhatsApp number (issue #31); optional, so existing rows keep NULL.
ALTER TABLE "Consultation" ADD COLUMN "phone" VARCHAR(40);
