-- Travellers' gender and passport issuing country (issue #33): asked by the travellers form from now on; rows saved
-- before stay NULL until their owner or staff complete them (the manifest check lists them).
CREATE TYPE "Gender" AS ENUM ('FEMALE', 'MALE');

ALTER TABLE "Traveller" ADD COLUMN "gender" "Gender",
ADD COLUMN "passportIssuingCountry" VARCHAR(2);
