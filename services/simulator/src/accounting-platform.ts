import { randomUUID } from 'node:crypto';
import type { Stateful } from './state-file';

/** The platform's records as Codat shapes them (amounts are decimals on the wire, cents here). */
export interface SimAccount { id: string; name: string; nominalCode: string; type: string; status: 'Active' | 'Archived' }
export interface SimContact { id: string; name: string; status: 'Active' | 'Archived' }
export interface SimConnection { id: string; platformKey: string; platformName: string; status: 'PendingAuth' | 'Linked' | 'Unlinked'; created: string }
export interface SimConfiguration { bankAccount: { id: string }; supplier: { id: string }; customer: { id: string } | null }
/** `amountCents` is signed: a Refund enters negative. */
export interface LedgerEntry { transactionId: string; type: 'Payment' | 'Refund'; issueDate: string; currency: string; merchantName: string; amountCents: number; lines: { accountId: string; netAmountCents: number; trackingCategoryIds: string[] }[]; attachments: string[] }
interface PushedItem { id: string; type: 'Payment' | 'Refund'; issueDate: string; currency: string; merchantName: string; notes: string | null; lines: LedgerEntry['lines'] }

export interface SimCompany {
  id: string;
  name: string;
  created: string;
  accounts: SimAccount[];
  trackingCategories: SimContact[];
  customers: SimContact[];
  suppliers: SimContact[];
  connections: SimConnection[];
  configuration: SimConfiguration | null;
  datasets: Map<string, PushedItem[]>;
  syncs: Map<string, { status: 'Completed'; transactions: { transactionId: string; status: 'Completed' | 'Failed'; message: string | null; integrationType: 'expenses' }[] }>;
  /** The accounting software's closing date (YYYY-MM-DD): an expense dated on or before it is refused at sync, alone, as QuickBooks refuses one. */
  closedThrough?: string | null;
  /** Our transaction id -> its one ledger entry: pushing the same id again never adds a second. */
  ledger: Map<string, LedgerEntry>;
}

/** A 4xx answer with Codat's error body. */
export class PlatformError extends Error {
  constructor(readonly statusCode: number, message: string) {
    super(message);
  }
}

const PLATFORMS: Record<string, string> = { gbol: 'QuickBooks Online', qudb: 'Xero', akxx: 'NetSuite', sandbox: 'Codat Sandbox' };
const active = <T extends { name: string }>(names: string[], extra: (name: string, i: number) => Omit<T, 'name' | 'id' | 'status'>) =>
  names.map((name, i) => ({ id: randomUUID(), name, status: 'Active' as const, ...extra(name, i) }));

/**
 * The simulator's accounting platform: companies, connections, configuration, mapping options and a
 * ledger that expense syncs write to, keyed by our transaction id. State lives in memory; the
 * platform's process keeps it in a file across restarts (accounting-server.ts, `stateFile`).
 */
export class AccountingPlatform implements Stateful<{ companies: Map<string, SimCompany> }> {
  private readonly companies = new Map<string, SimCompany>();
  /**
   * Misbehaviour of its own ledger, for reconciliation tests: the next `loseNext` new records a sync
   * takes are answered Completed but never entered; the next `duplicateNext` are entered twice.
   */
  ledgerFaults = { loseNext: 0, duplicateNext: 0 };

  state(): { companies: Map<string, SimCompany> } {
    return { companies: this.companies };
  }

  restore(state: { companies: Map<string, SimCompany> }): void {
    this.companies.clear();
    for (const [id, company] of state.companies) this.companies.set(id, company);
  }

