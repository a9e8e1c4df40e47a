import { z } from 'zod';
import type { Decider } from '../shared/decider';
import { badInput } from '../shared/errors';
import { parseAmountToCents, type Cents } from '../shared/money';
import { routeApprovers } from './separation';

/** Who approves a level: the budget's owner, or the company's admins. */
export const APPROVERS = ['BUDGET_OWNER', 'ADMIN'] as const;
export type Approver = (typeof APPROVERS)[number];
export const MAX_APPROVAL_LEVELS = 5;

/** One level of a company's approval chain (/settings/approval-levels): it applies to amounts above `aboveCents`. */
export const approvalLevel = z.object({ approver: z.enum(APPROVERS), aboveCents: z.number().int().nonnegative() });
export type ApprovalLevel = z.infer<typeof approvalLevel>;

export const approvalLevelsSet = z.object({
  type: z.literal('ApprovalLevelsSet'),
  data: z.object({ companyId: z.string().uuid(), levels: z.array(approvalLevel).min(1).max(MAX_APPROVAL_LEVELS), setAt: z.string() }),
});
export const approvalLevelsEvent = z.discriminatedUnion('type', [approvalLevelsSet]);
export type ApprovalLevelsEvent = z.infer<typeof approvalLevelsEvent>;

/** Until an admin configures them: the budget owner alone (admins where a budget has no owner). */
export const DEFAULT_APPROVAL_LEVELS: readonly ApprovalLevel[] = [{ approver: 'BUDGET_OWNER', aboveCents: 0 }];

export const APPROVAL_LEVEL_MESSAGES = {
  count: `Configure between 1 and ${MAX_APPROVAL_LEVELS} approval levels.`,
  above: 'Enter an amount in dollars and cents (at most two decimals), such as 1000 or 250.50.',
} as const;

export interface SetApprovalLevels {
  type: 'SetApprovalLevels';
  companyId: string;
  /** `above` as typed, in dollars ("1000.00"). */
  levels: { approver: Approver; above: string }[];
  now: string;
}

export interface ApprovalLevelsState {
  levels: readonly ApprovalLevel[];
}

const decide = (command: SetApprovalLevels, state: ApprovalLevelsState): ApprovalLevelsEvent[] => {
  if (command.levels.length < 1 || command.levels.length > MAX_APPROVAL_LEVELS) throw badInput('levels', APPROVAL_LEVEL_MESSAGES.count);
  const levels = command.levels.map((level, i): ApprovalLevel => {
    const aboveCents = level.above.trim() === '' ? 0 : parseAmountToCents(level.above);
    if (aboveCents === null || aboveCents < 0) throw badInput(`levels.${i}.above`, APPROVAL_LEVEL_MESSAGES.above);
    return { approver: level.approver, aboveCents };
  });
  // Saving the same chain again records nothing.
  if (JSON.stringify(levels) === JSON.stringify(state.levels)) return [];
  return [{ type: 'ApprovalLevelsSet', data: { companyId: command.companyId, levels, setAt: command.now } }];
};

/** A company's approval chain; stream `approval-levels-<companyId>`. */
export const approvalLevelsDecider: Decider<ApprovalLevelsState, SetApprovalLevels, ApprovalLevelsEvent> = {
  initialState: () => ({ levels: DEFAULT_APPROVAL_LEVELS }),
  evolve: (_, event) => ({ levels: event.data.levels }),
  decide,
};

/**
 * Who approves a request of this amount, level by level: each configured level the amount is above,
 * the budget's owner for an owner level (the admins where the budget has none), routed around the
 * requester (separation.ts): nobody approves their own request nor two levels of one chain.
 */
export const approvalLevelsFor = (
  amount: Cents,
  config: readonly ApprovalLevel[],
  people: { budgetOwnerUserId: string | null; adminUserIds: readonly string[]; requestorUserId: string },
): { approverUserIds: string[] }[] => {
  const levels = config.filter((level) => amount > level.aboveCents).map((level) => ({
    approverUserIds: level.approver === 'BUDGET_OWNER' && people.budgetOwnerUserId ? [people.budgetOwnerUserId] : [...people.adminUserIds],
  }));
  return routeApprovers(levels, people);
};
