import { proxyActivities } from '@temporalio/workflow';
import type * as activities from './activities';

const { greet } = proxyActivities<typeof activities>({ startToCloseTimeout: '10 seconds' });

/** Proves the Temporal path end to end: a workflow that calls one activity. */
export async function smokeWorkflow(name: string): Promise<string> {
  return await greet(name);
}
