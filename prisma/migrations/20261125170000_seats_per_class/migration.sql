-- Seats per class on searched trips (issue #13, section 2): each class has its share of every departure's seats
-- (Commoner 75 %, Business 20 %, Royal 5 % in the demo), and the ledger counts what is sold per class, so two
-- classes of one departure no longer show the same "N seats left".
ALTER TABLE "ServiceClass" ADD COLUMN "seatShare" INTEGER NOT NULL DEFAULT 100;
-- The demo's three classes get the demo's split; an install with other classes splits the seats equally (staff
-- then set the shares they want in the admin).
UPDATE "ServiceClass" c SET "seatShare" = CASE
    WHEN (SELECT array_agg(code ORDER BY code) FROM "ServiceClass") = ARRAY['BUSINESS', 'COMMONER', 'ROYAL']
      THEN CASE c.code WHEN 'COMMONER' THEN 75 WHEN 'BUSINESS' THEN 20 ELSE 5 END
    ELSE 100 / (SELECT count(*) FROM "ServiceClass")
  END;

-- The ledger per class, rebuilt from the bookings that hold seats (the ledger is their sum by definition).
DROP TABLE "SeatInventory";
CREATE TABLE "SeatInventory" (
    "serviceId" INTEGER NOT NULL,
    "departureDate" DATE NOT NULL,
    "classId" INTEGER NOT NULL,
    "seatsSold" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "SeatInventory_pkey" PRIMARY KEY ("serviceId", "departureDate", "classId")
);
CREATE INDEX "SeatInventory_classId_idx" ON "SeatInventory"("classId");
ALTER TABLE "SeatInventory" ADD CONSTRAINT "SeatInventory_serviceId_fkey" FOREIGN KEY ("serviceId") REFERENCES "ScheduledService"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "SeatInventory" ADD CONSTRAINT "SeatInventory_classId_fkey" FOREIGN KEY ("classId") REFERENCES "ServiceClass"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
INSERT INTO "SeatInventory" ("serviceId", "departureDate", "classId", "seatsSold")
SELECT "serviceId", "departureDate", "classId", sum(passengers)
FROM "CustomBooking"
WHERE "seatsHeld" AND "serviceId" IS NOT NULL AND "departureDate" IS NOT NULL AND "classId" IS NOT NULL
GROUP BY "serviceId", "departureDate", "classId";

CREATE FUNCTION rihla_guard_seat_share() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."seatShare" NOT BETWEEN 0 AND 100 THEN
    RAISE EXCEPTION 'seatShare must be between 0 and 100' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER "ServiceClass_seat_share_guard" BEFORE INSERT OR UPDATE OF "seatShare" ON "ServiceClass" FOR EACH ROW EXECUTE FUNCTION rihla_guard_seat_share();
