import { createHash, randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadKind } from '@spend/domain';
import type { ReadModels } from '@spend/projections/api';
import type { Caller } from '../shared/auth';
import { loadConfig } from '../shared/config';
import type { ApiContext, ApiServices } from '../shared/context';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { verifyUpload } from './uploads';

const URL_FIELDS = 'uploadId url method headers { name value } expiresAt maxBytes';
const RECEIPT_URL = `query ($fileName: String!, $contentType: String!, $size: Int!) { receiptUploadUrl(fileName: $fileName, contentType: $contentType, size: $size) { ${URL_FIELDS} } }`;
const AVATAR_URL = `query ($fileName: String!, $contentType: String!, $size: Int!) { avatarUploadUrl(fileName: $fileName, contentType: $contentType, size: $size) { ${URL_FIELDS} } }`;
type UploadUrl = { uploadId: string; url: string; method: string; headers: { name: string; value: string }[]; expiresAt: string; maxBytes: number };

// A real 1x1 PNG: file-type reads its chunks, not only the signature.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a464946000101', 'hex'), randomBytes(500)]);
const ELF = Buffer.concat([Buffer.from('7f454c46020101000000000000000000', 'hex'), randomBytes(400)]);
const PE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0]), Buffer.alloc(64), Buffer.from('PE\0\0'), randomBytes(300)]);
const SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="1" height="1"/></svg>');

/** A harness with its own database; `env` changes the API's configuration. */
const start = async (label: string, env: Record<string, string> = {}) => {
  const api = await ApiHarness.start(label, env);
  const acme = await api.seedCompany('Acme');
  const globex = await api.seedCompany('Globex');
  const db = new Kysely<ReadModels>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: api.db.urlAs('spend_api'), max: 2 }) }) });
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  /** What a mutation that attaches a file has: the caller's context (the lead's receipt mutation passes its own). */
  const contextOf = (company: SeededCompany): ApiContext => ({
    services: { config, db, storage: api.storage, logger: pino({ level: 'silent' }) } as unknown as ApiServices,
    caller: { userId: company.adminUserId, companyId: company.companyId, roles: ['OrgAdmin'] } as Caller,
    flags: new Set(), idempotencyKey: null, commandId: 'test', correlationId: 'test', appended: null,
  });
  const close = async () => {
    await db.destroy();
    await api.close();
  };
  return { api, acme, globex, contextOf, close };
};

let stack: Awaited<ReturnType<typeof start>>;
beforeAll(async () => {
  stack = await start('api_uploads', { AVATAR_MAX_SIZE: '1KB' });
});
afterAll(() => stack.close());

const origin = () => stack.api.url.replace(/\/graphql$/, '');
const askUrl = async (company: SeededCompany, kind: UploadKind, fileName: string, contentType: string, size: number) =>
  stack.api.gql<{ receiptUploadUrl?: UploadUrl; avatarUploadUrl?: UploadUrl }>(kind === 'receipt' ? RECEIPT_URL : AVATAR_URL, { fileName, contentType, size }, { token: company.token });
/** As the browser does it: ask for a url, then send the bytes straight to it. */
const upload = async (company: SeededCompany, kind: UploadKind, fileName: string, contentType: string, bytes: Buffer, size = bytes.length) => {
  const answer = await askUrl(company, kind, fileName, contentType, size);
  expect(answer.errors).toBeUndefined();
  const url = (answer.data!.receiptUploadUrl ?? answer.data!.avatarUploadUrl)!;
  const sent = await fetch(new URL(url.url, origin()), { method: url.method, headers: Object.fromEntries(url.headers.map((h) => [h.name, h.value])), body: new Uint8Array(bytes) });
  return { url, status: sent.status };
};
const verify = (company: SeededCompany, uploadId: string, kind: UploadKind) => verifyUpload(stack.contextOf(company), uploadId, kind);
const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: { code?: string; message: string; fields?: Record<string, string> }) => ({ code: error.code, message: error.message, fields: error.fields }));
const download = (company: SeededCompany, fileId: string) => fetch(`${origin()}/graphql/files/download/${fileId}`, { headers: { authorization: `Bearer ${company.token}` } });
const keyOf = async (uploadId: string): Promise<string> => {
  const client = new pg.Client({ connectionString: stack.api.db.url });
  await client.connect();
  const { rows } = await client.query<{ key: string }>('SELECT key FROM uploads WHERE id = $1', [uploadId]);
  await client.end();
  return rows[0]!.key;
};

