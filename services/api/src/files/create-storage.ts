import type { ApiConfig } from '../shared/config';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import type { Storage } from './storage';

/** The store the configuration names (STORAGE_DRIVER): local disk by default, S3-compatible in production. */
export const createStorage = (config: ApiConfig): Storage =>
  config.STORAGE_DRIVER === 's3'
    ? new S3Storage({
      endpoint: config.S3_ENDPOINT, region: config.S3_REGION, bucket: config.S3_BUCKET, forcePathStyle: config.S3_FORCE_PATH_STYLE,
      accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    })
    : new LocalStorage({ dir: config.STORAGE_LOCAL_DIR, signingKey: config.STORAGE_SIGNING_KEY });
