-- One name per concept (issue #30, decision 0037): the table of trip bookings is "TripBooking", and its traveller
-- and amount columns are called as on "Booking" (name, amount). A rename, not a copy: rows, ids, sequences, grants
-- and foreign keys stay; only the names move. Every object whose name or body says CustomBooking moves with it, so
-- `prisma migrate diff` finds nothing to change and no SQL left behind names the old table.

ALTER TABLE "CustomBooking" RENAME TO "TripBooking";
ALTER TABLE "TripBooking" RENAME COLUMN "customer" TO "name";
ALTER TABLE "TripBooking" RENAME COLUMN "price" TO "amount";
ALTER TYPE "CustomBookingStatus" RENAME TO "TripBookingStatus";
ALTER SEQUENCE "CustomBooking_id_seq" RENAME TO "TripBooking_id_seq";
ALTER TABLE "PaymentIntent" RENAME COLUMN "customBookingId" TO "tripBookingId";

-- Constraints and indexes carry the table's name (Prisma's naming); keep them in step with the schema.
ALTER TABLE "TripBooking" RENAME CONSTRAINT "CustomBooking_pkey" TO "TripBooking_pkey";
ALTER TABLE "TripBooking" RENAME CONSTRAINT "CustomBooking_transportId_fkey" TO "TripBooking_transportId_fkey";
ALTER TABLE "TripBooking" RENAME CONSTRAINT "CustomBooking_classId_fkey" TO "TripBooking_classId_fkey";
ALTER TABLE "TripBooking" RENAME CONSTRAINT "CustomBooking_serviceId_fkey" TO "TripBooking_serviceId_fkey";
ALTER TABLE "TripBooking" RENAME CONSTRAINT "CustomBooking_userId_fkey" TO "TripBooking_userId_fkey";
ALTER TABLE "TripBooking" RENAME CONSTRAINT "CustomBooking_locale_check" TO "TripBooking_locale_check";
ALTER TABLE "PaymentIntent" RENAME CONSTRAINT "PaymentIntent_customBookingId_fkey" TO "PaymentIntent_tripBookingId_fkey";
ALTER INDEX "CustomBooking_createdAt_idx" RENAME TO "TripBooking_createdAt_idx";
ALTER INDEX "CustomBooking_serviceId_departureDate_idx" RENAME TO "TripBooking_serviceId_departureDate_idx";
ALTER INDEX "CustomBooking_paymentIntentId_key" RENAME TO "TripBooking_paymentIntentId_key";
ALTER INDEX "CustomBooking_accessTokenHash_key" RENAME TO "TripBooking_accessTokenHash_key";
ALTER INDEX "CustomBooking_transportId_idx" RENAME TO "TripBooking_transportId_idx";
ALTER INDEX "CustomBooking_classId_idx" RENAME TO "TripBooking_classId_idx";
ALTER INDEX "CustomBooking_userId_idx" RENAME TO "TripBooking_userId_idx";
ALTER INDEX "CustomBooking_status_holdExpiresAt_idx" RENAME TO "TripBooking_status_holdExpiresAt_idx";
ALTER INDEX "CustomBooking_holdClientKey_status_idx" RENAME TO "TripBooking_holdClientKey_status_idx";
ALTER INDEX "CustomBooking_reference_key" RENAME TO "TripBooking_reference_key";
ALTER INDEX "PaymentIntent_customBookingId_idx" RENAME TO "PaymentIntent_tripBookingId_idx";
ALTER TRIGGER "CustomBooking_guard" ON "TripBooking" RENAME TO "TripBooking_guard";

