import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, openSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Client } from '@temporalio/client';
import { serviceArgs } from '@spend/eventstore/build';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

export interface WorkerProcess {
  taskQueue: string;
  stop(): Promise<void>;
  /** SIGKILL: the worker dies mid-work, as a crashed process would. */
  kill(): Promise<void>;
}

/**
 * The real Temporal worker (`workflows/src/worker.ts`, with its process manager) against a test's
 * database, on a task queue of its own; resolves once it polls. Its log goes to `.run/worker-<queue>.log`,
 * removed by a normal stop (kept when the worker could not start, or was killed).
 */
export const startWorker = async (temporal: Client, env: { DATABASE_URL: string; APPROVAL_REMINDER_MS?: string; TODO_REMINDER_INTERVAL_MS?: string }, taskQueue = `test-${randomUUID()}`): Promise<WorkerProcess> => {
  mkdirSync(`${root}.run`, { recursive: true });
  const logPath = `${root}.run/worker-${taskQueue}.log`;
  const log = openSync(logPath, 'a');
  const child: ChildProcess = spawn(process.execPath, await serviceArgs('workflows/src/worker.ts'), {
    cwd: root, env: { ...process.env, HEALTH_PORT: '0', ...env, TEMPORAL_TASK_QUEUE: taskQueue }, stdio: ['ignore', log, log],
  });
  // Most of the 240 s hook timeout on a busy machine; a worker that never polls is killed, not left
  // behind to retry against the file's database once it is dropped.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the worker exited with ${child.exitCode} (see .run/worker-${taskQueue}.log)`);
    const { pollers } = await temporal.workflowService.describeTaskQueue({ namespace: temporal.options.namespace, taskQueue: { name: taskQueue }, taskQueueType: 1 });
    if (pollers.length > 0) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the worker did not start polling');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const end = (signal: NodeJS.Signals) => new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
  return { taskQueue, stop: () => end('SIGTERM').then(() => rmSync(logPath, { force: true })), kill: () => end('SIGKILL') };
};
