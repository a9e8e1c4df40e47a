import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ApiHarness, type SeededCompany } from './testing/harness';

let api: ApiHarness;
let platform: SeededCompany;

beforeAll(async () => {
  api = await ApiHarness.start('api_slice');
  // The only seeding: the platform company and its super admin, through the command handler.
  platform = await api.seedCompany('Platform', ['SpendSuperAdmin'], { isReseller: true });
});
afterAll(async () => {
  await api.close();
});

type Budget = { id: string; name: string; funding: number; active: boolean };
const BUDGET = 'id name funding active';

describe('the whole slice through the API', () => {
  it('company, member, budget; update, archive, restore; paginated query; live subscription', async () => {
    const ok = <T>(result: { data?: T; errors?: unknown[] }): T => {
      expect(result.errors).toBeUndefined();
      return result.data!;
    };
    const { createCompanyV2: company } = ok(
      await api.gql<{ createCompanyV2: { id: string } }>(`mutation { createCompanyV2(data: { dba_name: "Hooli", total_funding: "100000" }) { id } }`, {}, { token: platform.token }),
    );
    const { createOneUserV2: admin } = ok(
      await api.gql<{ createOneUserV2: { id: string; mainRoleName: string } }>(
        `mutation ($data: UserCreateInput!) { createOneUserV2(data: $data) { id mainRoleName } }`,
        { data: { embossName: 'GAVIN B', roles: { connect: [{ name: 'OrgAdmin' }] }, person: { create: { first_name: 'Gavin', last_name: 'Belson', email: 'gavin@hooli.test', title: 'CEO' } }, company: { connect: { id: company.id } } } },
        { token: platform.token },
      ),
    );
    expect(admin.mainRoleName).toBe('Admin');

    // The new admin signs in (the token's subject is their login) and works in Hooli.
    const token = await api.token('gavin@hooli.test');
    const me = ok(await api.gql<{ me: { companyId: string } }>(`{ me { companyId } }`, {}, { token }));
    expect(me.me.companyId).toBe(company.id);

    const client = createClient({ url: api.url.replace('http', 'ws'), webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` } });
    const pushes: Budget[] = [];
    const listening = api.listening();
    const unsubscribe = client.subscribe<{ budgetChanged: Budget }>(
      { query: `subscription { budgetChanged { ${BUDGET} } }` },
      { next: (value) => value.data && pushes.push(value.data.budgetChanged), error: () => undefined, complete: () => undefined },
    );
    try {
      await listening;
      const ids: string[] = [];
      for (const name of ['Travel', 'Marketing', 'Payroll']) {
        const { createOneBudget } = ok(
          await api.gql<{ createOneBudget: Budget }>(
            `mutation ($owner: ID!, $name: String!) { createOneBudget(data: { name: $name, funding: "1000.25", owner: { connect: { id: $owner } } }, options: { dateRange: { start: "2026-01-01" } }) { ${BUDGET} } }`,
            { owner: admin.id, name },
            { token },
          ),
        );
        expect(createOneBudget).toMatchObject({ name, funding: 100_025, active: true });
        ids.push(createOneBudget.id);
      }
      const [travel] = ids as [string];
      const { updateOneBudget } = ok(
        await api.gql<{ updateOneBudget: Budget }>(`mutation ($id: ID!) { updateOneBudget(where: { id: $id }, data: { name: "Trips", funding: "2500" }) { ${BUDGET} } }`, { id: travel }, { token }),
      );
      expect(updateOneBudget).toMatchObject({ name: 'Trips', funding: 250_000 });
      const { archiveOneBudget } = ok(await api.gql<{ archiveOneBudget: Budget }>(`mutation ($id: ID!) { archiveOneBudget(where: { id: $id }) { ${BUDGET} } }`, { id: travel }, { token }));
      expect(archiveOneBudget.active).toBe(false);
      const active = ok(await api.gql<{ budgets: { count: number; items: { name: string }[] } }>(`{ budgets(where: { active: true }, orderBy: [{ field: name, order: desc }], take: 1) { count items { name } } }`, {}, { token }));
      expect(active.budgets).toEqual({ count: 2, items: [{ name: 'Payroll' }] });
      const { restoreOneBudget } = ok(await api.gql<{ restoreOneBudget: Budget }>(`mutation ($id: ID!) { restoreOneBudget(where: { id: $id }) { ${BUDGET} } }`, { id: travel }, { token }));
      expect(restoreOneBudget.active).toBe(true);
      const page2 = ok(await api.gql<{ budgets: { count: number; items: { name: string }[] } }>(`{ budgets(take: 2, skip: 2) { count items { name } } }`, {}, { token }));
      expect(page2.budgets).toEqual({ count: 3, items: [{ name: 'Trips' }] });

      // The subscriber saw each change of the budget, ending with its current row.
      await expect.poll(() => pushes.filter((b) => b.id === travel).at(-1), { timeout: 120_000 }).toEqual({ id: travel, name: 'Trips', funding: 250_000, active: true });
      // The platform company sees none of Hooli's budgets.
      const platformView = ok(await api.gql<{ budgets: { count: number } }>(`{ budgets { count } }`, {}, { token: platform.token }));
      expect(platformView.budgets.count).toBe(0);
    } finally {
      unsubscribe();
      await client.dispose();
    }
  });
});
