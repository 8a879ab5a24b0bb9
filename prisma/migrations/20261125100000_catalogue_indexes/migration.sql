-- Trigram matching for the location search (ILIKE '%text%'). Created here, not in schema.prisma: the JS schema
-- engine cannot see installed extensions (docs/decisions/0001).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateIndex
CREATE INDEX "Location_name_trgm_idx" ON "Location" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Location_city_trgm_idx" ON "Location" USING GIN ("city" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Operator_modeId_idx" ON "Operator"("modeId");
