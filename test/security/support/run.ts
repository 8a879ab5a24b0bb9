import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { nodeArgs, servers } from '../../../scripts/bundle.ts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
/**
 * One more API process as `npm start` runs it: the compiled bundle (`node --enable-source-maps api/dist/main.js`),
 * which the global setup's `npm start` has just rebuilt if any source changed.
 */
export const compiledApi = { command: process.execPath, args: nodeArgs(servers.find((s) => s.name === 'api')!) };

/** A trip booking made at startup so its one-minute hold runs out while the other attacks run. */
export type PlantedHold = {
  bookingId: number;
  accessToken: string;
  optionId: string;
  departDate: string;
  passengers: number;
  /** Seats the option offered before the hold, and while it held. */
  seatsBefore: number;
  seatsHeld: number;
  holdExpiresAt: string;
};

/** What the global setup hands every test file (vitest `provide`/`inject`). */
export type ProductInfo = {
  baseUrl: string;
  port: number;
  databaseUrl: string;
  queuePrefix: string;
  uploadDir: string;
  /** Where the product's (and any extra API process's) stdout and stderr go: one *.log file each. */
  runDir: string;
  adminToken: string;
  adminId: number;
  plantedHold: PlantedHold | { error: string };
};

declare module 'vitest' {
  export interface ProvidedContext {
    product: ProductInfo;
  }
}
