import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { replayHistories, without, type RecordedHistory } from '../testing';

// Recorded by record-history.ts from a run on the dev server: the greeting activity, then the result.
const history: RecordedHistory = JSON.parse(readFileSync(new URL('./fixtures/smoke-history.json', import.meta.url), 'utf8'));
let outcomes: Map<string, Error | undefined>;

beforeAll(async () => {
  outcomes = await replayHistories(new URL('./workflows.ts', import.meta.url).pathname, {
    recorded: history,
    broken: without(history, 'EVENT_TYPE_ACTIVITY_TASK_SCHEDULED'),
  });
}, 60_000);

describe('smoke workflow replay', () => {
  it('replays its recorded history without a nondeterminism error', () => {
    expect(outcomes.has('recorded')).toBe(true);
    expect(outcomes.get('recorded')).toBeUndefined();
  });

  it('notices when the workflow no longer matches the history', () => {
    expect(outcomes.get('broken')).toBeInstanceOf(Error);
  });
});
