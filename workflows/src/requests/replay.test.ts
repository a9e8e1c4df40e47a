import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { replayHistories, without, type RecordedHistory } from '../testing';

const fixture = (name: string): RecordedHistory => JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));
// Recorded by record-history.ts from runs on the dev server. Two levels, both approved, the funding raised:
const history = fixture('approval-history.json');
// Two levels, both approved, the funding refused (no such budget): the request ends DECLINED (patch FAIL_REFUSED_COMPLETION).
const refused = fixture('approval-refused-history.json');
// One level, approved, the funding refused, recorded BEFORE that patch: the update failed and the workflow ended at APPROVED.
const refusedBeforePatch = fixture('approval-refused-unpatched-history.json');
let outcomes: Map<string, Error | undefined>;

beforeAll(async () => {
  outcomes = await replayHistories(new URL('./workflows.ts', import.meta.url).pathname, {
    recorded: history,
    refused,
    refusedBeforePatch,
    // Dropping the recorded local-activity results leaves commands the code issues without their history.
    broken: without(history, 'EVENT_TYPE_MARKER_RECORDED'),
  });
});

describe('budget increase approval workflow replay', () => {
  it('replays its recorded history without a nondeterminism error', () => {
    expect(outcomes.has('recorded')).toBe(true);
    expect(outcomes.get('recorded')).toBeUndefined();
  });

  it('replays a refused completion, ended DECLINED', () => {
    expect(outcomes.has('refused')).toBe(true);
    expect(outcomes.get('refused')).toBeUndefined();
  });

  it('still replays a refused completion recorded before the workflow learnt to decline it (patched)', () => {
    expect(outcomes.has('refusedBeforePatch')).toBe(true);
    expect(outcomes.get('refusedBeforePatch')).toBeUndefined();
  });

  it('notices when the workflow no longer matches the history', () => {
    expect(outcomes.get('broken')).toBeInstanceOf(Error);
  });
});
