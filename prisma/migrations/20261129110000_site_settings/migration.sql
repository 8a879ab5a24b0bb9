-- The home page's figures, editable in the back-office (issue #31). One row, id 1, written on the first edit; the
-- column defaults are the spec's figures, which the service answers while there is no row.
CREATE TABLE "SiteSettings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "yearsOfService" INTEGER NOT NULL DEFAULT 20,
    "partnerHotels" INTEGER NOT NULL DEFAULT 75,
    "pilgrimsServed" INTEGER NOT NULL DEFAULT 650,
    "ratingTenths" INTEGER NOT NULL DEFAULT 50,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SiteSettings_pkey" PRIMARY KEY ("id")
);
