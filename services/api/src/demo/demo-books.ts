// The demo history's bookkeeping: each backdated card purchase coded the way a tidy finance team
// would have it (GL code from its merchant category, department, project, notes, PDF receipts), a
// realistic share left incomplete (weighted to the last weeks), a couple disputed, a few locked. All
// through the bookkeeping decider and the one command handler; receipts through the one storage.
import { createHash } from 'node:crypto';
import {
  DISPUTE_REASONS, authorizationEvent, bookkeepingDecider, streams, type BookkeepingCommand, type BookkeepingEvent, type BookkeepingState, type CodingChanges,
} from '@spend/domain';
import { StreamNotFoundError, deterministicUuid, handleCommands, type EventStore, type StreamSpec } from '@spend/eventstore';
import type { ReadModels } from '@spend/projections/api';
import type { Kysely } from 'kysely';
import { storeServerFile } from '../files/stored-file';
import type { Storage } from '../files/storage';
import { DEMO_CATEGORY_CODING, DEMO_CUSTOM_FIELDS, DEMO_GL_CODES, DEMO_MCC_GL, DEMO_MERCHANT_GL, DEMO_RECEIPT_THRESHOLD_CENTS, type DemoProject } from './demo-coding';
import { receiptPdf } from './receipt-pdf';

const DAY = 86_400_000;

/** A posted purchase of the demo history, as its ledger recorded it. */
export interface HistoryPurchase {
  transactionId: string;
  companyId: string;
  /** Purchases of one company written by one history command (one day): coded together. */
  batch: string;
  spenderId: string | null;
  isSubscription: boolean;
  merchantName: string;
  mcc: string | null;
  amountCents: number;
  postedAt: string;
}

/**
 * The history's posted purchases on these ledgers (authorization ids `hist_…`, see the simulator's
 * history.ts), read from the ledger events: live traffic is left alone for people to code.
 */
export const historyPurchases = async (store: EventStore, ledgerIds: readonly string[], subscriptionCardIds: ReadonlySet<string>): Promise<HistoryPurchase[]> => {
  const posted = new Map<string, HistoryPurchase>();
  for (const ledgerId of ledgerIds) {
    const events = await store.readStream(streams.ledger(ledgerId)).catch((error: unknown) => (error instanceof StreamNotFoundError ? [] : Promise.reject(error)));
    const approved = new Map<string, { spenderId: string | null; cardId: string; merchantName: string; mcc: string | null }>();
    for (const raw of events) {
      const parsed = authorizationEvent.safeParse({ type: raw.type, data: raw.data });
      if (!parsed.success || !parsed.data.data.authorizationId.startsWith('hist_')) continue;
      const event = parsed.data;
      if (event.type === 'AuthorizationApproved') approved.set(event.data.authorizationId, event.data);
      const purchase = approved.get(event.data.authorizationId);
      if (event.type === 'AuthorizationCleared' && purchase) {
        posted.set(event.data.transactionId, {
          transactionId: event.data.transactionId, companyId: event.data.companyId, batch: event.data.authorizationId.replace(/_\d+$/, ''),
          spenderId: purchase.spenderId, isSubscription: subscriptionCardIds.has(purchase.cardId), merchantName: purchase.merchantName, mcc: purchase.mcc,
          amountCents: event.data.amountCents, postedAt: event.data.at,
        });
      }
      if (event.type === 'AuthorizationReversed') posted.delete(event.data.transactionId);
    }
  }
  return [...posted.values()];
};

/** The same pseudo-random numbers for a transaction on every run (from its id), so plans never drift. */
const dice = (transactionId: string) => {
  const bytes = createHash('sha256').update(`demo-books:${transactionId}`).digest();
  let i = 0;
  return (): number => bytes.readUInt16BE((i++ * 2) % 30) / 65_536;
};

export interface DemoBooksRefs {
  /** `id('gl', code)` etc.: the ids demo-coding.ts gave the company's books reference data. */
  id: (...parts: string[]) => string;
}

export interface DemoCodingPlan {
  coding: CodingChanges;
  receipt: boolean;
  dispute: boolean;
  lock: boolean;
}

const NOTES: Readonly<Record<string, readonly string[]>> = {
  Travel: ['Client visit, Chicago', 'Sales kickoff travel', 'Trip to the Denver site'],
  Technology: ['Annual renewal', 'Extra seats for new hires', 'Usage above plan this month'],
  Operations: ['Restock for the office', 'Shipping samples to a customer', 'Fleet fuel'],
  Marketing: ['Campaign for the relaunch', 'Booth materials'],
};
const ATTENDEES = ['Jordan Lee, Priya Shah', 'Team offsite (8 people)', 'Initech: Bill L., Peter G.', 'Candidate lunch'];

/**
 * What the demo books of one purchase look like, `ageDays` after it posted: about one in eight is
 * left incomplete (half of those in the last three weeks: missing a receipt or a GL code).
 */
