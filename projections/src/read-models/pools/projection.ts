import type { Insertable } from 'kysely';
import { companyEvent, evolvePool, ledgerEvent, NO_POOL, POOL_EVENT_TYPES, sizeCompanyPool, type PoolFigures } from '@spend/domain';
import type { Projection, ReadModelChange } from '../../types';
import type { ReadModels } from '../tables';
import { upsertRows } from '../upsert';

type Row = Insertable<ReadModels['budget_pools']>;

const figuresOf = (row: { funding: string | null; ceiling: string | null; allocations: Record<string, number>; allocated: string; unallocated: string }): PoolFigures => ({
  funding: row.funding === null ? null : Number(row.funding), ceiling: row.ceiling === null ? null : Number(row.ceiling), allocations: row.allocations,
  allocatedCents: Number(row.allocated), unallocatedCents: Number(row.unallocated),
});

const rowOf = (ledgerId: string, companyId: string, p: PoolFigures): Row => ({
  ledger_id: ledgerId, company_id: companyId, funding: p.funding, ceiling: p.ceiling, allocations: JSON.stringify(p.allocations), allocated: p.allocatedCents, unallocated: p.unallocatedCents,
});

/**
 * The funds pools (LedgerFundsSet, FundsAllocated fed no read model before issue #25): what each
 * pool holds and reserves, as the ledger decides with it. The company's pool answers "budgeted" and
 * "unallocated" on the dashboard and the company's funds.
 */
export const poolsProjection: Projection = {
  name: 'pools',
  tables: ['budget_pools'],
  eventTypes: [...POOL_EVENT_TYPES, 'CompanyCreated', 'CompanyFundingSet'],
  apply: async (trx, events) => {
    const pools = new Map<string, { companyId: string; figures: PoolFigures }>();
    const changes: ReadModelChange[] = [];
    const load = async (ledgerId: string): Promise<PoolFigures> => {
      const known = pools.get(ledgerId);
      if (known) return known.figures;
      const stored = await trx.selectFrom('budget_pools').selectAll().where('ledger_id', '=', ledgerId).executeTakeFirst();
      return stored ? figuresOf(stored) : NO_POOL;
    };
    for (const raw of events) {
      let ledgerId: string;
      let companyId: string;
      if (raw.type === 'CompanyCreated' || raw.type === 'CompanyFundingSet') {
        // The company's own pool (ledger id = company id) is sized by its total funding.
        const event = companyEvent.parse({ type: raw.type, data: raw.data });
        if (event.type !== 'CompanyCreated' && event.type !== 'CompanyFundingSet') continue;
        [ledgerId, companyId] = [event.data.companyId, event.data.companyId];
        const at = event.type === 'CompanyCreated' ? event.data.createdAt : event.data.at;
        pools.set(ledgerId, { companyId, figures: sizeCompanyPool(await load(ledgerId), companyId, event.data.totalFunding, at) });
      } else {
        const event = ledgerEvent.parse({ type: raw.type, data: raw.data });
        if (event.type !== 'LedgerFundsSet' && event.type !== 'FundsAllocated') continue;
        ({ ledgerId, companyId } = event.data);
        pools.set(ledgerId, { companyId, figures: evolvePool(await load(ledgerId), event) });
      }
      // The company's pool is its funds: the dashboard reads them again.
      changes.push({ companyId, what: ledgerId === companyId ? 'companies' : 'budgets', ids: [ledgerId] });
    }
    await upsertRows(trx, 'budget_pools', ['ledger_id'], [...pools].map(([ledgerId, p]) => rowOf(ledgerId, p.companyId, p.figures)));
    return changes;
  },
};
