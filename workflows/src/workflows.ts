// Every workflow the worker runs (bundled from this file).
export * from './smoke/workflows';
export * from './requests/workflows';
export * from './snapshots/workflows';
export * from './bank/workflows';
export * from './statements/workflows';
export * from './account/workflows';
export * from './account/ach-workflow';
export * from './accounting/workflows';
export { reimbursementApprovalWorkflow } from './reimbursements/workflows';
export * from './webhooks/workflows';
export * from './history/workflows';
export * from './receipts/workflows';
export * from './todo/workflows';