export const planCoding = (p: HistoryPurchase, ageDays: number, { id }: DemoBooksRefs): DemoCodingPlan => {
  const random = dice(p.transactionId);
  const code = DEMO_MERCHANT_GL[p.merchantName] ?? DEMO_MCC_GL[p.mcc ?? ''] ?? '6900';
  const category = DEMO_GL_CODES.find(([c]) => c === code)![3];
  const usual = DEMO_CATEGORY_CODING[category]!;
  const [department, attendees] = DEMO_CUSTOM_FIELDS;
  const departmentName = random() < 0.85 ? usual.department : department.options[Math.floor(random() * department.options.length)]!;
  const project: DemoProject = usual.projects[Math.floor(random() * usual.projects.length)]!;
  const needsReceipt = p.amountCents > DEMO_RECEIPT_THRESHOLD_CENTS && !p.isSubscription;
  const incomplete = random() < (ageDays <= 21 ? 0.5 : 0.09);
  const missing = incomplete ? (needsReceipt && random() < 0.6 ? 'receipt' : 'gl') : null;
  const notes = NOTES[category];
  const coding: CodingChanges = {
    generalLedgerId: missing === 'gl' ? null : id('gl', code),
    projectId: id('project', project),
    customFieldValues: {
      [id('custom-field', department.key)]: id('option', department.key, departmentName),
      ...(code === '6030' && random() < 0.6 && { [id('custom-field', attendees.key)]: ATTENDEES[Math.floor(random() * ATTENDEES.length)]! }),
    },
    ...(notes && random() < 0.15 && { notes: notes[Math.floor(random() * notes.length)]! }),
  };
  const settled = !incomplete && ageDays > 10;
  return { coding, receipt: needsReceipt && missing !== 'receipt', dispute: settled && ageDays < 45 && random() < 0.06, lock: settled && ageDays > 60 && random() < 0.01 };
};

/** Every command of one transaction decided in turn, each on the state the previous ones left. */
const decideInTurn = (commands: readonly BookkeepingCommand[]) => (state: BookkeepingState): BookkeepingEvent[] => {
  const events: BookkeepingEvent[] = [];
  for (const command of commands) {
    const decided = bookkeepingDecider.decide(command, state);
    state = decided.reduce(bookkeepingDecider.evolve, state);
    events.push(...decided);
  }
  return events;
};

export interface DemoBooksDeps {
  store: EventStore;
  storage: Storage;
  db: Kysely<ReadModels>;
  now: Date;
  refs: DemoBooksRefs;
  /** Who a subscription card's receipts belong to (it has no spender): the budget's owner or an admin. */
  fallbackUserId: (companyId: string) => string;
}

/**
 * Codes the purchases one batch (one company's day) per atomic append of all their bookkeeping
 * streams. The command id is the batch's, so a batch already coded appends nothing, and neither are
 * its receipts generated again. Answers how many purchases this run coded.
 */
export const codeHistory = async (deps: DemoBooksDeps, purchases: readonly HistoryPurchase[]): Promise<{ coded: number; receipts: number }> => {
  const batches = new Map<string, HistoryPurchase[]>();
  for (const p of purchases) batches.set(`${p.companyId}:${p.batch}`, [...(batches.get(`${p.companyId}:${p.batch}`) ?? []), p]);
  let coded = 0;
  let receipts = 0;
  for (const [batch, list] of batches) {
    const commandId = deterministicUuid('demo-books', batch);
    const first = await deps.store.readStream(streams.bookkeeping(list[0]!.transactionId)).catch(() => []);
    if (first.some((e) => e.metadata.causationId === commandId)) continue;
    const specs: Record<string, StreamSpec<BookkeepingState, never>> = {};
    const commands: Record<string, BookkeepingCommand[]> = {};
    for (const p of list) {
      const plan = planCoding(p, (deps.now.getTime() - Date.parse(p.postedAt)) / DAY, deps.refs);
      // Coded a few hours after it posted (never in the future).
      const now = new Date(Math.min(Date.parse(p.postedAt) + 6 * 3_600_000, deps.now.getTime())).toISOString();
      const target = { transactionId: p.transactionId, companyId: p.companyId, card: { companyId: p.companyId, amountCents: p.amountCents, status: 'Posted', isReversed: false }, synced: false, now };
      const todo: BookkeepingCommand[] = [{ type: 'UpdateTransaction', ...target, changes: plan.coding, isInvoiceNumberEnabled: false }];
      if (plan.receipt) {
        const file = await storeServerFile(deps.storage, deps.db, {
          fileId: deterministicUuid('demo-receipt', p.transactionId), kind: 'receipt', companyId: p.companyId, userId: p.spenderId ?? deps.fallbackUserId(p.companyId),
          fileName: `${p.merchantName.replace(/[^A-Za-z0-9]+/g, '-')}-${p.postedAt.slice(0, 10)}.pdf`, contentType: 'application/pdf',
          bytes: receiptPdf({ merchant: p.merchantName, at: p.postedAt, amountCents: p.amountCents }),
        });
        todo.push({ type: 'AttachReceipt', ...target, fileId: file.fileId, fileName: file.fileName, contentType: file.contentType, sizeBytes: file.sizeBytes, sha256: file.sha256 });
        receipts++;
      }
      if (plan.dispute) {
        todo.push({ type: 'OpenDispute', ...target, disputeId: deterministicUuid('demo-dispute', p.transactionId), reasonId: DISPUTE_REASONS[3]!.id, notes: 'The tip was added twice.' });
      }
      if (plan.lock) todo.push({ type: 'LockTransaction', ...target });
      specs[p.transactionId] = { name: streams.bookkeeping(p.transactionId), fold: bookkeepingDecider };
      commands[p.transactionId] = todo;
    }
    await handleCommands<Record<string, BookkeepingState>, BookkeepingEvent>(
      deps.store, specs, (states) => Object.fromEntries(Object.entries(states).map(([txId, state]) => [txId, decideInTurn(commands[txId]!)(state)])),
      { companyId: list[0]!.companyId, userId: null, correlationId: deterministicUuid('demo', 'seed'), commandId },
    );
    coded += list.length;
  }
  return { coded, receipts };
};
