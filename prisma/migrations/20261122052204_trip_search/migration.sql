-- AlterTable
ALTER TABLE "CustomBooking" ADD COLUMN     "departureDate" DATE,
ADD COLUMN     "serviceId" INTEGER;

-- CreateTable
CREATE TABLE "Operator" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "modeId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Operator_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ScheduledService" (
    "id" SERIAL NOT NULL,
    "operatorId" INTEGER NOT NULL,
    "modeId" INTEGER NOT NULL,
    "originId" INTEGER NOT NULL,
    "destinationId" INTEGER NOT NULL,
    "serviceNumber" TEXT NOT NULL,
    "weekdays" INTEGER NOT NULL DEFAULT 127,
    "validFrom" DATE,
    "validTo" DATE,
    "departureMinutes" INTEGER NOT NULL,
    "timezone" TEXT NOT NULL,
    "durationMin" INTEGER NOT NULL,
    "seats" INTEGER NOT NULL,
    "baseFare" INTEGER NOT NULL,
    "currency" VARCHAR(3) NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ScheduledService_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SeatInventory" (
    "serviceId" INTEGER NOT NULL,
    "departureDate" DATE NOT NULL,
    "seatsSold" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "SeatInventory_pkey" PRIMARY KEY ("serviceId","departureDate")
);

-- CreateIndex
CREATE UNIQUE INDEX "Operator_code_key" ON "Operator"("code");

-- CreateIndex
CREATE INDEX "ScheduledService_originId_destinationId_active_idx" ON "ScheduledService"("originId", "destinationId", "active");

-- CreateIndex
CREATE INDEX "ScheduledService_operatorId_idx" ON "ScheduledService"("operatorId");

-- CreateIndex
CREATE INDEX "ScheduledService_modeId_idx" ON "ScheduledService"("modeId");

-- CreateIndex
CREATE INDEX "ScheduledService_destinationId_idx" ON "ScheduledService"("destinationId");

-- CreateIndex
CREATE INDEX "CustomBooking_serviceId_departureDate_idx" ON "CustomBooking"("serviceId", "departureDate");

-- AddForeignKey
ALTER TABLE "CustomBooking" ADD CONSTRAINT "CustomBooking_serviceId_fkey" FOREIGN KEY ("serviceId") REFERENCES "ScheduledService"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Operator" ADD CONSTRAINT "Operator_modeId_fkey" FOREIGN KEY ("modeId") REFERENCES "TransportMode"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScheduledService" ADD CONSTRAINT "ScheduledService_operatorId_fkey" FOREIGN KEY ("operatorId") REFERENCES "Operator"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScheduledService" ADD CONSTRAINT "ScheduledService_modeId_fkey" FOREIGN KEY ("modeId") REFERENCES "TransportMode"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScheduledService" ADD CONSTRAINT "ScheduledService_originId_fkey" FOREIGN KEY ("originId") REFERENCES "Location"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScheduledService" ADD CONSTRAINT "ScheduledService_destinationId_fkey" FOREIGN KEY ("destinationId") REFERENCES "Location"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SeatInventory" ADD CONSTRAINT "SeatInventory_serviceId_fkey" FOREIGN KEY ("serviceId") REFERENCES "ScheduledService"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Case-insensitive exact lookups of a typed origin/destination ("makkah", "Jeddah Islamic Port") use these
-- instead of scanning every location.
CREATE INDEX "Location_lower_name_idx" ON "Location"(lower("name"));
CREATE INDEX "Location_lower_city_idx" ON "Location"(lower("city"));

-- Row rules for the timetable and the seat ledger, added to the one guard function (triggers, not CHECK
-- constraints: see 20261122051000_row_guards). Capacity itself is enforced by the conditional seat-hold upsert,
-- since staff may lower a departure's seats below what is already sold.
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

CREATE TRIGGER "ScheduledService_guard" BEFORE INSERT OR UPDATE ON "ScheduledService" FOR EACH ROW EXECUTE FUNCTION rihla_guard_rows();
CREATE TRIGGER "SeatInventory_guard" BEFORE INSERT OR UPDATE ON "SeatInventory" FOR EACH ROW EXECUTE FUNCTION rihla_guard_rows();
