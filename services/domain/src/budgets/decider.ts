import type { Decider, SnapshotCodec } from '../shared/decider';
import { conflict, notFound } from '../shared/errors';
import type { BudgetEvent } from './events';
import {
  BUDGET_MESSAGES, budgetColor, refuseIfAny, validateFunding, validateFundingLimits, validateName, validateNumber, validateOverage,
  type FieldErrors, type FundingContext, type SoftLimit,
} from './rules';

/** Related state the caller loads (from its own stream) before deciding. */
export interface BudgetRef {
  budgetId: string;
  companyId: string;
  active: boolean;
  /** The budget's parents, nearest last (for the cycle check when moving a budget under it). */
  ancestorIds?: string[];
}
export interface UserRef {
  userId: string;
  companyId: string;
  archived: boolean;
}

export interface CreateBudget {
  type: 'CreateBudget';
  budgetId: string;
  companyId: string;
  parent: BudgetRef | null;
  name: string;
  color: string | null;
  /** Index into BUDGET_PALETTE used when `color` is not a hex colour (deciders draw no random numbers). */
  randomColorIndex: number;
  number: string | null;
  owner: UserRef | null;
  funding: number;
  softLimit: SoftLimit;
  overageValue: number | null;
  spenderUserIds: string[];
  /** The funding source's figures (spec 5 funding and overage limits); leave out only where no funds apply (fixtures). */
  funds?: FundingContext;
  now: string;
}

/** Only the fields present change. `companyId` is the caller's: another company's budget is not found. */
export interface UpdateBudget {
  type: 'UpdateBudget';
  budgetId: string;
  companyId: string;
  name?: string;
  funding?: number;
  /** null clears the number. */
  number?: string | null;
  owner?: UserRef | null;
  softLimit?: SoftLimit;
  /** Ignored (reset to 0) when the resulting soft limit is None. */
  overageValue?: number | null;
  connectSpenderUserIds?: string[];
  disconnectSpenderUserIds?: string[];
  /** Moves the budget under another parent (null: to the top level). */
  parent?: BudgetRef | null;
  /** Needed when funding, soft limit, overage or parent change. */
  funds?: FundingContext;
  now: string;
}

export interface ArchiveBudget {
  type: 'ArchiveBudget' | 'RestoreBudget';
  budgetId: string;
  companyId: string;
  now: string;
}
export type RestoreBudget = ArchiveBudget;

/**
 * An approved increase request raises the funding by its amount (added to the funding as it then
 * is). A funding change: decided by `budgetFunding` only, which checks the budget's source.
 */
export interface IncreaseBudgetFunding {
  type: 'IncreaseBudgetFunding';
  budgetId: string;
  companyId: string;
  amount: number;
  now: string;
}

export type BudgetCommand = CreateBudget | UpdateBudget | ArchiveBudget;

export interface BudgetState {
  exists: boolean;
  companyId: string | null;
  parentBudgetId: string | null;
  name: string;
  number: string | null;
  ownerUserId: string | null;
  funding: number;
  softLimit: SoftLimit;
  overageValue: number;
  spenderUserIds: string[];
  active: boolean;
}

const initialState = (): BudgetState => ({
  exists: false, companyId: null, parentBudgetId: null, name: '', number: null, ownerUserId: null, funding: 0,
  softLimit: 'None', overageValue: 0, spenderUserIds: [], active: false,
});

/** Another company's budget answers exactly like a missing one. */
const requireOwn = (state: BudgetState, companyId: string): void => {
  if (!state.exists || state.companyId !== companyId) throw notFound('Budget');
};

const validateOwner = (owner: UserRef | null, companyId: string, fields: FieldErrors): void => {
  if (!owner || owner.companyId !== companyId) fields.owner = BUDGET_MESSAGES.ownerRequired;
  else if (owner.archived) fields.owner = BUDGET_MESSAGES.ownerArchived;
};

/** A parent of another company answers like a missing one (tenancy); an archived one cannot take sub-budgets. */
const requireParent = (parent: BudgetRef, companyId: string): void => {
  if (parent.companyId !== companyId || !parent.active) throw notFound('Parent budget');
};

