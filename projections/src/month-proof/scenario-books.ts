import { createHash, randomUUID } from 'node:crypto';
import {
  approvalLevelsDecider, bookkeepingDecider, completenessFacts, isComplete, booksPolicyDecider, customFieldDecider, decideMileageSubmission, integrationRunDecider, mileageSettingsDecider, mileageTripFold,
  reimbursementDecider, streams, type BookedLine, type BookkeepingCommand, type BookkeepingState, type CardTransactionFacts, type CodingChanges, type CompletenessPolicy, type ReimbursementEvent,
  type ReimbursementState,
} from '@spend/domain';
import type { MonthContext } from './scenario-budgets';

/** A card purchase as the books see it at the month's end. */
export interface PurchaseFacts extends CardTransactionFacts {
  transactionId: string;
  refundedCents: number;
}

/** The coding the month's books use: GL codes and projects the company has (ids of the accounting platform's when the proof syncs to it). */
export interface MonthCoding {
  generalLedgerIds: readonly string[];
  projectIds: readonly string[];
}

/** A transaction the run sends: its lines as the platform is given them, its card facts (null: out of pocket). */
export interface Ready { transactionId: string; lines: BookedLine[]; card: CardTransactionFacts | null }

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * The month's bookkeeping, decided by the real deciders: the books policy (receipts above $75,
 * projects, a required custom field), spenders coding most purchases and attaching receipts, a
 * mileage trip and an out-of-pocket expense reimbursed through their approvals, then an accounting
 * sync of what is complete (the platform refuses one) and a correction after sync.
 */
