import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider';
import { agreementsDecider } from './decider';

describe('agreements decider', () => {
  it('records an acceptance once, keeping its first date', () => {
    const command = { type: 'AcceptAgreement' as const, userId: randomUUID(), companyId: randomUUID(), agreement: 'TERMS_OF_USE' as const, now: '2026-03-01T10:00:00.000Z' };
    const accepted = agreementsDecider.decide(command, agreementsDecider.initialState());
    expect(accepted).toEqual([{ type: 'AgreementAccepted', data: { userId: command.userId, companyId: command.companyId, agreement: 'TERMS_OF_USE', acceptedAt: command.now } }]);
    const state = fold(agreementsDecider, accepted);
    expect(agreementsDecider.decide({ ...command, now: '2026-04-01T10:00:00.000Z' }, state)).toEqual([]);
    expect(agreementsDecider.decide({ ...command, agreement: 'PRIVACY_POLICY' }, state)).toHaveLength(1);
  });
});
