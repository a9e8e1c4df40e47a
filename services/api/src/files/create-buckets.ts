import { CreateBucketCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';

/**
 * `tsx create-buckets.ts <endpoint> <bucket>…`: creates the buckets on an S3-compatible server (MinIO
 * in deploy/dev/minio.sh) with MINIO_ROOT_USER / MINIO_ROOT_PASSWORD; one that exists is fine.
 */
const [endpoint, ...buckets] = process.argv.slice(2);
const client = new S3Client({
  endpoint, region: 'us-east-1', forcePathStyle: true,
  credentials: { accessKeyId: process.env.MINIO_ROOT_USER ?? '', secretAccessKey: process.env.MINIO_ROOT_PASSWORD ?? '' },
});
for (const bucket of buckets) {
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } catch (error) {
    if (!(error instanceof S3ServiceException && (error.name === 'BucketAlreadyOwnedByYou' || error.name === 'BucketAlreadyExists'))) throw error;
  }
}
client.destroy();
