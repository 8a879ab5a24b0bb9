import type { Readable } from 'node:stream';

import { contentTypeOf, isStorageKey, NOT_MODIFIED, type StorageLog, type UploadStorage } from './object.ts';
import type { StorageSettings } from './settings.ts';

/** A stalled S3 must not hold an upload or an image request open for ever (the SDK has no timeout by default). */
const CONNECT_TIMEOUT_MS = 3_000;
const REQUEST_TIMEOUT_MS = 15_000;

const httpStatus = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/**
 * An S3 bucket (AWS, or MinIO and other S3-compatible servers), shared by every API process. The SDK is imported
 * here, not at the top: a local-disk install never loads it (scripts/bundle.ts keeps it outside the bundle).
 */
export async function createS3Storage(
  settings: Extract<StorageSettings, { driver: 's3' }>,
  log: StorageLog,
): Promise<UploadStorage> {
  const { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    // Unset: the SDK's default chain (AWS_* variables, a profile, an instance or pod role).
    ...(settings.accessKeyId
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  });
  const Bucket = settings.bucket;
  const checked = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
    return key;
  };
  return {
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: checked(key), Body: bytes, ContentType: contentType }));
    },
    async get(key, ifNoneMatch) {
      try {
        const found = await client.send(new GetObjectCommand({ Bucket, Key: checked(key), IfNoneMatch: ifNoneMatch }));
        return {
          body: found.Body as Readable,
          contentType: found.ContentType ?? contentTypeOf(key),
          size: found.ContentLength ?? 0,
          etag: found.ETag ?? '',
          lastModified: found.LastModified ?? new Date(0),
        };
      } catch (error) {
        // The SDK reports a 304 (If-None-Match matched) as an error without a body.
        if (httpStatus(error) === 304) return NOT_MODIFIED;
        if (httpStatus(error) === 404) return undefined;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers a delete of a missing key with success: only a real failure lands here.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) })).catch((error: unknown) => {
        log.warn({ err: error, key, bucket: Bucket }, 'an uploaded object could not be deleted');
      });
    },
    close() {
      client.destroy();
    },
  };
}
