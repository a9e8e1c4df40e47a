import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { owner, type Registry } from './benches';
import { runIsolated } from './runner';

/**
 * `npm run bench -- <name> [<name> …]`; no name runs them all. Each benchmark runs in a process of its
 * own (runner.ts) and prints JSON lines (report.ts); one that fails or passes BENCH_TIMEOUT_S (30
 * minutes) prints `{"bench": …, "error": …}` for the figures it did not print, and the run goes on.
 * Exits 1 when any failed. BENCH_REGISTRY names another registry file (the runner's own test).
 */
const registry = process.env.BENCH_REGISTRY ? resolve(process.env.BENCH_REGISTRY) : fileURLToPath(new URL('./benches.ts', import.meta.url));
const { benches } = (await import(pathToFileURL(registry).href)) as { benches: Registry };
const timeoutMs = Number(process.env.BENCH_TIMEOUT_S ?? 1800) * 1000;

const names = process.argv.slice(2);
for (const name of names) {
  if (!benches[name]) {
    console.error(`Unknown benchmark ${name}. Known: ${Object.keys(benches).join(', ')}`);
    process.exit(2);
  }
}
// Names printed by one run are run once.
const groups = new Map<string, string[]>();
for (const name of names.length > 0 ? names : Object.keys(benches)) groups.set(owner(benches, name), [...(groups.get(owner(benches, name)) ?? []), name]);

let failed = 0;
for (const [name, figures] of groups) {
  const started = performance.now();
  const { error, printed } = await runIsolated({ registry, name, timeoutMs });
  console.error(`bench ${name}: ${Math.round((performance.now() - started) / 1000)} s${error ? ' (failed)' : ''}`);
  if (!error) continue;
  failed++;
  const missing = figures.filter((f) => !printed.has(f));
  for (const bench of missing.length > 0 ? missing : [name]) console.log(JSON.stringify({ bench, error }));
}
process.exit(failed > 0 ? 1 : 0);
