-- Row rules Prisma cannot model. They are triggers, not CHECK constraints, because the JS schema
-- engine crashes when it introspects CHECK constraints (docs/decisions/0001-prisma-js-engine.md).
CREATE FUNCTION rihla_guard_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'Review' AND (NEW."rating" < 1 OR NEW."rating" > 5) THEN
    RAISE EXCEPTION 'rating must be between 1 and 5' USING ERRCODE = 'check_violation';
  ELSIF TG_TABLE_NAME = 'Package' AND NEW."price" < 0 THEN
    RAISE EXCEPTION 'price must not be negative' USING ERRCODE = 'check_violation';
  ELSIF TG_TABLE_NAME = 'Booking' AND NEW."amount" <= 0 THEN
    RAISE EXCEPTION 'amount must be positive' USING ERRCODE = 'check_violation';
  ELSIF TG_TABLE_NAME = 'CustomBooking' AND (NEW."passengers" < 1 OR NEW."passengers" > 9) THEN
    RAISE EXCEPTION 'passengers must be between 1 and 9' USING ERRCODE = 'check_violation';
  ELSIF TG_TABLE_NAME = 'ServiceClass' AND NEW."multiplier" < 0.1 THEN
    RAISE EXCEPTION 'multiplier must be at least 0.1' USING ERRCODE = 'check_violation';
  ELSIF TG_TABLE_NAME = 'Lesson' AND NEW."order" < 1 THEN
    RAISE EXCEPTION 'lesson order must be at least 1' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER "Review_guard" BEFORE INSERT OR UPDATE ON "Review" FOR EACH ROW EXECUTE FUNCTION rihla_guard_rows();
CREATE TRIGGER "Package_guard" BEFORE INSERT OR UPDATE ON "Package" FOR EACH ROW EXECUTE FUNCTION rihla_guard_rows();
CREATE TRIGGER "Booking_guard" BEFORE INSERT OR UPDATE ON "Booking" FOR EACH ROW EXECUTE FUNCTION rihla_guard_rows();
CREATE TRIGGER "CustomBooking_guard" BEFORE INSERT OR UPDATE ON "CustomBooking" FOR EACH ROW EXECUTE FUNCTION rihla_guard_rows();
CREATE TRIGGER "ServiceClass_guard" BEFORE INSERT OR UPDATE ON "ServiceClass" FOR EACH ROW EXECUTE FUNCTION rihla_guard_rows();
CREATE TRIGGER "Lesson_guard" BEFORE INSERT OR UPDATE ON "Lesson" FOR EACH ROW EXECUTE FUNCTION rihla_guard_rows();
