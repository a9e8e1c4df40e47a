import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiHarness, type SeededCompany } from '../testing/harness';

const AVATAR_URL = `query ($fileName: String!, $contentType: String!, $size: Int!) {
  avatarUploadUrl(fileName: $fileName, contentType: $contentType, size: $size) { uploadId url method headers { name value } }
}`;
const RECEIPT_URL = AVATAR_URL.replace('avatarUploadUrl', 'receiptUploadUrl');
const UPDATE = `mutation ($uploadId: ID!) { updateMyAvatar(uploadId: $uploadId) { id avatarUrl person { avatar } } }`;
const REMOVE = `mutation { removeMyAvatar { id avatarUrl } }`;
const ME = `{ me { id avatarUrl } }`;

// A real 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const ELF = Buffer.concat([Buffer.from('7f454c46020101000000000000000000', 'hex'), randomBytes(200)]);

let api: ApiHarness;
let acme: SeededCompany;
let globex: SeededCompany;
beforeAll(async () => {
  api = await ApiHarness.start('api_avatars', { AVATAR_MAX_SIZE: '1KB' });
  acme = await api.seedCompany('Acme');
  globex = await api.seedCompany('Globex');
});
afterAll(() => api.close());

const origin = () => api.url.replace(/\/graphql$/, '');
/** As the profile screen does it: ask for a url, send the bytes straight to it, answer the upload id. */
const upload = async (company: SeededCompany, fileName: string, contentType: string, bytes: Buffer, query = AVATAR_URL): Promise<string> => {
  const answer = await api.gql<Record<string, { uploadId: string; url: string; method: string; headers: { name: string; value: string }[] }>>(
    query, { fileName, contentType, size: bytes.length }, { token: company.token },
  );
  expect(answer.errors).toBeUndefined();
  const url = Object.values(answer.data!)[0]!;
  const sent = await fetch(new URL(url.url, origin()), { method: url.method, headers: Object.fromEntries(url.headers.map((h) => [h.name, h.value])), body: new Uint8Array(bytes) });
  expect(sent.status).toBe(200);
  return url.uploadId;
};
const myAvatar = async (company: SeededCompany) => (await api.gql<{ me: { avatarUrl: string | null } }>(ME, {}, { token: company.token })).data!.me.avatarUrl;
const fetchFile = (company: SeededCompany, url: string) => fetch(new URL(url, origin()), { headers: { authorization: `Bearer ${company.token}` } });

describe('the caller\'s avatar', () => {
  it('takes a checked image upload, shows it on me, the user and the person, and serves it inline, sandboxed', async () => {
    expect(await myAvatar(acme)).toBeNull();
    const uploadId = await upload(acme, 'me.png', 'image/png', PNG);
    const updated = await api.gql<{ updateMyAvatar: { id: string; avatarUrl: string; person: { avatar: string } } }>(UPDATE, { uploadId }, { token: acme.token });
    expect(updated.errors).toBeUndefined();
    const url = `/graphql/files/download/${uploadId}`;
    expect(updated.data!.updateMyAvatar).toEqual({ id: acme.adminUserId, avatarUrl: url, person: { avatar: url } });
    expect(await myAvatar(acme)).toBe(url);

    const served = await fetchFile(acme, url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-disposition')).toMatch(/^inline/);
    expect(served.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    // Another company neither sees it nor learns that it exists.
    expect((await fetchFile(globex, url)).status).toBe(404);

    // The same upload again changes nothing; removing it goes back to initials.
    expect((await api.gql(UPDATE, { uploadId }, { token: acme.token })).errors).toBeUndefined();
    const removed = await api.gql<{ removeMyAvatar: { avatarUrl: string | null } }>(REMOVE, {}, { token: acme.token });
    expect(removed.data!.removeMyAvatar.avatarUrl).toBeNull();
    expect(await myAvatar(acme)).toBeNull();
  });

  it('refuses a renamed executable with the type message, deletes it, and keeps the avatar as it was', async () => {
    const uploadId = await upload(globex, 'me.png', 'image/png', ELF);
    const refused = await api.gql(UPDATE, { uploadId }, { token: globex.token });
    expect(refused.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT', fields: { file: "The file's content is not what its name says. Avatars must be JPG, JPEG, PNG, GIF, BMP or WEBP files." },
    });
    expect(await myAvatar(globex)).toBeNull();
    // Refused once, refused for good: its bytes are gone.
    expect((await api.gql(UPDATE, { uploadId }, { token: globex.token })).errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('answers another company\'s upload, a receipt upload, and a made-up id as not found', async () => {
    const theirs = await upload(acme, 'me.png', 'image/png', PNG);
    const receipt = await upload(globex, 'lunch.png', 'image/png', PNG, RECEIPT_URL);
    for (const uploadId of [theirs, receipt, 'not-an-id']) {
      const answer = await api.gql(UPDATE, { uploadId }, { token: globex.token });
      expect(answer.errors![0]!.extensions).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await myAvatar(globex)).toBeNull();
  });

  it('refuses an avatar url for an SVG or a file over the avatar limit before any byte is sent', async () => {
    const svg = await api.gql(AVATAR_URL, { fileName: 'me.svg', contentType: 'image/svg+xml', size: 100 }, { token: acme.token });
    expect(svg.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { contentType: 'Avatars must be JPG, JPEG, PNG, GIF, BMP or WEBP files.' } });
    const big = await api.gql(AVATAR_URL, { fileName: 'me.png', contentType: 'image/png', size: 1025 }, { token: acme.token });
    expect(big.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { size: 'The file must be at most 1 KB.' } });
  });
});
