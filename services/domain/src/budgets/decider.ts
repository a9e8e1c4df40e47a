import type { Decider } from '../shared/decider';
import { DomainError, badInput, conflict, notFound } from '../shared/errors';
import { MAX_CENTS, isCents } from '../shared/money';
import type { BudgetEvent } from './events';

export type SoftLimit = 'None' | 'Amount' | 'Percentage';

/** Palette for budgets whose colour is not a 3- or 6-digit hex. */
export const BUDGET_PALETTE = ['#6C5CE7', '#00B894', '#0984E3', '#E17055', '#FDCB6E', '#E84393', '#00CEC9', '#2D3436', '#A29BFE', '#55EFC4', '#FF7675'] as const;

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export const FUNDING_MESSAGES = {
  invalid: 'Invalid value.',
  decimals: 'Amount should have no more than 2 decimal places.',
  positive: 'Value should be greater than 0.',
} as const;

/**
 * Funding as the user typed it (dollars, e.g. "1250.5") to integer cents, with the spec's messages.
 * Decimal text is parsed without floating point.
 */
export const parseFunding = (input: string | number, field = 'funding'): number => {
  const text = typeof input === 'number' ? String(input) : input.trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) throw badInput(field, FUNDING_MESSAGES.invalid);
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  if (fraction.length > 2) throw badInput(field, FUNDING_MESSAGES.decimals);
  const cents = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
  if (text.startsWith('-') || cents === 0n) throw badInput(field, FUNDING_MESSAGES.positive);
  if (cents > BigInt(MAX_CENTS)) throw badInput(field, FUNDING_MESSAGES.invalid);
  return Number(cents);
};

/** Related state the caller loads (from its own stream) before deciding. */
export interface BudgetRef {
  budgetId: string;
  companyId: string;
  active: boolean;
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
  now: string;
}

export interface UpdateBudget {
  type: 'UpdateBudget';
  budgetId: string;
  companyId: string;
  name?: string;
  funding?: number;
  now: string;
}

export interface ArchiveBudget {
  type: 'ArchiveBudget' | 'RestoreBudget';
  budgetId: string;
  companyId: string;
  now: string;
}

export type BudgetCommand = CreateBudget | UpdateBudget | ArchiveBudget;

export interface BudgetState {
  exists: boolean;
  companyId: string | null;
  parentBudgetId: string | null;
  name: string;
  funding: number;
  active: boolean;
}

const initialState = (): BudgetState => ({ exists: false, companyId: null, parentBudgetId: null, name: '', funding: 0, active: false });

const validateName = (name: string, fields: Record<string, string>): void => {
  if (!name.trim()) fields.name = 'Budget name is required';
};

const validateNumber = (number: string, fields: Record<string, string>): void => {
  if (!number) fields.number = 'Budget number is required';
  else if (!/^\d*$/.test(number)) fields.number = 'Budget number can only contain numbers.';
  else if (number.length > 6) fields.number = 'Budget number can only contain up to six (6) digits.';
};

const validateFunding = (funding: number, fields: Record<string, string>): void => {
  if (!isCents(funding)) fields.funding = FUNDING_MESSAGES.invalid;
  else if (funding <= 0) fields.funding = FUNDING_MESSAGES.positive;
};

const refuseIfAny = (fields: Record<string, string>): void => {
  const first = Object.values(fields)[0];
  if (first) throw new DomainError('BAD_USER_INPUT', first, fields);
};

/** Another company's budget answers exactly like a missing one. */
const requireOwn = (state: BudgetState, companyId: string): void => {
  if (!state.exists || state.companyId !== companyId) throw notFound('Budget');
};

const decideCreate = (command: CreateBudget, state: BudgetState): BudgetEvent[] => {
  if (state.exists) throw conflict('This budget already exists.');
  if (command.parent && (command.parent.companyId !== command.companyId || !command.parent.active)) throw notFound('Parent budget');
  const fields: Record<string, string> = {};
  validateName(command.name, fields);
  if (command.number !== null) validateNumber(command.number.trim(), fields);
  if (!command.owner || command.owner.companyId !== command.companyId || command.owner.archived) fields.owner = 'Please select a Budget Owner.';
  validateFunding(command.funding, fields);
  if (command.softLimit !== 'None' && (command.overageValue === null || !isCents(command.overageValue) || command.overageValue <= 0)) {
    fields.overage_value = 'This field is required when Soft limit is selected. Value must be a number';
  }
  refuseIfAny(fields);
  const start = new Date(command.now);
  const end = new Date(start);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return [
    {
      type: 'BudgetCreated',
      data: {
        budgetId: command.budgetId,
        companyId: command.companyId,
        parentBudgetId: command.parent?.budgetId ?? null,
        name: command.name.trim(),
        color: command.color && HEX.test(command.color) ? command.color : BUDGET_PALETTE[Math.abs(command.randomColorIndex) % BUDGET_PALETTE.length]!,
        number: command.number?.trim() ?? null,
        ownerUserId: command.owner!.userId,
        funding: command.funding,
        softLimit: command.softLimit,
        overageValue: command.softLimit === 'None' ? 0 : command.overageValue!,
        currency: 'USD',
        startAt: start.toISOString(),
        endAt: end.toISOString(),
        spenderUserIds: [...new Set(command.spenderUserIds)],
        createdAt: command.now,
      },
    },
  ];
};

const decideUpdate = (command: UpdateBudget, state: BudgetState): BudgetEvent[] => {
  requireOwn(state, command.companyId);
  const fields: Record<string, string> = {};
  if (command.name !== undefined) validateName(command.name, fields);
  if (command.funding !== undefined) validateFunding(command.funding, fields);
  refuseIfAny(fields);
  const changes: { name?: string; funding?: number } = {};
  if (command.name !== undefined && command.name.trim() !== state.name) changes.name = command.name.trim();
  if (command.funding !== undefined && command.funding !== state.funding) changes.funding = command.funding;
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'BudgetUpdated', data: { budgetId: command.budgetId, companyId: command.companyId, changes, updatedAt: command.now } }];
};

export const budgetDecider: Decider<BudgetState, BudgetCommand, BudgetEvent> = {
  initialState,
  evolve: (state, event) => {
    switch (event.type) {
      case 'BudgetCreated':
        return { exists: true, companyId: event.data.companyId, parentBudgetId: event.data.parentBudgetId, name: event.data.name, funding: event.data.funding, active: true };
      case 'BudgetUpdated':
        return { ...state, name: event.data.changes.name ?? state.name, funding: event.data.changes.funding ?? state.funding };
      case 'BudgetArchived':
        return { ...state, active: false };
      case 'BudgetRestored':
        return { ...state, active: true };
    }
  },
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
