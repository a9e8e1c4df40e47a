/**
 * An accounting platform, shaped like Codat's Sync for Expenses. The API and the sync workflow talk
 * to one (the simulator's accounting platform locally, Codat in production); nothing else does.
 * Amounts are integer cents here; the HTTP client converts to the platform's decimals.
 */
export interface PlatformCompany { id: string; name: string }
export interface PlatformConnection { id: string; platformKey: string; platformName: string; status: 'PendingAuth' | 'Linked' | 'Unlinked' }
export interface PlatformAccount { id: string; name: string; nominalCode: string; accountType: string; status: 'Active' | 'Archived' }
export interface PlatformTrackingCategory { id: string; name: string; status: 'Active' | 'Archived' }
export interface PlatformContact { id: string; name: string; status: 'Active' | 'Archived' }
export interface MappingOptions { accounts: PlatformAccount[]; trackingCategories: PlatformTrackingCategory[] }

/** Where expenses land: the bank account the card spend comes from and the default supplier. */
export interface PlatformConfiguration { bankAccountId: string; supplierId: string; customerId: string | null }

export interface ExpenseLine { netAmountCents: number; accountId: string; trackingCategoryIds: string[] }
/** One of our transactions; `id` is our transaction id, the platform's idempotency key. */
export interface ExpenseTransaction {
  id: string;
  /** Codat's transaction type: Payment (default) or Refund (money back: an adjustment that lowers the amount). */
  type?: 'Payment' | 'Refund';
  issueDate: string;
  currency: string;
  merchantName: string;
  notes: string | null;
  lines: ExpenseLine[];
}

/** One record of the platform's ledger: signed cents (a Refund counts negative). */
export interface PlatformExpenseRecord { id: string; type: string; issueDate: string; amountCents: number }

export interface TransactionPushStatus { transactionId: string; status: 'Completed' | 'Failed'; message: string | null }
export interface SyncResult { syncId: string; transactions: TransactionPushStatus[] }

/** A refusal the platform gave about the request itself (not an outage): retrying will not help. */
export class PlatformRejection extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/** The platform asked us to slow down (429): try again after `retryAfterMs`. */
export class PlatformBusy extends Error {
  constructor(readonly retryAfterMs: number, message: string) {
    super(message);
  }
}

export interface AccountingProvider {
  createCompany(name: string): Promise<PlatformCompany>;
  getCompany(companyId: string): Promise<PlatformCompany>;
  createConnection(companyId: string, platformKey: string): Promise<PlatformConnection>;
  listConnections(companyId: string): Promise<PlatformConnection[]>;
  setConnectionStatus(companyId: string, connectionId: string, status: 'Linked' | 'Unlinked'): Promise<PlatformConnection>;
  getConfiguration(companyId: string): Promise<PlatformConfiguration | null>;
  setConfiguration(companyId: string, configuration: PlatformConfiguration): Promise<PlatformConfiguration>;
  mappingOptions(companyId: string): Promise<MappingOptions>;
  customers(companyId: string): Promise<PlatformContact[]>;
  suppliers(companyId: string): Promise<PlatformContact[]>;
  /** Pushes a batch and syncs it; a transaction id already in the ledger is not entered again. */
  pushExpenses(companyId: string, transactions: ExpenseTransaction[]): Promise<SyncResult>;
  /** The platform's expense transactions as its ledger holds them (reconciliation reads these). */
  listExpenseTransactions(companyId: string): Promise<PlatformExpenseRecord[]>;
  uploadAttachment(companyId: string, syncId: string, transactionId: string, file: { name: string; contentType: string; bytes: Uint8Array }): Promise<void>;
}
