import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { ZipArchive } from 'archiver';
import { sql } from 'kysely';
import type { ReportJob } from '@spend/workflows/messages';
import type { ReceiptRow } from '@spend/projections/api';
import type { ReportOptionsInput } from '../generated/resolvers-types';
import { objectKey } from '../files/storage';
import { CSV_BOM, csvPlan, dateColumns, isoDateTime, ISO_DATE_TIME, type ReportColumn } from '../shared/csv';
import { withTenant, type ReadTransaction } from '../shared/tenant';
import { cursorBatches } from './cursor';
import { reportRows, TRANSACTION_COLUMNS, type TransactionReportRow } from './transactions-report';
import { MAX_REPORT_BYTES, type ReportProgress, type ReportServices } from './write';

/**
 * The receipts export (spec 6: admins): the list's current filters and order, one row per receipt of
 * each transaction that has any, with the transactions report's columns (same rules), and the file.
 */
const receiptRows = (trx: ReadTransaction, job: ReportJob) =>
  reportRows(trx, job)
    .where('transactions.receipt_count', '>', 0)
    // A set-returning function in the select list: a row per receipt, in the list's order.
    .select(['transactions.id as transaction_id', sql<ReceiptRow>`jsonb_array_elements(transactions.receipts)`.as('receipt')]);

type ReceiptExportRow = TransactionReportRow & { transaction_id: string; receipt: ReceiptRow };
/** What the index says of a receipt: where it is in the zip ('' when the store no longer has it). */
type IndexRow = ReceiptExportRow & { path: string };

const INDEX_COLUMNS: readonly ReportColumn<IndexRow>[] = [
  ['File', (r) => r.path || 'Missing from storage'],
  ['Transaction ID', (r) => r.transaction_id],
  ['Original File Name', (r) => r.receipt.fileName],
  ['Content Type', (r) => r.receipt.contentType],
  ['Size (bytes)', (r) => String(r.receipt.sizeBytes)],
  ['SHA-256', (r) => r.receipt.sha256],
  ...dateColumns<IndexRow>('Attached', (r) => r.receipt.attachedAt, { time: true, iso: true }),
  ...(TRANSACTION_COLUMNS as readonly ReportColumn<IndexRow>[]),
];

/** Names a spreadsheet, a zip tool and every file system accept: no separators, no control characters. */
const plainName = (text: string): string => text.replace(/[^\p{L}\p{N}.-]+/gu, ' ').trim().slice(0, 60).trim() || 'receipt';

const extension = (fileName: string): string => /\.([A-Za-z0-9]{1,5})$/.exec(fileName)?.[1]?.toLowerCase() ?? 'bin';

/** receipts/2024-03-05 Blue Bottle 12.50 1a2b3c4d-1.jpg: sortable by date, unique per transaction and receipt. */
const zipPath = (row: ReceiptExportRow, n: number, format: Intl.DateTimeFormat): string => {
  const amount = (TRANSACTION_COLUMNS.find(([header]) => header === 'Amount')![1])(row, format);
  const day = isoDateTime(format, row.date_ms).slice(0, 10);
  return `receipts/${day} ${plainName(row.merchant_name)} ${amount} ${row.transaction_id.slice(0, 8)}-${n}.${extension(row.receipt.fileName)}`;
};

export const receiptsExport = {
  fileName: 'receipts.zip',
  contentType: 'application/zip',
  permission: 'receipts.export',
  plan: (options: unknown) => csvPlan(INDEX_COLUMNS, options as ReportOptionsInput | null, ISO_DATE_TIME),
  rows: receiptRows,
} as const;

/**
 * The zip, streamed into storage as it is made: each receipt is read from the store and added once
 * the one before is written (one open file at a time), stored as is (images and PDFs are compressed
 * already). The index lists every receipt, so it goes last: its rows wait in a temporary file, never
 * in memory. Writing again replaces the object, so a retried activity is safe.
 */
export const writeReceiptsZip = (services: ReportServices, job: ReportJob, progress?: ReportProgress): Promise<{ rows: number; bytes: number }> => {
  const plan = receiptsExport.plan(job.options);
  const format = new Intl.DateTimeFormat('en-US', { timeZone: (job.options as ReportOptionsInput | null)?.timeZone ?? 'UTC', ...ISO_DATE_TIME });
  return withTenant(services.db, { companyId: job.companyId }, async (trx) => {
    const dir = await mkdtemp(join(tmpdir(), 'receipts-export-'));
    const archive = new ZipArchive({ zlib: { level: 6 } });
    const key = objectKey('reports', job.companyId, job.reportId);
    const stored = services.storage.put(key, archive, { contentType: receiptsExport.contentType, maxBytes: MAX_REPORT_BYTES });
    // Should the store stop reading (over the limit), nothing else would end the wait for an entry.
    const storeFailed = stored.then(() => new Promise<never>(() => undefined));
    storeFailed.catch(() => undefined);
    try {
      const indexPath = join(dir, 'index.csv');
      const index = createWriteStream(indexPath);
      index.write(`${CSV_BOM}${plan.header}\n`);
      let rows = 0;
      let lastTransaction = '';
      let n = 0;
      for await (const batch of cursorBatches(trx, receiptRows(trx, job), 500)) {
        for (const row of batch as ReceiptExportRow[]) {
          n = row.transaction_id === lastTransaction ? n + 1 : 1;
          lastTransaction = row.transaction_id;
          const object = await services.storage.get(objectKey('receipts', job.companyId, row.receipt.fileId));
          const path = object ? zipPath(row, n, format) : '';
          if (object) {
            const added = once(archive, 'entry');
            archive.append(object.body, { name: path, store: true, date: new Date(row.receipt.attachedAt) });
            await Promise.race([added, storeFailed]);
          }
          if (!index.write(`${plan.line({ ...row, path })}\n`)) await once(index, 'drain');
          rows++;
        }
        await progress?.(rows);
      }
      index.end();
      await finished(index);
      archive.append(createReadStream(indexPath), { name: 'index.csv' });
      await Promise.race([archive.finalize(), storeFailed]);
      const info = await stored;
      await trx.updateTable('report_files').set({ state: 'ready', object_key: key, row_count: rows }).where('id', '=', job.reportId).execute();
      return { rows, bytes: info.sizeBytes };
    } catch (error) {
      // The store's write ends too (its stream failed), so no half-written object stays open.
      archive.destroy(error as Error);
      await stored.catch(() => undefined);
      throw error;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
};
