import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_APPROVAL_LEVELS } from './approval-levels';
import { decideMileageSubmission, mileageSettingsDecider, mileageTripFold } from '../mileage/decider';
import { reimbursementDecider, type RequestReimbursement } from '../reimbursements/decider';
import { bookkeepingDecider } from '../transactions/bookkeeping';
import { deciderSpec } from '../testing';
import { budgetIncreaseDecider, type RequestBudgetIncrease, type ReviewBudgetIncrease } from './decider';
import type { BudgetIncreaseEvent } from './events';
import { REQUEST_MESSAGES } from './rules';
import { routeApprovers } from './separation';

const companyId = randomUUID();
const [requester, owner, admin, cfo] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
const now = '2026-03-01T10:00:00.000Z';
const spec = deciderSpec(budgetIncreaseDecider);
const requestId = randomUUID();

const ask = (levels: string[][], adminUserIds: string[] = [admin]): RequestBudgetIncrease => ({
  type: 'RequestBudgetIncrease', requestId, companyId, budgetId: randomUUID(), requestorUserId: requester, amount: '300.00', reason: 'Trade fair',
  levels: levels.map((approverUserIds) => ({ approverUserIds })), adminUserIds, now,
});
const review = (reviewerUserId: string, over: Partial<ReviewBudgetIncrease> = {}): ReviewBudgetIncrease => ({
  type: 'ReviewBudgetIncrease', requestId, companyId, reviewerUserId, outcome: 'APPROVED', note: null, now, ...over,
});
const levelsOf = (events: BudgetIncreaseEvent[]) => (events[0]!.data as { levels: { approverUserIds: string[] }[] }).levels.map((l) => l.approverUserIds);

describe('separation of duties: routing a chain around its requester', () => {
  it('gives a level the requester approves to its other approvers, else to the next approver, else to the admins; never back to the requester', () => {
    const routing = { requestorUserId: requester, adminUserIds: [admin, requester] };
    const route = (levels: string[][]) => routeApprovers(levels.map((approverUserIds) => ({ approverUserIds })), routing).map((l) => l.approverUserIds);
    expect(route([[requester, owner]])).toEqual([[owner]]);
    // The requester's own level falls to the admins, which the admin level after it merges into.
    expect(route([[requester], [admin]])).toEqual([[admin]]);
    expect(route([[requester]])).toEqual([[admin]]);
    expect(route([[owner], [requester]])).toEqual([[owner], [admin]]);
    // Nobody but the requester: nobody can approve it.
    expect(routeApprovers([{ approverUserIds: [requester] }], { requestorUserId: requester, adminUserIds: [requester] })).toEqual([]);
  });

  it('takes the sole approver of a level off the levels after it, so nobody approves two levels', () => {
    const route = (levels: string[][], adminUserIds = [admin]) => routeApprovers(levels.map((approverUserIds) => ({ approverUserIds })), { requestorUserId: requester, adminUserIds });
    expect(route([[owner], [owner, admin]])).toEqual([{ approverUserIds: [owner] }, { approverUserIds: [admin] }]);
    expect(route([[owner], [owner]], [admin, owner])).toEqual([{ approverUserIds: [owner] }, { approverUserIds: [admin] }]);
    // Routing a routed chain again changes nothing.
    const routed = route([[requester, owner], [owner, admin], [cfo]]);
    expect(routeApprovers(routed, { requestorUserId: requester, adminUserIds: [admin] })).toEqual(routed);
  });
});

