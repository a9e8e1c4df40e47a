import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CARD_DUAL_CONTROL_MESSAGE } from '@spend/domain';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { CREATE, type Card } from './testing';

// Dual control (issue #26) over card limits: with the company's setting on, an admin may not raise the
// limit of their own card by any path; a second admin may, and the controls report names them.
let api: ApiHarness;
let acme: SeededCompany;
let second: { userId: string; token: string };

const SETTING = `mutation ($on: Boolean!) { updateOneCompany(data: { isDualControlRequired: $on }) { isDualControlRequired } }`;
const LIMIT = `mutation ($id: ID!, $data: PaymentInstrumentUpdateInput!) { updateOnePaymentInstrument(where: { id: $id }, data: $data) { balance { limit } } }`;
const CONTROLS = `mutation ($data: TransactionControlUpsertInput!) { updateOneTransactionControl(data: $data) { spendLimit } }`;
const FUNDS = `mutation ($id: ID!, $spend: String!) { addCardFunds(card: { id: $id }, spend: $spend) { balance { limit } } }`;
const BULK = `mutation ($csv: String!) { bulkRechargeableCardsCSVCheckerResolver(csv: $csv, apply: true) { applied errors } }`;
const REPORT = `query ($from: DateTime!, $to: DateTime!) { controlsReport(from: $from, to: $to) { adminChanges { area actorName subjectName description } } }`;

/** A card of $500.00 (a rechargeable one loaded with $10.00) held by `holder`. */
const card = async (holder: string, rechargeable = false) => {
  const data = rechargeable
    ? { isRechargeable: true, format: 'Digital', spender: { connect: { id: holder } }, transactionControl: { spendLimit: 1_000 } }
    : { type: 'Digital', spender: { connect: { id: holder } }, transactionControl: { spendLimit: 50_000 } };
  return (await api.gql<{ createOneCardV2: Card }>(CREATE, { data }, { token: acme.token })).data!.createOneCardV2;
};
const limitOf = async (id: string) => (await api.gql<{ card: { balance: { limit: number } } }>(`query ($id: ID!) { card(where: { id: $id }) { balance { limit } } }`, { id }, { token: acme.token })).data!.card.balance.limit;

/** Every path that raises a card's limit, as the acting admin (`token`). */
const raises = (own: Card, loaded: Card, token: string) => ({
  limitEdit: () => api.gql(LIMIT, { id: own.id, data: { spendLimit: 80_000 } }, { token }),
  controls: () => api.gql(CONTROLS, { data: { cardId: own.id, spendLimit: 80_000 } }, { token }),
  funds: () => api.gql(FUNDS, { id: loaded.id, spend: '5' }, { token }),
  fundsByEdit: () => api.gql(LIMIT, { id: loaded.id, data: { amount: '5' } }, { token }),
  bulk: () => api.gql(BULK, { csv: `email,last4digits,amount\n${acme.adminEmail},${loaded.last4Digits},5` }, { token, headers: { 'x-dev-flags': 'bulkCardOperations' } }),
});

beforeAll(async () => {
  api = await ApiHarness.start('api_card_dual_control');
  acme = await api.seedCompany('Cardco');
  second = await api.addMember(acme, ['OrgAdmin']);
});
afterAll(async () => {
  await api?.close();
});

describe('dual control over card limits', () => {
  it('changes nothing with the setting off: an admin raises their own card', async () => {
    const own = await card(acme.adminUserId);
    expect((await api.gql(LIMIT, { id: own.id, data: { spendLimit: 60_000 } }, { token: acme.token })).data).toEqual({ updateOnePaymentInstrument: { balance: { limit: 60_000 } } });
  });

  it("refuses an admin raising their own card's limit by every path, recording nothing", async () => {
    const [own, loaded] = [await card(acme.adminUserId), await card(acme.adminUserId, true)];
    expect((await api.gql(SETTING, { on: true }, { token: acme.token })).data).toEqual({ updateOneCompany: { isDualControlRequired: true } });
    const before = await api.eventCount();
    for (const [path, raise] of Object.entries(raises(own, loaded, acme.token))) {
      const answer = await raise();
      expect(answer.errors?.[0], path).toMatchObject({ message: CARD_DUAL_CONTROL_MESSAGE, extensions: { code: 'FORBIDDEN' } });
    }
    expect(await api.eventCount()).toBe(before);
    expect([await limitOf(own.id), await limitOf(loaded.id)]).toEqual([50_000, 1_000]);
  });

  it('lets the admin lower their own limit, and raise a card held by someone else', async () => {
    const own = await card(acme.adminUserId);
    expect((await api.gql(LIMIT, { id: own.id, data: { spendLimit: 40_000 } }, { token: acme.token })).data).toEqual({ updateOnePaymentInstrument: { balance: { limit: 40_000 } } });
    const theirs = await card(second.userId);
    expect((await api.gql(LIMIT, { id: theirs.id, data: { spendLimit: 90_000 } }, { token: acme.token })).data).toEqual({ updateOnePaymentInstrument: { balance: { limit: 90_000 } } });
  });

  it("lets a second admin raise the admin's card by every path, and the controls report names them", async () => {
    const [own, loaded] = [await card(acme.adminUserId), await card(acme.adminUserId, true)];
    for (const [path, raise] of Object.entries(raises(own, loaded, second.token))) expect((await raise()).errors, path).toBeUndefined();
    // Funded $5.00 three times: by addCardFunds, the edit and the bulk file.
    expect([await limitOf(own.id), await limitOf(loaded.id)]).toEqual([80_000, 2_500]);
    const period = { from: new Date(Date.now() - 3_600_000).toISOString(), to: new Date(Date.now() + 3_600_000).toISOString() };
    // The report reads the audit history, which a projection writes: poll until it has the change.
    await vi.waitFor(async () => {
      const report = (await api.gql<{ controlsReport: { adminChanges: { area: string; actorName: string; description: string }[] } }>(REPORT, period, { token: acme.token })).data!.controlsReport;
      expect(report.adminChanges).toContainEqual(expect.objectContaining({ area: 'CARD_LIMIT', actorName: 'Sam OrgAdmin', description: expect.stringContaining('to $800.00') }));
      // Funds loaded onto a rechargeable card raise its limit too: the report lists each load with who made it.
      expect(report.adminChanges).toContainEqual(expect.objectContaining({ area: 'CARD_LIMIT', actorName: 'Sam OrgAdmin', description: expect.stringContaining('now $25.00') }));
    }, { timeout: 120_000, interval: 100 });
  });
});