export const monthBooks = (ctx: MonthContext, rnd: () => number, coding: MonthCoding, purchases: readonly PurchaseFacts[], budgetId: string) => {
  const { companyId, adminUserId } = ctx;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const states = new Map<string, BookkeepingState>();
  const book = (command: BookkeepingCommand) => {
    const state = states.get(command.transactionId) ?? bookkeepingDecider.initialState();
    const events = bookkeepingDecider.decide(command, state);
    states.set(command.transactionId, events.reduce(bookkeepingDecider.evolve, state));
    ctx.record(streams.bookkeeping(command.transactionId), events);
  };

  ctx.record(streams.booksPolicy(companyId), booksPolicyDecider.decide(
    { type: 'SetBooksPolicy', companyId, receiptRequiredAbove: '75.00', isProjectsEnabled: true, now: '2026-01-01T00:00:00.000Z' }, booksPolicyDecider.initialState()));
  const customFieldId = randomUUID();
  ctx.record(streams.customField(customFieldId), customFieldDecider.decide(
    { type: 'CreateCustomField', customFieldId, companyId, name: 'Client', isRequired: true, now: '2026-01-01T00:00:00.000Z' }, customFieldDecider.initialState()));

  // Month end: most purchases coded in full, some with a GL code only, some left; receipts on about half.
  const codedAt = '2026-01-31T23:00:00.000Z';
  const full = (): CodingChanges => ({ generalLedgerId: pick(coding.generalLedgerIds), projectId: pick(coding.projectIds), customFieldValues: { [customFieldId]: `Client ${Math.floor(rnd() * 9)}` } });
  for (const card of purchases) {
    const target = { transactionId: card.transactionId, companyId, card, now: codedAt };
    const roll = rnd();
    if (roll < 0.85) book({ ...target, type: 'UpdateTransaction', changes: roll < 0.7 ? full() : { generalLedgerId: pick(coding.generalLedgerIds) }, isInvoiceNumberEnabled: false });
    if (rnd() < 0.55) {
      const fileId = randomUUID();
      book({ ...target, type: 'AttachReceipt', fileId, fileName: `receipt-${fileId.slice(0, 8)}.pdf`, contentType: 'application/pdf', sizeBytes: 20_000, sha256: sha(fileId) });
    }
  }

  const reimbursements = new Map<string, ReimbursementState>();
  const reimburse = (reimbursementId: string, events: ReimbursementEvent[]) => {
    reimbursements.set(reimbursementId, events.reduce(reimbursementDecider.evolve, reimbursements.get(reimbursementId) ?? reimbursementDecider.initialState()));
    ctx.record(streams.reimbursement(reimbursementId), events);
  };
  const approveAndPay = (reimbursementId: string, now: string) => {
    reimburse(reimbursementId, reimbursementDecider.decide({ type: 'ReviewReimbursement', reimbursementId, companyId, reviewerUserId: adminUserId, outcome: 'APPROVED', note: null, now }, reimbursements.get(reimbursementId)!));
    reimburse(reimbursementId, reimbursementDecider.decide({ type: 'PayReimbursement', reimbursementId, companyId, now }, reimbursements.get(reimbursementId)!));
  };
  const spenderId = randomUUID();

  // A mileage trip: its MILEAGE transaction and reimbursement request with it, at the company's rate.
  const settings = mileageSettingsDecider.decide({ type: 'SetMileageSettings', companyId, mileageValue: 70, mileagePolicyUrl: null, generalLedger: null, now: '2026-01-02T09:00:00.000Z' }, mileageSettingsDecider.initialState());
  ctx.record(streams.mileageSettings(companyId), settings);
  const trip = { mileageSubmissionId: randomUUID(), transactionId: randomUUID(), reimbursementId: randomUUID() };
  const submitted = decideMileageSubmission({
    type: 'SubmitMileageTrip', ...trip, companyId, spenderId, date: '2026-01-20', from: 'Office', to: 'Client site', miles: 42.5, purpose: 'Client visit', budgetId,
    budgetOwnerUserId: adminUserId, adminUserIds: [adminUserId], now: '2026-01-20T18:00:00.000Z',
  }, {
    settings: settings.reduce(mileageSettingsDecider.evolve, mileageSettingsDecider.initialState()), levels: approvalLevelsDecider.initialState(), trip: mileageTripFold.initialState(),
    bookkeeping: bookkeepingDecider.initialState(), reimbursement: reimbursementDecider.initialState(),
  });
  ctx.record(streams.mileage(trip.mileageSubmissionId), submitted.trip!);
  ctx.record(streams.bookkeeping(trip.transactionId), submitted.bookkeeping!);
  states.set(trip.transactionId, submitted.bookkeeping!.reduce(bookkeepingDecider.evolve, bookkeepingDecider.initialState()));
  reimburse(trip.reimbursementId, submitted.reimbursement!);
  approveAndPay(trip.reimbursementId, '2026-01-22T10:00:00.000Z');

  // An out-of-pocket expense of the year's last days, coded and with its receipt, reimbursed in January.
  const expense = { transactionId: randomUUID(), reimbursementId: randomUUID() };
  book({
    type: 'RecordManualTransaction', transactionId: expense.transactionId, companyId, source: 'REIMBURSEMENT', paymentType: 'CASH', paymentMethodDetail: null, amount: '86.40',
    date: '2025-12-28', vendor: 'Print shop', description: 'Client brochures', budgetId, spenderId, createdByUserId: spenderId, coding: full(), isInvoiceNumberEnabled: false, now: '2026-01-12T15:00:00.000Z',
  });
  book({ transactionId: expense.transactionId, companyId, card: null, now: '2026-01-12T15:01:00.000Z', type: 'AttachReceipt', fileId: randomUUID(), fileName: 'brochures.pdf', contentType: 'application/pdf', sizeBytes: 9_000, sha256: sha('brochures') });
  reimburse(expense.reimbursementId, reimbursementDecider.decide({
    type: 'RequestReimbursement', reimbursementId: expense.reimbursementId, companyId, requestorUserId: spenderId, title: 'Client brochures', note: null, amount: '86.40',
    transactionIds: [expense.transactionId], expenseDate: '2025-12-28', merchant: 'Print shop', budgetId, generalLedgerId: null, receipts: [], levels: [{ approverUserIds: [adminUserId] }],
    adminUserIds: [adminUserId], now: '2026-01-12T15:02:00.000Z',
  }, reimbursementDecider.initialState()));
  approveAndPay(expense.reimbursementId, '2026-01-14T10:00:00.000Z');

  // What is complete under the policy goes to the accounting platform: posted purchases not refunded, and the out-of-pocket expense.
  const policy: CompletenessPolicy = { receiptRequiredAboveCents: 7_500, subscriptionReceiptsExempt: false, isProjectsEnabled: true, requiredCustomFieldIds: [customFieldId] };
  const readyOf = (transactionId: string, card: PurchaseFacts | null): Ready[] => {
    const s = states.get(transactionId)!;
    const amountCents = card?.amountCents ?? s.manual!.amountCents;
    const facts = completenessFacts({
      amountCents, refundedCents: card?.refundedCents ?? 0, status: card?.status ?? 'Recorded', isReversed: card?.isReversed ?? false, deleted: false, receiptCount: s.receiptIds.length,
      isSubscriptionCard: false, generalLedgerId: s.coding.generalLedgerId, projectId: s.coding.projectId, customFieldValues: s.customFieldValues, splits: null,
    });
    return isComplete(facts, policy) ? [{ transactionId, card, lines: [{ amountCents, generalLedgerId: s.coding.generalLedgerId, projectId: s.coding.projectId }] }] : [];
  };
  // The expense dated in 2025 goes first: the platform's books are closed through 2025, so it is the one refused.
  const ready = () => [
    ...readyOf(expense.transactionId, null),
    ...purchases.filter((p) => p.status === 'Posted' && !p.isReversed && p.refundedCents === 0 && states.has(p.transactionId)).flatMap((p) => readyOf(p.transactionId, p)),
  ];
  return { ready: () => ready().map((r) => r.transactionId), sync: () => syncMonth(ctx, ready(), book) };
};

