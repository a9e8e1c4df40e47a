import {
  DECLINE_MESSAGES, MCC_CODES, MCC_DESCRIPTIONS, badInput, cardDecider, decideOnCard, forbidden, isUuid, notFound, parseTopUp, type CardCommand, type CardType, type SpendControlsInput, streams,
} from '@spend/domain';
import { deterministicUuid } from '@spend/eventstore';
import { loadersFor, resetLoaders } from '../budgets/load';
import { loadCompany } from '../companies/resolvers';
import type { Resolvers, TransactionControlInput } from '../generated/resolvers-types';
import { awaitProjections, requirePermission, runCommand, runCommands, type ApiContext, nowOf } from '../shared/context';
import { withTenant } from '../shared/tenant';
import { readTransactions, visibleTransactions } from '../transactions/queries';
import {
  actorFor, cardSpent, cardStreams, controlsOf, limitActor, loadBudgetRef, loadCard, loadCardState, loadCards, loadUserRef, visibleCards,
  type CardModel, type TransactionControlModel,
} from './load';
import { applyBulkFunding, checkBulkFunding, type BulkRow } from './bulk-funding';
import { filteredCards, orderCards } from './filter';
import { CardVault } from './vault';
import { liveChanges } from '../shared/live';

export type { CardModel, TransactionControlModel };

const vault = new CardVault();
const MAX_TAKE = 100;

const KIND: Record<string, CardType> = { DIGITAL: 'Digital', PHYSICAL: 'Physical', SUBSCRIPTION: 'Subscription' };
const kindOf = (card: CardModel): CardType => (card.is_rechargeable ? 'Rechargeable' : KIND[card.format]!);

const controlsInput = (input: { dateRange?: TransactionControlInput['dateRange']; frequency?: TransactionControlInput['frequency']; mcc?: TransactionControlInput['mcc'] } | null | undefined): SpendControlsInput => ({
  dateRange: input?.dateRange ?? null,
  frequency: input?.frequency ?? null,
  mcc: input?.mcc ? { mode: input.mcc.mode ?? null, codes: input.mcc.mccCodeList ?? [] } : null,
});

const controlModel = (card: CardModel): TransactionControlModel => ({ cardId: card.id, limitCents: Number(card.limit_cents), controls: controlsOf(card) });

/** A command on an existing card of the caller's company, then the card as the read model shows it. */
const onCard = async (ctx: ApiContext, cardId: string, command: (card: Awaited<ReturnType<typeof loadCardState>>) => Promise<CardCommand>): Promise<CardModel> => {
  const state = await loadCardState(ctx, cardId);
  const decided = await command(state);
  await runCommands(ctx, cardStreams(ctx, cardId), (states) => ({ card: decideOnCard(states, decided) }));
  await awaitProjections(ctx, ['cards']);
  return loadCard(ctx, cardId);
};

/** Budget owners (cards.edit without admin rights) edit only cards of budgets they own. */
const requireCardEditor = async (ctx: ApiContext, cardId: string) => {
  requirePermission(ctx, 'cards.edit');
  const state = await loadCardState(ctx, cardId);
  const actor = await actorFor(ctx, state);
  if (!actor.isAdmin && !actor.ownsCardBudget) requirePermission(ctx, 'card.create');
  return state;
};

const setControls = async (ctx: ApiContext, data: { cardId: string; spendLimit?: number | null } & Parameters<typeof controlsInput>[0]): Promise<TransactionControlModel> => {
  await requireCardEditor(ctx, data.cardId);
  const card = await onCard(ctx, data.cardId, async () => ({
    type: 'SetCardControls', cardId: data.cardId, companyId: ctx.caller.companyId, now: nowOf(ctx), actor: limitActor(ctx), controls: controlsInput(data),
    ...(data.spendLimit !== undefined && { limitCents: data.spendLimit }),
  }));
  return controlModel(card);
};

