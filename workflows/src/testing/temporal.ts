import { randomUUID } from 'node:crypto';
import { Client, Connection } from '@temporalio/client';
import { DefaultLogger, NativeConnection, Runtime, Worker, bundleWorkflowCode } from '@temporalio/worker';
import { loadWorkflowsConfig } from '../config';

/**
 * Attaches a test file to the running Temporal development server (TEMPORAL_ADDRESS, default
 * 127.0.0.1:7233; `deploy/dev/temporal.sh` starts it). Nothing here downloads a server.
 * Bundle once per file (`beforeAll`), then run each test against its own task queue.
 */
export interface TemporalTestKit {
  readonly client: Client;
  /** Runs `fn` while a worker with these activities polls a fresh task queue (or the given one, to restart a worker), which `fn` receives. */
  withWorker<R>(activities: object, fn: (taskQueue: string) => Promise<R>, taskQueue?: string): Promise<R>;
  close(): Promise<void>;
}

const logger = new DefaultLogger('WARN');

const quietRuntime = () => {
  try {
    Runtime.install({ logger });
  } catch {
    // Already installed in this process: keep it.
  }
};

export const createTemporalTestKit = async (workflowsPath: string): Promise<TemporalTestKit> => {
  quietRuntime();
  const { TEMPORAL_ADDRESS: address, TEMPORAL_NAMESPACE: namespace } = loadWorkflowsConfig();
  const [workflowBundle, connection, nativeConnection] = await Promise.all([
    bundleWorkflowCode({ workflowsPath, logger }),
    Connection.connect({ address }),
    NativeConnection.connect({ address }),
  ]);
  return {
    client: new Client({ connection, namespace }),
    async withWorker(activities, fn, taskQueue = `test-${randomUUID()}`) {
      const worker = await Worker.create({ connection: nativeConnection, namespace, taskQueue, workflowBundle, activities });
      return await worker.runUntil(() => fn(taskQueue));
    },
    async close() {
      await Promise.all([connection.close(), nativeConnection.close()]);
    },
  };
};
