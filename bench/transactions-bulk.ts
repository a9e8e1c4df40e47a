import { randomUUID } from 'node:crypto';
import { cardDecider, ledgerDecider, streams, type LedgerMessage } from '@spend/domain';
import { handleCommand, loadState } from '@spend/eventstore';
import { ApiHarness } from '@spend/api/testing';
import { report } from './report';

/**
 * transactions.bulk: ms to code 500 selected transactions with one updateManyTransactions, through
 * the API over HTTP, until the list shows them (the mutation waits for its read model). Also
 * transactions.bulk.receipts (ask the 500 spenders' receipts) and transactions.bulk.lock (lock the
 * 500). Baseline: the same 500 rows read through the list query (5 pages of 100). Target < 2,000 ms.
 * transactions.bulk.per-row: the path the bulk bar took before, one updateOneTransaction per row
 * (each waiting for its projection), with the same baseline.
 */
const ROWS = Number(process.env.BENCH_BULK_ROWS ?? 500);

const BULK = '{ done failures { id message } }';
const LIST = 'query ($skip: Int!) { transactions(take: 100, skip: $skip) { count items { id generalLedgerId isLocked } } }';

export const run = async (): Promise<void> => {
  const api = await ApiHarness.start('bench_transactions_bulk', { RATE_LIMIT_REQUESTS: '1000000' });
  try {
    const acme = await api.seedCompany('Bulkco');
    const gql = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
      const answer = await api.gql<T>(query, variables, { token: acme.token });
      if (answer.errors?.length) throw new Error(JSON.stringify(answer.errors));
      return answer.data!;
    };
    const { createOneBudget: budget } = await gql<{ createOneBudget: { id: string } }>('mutation ($data: BudgetCreateInput!) { createOneBudget(data: $data) { id } }', {
      data: { name: 'Bulk', funding: '1000000', owner: { connect: { id: acme.adminUserId } }, spenders: { connect: [{ id: acme.adminUserId }] } },
    });
    const { createOneCardV2: card } = await gql<{ createOneCardV2: { id: string } }>('mutation ($data: CardCreateInput!) { createOneCardV2(data: $data) { id } }', {
      data: { type: 'Digital', spender: { connect: { id: acme.adminUserId } }, shouldLinkBudget: true, budgets: { connect: [{ id: budget.id }] }, transactionControl: { spendLimit: 100_000_000 } },
    });
    const { createOneGeneralLedger: gl } = await gql<{ createOneGeneralLedger: { id: string } }>('mutation { createOneGeneralLedger(name: "Software", code: "6100") { id } }', {});
    // The purchases through the authorizer's ledger command (the one command handler), as the API tests make them.
    const cardState = await loadState(api.store, streams.card(card.id), cardDecider);
    const ids = Array.from({ length: ROWS * 2 }, () => randomUUID());
    const messages: LedgerMessage[] = ids.map((transactionId, i) => ({
      kind: 'authorize', at: new Date().toISOString(), card: cardState,
      request: { authorizationId: randomUUID(), transactionId, cardId: card.id, amountCents: 1_000 + i, currency: 'USD', merchantName: `Vendor ${i % 40}`, merchantId: null, mcc: '5734', country: 'US' },
    }));
    await handleCommand(api.store, streams.ledger(budget.id), ledgerDecider, { type: 'Process', ledgerId: budget.id, budget: { budgetId: budget.id, companyId: acme.companyId, exists: true, active: true, name: 'Bulk' }, messages },
      { companyId: acme.companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });
    // Every purchase is in the list before anything is timed (the projection catches up on its own).
    const listed = async () => (await gql<{ transactions: { count: number } }>(LIST, { skip: 0 })).transactions.count;
    while ((await listed()) < ids.length) await new Promise((resolve) => setImmediate(resolve));
    const [bulkIds, rowIds] = [ids.slice(0, ROWS), ids.slice(ROWS)];
    const timed = async (work: () => Promise<unknown>): Promise<number> => {
      const started = performance.now();
      await work();
      return performance.now() - started;
    };
    const bulk = (mutation: string, variables: Record<string, unknown> = {}) => async () => {
      const answer = await gql<Record<string, { failures: unknown[] }>>(`mutation ${mutation} ${BULK} }`, { ids: bulkIds, ...variables });
      const failures = Object.values(answer)[0]!.failures;
      if (failures.length > 0) throw new Error(`${mutation}: ${JSON.stringify(failures.slice(0, 3))}`);
    };
    // Five pages of 100 through the list query: the same 500 rows read once.
    const read = async () => timed(async () => {
      for (let skip = 0; skip < ROWS; skip += 100) await gql(LIST, { skip });
    });
    await read();
    const baseline = await read();
    const coding = { data: { generalLedgerId: gl.id } };
    report('transactions.bulk', await timed(bulk('($ids: [ID!]!, $data: TransactionBulkCodingInput!) { updateManyTransactions(ids: $ids, data: $data)', coding)), 'ms', baseline);
    report('transactions.bulk.receipts', await timed(bulk('($ids: [ID!]!) { requestTransactionReceipts(ids: $ids)')), 'ms', await read());
    report('transactions.bulk.lock', await timed(bulk('($ids: [ID!]!) { lockManyTransactions(ids: $ids)')), 'ms', await read());
    const perRow = await timed(async () => {
      for (const id of rowIds) await gql('mutation ($id: ID!, $data: TransactionUpdateInput!) { updateOneTransaction(where: { id: $id }, data: $data) { id } }', { id, data: { generalLedgerId: gl.id } });
    });
    report('transactions.bulk.per-row', perRow, 'ms', await read());
  } finally {
    await api.close();
  }
};
