// `node deploy/dev/supervisor.ts [--logs DIR] name=command ...` (node strips its types: no loader):
// runs each command, its output appended to DIR/<name>.log, and restarts one that exits with backoff
// and a log line, so one service dying never stops the others (the way a process manager or a Kubernetes deployment would).
// SIGINT/SIGTERM stop every service (SIGTERM, then SIGKILL after 10 s) and then the supervisor.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync, closeSync } from 'node:fs';

/** First restart after this; doubled for each exit in a row that came soon after its start. */
const BASE_MS = Number(process.env.SUPERVISOR_BACKOFF_MS ?? 1_000);
const MAX_MS = Number(process.env.SUPERVISOR_MAX_BACKOFF_MS ?? 30_000);
/** A service that ran this long before it exited is restarted at the base delay again. */
const STABLE_MS = Number(process.env.SUPERVISOR_STABLE_MS ?? 30_000);
const STOP_GRACE_MS = 10_000;

interface Service {
  name: string;
  command: string[];
  child?: ChildProcess;
  startedAt: number;
  failures: number;
  timer?: NodeJS.Timeout;
}

const say = (line: string): void => console.log(`supervisor: ${line}`);

const backoff = (failures: number): number => Math.min(BASE_MS * 2 ** Math.max(failures - 1, 0), MAX_MS);

const args = process.argv.slice(2);
let logs = '.run';
const services: Service[] = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--logs') {
    logs = args[++i]!;
    continue;
  }
  const [name, command] = [args[i]!.slice(0, args[i]!.indexOf('=')), args[i]!.slice(args[i]!.indexOf('=') + 1)];
  if (!name || !command.trim()) throw new Error(`supervisor: expected name=command, got ${args[i]}`);
  services.push({ name, command: command.trim().split(/\s+/), startedAt: 0, failures: 0 });
}
mkdirSync(logs, { recursive: true });
let stopping = false;

const start = (service: Service): void => {
  const log = openSync(`${logs}/${service.name}.log`, 'a');
  const [file, ...rest] = service.command;
  const child = spawn(file!, rest, { stdio: ['ignore', log, log] });
  closeSync(log);
  service.child = child;
  service.startedAt = Date.now();
  child.once('error', (error) => say(`${service.name} could not start: ${error.message}`));
  child.once('spawn', () => say(`${service.name} started (pid ${child.pid}, log ${logs}/${service.name}.log)`));
  child.once('exit', (code, signal) => {
    service.child = undefined;
    if (stopping) return;
    service.failures = Date.now() - service.startedAt >= STABLE_MS ? 1 : service.failures + 1;
    const delay = backoff(service.failures);
    say(`${service.name} exited (${signal ? `signal ${signal}` : `code ${code}`}); restarting in ${delay} ms (see ${logs}/${service.name}.log)`);
    service.timer = setTimeout(() => start(service), delay);
  });
};

const stopAll = async (): Promise<void> => {
  if (stopping) return;
  stopping = true;
  say('stopping every service');
  await Promise.all(
    services.map((service) => {
      clearTimeout(service.timer);
      const child = service.child;
      if (!child || child.exitCode !== null) return undefined;
      return new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS).unref();
      });
    }),
  );
  process.exit(0);
};
process.once('SIGINT', () => void stopAll());
process.once('SIGTERM', () => void stopAll());

for (const service of services) start(service);
