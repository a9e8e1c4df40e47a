import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import { StorageLimitError, type DownloadUrlOptions, type ObjectInfo, type SignedUpload, type Storage, type UploadUrlOptions } from './storage';

export interface S3StorageOptions {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** MinIO and most S3-compatible servers want bucket-in-path urls. */
  forcePathStyle: boolean;
}

const isMissing = (error: unknown): boolean =>
  error instanceof S3ServiceException && (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/** Production storage: any S3-compatible service (AWS S3, MinIO). Upload urls are presigned PUTs. */
export class S3Storage implements Storage {
  readonly driver = 's3';
  private readonly client: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      ...(options.accessKeyId && options.secretAccessKey && { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }),
    });
  }

  async put(key: string, body: Readable | Buffer, options: { contentType: string; maxBytes: number }): Promise<ObjectInfo> {
    // A single PUT needs its length up front: the stream is read (at most maxBytes + 1) first.
    const bytes = Buffer.isBuffer(body) ? body : await collect(body, options.maxBytes);
    if (bytes.length > options.maxBytes) throw new StorageLimitError(options.maxBytes);
    await this.client.send(new PutObjectCommand({ Bucket: this.options.bucket, Key: key, Body: bytes, ContentType: options.contentType, ContentLength: bytes.length }));
    return { key, sizeBytes: bytes.length };
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return { key, sizeBytes: out.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async get(key: string): Promise<{ info: ObjectInfo; body: Readable } | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return { info: { key, sizeBytes: out.ContentLength ?? 0 }, body: out.Body as Readable };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  async readStart(key: string, bytes: number): Promise<Buffer | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key, Range: `bytes=0-${bytes - 1}` }));
      return Buffer.from(await out.Body!.transformToByteArray());
    } catch (error) {
      // A zero-byte object has no byte 0: S3 answers 416 to the range.
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416) return Buffer.alloc(0);
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /**
   * A presigned PUT with Content-Type and Content-Length signed: S3 refuses a body of any other size,
   * so the declared size (already checked against the limit) is the limit.
   */
  async uploadUrl(key: string, options: UploadUrlOptions): Promise<SignedUpload> {
    if (options.sizeBytes > options.maxBytes) throw new StorageLimitError(options.maxBytes);
    const command = new PutObjectCommand({ Bucket: this.options.bucket, Key: key, ContentType: options.contentType, ContentLength: options.sizeBytes });
    const url = await getSignedUrl(this.client, command, { expiresIn: options.expiresInSeconds, signableHeaders: new Set(['content-type', 'content-length']) });
    return { url, method: 'PUT', headers: { 'content-type': options.contentType }, expiresAt: new Date(Date.now() + options.expiresInSeconds * 1000) };
  }

  async downloadUrl(key: string, options: DownloadUrlOptions): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.options.bucket, Key: key, ResponseContentType: options.contentType,
      ResponseContentDisposition: `attachment; filename="${options.fileName.replace(/["\\\r\n]/g, '')}"`,
    });
    return getSignedUrl(this.client, command, { expiresIn: options.expiresInSeconds });
  }

  close(): void {
    this.client.destroy();
  }
}

/** Reads a stream into memory, stopping once it passes `maxBytes`. */
const collect = async (body: Readable, maxBytes: number): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      body.destroy();
      throw new StorageLimitError(maxBytes);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
};