  createCompany(name: unknown): SimCompany {
    if (typeof name !== 'string' || !name.trim()) throw new PlatformError(400, 'Company name is required.');
    const accounts: SimAccount[] = [
      ...active<SimAccount>(['Business Checking'], () => ({ nominalCode: '1000', type: 'Asset' })),
      ...active<SimAccount>(['Travel', 'Meals and Entertainment', 'Software', 'Office Supplies'], (_, i) => ({ nominalCode: String(6000 + i * 100), type: 'Expense' })),
      { id: randomUUID(), name: 'Old Expenses', nominalCode: '6900', type: 'Expense', status: 'Archived' },
    ];
    const company: SimCompany = {
      id: randomUUID(), name: name.trim(), created: new Date().toISOString(), accounts,
      trackingCategories: active(['Project Apollo', 'Project Zephyr'], () => ({})),
      customers: active(['Northwind Traders', 'Contoso'], () => ({})),
      suppliers: active(['Card Issuer', 'Staples'], () => ({})),
      connections: [], configuration: null, datasets: new Map(), syncs: new Map(), ledger: new Map(),
    };
    this.companies.set(company.id, company);
    return company;
  }

  /** The accounting software's closing date: expenses dated on or before it are refused one by one (null: none). */
  closeBooks(companyId: string, through: string | null): void {
    this.company(companyId).closedThrough = through;
  }

  company(id: string): SimCompany {
    const company = this.companies.get(id);
    if (!company) throw new PlatformError(404, 'Company not found.');
    return company;
  }

  createConnection(companyId: string, platformKey: unknown): SimConnection {
    const company = this.company(companyId);
    if (typeof platformKey !== 'string' || !PLATFORMS[platformKey]) throw new PlatformError(400, 'Unknown platformKey.');
    // The simulated user completes the platform's consent at once.
    const connection: SimConnection = { id: randomUUID(), platformKey, platformName: PLATFORMS[platformKey], status: 'Linked', created: new Date().toISOString() };
    company.connections.push(connection);
    return connection;
  }

  setConnectionStatus(companyId: string, connectionId: string, status: unknown): SimConnection {
    const connection = this.company(companyId).connections.find((c) => c.id === connectionId);
    if (!connection) throw new PlatformError(404, 'Connection not found.');
    if (status !== 'Linked' && status !== 'Unlinked') throw new PlatformError(400, 'status must be Linked or Unlinked.');
    connection.status = status;
    return connection;
  }

  setConfiguration(companyId: string, body: Record<string, unknown>): SimConfiguration {
    const company = this.company(companyId);
    const idOf = (v: unknown) => (v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'string' ? (v as { id: string }).id : null);
    const bank = company.accounts.find((a) => a.id === idOf(body.bankAccount) && a.status === 'Active' && a.type === 'Asset');
    if (!bank) throw new PlatformError(400, 'bankAccount.id is not an active bank account of this company.');
    const supplier = company.suppliers.find((s) => s.id === idOf(body.supplier));
    if (!supplier) throw new PlatformError(400, 'supplier.id is not a supplier of this company.');
    const customerId = idOf(body.customer);
    if (customerId && !company.customers.some((c) => c.id === customerId)) throw new PlatformError(400, 'customer.id is not a customer of this company.');
    company.configuration = { bankAccount: { id: bank.id }, supplier: { id: supplier.id }, customer: customerId ? { id: customerId } : null };
    return company.configuration;
  }

