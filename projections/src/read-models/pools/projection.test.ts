import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fold, ledgerDecider, poolOf, type LedgerEvent } from '@spend/domain';
import { recorded, setUpReadModels, type ReadModelTestDatabase } from '../testing';
import { poolsProjection } from './projection';

let rm: ReadModelTestDatabase;
beforeAll(async () => { rm = await setUpReadModels('rm_pools'); });
afterAll(async () => { await rm.close(); });

const at = '2026-03-01T10:00:00.000Z';

describe('funds pools', () => {
  it("keeps what each pool holds and reserves as the ledger's fold has it, event by event or in one batch, and tells the dashboard when the company's pool moves", async () => {
    const companyId = randomUUID();
    const [marketing, travel] = [randomUUID(), randomUUID()];
    const history: LedgerEvent[] = [
      { type: 'LedgerFundsSet', data: { ledgerId: companyId, companyId, funding: 1_000_000, ceiling: 1_000_000, at } },
      { type: 'FundsAllocated', data: { ledgerId: companyId, companyId, budgetId: marketing, cents: 400_000, at } },
      { type: 'FundsAllocated', data: { ledgerId: companyId, companyId, budgetId: travel, cents: 250_000, at } },
      { type: 'FundsAllocated', data: { ledgerId: companyId, companyId, budgetId: marketing, cents: 300_000, at } },
      { type: 'LedgerFundsSet', data: { ledgerId: marketing, companyId, funding: 300_000, ceiling: 330_000, at } },
      { type: 'FundsAllocated', data: { ledgerId: companyId, companyId, budgetId: travel, cents: 0, at } },
    ];
    const changes = await rm.apply(poolsProjection, history.slice(0, 3).map((e) => recorded(e)));
    expect(changes[0]).toEqual({ companyId, what: 'companies', ids: [companyId] });
    for (const e of history.slice(3)) await rm.apply(poolsProjection, [recorded(e)]);
    const row = async (ledgerId: string) => rm.projector.selectFrom('budget_pools').selectAll().where('ledger_id', '=', ledgerId).executeTakeFirstOrThrow();
    const company = fold(ledgerDecider, history.filter((e) => e.data.ledgerId === companyId));
    expect(poolOf(company)).toEqual({ funding: 1_000_000, ceiling: 1_000_000, allocations: { [marketing]: 300_000 }, allocatedCents: 300_000, unallocatedCents: 700_000 });
    expect(await row(companyId)).toMatchObject({ funding: '1000000', allocated: String(company.allocatedCents), unallocated: '700000', allocations: { [marketing]: 300_000 } });
    expect(await row(marketing)).toMatchObject({ funding: '300000', ceiling: '330000', allocated: '0', unallocated: '300000' });

    // A company created with its funding has its pool sized by it before any funding change.
    const fresh = randomUUID();
    await rm.apply(poolsProjection, [recorded({ type: 'CompanyCreated', data: { companyId: fresh, dbaName: 'Fresh', parentCompanyId: null, isReseller: false, totalFunding: 50_000, createdAt: at } })]);
    await rm.apply(poolsProjection, [recorded({ type: 'FundsAllocated', data: { ledgerId: fresh, companyId: fresh, budgetId: randomUUID(), cents: 20_000, at } } satisfies LedgerEvent)]);
    expect(await row(fresh)).toMatchObject({ funding: '50000', allocated: '20000', unallocated: '30000' });

    // A rebuild in one batch writes the same rows.
    const again = randomUUID();
    const moved = history.map((e) => ({ ...e, data: { ...e.data, companyId: again, ledgerId: e.data.ledgerId === companyId ? again : randomUUID() } }) as LedgerEvent);
    await rm.apply(poolsProjection, moved.map((e) => recorded(e)));
    expect(await row(again)).toMatchObject({ funding: '1000000', allocated: '300000', unallocated: '700000' });
  });
});
