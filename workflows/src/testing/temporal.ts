import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Client, Connection } from '@temporalio/client';
import { DefaultLogger, NativeConnection, Runtime, Worker } from '@temporalio/worker';
import { cachedWorkflowBundle } from '../bundle';
import { loadWorkflowsConfig } from '../config';

/**
 * Attaches a test file to the running Temporal development server (TEMPORAL_ADDRESS, default
 * 127.0.0.1:7233; `deploy/dev/temporal.sh` starts it). Nothing here downloads a server.
 * The workflows are bundled once for every test file of the machine (cachedWorkflowBundle), and each
 * test runs against its own task queue.
 */
export interface TemporalTestKit {
  readonly client: Client;
  /** Runs `fn` while a worker with these activities polls a fresh task queue (or the given one, to restart a worker), which `fn` receives. */
  withWorker<R>(activities: object, fn: (taskQueue: string) => Promise<R>, taskQueue?: string): Promise<R>;
  close(): Promise<void>;
}

const logger = new DefaultLogger('WARN');

/** Where the test runs keep workflow bundles (vitest.config.ts names the same folder). */
export const TEST_BUNDLES = process.env.WORKFLOW_BUNDLE_CACHE ?? fileURLToPath(new URL('../../../.run/workflow-bundles/', import.meta.url));

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
  const [codePath, connection, nativeConnection] = await Promise.all([
    cachedWorkflowBundle(TEST_BUNDLES, workflowsPath),
    Connection.connect({ address }),
    NativeConnection.connect({ address }),
  ]);
  return {
    client: new Client({ connection, namespace }),
    async withWorker(activities, fn, taskQueue = `test-${randomUUID()}`) {
      const worker = await Worker.create({ connection: nativeConnection, namespace, taskQueue, workflowBundle: { codePath }, activities });
      return await worker.runUntil(() => fn(taskQueue));
    },
    async close() {
      await Promise.all([connection.close(), nativeConnection.close()]);
    },
  };
};
