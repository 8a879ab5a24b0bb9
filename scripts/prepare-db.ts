/**
 * The database steps of `npm start` on their own: created if missing, migrated, the demo catalogue loaded once.
 * Bundled into scripts/dist/prepare-db.js, which the Docker image runs before the API (docker-compose.yml).
 */
import { prepareDatabase } from './lib.ts';

await prepareDatabase();
