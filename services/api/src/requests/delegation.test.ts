import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { approvalWorkflowId, DELEGATION_MESSAGES, REQUEST_MESSAGES, streams } from '@spend/domain';
import { recordMember } from '../members/test-members';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { startWorker, type WorkerProcess } from '../testing/worker';

// Approval delegation through the API, the real worker process and the Temporal development server:
// Sam Smith (the budget owner, who approves) is away; Jane Doe approves in his place.
let api: ApiHarness;
let worker: WorkerProcess;
let acme: SeededCompany;
let other: SeededCompany;
let sam: { userId: string; token: string };
let jane: { userId: string; token: string };
let spender: { userId: string; token: string };
let budgetId: string;

const DELEGATE = `mutation ($data: ApprovalDelegationCreateInput!) { createOneApprovalDelegation(data: $data) { id startsOn endsOn user { id } delegate { id } } }`;
const CANCEL = `mutation ($id: ID!) { deleteOneApprovalDelegation(where: { id: $id }) { id } }`;
const MINE = `{ myApprovalDelegations { id startsOn endsOn delegate { id } } }`;
const REQUEST = `mutation ($data: BudgetIncreaseRequestCreateInput!) { createOneBudgetIncreaseRequest(data: $data) { id } }`;
const REVIEW = `mutation ($id: ID!) { updateOneBudgetIncreaseRequest(where: { id: $id }, data: { status: APPROVED }) { id status reviewer { id } } }`;
const TO_REVIEW = `{ approvalRequests(where: { toReview: true }) { id canReview onBehalfOf { id } } }`;
const HISTORY = `query ($aggregate: String) { eventHistory(filter: { aggregate: $aggregate }, first: 50) { items { type description } } }`;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const delegate = (token: string, delegateId: string, startsOn: string, endsOn: string) =>
  api.gql<{ createOneApprovalDelegation: { id: string } }>(DELEGATE, { data: { delegate: { connect: { id: delegateId } }, startsOn, endsOn } }, { token });
const request = async (amount: string) => {
  const created = await api.gql<{ createOneBudgetIncreaseRequest: { id: string } }>(REQUEST, { data: { budget: { connect: { id: budgetId } }, amount, reason: 'Trade fair' } }, { token: spender.token });
  const id = created.data!.createOneBudgetIncreaseRequest.id;
  await vi.waitFor(() => api.temporal.workflow.getHandle(approvalWorkflowId(id)).describe(), { timeout: 120_000, interval: 100 });
  return id;
};
const toReview = async (token: string) => (await api.gql<{ approvalRequests: { id: string; canReview: boolean; onBehalfOf: { id: string } | null }[] }>(TO_REVIEW, {}, { token })).data!.approvalRequests;

beforeAll(async () => {
  api = await ApiHarness.start('api_delegation');
  worker = await startWorker(api.temporal, { DATABASE_URL: api.db.urlAs('spend_api') });
  acme = await api.seedCompany('Awayco');
  other = await api.seedCompany('Elsewhere');
  sam = await recordMember(api, acme.companyId, 'sam@awayco.test', 'BudgetOwner', { firstName: 'Sam', lastName: 'Smith', title: 'Director' });
  jane = await recordMember(api, acme.companyId, 'jane@awayco.test', 'BudgetOwner', { firstName: 'Jane', lastName: 'Doe', title: 'Deputy' });
  spender = await recordMember(api, acme.companyId, 'spender@awayco.test', 'Spender');
  const budget = await api.gql<{ createOneBudget: { id: string } }>(`mutation ($data: BudgetCreateInput!) { createOneBudget(data: $data) { id } }`, {
    data: { name: 'Events', funding: '1000', owner: { connect: { id: sam.userId } }, spenders: { connect: [{ id: spender.userId }] } },
  }, { token: acme.token });
  budgetId = budget.data!.createOneBudget.id;
});
afterAll(async () => {
  await worker?.stop();
  await api?.close();
});

