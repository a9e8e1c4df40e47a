import { randomUUID } from 'node:crypto';
import { Client, Connection } from '@temporalio/client';
import { NativeConnection, Worker, bundleWorkflowCode, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWorkflowsConfig } from '../config';
import * as activities from './activities';
import { smokeWorkflow } from './workflows';

const { TEMPORAL_ADDRESS } = loadWorkflowsConfig();
let bundle: WorkflowBundleWithSourceMap;
let connection: Connection;

beforeAll(async () => {
  bundle = await bundleWorkflowCode({ workflowsPath: new URL('./workflows.ts', import.meta.url).pathname });
  connection = await Connection.connect({ address: TEMPORAL_ADDRESS });
});
afterAll(async () => {
  await connection?.close();
});

describe('Temporal development server', () => {
  it('runs a workflow with an activity on a real worker', async () => {
    const taskQueue = `smoke-${randomUUID()}`;
    const worker = await Worker.create({
      connection: await NativeConnection.connect({ address: TEMPORAL_ADDRESS }),
      taskQueue,
      workflowBundle: bundle,
      activities,
    });
    const client = new Client({ connection });
    const result = await worker.runUntil(
      client.workflow.execute(smokeWorkflow, { taskQueue, workflowId: `smoke-${randomUUID()}`, args: ['Spend'] }),
    );
    expect(result).toBe('Hello, Spend!');
  });

  it('names the wrong variable when the address is malformed', () => {
    expect(() => loadWorkflowsConfig({ TEMPORAL_ADDRESS: 'nowhere' })).toThrow('Invalid configuration: TEMPORAL_ADDRESS: must be host:port');
  });
});
