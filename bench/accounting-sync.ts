import { randomBytes, randomUUID } from 'node:crypto';
import type { ExpenseTransaction } from '@spend/domain';
import { startAccountingPlatform } from '@spend/simulator';
import { createCodatClient } from '@spend/workflows/accounting';
import { report } from './report';

/**
 * accounting.sync: transactions/s pushed to the simulated platform through the sync's HTTP client, in
 * batches of 100 with a 20 KB receipt each; baseline: the same requests (same bodies, same count) to
 * the simulator's no-op endpoint, so the ratio is the client's and the platform's own cost. Both are
 * warmed first, then interleaved, best of three each.
 */
export const run = async (): Promise<void> => {
  const COUNT = Number(process.env.BENCH_ACCOUNTING ?? 2_000);
  const BATCH = 100;
  const RUNS = 3;
  const sim = await startAccountingPlatform();
  try {
    const codat = createCodatClient({ baseUrl: sim.url, apiKey: sim.apiKey, retries: 0 });
    const company = await codat.createCompany('Bench');
    await codat.createConnection(company.id, 'gbol');
    const account = (await codat.mappingOptions(company.id)).accounts.find((a) => a.accountType === 'Expense')!.id;
    const receipt = { name: 'receipt.png', contentType: 'image/png', bytes: randomBytes(20_000) };
    const batchesOf = (count: number): ExpenseTransaction[][] => {
      const expenses: ExpenseTransaction[] = Array.from({ length: count }, (_, i) => ({
        id: randomUUID(), issueDate: '2026-11-02', currency: 'USD', merchantName: `Merchant ${i}`, notes: null, lines: [{ netAmountCents: 100 + i, accountId: account, trackingCategoryIds: [] }],
      }));
      return Array.from({ length: Math.ceil(count / BATCH) }, (_, i) => expenses.slice(i * BATCH, (i + 1) * BATCH));
    };
    const timed = async (count: number, send: (batches: ExpenseTransaction[][]) => Promise<void>): Promise<number> => {
      const batches = batchesOf(count);
      const started = performance.now();
      await send(batches);
      return count / ((performance.now() - started) / 1000);
    };
    const sync = async (batches: ExpenseTransaction[][]) => {
      for (const batch of batches) {
        const { syncId } = await codat.pushExpenses(company.id, batch);
        await Promise.all(batch.map((t) => codat.uploadAttachment(company.id, syncId, t.id, receipt)));
      }
    };
    // The same requests to a no-op: three per batch (push, sync, statuses) and one per receipt.
    const noop = (body?: string | Uint8Array) => fetch(`${sim.url}/_control/noop`, { method: body ? 'POST' : 'GET', ...(body && { body }) }).then((r) => r.arrayBuffer());
    const noops = async (batches: ExpenseTransaction[][]) => {
      for (const batch of batches) {
        await noop(JSON.stringify({ items: batch }));
        await noop(JSON.stringify({ datasetIds: [randomUUID()] }));
        await noop();
        await Promise.all(batch.map(() => noop(receipt.bytes)));
      }
    };
    // Warm both paths (connections, JIT), then interleave the runs and keep each one's best.
    await timed(BATCH * 2, sync);
    await timed(BATCH * 2, noops);
    let pushed = 0;
    let baseline = 0;
    for (let run = 0; run < RUNS; run++) {
      pushed = Math.max(pushed, await timed(COUNT, sync));
      baseline = Math.max(baseline, await timed(COUNT, noops));
    }
    if (sim.platform().company(company.id).ledger.size !== COUNT * RUNS + BATCH * 2) throw new Error('accounting.sync: the ledger does not hold every transaction once');
    report('accounting.sync', pushed, 'transactions/s', baseline);
  } finally {
    await sim.close();
  }
};
