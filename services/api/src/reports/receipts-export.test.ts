import { createHash, randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportWorkflowId } from '@spend/workflows/messages';
import { receiptPdf } from '../demo/receipt-pdf';
import { PNG, uploadFile } from '../files/testing';
import { loadConfig } from '../shared/config';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { addMember } from '../transactions/testing';
import { runReportWorker } from './worker';

let api: ApiHarness;
let acme: SeededCompany;
let globex: SeededCompany;
let spender: { userId: string; token: string };
const taskQueue = `test-${randomUUID()}`;
const stopWorker = new AbortController();
let worker: Promise<void>;
const PDF = receiptPdf({ merchant: 'Office Depot', at: '2026-02-27T12:00:00Z', amountCents: 12_000 });
const ids = {} as Record<'depot' | 'cafe' | 'bare' | 'other', string>;

const EXPORT = `query ($where: TransactionWhereInput, $orderBy: [TransactionOrderByInput!], $options: ReportOptionsInput) {
  receiptsExport(where: $where, orderBy: $orderBy, options: $options) { url fileName } }`;
const download = (url: string, token: string) => fetch(new URL(url, api.url), { headers: { authorization: `Bearer ${token}` } });

const createTransaction = async (token: string, vendor: string, amount: string, date: string): Promise<string> => {
  const answer = await api.gql<{ createOneTransaction: { id: string } }>(`mutation ($data: TransactionCreateInput!) { createOneTransaction(data: $data) { id } }`, {
    data: { source: 'REIMBURSEMENT', paymentType: 'CASH', amount, date, vendor },
  }, { token });
  expect(answer.errors).toBeUndefined();
  return answer.data!.createOneTransaction.id;
};
const attach = async (id: string, token: string, fileName: string, bytes: Buffer, contentType: string) => {
  const uploadId = await uploadFile(api, token, fileName, bytes, 'receipt', contentType);
  const answer = await api.gql(`mutation ($id: ID!, $uploadId: ID!) { attachTransactionReceipt(where: { id: $id }, uploadId: $uploadId) { id } }`, { id, uploadId }, { token });
  expect(answer.errors).toBeUndefined();
};

/** Asks for the export and downloads the zip once ready (a workflow's url answers 202 meanwhile). */
const exportZip = async (variables: Record<string, unknown>, token = acme.token) => {
  const answer = await api.gql<{ receiptsExport: { url: string; fileName: string } }>(EXPORT, variables, { token });
  expect(answer.errors).toBeUndefined();
  const { url, fileName } = answer.data!.receiptsExport;
  let response = await download(url, token);
  for (const deadline = Date.now() + 30_000; response.status === 202 && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after')) * 100));
    response = await download(url, token);
  }
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  const index = parse(Buffer.from(files['index.csv']!), { bom: true, columns: true }) as Record<string, string>[];
  return { url, fileName, files, index };
};

beforeAll(async () => {
  // Above 2 receipts an export is zipped by the report workflow: the company's 3 take that path, filtered ones run inline.
  api = await ApiHarness.start('api_receipts_export', { RECEIPTS_EXPORT_INLINE_MAX_FILES: '2', TEMPORAL_TASK_QUEUE: taskQueue });
  worker = runReportWorker(loadConfig({ TEMPORAL_TASK_QUEUE: taskQueue }), api.workerServices(), stopWorker.signal);
  acme = await api.seedCompany('Acme');
  globex = await api.seedCompany('Globex');
  spender = await addMember(api, acme.companyId, ['Spender']);
  ids.depot = await createTransaction(spender.token, 'Office Depot', '120.00', '2026-02-27');
  ids.cafe = await createTransaction(spender.token, 'Café / "Bean" <Bar>', '4.50', '2026-03-02');
  ids.bare = await createTransaction(spender.token, 'No Receipt Inc', '9.99', '2026-03-03');
  ids.other = await createTransaction(globex.token, 'Globex Supply', '50.00', '2026-03-04');
  await attach(ids.depot, spender.token, 'depot.pdf', PDF, 'application/pdf');
  await attach(ids.depot, spender.token, 'depot-2.png', PNG, 'image/png');
  await attach(ids.cafe, spender.token, '../../etc/passwd.png', PNG, 'image/png');
  await attach(ids.other, globex.token, 'globex.png', PNG, 'image/png');
});
afterAll(async () => {
  stopWorker.abort();
  await worker;
  await api?.close();
});

