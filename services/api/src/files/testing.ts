// Test helper: a file uploaded as the browser does it (ask for a url, send the bytes straight to it).
import type { UploadKind } from '@spend/domain';
import type { ApiHarness } from '../testing/harness';

/** A real 1x1 PNG: file-type reads its chunks, not only the signature. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Uploads `bytes` for the token's user and returns the upload id a mutation attaches. */
export const uploadFile = async (api: ApiHarness, token: string, fileName: string, bytes: Buffer = PNG, kind: UploadKind = 'receipt', contentType = 'image/png'): Promise<string> => {
  const field = kind === 'receipt' ? 'receiptUploadUrl' : 'avatarUploadUrl';
  const answer = await api.gql<Record<string, { uploadId: string; url: string; method: string; headers: { name: string; value: string }[] }>>(
    `query ($fileName: String!, $contentType: String!, $size: Int!) { ${field}(fileName: $fileName, contentType: $contentType, size: $size) { uploadId url method headers { name value } } }`,
    { fileName, contentType, size: bytes.length }, { token },
  );
  if (answer.errors?.length) throw new Error(answer.errors[0]!.message);
  const url = answer.data![field]!;
  const sent = await fetch(new URL(url.url, api.url), { method: url.method, headers: Object.fromEntries(url.headers.map((h) => [h.name, h.value])), body: new Uint8Array(bytes) });
  if (!sent.ok) throw new Error(`upload answered ${sent.status}`);
  return url.uploadId;
};
