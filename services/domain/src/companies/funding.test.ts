import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider';
import type { LedgerEvent } from '../transactions/events';
import { ledgerDecider } from '../transactions/ledger';
import { companyDecider } from './decider';
import type { CompanyEvent } from './events';
import { COMPANY_FUNDING_MESSAGES, companyFunding } from './funding';

const companyId = randomUUID();
const now = '2026-03-01T10:00:00.000Z';
const created: CompanyEvent = { type: 'CompanyCreated', data: { companyId, dbaName: 'Acme', parentCompanyId: null, isReseller: false, totalFunding: 1_000_000, createdAt: now } };
const reserved = (cents: number): LedgerEvent => ({ type: 'FundsAllocated', data: { ledgerId: companyId, companyId, budgetId: randomUUID(), cents, at: now } });
const set = (totalFunding: number, pool: LedgerEvent[] = [], history: CompanyEvent[] = [created]) =>
  companyFunding({ type: 'SetCompanyFunding', companyId, totalFunding, now }).decide({ company: fold(companyDecider, history), pool: fold(ledgerDecider, pool) });

describe('company funding: decided with what its top budgets take', () => {
  it('records the new total on the company and sizes its pool', () => {
    expect(set(1_500_000, [reserved(600_000)])).toEqual({
      company: [{ type: 'CompanyFundingSet', data: { companyId, totalFunding: 1_500_000, at: now } }],
      pool: [{ type: 'LedgerFundsSet', data: { ledgerId: companyId, companyId, funding: 1_500_000, ceiling: 1_500_000, at: now } }],
    });
  });

  it('refuses a total below what the top budgets hold, and changes nothing when it is the same', () => {
    // The refusal says who holds the money, the least the total can be, and what would allow less (issue #25 item 5).
    expect(() => set(599_999, [reserved(400_000), reserved(200_000)])).toThrow(
      "The total funding cannot be lower than what the company's budgets hold. The company has $6,000.00 held by its budgets, so the total funding can be no lower than $6,000.00; lower a budget's funding first.",
    );
    expect(set(600_000, [reserved(400_000), reserved(200_000)]).company).toHaveLength(1);
    expect(set(1_000_000)).toEqual({ company: [], pool: [] });
  });

  it('answers another company as not found, and fractions of a cent as invalid', () => {
    expect(() => set(1, [], [])).toThrow('Company not found.');
    expect(() => set(1.5)).toThrow(COMPANY_FUNDING_MESSAGES.invalid);
  });
});