export const cardResolvers: Resolvers = {
  Card: {
    last4Digits: (c) => c.last4,
    card_format: (c) => c.format as 'DIGITAL',
    format: (c) => c.format as 'DIGITAL',
    card_type: (c) => kindOf(c),
    type: (c) => kindOf(c),
    status: (c) => c.status as 'ACTIVE',
    isRechargeable: (c) => c.is_rechargeable,
    shouldLinkBudget: (c) => c.budget_id !== null,
    shippingAddress: (c) => c.shipping_address as 'BUSINESS' | null,
    createdAt: (c) => c.created_at,
    spender: (c, _, ctx) => (c.spender_id ? loadersFor(ctx).user.load(c.spender_id) : null),
    creator: (c, _, ctx) => (c.creator_id ? loadersFor(ctx).user.load(c.creator_id) : null),
    company: (c, _, ctx) => loadCompany(ctx, c.company_id),
    budgets: async (c, _, ctx) => {
      const budget = c.budget_id ? await loadersFor(ctx).cardBudget.load(c.budget_id) : null;
      return budget ? [budget] : [];
    },
    // A limit counts this calendar month's spend (UTC); a rechargeable card's balance all its spend.
    balance: async (c, _, ctx) => {
      const spent = await (c.is_rechargeable ? loadersFor(ctx).issuedSpend : loadersFor(ctx).monthSpend).load(c.id);
      const monthStart = new Date(nowOf(ctx).slice(0, 7) + '-01T00:00:00.000Z');
      return { spent, limit: Number(c.limit_cents), available: Number(c.limit_cents) - spent, since: c.is_rechargeable ? c.created_at : monthStart };
    },
    transactionControl: (c) => controlModel(c),
    totalTransactionAmount: (c, _, ctx) => loadersFor(ctx).monthSpend.load(c.id),
    receiptLocked: (c) => c.receipt_locked,
    receiptsMissing: (c, _, ctx) => {
      const ids = c.receipt_locked ? c.receipt_overdue_ids : [];
      if (ids.length === 0) return [];
      return readTransactions(ctx, async (trx) => (await visibleTransactions(trx, ctx)).where('id', 'in', ids).orderBy('initial_transaction_date').execute());
    },
  },
  BulkCardRow: {
    user: (r, _, ctx) => withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, async (trx) => (await trx.selectFrom('users').selectAll().where('id', '=', r.userId).executeTakeFirst()) ?? null),
  },
  TransactionControl: {
    spendLimit: (t) => t.limitCents,
    mode: (t) => t.controls.mcc?.mode ?? null,
    mccCodeList: (t) => t.controls.mcc?.codes ?? [],
    frequencyCount: (t) => t.controls.frequency?.count ?? null,
    frequencyPeriod: (t) => t.controls.frequency?.period ?? null,
    startDate: (t) => t.controls.dateRange?.startDate ?? null,
    endDate: (t) => t.controls.dateRange?.endDate ?? null,
    isActive: (t) => Object.values(t.controls).some((group) => group !== null),
  },
  Query: {
    cardFormats: () => ['Digital', 'Physical', 'Subscription', 'Rechargeable'],
    cardsV2: async (_, { take, skip, orderBy, where, activatedWhere }, ctx) => {
      const limit = take ?? 25;
      const offset = skip ?? 0;
      if (limit < 0 || limit > MAX_TAKE) throw badInput('take', `take must be between 0 and ${MAX_TAKE}.`);
      if (offset < 0) throw badInput('skip', 'skip must not be negative.');
      // Spec 6: external (bank-linked) cards are read by admins and auditors only.
      if (where?.external) requirePermission(ctx, 'externalCards.read');
      for (const id of [where?.spenderId, where?.budgetId]) if (id && !isUuid(id)) return { items: [], count: 0 };
      return withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, async (trx) => {
        const query = filteredCards(visibleCards(trx, ctx.caller), where, activatedWhere);
        const counted = await query.clearSelect().select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
        const items = await orderCards(query, orderBy).limit(limit).offset(offset).execute();
        return { items, count: Number(counted.n) };
      });
    },
    card: async (_, { where }, ctx) => (await loadCards(ctx, [where.id]))[0] ?? null,
    userCards: (_, __, ctx) =>
      withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) => visibleCards(trx, ctx.caller).where('cards.spender_id', '=', ctx.caller.userId).orderBy('cards.assigned_on', 'desc').execute()),
    cardSecrets: async (_, { where }, ctx) => {
      await loadCard(ctx, where.id);
      const state = await loadCardState(ctx, where.id);
      // The decider checks who may see them and records the reveal (without the secrets) first.
      await runCommand(ctx, streams.card(where.id), cardDecider, { type: 'RecordSecretsReveal', cardId: where.id, companyId: ctx.caller.companyId, now: nowOf(ctx), actor: await actorFor(ctx, state) });
      const secrets = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) => vault.reveal(trx, where.id));
      if (!secrets) throw notFound('Card');
      return secrets;
    },
    transactionControl: async (_, { cardId }, ctx) => {
      const [card] = await loadCards(ctx, [cardId]);
      return card ? controlModel(card) : null;
    },
    mccCodes: (_, { q, take, skip }, ctx) => {
      void ctx;
      const text = (q ?? '').trim().toLowerCase();
      const matches = MCC_CODES.filter(([code, description]) => !text || code.startsWith(text) || description.toLowerCase().includes(text));
      const offset = Math.max(0, skip ?? 0);
      return matches.slice(offset, offset + Math.min(Math.max(0, take ?? matches.length), matches.length)).map(([code, description]) => ({ id: code, mccCode: code, combinedDescription: description }));
    },
    deniedMccCodes: async (_, __, ctx) => {
      requirePermission(ctx, 'orgSettings.read');
      const rows = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) =>
        trx
          .selectFrom('transactions')
          .select(['mcc', (eb) => eb.fn.countAll<string>().as('declines')])
          .where('status', '=', 'Declined')
          .where('declined_reason', '=', DECLINE_MESSAGES.MCC_NOT_ALLOWED)
          .where('mcc', 'is not', null)
          .groupBy('mcc')
          .orderBy('declines', 'desc')
          .orderBy('mcc')
          .execute(),
      );
      return rows.map((r) => ({ mccCode: r.mcc!, combinedDescription: MCC_DESCRIPTIONS.get(r.mcc!) ?? 'Unknown merchant category', declines: Number(r.declines) }));
    },
    cardTransactions: async (_, { cardId, take }, ctx) => {
      await loadCard(ctx, cardId);
      return withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) =>
        trx.selectFrom('transactions').selectAll().where('card_id', '=', cardId).orderBy('initial_transaction_date', 'desc').limit(Math.min(Math.max(1, take ?? 25), MAX_TAKE)).execute(),
      );
    },
  },
  Mutation: {
    createOneCardV2: async (_, { data }, ctx) => {
      requirePermission(ctx, 'card.create');
      const cardId = deterministicUuid(ctx.commandId, 'card');
      const cardType: CardType | null = data.isRechargeable ? 'Rechargeable' : (data.type ?? null);
      const controls = controlsInput(data.transactionControl);
      if (data.dateRange) controls.dateRange = data.dateRange;
      const command = {
        type: 'CreateCard' as const, cardId, companyId: ctx.caller.companyId, creatorUserId: ctx.caller.userId, cardType, format: data.format ?? null,
        spender: await loadUserRef(ctx, data.spender?.connect.id), shippingAddress: data.shippingAddressId ?? null,
        limitCents: data.transactionControl?.spendLimit ?? null, shouldLinkBudget: Boolean(data.shouldLinkBudget),
        budget: await loadBudgetRef(ctx, data.budgets?.connect[0]?.id), controls, now: nowOf(ctx),
      };
      // Validate before a number is issued, so refused input leaves nothing behind.
      cardDecider.decide({ ...command, last4: '0000' }, cardDecider.initialState());
      const last4 = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) => vault.issue(trx, cardId, ctx.caller.companyId));
      await runCommand(ctx, streams.card(cardId), cardDecider, { ...command, last4 });
      await awaitProjections(ctx, ['cards']);
      return loadCard(ctx, cardId);
    },
    updateOnePaymentInstrument: async (_, { where, data }, ctx) => {
      const state = await requireCardEditor(ctx, where.id);
      const base = { cardId: where.id, companyId: ctx.caller.companyId, now: nowOf(ctx), actor: limitActor(ctx) };
      if (data.amount !== undefined && data.amount !== null) {
        const amountCents = parseTopUp(data.amount);
        return onCard(ctx, where.id, async () => ({ type: 'AddCardFunds', ...base, amountCents, spentCents: await cardSpent(ctx, state) }));
      }
      return onCard(ctx, where.id, async () => ({ type: 'UpdateCardLimit', ...base, limitCents: data.spendLimit ?? null }));
    },
    addCardFunds: async (_, { card, spend }, ctx) => {
      const state = await requireCardEditor(ctx, card.id);
      const amountCents = parseTopUp(spend);
      return onCard(ctx, card.id, async () => ({ type: 'AddCardFunds', cardId: card.id, companyId: ctx.caller.companyId, now: nowOf(ctx), actor: limitActor(ctx), amountCents, spentCents: await cardSpent(ctx, state) }));
    },
    updatePaymtInstStatus: async (_, { where, data }, ctx) => {
      requirePermission(ctx, 'card.block');
      await loadCard(ctx, where.id);
      return onCard(ctx, where.id, async (state) => ({ type: 'ChangeCardStatus', cardId: where.id, companyId: ctx.caller.companyId, now: nowOf(ctx), status: data.status, actor: await actorFor(ctx, state) }));
    },
    activateOneCardV2: async (_, { where }, ctx) => {
      await loadCard(ctx, where.id);
      return onCard(ctx, where.id, async (state) => ({ type: 'ActivateCard', cardId: where.id, companyId: ctx.caller.companyId, now: nowOf(ctx), actor: await actorFor(ctx, state) }));
    },
    deleteOneCardV2: async (_, { where }, ctx) => {
      requirePermission(ctx, 'card.destroy');
      await loadCardState(ctx, where.id);
      await runCommand(ctx, streams.card(where.id), cardDecider, { type: 'DeleteCard', cardId: where.id, companyId: ctx.caller.companyId, now: nowOf(ctx) });
      await awaitProjections(ctx, ['cards']);
      return where.id;
    },
    reissueOneCard: async (_, { where }, ctx) => {
      requirePermission(ctx, 'card.replace');
      // Spec 6: replacing a card is switched on by showReplaceCard, one of the flags sent to the API.
      if (!ctx.flags.has('showReplaceCard')) throw forbidden('Replacing cards is not enabled (showReplaceCard).');
      await loadCardState(ctx, where.id);
      // A retried request (same Idempotency-Key) was reissued already: keep the number it got.
      const done = (await ctx.services.store.readStream(streams.card(where.id))).some((e) => e.metadata.causationId === ctx.commandId);
      if (done) return loadCard(ctx, where.id);
      const last4 = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) => vault.issue(trx, where.id, ctx.caller.companyId, { replace: true }));
      return onCard(ctx, where.id, async () => ({ type: 'ReissueCard', cardId: where.id, companyId: ctx.caller.companyId, now: nowOf(ctx), last4 }));
    },
    bulkRechargeableCardsCSVCheckerResolver: async (_, { csv, apply }, ctx) => {
      requirePermission(ctx, 'card.create');
      // Spec 6: bulk operations on rechargeable cards are switched on by bulkCardOperations, one of the flags sent to the API.
      if (!ctx.flags.has('bulkCardOperations')) throw forbidden('Bulk card operations are not enabled (bulkCardOperations).');
      const check = await checkBulkFunding(ctx, csv);
      if (!apply || check.errors.length > 0) return { ...check, applied: false };
      const created = await applyBulkFunding(ctx, check, (cardId) => withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) => vault.issue(trx, cardId, ctx.caller.companyId)));
      await awaitProjections(ctx, ['cards']);
      const fresh = new Map((await loadCards(ctx, [...created, ...check.updates].map((r) => r.card!.id))).map((c) => [c.id, c]));
      const withCard = (r: BulkRow): BulkRow => ({ ...r, card: fresh.get(r.card!.id) ?? null });
      return { errors: [], creates: created.map(withCard), updates: check.updates.map(withCard), applied: true };
    },
    createOneTransactionControl: (_, { data }, ctx) => setControls(ctx, data),
    updateOneTransactionControl: (_, { data }, ctx) => setControls(ctx, data),
  },
  Subscription: {
    cardChanged: {
      // Only the caller's own company's subject; at-most-once, so a client that reconnects refetches.
      subscribe: (_, __, ctx) =>
        liveChanges<{ cardChanged: CardModel }>(ctx, {
          topics: ['cards'],
          payloads: async ({ ids }) => {
            resetLoaders(ctx); // the nested fields (balance, budget) read afresh
            return (await loadCards(ctx, ids)).map((card) => ({ cardChanged: card }));
          },
        }),
    },
  },
};
