import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { KEY_PATTERN, StorageLimitError, type DownloadUrlOptions, type ObjectInfo, type SignedUpload, type Storage, type UploadUrlOptions } from './storage';

/** Under the GraphQL path, so whatever proxies /graphql (the web's dev server) reaches the store too. */
export const LOCAL_STORE_PREFIX = '/graphql/files/store/';

/** Bytes gathered before one write: a 1 MB receipt is four writev calls, not sixteen 64 KB writes, most of them made while the rest arrives. */
const WRITE_BYTES = 256 * 1024;

/** Writes all of `chunks` at the file's position, again for what a short write left. */
const writeAll = async (file: FileHandle, chunks: Buffer[]): Promise<void> => {
  while (chunks.length > 0) {
    let { bytesWritten } = await file.writev(chunks);
    while (chunks.length > 0 && bytesWritten >= chunks[0]!.length) bytesWritten -= chunks.shift()!.length;
    if (bytesWritten > 0) chunks[0] = chunks[0]!.subarray(bytesWritten);
  }
};

/**
 * Writes `body` to a new file and flushes it to the disk (fsync) before answering its size; fails
 * (StorageLimitError) once more than `maxBytes` arrived.
 */
const writeDurably = async (path: string, body: AsyncIterable<Buffer> | Iterable<Buffer>, maxBytes: number): Promise<number> => {
  const file = await open(path, 'w');
  try {
    let size = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    for await (const chunk of body) {
      size += chunk.length;
      if (size > maxBytes) throw new StorageLimitError(maxBytes);
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes >= WRITE_BYTES) {
        await writeAll(file, pending);
        [pending, pendingBytes] = [[], 0];
      }
    }
    await writeAll(file, pending);
    await file.sync();
    return size;
  } finally {
    await file.close();
  }
};

/** A directory's entries (a new or renamed file in it) are on the disk only once the directory is synced. */
const syncDirectory = async (dir: string): Promise<void> => {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
};

/**
 * The embedded store (`npm start`): objects are files under `dir`, one file each. An object's type
 * is kept by whoever recorded the object (its upload row, its event), never read back from the
 * store: a type beside each file cost a second flush to the disk per put, for nothing. Its signed
 * urls are served by the API itself (`handler`), signed with HMAC-SHA256 (a download's type is in
 * its url). A put is durable before it answers (file and name synced to the disk), as S3's is: an
 * upload the API acknowledged, and then recorded in events, must survive a crash.
 */
export class LocalStorage implements Storage {
  readonly driver = 'local';
  private readonly root: string;
  /** Per directory, its sync that has not started yet (joined by every put renamed into it meanwhile), or the one running. */
  private readonly dirSyncs = new Map<string, { started: boolean; done: Promise<void> }>();
  /** Directories made (and synced into their parents), or being made: a put does not ask for them again. */
  private readonly dirs = new Map<string, Promise<void>>();

  constructor(private readonly options: { dir: string; signingKey: string; now?: () => number }) {
    this.root = resolve(options.dir);
  }

  /** Keys are generated (KEY_PATTERN), and the path is checked to stay under the root anyway. */
  private path(key: string): string {
    const path = resolve(this.root, key);
    if (!KEY_PATTERN.test(key) || !path.startsWith(this.root + sep)) throw new Error('Not a storage key.');
    return path;
  }

  async put(key: string, body: Readable | Buffer, options: { contentType: string; maxBytes: number }): Promise<ObjectInfo> {
    const path = this.path(key);
    await this.makeDirectory(dirname(path));
    // Written aside and renamed: a reader never sees half an object, and a refused one leaves nothing.
    const part = `${path}.${randomUUID()}.part`;
    try {
      const sizeBytes = await writeDurably(part, Buffer.isBuffer(body) ? [body] : (body as AsyncIterable<Buffer>), options.maxBytes);
      await rename(part, path);
      await this.syncRenames(dirname(path));
      return { key, sizeBytes };
    } catch (error) {
      await rm(part, { force: true });
      throw error;
    }
  }

  /**
   * Group commit: puts renamed into `dir` share one directory sync, as long as it starts after their
   * renames. With one running, the next is queued once for all who arrive meanwhile.
   */
  private syncRenames(dir: string): Promise<void> {
    const current = this.dirSyncs.get(dir);
    if (current && !current.started) return current.done;
    const next = { started: false, done: Promise.resolve() };
    next.done = (current?.done ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => {
        next.started = true;
        return syncDirectory(dir);
      })
      .finally(() => {
        if (this.dirSyncs.get(dir) === next) this.dirSyncs.delete(dir);
      });
    this.dirSyncs.set(dir, next);
    return next.done;
  }

