import { gql, type ApolloClient } from '@apollo/client';
import { UPLOAD_EXTENSIONS, UPLOAD_MESSAGES, acceptedUploadType, type UploadKind } from '@spend/domain';
import type { AvatarUploadUrlQuery, ReceiptUploadUrlQuery } from '../generated/graphql';

/** Spec 7 upload urls: where the browser sends a file's bytes directly (ARCHITECTURE 12). */
const RECEIPT_UPLOAD_URL = gql`
  query ReceiptUploadUrl($fileName: String!, $contentType: String!, $size: Int!) {
    receiptUploadUrl(fileName: $fileName, contentType: $contentType, size: $size) {
      uploadId
      url
      method
      headers {
        name
        value
      }
    }
  }
`;

const AVATAR_UPLOAD_URL = gql`
  query AvatarUploadUrl($fileName: String!, $contentType: String!, $size: Int!) {
    avatarUploadUrl(fileName: $fileName, contentType: $contentType, size: $size) {
      uploadId
      url
      method
      headers {
        name
        value
      }
    }
  }
`;

/** A file input's `accept`: the extensions the API takes for this kind of file (spec 5). */
export const acceptOf = (kind: UploadKind): string => UPLOAD_EXTENSIONS[kind].map((e) => `.${e}`).join(',');

/**
 * The one way the web uploads a file: the API's first rule (type) checked here so a wrong file is
 * told at once, then an upload url, then the bytes straight to storage. Returns the upload id a
 * mutation attaches; the API checks the file itself (real type, size) when it is attached.
 */
export const sendUpload = async (client: ApolloClient<object>, kind: UploadKind, file: File): Promise<string> => {
  if (!acceptedUploadType(kind, file.name, file.type)) throw new Error(UPLOAD_MESSAGES.type(kind));
  const variables = { fileName: file.name, contentType: file.type, size: file.size };
  const target = kind === 'receipt'
    ? (await client.query<ReceiptUploadUrlQuery>({ query: RECEIPT_UPLOAD_URL, variables, fetchPolicy: 'network-only' })).data.receiptUploadUrl
    : (await client.query<AvatarUploadUrlQuery>({ query: AVATAR_UPLOAD_URL, variables, fetchPolicy: 'network-only' })).data.avatarUploadUrl;
  const sent = await fetch(target.url, { method: target.method, headers: Object.fromEntries(target.headers.map((h) => [h.name, h.value])), body: file });
  if (!sent.ok) throw new Error('The file could not be uploaded. Try again.');
  return target.uploadId;
};
