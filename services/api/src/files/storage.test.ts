import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import { objectKey, StorageLimitError, type Storage } from './storage';

/** A store to test, and the base its relative urls resolve against (the API serving the local one). */
interface Subject { storage: Storage; base: string; close: () => Promise<void> }

const local = async (): Promise<Subject> => {
  const dir = await mkdtemp(join(tmpdir(), 'storage-contract-'));
  const storage = new LocalStorage({ dir, signingKey: randomBytes(32).toString('hex') });
  const server: Server = createServer((req, res) => void storage.handler.serve(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    storage,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
};

/** The MinIO of deploy/dev/minio.sh (or another S3-compatible server named by the environment). */
const s3 = async (): Promise<Subject> => {
  const storage = new S3Storage({
    endpoint: process.env.MINIO_ENDPOINT ?? 'http://127.0.0.1:9000',
    region: 'us-east-1',
    bucket: process.env.MINIO_TEST_BUCKET ?? 'spend-test',
    accessKeyId: process.env.MINIO_ROOT_USER ?? 'spend-dev',
    secretAccessKey: process.env.MINIO_ROOT_PASSWORD ?? 'spend-dev-secret',
    forcePathStyle: true,
  });
  return { storage, base: 'http://unused', close: async () => storage.close() };
};

const newKey = () => objectKey('receipts', randomUUID(), randomUUID());
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(2000)]);

