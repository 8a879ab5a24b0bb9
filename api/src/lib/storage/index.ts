import type { FastifyBaseLogger } from 'fastify';

import type { Config } from '../../config.ts';
import { createLocalStorage } from './local.ts';
import type { UploadStorage } from './object.ts';
import { createS3Storage } from './s3.ts';

/** The driver of `config.storage`. */
export async function createStorage(config: Config, log: FastifyBaseLogger): Promise<UploadStorage> {
  if (config.storage.driver === 'local') return createLocalStorage(config.uploadDir, log);
  return createS3Storage(config.storage, log);
}
