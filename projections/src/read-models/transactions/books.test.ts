import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BOOKS_POLICY, bookkeepingDecider, completenessFacts, fold, isComplete, type BookkeepingCommand, type BookkeepingEvent, type CardEvent, type DomainEvent, type LedgerEvent } from '@spend/domain';
import { recorded, setUpReadModels, type ReadModelTestDatabase } from '../testing';
import { transactionsProjection } from './projection';
import { blankBooks, stamp, toDb, type Row } from './rows';
import { upsertRows } from '../upsert';

const at = '2026-03-01T10:00:00.000Z';
const uuids = (n: number) => Array.from({ length: n }, () => randomUUID() as string);
const [companyId, budgetId, cardId, subscriptionCardId, spenderId, glId, projectId, fieldId] = uuids(8) as [string, string, string, string, string, string, string, string];

const cardCreated = (id: string, format: 'DIGITAL' | 'SUBSCRIPTION'): CardEvent => ({
  type: 'CardCreated',
  data: {
    cardId: id, companyId, format, isRechargeable: false, spenderUserId: spenderId, creatorUserId: null, budgetId, shippingAddress: null, limitCents: 500_000,
    controls: { dateRange: null, frequency: null, mcc: null }, last4: '4242', activated: true, createdAt: at,
  },
});
const approved = (card: string, transactionId: string, amountCents: number): LedgerEvent => ({
  type: 'AuthorizationApproved',
  data: {
    ledgerId: budgetId, authorizationId: `auth-${transactionId}`, transactionId, companyId, at, cardId: card, budgetId, spenderId, amountCents, currency: 'USD',
    merchantName: 'Figma', merchantId: null, mcc: '5734', country: 'US',
  },
});

/** Events through the decider, as the API would record them. */
const books = (transactionId: string, history: BookkeepingEvent[] = []) => ({
  history,
  run(command: Record<string, unknown>) {
    const events = bookkeepingDecider.decide({ ...command, transactionId, companyId, now: at } as BookkeepingCommand, fold(bookkeepingDecider, history));
    history.push(...events);
    return events;
  },
});
const policy = (over: Record<string, unknown> = {}): DomainEvent => ({
  type: 'BooksPolicySet',
  data: { companyId, receiptRequiredAboveCents: null, subscriptionReceiptsExempt: false, isProjectsEnabled: false, isInvoiceNumberEnabled: false, receiptLockDays: null, at, ...over },
});
const field = (type: string, over: Record<string, unknown> = {}): DomainEvent => ({
  type, data: { customFieldId: fieldId, companyId, name: 'Region', description: null, isRequired: true, isActive: true, options: [{ optionId: randomUUID(), name: 'EMEA', archived: false }], at, ...over },
});

let rm: ReadModelTestDatabase;
beforeAll(async () => {
  rm = await setUpReadModels('rm_transaction_books');
});
afterAll(() => rm.close());

const rows = () => rm.projector.selectFrom('transactions').select(['id', 'source', 'merchant_name', 'amount_cents', 'is_complete', 'sync_state', 'receipt_count', 'is_locked', 'dispute_status', 'deleted_at', 'general_ledger_id', 'custom_field_values', 'splits', 'is_subscription_card']).orderBy('id').execute();
const row = async (id: string) => (await rows()).find((r) => r.id === id);

