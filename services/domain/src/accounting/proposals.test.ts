import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing';
import { accountingDecider } from './decider';
import { effectiveAccountMappings } from './expense';
import { pendingProposals } from './proposals';
import type { PlatformAccount } from './provider';
import { ACCOUNTING_MESSAGES as M } from './rules';

const spec = deciderSpec(accountingDecider);
const companyId = randomUUID();
const now = '2026-11-24T10:00:00.000Z';
const created = [{ type: 'CodatCompanyCreated' as const, data: { companyId, codatCompanyId: 'co-1', name: 'Acme', at: now } }];
const account = (id: string, nominalCode: string, name: string, over: Partial<PlatformAccount> = {}): PlatformAccount => ({ id, name, nominalCode, accountType: 'Expense', status: 'Active', ...over });
const accounts = [
  account('bank', '1000', 'Business Checking', { accountType: 'Asset' }),
  account('travel', '6000', 'Travel'),
  account('meals', '6100', 'Meals and Entertainment'),
  account('office', '6300', 'Office Supplies'),
  account('old', '6900', 'Old Expenses', { status: 'Archived' }),
];
const [airfare, supplies, lunches, misc, checking] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
const generalLedgers = [
  { id: airfare, code: '6000', name: 'Travel - Airfare' },
  // No account numbered 6200: its name finds one, whatever the case.
  { id: supplies, code: '6200', name: 'office supplies' },
  // Numbered like Meals, named like Office Supplies: the number wins.
  { id: lunches, code: '6100', name: 'Office Supplies' },
  // Only an archived account has its number: no proposal.
  { id: misc, code: '6900', name: 'Miscellaneous' },
  // The bank's account is no place for spend.
  { id: checking, code: '1000', name: 'Business Checking' },
];
const propose = { type: 'ProposeCodatAccounts' as const, companyId, now, generalLedgers, platform: { accounts } };

describe('proposing a platform account for each GL code on connect', () => {
  it('proposes by number first, then by name (case-insensitive), only active non-bank accounts; a second proposal of the same records nothing', () => {
    const proposed = spec.given(created).when(propose).events();
    expect(proposed).toEqual([{ type: 'CodatAccountsProposed', data: { companyId, proposals: [
      { generalLedgerId: airfare, accountId: 'travel' }, { generalLedgerId: supplies, accountId: 'office' }, { generalLedgerId: lunches, accountId: 'meals' },
    ], at: now } }]);
    expect(spec.given([...created, ...proposed]).when(propose).events()).toEqual([]);
    // A proposal posts nowhere: until the admin confirms, nothing is mapped.
    const state = [...created, ...proposed].reduce(accountingDecider.evolve, accountingDecider.initialState());
    expect(effectiveAccountMappings(state)).toEqual([]);
    expect(pendingProposals(state, [])).toHaveLength(3);
  });

  it('maps what the admin confirms, proposed or changed; an archived account refuses the whole confirmation', () => {
    const proposed = spec.given(created).when(propose).events();
    const confirm = (mappings: { generalLedgerId: string; accountId: string }[]) => ({ type: 'ConfirmCodatAccountMappings' as const, companyId, now, mappings, platform: { accounts } });
    expect(spec.given([...created, ...proposed]).when(confirm([{ generalLedgerId: airfare, accountId: 'travel' }, { generalLedgerId: lunches, accountId: 'old' }])).refusal())
      .toMatchObject({ code: 'BAD_USER_INPUT', message: M.mappingAccount, fields: { accountId: M.mappingAccount } });
    expect(spec.given([...created, ...proposed]).when(confirm([])).refusal().fields).toEqual({ mappings: M.noMappingChosen });
    const confirmed = spec.given([...created, ...proposed]).when(confirm([{ generalLedgerId: airfare, accountId: 'travel' }, { generalLedgerId: lunches, accountId: 'office' }])).events();
    expect(confirmed.map((e) => e.data)).toEqual([
      { companyId, generalLedgerId: airfare, accountId: 'travel', at: now }, { companyId, generalLedgerId: lunches, accountId: 'office', at: now },
    ]);
    const state = [...created, ...proposed, ...confirmed].reduce(accountingDecider.evolve, accountingDecider.initialState());
    expect(pendingProposals(state, effectiveAccountMappings(state))).toEqual([{ generalLedgerId: supplies, accountId: 'office' }]);
  });
});
