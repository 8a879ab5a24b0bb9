import { createStorage as createDriver, type UploadStorage } from '@rihla/db/storage';
import type { FastifyBaseLogger } from 'fastify';

import type { Config } from '../../config.ts';

/** The driver of `config.storage` (the drivers live in @rihla/db/storage, shared with the worker). */
export function createStorage(config: Config, log: FastifyBaseLogger): Promise<UploadStorage> {
  return createDriver(config.storage, config.uploadDir, log);
}
