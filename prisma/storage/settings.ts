/**
 * Where uploaded images live (README, Configuration; docs/decisions/0021-upload-storage.md). The local disk serves
 * one API process; with more than one machine every process must read the same objects, hence S3.
 */
export type StorageSettings =
  | { driver: 'local' }
  | {
      driver: 's3';
      bucket: string;
      /** Empty: AWS itself; else an S3-compatible server such as MinIO. */
      endpoint: string;
      region: string;
      /** Both empty: the AWS SDK's default credential chain (env, profile, instance or pod role). */
      accessKeyId: string;
      secretAccessKey: string;
      /** MinIO and most S3-compatible servers address a bucket by path, not by subdomain. */
      forcePathStyle: boolean;
    };

export function storageSettings(env: NodeJS.ProcessEnv): StorageSettings {
  const driver = env.STORAGE?.trim() || 'local';
  if (driver === 'local') return { driver };
  if (driver !== 's3') throw new Error(`STORAGE must be "local" or "s3", got "${driver}"`);
  const bucket = env.S3_BUCKET?.trim() || '';
  if (!bucket) throw new Error('STORAGE=s3 needs S3_BUCKET: the bucket uploaded images are stored in');
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || '';
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || '';
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the AWS default credential chain',
    );
  return {
    driver,
    bucket,
    endpoint: env.S3_ENDPOINT?.trim() || '',
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1',
  };
}