describe('approval delegation', () => {
  it('refuses a delegation to oneself, to another company\'s member, an end before the start and an overlap, recording nothing', async () => {
    const before = await api.eventCount();
    const cases: [Promise<Awaited<ReturnType<typeof delegate>>>, Record<string, string>][] = [
      [delegate(sam.token, sam.userId, day(0), day(1)), { delegate: DELEGATION_MESSAGES.self }],
      [delegate(sam.token, other.adminUserId, day(0), day(1)), { delegate: DELEGATION_MESSAGES.member }],
      [delegate(sam.token, jane.userId, day(3), day(2)), { endsOn: DELEGATION_MESSAGES.order }],
      [delegate(sam.token, jane.userId, 'next week', day(2)), { startsOn: DELEGATION_MESSAGES.startsOn }],
    ];
    for (const [answer, fields] of cases) {
      const { errors } = await answer;
      expect(errors![0]).toMatchObject({ message: Object.values(fields)[0], extensions: { code: 'BAD_USER_INPUT', fields } });
    }
    expect(await api.eventCount()).toBe(before);

    // A delegation from tomorrow is recorded; one overlapping it is refused.
    const later = await delegate(sam.token, jane.userId, day(1), day(5));
    expect(later.errors).toBeUndefined();
    const overlapping = await delegate(sam.token, spender.userId, day(0), day(2));
    expect(overlapping.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: { startsOn: DELEGATION_MESSAGES.overlap } } });
    expect((await api.gql(MINE, {}, { token: sam.token })).data).toEqual({ myApprovalDelegations: [{ id: later.data!.createOneApprovalDelegation.id, startsOn: day(1), endsOn: day(5), delegate: { id: jane.userId } }] });
    // Nobody else cancels it.
    expect((await api.gql(CANCEL, { id: later.data!.createOneApprovalDelegation.id }, { token: jane.token })).errors![0]!.extensions!.code).toBe('NOT_FOUND');
  });

  it('routes to the delegate only during the range; the delegate approves on behalf of the reviewer, who can still act', async () => {
    // Outside the range (it starts tomorrow), the request is not Jane's to review.
    const early = await request('10');
    expect((await toReview(jane.token)).map((r) => r.id)).not.toContain(early);
    const refused = await api.gql(REVIEW, { id: early }, { token: jane.token });
    expect(refused.errors![0]).toMatchObject({ message: REQUEST_MESSAGES.notApprover, extensions: { code: 'FORBIDDEN' } });

    // Today's delegation: Jane sees Sam's requests and approves one for him.
    const today = await delegate(sam.token, jane.userId, day(0), day(0));
    expect(today.errors).toBeUndefined();
    expect(await toReview(jane.token)).toContainEqual({ id: early, canReview: true, onBehalfOf: { id: sam.userId } });
    const approved = await api.gql(REVIEW, { id: early }, { token: jane.token });
    expect(approved).toMatchObject({ data: { updateOneBudgetIncreaseRequest: { id: early, status: 'COMPLETED', reviewer: { id: jane.userId } } } });
    const reviewed = (await api.store.readStream(streams.budgetIncrease(early))).find((e) => e.type === 'BudgetIncreaseReviewed')!;
    expect(reviewed.data).toMatchObject({ reviewerUserId: jane.userId, onBehalfOfUserId: sam.userId });
    expect(reviewed.metadata.userId).toBe(jane.userId);

    // The history says who acted for whom.
    await vi.waitFor(async () => {
      const history = await api.gql<{ eventHistory: { items: { type: string; description: string }[] } }>(HISTORY, { aggregate: streams.budgetIncrease(early) }, { token: acme.token });
      expect(history.data!.eventHistory.items.find((e) => e.type === 'BudgetIncreaseReviewed')!.description).toMatch(/^Jane Doe approved .* on behalf of Sam Smith/);
    }, { timeout: 120_000, interval: 200 });

    // Sam, though away, still acts himself.
    const own = await request('20');
    const bySam = await api.gql(REVIEW, { id: own }, { token: sam.token });
    expect(bySam).toMatchObject({ data: { updateOneBudgetIncreaseRequest: { status: 'COMPLETED', reviewer: { id: sam.userId } } } });
    const samReview = (await api.store.readStream(streams.budgetIncrease(own))).find((e) => e.type === 'BudgetIncreaseReviewed')!;
    expect(samReview.data).not.toHaveProperty('onBehalfOfUserId');

    // Cancelled, the delegation routes nothing more to Jane, and she may not approve.
    expect((await api.gql(CANCEL, { id: today.data!.createOneApprovalDelegation.id }, { token: sam.token })).errors).toBeUndefined();
    const after = await request('30');
    expect((await toReview(jane.token)).map((r) => r.id)).not.toContain(after);
    const notHers = await api.gql(REVIEW, { id: after }, { token: jane.token });
    expect(notHers.errors![0]).toMatchObject({ message: REQUEST_MESSAGES.notApprover, extensions: { code: 'FORBIDDEN' } });

    // A delegate never approves their own request: Sam's delegate today is the spender, who asks for more.
    expect((await delegate(sam.token, spender.userId, day(0), day(0))).errors).toBeUndefined();
    const ownRequest = await request('40');
    expect((await toReview(spender.token)).map((r) => r.id)).not.toContain(ownRequest);
    const ownReview = await api.gql(REVIEW, { id: ownRequest }, { token: spender.token });
    expect(ownReview.errors![0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect((await api.store.readStream(streams.budgetIncrease(ownRequest))).map((e) => e.type)).not.toContain('BudgetIncreaseReviewed');
  });
});
