import { afterAll, beforeAll, it } from 'vitest';
import { ApiHarness, type SeededCompany } from '../testing/harness';
let api: ApiHarness; let acme: SeededCompany;
beforeAll(async () => { api = await ApiHarness.start('api_probe'); acme = await api.seedCompany('Acme'); });
afterAll(async () => { await api.close(); });
it('probe', async () => {
  const show = (label: string, r: unknown) => console.log(label, JSON.stringify(r));
  show('wrongvar', await api.gql(`mutation ($id: ID!, $data: BudgetUpdateInput!) { updateOneBudget(where: { id: $id }, data: $data) { id } }`, { id: 'x', data: { name: 42, funding: { x: 1 } } }, { token: acme.token }));
  show('wronglit', await api.gql(`{ budgets(take: "x") { count } }`, {}, { token: acme.token }));
  show('unknownfield', await api.gql(`{ budgets { nope } }`, {}, { token: acme.token }));
  show('moneylit', await api.gql(`mutation { createOneBudget(data: { name: "x", funding: true }) { id } }`, {}, { token: acme.token }));
  const r = await fetch(api.url, { method: 'POST', headers: { 'content-type': 'text/plain', authorization: `Bearer ${acme.token}` }, body: JSON.stringify({ query: '{ me { id } }' }) });
  show('textplain', { status: r.status, body: await r.text() });
  const r2 = await fetch(api.url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${acme.token}` }, body: 'query=%7B%20me%20%7B%20id%20%7D%20%7D' });
  show('form', { status: r2.status, body: await r2.text() });
});
