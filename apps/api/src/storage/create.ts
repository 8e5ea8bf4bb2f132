import { mkdirSync } from 'node:fs';
import type { Config } from '../config.ts';
import { createS3Storage } from './s3.ts';
import { createLocalStorage, type Storage } from './storage.ts';

export type StorageConfig = Pick<
  Config,
  'uploadsDir' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
>;

/** The bucket when S3_BUCKET is set, the local folder UPLOADS_DIR otherwise. */
export function createStorage(config: StorageConfig): Storage {
  if (config.S3_BUCKET) {
    return createS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  mkdirSync(config.uploadsDir, { recursive: true });
  return createLocalStorage(config.uploadsDir);
}
