import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing';
import { bookkeepingDecider, type BookkeepingCommand } from './bookkeeping';
import { COMPANY_SOURCE_MESSAGES, hiddenSources, visibleSources } from './company-sources';

const spec = deciderSpec(bookkeepingDecider);
const target = { transactionId: randomUUID(), companyId: randomUUID(), card: null, now: '2026-03-01T10:00:00.000Z' };

describe('bank-feed and payment rows (sources PLAID and PAYMENT)', () => {
  it('refuses every bookkeeping change of them with words that say why, recording nothing', () => {
    const commands: BookkeepingCommand[] = [
      { type: 'UpdateTransaction', ...target, companySource: 'PLAID', changes: { notes: 'x' }, isInvoiceNumberEnabled: false },
      { type: 'LockTransaction', ...target, companySource: 'PLAID' },
      { type: 'SoftDeleteTransaction', ...target, companySource: 'PAYMENT' },
      { type: 'OpenDispute', ...target, companySource: 'PLAID', disputeId: randomUUID(), reasonId: 'fraud', notes: null },
      { type: 'AttachReceipt', ...target, companySource: 'PAYMENT', fileId: randomUUID(), fileName: 'r.pdf', contentType: 'application/pdf', sizeBytes: 10, sha256: 'a'.repeat(64) },
      { type: 'RequestReceipt', ...target, companySource: 'PLAID', spenderId: null, requestedByUserId: null, merchant: 'Bank', amountCents: 100 },
    ];
    for (const command of commands) {
      const source = (command as { companySource: 'PLAID' | 'PAYMENT' }).companySource;
      expect(spec.given([]).when(command).refusal()).toMatchObject({ code: 'CONFLICT', message: COMPANY_SOURCE_MESSAGES[source] });
    }
  });

  it('shows them to those who read the bank connections and payments, never to a spender or a budget owner', () => {
    for (const role of ['OrgAdmin', 'MultiOrgAdmin', 'SpendSuperAdmin', 'Analyst', 'MultiOrgAnalyst'] as const) expect(hiddenSources([role])).toEqual([]);
    expect(hiddenSources(['Spender'])).toEqual(['PLAID', 'PAYMENT']);
    expect(hiddenSources(['BudgetOwner', 'Spender'])).toEqual(['PLAID', 'PAYMENT']);
    expect(visibleSources(['Spender'])).toEqual(['CARD', 'MANUAL', 'REIMBURSEMENT', 'MILEAGE']);
    expect(visibleSources(['Analyst'])).toEqual(['CARD', 'MANUAL', 'REIMBURSEMENT', 'MILEAGE', 'PLAID', 'PAYMENT']);
  });
});
