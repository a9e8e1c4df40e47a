import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiHarness } from '../testing/harness';
import { streams } from '@spend/domain';

// The API stamps its commands with the clock it is given, so a test decides what "now" is.
const fixed = new Date('2031-02-03T04:05:06.000Z');
let api: ApiHarness;
beforeAll(async () => {
  api = await ApiHarness.start('api_clock', {}, { now: () => fixed });
});
afterAll(async () => {
  await api.close();
});

it('records a budget as starting at the injected clock\'s time, and ending one year later', async () => {
  const company = await api.seedCompany('Clockco');
  const created = await api.gql<{ createOneBudget: { id: string; start_at: string; end_at: string } }>(
    `mutation ($data: BudgetCreateInput!) { createOneBudget(data: $data) { id start_at end_at } }`,
    { data: { name: 'Travel', funding: '100', owner: { connect: { id: company.adminUserId } } } },
    { token: company.token },
  );
  expect(created.data!.createOneBudget).toMatchObject({ start_at: '2031-02-03T04:05:06.000Z', end_at: '2032-02-03T04:05:06.000Z' });
  const [event] = await api.store.readStream(streams.budget(created.data!.createOneBudget.id));
  expect(event!.data).toMatchObject({ createdAt: '2031-02-03T04:05:06.000Z' });
});
