-- Other names of a place (Mecca, مكة for Makkah) and its size class, both filled by the seed's data files.
ALTER TABLE "Location" ADD COLUMN "aliases" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[];
ALTER TABLE "Location" ADD COLUMN "importance" INTEGER NOT NULL DEFAULT 0;

-- The aliases as one lower-case string with every alias between bars: '|mecca|مكة|'. An exact alias is then
-- LIKE '%|mecca|%' and a partial one LIKE '%mec%', both served by one trigram index. array_to_string is only
-- STABLE in general, but over text[] it is immutable, which an index expression needs.
CREATE FUNCTION location_alias_text(aliases TEXT[]) RETURNS TEXT
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT '|' || lower(array_to_string(aliases, '|')) || '|' $$;

CREATE INDEX "Location_aliases_trgm_idx" ON "Location" USING GIN (location_alias_text("aliases") gin_trgm_ops);
