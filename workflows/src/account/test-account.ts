// Test fixture: an account with a closed statement whose amount is past due, through the account's own commands.
import { randomUUID } from 'node:crypto';
import { accountDecider, achSourceOf, bankItemDecider, billingPeriodOf, streams, type BankProvider } from '@spend/domain';
import { handleCommand, loadState, type PostgresEventStore } from '@spend/eventstore';
import { createBankActivities } from '../bank/activities';

const context = (companyId: string) => ({ companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });

/** Purchases two months ago (as the authorizer posts them), then the terms, then that period's statement: due a day after it ended. */
export const accountPastDue = async (store: PostgresEventStore, companyId: string, cents: number) => {
  const at = new Date(Date.now() - 62 * 86_400_000).toISOString();
  const period = billingPeriodOf(at, 'MONTHLY');
  await store.append(streams.account(companyId), [{
    id: randomUUID(), type: 'CardActivityPosted', data: { companyId, entries: [{ transactionId: randomUUID(), kind: 'DEBIT', cents, at }], at },
    metadata: { companyId, userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
  }]);
  const now = new Date().toISOString();
  await handleCommand(store, streams.account(companyId), accountDecider, {
    type: 'SetAccountTerms', companyId, name: 'Acme card account', creditLimitCents: 1_000_000, cycle: 'MONTHLY', rebateBasisPoints: 0, paymentDueDays: 1, lateFeeCents: 0, now,
  }, context(companyId));
  const closed = await handleCommand(store, streams.account(companyId), accountDecider, { type: 'CloseStatement', periodStart: period.start, now }, context(companyId));
  return { period, closed };
};

export const payInFull = (store: PostgresEventStore, companyId: string, cents: number) =>
  handleCommand(store, streams.account(companyId), accountDecider, {
    type: 'RecordPayment', companyId, paymentId: randomUUID(), amountCents: cents, paymentType: 'ACH', detail: '991', userId: null, now: new Date().toISOString(),
  }, context(companyId));

/**
 * A company whose statement of 300.00 is past due and missed (suspended), a bank connection linked
 * on the feed (`sandboxPublicToken`: the feed's Link, done as a person would), and an ACH payment of it initiated.
 */
export const achPaymentPending = async (store: PostgresEventStore, provider: BankProvider, sandboxPublicToken: (linkToken: string) => string) => {
  const [companyId, itemId, userId, paymentId] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  await accountPastDue(store, companyId, 30_000);
  await handleCommand(store, streams.account(companyId), accountDecider, { type: 'ReviewPaymentDue', now: new Date().toISOString() }, context(companyId));
  const { linkToken } = await provider.createLinkToken({ companyId, userId });
  await createBankActivities({ store, provider }).linkBankItem({ itemId, companyId, userId, publicToken: sandboxPublicToken(linkToken) });
  const item = await loadState(store, streams.bankItem(itemId), bankItemDecider);
  const bankAccountId = item.accounts[0]!.accountId;
  await handleCommand(store, streams.account(companyId), accountDecider, {
    type: 'InitiateAchPayment', companyId, paymentId, bankItemId: itemId, bankAccountId, source: achSourceOf(item, bankAccountId), amountCents: 30_000, userId, now: new Date().toISOString(),
  }, context(companyId));
  return { companyId, input: { companyId, paymentId, bankItemId: itemId, bankAccountId, amountCents: 30_000, pollMs: 100 } };
};