const oneYearAfter = (iso: string): string => {
  const end = new Date(iso);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end.toISOString();
};

const decideCreate = (command: CreateBudget, state: BudgetState): BudgetEvent[] => {
  if (state.exists) throw conflict('This budget already exists.');
  if (command.parent) requireParent(command.parent, command.companyId);
  const fields: FieldErrors = {};
  validateName(command.name, fields);
  if (command.number !== null) validateNumber(command.number.trim(), fields);
  validateOwner(command.owner, command.companyId, fields);
  validateFunding(command.funding, fields);
  validateOverage(command.softLimit, command.overageValue, fields);
  if (command.funds) {
    validateFundingLimits({ funding: command.funding, fundingChanged: true, softLimit: command.softLimit, overageValue: command.overageValue }, command.funds, fields);
  }
  refuseIfAny(fields);
  const startAt = new Date(command.now).toISOString();
  return [
    {
      type: 'BudgetCreated',
      data: {
        budgetId: command.budgetId,
        companyId: command.companyId,
        parentBudgetId: command.parent?.budgetId ?? null,
        name: command.name.trim(),
        color: budgetColor(command.color, command.randomColorIndex),
        number: command.number?.trim() ?? null,
        ownerUserId: command.owner!.userId,
        funding: command.funding,
        softLimit: command.softLimit,
        overageValue: command.softLimit === 'None' ? 0 : command.overageValue!,
        currency: 'USD',
        startAt,
        endAt: oneYearAfter(startAt),
        spenderUserIds: [...new Set(command.spenderUserIds)],
        createdAt: command.now,
      },
    },
  ];
};

type Changes = Extract<BudgetEvent, { type: 'BudgetUpdated' }>['data']['changes'];

const decideUpdate = (command: UpdateBudget, state: BudgetState): BudgetEvent[] => {
  requireOwn(state, command.companyId);
  const fields: FieldErrors = {};
  if (command.name !== undefined) validateName(command.name, fields);
  if (command.funding !== undefined) validateFunding(command.funding, fields);
  const number = command.number === undefined ? undefined : command.number === null ? null : command.number.trim();
  if (number !== undefined && number !== null) validateNumber(number, fields);
  if (command.owner !== undefined) validateOwner(command.owner, command.companyId, fields);
  const softLimit = command.softLimit ?? state.softLimit;
  // Returning to a hard limit clears the overage (spec 4).
  const overage = softLimit === 'None' ? 0 : command.overageValue !== undefined ? command.overageValue : state.overageValue;
  if (command.softLimit !== undefined || command.overageValue !== undefined) validateOverage(softLimit, overage, fields);
  const connect = [...new Set(command.connectSpenderUserIds ?? [])];
  const disconnect = new Set(command.disconnectSpenderUserIds ?? []);
  if (connect.some((id) => disconnect.has(id))) fields.spenders = BUDGET_MESSAGES.spenderBothWays;
  const parentId = command.parent === undefined ? state.parentBudgetId : (command.parent?.budgetId ?? null);
  if (command.parent) {
    requireParent(command.parent, command.companyId);
    if (command.parent.budgetId === command.budgetId || command.parent.ancestorIds?.includes(command.budgetId)) fields.parentBudget = BUDGET_MESSAGES.cycle;
  }
  const funding = command.funding ?? state.funding;
  const moved = parentId !== state.parentBudgetId;
  if (command.funds && !fields.parentBudget && (command.funding !== undefined || command.softLimit !== undefined || command.overageValue !== undefined || moved)) {
    // Moving takes the whole funding from the new parent, so it is checked as if it changed.
    validateFundingLimits({ funding, fundingChanged: funding !== state.funding || moved, softLimit, overageValue: overage }, command.funds, fields);
  }
  refuseIfAny(fields);

  const changes: Changes = {};
  if (command.name !== undefined && command.name.trim() !== state.name) changes.name = command.name.trim();
  if (command.funding !== undefined && command.funding !== state.funding) changes.funding = command.funding;
  if (number !== undefined && number !== state.number) changes.number = number;
  if (command.owner && command.owner.userId !== state.ownerUserId) changes.ownerUserId = command.owner.userId;
  if (softLimit !== state.softLimit) changes.softLimit = softLimit;
  if (overage !== null && overage !== state.overageValue) changes.overageValue = overage;
  if (moved) changes.parentBudgetId = parentId;

  const { budgetId, companyId, now } = command;
  const current = new Set(state.spenderUserIds);
  const added = connect.filter((id) => !current.has(id));
  const removed = [...disconnect].filter((id) => current.has(id));
  const events: BudgetEvent[] = [];
  if (Object.keys(changes).length > 0) events.push({ type: 'BudgetUpdated', data: { budgetId, companyId, changes, updatedAt: now } });
  if (added.length > 0) events.push({ type: 'BudgetSpendersConnected', data: { budgetId, companyId, userIds: added, at: now } });
  if (removed.length > 0) events.push({ type: 'BudgetSpendersDisconnected', data: { budgetId, companyId, userIds: removed, at: now } });
  return events;
};

