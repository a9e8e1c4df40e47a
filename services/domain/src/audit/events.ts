import type { z } from 'zod';
import { agreementEvent } from '../agreements/events';
import { budgetEvent } from '../budgets/events';
import { cardEvent } from '../cards/events';
import { companyEvent } from '../companies/events';
import { memberEvent } from '../members/events';
import { notificationEvent } from '../notifications/events';
import { budgetIncreaseEvent } from '../requests/events';
import { approvalLevelsEvent } from '../requests/approval-levels';
import { approvalDelegationEvent } from '../requests/delegation';
import { reimbursementEvent } from '../reimbursements/events';
import { tenantSnapshotEvent } from '../snapshots/events';
import { bankEvent } from '../bank/events';
import { ledgerEvent } from '../transactions/events';
import { codingEvent } from '../coding/events';
import { codingRuleEvent } from '../coding/coding-rule-events';
import { savedViewEvent } from '../transactions/saved-view-events';
import { bookkeepingEvent, booksPolicyEvent } from '../transactions/bookkeeping-events';
import { mileageEvent } from '../mileage/events';
import { accountEvent } from '../account/events';
import { accountingEvent, integrationRunEvent } from '../accounting/events';
import { apiClientEvent } from '../api-clients/events';
import { accountingBooksEvent } from '../accounting/books';
import { webhookDeliveryEvent, webhookEndpointEvent } from '../webhooks/events';
import { accessEvent } from '../access/events';
import { receiptEvent } from '../receipts/events';
import { expensePolicyEvent, policyOutcomeEvent } from '../policy/events';
import { historyChainEvent } from './history-chain';

const AUDITED_UNIONS = [companyEvent, memberEvent, budgetEvent, notificationEvent, agreementEvent, cardEvent, ledgerEvent, tenantSnapshotEvent, bankEvent, budgetIncreaseEvent, approvalLevelsEvent, approvalDelegationEvent, reimbursementEvent,
  codingEvent, codingRuleEvent, savedViewEvent, bookkeepingEvent, booksPolicyEvent, mileageEvent, accountEvent, accountingEvent, integrationRunEvent, apiClientEvent, accountingBooksEvent,
  webhookEndpointEvent, webhookDeliveryEvent, accessEvent, receiptEvent, historyChainEvent, expensePolicyEvent, policyOutcomeEvent] as const;

/** Every domain event, as the auditor's history records it. */
export type AuditedEvent = z.infer<(typeof AUDITED_UNIONS)[number]>;

/** Every domain event type the auditor's history records, read from the capabilities' own unions so a new event type joins it. */
export const AUDITED_EVENT_TYPES: readonly string[] = AUDITED_UNIONS.flatMap((union) => union.options.map((o) => o.shape.type.value as string));