describe('separation of duties: the budget increase decider', () => {
  it('given a chain naming the requester, when requested, then it records the chain routed around them', () => {
    // The requester's level goes to the admins (so the chain keeps as many approvals), and merges into an admin level after it.
    expect(levelsOf(spec.given([]).when(ask([[requester], [cfo]])).events())).toEqual([[admin], [cfo]]);
    expect(levelsOf(spec.given([]).when(ask([[requester], [admin]])).events())).toEqual([[admin]]);
    expect(levelsOf(spec.given([]).when(ask([[requester]])).events())).toEqual([[admin]]);
    expect(spec.given([]).when(ask([[requester]], [requester])).refusal()).toMatchObject({ code: 'CONFLICT', message: REQUEST_MESSAGES.noApprover });
  });

  it('given a request, when its requester reviews it, then it is refused and nothing is recorded', () => {
    // Recorded before routing existed: the requester is the level's approver.
    const legacy: BudgetIncreaseEvent[] = [{ type: 'BudgetIncreaseRequested', data: {
      requestId, companyId, budgetId: randomUUID(), requestorUserId: requester, amount: 30_000, reason: 'Trade fair', levels: [{ approverUserIds: [requester, owner] }], requestedAt: now,
    } }];
    for (const outcome of ['APPROVED', 'REJECTED'] as const) {
      expect(spec.given(legacy).when(review(requester, { outcome })).refusal()).toMatchObject({ code: 'FORBIDDEN', message: REQUEST_MESSAGES.ownRequest });
    }
    expect(spec.given(legacy).when(review(owner)).events()[0]!.data).toMatchObject({ status: 'APPROVED' });
  });

  it('given an approval at one level, when the next level names the same approver, then it goes to someone else and they may not approve it', () => {
    // The ADMIN level first (two admins), then the budget owner, who is one of them.
    const asked = spec.given([]).when(ask([[owner, admin], [owner]], [owner, admin])).events();
    const first = spec.given(asked).when(review(owner)).events();
    expect(first[0]!.data).toMatchObject({ level: 0, status: 'PENDING', nextLevel: 1, nextApproverUserIds: [admin] });
    expect(spec.given([...asked, ...first]).when(review(owner)).refusal()).toMatchObject({ code: 'FORBIDDEN', message: REQUEST_MESSAGES.notApprover });
    expect(spec.given([...asked, ...first]).when(review(admin)).events()[0]!.data).toMatchObject({ level: 1, status: 'APPROVED' });
    // Had the other admin approved first, the owner approves the second level.
    const byAdmin = spec.given(asked).when(review(admin)).events();
    expect(byAdmin[0]!.data).toMatchObject({ nextLevel: 1, nextApproverUserIds: [owner] });
  });

  it('given a level nobody else can approve after an approval, then it is skipped', () => {
    const asked = spec.given([]).when(ask([[owner, admin], [owner], [cfo]], [owner, admin])).events();
    const first = spec.given(asked).when(review(admin)).events();
    expect(first[0]!.data).toMatchObject({ nextLevel: 1, nextApproverUserIds: [owner] });
    const alone = spec.given([]).when(ask([[owner, admin], [owner]], [owner])).events();
    expect(spec.given(alone).when(review(owner)).events()[0]!.data).toMatchObject({ status: 'APPROVED', nextApproverUserIds: [] });
  });

  it('given a request recorded before, naming one approver at two levels, then the second review is refused', () => {
    const legacy: BudgetIncreaseEvent[] = [
      { type: 'BudgetIncreaseRequested', data: { requestId, companyId, budgetId: randomUUID(), requestorUserId: requester, amount: 30_000, reason: 'Fair', levels: [{ approverUserIds: [owner] }, { approverUserIds: [owner, admin] }], requestedAt: now } },
      { type: 'BudgetIncreaseReviewed', data: { requestId, companyId, level: 0, reviewerUserId: owner, outcome: 'APPROVED', note: null, status: 'PENDING', requestorUserId: requester, nextApproverUserIds: [owner, admin], reviewedAt: now } },
    ];
    expect(spec.given(legacy).when(review(owner)).refusal()).toMatchObject({ code: 'FORBIDDEN', message: REQUEST_MESSAGES.twoLevels });
    expect(spec.given(legacy).when(review(admin)).events()[0]!.data).toMatchObject({ level: 1, status: 'APPROVED' });
  });

  it('given a delegate who approved a level for its approver, then neither approves a later level', () => {
    // Owner away on the day: the admin approves in their place.
    const delegations = { delegations: [{ delegationId: randomUUID(), userId: owner, delegateUserId: admin, startsOn: '2026-03-01', endsOn: '2026-03-02' }] };
    const asked = spec.given([]).when(ask([[owner], [admin, cfo]], [admin, cfo])).events();
    const first = spec.given(asked).when(review(admin, { onBehalfOf: { userId: owner, delegations } })).events();
    expect(first[0]!.data).toMatchObject({ onBehalfOfUserId: owner, nextApproverUserIds: [cfo] });
    expect(spec.given([...asked, ...first]).when(review(admin)).refusal().message).toBe(REQUEST_MESSAGES.notApprover);
  });
});

describe('separation of duties: reimbursements and mileage', () => {
  const reimbursement = (over: Partial<RequestReimbursement> = {}): RequestReimbursement => ({
    type: 'RequestReimbursement', reimbursementId: requestId, companyId, requestorUserId: requester, title: 'Taxi', note: null, amount: '42.10', transactionIds: [],
    expenseDate: '2026-02-27', merchant: 'Yellow Cab', budgetId: randomUUID(), generalLedgerId: null, receipts: [], levels: [{ approverUserIds: [requester] }], adminUserIds: [admin, requester], now, ...over,
  });
  const reimbursements = deciderSpec(reimbursementDecider);

  it('given a reimbursement whose approver is its requester, then it goes to the admins and the requester may not review it', () => {
    const asked = reimbursements.given([]).when(reimbursement()).events();
    expect(asked[0]!.data).toMatchObject({ levels: [{ approverUserIds: [admin] }] });
    const byRequester = { type: 'ReviewReimbursement' as const, reimbursementId: requestId, companyId, reviewerUserId: requester, outcome: 'APPROVED' as const, note: null, now };
    expect(reimbursements.given(asked).when(byRequester).refusal()).toMatchObject({ code: 'FORBIDDEN', message: REQUEST_MESSAGES.ownRequest });
    expect(reimbursements.given(asked).when({ ...byRequester, reviewerUserId: admin }).events()[0]!.data).toMatchObject({ status: 'APPROVED' });
  });

  it('given a spender who owns the budget and is an admin, when they submit a trip, then another admin approves it', () => {
    const outcome = decideMileageSubmission({
      type: 'SubmitMileageTrip', mileageSubmissionId: randomUUID(), companyId, spenderId: requester, date: '2026-02-27', from: 'Office', to: 'Client', miles: 10, purpose: 'Visit',
      budgetId: randomUUID(), budgetOwnerUserId: requester, adminUserIds: [requester, admin], transactionId: randomUUID(), reimbursementId: requestId, now,
    }, {
      settings: { ...mileageSettingsDecider.initialState(), mileageValue: 70 }, levels: { levels: DEFAULT_APPROVAL_LEVELS }, trip: mileageTripFold.initialState(),
      bookkeeping: bookkeepingDecider.initialState(), reimbursement: reimbursementDecider.initialState(),
    });
    expect(outcome.reimbursement![0]!.data).toMatchObject({ requestorUserId: requester, levels: [{ approverUserIds: [admin] }] });
  });
});
