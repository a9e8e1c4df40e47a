import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWorkflowsConfig } from '../config';
import { createTemporalTestKit, type TemporalTestKit } from '../testing';
import * as activities from './activities';
import { smokeWorkflow } from './workflows';

let temporal: TemporalTestKit;

beforeAll(async () => {
  // One workflow bundle and one pair of connections for the whole file.
  temporal = await createTemporalTestKit(new URL('./workflows.ts', import.meta.url).pathname);
});
afterAll(async () => {
  await temporal?.close();
});

describe('Temporal development server', () => {
  it('runs a workflow that calls an activity on a real worker', async () => {
    const result = await temporal.withWorker(activities, (taskQueue) =>
      temporal.client.workflow.execute(smokeWorkflow, { taskQueue, workflowId: `smoke-${randomUUID()}`, args: ['Spend'] }),
    );
    expect(result).toBe('Hello, Spend!');
  });

  it('names the wrong variable when the address is malformed', () => {
    expect(() => loadWorkflowsConfig({ TEMPORAL_ADDRESS: 'nowhere' })).toThrow('Invalid configuration: TEMPORAL_ADDRESS: must be host:port');
  });
});
