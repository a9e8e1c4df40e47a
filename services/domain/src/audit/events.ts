import { agreementEvent } from '../agreements/events';
import { budgetEvent } from '../budgets/events';
import { cardEvent } from '../cards/events';
import { companyEvent } from '../companies/events';
import { memberEvent } from '../members/events';
import { notificationEvent } from '../notifications/events';
import { budgetIncreaseEvent } from '../requests/events';
import { approvalLevelsEvent } from '../requests/approval-levels';
import { reimbursementEvent } from '../reimbursements/events';
import { tenantSnapshotEvent } from '../snapshots/events';
import { bankEvent } from '../bank/events';
import { ledgerEvent } from '../transactions/events';

/** Every domain event type the auditor's history records, read from the capabilities' own unions so a new event type joins it. */
export const AUDITED_EVENT_TYPES: readonly string[] = [companyEvent, memberEvent, budgetEvent, notificationEvent, agreementEvent, cardEvent, ledgerEvent, tenantSnapshotEvent, bankEvent, budgetIncreaseEvent, approvalLevelsEvent, reimbursementEvent].flatMap(
  (union) => union.options.map((o) => o.shape.type.value as string),
);
