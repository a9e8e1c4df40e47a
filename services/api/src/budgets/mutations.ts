import {
  BUDGET_MESSAGES, badInput, budgetDecider, budgetFunding, can, companyDecider, isUuid, notFound, parseFunding, userDecider,
  type BudgetEvent, type BudgetRef, type FoldedStream, type FundingCommand, type FundingStates, type LedgerEvent, type SoftLimit, type UpdateBudget, type UserRef, streams,
} from '@spend/domain';
import { FoldCache, deterministicUuid, loadState, type EventStore } from '@spend/eventstore';
import type { MutationResolvers } from '../generated/resolvers-types';
import { awaitProjections, requirePermission, runCommand, runCommands, type ApiContext, nowOf } from '../shared/context';
import { dualControl, recordDualControl } from './dual-control';
import { loadBudget, loadersFor, resetLoaders, type BudgetModel, type DateRange } from './load';


/** A member of the caller's company, from their own stream; null when the id names none. */
const loadUserRef = async (ctx: ApiContext, userId: string): Promise<UserRef | null> => {
  if (!isUuid(userId)) return null;
  const state = await loadState(ctx.services.store, streams.user(userId), userDecider);
  return state.exists && state.companyId === ctx.caller.companyId ? { userId, companyId: state.companyId, archived: state.archived } : null;
};

const requireSpenders = async (ctx: ApiContext, ids: readonly string[]): Promise<string[]> => {
  for (const id of ids) if (!(await loadUserRef(ctx, id))) throw badInput('spenders', 'Spender not found.');
  return [...ids];
};

const overageCents = (softLimit: SoftLimit, input: string | null | undefined): number | null => {
  if (softLimit === 'None' || input === null || input === undefined || input.trim() === '') return null;
  if (softLimit === 'Percentage') {
    if (!/^\d+$/.test(input.trim())) throw badInput('overage_value', BUDGET_MESSAGES.overageRequired);
    return Number(input.trim());
  }
  return parseFunding(input, 'overage_value');
};

/** A budget as a parent: its stream's state plus its own parents (for the cycle check). */
const loadParentRef = async (ctx: ApiContext, parentId: string): Promise<BudgetRef> => {
  if (!isUuid(parentId)) throw notFound('Parent budget');
  const state = await loadState(ctx.services.store, streams.budget(parentId), budgetDecider);
  if (!state.exists) throw notFound('Parent budget');
  const parents = await loadersFor(ctx).parents.load(parentId);
  return { budgetId: parentId, companyId: state.companyId!, active: state.active, ancestorIds: parents.map((p) => p.id) };
};

const ledgerFolds = new WeakMap<EventStore, FoldCache>();

/**
 * A change to how much a budget takes from its source goes through the one funding decision
 * (`budgetFunding`): the budget, its pool and its source's pool, decided and appended together.
 * Pools are folded from a per-process cache: a busy parent's ledger is read once, then only its news.
 */
const fundingOf = (ctx: ApiContext, command: FundingCommand, currentParentId: string | null) => {
  let cache = ledgerFolds.get(ctx.services.store);
  if (!cache) ledgerFolds.set(ctx.services.store, (cache = new FoldCache()));
  const { streams, decide } = budgetFunding(command, currentParentId);
  const { own, source, previousSource } = streams;
  return { streams: { ...streams, own: { ...own, cache }, source: { ...source, cache }, ...(previousSource && { previousSource: { ...previousSource, cache } }) }, decide };
};

const fundBudget = (ctx: ApiContext, command: FundingCommand, currentParentId: string | null) => {
  const { streams, decide } = fundingOf(ctx, command, currentParentId);
  return runCommands<FundingStates, BudgetEvent | LedgerEvent>(ctx, streams, decide);
};

/** The funding decision without its append: throws the refusal a funding change would get now. */
export const checkBudgetFunding = async (ctx: ApiContext, command: FundingCommand, currentParentId: string | null): Promise<void> => {
  const { streams, decide } = fundingOf(ctx, command, currentParentId);
  const load = <State>(spec: FoldedStream<State> & { cache?: FoldCache }) => loadState(ctx.services.store, spec.name, spec.fold as never, spec.cache) as Promise<State>;
  const { budget, own, source, previousSource, company, parent } = streams;
  decide({
    budget: await load(budget), own: await load(own), source: await load(source),
    ...(previousSource && { previousSource: await load(previousSource) }), ...(company && { company: await load(company) }),
    ...(parent && { parent: await load(parent) }),
  });
};

/** Spec 5 "Number, if shown, is required": with the company's budget numbers on, a missing number is an empty one. */
const numberAsShown = async (ctx: ApiContext, number: string | null | undefined): Promise<string | null | undefined> => {
  if (number !== null && number !== undefined) return number;
  const company = await loadState(ctx.services.store, streams.company(ctx.caller.companyId), companyDecider);
  return company.budgetNumbers ? '' : number;
};

/** The answer of a mutation: read after the projections have applied its events (the funds pools too: its figures are theirs); its figures within `options.dateRange`. */
const answer = async (ctx: ApiContext, budgetId: string, projections: string[], range?: DateRange | null): Promise<BudgetModel> => {
  await awaitProjections(ctx, [...projections, 'pools']);
  resetLoaders(ctx);
  return { ...(await loadBudget(ctx, budgetId)), range: range ?? null };
};