describe('receipt and avatar uploads through the API', () => {
  it('takes a receipt: url, bytes straight to the store, checked, served inline with the safe headers', async () => {
    const { url, status } = await upload(stack.acme, 'receipt', 'lunch.png', 'image/png', PNG);
    expect(status).toBe(200);
    expect(url).toMatchObject({ method: 'PUT', headers: [{ name: 'content-type', value: 'image/png' }], maxBytes: 10 * 1024 * 1024 });
    expect(new Date(url.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const file = await verify(stack.acme, url.uploadId, 'receipt');
    expect(file).toEqual({
      fileId: url.uploadId, key: `receipts/${stack.acme.companyId}/${url.uploadId}`, fileName: 'lunch.png', contentType: 'image/png',
      sizeBytes: PNG.length, sha256: createHash('sha256').update(PNG).digest('hex'),
    });
    // Verifying again (a retried mutation) answers the same file.
    expect(await verify(stack.acme, url.uploadId, 'receipt')).toEqual(file);
    const served = await download(stack.acme, file.fileId);
    expect(served.status).toBe(200);
    expect(Object.fromEntries(['content-type', 'content-disposition', 'content-security-policy', 'x-content-type-options'].map((h) => [h, served.headers.get(h)]))).toEqual({
      'content-type': 'image/png', 'content-disposition': 'inline; filename="lunch.png"', 'content-security-policy': "sandbox; default-src 'none'", 'x-content-type-options': 'nosniff',
    });
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    // Another company neither sees it nor learns that it exists.
    expect((await download(stack.globex, file.fileId)).status).toBe(404);
  });

  it('takes an avatar, and refuses one over its limit or of a type avatars do not take', async () => {
    const { url, status } = await upload(stack.acme, 'avatar', 'me.jpg', 'image/jpeg', JPEG);
    expect(status).toBe(200);
    expect(url.maxBytes).toBe(1024);
    expect(await verify(stack.acme, url.uploadId, 'avatar')).toMatchObject({ contentType: 'image/jpeg', sizeBytes: JPEG.length, fileName: 'me.jpg' });
    const tooBig = await askUrl(stack.acme, 'avatar', 'me.png', 'image/png', 1025);
    expect(tooBig.errors?.[0]).toMatchObject({ message: 'The file must be at most 1 KB.', extensions: { code: 'BAD_USER_INPUT', fields: { size: 'The file must be at most 1 KB.' } } });
    const svg = await askUrl(stack.acme, 'avatar', 'me.svg', 'image/svg+xml', 100);
    expect(svg.errors?.[0]?.extensions?.fields).toEqual({ contentType: 'Avatars must be JPG, JPEG, PNG, GIF, BMP or WEBP files.' });
  });

  it('refuses a type that is not accepted by MIME type or extension', async () => {
    const answer = await askUrl(stack.acme, 'receipt', 'setup.exe', 'application/x-msdownload', 100);
    expect(answer.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: { contentType: 'Receipts must be JPG, JPEG, PNG, GIF, BMP, WEBP, SVG, PDF or CSV files.' } } });
    // Accepted by its extension when the browser reports no useful type.
    expect((await askUrl(stack.acme, 'receipt', 'scan.PDF', 'application/octet-stream', 100)).errors).toBeUndefined();
  });

  it.each([['an ELF', ELF], ['a Windows PE', PE], ['random bytes', randomBytes(300)]])('refuses %s executable named .png, and deletes it from storage', async (_label, bytes) => {
    const { url, status } = await upload(stack.acme, 'receipt', 'receipt.png', 'image/png', bytes);
    expect(status).toBe(200);
    const key = await keyOf(url.uploadId);
    expect(await stack.api.storage.head(key)).not.toBeNull();
    expect(await refusal(verify(stack.acme, url.uploadId, 'receipt'))).toEqual({
      code: 'BAD_USER_INPUT',
      message: "The file's content is not what its name says. Receipts must be JPG, JPEG, PNG, GIF, BMP, WEBP, SVG, PDF or CSV files.",
      fields: { file: "The file's content is not what its name says. Receipts must be JPG, JPEG, PNG, GIF, BMP, WEBP, SVG, PDF or CSV files." },
    });
    expect(await stack.api.storage.head(key)).toBeNull();
    expect(await refusal(verify(stack.acme, url.uploadId, 'receipt'))).toMatchObject({ code: 'BAD_USER_INPUT', message: 'This file was refused. Upload it again.' });
  });

  it('refuses an oversize receipt up front, and bytes beyond the limit at the store', async () => {
    const answer = await askUrl(stack.acme, 'receipt', 'big.pdf', 'application/pdf', 10 * 1024 * 1024 + 1);
    expect(answer.errors?.[0]).toMatchObject({ message: 'The file must be at most 10 MB.', extensions: { code: 'BAD_USER_INPUT' } });
    const { url, status } = await upload(stack.acme, 'avatar', 'me.png', 'image/png', Buffer.concat([PNG, randomBytes(1100)]), 500);
    expect(status).toBe(413);
    expect(await refusal(verify(stack.acme, url.uploadId, 'avatar'))).toMatchObject({ code: 'BAD_USER_INPUT', message: 'The file has not been uploaded yet.' });
  });

  it('refuses a zero-byte file, asked for or sent', async () => {
    expect((await askUrl(stack.acme, 'receipt', 'empty.png', 'image/png', 0)).errors?.[0]).toMatchObject({ message: 'The file is empty.', extensions: { code: 'BAD_USER_INPUT', fields: { size: 'The file is empty.' } } });
    const { url, status } = await upload(stack.acme, 'receipt', 'empty.png', 'image/png', Buffer.alloc(0), 10);
    expect(status).toBe(200);
    expect(await refusal(verify(stack.acme, url.uploadId, 'receipt'))).toMatchObject({ code: 'BAD_USER_INPUT', message: 'The file is empty.' });
  });

  it('makes a path-traversal file name harmless: shown as its last segment, never part of the key', async () => {
    const { url } = await upload(stack.acme, 'receipt', '../../etc/passwd.csv', 'text/csv', Buffer.from('date,amount\n2026-01-02,12.50\n'));
    const file = await verify(stack.acme, url.uploadId, 'receipt');
    expect(file).toMatchObject({ fileName: 'passwd.csv', contentType: 'text/csv', key: `receipts/${stack.acme.companyId}/${url.uploadId}` });
    const served = await download(stack.acme, file.fileId);
    expect(served.headers.get('content-disposition')).toBe('attachment; filename="passwd.csv"');
  });

  it('answers another company’s or another kind’s uploadId as not found', async () => {
    const { url } = await upload(stack.acme, 'receipt', 'lunch.png', 'image/png', PNG);
    expect(await refusal(verify(stack.globex, url.uploadId, 'receipt'))).toMatchObject({ code: 'NOT_FOUND', message: 'Upload not found.' });
    expect(await refusal(verify(stack.acme, url.uploadId, 'avatar'))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await refusal(verify(stack.acme, 'not-an-id', 'receipt'))).toMatchObject({ code: 'NOT_FOUND' });
    // The other company cannot use the url's upload either: the bytes stay Acme's.
    expect(await verify(stack.acme, url.uploadId, 'receipt')).toMatchObject({ fileId: url.uploadId });
  });

  it('serves an SVG only as an attachment that cannot run script, and refuses a malformed one', async () => {
    const { url } = await upload(stack.acme, 'receipt', 'logo.svg', 'image/svg+xml', SVG);
    const file = await verify(stack.acme, url.uploadId, 'receipt');
    expect(file.contentType).toBe('image/svg+xml');
    const served = await download(stack.acme, file.fileId);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-disposition')).toBe('attachment; filename="logo.svg"');
    expect(served.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const broken = await upload(stack.acme, 'receipt', 'logo.svg', 'image/svg+xml', Buffer.from('<svg><script>alert(1)</svg>'));
    expect(await refusal(verify(stack.acme, broken.url.uploadId, 'receipt'))).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('requires a signed-in caller', async () => {
    const answer = await stack.api.gql(RECEIPT_URL, { fileName: 'a.png', contentType: 'image/png', size: 10 });
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('an expired upload url', () => {
  let short: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    short = await start('api_uploads_expiry', { UPLOAD_URL_TTL_SECONDS: '1' });
  });
  afterAll(() => short.close());

  it('is refused by the store, and verifying an upload that never came says it expired', async () => {
    const ask = async () => (await short.api.gql<{ receiptUploadUrl: UploadUrl }>(RECEIPT_URL, { fileName: 'a.png', contentType: 'image/png', size: PNG.length }, { token: short.acme.token })).data!.receiptUploadUrl;
    const [sent, neverSent] = [await ask(), await ask()];
    const put = () => fetch(new URL(sent.url, short.api.url), { method: 'PUT', headers: { 'content-type': 'image/png' }, body: new Uint8Array(PNG) });
    // Polled: once its second is up, the url never works again.
    await expect.poll(async () => (await put()).status, { timeout: 120_000, interval: 200 }).toBe(403);
    await expect.poll(async () => (await refusal(verifyUpload(short.contextOf(short.acme), neverSent.uploadId, 'receipt')))?.message, { timeout: 120_000, interval: 200 })
      .toBe('The upload has expired. Upload the file again.');
  });
});
