// `npm start` runs this after the card history: the demo companies' books (see demo-books.ts), plus a
// few manual and out-of-pocket transactions. Fixed ids and command ids: running it again adds nothing.
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { bookkeepingDecider, streams, type BookkeepingSource, type PaymentType } from '@spend/domain';
import { PostgresEventStore, deterministicUuid, handleCommand, type EventStore } from '@spend/eventstore';
import { loadServiceConfig } from '@spend/runtime';
import type { ReadModels } from '@spend/projections/api';
import { createStorage } from '../files/create-storage';
import type { Storage } from '../files/storage';
import { storeServerFile } from '../files/stored-file';
import { loadConfig } from '../shared/config';
import { codeHistory, historyPurchases } from './demo-books';
import { DEMO_BUDGETS } from './demo-data';
import { seedDemoMileage } from './demo-mileage';
import { receiptPdf } from './receipt-pdf';

const id = (...parts: string[]): string => deterministicUuid('demo', ...parts);
const COMPANIES = ['acme', 'globex'] as const;
const ADMINS = { acme: 'admin@demo.spend.test', globex: 'globex.admin@demo.spend.test' } as const;

/** Out-of-pocket and off-card spend someone recorded by hand: [company, spender, source, payment, vendor, amount, days ago, GL, project, department, receipt]. */
const MANUAL = [
  ['acme', 'spender@demo.spend.test', 'REIMBURSEMENT', 'CASH', 'City Parking Garage', '24.00', 12, '6020', 'Customer Summit', 'Sales', false],
  ['acme', 'spender@demo.spend.test', 'REIMBURSEMENT', 'CARD', 'Hertz', '312.40', 40, '6020', 'Q3 Trade Show', 'Marketing', true],
  ['acme', 'owner@demo.spend.test', 'REIMBURSEMENT', 'CASH', 'Team lunch (Taqueria)', '86.25', 5, '6030', 'General & Administrative', 'Marketing', false],
  ['acme', 'admin@demo.spend.test', 'MANUAL', 'ACH', 'WeWork Denver', '1850.00', 33, '6220', 'Denver Office Opening', 'Operations', true],
  ['acme', 'admin@demo.spend.test', 'MANUAL', 'CHECK', 'Baker & Co. CPAs', '4200.00', 70, '6400', 'General & Administrative', 'Finance', true],
  ['globex', 'globex.admin@demo.spend.test', 'MANUAL', 'ACH', 'Regional Freight Lines', '975.00', 18, '6210', 'General & Administrative', 'Operations', true],
] as const;

const recordManual = async (store: EventStore, storage: Storage, db: Kysely<ReadModels>, now: Date): Promise<void> => {
  for (const [index, [company, email, source, paymentType, vendor, amount, daysAgo, gl, project, department, withReceipt]] of MANUAL.entries()) {
    const companyId = id('company', company);
    const transactionId = id(company, 'manual', String(index));
    const spenderId = id('user', email);
    const date = new Date(now.getTime() - daysAgo * 86_400_000).toISOString();
    const context = (step: string) => ({ companyId, userId: null, correlationId: id('seed'), commandId: id(company, 'manual', String(index), step) });
    await handleCommand(store, streams.bookkeeping(transactionId), bookkeepingDecider, {
      type: 'RecordManualTransaction', transactionId, companyId, source: source as BookkeepingSource, paymentType: paymentType as PaymentType, paymentMethodDetail: null,
      amount, date, vendor, description: source === 'REIMBURSEMENT' ? 'Paid out of pocket' : null, budgetId: null, spenderId, createdByUserId: id('user', ADMINS[company]),
      coding: { generalLedgerId: id(company, 'gl', gl), projectId: id(company, 'project', project), customFieldValues: { [id(company, 'custom-field', 'department')]: id(company, 'option', 'department', department) } },
      isInvoiceNumberEnabled: false, now: date,
    }, context('record'));
    if (!withReceipt) continue;
    const amountCents = Math.round(Number(amount) * 100);
    const file = await storeServerFile(storage, db, {
      fileId: id(company, 'manual-receipt', String(index)), kind: 'receipt', companyId, userId: spenderId, fileName: `${vendor.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`,
      contentType: 'application/pdf', bytes: receiptPdf({ merchant: vendor, at: date, amountCents }),
    });
    await handleCommand(store, streams.bookkeeping(transactionId), bookkeepingDecider, {
      type: 'AttachReceipt', transactionId, companyId, card: null, now: date, fileId: file.fileId, fileName: file.fileName, contentType: file.contentType, sizeBytes: file.sizeBytes, sha256: file.sha256,
    }, context('receipt'));
  }
};

const config = loadServiceConfig(loadConfig);
const store = new PostgresEventStore({ connectionString: config.DATABASE_URL, poolSize: 4 });
const db = new Kysely<ReadModels>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: config.DATABASE_URL, max: 2 }) }) });
const storage = createStorage(config);
const started = Date.now();
const now = new Date();
try {
  let coded = 0;
  let receipts = 0;
  for (const company of COMPANIES) {
    const budgets = DEMO_BUDGETS.filter((b) => b.company === company);
    const purchases = await historyPurchases(store, budgets.map((b) => id('budget', b.key)), new Set(budgets.map((b) => id('card', `${b.key}-subscription`))));
    const result = await codeHistory({
      store, storage, db, now, refs: { id: (...parts) => id(company, ...parts) }, fallbackUserId: () => id('user', ADMINS[company]),
    }, purchases);
    coded += result.coded;
    receipts += result.receipts;
  }
  await recordManual(store, storage, db, now);
  const trips = await seedDemoMileage(store, now);
  console.log(`Demo books ready: ${coded} history purchases coded now, ${receipts} receipts, ${MANUAL.length} manual transactions, ${trips} mileage trips (${((Date.now() - started) / 1000).toFixed(1)} s).`);
} finally {
  await store.close();
  await db.destroy();
}