describe.each([['local', local], ['s3', s3]] as const)('Storage contract: %s', (_name, make) => {
  let subject: Subject;
  let storage: Storage;
  beforeAll(async () => {
    subject = await make();
    storage = subject.storage;
  });
  afterAll(() => subject.close());

  const upload = async (key: string, body: Buffer, options: { sizeBytes?: number; maxBytes?: number; expiresInSeconds?: number; contentType?: string } = {}) => {
    const signed = await storage.uploadUrl(key, {
      contentType: 'image/png', sizeBytes: options.sizeBytes ?? body.length, maxBytes: options.maxBytes ?? 1_000_000, expiresInSeconds: options.expiresInSeconds ?? 60,
    });
    return { signed, send: (url = signed.url, headers = signed.headers) => fetch(new URL(url, subject.base), { method: signed.method, headers: { ...headers, ...(options.contentType && { 'content-type': options.contentType }) }, body: new Uint8Array(body) }) };
  };

  it('puts, heads, gets and deletes an object', async () => {
    const key = newKey();
    expect(await storage.put(key, Readable.from([Buffer.from('hello '), Buffer.from('world')]), { contentType: 'text/csv', maxBytes: 100 })).toEqual({ key, sizeBytes: 11 });
    expect(await storage.head(key)).toEqual({ key, sizeBytes: 11 });
    const found = await storage.get(key);
    expect(found?.info).toEqual({ key, sizeBytes: 11 });
    expect(await text(found!.body)).toBe('hello world');
    await storage.delete(key);
    expect(await storage.head(key)).toBeNull();
  });

  it('refuses a body over the size limit and keeps nothing', async () => {
    const key = newKey();
    await expect(storage.put(key, Readable.from([randomBytes(60), randomBytes(60)]), { contentType: 'image/png', maxBytes: 100 })).rejects.toBeInstanceOf(StorageLimitError);
    expect(await storage.head(key)).toBeNull();
  });

  it('keeps every one of several uploads sent at once to one company, each whole, over several writes', async () => {
    // Given six 600 KB bodies (more than one write each) under one company's prefix, sent together as a browser does
    const companyId = randomUUID();
    const bodies = Array.from({ length: 6 }, () => randomBytes(600_000));
    const keys = bodies.map(() => objectKey('receipts', companyId, randomUUID()));
    const sent = await Promise.all(bodies.map(async (body, i) => (await (await upload(keys[i]!, body, { maxBytes: 1_000_000 })).send()).status));
    // Then each answered 200 and reads back byte for byte
    expect(sent).toEqual(bodies.map(() => 200));
    for (const [i, key] of keys.entries()) {
      expect(await storage.head(key)).toEqual({ key, sizeBytes: 600_000 });
      // Compared whole (toEqual walks 600,000 elements one by one).
      expect(Buffer.concat((await (await storage.get(key))!.body.toArray()) as Buffer[]).equals(bodies[i]!)).toBe(true);
    }
  });

  it('answers null for a missing key, and deleting one is harmless', async () => {
    const key = newKey();
    expect(await storage.head(key)).toBeNull();
    expect(await storage.get(key)).toBeNull();
    expect(await storage.readStart(key, 16)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('reads the first bytes of an object (a ranged read)', async () => {
    const key = newKey();
    await storage.put(key, PNG, { contentType: 'image/png', maxBytes: 10_000 });
    expect(await storage.readStart(key, 8)).toEqual(PNG.subarray(0, 8));
    expect(await storage.readStart(key, 100_000)).toEqual(PNG);
  });

  it('takes an upload through its signed url, from fetch as a browser sends it', async () => {
    const key = newKey();
    const { signed, send } = await upload(key, PNG);
    expect(signed).toMatchObject({ method: 'PUT', headers: { 'content-type': 'image/png' } });
    expect(signed.expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect((await send()).status).toBe(200);
    expect(await storage.head(key)).toEqual({ key, sizeBytes: PNG.length });
    expect(await storage.readStart(key, PNG.length)).toEqual(PNG);
  });

  it('refuses an upload larger than the url allows', async () => {
    const key = newKey();
    const { send } = await upload(key, randomBytes(2000), { sizeBytes: 1000, maxBytes: 1000 });
    expect((await send()).status).toBeGreaterThanOrEqual(400);
    expect(await storage.head(key)).toBeNull();
  });

  it('refuses a tampered url: another key, a changed signature, another content type', async () => {
    const key = newKey();
    const { signed, send } = await upload(key, PNG);
    const otherKey = signed.url.replace(key, newKey());
    expect((await send(otherKey)).status).toBe(403);
    const url = new URL(signed.url, subject.base);
    const sigParam = url.searchParams.has('sig') ? 'sig' : 'X-Amz-Signature';
    const signature = url.searchParams.get(sigParam)!;
    url.searchParams.set(sigParam, `${signature[0] === 'a' ? 'b' : 'a'}${signature.slice(1)}`);
    expect((await send(url.toString())).status).toBe(403);
    expect((await send(signed.url, { 'content-type': 'text/html' })).status).toBe(403);
    expect(await storage.head(key)).toBeNull();
  });

  it('refuses an expired url', async () => {
    const key = newKey();
    const { send } = await upload(key, PNG, { expiresInSeconds: 1 });
    // Polled, not slept: the url works until its second is up, then never again.
    await expect.poll(async () => (await send()).status, { timeout: 120_000, interval: 250 }).toBe(403);
  });

  it('serves an object through a signed download url', async () => {
    const key = newKey();
    await storage.put(key, Buffer.from('a,b\n1,2\n'), { contentType: 'text/csv', maxBytes: 100 });
    const url = await storage.downloadUrl(key, { expiresInSeconds: 60, fileName: 'receipt.csv', contentType: 'text/csv' });
    const response = await fetch(new URL(url, subject.base));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="receipt.csv"');
    expect(await response.text()).toBe('a,b\n1,2\n');
  });
});

describe('Local store', () => {
  it('keeps an object as one file, its bytes alone (the type is the caller\'s record)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'storage-one-file-'));
    try {
      const storage = new LocalStorage({ dir, signingKey: randomBytes(32).toString('hex') });
      const key = newKey();
      await storage.put(key, PNG, { contentType: 'image/png', maxBytes: 10_000 });
      const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
      expect(files.map((entry) => join(entry.parentPath, entry.name))).toEqual([join(dir, key)]);
      expect(await readFile(join(dir, key))).toEqual(PNG);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps nothing of an upload cut off before its declared length', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'storage-cut-'));
    const storage = new LocalStorage({ dir, signingKey: randomBytes(32).toString('hex') });
    // The store's answer to the request is the signal it is done with it.
    let served!: () => void;
    const done = new Promise<void>((resolve) => (served = resolve));
    const server = createServer((req, res) => void storage.handler.serve(req, res).then(served));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const key = newKey();
      const body = randomBytes(400_000);
      const signed = await storage.uploadUrl(key, { contentType: 'image/png', sizeBytes: body.length, maxBytes: 1_000_000, expiresInSeconds: 60 });
      // Given a client that sends half the body it declared, then drops the connection
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const req = request(new URL(signed.url, base), { method: 'PUT', headers: { ...signed.headers, 'content-length': String(body.length) } });
      req.on('error', () => undefined);
      const closed = new Promise((resolve) => req.on('close', resolve));
      req.write(body.subarray(0, 200_000), () => req.destroy());
      await closed;
      // Then, once the store is done with the request, it kept nothing: no object, nothing written aside
      await done;
      expect(await storage.head(key)).toBeNull();
      expect((await readdir(dir, { recursive: true })).map(String).filter((name) => name.endsWith('.part'))).toEqual([]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    }
  });
});
