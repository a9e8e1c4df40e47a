import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKKEEPING_MESSAGES as M } from '@spend/domain';
import { PNG, uploadFile } from '../files/testing';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { addMember } from './testing';

let api: ApiHarness;
let acme: SeededCompany;
let globex: SeededCompany;
let spender: { userId: string; token: string };
let other: { userId: string; token: string };

type Receipt = { fileId: string; fileName: string; contentType: string; sizeBytes: number; url: string };
type Tx = { id: string; isLocked: boolean; receipts: Receipt[] };
const FIELDS = 'id isLocked receipts { fileId fileName contentType sizeBytes url }';
const ATTACH = `mutation ($id: ID!, $uploadId: ID!) { attachTransactionReceipt(where: { id: $id }, uploadId: $uploadId) { ${FIELDS} } }`;
const REMOVE = `mutation ($id: ID!, $fileId: ID!) { removeTransactionReceipt(where: { id: $id }, fileId: $fileId) { ${FIELDS} } }`;

const attach = (id: string, uploadId: string, token: string) => api.gql<{ attachTransactionReceipt: Tx }>(ATTACH, { id, uploadId }, { token });
const remove = (id: string, fileId: string, token: string) => api.gql<{ removeTransactionReceipt: Tx }>(REMOVE, { id, fileId }, { token });
const action = (name: 'lockTransaction' | 'unlockTransaction', id: string) => api.gql(`mutation ($id: ID!) { ${name}(where: { id: $id }) { id } }`, { id }, { token: acme.token });
const download = (url: string, token: string) => fetch(new URL(url, api.url), { headers: { authorization: `Bearer ${token}` } });
/** A reimbursement of the token's user (only they and admins see it). */
const reimbursement = async (token: string): Promise<string> => {
  const answer = await api.gql<{ createOneTransaction: { id: string } }>(`mutation ($data: TransactionCreateInput!) { createOneTransaction(data: $data) { id } }`, {
    data: { source: 'REIMBURSEMENT', paymentType: 'CASH', amount: '120.00', date: '2026-02-27', vendor: 'Office Depot' },
  }, { token });
  expect(answer.errors).toBeUndefined();
  return answer.data!.createOneTransaction.id;
};

beforeAll(async () => {
  api = await ApiHarness.start('api_transaction_receipts');
  acme = await api.seedCompany('Acme');
  globex = await api.seedCompany('Globex');
  spender = await addMember(api, acme.companyId, ['Spender']);
  other = await addMember(api, acme.companyId, ['Spender']);
});
afterAll(async () => {
  await api.close();
});

describe('a transaction\'s receipts', () => {
  it('the owner attaches an upload; admins download it, another spender and another company get 404; removal detaches it', async () => {
    const id = await reimbursement(spender.token);
    const uploadId = await uploadFile(api, spender.token, 'lunch.png');
    const attached = await attach(id, uploadId, spender.token);
    expect(attached.errors).toBeUndefined();
    const url = `/graphql/files/download/${uploadId}`;
    expect(attached.data!.attachTransactionReceipt.receipts).toEqual([{ fileId: uploadId, fileName: 'lunch.png', contentType: 'image/png', sizeBytes: PNG.length, url }]);

    const served = await download(url, acme.token);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await download(url, other.token)).status).toBe(404);
    expect((await download(url, globex.token)).status).toBe(404);

    const removed = await remove(id, uploadId, spender.token);
    expect(removed.data!.removeTransactionReceipt.receipts).toEqual([]);
    // Detached, the file is no admin's to see any more (its uploader still may).
    expect((await download(url, acme.token)).status).toBe(404);
    expect((await download(url, spender.token)).status).toBe(200);
    expect((await remove(id, uploadId, spender.token)).errors![0]!.extensions!.code).toBe('NOT_FOUND');
  });

  it('refuses another company\'s transaction, another user\'s upload and a locked transaction, recording nothing', async () => {
    const id = await reimbursement(spender.token);
    const foreignUpload = await uploadFile(api, globex.token, 'theirs.png');
    expect((await attach(id, foreignUpload, globex.token)).errors![0]!.extensions!.code).toBe('NOT_FOUND');
    const spendersUpload = await uploadFile(api, spender.token, 'mine.png');
    // An admin may edit the transaction but not attach a file someone else uploaded.
    expect((await attach(id, spendersUpload, acme.token)).errors![0]!.extensions!.code).toBe('NOT_FOUND');
    expect((await attach(id, 'not-a-uuid', spender.token)).errors![0]!.extensions!.code).toBe('NOT_FOUND');

    expect((await action('lockTransaction', id)).errors).toBeUndefined();
    const locked = await attach(id, spendersUpload, spender.token);
    expect(locked.errors![0]!.message).toBe(M.locked);
    expect((await action('unlockTransaction', id)).errors).toBeUndefined();
    const after = await attach(id, spendersUpload, spender.token);
    expect(after.data!.attachTransactionReceipt.receipts.map((r) => r.fileId)).toEqual([spendersUpload]);

    expect((await action('lockTransaction', id)).errors).toBeUndefined();
    expect((await remove(id, spendersUpload, spender.token)).errors![0]!.message).toBe(M.locked);
  });
});
