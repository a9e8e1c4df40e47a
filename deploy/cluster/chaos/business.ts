import { GraphQLRefused, SavedNotVisible, gql, type SignedIn } from './graphql';

/** A reviewer's decision on a budget increase (spec: APPROVED or REJECTED). */
export type Outcome = 'APPROVED' | 'REJECTED';
interface Approval {
  requestId: string;
  budgetId: string;
  outcome: Outcome;
  /** The review was answered (the workflow took it); until then it is retried. */
  reviewed: boolean;
}

const FINAL = new Set(['APPROVED', 'DECLINED', 'REJECTED', 'COMPLETED']);

/**
 * The people's side of the chaos run, through the API replicas: the admin sets budgets' funding
 * (a stream of changes), the spender asks for increases and the admin approves or declines each
 * (the approval workflow on Temporal). Each step is retried while the cluster cannot answer.
 */
export class BudgetWork {
  readonly approvals: Approval[] = [];
  private readonly funding = new Map<string, number>();
  /** Per budget, every funding set, in order (the check's and the background loop's alike). */
  private readonly fundingsSet = new Map<string, number[]>();
  private running: Promise<void>[] = [];
  private stopped = false;
  /** Steps refused with a GraphQL error (a decision, not a fault), for the log. */
  refused: string[] = [];

  private constructor(private readonly admin: SignedIn, private readonly spender: SignedIn, readonly budgetIds: string[]) {}

  /** `count` budgets of the admin's company the spender spends from, made through the API. */
  static async create(admin: SignedIn, spender: SignedIn, count: number): Promise<BudgetWork> {
    const adminId = (await gql<{ me: { id: string } }>(admin, '{ me { id } }', {})).me.id;
    const spenderId = (await gql<{ me: { id: string } }>(spender, '{ me { id } }', {})).me.id;
    const budgetIds: string[] = [];
    for (let i = 0; i < count; i++) {
      const created = await gql<{ createOneBudget: { id: string } }>(admin,
        'mutation ($owner: ID!, $spender: ID!, $name: String!) { createOneBudget(data: { name: $name, funding: "1000", owner: { connect: { id: $owner } }, spenders: { connect: [{ id: $spender }] } }) { id } }',
        { owner: adminId, spender: spenderId, name: `Chaos ${i} ${Date.now()}` });
      budgetIds.push(created.createOneBudget.id);
    }
    return new BudgetWork(admin, spender, budgetIds);
  }

  /** Sets a budget's funding to `cents` (a value no other step sets: the subscriptions' marker). */
  async setFunding(budgetId: string, cents: number): Promise<void> {
    await gql(this.admin, 'mutation ($id: ID!, $funding: Money!) { updateOneBudget(where: { id: $id }, data: { funding: $funding }) { id } }',
      { id: budgetId, funding: (cents / 100).toFixed(2) }).catch((error: unknown) => {
      // Saved (the read models lag behind a fault): the subscriptions are pushed it once they catch up.
      if (!(error instanceof SavedNotVisible)) throw error;
    });
    this.funding.set(budgetId, cents);
    this.fundingsSet.set(budgetId, [...(this.fundingsSet.get(budgetId) ?? []), cents]);
  }

  /** How many fundings were set on a budget so far (a point to ask `fundingsSince` from). */
  fundingCount(budgetId: string): number {
    return this.fundingsSet.get(budgetId)?.length ?? 0;
  }

  /** The fundings set on a budget after the `from`-th. */
  fundingsSince(budgetId: string, from: number): number[] {
    return (this.fundingsSet.get(budgetId) ?? []).slice(from);
  }

  /** A new funding value for every budget, each one not seen before. */
  nextFunding(budgetId: string): number {
    return (this.funding.get(budgetId) ?? 100_000) + 100 + Math.floor(Math.random() * 100);
  }

  /** Runs the funding changes (one a second) and the requests with their reviews (one every two seconds) until `stop`. */
  start(): void {
    const loop = async (everyMs: number, step: (i: number) => Promise<void>): Promise<void> => {
      for (let i = 0; !this.stopped; i++) {
        const next = Date.now() + everyMs;
        await step(i).catch((error: unknown) => {
          if (error instanceof GraphQLRefused) this.refused.push(error.message);
          else throw error;
        });
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
      }
    };
    this.running = [
      loop(1000, async (i) => {
        const budgetId = this.budgetIds[i % this.budgetIds.length]!;
        await this.setFunding(budgetId, this.nextFunding(budgetId));
      }),
      loop(2000, (i) => this.requestAndReview(this.budgetIds[i % this.budgetIds.length]!, i % 2 === 0 ? 'APPROVED' : 'REJECTED')),
    ];
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.running);
  }

  private async requestAndReview(budgetId: string, outcome: Outcome): Promise<void> {
    const created = await gql<{ createOneBudgetIncreaseRequest: { id: string } }>(this.spender,
      'mutation ($id: ID!) { createOneBudgetIncreaseRequest(data: { budget: { connect: { id: $id } }, amount: "1", reason: "Chaos" }) { id } }', { id: budgetId });
    const approval: Approval = { requestId: created.createOneBudgetIncreaseRequest.id, budgetId, outcome, reviewed: false };
    this.approvals.push(approval);
    // The process manager starts the approval workflow after the request is recorded: until then
    // (and while a fault lasts) the review is refused or unanswered, and is sent again.
    const deadline = Date.now() + 180_000;
    for (;;) {
      try {
        await gql(this.admin, 'mutation ($id: ID!, $status: ReviewOutcome!) { updateOneBudgetIncreaseRequest(where: { id: $id }, data: { status: $status }) { status } }',
          { id: approval.requestId, status: outcome }, deadline);
        approval.reviewed = true;
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        // A retry after the first review took effect is refused: the request is then final already.
        if (FINAL.has(await this.statusOf(approval).catch(() => 'UNKNOWN'))) {
          approval.reviewed = true;
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  }

  private async statusOf(approval: Approval): Promise<string> {
    const answer = await gql<{ budgetIncreaseRequests: { id: string; status: string }[] }>(this.admin,
      'query ($budgetId: ID!) { budgetIncreaseRequests(where: { budgetId: $budgetId }, take: 100) { id status } }', { budgetId: approval.budgetId });
    return answer.budgetIncreaseRequests.find((r) => r.id === approval.requestId)?.status ?? 'MISSING';
  }

  /**
   * Every request's status as the API shows it now, with the outcome the review asked for. 100 per
   * budget is the API's most (`take`); a budget gets one request in 10 s, so a run of up to about
   * 16 minutes fits (a longer one would need paging).
   */
  async finalStates(): Promise<{ approval: Approval; status: string }[]> {
    const statuses = new Map<string, string>();
    for (const budgetId of this.budgetIds) {
      const answer = await gql<{ budgetIncreaseRequests: { id: string; status: string }[] }>(this.admin,
        'query ($budgetId: ID!) { budgetIncreaseRequests(where: { budgetId: $budgetId }, take: 100) { id status } }', { budgetId });
      for (const r of answer.budgetIncreaseRequests) statuses.set(r.id, r.status);
    }
    return this.approvals.map((approval) => ({ approval, status: statuses.get(approval.requestId) ?? 'MISSING' }));
  }
}
