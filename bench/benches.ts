/**
 * Every benchmark `npm run bench` knows: a name, and how to load the module whose `run` prints its
 * JSON lines (report.ts). A string names the benchmark whose run also prints this figure, so a run of
 * both names runs that module once.
 */
export interface Bench {
  run: () => Promise<void>;
}
export type Registry = Record<string, (() => Promise<Bench>) | string>;

export const benches: Registry = {
  'eventstore.append': () => import('./eventstore-append'),
  'events.pii.overhead': () => import('./events-pii-overhead'),
  'events.chain.overhead': () => import('./events-chain-overhead'),
  'events.chain.overhead.hot': 'events.chain.overhead',
  'audit.verify': () => import('./audit-verify'),
  'projections.rebuild': () => import('./projections-rebuild'),
  'projections.partitioned': () => import('./projections-partitioned'),
  'projections.failover': 'projections.partitioned',
  'projections.reactors': () => import('./projections-reactors'),
  'live.latency': () => import('./live-latency'),
  // Its baseline is that run's varied throughput.
  'authorizer.throughput': () => import('./authorizer-throughput'),
  'authorizer.latency.p99': 'authorizer.throughput',
  'authorizer.hotbudget': 'authorizer.throughput',
  'authorizer.latency.p99.open': () => import('./authorizer-open'),
  'authorizer.live': () => import('./authorizer-live'),
  'authorizer.live.p99': 'authorizer.live',
  'budgets.query': () => import('./budgets-query'),
  'budgets.funding': () => import('./budgets-funding'),
  'transactions.query': () => import('./transactions-query'),
  // 500 selected rows coded, asked for receipts and locked at once; baseline the same rows' read.
  'transactions.bulk': () => import('./transactions-bulk'),
  'transactions.bulk.receipts': 'transactions.bulk',
  'transactions.bulk.lock': 'transactions.bulk',
  'transactions.bulk.per-row': 'transactions.bulk',
  'web.bundle.initial': () => import('./web-bundle'),
  'web.dashboard.ready': () => import('./web-dashboard-ready'),
  'web.navigation': () => import('./web-navigation'),
  'web.save': 'web.navigation',
  'start.ready': () => import('./start-ready'),
  'approval.roundtrip.p99': () => import('./approval-roundtrip'),
  'snapshot.export': () => import('./snapshot-export'),
  'receipts.upload': () => import('./receipts-upload'),
  'receipts.mail': () => import('./receipts-mail'),
  'receipts.match': () => import('./receipts-match'),
  'receipts.match.accuracy': 'receipts.match',
  'receipts.match.wrong': 'receipts.match',
  'reports.export': () => import('./reports-export'),
  'statements.close': () => import('./statements-close'),
  'books.month': () => import('./books-month'),
  'accounting.sync': () => import('./accounting-sync'),
  'tracing.append': () => import('./tracing-append'),
  'api.replicas': () => import('./api-replicas'),
  'api.replicas.errors': 'api.replicas',
};

/** The benchmark whose run prints `name`'s figure (itself, or the one it names). */
export const owner = (registry: Registry, name: string): string => {
  const entry = registry[name];
  return typeof entry === 'string' ? entry : name;
};
