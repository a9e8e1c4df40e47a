/** `npm run bench -- <name> [<name> …]`; no name runs them all. Each prints JSON lines (report.ts). */
const benches: Record<string, () => Promise<{ run: () => Promise<void> }>> = {
  'eventstore.append': () => import('./eventstore-append'),
  'events.pii.overhead': () => import('./events-pii-overhead'),
  'projections.rebuild': () => import('./projections-rebuild'),
  // One run prints projections.partitioned and projections.failover.
  'projections.partitioned': () => import('./projections-partitioned'),
  'projections.failover': () => import('./projections-partitioned'),
  'live.latency': () => import('./live-latency'),
  // One run of authorizer-throughput prints throughput, latency.p99 and hotbudget (its baseline is that run's varied throughput).
  'authorizer.throughput': () => import('./authorizer-throughput'),
  'authorizer.latency.p99': () => import('./authorizer-throughput'),
  'authorizer.hotbudget': () => import('./authorizer-throughput'),
  'authorizer.latency.p99.open': () => import('./authorizer-open'),
  'authorizer.live': () => import('./authorizer-live'),
  'authorizer.live.p99': () => import('./authorizer-live'),
  'budgets.query': () => import('./budgets-query'),
  'budgets.funding': () => import('./budgets-funding'),
  'transactions.query': () => import('./transactions-query'),
  'web.bundle.initial': () => import('./web-bundle'),
  'web.dashboard.ready': () => import('./web-dashboard-ready'),
  'start.ready': () => import('./start-ready'),
  'approval.roundtrip.p99': () => import('./approval-roundtrip'),
  'snapshot.export': () => import('./snapshot-export'),
  'receipts.upload': () => import('./receipts-upload'),
  'reports.export': () => import('./reports-export'),
  'statements.close': () => import('./statements-close'),
  'books.month': () => import('./books-month'),
  'accounting.sync': () => import('./accounting-sync'),
  'tracing.append': () => import('./tracing-append'),
  // One run prints api.replicas and api.replicas.errors.
  'api.replicas': () => import('./api-replicas'),
  'api.replicas.errors': () => import('./api-replicas'),
};

const names = process.argv.slice(2);
for (const name of names) {
  if (!benches[name]) {
    console.error(`Unknown benchmark ${name}. Known: ${Object.keys(benches).join(', ')}`);
    process.exit(2);
  }
}
// Names sharing a module run it once.
const ran = new Set<unknown>();
for (const name of names.length > 0 ? names : Object.keys(benches)) {
  const bench = await benches[name]!();
  if (ran.has(bench)) continue;
  ran.add(bench);
  await bench.run();
}
export {};
