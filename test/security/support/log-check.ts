/**
 * Runs in every attack file (vitest setupFiles): once the file's attacks are done, none of the secrets it sent
 * or received may appear in anything the product printed.
 */
import { afterAll } from 'vitest';

import { closeDb, expectLogsFreeOfSecrets } from './product.ts';

afterAll(async () => {
  await closeDb();
  await expectLogsFreeOfSecrets();
});
