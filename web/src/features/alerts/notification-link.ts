import type { NotificationAction } from '../../generated/graphql';
import type { NotificationRow } from './operations';

export interface NotificationLink {
  to: string;
  label: string;
}

/** The request screen with the request marked (requests-page.tsx reads `request`). */
const requestLink = (id: string): NotificationLink => ({ to: `/alerts/requests?request=${encodeURIComponent(id)}`, label: 'View request' });

/** Actions about the company rather than one thing: the screen where it is done. */
const SCREENS: Partial<Record<NotificationAction, NotificationLink>> = {
  PAY_BALANCE: { to: '/transactions/payments', label: 'View payments' },
  REVIEW_RECONCILIATION: { to: '/settings/integrations', label: 'View integrations' },
  // The snapshot is downloaded where it was asked for (snapshot-export.tsx).
  DOWNLOAD_SNAPSHOT: { to: '/alerts/activity', label: 'View activity' },
};

/**
 * Where a notification leads: to what its action is about, on the app's own routes. A request's
 * notices open the request even when they also name its purchase or budget; others the most
 * particular thing they name (a transaction before its card, a card before its budget). Notices
 * made before their data was recorded still know their request.
 */
export const notificationLink = (n: Pick<NotificationRow, 'requestId' | 'budgetId' | 'notificationData'>): NotificationLink | null => {
  const d = n.notificationData;
  if (!d) return n.requestId ? requestLink(n.requestId) : n.budgetId ? { to: `/budgets/${n.budgetId}`, label: 'View budget' } : null;
  const request = d.budgetIncreaseId ?? d.reimbursementId;
  if (request && (d.definedAction === 'APPROVE_REQUEST' || d.definedAction === 'REQUEST_UPDATED')) return requestLink(request);
  const screen = SCREENS[d.definedAction];
  if (screen) return screen;
  if (d.transactionId) return { to: `/transactions/${d.transactionId}`, label: 'View transaction' };
  if (d.cardId) return { to: `/cards/${d.cardId}`, label: 'View card' };
  if (d.budgetId) return { to: `/budgets/${d.budgetId}`, label: 'View budget' };
  return request ? requestLink(request) : null;
};
