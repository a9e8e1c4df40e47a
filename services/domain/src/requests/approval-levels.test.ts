import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing';
import { APPROVAL_LEVEL_MESSAGES, approvalLevelsDecider, approvalLevelsFor, type SetApprovalLevels } from './approval-levels';

const companyId = randomUUID();
const now = '2026-03-01T10:00:00.000Z';
const spec = deciderSpec(approvalLevelsDecider);
const set = (levels: SetApprovalLevels['levels']): SetApprovalLevels => ({ type: 'SetApprovalLevels', companyId, levels, now });

describe('approval levels', () => {
  it('records an ordered chain in cents, and nothing when it is saved unchanged', () => {
    const command = set([{ approver: 'BUDGET_OWNER', above: '' }, { approver: 'ADMIN', above: '1000.50' }]);
    const events = spec.given([]).when(command).events();
    expect(events).toEqual([{ type: 'ApprovalLevelsSet', data: { companyId, levels: [{ approver: 'BUDGET_OWNER', aboveCents: 0 }, { approver: 'ADMIN', aboveCents: 100_050 }], setAt: now } }]);
    expect(spec.given(events).when(command).events()).toEqual([]);
    // The default chain (the budget owner alone) saved as such records nothing either.
    expect(spec.given([]).when(set([{ approver: 'BUDGET_OWNER', above: '0' }])).events()).toEqual([]);
  });

  it('refuses fractions of a cent, negative amounts and an empty or too long chain', () => {
    expect(spec.given([]).when(set([{ approver: 'ADMIN', above: '10.005' }])).refusal().fields).toEqual({ 'levels.0.above': APPROVAL_LEVEL_MESSAGES.above });
    expect(spec.given([]).when(set([{ approver: 'ADMIN', above: '1' }, { approver: 'ADMIN', above: '-1' }])).refusal().fields).toEqual({ 'levels.1.above': APPROVAL_LEVEL_MESSAGES.above });
    expect(spec.given([]).when(set([])).refusal().fields).toEqual({ levels: APPROVAL_LEVEL_MESSAGES.count });
    expect(spec.given([]).when(set(Array.from({ length: 6 }, () => ({ approver: 'ADMIN' as const, above: '' })))).refusal().code).toBe('BAD_USER_INPUT');
  });

  it('derives who approves each level of a request from the chain', () => {
    const [owner, admin, other] = [randomUUID(), randomUUID(), randomUUID()];
    const chain = [{ approver: 'BUDGET_OWNER' as const, aboveCents: 0 }, { approver: 'ADMIN' as const, aboveCents: 10_000 }];
    const people = { budgetOwnerUserId: owner, adminUserIds: [admin], requestorUserId: other };
    expect(approvalLevelsFor(10_000, chain, people)).toEqual([{ approverUserIds: [owner] }]);
    expect(approvalLevelsFor(10_001, chain, people)).toEqual([{ approverUserIds: [owner] }, { approverUserIds: [admin] }]);
    // No owner: the admins take the owner's level, and the admin level above it merges into it.
    expect(approvalLevelsFor(10_001, chain, { ...people, budgetOwnerUserId: null })).toEqual([{ approverUserIds: [admin] }]);
    // Nobody approves their own request.
    expect(approvalLevelsFor(1, chain, { ...people, requestorUserId: owner })).toEqual([{ approverUserIds: [admin] }]);
    expect(approvalLevelsFor(1, chain, { budgetOwnerUserId: null, adminUserIds: [admin], requestorUserId: admin })).toEqual([]);
  });
});
