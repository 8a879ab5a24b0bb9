import { isStorageKey, NOT_MODIFIED, type UploadStorage } from '@rihla/db/storage';
import type { FastifyInstance } from 'fastify';

import { errorBodyOf } from '../errors.ts';
import { isSealedKey } from '../sealed-files.ts';

/** Names are random UUIDs never written twice, so a browser, nginx or a CDN may keep a copy for a year. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/**
 * GET (and HEAD) `/uploads/<name>`: the same URLs whichever driver stores the object, streamed through the API
 * (docs/decisions/0021-upload-storage.md), so rows written before S3 keep working and the CSP stays `img-src 'self'`.
 */
export function mountUploads(app: FastifyInstance, storage: UploadStorage) {
  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const { name } = request.params;
    const notFound = () => reply.code(404).send(errorBodyOf('NOT_FOUND'));
    // Sealed files (travellers' documents) are never public: only their own routes read and decrypt them.
    if (!isStorageKey(name) || isSealedKey(name)) return notFound();
    const ifNoneMatch = request.headers['if-none-match'];
    const found = await storage.get(name, ifNoneMatch);
    // Only a single tag can have matched here (a list with a stale tag is compared as a whole).
    if (found === NOT_MODIFIED)
      return reply.code(304).header('ETag', ifNoneMatch).header('Cache-Control', CACHE_FOREVER).send();
    if (!found) return notFound();
    return reply
      .header('Content-Type', found.contentType)
      .header('Content-Length', found.size)
      .header('ETag', found.etag)
      .header('Last-Modified', found.lastModified.toUTCString())
      .header('Cache-Control', CACHE_FOREVER)
      .send(found.body);
  });
}