describe('receiptsExport', () => {
  it("zips every receipt of the company's list with an index, by the workflow when large", async () => {
    const { fileName, files, index, url } = await exportZip({ orderBy: [{ field: 'initial_transaction_date', order: 'asc' }], options: { timeZone: 'UTC' } });
    expect(fileName).toBe('receipts.zip');
    const id = url.split('/').pop()!;
    // Three receipts are above the inline bound: the report workflow (id = report id) wrote it.
    const workflow = api.temporal.workflow.getHandle(reportWorkflowId(id));
    await workflow.result();
    expect((await workflow.describe()).status.name).toBe('COMPLETED');
    expect(Object.keys(files).sort()).toEqual([
      'index.csv',
      `receipts/2026-02-27 Office Depot 120.00 ${ids.depot.slice(0, 8)}-1.pdf`,
      `receipts/2026-02-27 Office Depot 120.00 ${ids.depot.slice(0, 8)}-2.png`,
      `receipts/2026-03-02 Café Bean Bar 4.50 ${ids.cafe.slice(0, 8)}-1.png`,
    ].sort());
    // The bytes are the uploaded ones, checked against the index's hash.
    expect(Buffer.from(files[`receipts/2026-02-27 Office Depot 120.00 ${ids.depot.slice(0, 8)}-1.pdf`]!).equals(PDF)).toBe(true);
    expect(index.map((r) => [r['Transaction ID'], r['Original File Name'], r.Amount, r.Merchant])).toEqual([
      [ids.depot, 'depot.pdf', '120.00', 'Office Depot'],
      [ids.depot, 'depot-2.png', '120.00', 'Office Depot'],
      [ids.cafe, 'passwd.png', '4.50', 'Café / "Bean" <Bar>'],
    ]);
    for (const row of index) {
      const bytes = Buffer.from(files[row.File!]!);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(row['SHA-256']);
      expect(Number(row['Size (bytes)'])).toBe(bytes.length);
    }
    expect(index[0]!).toMatchObject({ Date: '02/27/2026', 'Date (ISO 8601)': '2026-02-27T00:00:00Z', Attached: expect.stringMatching(/^\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/) });
    expect(Object.keys(files).some((name) => name.includes('Globex') || name.includes('No Receipt'))).toBe(false);
  });

  it('follows the list filters, inline when small', async () => {
    const { files, index } = await exportZip({ where: { q: 'Café' } });
    expect(index.map((r) => r['Transaction ID'])).toEqual([ids.cafe]);
    expect(Object.keys(files)).toHaveLength(2);
  });

  it('is for admins only, and a bad option records nothing', async () => {
    const denied = await api.gql(EXPORT, {}, { token: spender.token });
    expect(denied.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const bad = await api.gql(EXPORT, { options: { timeZone: 'Mars/Olympus' } }, { token: acme.token });
    expect(bad.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    const unknownColumn = await api.gql(EXPORT, { options: { config: { columns: ['File', 'Nope'] } } }, { token: acme.token });
    expect(unknownColumn.errors![0]!.message).toBe('Unknown column: Nope.');
  });

  it("never lets another company download the zip", async () => {
    const { url } = await exportZip({ where: { q: 'Office' } });
    expect((await download(url, globex.token)).status).toBe(404);
    expect((await download(url, spender.token)).status).toBe(403);
  });
});
