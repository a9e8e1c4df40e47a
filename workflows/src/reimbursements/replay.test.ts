import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { replayHistories, without, type RecordedHistory } from '../testing';

// Recorded by requests/record-history.ts from a run on the dev server: two levels, the second declines.
const history: RecordedHistory = JSON.parse(readFileSync(new URL('./fixtures/approval-history.json', import.meta.url), 'utf8'));
let outcomes: Map<string, Error | undefined>;

beforeAll(async () => {
  outcomes = await replayHistories(new URL('./workflows.ts', import.meta.url).pathname, {
    recorded: history,
    // Dropping the recorded local-activity results leaves commands the code issues without their history.
    broken: without(history, 'EVENT_TYPE_MARKER_RECORDED'),
  });
});

describe('reimbursement approval workflow replay', () => {
  it('replays its recorded history without a nondeterminism error', () => {
    expect(history.events.some((e) => e.eventType === 'EVENT_TYPE_WORKFLOW_EXECUTION_UPDATE_COMPLETED')).toBe(true);
    expect(outcomes.has('recorded')).toBe(true);
    expect(outcomes.get('recorded')).toBeUndefined();
  });

  it('notices when the workflow no longer matches the history', () => {
    expect(outcomes.get('broken')).toBeInstanceOf(Error);
  });
});
