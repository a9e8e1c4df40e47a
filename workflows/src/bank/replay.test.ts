import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { replayHistories, without, type RecordedHistory } from '../testing';

// Recorded by record-history.ts on the dev server: a link token, a link (with its sync schedule), one sync of 12 transactions.
const NAMES = ['token', 'link', 'sync'] as const;
const fixture = (name: string): RecordedHistory => JSON.parse(readFileSync(new URL(`./fixtures/${name}-history.json`, import.meta.url), 'utf8'));
let outcomes: Map<string, Error | undefined>;

beforeAll(async () => {
  const histories: Record<string, RecordedHistory> = {};
  for (const name of NAMES) {
    histories[`recorded-${name}`] = fixture(name);
    histories[`broken-${name}`] = without(fixture(name), 'EVENT_TYPE_ACTIVITY_TASK_SCHEDULED');
  }
  outcomes = await replayHistories(new URL('./workflows.ts', import.meta.url).pathname, histories);
});

describe.each(NAMES)('bank %s workflow replay', (name) => {
  it('replays its recorded history without a nondeterminism error', () => {
    expect(outcomes.has(`recorded-${name}`)).toBe(true);
    expect(outcomes.get(`recorded-${name}`)).toBeUndefined();
  });

  it('notices when the workflow no longer matches the history', () => {
    expect(outcomes.get(`broken-${name}`)).toBeInstanceOf(Error);
  });
});
