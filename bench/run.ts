/** `npm run bench -- <name> [<name> …]`; no name runs them all. Each prints JSON lines (report.ts). */
const benches: Record<string, () => Promise<{ run: () => Promise<void> }>> = {
  'eventstore.append': () => import('./eventstore-append'),
  'projections.rebuild': () => import('./projections-rebuild'),
  'live.latency': () => import('./live-latency'),
};

const names = process.argv.slice(2);
for (const name of names) {
  if (!benches[name]) {
    console.error(`Unknown benchmark ${name}. Known: ${Object.keys(benches).join(', ')}`);
    process.exit(2);
  }
}
for (const name of names.length > 0 ? names : Object.keys(benches)) {
  const bench = await benches[name]!();
  await bench.run();
}
export {};
