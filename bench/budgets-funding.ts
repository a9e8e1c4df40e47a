import { ApiHarness } from '@spend/api/testing';
import { report, throughput } from './report';

const CLIENTS = 16;

/**
 * budgets.funding: funding changes/s on ONE source — sub-budgets created under one parent and their
 * funding edited, by 16 concurrent clients through the API (each answer waits for the read model,
 * as the web does). Every change is decided by the parent's pool in the write model.
 * Baseline: name updates of 16 unrelated budgets by 16 clients, measured the same way in the same run.
 */
export const run = async (): Promise<void> => {
  const TOTAL = Number(process.env.BENCH_FUNDING_CHANGES ?? 800);
  // One admin sends every request: the per-user rate limit is lifted so it measures funding, not the limiter.
  const api = await ApiHarness.start('bench_funding', { RATE_LIMIT_REQUESTS: '1000000' });
  try {
    const company = await api.seedCompany('Fundbench');
    const gql = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
      const answer = await api.gql<T>(query, variables, { token: company.token });
      if (!answer.data) throw new Error(JSON.stringify(answer.errors));
      return answer.data;
    };
    const create = async (name: string, funding: string, parent?: string): Promise<string> =>
      (await gql<{ createOneBudget: { id: string } }>(`mutation ($data: BudgetCreateInput!) { createOneBudget(data: $data) { id } }`, {
        data: { name, funding, owner: { connect: { id: company.adminUserId } }, ...(parent && { parentBudget: { connect: { id: parent } } }) },
      })).createOneBudget.id;
    const update = (id: string, data: Record<string, unknown>) => gql(`mutation ($id: ID!, $data: BudgetUpdateInput!) { updateOneBudget(where: { id: $id }, data: $data) { id } }`, { id, data });

    const parent = await create('Bench parent', '900000');
    const unrelated = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => create(`Unrelated ${i}`, '100')));
    // Warm up both paths (connections, caches, the parent's fold) before measuring.
    await throughput(CLIENTS, CLIENTS * 2, (i) => update(unrelated[i % CLIENTS]!, { name: `Warm ${i}` }).then(() => undefined));
    const children: string[] = [];
    await throughput(CLIENTS, CLIENTS * 2, async (i) => void children.push(await create(`Warm child ${i}`, '10', parent)));

    const baseline = await throughput(CLIENTS, TOTAL, (i) => update(unrelated[i % CLIENTS]!, { name: `Renamed ${i}` }).then(() => undefined));
    // Half the changes create sub-budgets, half raise an existing one's funding: all draw on the parent.
    const value = await throughput(CLIENTS, TOTAL, async (i) => {
      if (i % 2 === 0) children.push(await create(`Child ${i}`, '10', parent));
      else await update(children[i % children.length]!, { funding: `${10 + i}` });
    });
    report('budgets.funding', value, 'funding changes/s', baseline);
  } finally {
    await api.close();
  }
};
