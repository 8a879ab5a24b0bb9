-- Service classes and places get names per language (issue #31, decision 0042), as packages and lessons have.
ALTER TABLE "ServiceClass" ADD COLUMN "translations" JSONB NOT NULL DEFAULT '{}';
ALTER TABLE "Location" ADD COLUMN "translations" JSONB NOT NULL DEFAULT '{}';

-- The seeded lowest class was shown as "Commoner", a word pilgrims should not read: it is named Economy, in every
-- language, where staff have not renamed it. Its code stays COMMONER.
UPDATE "ServiceClass" SET "name" = 'Economy' WHERE "code" = 'COMMONER' AND "name" = 'Commoner';
UPDATE "ServiceClass" SET "translations" = '{"ar": {"name": "الدرجة الاقتصادية"}, "id": {"name": "Ekonomi"}}'
  WHERE "code" = 'COMMONER' AND "translations" = '{}';
UPDATE "ServiceClass" SET "translations" = '{"ar": {"name": "درجة رجال الأعمال"}, "id": {"name": "Bisnis"}}'
  WHERE "code" = 'BUSINESS' AND "translations" = '{}';
UPDATE "ServiceClass" SET "translations" = '{"ar": {"name": "الدرجة الملكية"}, "id": {"name": "Kelas Royal"}}'
  WHERE "code" = 'ROYAL' AND "translations" = '{}';
