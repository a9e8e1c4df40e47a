import type { AuthorizationEvent } from '@spend/domain';
import type { Row } from './rows';
import { blankBooks } from './rows';

/** A card purchase's row after one of the authorizer's events (the ledger's money, never the books); its spend is `spendOfRow`. */
export const evolveCardRow = (row: Row | undefined, event: AuthorizationEvent, isSubscriptionCard: boolean): Row | undefined => {
  switch (event.type) {
    case 'AuthorizationApproved':
    case 'AuthorizationDeclined': {
      const d = event.data;
      const approved = event.type === 'AuthorizationApproved';
      return {
        ...blankBooks(),
        id: d.transactionId, company_id: d.companyId, card_id: d.cardId, budget_id: d.budgetId, spender_id: d.spenderId, merchant_name: d.merchantName,
        merchant_id: d.merchantId, mcc: d.mcc, amount_cents: d.amountCents, currency: d.currency, status: approved ? 'Pending' : 'Declined',
        is_reversed: false, declined_reason: approved ? null : event.data.message, initial_transaction_date: d.at, posted_on: null,
        authorization_id: d.authorizationId, authorized_cents: d.amountCents, hold_cents: event.type === 'AuthorizationApproved' ? event.data.holdCents ?? d.amountCents : 0, refunded_cents: 0, over_cleared_cents: 0, country: d.country, updated_at: d.at,
        is_subscription_card: isSubscriptionCard,
      };
    }
    case 'AuthorizationCleared':
      return row && {
        ...row, status: 'Posted', amount_cents: event.data.amountCents, over_cleared_cents: event.data.overClearedCents ?? 0, posted_on: event.data.at, updated_at: event.data.at,
      };
    case 'AuthorizationReversed':
      return row && { ...row, is_reversed: true, updated_at: event.data.at };
    case 'AuthorizationRefunded':
      return row && { ...row, refunded_cents: Number(row.refunded_cents ?? 0) + event.data.amountCents, updated_at: event.data.at };
  }
};
