import { randomUUID } from 'node:crypto';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { approvalWorkflowId, userDecider, streams } from '@spend/domain';
import { handleCommand } from '@spend/eventstore';
import { ApiHarness, startWorker } from '@spend/api/testing';
import { percentile, report } from './report';

/**
 * approval.roundtrip.p99: ms from sending the approving mutation (updateOneBudgetIncreaseRequest,
 * delivered to the approval workflow as a Temporal update that raises the funding) to the
 * requestor's graphql-ws client receiving the budget with its raised funding, over BENCH_APPROVALS
 * requests (default 100). Baseline: the same for a plain updateOneBudget of the funding.
 */
export const run = async (): Promise<void> => {
  const COUNT = Number(process.env.BENCH_APPROVALS ?? 100);
  const api = await ApiHarness.start('bench_approvals');
  const worker = await startWorker(api.temporal, { DATABASE_URL: api.db.urlAs('spend_api') });
  try {
    const acme = await api.seedCompany('Bench');
    const spenderId = randomUUID();
    const email = `spender-${spenderId.slice(0, 8)}@bench.test`;
    await handleCommand(api.store, streams.user(spenderId), userDecider, {
      type: 'CreateUser', userId: spenderId, companyId: acme.companyId, personId: randomUUID(), authId: null, email, firstName: 'Sam', lastName: 'Spender',
      title: 'Staff', embossName: null, roles: ['Spender'], now: new Date().toISOString(),
    }, { companyId: acme.companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });
    const spender = await api.token(email);
    const created = await api.gql<{ createOneBudget: { id: string } }>(
      `mutation ($owner: ID!, $spender: ID!) { createOneBudget(data: { name: "Bench", funding: "1000", owner: { connect: { id: $owner } }, spenders: { connect: [{ id: $spender }] } }) { id } }`,
      { owner: acme.adminUserId, spender: spenderId },
      { token: acme.token },
    );
    const budgetId = created.data!.createOneBudget.id;
    // The requestor watches the budget.
    const client = createClient({ url: api.url.replace('http', 'ws'), webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${spender}` } });
    const waiting = new Map<number, (at: number) => void>();
    client.subscribe<{ budgetChanged: { funding: number } }>(
      { query: `subscription ($id: ID!) { budgetChanged(where: { id: $id }) { funding } }`, variables: { id: budgetId } },
      { next: (v) => waiting.get(v.data!.budgetChanged.funding)?.(performance.now()), error: (e) => console.error(e), complete: () => undefined },
    );
    await new Promise((r) => setTimeout(r, 500));

    let funding = 100_000;
    /** ms from `mutate` being sent until the requestor is pushed the budget funded with `expected`. */
    const timeToPush = async (expected: number, mutate: () => Promise<{ errors?: unknown[] }>): Promise<number> => {
      const pushed = new Promise<number>((resolve) => waiting.set(expected, resolve));
      const sent = performance.now();
      const answer = await mutate();
      if (answer.errors) throw new Error(JSON.stringify(answer.errors));
      const at = await pushed;
      waiting.delete(expected);
      return at - sent;
    };

    const approvals: number[] = [];
    const plain: number[] = [];
    // One round first, not counted: the worker's first workflow pays for creating its sandbox.
    for (let i = -1; i < COUNT; i++) {
      const request = await api.gql<{ createOneBudgetIncreaseRequest: { id: string } }>(
        `mutation ($id: ID!) { createOneBudgetIncreaseRequest(data: { budget: { connect: { id: $id } }, amount: "1", reason: "Bench" }) { id } }`, { id: budgetId }, { token: spender },
      );
      const requestId = request.data!.createOneBudgetIncreaseRequest.id;
      // Timed from the approval on: the process manager has started the workflow by then.
      for (;;) {
        try {
          await api.temporal.workflow.getHandle(approvalWorkflowId(requestId)).describe();
          break;
        } catch {
          await new Promise((r) => setTimeout(r, 20));
        }
      }
      funding += 100;
      const approval = await timeToPush(funding, () => api.gql(
        `mutation ($id: ID!) { updateOneBudgetIncreaseRequest(where: { id: $id }, data: { status: APPROVED }) { status } }`, { id: requestId }, { token: acme.token },
      ));
      funding += 100;
      const dollars = `${funding / 100}`;
      const update = await timeToPush(funding, () => api.gql(
        `mutation ($id: ID!, $funding: Money!) { updateOneBudget(where: { id: $id }, data: { funding: $funding }) { id } }`, { id: budgetId, funding: dollars }, { token: acme.token },
      ));
      if (i < 0) continue;
      approvals.push(approval);
      plain.push(update);
    }
    await client.dispose();
    approvals.sort((a, b) => a - b);
    plain.sort((a, b) => a - b);
    report('approval.roundtrip.p50', percentile(approvals, 50), 'ms', percentile(plain, 50));
    report('approval.roundtrip.p99', percentile(approvals, 99), 'ms', percentile(plain, 99));
  } finally {
    await worker.stop();
    await api.close();
  }
};