  private makeDirectory(dir: string): Promise<void> {
    let making = this.dirs.get(dir);
    if (!making) {
      making = (async () => {
        const made = await mkdir(dir, { recursive: true });
        // Each directory made is synced into its parent, up to the first that already existed.
        if (made) for (let created = dir; ; created = dirname(created)) {
          await syncDirectory(dirname(created));
          if (created === made) break;
        }
      })();
      this.dirs.set(dir, making);
      making.catch(() => this.dirs.delete(dir));
    }
    return making;
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      return { key, sizeBytes: (await stat(this.path(key))).size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async get(key: string): Promise<{ info: ObjectInfo; body: Readable } | null> {
    const info = await this.head(key);
    return info && { info, body: createReadStream(this.path(key)) };
  }

  async delete(key: string): Promise<void> {
    const path = this.path(key);
    // `.json`: the type a store written before 2026-12 kept beside each object.
    await Promise.all([rm(path, { force: true }), rm(`${path}.json`, { force: true })]);
  }

  async readStart(key: string, bytes: number): Promise<Buffer | null> {
    let file;
    try {
      file = await open(this.path(key), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await file.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await file.close();
    }
  }

  async uploadUrl(key: string, options: UploadUrlOptions): Promise<SignedUpload> {
    this.path(key);
    const expires = this.now() + options.expiresInSeconds * 1000;
    const query = { op: 'put', expires: String(expires), max: String(options.maxBytes), type: options.contentType };
    return { url: this.signedUrl(key, query), method: 'PUT', headers: { 'content-type': options.contentType }, expiresAt: new Date(expires) };
  }

  async downloadUrl(key: string, options: DownloadUrlOptions): Promise<string> {
    this.path(key);
    const expires = this.now() + options.expiresInSeconds * 1000;
    return this.signedUrl(key, { op: 'get', expires: String(expires), type: options.contentType, name: options.fileName });
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  private signature(key: string, query: Record<string, string>): Buffer {
    const fields = Object.keys(query).sort().map((k) => `${k}=${query[k]}`);
    return createHmac('sha256', this.options.signingKey).update([key, ...fields].join('\n')).digest();
  }

  private signedUrl(key: string, query: Record<string, string>): string {
    const params = new URLSearchParams({ ...query, sig: this.signature(key, query).toString('base64url') });
    return `${LOCAL_STORE_PREFIX}${key}?${params.toString()}`;
  }

  /** The fields of a signed url when its signature is this store's and it has not expired; else null. */
  private verify(url: URL): { key: string; query: Record<string, string> } | null {
    const key = url.pathname.slice(LOCAL_STORE_PREFIX.length);
    if (!KEY_PATTERN.test(key)) return null;
    const query = Object.fromEntries([...url.searchParams].filter(([name]) => name !== 'sig'));
    const given = Buffer.from(url.searchParams.get('sig') ?? '', 'base64url');
    const expected = this.signature(key, query);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return Number(query.expires) > this.now() ? { key, query } : null;
  }

  /** The routes its signed urls point at: PUT stores the body, GET returns it. */
  readonly handler = {
    handles: (req: IncomingMessage): boolean => (req.method === 'PUT' || req.method === 'GET') && (req.url ?? '').startsWith(LOCAL_STORE_PREFIX),
    serve: async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
      const answer = (status: number, message: string) => {
        if (res.headersSent) return void res.destroy();
        res.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
        res.end(JSON.stringify({ error: message }));
      };
      const signed = this.verify(new URL(req.url!, 'http://store'));
      const op = req.method === 'PUT' ? 'put' : 'get';
      if (!signed || signed.query.op !== op) return answer(403, 'The link is invalid or has expired.');
      const { key, query } = signed;
      try {
        if (op === 'get') return await this.serveObject(key, query, res, answer);
        if ((req.headers['content-type'] ?? '') !== query.type) return answer(403, 'The Content-Type header must be the one the link was made for.');
        const max = Number(query.max);
        if (Number(req.headers['content-length'] ?? 0) > max) return answer(413, 'The file is too large.');
        await this.put(key, req, { contentType: query.type!, maxBytes: max });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{}');
      } catch (error) {
        if (error instanceof StorageLimitError) return answer(413, 'The file is too large.');
        answer(500, 'Unexpected error.');
      }
    },
  };

  private async serveObject(key: string, query: Record<string, string>, res: ServerResponse, answer: (status: number, message: string) => void): Promise<void> {
    const found = await this.get(key);
    if (!found) return answer(404, 'File not found.');
    res.writeHead(200, {
      'content-type': query.type!,
      'content-length': String(found.info.sizeBytes),
      'content-disposition': `attachment; filename="${(query.name ?? 'file').replace(/["\\\r\n]/g, '')}"`,
      'content-security-policy': "sandbox; default-src 'none'",
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    await pipeline(found.body, res);
  }
}