const setArchived = async (ctx: ApiContext, budgetId: string, type: 'ArchiveBudget' | 'RestoreBudget'): Promise<BudgetModel> => {
  requirePermission(ctx, 'budget.settings.edit');
  if (!isUuid(budgetId)) throw notFound('Budget');
  await runCommand(ctx, streams.budget(budgetId), budgetDecider, { type, budgetId, companyId: ctx.caller.companyId, now: nowOf(ctx) });
  return answer(ctx, budgetId, ['budgets']);
};

export const budgetMutations: MutationResolvers = {
  createOneBudget: async (_, { data, options }, ctx) => {
    requirePermission(ctx, 'budget.edit');
    if (data.company && data.company.connect.id !== ctx.caller.companyId) throw notFound('Company');
    const parentId = data.parentBudget?.connect.id ?? null;
    // A budget owner (no settings permission) may only add sub-budgets under budgets they own.
    if (!can(ctx.caller.roles, 'budget.settings.edit') && (!parentId || !(await loadersFor(ctx).scope())?.owned.has(parentId))) {
      requirePermission(ctx, 'budget.settings.edit');
    }
    const parent = parentId ? await loadParentRef(ctx, parentId) : null;
    const owner = data.owner ? await loadUserRef(ctx, data.owner.connect.id) : null;
    const spenderIds = await requireSpenders(ctx, data.spenders?.connect.map((s) => s.id) ?? []);
    const softLimit = data.soft_limit ?? 'None';
    const budgetId = deterministicUuid(ctx.commandId, 'budget');
    const funding = parseFunding(data.funding);
    const overageValue = overageCents(softLimit, data.overage_value);
    const number = (await numberAsShown(ctx, data.number)) ?? null;
    await fundBudget(ctx, {
      type: 'CreateBudget', budgetId, companyId: ctx.caller.companyId, parent, name: data.name, color: data.color ?? null,
      randomColorIndex: parseInt(budgetId.slice(0, 8), 16), number, owner, funding, softLimit, overageValue, spenderUserIds: spenderIds, now: nowOf(ctx),
    }, parentId);
    // BudgetOwner follows asynchronously (the budget-owners reactor); the budget answers without it.
    return answer(ctx, budgetId, ['budgets'], options?.dateRange);
  },

  updateOneBudget: async (_, { data, where, options }, ctx) => {
    requirePermission(ctx, 'budget.edit');
    const budgetId = where.id;
    if (!isUuid(budgetId)) throw notFound('Budget');
    const moving = data.parentBudget !== undefined && data.parentBudget !== null;
    // A budget owner (no settings permission) edits only budgets they own (or under them), and can neither hand them over nor move them.
    if (!can(ctx.caller.roles, 'budget.settings.edit') && (data.owner || moving || !(await loadersFor(ctx).scope())?.owned.has(budgetId))) {
      requirePermission(ctx, 'budget.settings.edit');
    }
    const state = await loadState(ctx.services.store, streams.budget(budgetId), budgetDecider);
    const own = state.exists && state.companyId === ctx.caller.companyId;
    const softLimit = data.soft_limit ?? undefined;
    // The overage is read in the unit of the soft limit it will have (given now, else the current one).
    const overageValue = data.overage_value ? overageCents(softLimit ?? state.softLimit, data.overage_value.set) : undefined;
    const parent = !moving ? undefined : data.parentBudget!.disconnect ? null : data.parentBudget!.connect ? await loadParentRef(ctx, data.parentBudget!.connect.id) : undefined;
    const given = <T>(value: T | null | undefined): value is T => value !== undefined && value !== null;
    const owner = data.owner ? await loadUserRef(ctx, data.owner.connect.id) : undefined;
    const number = data.number !== undefined ? (data.number === null ? await numberAsShown(ctx, null) : data.number) : undefined;
    const connectSpenderUserIds = data.spenders?.connect ? await requireSpenders(ctx, data.spenders.connect.map((s) => s.id)) : undefined;
    const asked: UpdateBudget = {
      type: 'UpdateBudget', budgetId, companyId: ctx.caller.companyId,
      ...(given(data.name) && { name: data.name }),
      ...(given(data.funding) && { funding: parseFunding(data.funding) }),
      // Clearing the number is refused while the company shows numbers.
      ...(number !== undefined && { number }),
      ...(owner !== undefined && { owner }),
      ...(softLimit && { softLimit }),
      ...(overageValue !== undefined && { overageValue }),
      ...(parent !== undefined && { parent }),
      ...(connectSpenderUserIds && { connectSpenderUserIds }),
      ...(data.spenders?.disconnect && { disconnectSpenderUserIds: data.spenders.disconnect.map((s) => s.id).filter(isUuid) }),
      now: nowOf(ctx),
    };
    // Under dual control an admin's raise of what only they spend from waits for a second admin.
    const { command, request } = own ? await dualControl(ctx, state, asked) : { command: asked, request: null };
    const touchesFunds = command.funding !== undefined || softLimit !== undefined || overageValue !== undefined || parent !== undefined;
    if (touchesFunds && own) await fundBudget(ctx, command, state.parentBudgetId);
    else await runCommand(ctx, streams.budget(budgetId), budgetDecider, command);
    if (request) await recordDualControl(ctx, request);
    // A raise sent for a second admin's approval shows among the budget's pending requests in the answer.
    return answer(ctx, budgetId, request ? ['budgets', 'requests'] : ['budgets'], options?.dateRange);
  },

  archiveOneBudget: (_, { where }, ctx) => setArchived(ctx, where.id, 'ArchiveBudget'),
  restoreOneBudget: (_, { where }, ctx) => setArchived(ctx, where.id, 'RestoreBudget'),
};