-- PL/pgSQL bodies name tables as text, resolved when they run: re-create the two that named the old table.
-- rihla_guard_rows: as in 20261122052204_trip_search but for the table's name.
CREATE OR REPLACE FUNCTION rihla_guard_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_data jsonb := to_jsonb(NEW);
BEGIN
  IF TG_TABLE_NAME = 'Review' AND (row_data->>'rating')::int NOT BETWEEN 1 AND 5 THEN
    RAISE EXCEPTION 'rating must be between 1 and 5' USING ERRCODE = 'check_violation';
  ELSIF TG_TABLE_NAME = 'Package' AND (row_data->>'price')::int < 0 THEN
    RAISE EXCEPTION 'price must not be negative' USING ERRCODE = 'check_violation';
  ELSIF TG_TABLE_NAME = 'Booking' AND (row_data->>'amount')::int <= 0 THEN
    RAISE EXCEPTION 'amount must be positive' USING ERRCODE = 'check_violation';
  ELSIF TG_TABLE_NAME = 'TripBooking' AND (row_data->>'passengers')::int NOT BETWEEN 1 AND 9 THEN
    RAISE EXCEPTION 'passengers must be between 1 and 9' USING ERRCODE = 'check_violation';
  ELSIF TG_TABLE_NAME = 'ServiceClass' AND (row_data->>'multiplier')::numeric < 0.1 THEN
    RAISE EXCEPTION 'multiplier must be at least 0.1' USING ERRCODE = 'check_violation';
  ELSIF TG_TABLE_NAME = 'Lesson' AND (row_data->>'order')::int < 1 THEN
    RAISE EXCEPTION 'lesson order must be at least 1' USING ERRCODE = 'check_violation';
  ELSIF TG_TABLE_NAME = 'ScheduledService' AND (row_data->>'weekdays')::int NOT BETWEEN 1 AND 127 THEN
    RAISE EXCEPTION 'weekdays must be a bitmask between 1 and 127' USING ERRCODE = 'check_violation';
  ELSIF TG_TABLE_NAME = 'ScheduledService' AND (row_data->>'departureMinutes')::int NOT BETWEEN 0 AND 1439 THEN
    RAISE EXCEPTION 'departureMinutes must be between 0 and 1439' USING ERRCODE = 'check_violation';
  ELSIF TG_TABLE_NAME = 'ScheduledService' AND (row_data->>'durationMin')::int < 1 THEN
    RAISE EXCEPTION 'durationMin must be positive' USING ERRCODE = 'check_violation';
  ELSIF TG_TABLE_NAME = 'ScheduledService' AND ((row_data->>'seats')::int < 0 OR (row_data->>'baseFare')::int < 0) THEN
    RAISE EXCEPTION 'seats and baseFare must not be negative' USING ERRCODE = 'check_violation';
  ELSIF TG_TABLE_NAME = 'ScheduledService' AND (row_data->>'validFrom')::date > (row_data->>'validTo')::date THEN
    RAISE EXCEPTION 'validFrom must not be after validTo' USING ERRCODE = 'check_violation';
  ELSIF TG_TABLE_NAME = 'SeatInventory' AND (row_data->>'seatsSold')::int < 0 THEN
    RAISE EXCEPTION 'seatsSold must not be negative' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;

-- rihla_booking_reference: as in 20261125133000_booking_references but for the table's name.
CREATE OR REPLACE FUNCTION rihla_booking_reference() RETURNS varchar(10)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  alphabet CONSTANT text := '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  random_bytes bytea;
  candidate varchar(10);
  locked boolean;
  taken boolean;
BEGIN
  LOOP
    -- The first six bytes of a v4 UUID are all random (version and variant bits come later).
    random_bytes := uuid_send(gen_random_uuid());
    candidate := 'RH-'
      || substr(alphabet, get_byte(random_bytes, 0) % 32 + 1, 1)
      || substr(alphabet, get_byte(random_bytes, 1) % 32 + 1, 1)
      || substr(alphabet, get_byte(random_bytes, 2) % 32 + 1, 1)
      || substr(alphabet, get_byte(random_bytes, 3) % 32 + 1, 1)
      || '-'
      || substr(alphabet, get_byte(random_bytes, 4) % 32 + 1, 1)
      || substr(alphabet, get_byte(random_bytes, 5) % 32 + 1, 1);
    -- Two statements, not one AND: PL/pgSQL would not promise to take the lock before reading.
    locked := pg_try_advisory_xact_lock(7140331, hashtext(candidate));
    IF locked THEN
      SELECT EXISTS (SELECT 1 FROM "Booking" WHERE reference = candidate)
          OR EXISTS (SELECT 1 FROM "TripBooking" WHERE reference = candidate)
        INTO taken;
      IF NOT taken THEN
        RETURN candidate;
      END IF;
    END IF;
  END LOOP;
END;
$$;

-- The audit log names what changed by model: rows written before the rename follow it, so one entity type
-- ('TripBooking') finds a booking's whole trail.
UPDATE "AuditEntry" SET "entityType" = 'TripBooking' WHERE "entityType" = 'CustomBooking';
