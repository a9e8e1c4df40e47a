import { NativeConnection, Worker } from '@temporalio/worker';
import { loadWorkflowsConfig } from './config';
import * as activities from './activities';

// The Temporal worker for task queue `spend` (TEMPORAL_TASK_QUEUE): every workflow in ./workflows.ts.
let config;
try {
  config = loadWorkflowsConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const connection = await NativeConnection.connect({ address: config.TEMPORAL_ADDRESS });
try {
  const worker = await Worker.create({
    connection,
    namespace: config.TEMPORAL_NAMESPACE,
    taskQueue: config.TEMPORAL_TASK_QUEUE,
    workflowsPath: new URL('./workflows.ts', import.meta.url).pathname,
    activities,
  });
  // Runs until SIGINT/SIGTERM, then drains.
  await worker.run();
} finally {
  await connection.close();
}
