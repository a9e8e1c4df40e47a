import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { refusalOf as refusal } from '../testing';
import { fold } from '../shared/decider';
import type { UserState } from '../members/decider';
import { budgetIncreaseDecider } from './decider';
import { actingFor, approvalDelegationsFold, decideDelegation, DELEGATION_MESSAGES, type ApprovalDelegationEvent, type DelegateApprovals } from './delegation';
import { REQUEST_MESSAGES } from './rules';

const companyId = randomUUID();
const [sam, jane, bob] = [randomUUID(), randomUUID(), randomUUID()];
const now = '2026-03-01T10:00:00.000Z';
const member = (company = companyId, archived = false): UserState => ({
  exists: true, companyId: company, personId: null, firstName: 'Jane', middleName: null, lastName: 'Doe', title: null, phoneNumber: null, address: null, embossName: null, roles: [], managerUserId: null, department: null, archived, avatarFileId: null, forgotten: false,
});
const delegate = (over: Partial<DelegateApprovals> = {}): DelegateApprovals => ({
  type: 'DelegateApprovals', delegationId: randomUUID(), companyId, userId: sam, delegateUserId: jane, startsOn: '2026-03-02', endsOn: '2026-03-13', now, ...over,
});
const decide = (history: ApprovalDelegationEvent[], command: DelegateApprovals, delegateState = member()) =>
  decideDelegation(command, { delegations: fold(approvalDelegationsFold, history), delegate: delegateState });

