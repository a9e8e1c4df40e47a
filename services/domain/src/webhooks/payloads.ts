import { authorizationApproved, authorizationCleared } from '../transactions/events';
import { reimbursementReviewed } from '../reimbursements/events';
import type { WebhookTopic } from './rules';

/** A domain event as the event store recorded it (only what a webhook needs). */
export interface SourceEvent { id: string; type: string; data: unknown; createdAt: string }

/** What a webhook says about a domain event: no card number, no secret, amounts in cents. */
export interface WebhookMessage { eventType: WebhookTopic; companyId: string; occurredAt: string; data: Record<string, unknown> }

/**
 * The webhook message of a domain event, or null when it is not one a webhook reports:
 * AuthorizationApproved -> transactions.authorized, AuthorizationCleared -> transactions.cleared,
 * a final approval of a reimbursement -> reimbursements.approved.
 */
export const webhookMessageOf = (event: SourceEvent): WebhookMessage | null => {
  const raw = { type: event.type, data: event.data };
  switch (event.type) {
    case 'AuthorizationApproved': {
      const d = authorizationApproved.parse(raw).data;
      return {
        eventType: 'transactions.authorized', companyId: d.companyId, occurredAt: d.at,
        data: { transactionId: d.transactionId, cardId: d.cardId, budgetId: d.budgetId, userId: d.spenderId, amountCents: d.amountCents, currency: d.currency, merchantName: d.merchantName, mcc: d.mcc, authorizedAt: d.at },
      };
    }
    case 'AuthorizationCleared': {
      const d = authorizationCleared.parse(raw).data;
      return {
        eventType: 'transactions.cleared', companyId: d.companyId, occurredAt: d.at,
        data: { transactionId: d.transactionId, cardId: d.cardId, budgetId: d.budgetId, amountCents: d.amountCents, authorizedCents: d.authorizedCents, clearedAt: d.at },
      };
    }
    case 'ReimbursementReviewed': {
      const d = reimbursementReviewed.parse(raw).data;
      if (d.outcome !== 'APPROVED' || d.status !== 'APPROVED') return null;
      return {
        eventType: 'reimbursements.approved', companyId: d.companyId, occurredAt: d.reviewedAt,
        data: { reimbursementId: d.reimbursementId, requestorUserId: d.requestorUserId, approvedByUserId: d.reviewerUserId, approvedAt: d.reviewedAt },
      };
    }
    default:
      return null;
  }
};

/** The JSON body sent (Standard Webhooks shape: type, timestamp, data), fixed once so every attempt signs the same bytes. */
export const webhookBody = (message: WebhookMessage): string =>
  JSON.stringify({ type: message.eventType, timestamp: message.occurredAt, data: message.data });

/** Events after which a transaction may have become READY_TO_SYNC (its books complete under the company's rules). */
const READY_TRIGGERS = new Set(['AuthorizationApproved', 'AuthorizationCleared', 'ManualTransactionRecorded', 'TransactionCoded', 'TransactionSplit', 'ReceiptAttached']);

/**
 * The transaction whose readiness to sync this event may have changed, or null. READY_TO_SYNC is
 * computed by the transactions projection from the company's rules, so it is read there once the
 * projection has applied the event.
 */
export const readyToSyncCandidate = (event: SourceEvent): { companyId: string; transactionId: string } | null => {
  if (!READY_TRIGGERS.has(event.type)) return null;
  const data = event.data as { companyId?: unknown; transactionId?: unknown };
  return typeof data.companyId === 'string' && typeof data.transactionId === 'string' ? { companyId: data.companyId, transactionId: data.transactionId } : null;
};

