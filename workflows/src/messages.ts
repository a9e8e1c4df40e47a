// Temporal message definitions (updates, queries, signals) for clients such as the API: this entry
// point pulls in no worker, activity or command-handler code.
export { approvalStatusQuery, reviewUpdate, type ReviewerDecision, type ReviewResult } from './requests/messages';
export { reportTaskQueue, reportWorkflowId, reportWorkflowsPath, type ReportActivities, type ReportJob } from './reports/messages';
export { statementCloseWorkflowId, statementScheduleId, type StatementCloseInput } from './statements/messages';
export { accountingReconciliationScheduleId, accountingSyncScheduleId, accountingSyncWorkflowId, type AccountingApiActivities, type ExpenseReceipt } from './accounting/messages';
export { receiptReadWorkflowId, type ReceiptReadingActivities, type ReceiptReadInput } from './receipts/messages';
export { todoRemindersWorkflowId, todoSweepWorkflowId, type TodoReminderActivities, type TodoReminderInput, type TodoSweepInput } from './todo/messages';