describe('approval delegation', () => {
  it('records who delegates to whom for which days; the delegate acts for them on those days only', () => {
    const command = delegate();
    const events = decide([], command);
    expect(events).toEqual([{ type: 'ApprovalsDelegated', data: { delegationId: command.delegationId, companyId, userId: sam, delegateUserId: jane, startsOn: '2026-03-02', endsOn: '2026-03-13', at: now } }]);
    const state = fold(approvalDelegationsFold, events);
    expect(actingFor(state, jane, '2026-03-01T23:59:00.000Z')).toEqual([]);
    expect(actingFor(state, jane, '2026-03-02T00:00:00.000Z')).toEqual([sam]);
    expect(actingFor(state, jane, '2026-03-13T23:00:00.000Z')).toEqual([sam]);
    expect(actingFor(state, jane, '2026-03-14T00:00:00.000Z')).toEqual([]);
    expect(actingFor(state, bob, '2026-03-05T00:00:00.000Z')).toEqual([]);
    // A retry of the same command records nothing again.
    expect(decide(events, command)).toEqual([]);
  });

  it('refuses a delegation to oneself, to another company\'s or an archived member, bad dates and an end before the start', () => {
    expect(refusal(() => decide([], delegate({ delegateUserId: sam }))).fields).toEqual({ delegate: DELEGATION_MESSAGES.self });
    expect(refusal(() => decide([], delegate(), member(randomUUID()))).fields).toEqual({ delegate: DELEGATION_MESSAGES.member });
    expect(refusal(() => decide([], delegate(), member(companyId, true))).fields).toEqual({ delegate: DELEGATION_MESSAGES.member });
    expect(refusal(() => decide([], delegate(), { ...member(), exists: false, companyId: null })).fields).toEqual({ delegate: DELEGATION_MESSAGES.member });
    expect(refusal(() => decide([], delegate({ startsOn: '2026-02-30' }))).fields).toEqual({ startsOn: DELEGATION_MESSAGES.startsOn });
    const backwards = refusal(() => decide([], delegate({ startsOn: '2026-03-10', endsOn: '2026-03-09' })));
    expect(backwards.code).toBe('BAD_USER_INPUT');
    expect(backwards.fields).toEqual({ endsOn: DELEGATION_MESSAGES.order });
    expect(refusal(() => decide([], delegate({ startsOn: '2026-02-01', endsOn: '2026-02-28' }))).fields).toEqual({ endsOn: DELEGATION_MESSAGES.past });
  });

  it('refuses a second delegation overlapping the reviewer\'s first; after cancelling it, it is accepted', () => {
    const first = decide([], delegate());
    expect(refusal(() => decide(first, delegate({ delegateUserId: bob, startsOn: '2026-03-13', endsOn: '2026-03-20' }))).fields).toEqual({ startsOn: DELEGATION_MESSAGES.overlap });
    // Back to back, or another reviewer's delegation for the same days, is fine.
    expect(decide(first, delegate({ delegateUserId: bob, startsOn: '2026-03-14', endsOn: '2026-03-20' }))).toHaveLength(1);
    expect(decide(first, delegate({ userId: bob, delegateUserId: jane }))).toHaveLength(1);
    const state = fold(approvalDelegationsFold, first);
    const delegationId = (first[0]!.data as { delegationId: string }).delegationId;
    // Only the one who delegated cancels it.
    expect(refusal(() => decideDelegation({ type: 'CancelApprovalDelegation', delegationId, companyId, userId: bob, now }, { delegations: state })).code).toBe('NOT_FOUND');
    const cancelled = [...first, ...decideDelegation({ type: 'CancelApprovalDelegation', delegationId, companyId, userId: sam, now }, { delegations: state })];
    expect(decide(cancelled, delegate({ delegateUserId: bob }))).toHaveLength(1);
  });

  it('lets the delegate review a request waiting for the reviewer, recording on whose behalf; never outside the days', () => {
    const requestId = randomUUID();
    const request = fold(budgetIncreaseDecider, [{
      type: 'BudgetIncreaseRequested',
      data: { requestId, companyId, budgetId: randomUUID(), requestorUserId: bob, amount: 10_000, reason: 'Trade show.', levels: [{ approverUserIds: [sam] }], requestedAt: now },
    }]);
    const delegations = fold(approvalDelegationsFold, decide([], delegate()));
    const review = (at: string, onBehalfOf = { userId: sam, delegations }) => budgetIncreaseDecider.decide({
      type: 'ReviewBudgetIncrease', requestId, companyId, reviewerUserId: jane, onBehalfOf, outcome: 'APPROVED', note: null, now: at,
    }, request);
    expect(review('2026-03-05T09:00:00.000Z')[0]!.data).toMatchObject({ reviewerUserId: jane, onBehalfOfUserId: sam, status: 'APPROVED' });
    expect(refusal(() => review('2026-03-14T09:00:00.000Z')).message).toBe(REQUEST_MESSAGES.notDelegate);
    // Acting for someone who is not this level's approver is refused like any non-approver; acting for the
    // requester (bob) would be the requester approving, refused as such.
    const forBob = fold(approvalDelegationsFold, decide([], delegate({ userId: bob })));
    expect(refusal(() => review('2026-03-05T09:00:00.000Z', { userId: bob, delegations: forBob })).message).toBe(REQUEST_MESSAGES.ownRequest);
    const other = randomUUID();
    const forOther = fold(approvalDelegationsFold, decide([], delegate({ userId: other })));
    expect(refusal(() => review('2026-03-05T09:00:00.000Z', { userId: other, delegations: forOther })).message).toBe(REQUEST_MESSAGES.notApprover);
    // Nobody approves their own request, even as a delegate.
    const forRequestor = fold(approvalDelegationsFold, decide([], delegate({ delegateUserId: bob })));
    const byRequestor = () => budgetIncreaseDecider.decide({
      type: 'ReviewBudgetIncrease', requestId, companyId, reviewerUserId: bob, onBehalfOf: { userId: sam, delegations: forRequestor }, outcome: 'APPROVED', note: null, now: '2026-03-05T09:00:00.000Z',
    }, request);
    expect(refusal(byRequestor).message).toBe(REQUEST_MESSAGES.ownRequest);
    // The reviewer themself still reviews, with no one on whose behalf.
    const own = budgetIncreaseDecider.decide({ type: 'ReviewBudgetIncrease', requestId, companyId, reviewerUserId: sam, outcome: 'REJECTED', note: null, now: '2026-03-05T09:00:00.000Z' }, request);
    expect(own[0]!.data).not.toHaveProperty('onBehalfOfUserId');
  });
});
