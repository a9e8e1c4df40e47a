import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AccountingPlatform, PlatformError, type SimAccount } from './accounting-platform';
import { keepState } from './state-file';

/** Misbehaviour on request, counted down per API request (control calls excepted). */
export interface Faults {
  /** The next N requests answer 500. */
  failNext?: number;
  /** The next N requests answer 429 with Retry-After. */
  rateLimitNext?: number;
  retryAfterSeconds?: number;
  /** The next N requests are held this long before being handled (past a client's timeout). */
  hangNext?: number;
  hangMs?: number;
  /** Every request answers 503 until this is set false again. */
  down?: boolean;
  /** The platform's ledger loses the next N new records a sync takes (answered Completed all the same). */
  loseNext?: number;
  /** The platform's ledger enters the next N new records twice. */
  duplicateNext?: number;
  /** Misbehave only on paths containing this (e.g. `/sync/expenses/syncs`: the push lands, the sync answers late). */
  onlyPath?: string;
}

const read = async (req: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
const json = (buffer: Buffer): Record<string, unknown> => (buffer.length ? (JSON.parse(buffer.toString('utf8')) as Record<string, unknown>) : {});
const money = (cents: number) => cents / 100;
const account = (a: SimAccount) => ({ id: a.id, name: a.name, nominalCode: a.nominalCode, accountType: a.type, status: a.status, currency: 'USD', validTransactionTypes: ['Payment', 'Refund'] });
const page = <T>(results: T[]) => ({ results, pageNumber: 1, pageSize: results.length, totalResults: results.length });

type Handler = (m: string[], body: Buffer, req: IncomingMessage) => unknown;

/**
 * The accounting platform over HTTP on Codat Sync for Expenses' paths, with Basic auth (the API key),
 * plus `/_control` calls for tests: faults, the ledger, reset.
 */
/** `stateFile`: where the platform keeps its companies across restarts, as the real one does (none: in memory only). */
export const startAccountingPlatform = async (options: { port?: number; host?: string; apiKey?: string; platform?: AccountingPlatform; stateFile?: string } = {}) => {
  let platform = options.platform ?? new AccountingPlatform();
  // Whichever platform is current (a reset replaces it) is the one kept.
  const save = options.stateFile ? keepState(options.stateFile, { state: () => platform.state(), restore: (state) => platform.restore(state) }) : () => undefined;
  const apiKey = options.apiKey ?? 'dev-codat-api-key';
  let faults: Faults = {};
  const c = '/companies/([^/]+)';
  const routes: [string, RegExp, Handler][] = [
    ['POST', /^\/companies$/, (_, b) => { const co = platform.createCompany(json(b).name); return { id: co.id, name: co.name, created: co.created, platform: '' }; }],
    ['GET', new RegExp(`^${c}$`), ([id]) => { const co = platform.company(id!); return { id: co.id, name: co.name, created: co.created }; }],
    ['POST', new RegExp(`^${c}/connections$`), ([id], b) => platform.createConnection(id!, json(b).platformKey)],
    ['GET', new RegExp(`^${c}/connections$`), ([id]) => page(platform.company(id!).connections)],
    ['PATCH', new RegExp(`^${c}/connections/([^/]+)$`), ([id, conn], b) => platform.setConnectionStatus(id!, conn!, json(b).status)],
    ['GET', new RegExp(`^${c}/sync/expenses/config$`), ([id]) => platform.company(id!).configuration ?? {}],
    ['POST', new RegExp(`^${c}/sync/expenses/config$`), ([id], b) => platform.setConfiguration(id!, json(b))],
    ['GET', new RegExp(`^${c}/sync/expenses/mappingOptions$`), ([id]) => {
      const co = platform.company(id!);
      return { accounts: co.accounts.map(account), trackingCategories: co.trackingCategories.map((t) => ({ ...t, hasChildren: false, parentId: null })), taxRates: [], expenseProvider: 'spend' };
    }],
    ['GET', new RegExp(`^${c}/data/customers$`), ([id]) => page(platform.company(id!).customers.map((x) => ({ id: x.id, customerName: x.name, status: x.status })))],
    ['GET', new RegExp(`^${c}/data/suppliers$`), ([id]) => page(platform.company(id!).suppliers.map((x) => ({ id: x.id, supplierName: x.name, status: x.status })))],
    ['POST', new RegExp(`^${c}/sync/expenses/data/expense-transactions$`), ([id], b) => ({ datasetId: platform.pushExpenses(id!, json(b).items) })],
    // The ledger's expense transactions, paged as Codat's data endpoints page (reconciliation reads these).
    ['GET', new RegExp(`^${c}/sync/expenses/data/expense-transactions$`), ([id], _, req) => {
      const query = new URL(req.url ?? '', 'http://sim').searchParams;
      const pageSize = Math.min(Math.max(Number(query.get('pageSize') ?? 100) || 100, 1), 5000);
      const pageNumber = Math.max(Number(query.get('page') ?? 1) || 1, 1);
      const all = [...platform.company(id!).ledger.entries()].map(([key, e]) => ({ id: key, type: e.type, issueDate: e.issueDate, currency: e.currency, merchantName: e.merchantName, totalAmount: money(Math.abs(e.amountCents)) }));
      return { results: all.slice((pageNumber - 1) * pageSize, pageNumber * pageSize), pageNumber, pageSize, totalResults: all.length };
    }],
    ['POST', new RegExp(`^${c}/sync/expenses/syncs$`), ([id], b) => ({ syncId: platform.sync(id!, json(b).datasetIds) })],
    ['GET', new RegExp(`^${c}/sync/expenses/syncs/([^/]+)/status$`), ([id, s]) => ({ syncId: s, syncStatus: platform.syncOf(id!, s!).status })],
    ['GET', new RegExp(`^${c}/sync/expenses/syncs/([^/]+)/transactions$`), ([id, s]) => page(platform.syncOf(id!, s!).transactions)],
    ['POST', new RegExp(`^${c}/sync/expenses/syncs/([^/]+)/transactions/([^/]+)/attachments$`), ([id, s, t], b, req) => {
      if (b.length === 0) throw new PlatformError(400, 'The attachment is empty.');
      platform.attach(id!, s!, t!, String(req.headers['x-file-name'] ?? 'receipt'));
      return { id: `${t}-attachment` };
    }],
  ];
  const control: [string, RegExp, Handler][] = [
    ['POST', /^\/_control\/faults$/, (_, b) => setFaults(json(b) as Faults)],
    ['POST', /^\/_control\/reset$/, () => { platform = new AccountingPlatform(); faults = {}; return {}; }],
    // The platform's own bookkeeper archives an account (our mappings to it must be refused from then on).
    ['POST', /^\/_control\/companies\/([^/]+)\/accounts\/([^/]+)\/archive$/, ([id, account]) => {
      const found = platform.company(id!).accounts.find((a) => a.id === account);
      if (found) found.status = 'Archived';
      return { archived: Boolean(found) };
    }],
    ['GET', /^\/_control\/ledger\/([^/]+)$/, ([id]) => [...platform.company(id!).ledger.values()].map((e) => ({ ...e, amount: money(e.amountCents) }))],
    ['GET', /^\/_control\/noop$/, () => ({})],
    ['POST', /^\/_control\/noop$/, () => ({})],
  ];

  const setFaults = (next: Faults) => {
    faults = next;
    platform.ledgerFaults = { loseNext: next.loseNext ?? 0, duplicateNext: next.duplicateNext ?? 0 };
    return faults;
  };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(payload));
    };
    const path = (req.url ?? '').split('?')[0]!;
    const find = (table: [string, RegExp, Handler][]) => {
      for (const [method, pattern, handler] of table) {
        const m = pattern.exec(path);
        if (m && method === req.method) return { handler, params: m.slice(1).map(decodeURIComponent) };
      }
      return null;
    };
    const body = await read(req);
    const controlRoute = find(control);
    if (controlRoute) {
      const answer = controlRoute.handler(controlRoute.params, body, req);
      if (req.method !== 'GET') save();
      return send(200, answer);
    }
    const faulty = !faults.onlyPath || path.includes(faults.onlyPath);
    if (faulty && faults.down) return send(503, { statusCode: 503, error: 'Service unavailable.' });
    if (faulty && (faults.failNext ?? 0) > 0) {
      faults.failNext!--;
      return send(500, { statusCode: 500, error: 'Internal server error.' });
    }
    if (faulty && (faults.rateLimitNext ?? 0) > 0) {
      faults.rateLimitNext!--;
      return send(429, { statusCode: 429, error: 'Too many requests.' }, { 'retry-after': String(faults.retryAfterSeconds ?? 1) });
    }
    if (faulty && (faults.hangNext ?? 0) > 0) {
      faults.hangNext!--;
      await new Promise((resolve) => setTimeout(resolve, faults.hangMs ?? 30_000));
    }
    if (req.headers.authorization !== `Basic ${Buffer.from(apiKey).toString('base64')}`) return send(401, { statusCode: 401, error: 'Unauthorized.' });
    const route = find(routes);
    if (!route) return send(404, { statusCode: 404, error: 'Not found.' });
    try {
      const answer = route.handler(route.params, body, req);
      // Kept before it is answered: what the caller was told survives a restart.
      if (req.method !== 'GET') save();
      send(200, answer);
    } catch (error) {
      if (error instanceof PlatformError) return send(error.statusCode, { statusCode: error.statusCode, error: error.message });
      if (error instanceof SyntaxError) return send(400, { statusCode: 400, error: 'The body is not JSON.' });
      throw error;
    }
  };
  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    apiKey,
    platform: () => platform,
    setFaults: (next: Faults) => void setFaults(next),
    /** What is left of the faults set (a test sees a hang begin when hangNext drops). */
    faults: (): Faults => ({ ...faults }),
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
};
export type AccountingPlatformServer = Awaited<ReturnType<typeof startAccountingPlatform>>;