const evolve = (state: BudgetState, event: BudgetEvent): BudgetState => {
  switch (event.type) {
    case 'BudgetCreated': {
      const d = event.data;
      return {
        exists: true, companyId: d.companyId, parentBudgetId: d.parentBudgetId, name: d.name, number: d.number, ownerUserId: d.ownerUserId,
        funding: d.funding, softLimit: d.softLimit, overageValue: d.overageValue, spenderUserIds: d.spenderUserIds, active: true,
      };
    }
    case 'BudgetUpdated': {
      const c = event.data.changes;
      // Every field written out, in the state's order, rather than spread: a tenant snapshot folds a
      // budget's whole history, and a spread of the state costs several times this literal.
      return {
        exists: state.exists,
        companyId: state.companyId,
        parentBudgetId: c.parentBudgetId !== undefined ? c.parentBudgetId : state.parentBudgetId,
        name: c.name ?? state.name,
        number: c.number !== undefined ? c.number : state.number,
        ownerUserId: c.ownerUserId !== undefined ? c.ownerUserId : state.ownerUserId,
        funding: c.funding ?? state.funding,
        softLimit: c.softLimit ?? state.softLimit,
        overageValue: c.overageValue ?? state.overageValue,
        spenderUserIds: state.spenderUserIds,
        active: state.active,
      };
    }
    case 'BudgetArchived':
      return { ...state, active: false };
    case 'BudgetRestored':
      return { ...state, active: true };
    case 'BudgetSpendersConnected':
      return { ...state, spenderUserIds: [...state.spenderUserIds, ...event.data.userIds.filter((id) => !state.spenderUserIds.includes(id))] };
    case 'BudgetSpendersDisconnected':
      return { ...state, spenderUserIds: state.spenderUserIds.filter((id) => !event.data.userIds.includes(id)) };
  }
};

/**
 * The budget's state as a snapshot: every edit of a budget (a rename, a funding change, a spender
 * added) is an event on its stream, and each command folded the whole stream twice (the mutation's
 * look, then the command), so a budget's thousandth edit read 2,000 events. Plain JSON already.
 * Bump the version with any change to `evolve` or BudgetState.
 */
export const budgetSnapshot: SnapshotCodec<BudgetState> = {
  version: 'budget-1',
  every: 20,
  save: (state) => state,
  restore: (saved) => saved as BudgetState,
};

export const budgetDecider: Decider<BudgetState, BudgetCommand, BudgetEvent> = {
  initialState,
  evolve,
  snapshot: budgetSnapshot,
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateBudget':
        return decideCreate(command, state);
      case 'UpdateBudget':
        return decideUpdate(command, state);
      case 'ArchiveBudget':
        requireOwn(state, command.companyId);
        if (!state.active) throw conflict('This budget is already archived.');
        return [{ type: 'BudgetArchived', data: { budgetId: command.budgetId, companyId: command.companyId, at: command.now } }];
      case 'RestoreBudget':
        requireOwn(state, command.companyId);
        if (state.active) throw conflict('This budget is not archived.');
        return [{ type: 'BudgetRestored', data: { budgetId: command.budgetId, companyId: command.companyId, at: command.now } }];
    }
  },
};
