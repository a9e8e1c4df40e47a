import { historyFromJSON } from '@temporalio/common/lib/proto-utils';
import { Worker } from '@temporalio/worker';
import { cachedWorkflowBundle } from '../bundle';
import { TEST_BUNDLES } from './temporal';

export type RecordedHistory = { events: { eventType: string }[] };

/**
 * Replays recorded histories (JSON as `temporal workflow show -o json` writes it) through ONE replay
 * worker and answers each workflow id's outcome: undefined when it replayed, else the error.
 * One worker per file, not one per history: back-to-back replay workers race the SDK's runtime
 * shutdown (a "failed to downcast" error from the native bridge).
 * historyFromJSON parses with @temporalio/common's protobufjs the types of @temporalio/proto's, and
 * refuses them ("type must be a Type") unless both load the same copy: the root package.json names
 * protobufjs 8 (the SDK's) so that it is the hoisted one, not the 7 of OpenTelemetry's exporter
 * and gRPC's proto-loader, which then keep their own.
 */
export const replayHistories = async (workflowsPath: string, histories: Record<string, RecordedHistory>): Promise<Map<string, Error | undefined>> => {
  const outcomes = new Map<string, Error | undefined>();
  const items = Object.entries(histories).map(([workflowId, history]) => ({ workflowId, history: historyFromJSON(history) }));
  for await (const result of Worker.runReplayHistories({ workflowBundle: { codePath: await cachedWorkflowBundle(TEST_BUNDLES, workflowsPath) } }, items)) outcomes.set(result.workflowId, result.error);
  return outcomes;
};

/** The same history without its events of `eventType`: code that issues those commands no longer matches it. */
export const without = (history: RecordedHistory, eventType: string): RecordedHistory => ({ events: history.events.filter((e) => e.eventType !== eventType) });
