-- Human booking references (RH-7KQ2-M9) for package and trip bookings, in place of sequential ids on every screen.
--
-- Six random symbols of Crockford's base32 (no I, L, O or U, so nothing reads as 1 or 0): 2^30 values, not
-- guessable from a neighbour and not a count of sales. References are only a label: seeing a booking still needs
-- its owner's session, its access token or staff (booking-access.ts).
--
-- One generator for every way a booking row is written (the package booking service, the trip seat-ledger insert,
-- the seed, staff tools): the column default. A drawn reference is retried while it is taken by either table, or
-- being taken right now by a concurrent transaction: the transaction-scoped advisory lock on the candidate makes the
-- second drawer of the same symbols draw again instead of failing on the unique index at commit.
CREATE FUNCTION rihla_booking_reference() RETURNS varchar(10)
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
          OR EXISTS (SELECT 1 FROM "CustomBooking" WHERE reference = candidate)
        INTO taken;
      IF NOT taken THEN
        RETURN candidate;
      END IF;
    END IF;
  END LOOP;
END;
$$;

ALTER TABLE "Booking" ADD COLUMN "reference" VARCHAR(10);
ALTER TABLE "CustomBooking" ADD COLUMN "reference" VARCHAR(10);

-- Existing rows, one at a time so each draw sees the ones before it.
DO $$
DECLARE
  row_id int;
BEGIN
  FOR row_id IN SELECT id FROM "Booking" ORDER BY id LOOP
    UPDATE "Booking" SET reference = rihla_booking_reference() WHERE id = row_id;
  END LOOP;
  FOR row_id IN SELECT id FROM "CustomBooking" ORDER BY id LOOP
    UPDATE "CustomBooking" SET reference = rihla_booking_reference() WHERE id = row_id;
  END LOOP;
END;
$$;

ALTER TABLE "Booking" ALTER COLUMN "reference" SET DEFAULT rihla_booking_reference(), ALTER COLUMN "reference" SET NOT NULL;
ALTER TABLE "CustomBooking" ALTER COLUMN "reference" SET DEFAULT rihla_booking_reference(), ALTER COLUMN "reference" SET NOT NULL;
CREATE UNIQUE INDEX "Booking_reference_key" ON "Booking"("reference");
CREATE UNIQUE INDEX "CustomBooking_reference_key" ON "CustomBooking"("reference");
