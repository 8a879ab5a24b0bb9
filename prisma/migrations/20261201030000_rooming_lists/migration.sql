-- Issue #33 section 3 (decision 0059): a package's hotel stays in order, and per departure and stay the rooms and
-- who sleeps in them. A room holds at most its type's beds (QUAD 4, TRIPLE 3, DOUBLE 2, SINGLE 1): the service
-- refuses in words first, and the trigger below refuses any writer that skips it.

-- CreateTable
CREATE TABLE "PackageHotelStay" (
    "id" SERIAL NOT NULL,
    "packageId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "city" VARCHAR(80) NOT NULL,
    "hotelName" VARCHAR(120) NOT NULL,
    "nights" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "PackageHotelStay_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "PackageHotelStay_position_check" CHECK ("position" >= 1),
    CONSTRAINT "PackageHotelStay_nights_check" CHECK ("nights" BETWEEN 1 AND 60)
);

-- CreateTable
CREATE TABLE "Room" (
    "id" SERIAL NOT NULL,
    "departureId" INTEGER NOT NULL,
    "stayId" INTEGER NOT NULL,
    "type" "RoomType" NOT NULL,
    "label" VARCHAR(40),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Room_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RoomAssignment" (
    "id" SERIAL NOT NULL,
    "roomId" INTEGER NOT NULL,
    "stayId" INTEGER NOT NULL,
    "travellerId" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RoomAssignment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PackageHotelStay_packageId_position_key" ON "PackageHotelStay"("packageId", "position");

-- CreateIndex
CREATE INDEX "Room_departureId_stayId_idx" ON "Room"("departureId", "stayId");

-- CreateIndex
CREATE UNIQUE INDEX "Room_id_stayId_key" ON "Room"("id", "stayId");

-- CreateIndex
CREATE INDEX "RoomAssignment_roomId_idx" ON "RoomAssignment"("roomId");

-- CreateIndex
CREATE UNIQUE INDEX "RoomAssignment_stayId_travellerId_key" ON "RoomAssignment"("stayId", "travellerId");

-- AddForeignKey
ALTER TABLE "PackageHotelStay" ADD CONSTRAINT "PackageHotelStay_packageId_fkey" FOREIGN KEY ("packageId") REFERENCES "Package"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Room" ADD CONSTRAINT "Room_departureId_fkey" FOREIGN KEY ("departureId") REFERENCES "Departure"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Room" ADD CONSTRAINT "Room_stayId_fkey" FOREIGN KEY ("stayId") REFERENCES "PackageHotelStay"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RoomAssignment" ADD CONSTRAINT "RoomAssignment_roomId_stayId_fkey" FOREIGN KEY ("roomId", "stayId") REFERENCES "Room"("id", "stayId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RoomAssignment" ADD CONSTRAINT "RoomAssignment_travellerId_fkey" FOREIGN KEY ("travellerId") REFERENCES "Traveller"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A room's beds by its type: the one definition the database and the service (rooming-rules.ts) agree on.
CREATE FUNCTION rihla_room_capacity(t "RoomType") RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE t WHEN 'QUAD' THEN 4 WHEN 'TRIPLE' THEN 3 WHEN 'DOUBLE' THEN 2 ELSE 1 END
$$;

-- Before a traveller lands in a room: lock the room (two writers filling its last bed wait for each other) and
-- count who is already there. SQLSTATE 23514 (check_violation) with the constraint name the API maps.
CREATE FUNCTION rihla_room_not_full() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  beds integer;
  taken integer;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."roomId" = OLD."roomId" THEN
    RETURN NEW;
  END IF;
  SELECT rihla_room_capacity("type") INTO beds FROM "Room" WHERE id = NEW."roomId" FOR UPDATE;
  SELECT count(*) INTO taken FROM "RoomAssignment" WHERE "roomId" = NEW."roomId" AND id <> NEW.id;
  IF taken >= beds THEN
    RAISE EXCEPTION 'room % is full (% beds)', NEW."roomId", beds
      USING ERRCODE = 'check_violation', CONSTRAINT = 'RoomAssignment_room_not_full';
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER "RoomAssignment_room_not_full"
  BEFORE INSERT OR UPDATE OF "roomId" ON "RoomAssignment"
  FOR EACH ROW EXECUTE FUNCTION rihla_room_not_full();
