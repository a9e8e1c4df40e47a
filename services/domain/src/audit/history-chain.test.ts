import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing';
import { historyChainDecider, type AnchorHistory, type HistoryChainEvent } from './history-chain';
import { describeEvent } from './describe';

const spec = deciderSpec(historyChainDecider);
const companyId = randomUUID();
const now = '2026-03-01T10:00:00.000Z';
const hash = (c: string) => c.repeat(64);
const anchor = (position: string, h = hash('a')): AnchorHistory => ({
  type: 'AnchorHistory', companyId, anchor: { position, digest: h, streams: 2 }, objectKey: `anchors/${companyId}/${position}.json`, retainUntil: '2033-03-01T10:00:00.000Z', now,
});
const context = { actor: 'System', name: () => null, before: () => undefined };

describe('history chain decider', () => {
  it('records an anchor, and nothing for one at or before the last', () => {
    const anchored = spec.given([]).when(anchor('42')).events();
    expect(anchored).toEqual([{ type: 'HistoryAnchored', data: { companyId, anchor: { position: '42', digest: hash('a'), streams: 2 }, objectKey: `anchors/${companyId}/42.json`, retainUntil: '2033-03-01T10:00:00.000Z', at: now } }]);
    expect(spec.given(anchored as HistoryChainEvent[]).when(anchor('42')).events()).toEqual([]);
    expect(spec.given(anchored as HistoryChainEvent[]).when(anchor('7')).events()).toEqual([]);
    expect(spec.given(anchored as HistoryChainEvent[]).when(anchor('43', hash('b'))).events()).toHaveLength(1);
    expect(describeEvent(anchored[0]!, context)).toBe(`The history up to event 42 was anchored (2 streams, digest ${hash('a')}), kept unchangeable in the anchor store until 2033-03-01.`);
  });

  it('records a re-chain with the old and new heads, and nothing when no hash changed', () => {
    const rechain = { type: 'RecordRechain' as const, companyId, oldAnchor: { position: '9', digest: hash('a'), streams: 4 }, newAnchor: { position: '9', digest: hash('b'), streams: 4 }, rewritten: 3, now };
    const events = spec.given([]).when(rechain).events();
    expect(events).toEqual([{ type: 'HistoryRechained', data: { companyId, reason: 'pii:seal-existing', oldAnchor: rechain.oldAnchor, newAnchor: rechain.newAnchor, rewritten: 3, at: now } }]);
    expect(describeEvent(events[0]!, context)).toContain(`re-chained by pii:seal-existing (3 events rewritten): its digest at event 9 was ${hash('a')}, it is now ${hash('b')}`);
    expect(spec.given([]).when({ ...rechain, rewritten: 0 }).events()).toEqual([]);
    // After a re-chain the new head is the anchor to trust: an anchor at its position records nothing.
    expect(spec.given(events as HistoryChainEvent[]).when(anchor('9', hash('b'))).events()).toEqual([]);
  });

  it('refuses an anchor that is not one of a history', () => {
    expect(spec.given([]).when(anchor('12', 'not-a-hash')).refusal()).toMatchObject({ code: 'BAD_USER_INPUT', fields: { anchor: 'Not an anchor of a history.' } });
    expect(spec.given([]).when(anchor('-1')).refusal().code).toBe('BAD_USER_INPUT');
  });
});
