import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { replayHistories, without, type RecordedHistory } from './replay';

/**
 * The replay test of a workflow with one recorded history: it replays without a nondeterminism
 * error, and the same history less its scheduled activities (code that no longer matches) fails.
 */
export const describeReplay = (title: string, workflows: URL, fixture: URL): void => {
  const history: RecordedHistory = JSON.parse(readFileSync(fixture, 'utf8'));
  let outcomes: Map<string, Error | undefined>;

  beforeAll(async () => {
    outcomes = await replayHistories(workflows.pathname, { recorded: history, broken: without(history, 'EVENT_TYPE_ACTIVITY_TASK_SCHEDULED') });
  }, 60_000);

  describe(title, () => {
    it('replays its recorded history without a nondeterminism error', () => {
      expect(outcomes.has('recorded')).toBe(true);
      expect(outcomes.get('recorded')).toBeUndefined();
    });

    it('notices when the workflow no longer matches the history', () => {
      expect(outcomes.get('broken')).toBeInstanceOf(Error);
    });
  });
};