describe('transactions projection: the books', () => {
  const [card, sub, manual, gone] = uuids(4) as [string, string, string, string];
  const all: DomainEvent[] = [];
  const step = async (events: DomainEvent[]) => {
    all.push(...events);
    return rm.apply(transactionsProjection, events.map((e) => recorded(e)));
  };

  it('codes card purchases, records manual ones and decides completeness under the policy', async () => {
    await step([cardCreated(cardId, 'DIGITAL'), cardCreated(subscriptionCardId, 'SUBSCRIPTION'), approved(cardId, card, 10_000), approved(subscriptionCardId, sub, 2_000)]);
    expect(await row(card)).toMatchObject({ source: 'CARD', is_complete: false, sync_state: null, is_subscription_card: false });
    expect(await row(sub)).toMatchObject({ is_subscription_card: true });

    const cardFacts = { companyId, amountCents: 10_000, status: 'Pending', isReversed: false };
    const coded = books(card).run({ type: 'UpdateTransaction', card: cardFacts, changes: { generalLedgerId: glId, notes: 'Design tool' }, isInvoiceNumberEnabled: false });
    const changes = await step(coded);
    expect(changes).toContainEqual({ companyId, what: 'transactions', ids: [card] });
    expect(await row(card)).toMatchObject({ general_ledger_id: glId, is_complete: true, sync_state: 'READY_TO_SYNC' });

    const m = books(manual);
    await step([
      ...m.run({ type: 'RecordManualTransaction', source: 'MANUAL', paymentType: 'CASH', paymentMethodDetail: null, amount: '45.00', date: '2026-02-20', vendor: 'Bakery', description: null, budgetId: null, spenderId, createdByUserId: spenderId, coding: { generalLedgerId: glId }, isInvoiceNumberEnabled: false } as never),
      ...m.run({ type: 'UpdateTransaction', card: null, changes: { amount: '50.00', vendor: 'Corner Bakery' }, isInvoiceNumberEnabled: false } as never),
    ]);
    expect(await row(manual)).toMatchObject({ source: 'MANUAL', merchant_name: 'Corner Bakery', amount_cents: '5000', is_complete: true });

    // A receipt above $30 (subscriptions exempt) and a required custom field: recomputed set-based.
    const changed = await step([policy({ receiptRequiredAboveCents: 3_000, subscriptionReceiptsExempt: true }), field('CustomFieldCreated')]);
    expect(changed.find((c) => c.what === 'transactions')!.ids.sort()).toEqual([card, manual].sort());
    expect(await rm.projector.selectFrom('books_policies').select(['receipt_required_above_cents', 'required_custom_field_ids']).executeTakeFirstOrThrow()).toEqual({ receipt_required_above_cents: '3000', required_custom_field_ids: [fieldId] });
    expect(await row(card)).toMatchObject({ is_complete: false, sync_state: null });

    const fileId = randomUUID();
    await step([
      ...books(card, coded).run({ type: 'AttachReceipt', card: cardFacts, fileId, fileName: 'r.pdf', contentType: 'application/pdf', sizeBytes: 100, sha256: 'c'.repeat(64) } as never),
      ...books(card, coded).run({ type: 'UpdateTransaction', card: cardFacts, changes: { customFieldValues: { [fieldId]: 'EMEA' } }, isInvoiceNumberEnabled: false } as never),
    ]);
    expect(await row(card)).toMatchObject({ receipt_count: 1, custom_field_values: { [fieldId]: 'EMEA' }, is_complete: true, sync_state: 'READY_TO_SYNC' });

    // The field made optional: the manual one no longer lacks it. Then the card's split stops summing once it clears for more.
    await step([field('CustomFieldUpdated', { isRequired: false }), policy()]);
    expect(await row(manual)).toMatchObject({ is_complete: true });
    const line = (amountCents: number) => ({ amountCents, generalLedgerId: glId, projectId, budgetId: null });
    await step(books(card, coded).run({ type: 'SplitTransaction', card: cardFacts, lines: [line(4_000), line(6_000)] } as never));
    expect(await row(card)).toMatchObject({ is_complete: true, splits: [line(4_000), line(6_000)] });
    await step([{ type: 'AuthorizationCleared', data: { ...(approved(cardId, card, 10_000).data as object), messageId: 'c1', authorizedCents: 10_000, amountCents: 10_800 } } as LedgerEvent]);
    expect(await row(card)).toMatchObject({ amount_cents: '10800', is_complete: false });
  });

  it('locks, disputes, soft-deletes and deletes; a rebuild from all events makes the same rows', async () => {
    const g = books(gone);
    await step([
      ...g.run({ type: 'RecordManualTransaction', source: 'REIMBURSEMENT', paymentType: 'ACH', paymentMethodDetail: '99', amount: '10', date: '2026-02-21', vendor: 'Taxi', description: null, budgetId: null, spenderId, createdByUserId: spenderId, coding: {}, isInvoiceNumberEnabled: false } as never),
    ]);
    expect(await row(gone)).toMatchObject({ source: 'REIMBURSEMENT', is_complete: false });
    await step(g.run({ type: 'DeleteTransaction', card: null } as never));
    expect(await row(gone)).toBeUndefined();
    const subFacts = { companyId, amountCents: 2_000, status: 'Pending', isReversed: false };
    const s = books(sub);
    await step([...s.run({ type: 'LockTransaction', card: subFacts } as never), ...s.run({ type: 'OpenDispute', card: subFacts, disputeId: randomUUID(), reasonId: 'DUPLICATE', notes: null } as never)]);
    expect(await row(sub)).toMatchObject({ is_locked: true, dispute_status: 'OPEN' });
    const m = books(manual);
    m.history.push(...all.filter((e) => (e.data as { transactionId?: string }).transactionId === manual) as BookkeepingEvent[]);
    await step(m.run({ type: 'SoftDeleteTransaction', card: null } as never));
    expect(await row(manual)).toMatchObject({ is_complete: true, sync_state: null });
    expect((await row(manual))!.deleted_at).not.toBeNull();

    // The kept counts are the rows' own.
    const counted = () => sql<{ live: string; incomplete: string }>`
      SELECT (SELECT row(live, incomplete)::text FROM transaction_counts WHERE company_id = ${companyId}) AS kept,
             (SELECT row(count(*), count(*) FILTER (WHERE NOT is_complete))::text FROM transactions WHERE company_id = ${companyId} AND deleted_at IS NULL AND status <> 'Declined') AS actual`.execute(rm.projector);
    const { rows: [before] } = await counted();
    expect(before).toEqual({ kept: '(2,2)', actual: '(2,2)' });

    const live = await rows();
    await sql`TRUNCATE transactions, budget_spend, books_policies, transaction_cards, transaction_counts`.execute(rm.projector);
    await rm.apply(transactionsProjection, all.map((e) => recorded(e)));
    expect(await rows()).toEqual(live);
    expect((await counted()).rows[0]).toEqual(before);
  });
});

