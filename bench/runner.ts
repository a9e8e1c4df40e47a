import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { dropDatabase } from '@spend/eventstore/testing';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const RUN_ONE = fileURLToPath(new URL('./run-one.ts', import.meta.url));

export interface Isolated {
  /** Why the benchmark failed, or null when it ran to the end. */
  error: string | null;
  /** The `bench` names of the JSON lines it printed. */
  printed: Set<string>;
}

/** Every process below `pid`, found while they are still its descendants (detached ones too). */
const descendants = (pid: number): number[] => {
  const children = new Map<number, number[]>();
  for (const line of execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' }).trim().split('\n')) {
    const [child, parent] = line.trim().split(/\s+/).map(Number) as [number, number];
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const found: number[] = [];
  for (let queue = [pid]; queue.length > 0; ) {
    const next = children.get(queue.shift()!) ?? [];
    found.push(...next);
    queue.push(...next);
  }
  return found;
};

const kill = (pid: number): void => {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Gone already.
  }
};

const why = (code: number | null, signal: NodeJS.Signals | null, message: string, timeoutMs: number, timedOut: boolean): string | null => {
  if (timedOut) return `did not finish within ${timeoutMs / 1000} s; stopped`;
  if (code === 0) return null;
  if (message) return message;
  // Node's exit code when the event loop empties under a top-level await that never settled.
  if (code === 13) return 'exited with code 13: an await that never settled';
  return code === null ? `killed by ${signal}` : `exited with code ${code}`;
};

/**
 * Runs one benchmark of `registry` in a process of its own, so one that fails, hangs or leaks cannot
 * stop the others: its stdout is passed on line by line; past `timeoutMs` it is stopped with every
 * process it started; whatever of its process group outlives it is stopped, and the test databases
 * it made (createTestDatabase logs them) are dropped, as its own clean-up would have done.
 */
export const runIsolated = async (options: { registry: string; name: string; timeoutMs: number; out?: (line: string) => void }): Promise<Isolated> => {
  const out = options.out ?? ((line: string) => console.log(line));
  const databaseLog = `${ROOT}.run/bench-databases-${process.pid}-${options.name}.log`;
  mkdirSync(`${ROOT}.run`, { recursive: true });
  rmSync(databaseLog, { force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', RUN_ONE, options.registry, options.name], {
    cwd: ROOT,
    detached: true,
    env: { ...process.env, TEST_DATABASE_LOG: databaseLog },
    stdio: ['ignore', 'pipe', 'inherit', 'pipe'],
  });
  const printed = new Set<string>();
  createInterface({ input: child.stdout! }).on('line', (line) => {
    out(line);
    try {
      const bench = (JSON.parse(line) as { bench?: unknown }).bench;
      if (typeof bench === 'string') printed.add(bench);
    } catch {
      // A log line, not a figure.
    }
  });
  let message = '';
  child.stdio[3]!.on('data', (chunk: Buffer) => (message += chunk.toString('utf8')));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    for (const pid of [...descendants(child.pid!), child.pid!]) kill(pid);
  }, options.timeoutMs);
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) => child.once('close', (c, s) => resolve([c, s])));
  clearTimeout(timer);
  kill(-child.pid!);
  if (existsSync(databaseLog)) {
    for (const name of new Set(readFileSync(databaseLog, 'utf8').split('\n').filter(Boolean))) await dropDatabase(name);
    rmSync(databaseLog, { force: true });
  }
  return { error: why(code, signal, message.trim(), options.timeoutMs, timedOut), printed };
};
