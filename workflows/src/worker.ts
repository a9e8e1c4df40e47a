import { NativeConnection, Worker } from '@temporalio/worker';
import * as activities from './smoke/activities';
import { loadWorkflowsConfig } from './config';

let config;
try {
  config = loadWorkflowsConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const connection = await NativeConnection.connect({ address: config.TEMPORAL_ADDRESS });
const worker = await Worker.create({
  connection,
  namespace: config.TEMPORAL_NAMESPACE,
  taskQueue: config.TEMPORAL_TASK_QUEUE,
  workflowsPath: new URL('./workflows.ts', import.meta.url).pathname,
  activities,
});
await worker.run();