describe('completeness in SQL', () => {
  it('gives the answers of the domain rule for every combination of facts and policies', async () => {
    const company = randomUUID();
    const made: Row[] = [];
    for (let bits = 0; bits < 128; bits++) {
      const on = (n: number) => (bits & (1 << n)) !== 0;
      made.push(stamp({
        ...blankBooks(), id: randomUUID(), company_id: company, merchant_name: 'M', amount_cents: on(0) ? 5_000 : 1_000, authorized_cents: 0, status: on(1) ? 'Declined' : 'Posted',
        initial_transaction_date: at, updated_at: at, is_subscription_card: on(2), general_ledger_id: on(3) ? glId : null, project_id: on(4) ? projectId : null,
        custom_field_values: on(5) ? { [fieldId]: 'x' } : {}, receipts: on(6) ? [{ fileId: randomUUID(), fileName: 'r', contentType: 'image/png', sizeBytes: 1, sha256: 'd'.repeat(64), attachedAt: at }] : [],
      }, DEFAULT_BOOKS_POLICY));
    }
    await rm.projector.transaction().execute((trx) => upsertRows(trx, 'transactions', ['id'], made.map(toDb)));
    const policies = [
      { receiptRequiredAboveCents: 2_000, subscriptionReceiptsExempt: true, isProjectsEnabled: true, requiredCustomFieldIds: [fieldId] },
      { receiptRequiredAboveCents: 0, subscriptionReceiptsExempt: false, isProjectsEnabled: false, requiredCustomFieldIds: [] },
      { receiptRequiredAboveCents: null, subscriptionReceiptsExempt: false, isProjectsEnabled: true, requiredCustomFieldIds: [fieldId] },
    ];
    for (const p of policies) {
      await rm.apply(transactionsProjection, [
        recorded({ type: 'BooksPolicySet', data: { companyId: company, receiptRequiredAboveCents: p.receiptRequiredAboveCents, subscriptionReceiptsExempt: p.subscriptionReceiptsExempt, isProjectsEnabled: p.isProjectsEnabled, isInvoiceNumberEnabled: false, receiptLockDays: null, at } }),
        recorded({ type: p.requiredCustomFieldIds.length ? 'CustomFieldCreated' : 'CustomFieldDeleted', data: { customFieldId: fieldId, companyId: company, isRequired: true, isActive: true, at } }),
      ]);
      const sqlAnswers = new Map((await rm.projector.selectFrom('transactions').select(['id', 'is_complete']).where('company_id', '=', company).execute()).map((r) => [r.id, r.is_complete]));
      const jsAnswers = new Map(made.map((r) => [r.id, isComplete(completenessFacts({
        amountCents: Number(r.amount_cents), refundedCents: 0, status: r.status, isReversed: false, deleted: false, receiptCount: r.receipts.length, isSubscriptionCard: r.is_subscription_card!,
        generalLedgerId: r.general_ledger_id ?? null, projectId: r.project_id ?? null, customFieldValues: r.custom_field_values, splits: null,
      }), p)]));
      expect(sqlAnswers).toEqual(jsAnswers);
      expect(new Set(sqlAnswers.values())).toEqual(new Set([true, false]));
    }
  });
});
