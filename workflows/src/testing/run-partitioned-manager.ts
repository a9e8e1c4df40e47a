// Child process for the process managers' partition tests: a worker-like process running one
// manager over PARTITIONS partitions until killed; prints `handled <key> <started>` per event.
import { Client, Connection } from '@temporalio/client';
import pg from 'pg';
import { PostgresEventStore } from '@spend/eventstore';
import { loadWorkflowsConfig } from '../config';
import { createProcessManagerCheckpoints } from '../process-manager-checkpoints';
import { runProcessManager } from '../process-manager';

const env = process.env;
const { TEMPORAL_ADDRESS: address, TEMPORAL_NAMESPACE: namespace } = loadWorkflowsConfig();
const store = new PostgresEventStore({ connectionString: env.DATABASE_URL! });
const pool = new pg.Pool({ connectionString: env.DATABASE_URL!, max: 3 });
pool.on('error', () => undefined);
const client = new Client({ connection: await Connection.connect({ address }), namespace });
const stop = new AbortController();
const delayMs = Number(env.PING_DELAY_MS ?? 0);
const logger = {
  info: (details: object, message: string) => console.error(message, JSON.stringify(details)),
  warn: (details: object, message: string) => console.error(message, JSON.stringify(details)),
  error: (details: object, message: string) => console.error(message, JSON.stringify(details)),
};
const running = runProcessManager({
  store, client, taskQueue: env.TASK_QUEUE!, signal: stop.signal, retryMs: 100,
  checkpoint: { store: createProcessManagerCheckpoints(pool), name: env.MANAGER!, partitions: Number(env.PARTITIONS), balanceMs: 100, logger },
  startFor: (event) => event.type !== 'Pinged' ? null : {
    workflowType: 'pingWorkflow', workflowId: `ping-${event.id}`, args: [], key: event.id,
    // Slows each start a little, so that a kill lands mid-stream.
    skip: () => new Promise<boolean>((resolve) => setTimeout(() => resolve(false), delayMs)),
  },
  onHandled: (key, started) => process.stdout.write(`handled ${key} ${started}\n`),
});
process.stdout.write('started\n');
process.once('SIGTERM', () => {
  stop.abort();
  void running.then(() => process.exit(0));
});
