import { z } from 'zod';
import { refuseIfAny, type FieldErrors } from '../budgets/rules';
import { parseIsoTimestamp } from '../shared/dates';
import type { Decider } from '../shared/decider';
import { notFound } from '../shared/errors';
import type { UserState } from '../members/decider';

/**
 * Approval delegation: a reviewer who is away names another member of their company who approves
 * in their place from `startsOn` to `endsOn` (whole days, UTC, both included). One stream per
 * company (`approval-delegations-<companyId>`), so the review check and the delegate's queue read
 * one small write-model stream.
 */
export const approvalsDelegated = z.object({
  type: z.literal('ApprovalsDelegated'),
  data: z.object({
    delegationId: z.string().uuid(),
    companyId: z.string().uuid(),
    userId: z.string().uuid(),
    delegateUserId: z.string().uuid(),
    startsOn: z.string(),
    endsOn: z.string(),
    at: z.string(),
  }),
});

export const approvalDelegationCancelled = z.object({
  type: z.literal('ApprovalDelegationCancelled'),
  data: z.object({ delegationId: z.string().uuid(), companyId: z.string().uuid(), userId: z.string().uuid(), delegateUserId: z.string().uuid(), at: z.string() }),
});

export const approvalDelegationEvent = z.discriminatedUnion('type', [approvalsDelegated, approvalDelegationCancelled]);
export type ApprovalDelegationEvent = z.infer<typeof approvalDelegationEvent>;

export const DELEGATION_MESSAGES = {
  self: 'Choose someone other than yourself to approve in your place.',
  member: 'Choose an active member of your company.',
  startsOn: 'Enter the first day away as a date, such as 2026-03-01.',
  endsOn: 'Enter the last day away as a date, such as 2026-03-14.',
  order: 'The last day away must be on or after the first day.',
  past: 'The last day away cannot be in the past.',
  overlap: 'You already delegate your approvals for some of these days; cancel that delegation first.',
} as const;

export interface Delegation {
  delegationId: string;
  userId: string;
  delegateUserId: string;
  startsOn: string;
  endsOn: string;
}

export interface ApprovalDelegationsState {
  /** Delegations not cancelled (past ones included: they no longer apply by their dates). */
  delegations: readonly Delegation[];
}

export interface DelegateApprovals {
  type: 'DelegateApprovals';
  delegationId: string;
  companyId: string;
  userId: string;
  delegateUserId: string;
  startsOn: string;
  endsOn: string;
  now: string;
}

export interface CancelApprovalDelegation {
  type: 'CancelApprovalDelegation';
  delegationId: string;
  companyId: string;
  /** The caller: only the one who delegated cancels their delegation. */
  userId: string;
  now: string;
}

export type ApprovalDelegationCommand = DelegateApprovals | CancelApprovalDelegation;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (text: string): boolean => DAY.test(text) && parseIsoTimestamp(text) !== null;
const today = (now: string): string => now.slice(0, 10);

/**
 * Decides a delegation over the company's delegations and the delegate's member stream (the write
 * model, so another company's or an archived member is refused for sure). Overlapping delegations of
 * one reviewer are refused: on any day a reviewer has at most one delegate, so who acted for whom is
 * never ambiguous and nothing already set is replaced silently.
 */
export const decideDelegation = (command: ApprovalDelegationCommand, states: { delegations: ApprovalDelegationsState; delegate?: UserState }): ApprovalDelegationEvent[] => {
  const { delegations } = states.delegations;
  if (command.type === 'CancelApprovalDelegation') {
    const found = delegations.find((d) => d.delegationId === command.delegationId);
    if (!found || found.userId !== command.userId) throw notFound('Delegation');
    return [{ type: 'ApprovalDelegationCancelled', data: { delegationId: found.delegationId, companyId: command.companyId, userId: found.userId, delegateUserId: found.delegateUserId, at: command.now } }];
  }
  // A retried command appends nothing new.
  if (delegations.some((d) => d.delegationId === command.delegationId)) return [];
  const fields: FieldErrors = {};
  const delegate = states.delegate;
  if (command.delegateUserId === command.userId) fields.delegate = DELEGATION_MESSAGES.self;
  else if (!delegate?.exists || delegate.companyId !== command.companyId || delegate.archived) fields.delegate = DELEGATION_MESSAGES.member;
  if (!isDay(command.startsOn)) fields.startsOn = DELEGATION_MESSAGES.startsOn;
  if (!isDay(command.endsOn)) fields.endsOn = DELEGATION_MESSAGES.endsOn;
  else if (command.endsOn < today(command.now)) fields.endsOn = DELEGATION_MESSAGES.past;
  else if (isDay(command.startsOn) && command.endsOn < command.startsOn) fields.endsOn = DELEGATION_MESSAGES.order;
  refuseIfAny(fields);
  const overlaps = delegations.some((d) => d.userId === command.userId && d.startsOn <= command.endsOn && command.startsOn <= d.endsOn);
  if (overlaps) refuseIfAny({ startsOn: DELEGATION_MESSAGES.overlap });
  const { type: _, now, ...data } = command;
  return [{ type: 'ApprovalsDelegated', data: { ...data, at: now } }];
};

const evolve = (state: ApprovalDelegationsState, event: ApprovalDelegationEvent): ApprovalDelegationsState => {
  switch (event.type) {
    case 'ApprovalsDelegated': {
      const { delegationId, userId, delegateUserId, startsOn, endsOn } = event.data;
      return { delegations: [...state.delegations, { delegationId, userId, delegateUserId, startsOn, endsOn }] };
    }
    case 'ApprovalDelegationCancelled':
      return { delegations: state.delegations.filter((d) => d.delegationId !== event.data.delegationId) };
  }
};

/** The fold of `approval-delegations-<companyId>`; deciding goes through `decideDelegation` (it spans the delegate's stream). */
export const approvalDelegationsFold: Pick<Decider<ApprovalDelegationsState, never, ApprovalDelegationEvent>, 'initialState' | 'evolve'> = {
  initialState: () => ({ delegations: [] }),
  evolve,
};

/** The reviewers `delegateUserId` approves for on the day of `now` (no chains: only direct delegations). */
export const actingFor = (state: ApprovalDelegationsState, delegateUserId: string, now: string): string[] =>
  state.delegations.filter((d) => d.delegateUserId === delegateUserId && d.startsOn <= today(now) && today(now) <= d.endsOn).map((d) => d.userId);

/** The caller's own delegations that have not ended by `now`, soonest first. */
export const upcomingDelegations = (state: ApprovalDelegationsState, userId: string, now: string): Delegation[] =>
  state.delegations.filter((d) => d.userId === userId && d.endsOn >= today(now)).sort((a, b) => a.startsOn.localeCompare(b.startsOn));
