import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider';
import { inboxDecider, type MarkNotificationsRead } from './decider';

const userId = randomUUID();
const companyId = randomUUID();
const mark = (notificationIds: string[]): MarkNotificationsRead => ({ type: 'MarkNotificationsRead', userId, companyId, notificationIds, now: '2026-03-01T10:00:00.000Z' });

describe('inbox decider', () => {
  it('records only notifications not read before, once each', () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const first = inboxDecider.decide(mark([a, a]), inboxDecider.initialState());
    expect(first).toEqual([{ type: 'NotificationsRead', data: { userId, companyId, notificationIds: [a], at: '2026-03-01T10:00:00.000Z' } }]);
    const state = fold(inboxDecider, first);
    expect(inboxDecider.decide(mark([a]), state)).toEqual([]);
    expect(inboxDecider.decide(mark([a, b]), state)[0]!.data.notificationIds).toEqual([b]);
  });

  it('refuses ids that are not uuids', () => {
    expect(() => inboxDecider.decide(mark(['nope']), inboxDecider.initialState())).toThrow('Unknown notification.');
  });
});
