import { describe, expect, it } from 'vitest';
import type { NotificationAction } from '../../generated/graphql';
import { notificationLink } from './notification-link';

const ids: Record<'cardId' | 'budgetId' | 'budgetIncreaseId' | 'transactionId' | 'reimbursementId', string | null> = { cardId: null, budgetId: null, budgetIncreaseId: null, transactionId: null, reimbursementId: null };
const withData = (definedAction: NotificationAction, named: Partial<typeof ids>) => ({
  requestId: named.budgetIncreaseId ?? named.reimbursementId ?? null,
  budgetId: named.budgetId ?? null,
  notificationData: { __typename: 'NotificationData' as const, amount: null, date: null, notifier: null, definedAction, ...ids, ...named },
});

describe('where a notification leads', () => {
  it("opens a request's notice at its request, even when it names the purchase and the budget", () => {
    expect(notificationLink(withData('APPROVE_REQUEST', { reimbursementId: 'r1', transactionId: 't1', budgetId: 'b1' }))).toEqual({ to: '/alerts/requests?request=r1', label: 'View request' });
    expect(notificationLink(withData('REQUEST_UPDATED', { budgetIncreaseId: 'i1', budgetId: 'b1' }))).toEqual({ to: '/alerts/requests?request=i1', label: 'View request' });
  });

  it('opens the most particular thing others name: the transaction, else the card, else the budget', () => {
    expect(notificationLink(withData('REVIEW_TRANSACTION', { transactionId: 't1', cardId: 'c1', budgetId: 'b1' }))).toEqual({ to: '/transactions/t1', label: 'View transaction' });
    expect(notificationLink(withData('REVIEW_CARD_ACCESS', { cardId: 'c1' }))).toEqual({ to: '/cards/c1', label: 'View card' });
    expect(notificationLink(withData('REVIEW_BUDGET', { budgetId: 'b1' }))).toEqual({ to: '/budgets/b1', label: 'View budget' });
  });

  it("opens the screen of a company-wide action, and a notice made before its data by its request or budget", () => {
    expect(notificationLink(withData('PAY_BALANCE', {}))?.to).toBe('/transactions/payments');
    expect(notificationLink(withData('REVIEW_RECONCILIATION', {}))?.to).toBe('/settings/integrations');
    expect(notificationLink({ requestId: 'r9', budgetId: 'b9', notificationData: null })?.to).toBe('/alerts/requests?request=r9');
    expect(notificationLink({ requestId: null, budgetId: 'b9', notificationData: null })?.to).toBe('/budgets/b9');
    expect(notificationLink({ requestId: null, budgetId: null, notificationData: null })).toBeNull();
  });
});