  /** Validates a batch completely before keeping any of it: a bad item refuses the whole dataset. */
  pushExpenses(companyId: string, items: unknown): string {
    const company = this.company(companyId);
    if (!company.connections.some((c) => c.status === 'Linked')) throw new PlatformError(400, 'The company has no linked accounting connection.');
    if (!Array.isArray(items) || items.length === 0 || items.length > 1000) throw new PlatformError(400, 'items must hold 1 to 1000 expense transactions.');
    const parsed = items.map((raw: Record<string, unknown>, i): PushedItem => {
      const fail = (what: string) => new PlatformError(400, `items[${i}]: ${what}`);
      if (typeof raw?.id !== 'string' || !raw.id) throw fail('id is required.');
      if (typeof raw.issueDate !== 'string' || Number.isNaN(Date.parse(raw.issueDate))) throw fail('issueDate is not a date.');
      if (!Array.isArray(raw.lines) || raw.lines.length === 0) throw fail('lines are required.');
      const lines = (raw.lines as Record<string, unknown>[]).map((line) => {
        const cents = Math.round(Number(line.netAmount) * 100);
        if (!Number.isFinite(cents) || Math.abs(Number(line.netAmount) * 100 - cents) > 1e-6) throw fail('netAmount must be a decimal with at most 2 places.');
        const accountId = (line.accountRef as { id?: string } | undefined)?.id;
        if (!company.accounts.some((a) => a.id === accountId && a.status === 'Active')) throw fail(`accountRef ${String(accountId)} is not an active account.`);
        const trackingCategoryIds = ((line.trackingRefs as { id: string }[] | undefined) ?? []).map((t) => t.id);
        if (trackingCategoryIds.some((id) => !company.trackingCategories.some((t) => t.id === id))) throw fail('trackingRefs holds an unknown tracking category.');
        return { accountId: accountId!, netAmountCents: cents, trackingCategoryIds };
      });
      const type = raw.type ?? 'Payment';
      if (type !== 'Payment' && type !== 'Refund') throw fail('type must be Payment or Refund.');
      return { id: raw.id, type, issueDate: raw.issueDate, currency: String(raw.currency ?? 'USD'), merchantName: String(raw.merchantName ?? ''), notes: (raw.notes as string | null) ?? null, lines };
    });
    const datasetId = randomUUID();
    company.datasets.set(datasetId, parsed);
    return datasetId;
  }

  /** Writes the datasets to the ledger; a transaction id already there is reported Completed, not entered again. */
  sync(companyId: string, datasetIds: unknown): string {
    const company = this.company(companyId);
    if (!Array.isArray(datasetIds) || datasetIds.some((id) => !company.datasets.has(String(id)))) throw new PlatformError(400, 'datasetIds holds an unknown dataset.');
    const syncId = randomUUID();
    const transactions = (datasetIds as string[]).flatMap((id) => company.datasets.get(id)!).map((item) => {
      if (!company.ledger.has(item.id) && company.closedThrough && item.issueDate.slice(0, 10) <= company.closedThrough) {
        return { transactionId: item.id, status: 'Failed' as const, message: `The books are closed through ${company.closedThrough}: an expense dated ${item.issueDate.slice(0, 10)} cannot be entered.`, integrationType: 'expenses' as const };
      }
      if (!company.ledger.has(item.id)) {
        const net = item.lines.reduce((sum, l) => sum + l.netAmountCents, 0);
        const entry: LedgerEntry = { transactionId: item.id, type: item.type, issueDate: item.issueDate, currency: item.currency, merchantName: item.merchantName, amountCents: item.type === 'Refund' ? -net : net, lines: item.lines, attachments: [] };
        if (this.ledgerFaults.loseNext > 0) this.ledgerFaults.loseNext--;
        else company.ledger.set(item.id, entry);
        // The platform's own duplicate: a second record of the same expense under an id of its making.
        if (company.ledger.has(item.id) && this.ledgerFaults.duplicateNext > 0) {
          this.ledgerFaults.duplicateNext--;
          company.ledger.set(`${item.id}:duplicate`, { ...entry, attachments: [] });
        }
      }
      return { transactionId: item.id, status: 'Completed' as const, message: null, integrationType: 'expenses' as const };
    });
    company.syncs.set(syncId, { status: 'Completed', transactions });
    return syncId;
  }

  syncOf(companyId: string, syncId: string) {
    const sync = this.company(companyId).syncs.get(syncId);
    if (!sync) throw new PlatformError(404, 'Sync not found.');
    return sync;
  }

  attach(companyId: string, syncId: string, transactionId: string, fileName: string): void {
    const sync = this.syncOf(companyId, syncId);
    const entry = this.company(companyId).ledger.get(transactionId);
    if (!entry || !sync.transactions.some((t) => t.transactionId === transactionId)) throw new PlatformError(404, 'Transaction not found in this sync.');
    // The same file attached again (a retried upload) is kept once.
    if (!entry.attachments.includes(fileName)) entry.attachments.push(fileName);
  }
}
