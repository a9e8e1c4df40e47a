import { PlatformBusy, PlatformRejection, type AccountingProvider, type PlatformAccount, type PlatformConfiguration, type PlatformConnection, type PlatformContact, type PlatformExpenseRecord } from '@spend/domain';

export interface CodatClientOptions {
  baseUrl: string;
  apiKey: string;
  /** Per request; a platform that hangs past it counts as a failure to retry. */
  timeoutMs?: number;
  /** Extra attempts on 429, 5xx, timeouts and network errors (4xx refusals are never retried). */
  retries?: number;
  /** The first backoff; doubled each attempt, and Retry-After wins when the platform sends one. */
  backoffMs?: number;
}

type Page<T> = { results: T[] };
const id = (value: string | null) => (value ? { id: value } : null);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const contacts = (rows: { id: string; customerName?: string; supplierName?: string; status: string }[]): PlatformContact[] =>
  rows.map((r) => ({ id: r.id, name: r.customerName ?? r.supplierName ?? '', status: r.status === 'Archived' ? 'Archived' : 'Active' }));

/** Codat's Sync for Expenses over HTTP: the simulator locally, Codat itself in production (CODAT_BASE_URL, CODAT_API_KEY). */
export const createCodatClient = (options: CodatClientOptions): AccountingProvider => {
  const { baseUrl, apiKey, timeoutMs = 10_000, retries = 2, backoffMs = 200 } = options;
  const authorization = `Basic ${Buffer.from(apiKey).toString('base64')}`;

  const call = async <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> => {
    for (let attempt = 0; ; attempt++) {
      let retryAfterMs = backoffMs * 2 ** attempt;
      let failure: Error;
      try {
        const raw = body instanceof Uint8Array;
        const response = await fetch(`${baseUrl}${path}`, {
          method, signal: AbortSignal.timeout(timeoutMs),
          headers: { authorization, ...(body !== undefined && { 'content-type': raw ? 'application/octet-stream' : 'application/json' }), ...headers },
          ...(body !== undefined && { body: raw ? new Uint8Array(body) : JSON.stringify(body) }),
        });
        const payload = (await response.json().catch(() => ({}))) as T & { error?: string };
        if (response.ok) return payload;
        const message = `Accounting platform ${response.status}: ${payload.error ?? response.statusText}`;
        if (response.status !== 429 && response.status < 500) throw new PlatformRejection(response.status, message);
        const retryAfter = Number(response.headers.get('retry-after'));
        if (response.status === 429 && Number.isFinite(retryAfter) && retryAfter > 0) retryAfterMs = Math.min(retryAfter * 1000, 30_000);
        failure = response.status === 429 ? new PlatformBusy(retryAfterMs, message) : new Error(message);
      } catch (error) {
        if (error instanceof PlatformRejection) throw error;
        failure = error instanceof Error && error.name === 'TimeoutError' ? new Error(`Accounting platform timed out after ${timeoutMs} ms`) : (error as Error);
      }
      if (attempt >= retries) throw failure;
      await sleep(retryAfterMs);
    }
  };
  const co = (companyId: string) => `/companies/${encodeURIComponent(companyId)}`;

  return {
    createCompany: async (name) => {
      const r = await call<{ id: string; name: string }>('POST', '/companies', { name });
      return { id: r.id, name: r.name };
    },
    getCompany: async (companyId) => {
      const r = await call<{ id: string; name: string }>('GET', co(companyId));
      return { id: r.id, name: r.name };
    },
    createConnection: (companyId, platformKey) => call<PlatformConnection>('POST', `${co(companyId)}/connections`, { platformKey }),
    listConnections: async (companyId) => (await call<Page<PlatformConnection>>('GET', `${co(companyId)}/connections`)).results,
    setConnectionStatus: (companyId, connectionId, status) => call<PlatformConnection>('PATCH', `${co(companyId)}/connections/${encodeURIComponent(connectionId)}`, { status }),
    getConfiguration: async (companyId) => {
      const r = await call<{ bankAccount?: { id: string }; supplier?: { id: string }; customer?: { id: string } | null }>('GET', `${co(companyId)}/sync/expenses/config`);
      return r.bankAccount && r.supplier ? { bankAccountId: r.bankAccount.id, supplierId: r.supplier.id, customerId: r.customer?.id ?? null } : null;
    },
    setConfiguration: async (companyId, c: PlatformConfiguration) => {
      await call('POST', `${co(companyId)}/sync/expenses/config`, { bankAccount: id(c.bankAccountId), supplier: id(c.supplierId), customer: id(c.customerId) });
      return c;
    },
    mappingOptions: async (companyId) => {
      const r = await call<{ accounts: (PlatformAccount & { accountType: string })[]; trackingCategories: { id: string; name: string; status: 'Active' | 'Archived' }[] }>('GET', `${co(companyId)}/sync/expenses/mappingOptions`);
      return {
        accounts: r.accounts.map((a) => ({ id: a.id, name: a.name, nominalCode: a.nominalCode, accountType: a.accountType, status: a.status })),
        trackingCategories: r.trackingCategories.map((t) => ({ id: t.id, name: t.name, status: t.status })),
      };
    },
    customers: async (companyId) => contacts((await call<Page<{ id: string; customerName: string; status: string }>>('GET', `${co(companyId)}/data/customers`)).results),
    suppliers: async (companyId) => contacts((await call<Page<{ id: string; supplierName: string; status: string }>>('GET', `${co(companyId)}/data/suppliers`)).results),
    pushExpenses: async (companyId, transactions) => {
      const items = transactions.map((t) => ({
        id: t.id, type: t.type ?? 'Payment', issueDate: t.issueDate, currency: t.currency, currencyRate: 1, merchantName: t.merchantName, notes: t.notes,
        lines: t.lines.map((l) => ({ netAmount: l.netAmountCents / 100, taxAmount: 0, accountRef: { id: l.accountId }, trackingRefs: l.trackingCategoryIds.map((tid) => ({ id: tid })) })),
      }));
      const { datasetId } = await call<{ datasetId: string }>('POST', `${co(companyId)}/sync/expenses/data/expense-transactions`, { items });
      const { syncId } = await call<{ syncId: string }>('POST', `${co(companyId)}/sync/expenses/syncs`, { datasetIds: [datasetId] });
      const statuses = await call<Page<{ transactionId: string; status: string; message: string | null }>>('GET', `${co(companyId)}/sync/expenses/syncs/${syncId}/transactions`);
      return { syncId, transactions: statuses.results.map((s) => ({ transactionId: s.transactionId, status: s.status === 'Completed' ? 'Completed' : 'Failed', message: s.message })) };
    },
    listExpenseTransactions: async (companyId) => {
      type Row = { id: string; type: string; issueDate: string; totalAmount: number };
      const records: PlatformExpenseRecord[] = [];
      for (let page = 1; ; page++) {
        const r = await call<Page<Row> & { totalResults: number }>('GET', `${co(companyId)}/sync/expenses/data/expense-transactions?page=${page}&pageSize=1000`);
        // Decimals on the wire; a Refund is money back, so it counts negative.
        records.push(...r.results.map((x) => ({ id: x.id, type: x.type, issueDate: x.issueDate, amountCents: Math.round(x.totalAmount * 100) * (x.type === 'Refund' ? -1 : 1) })));
        if (r.results.length === 0 || records.length >= r.totalResults) return records;
      }
    },
    uploadAttachment: async (companyId, syncId, transactionId, file) => {
      await call('POST', `${co(companyId)}/sync/expenses/syncs/${syncId}/transactions/${encodeURIComponent(transactionId)}/attachments`, file.bytes, { 'x-file-name': file.name, 'content-type': file.contentType });
    },
  };
};
