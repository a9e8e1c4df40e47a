import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyEvent } from '@spend/domain';
import { recorded, setUpReadModels, type ReadModelTestDatabase } from '../testing';
import { companiesProjection } from './projection';

let rm: ReadModelTestDatabase;
beforeAll(async () => {
  rm = await setUpReadModels('rm_companies');
});
afterAll(() => rm.close());

const created = (companyId: string, overrides: Partial<Extract<CompanyEvent, { type: 'CompanyCreated' }>['data']> = {}): CompanyEvent => ({
  type: 'CompanyCreated',
  data: { companyId, dbaName: 'Acme', parentCompanyId: null, isReseller: false, totalFunding: 9_007_199_254_740_991, createdAt: '2026-03-01T10:00:00.000Z', ...overrides },
});

describe('companies projection', () => {
  it('writes one row per company, its own company_id, funding as bigint cents', async () => {
    const [reseller, child] = [randomUUID(), randomUUID()];
    const changes = await rm.apply(companiesProjection, [
      recorded(created(reseller, { dbaName: 'Reseller', isReseller: true })),
      recorded(created(child, { dbaName: 'Child', parentCompanyId: reseller, totalFunding: 0 })),
    ]);
    expect(changes).toEqual([
      { companyId: reseller, what: 'companies', ids: [reseller] },
      { companyId: child, what: 'companies', ids: [child] },
    ]);
    const rows = await rm.projector.selectFrom('companies').selectAll().where('id', 'in', [reseller, child]).orderBy('dba_name').execute();
    expect(rows).toEqual([
      { id: child, company_id: child, dba_name: 'Child', parent_company_id: reseller, is_reseller: false, total_funding: '0', budget_numbers: false, dba_address: null, is_cma_required: true, is_pp_required: true, is_tou_required: true, spenders_sub_cards_enabled: false, is_allocation_unrestricted: false, is_dual_control_required: false, is_second_factor_required: false, created_at: new Date('2026-03-01T10:00:00.000Z') },
      { id: reseller, company_id: reseller, dba_name: 'Reseller', parent_company_id: null, is_reseller: true, total_funding: '9007199254740991', budget_numbers: false, dba_address: null, is_cma_required: true, is_pp_required: true, is_tou_required: true, spenders_sub_cards_enabled: false, is_allocation_unrestricted: false, is_dual_control_required: false, is_second_factor_required: false, created_at: new Date('2026-03-01T10:00:00.000Z') },
    ]);
  });

  it('is idempotent when a batch is applied again (a rebuild over existing rows)', async () => {
    const companyId = randomUUID();
    const event = recorded(created(companyId));
    await rm.apply(companiesProjection, [event]);
    await rm.apply(companiesProjection, [event, event]);
    const rows = await rm.projector.selectFrom('companies').select('id').where('id', '=', companyId).execute();
    expect(rows).toHaveLength(1);
  });

  it('turns budget numbers on and off in event order, also in the batch that created the company', async () => {
    const companyId = randomUUID();
    const set = (budgetNumbers: boolean) => recorded({ type: 'CompanyBudgetNumbersSet' as const, data: { companyId, budgetNumbers, at: '2026-03-02T10:00:00.000Z' } });
    const changes = await rm.apply(companiesProjection, [recorded(created(companyId)), set(true)]);
    expect(changes).toEqual([{ companyId, what: 'companies', ids: [companyId] }]);
    const flag = async () => (await rm.projector.selectFrom('companies').select('budget_numbers').where('id', '=', companyId).executeTakeFirstOrThrow()).budget_numbers;
    expect(await flag()).toBe(true);
    await rm.apply(companiesProjection, [set(false), set(true), set(false)]);
    expect(await flag()).toBe(false);
  });

  it('refuses a malformed event rather than writing a wrong row', async () => {
    const bad = recorded({ type: 'CompanyCreated', data: { companyId: randomUUID(), dbaName: 'X', totalFunding: 1.5 } });
    await expect(rm.apply(companiesProjection, [bad])).rejects.toThrow();
  });
});
