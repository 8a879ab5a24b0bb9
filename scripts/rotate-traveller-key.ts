/**
 * Step 2 of a traveller-data key rotation (docs/decisions/0015-traveller-data.md): re-seals every passport number
 * and the data key of every traveller's document and e-visa (decision 0064; the files' bytes stay as they are)
 * with the first key of TRAVELLER_DATA_KEYS, reading old rows with the other keys listed. Safe to run while the API
 * serves (a row saved meanwhile is left as the API wrote it) and to run again (rows already on the key are skipped).
 *
 *   TRAVELLER_DATA_KEYS="k2:<new>,k1:<old>" npx tsx scripts/rotate-traveller-key.ts
 */
import { createPrismaClient } from '@rihla/db';
import { parseKeyRing, resealFileKeys, resealTravellers, resolveTravellerKeys } from '@rihla/db/traveller-crypto';

const db = createPrismaClient();
try {
  const { spec, note } = resolveTravellerKeys();
  const ring = parseKeyRing(spec);
  console.log(`${note}; sealing with "${ring.current}"`);
  const count = await resealTravellers(db, ring);
  const files = await resealFileKeys(db, ring);
  console.log(
    `Re-sealed ${count} passport number${count === 1 ? '' : 's'} and ${files} file data key${files === 1 ? '' : 's'}. ` +
      'Rows left on an old key: none.',
  );
} catch (error) {
  console.error(`Rotation failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await db.$disconnect();
}
