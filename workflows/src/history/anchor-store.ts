import { CreateBucketCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';

/** Where anchors are kept: an S3 bucket with Object Lock (MinIO's in development). */
export interface AnchorStoreOptions {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** COMPLIANCE: nobody can remove an anchor before its date; GOVERNANCE: only with a bypass permission (tests). */
  mode: 'COMPLIANCE' | 'GOVERNANCE';
  retentionDays: number;
}

/** An anchor as kept: the company, the position, the digest of its stream heads there and how many streams. */
export interface AnchorObject {
  companyId: string;
  position: string;
  digest: string;
  streams: number;
  anchoredAt: string;
}

/**
 * Writes anchors under a retention lock. The bucket is made with Object Lock when missing (a
 * development store); an existing bucket without it refuses the locked write, so an anchor is never
 * kept unlocked.
 */
export const createAnchorStore = (options: AnchorStoreOptions) => {
  const client = new S3Client({
    endpoint: options.endpoint || undefined, region: options.region, forcePathStyle: !!options.endpoint,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  let bucketReady: Promise<void> | null = null;
  const ensureBucket = (): Promise<void> =>
    (bucketReady ??= client.send(new CreateBucketCommand({ Bucket: options.bucket, ObjectLockEnabledForBucket: true })).then(
      () => undefined,
      (error: unknown) => {
        if (error instanceof S3ServiceException && (error.name === 'BucketAlreadyOwnedByYou' || error.name === 'BucketAlreadyExists')) return;
        bucketReady = null;
        throw error;
      },
    ));
  return {
    client,
    bucket: options.bucket,
    /** Writes one anchor (key `anchors/<companyId>/<position>.json`); answers its key and the date it is locked until. */
    async put(anchor: AnchorObject): Promise<{ objectKey: string; retainUntil: string }> {
      await ensureBucket();
      const objectKey = `anchors/${anchor.companyId}/${anchor.position}.json`;
      const retainUntil = new Date(Date.parse(anchor.anchoredAt) + options.retentionDays * 86_400_000);
      await client.send(new PutObjectCommand({
        Bucket: options.bucket, Key: objectKey, Body: JSON.stringify(anchor), ContentType: 'application/json',
        ObjectLockMode: options.mode, ObjectLockRetainUntilDate: retainUntil, ChecksumAlgorithm: 'SHA256',
      }));
      return { objectKey, retainUntil: retainUntil.toISOString() };
    },
    close: () => client.destroy(),
  };
};

export type AnchorStore = ReturnType<typeof createAnchorStore>;