/**
 * The accounting sync of 2 February: the run sends what is ready, the platform enters all but the
 * first (refused: dated before the platform's closing date), then an accountant re-codes one synced purchase (a correction after sync: an adjustment
 * moving its amount to another GL code), which the next run enters.
 */
const syncMonth = (ctx: MonthContext, ready: readonly Ready[], book: (command: BookkeepingCommand) => void) => {
  const { companyId } = ctx;
  const run = (runId: string, transactionIds: string[], enter: (now: string) => void, synced: string[], failed: { transactionId: string; message: string }[], now: string) => {
    let state = integrationRunDecider.initialState();
    const step = (command: Parameters<typeof integrationRunDecider.decide>[0]) => {
      const events = integrationRunDecider.decide(command, state);
      state = events.reduce(integrationRunDecider.evolve, state);
      ctx.record(streams.integrationRun(runId), events);
    };
    step({ type: 'StartIntegrationRun', runId, companyId, kind: 'EXPENSES', now });
    step({ type: 'LoadIntegrationRun', runId, companyId, transactionIds, now });
    enter(now);
    step({ type: 'CompleteIntegrationRun', runId, companyId, syncedTransactionIds: synced, failed, now });
  };
  const [refused, ...entered] = ready;
  const first = randomUUID();
  run(first, ready.map((r) => r.transactionId), (now) => {
    for (const r of entered) book({ type: 'MarkTransactionSynced', transactionId: r.transactionId, companyId, runId: first, lines: r.lines, now });
  }, entered.map((r) => r.transactionId), [{ transactionId: refused!.transactionId, message: 'The accounting platform refused this expense: the period is closed.' }], '2026-02-02T06:00:00.000Z');

  const corrected = entered[0]!;
  const adjustmentId = randomUUID();
  const other = ready.find((r) => r.lines[0]!.generalLedgerId !== corrected.lines[0]!.generalLedgerId)!.lines[0]!.generalLedgerId;
  book({ type: 'AdjustSyncedCoding', transactionId: corrected.transactionId, companyId, adjustmentId, generalLedgerId: other, userId: ctx.adminUserId, card: corrected.card, now: '2026-02-03T10:00:00.000Z' });
  const second = randomUUID();
  run(second, [adjustmentId], (now) => book({ type: 'MarkAdjustmentSynced', transactionId: corrected.transactionId, companyId, adjustmentId, runId: second, now }), [adjustmentId], [], '2026-02-04T06:00:00.000Z');
  return { refused: refused!.transactionId, corrected: corrected.transactionId, adjustmentId };
};
