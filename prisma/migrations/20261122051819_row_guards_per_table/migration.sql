-- The first guard function referenced NEW."rating" etc. directly, which PL/pgSQL cannot resolve on
-- tables without that column. Reading the row as jsonb keeps one function for every guarded table.
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
  ELSIF TG_TABLE_NAME = 'CustomBooking' AND (row_data->>'passengers')::int NOT BETWEEN 1 AND 9 THEN
    RAISE EXCEPTION 'passengers must be between 1 and 9' USING ERRCODE = 'check_violation';
  ELSIF TG_TABLE_NAME = 'ServiceClass' AND (row_data->>'multiplier')::numeric < 0.1 THEN
    RAISE EXCEPTION 'multiplier must be at least 0.1' USING ERRCODE = 'check_violation';
  ELSIF TG_TABLE_NAME = 'Lesson' AND (row_data->>'order')::int < 1 THEN
    RAISE EXCEPTION 'lesson order must be at least 1' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
