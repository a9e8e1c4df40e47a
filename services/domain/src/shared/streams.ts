/**
 * Stream names, one helper per aggregate (ARCHITECTURE 3: `<aggregate>-<id>`), so no code spells
 * a stream by hand. A ledger is a budget's funds pool (or a card's own, or the company's pool).
 */
export const streams = {
  company: (companyId: string) => `company-${companyId}`,
  /** The company's card account: credit line, statements, payments, rebates. */
  account: (companyId: string) => `account-${companyId}`,
  user: (userId: string) => `user-${userId}`,
  email: (normalizedEmail: string) => `email-${normalizedEmail}`,
  agreements: (userId: string) => `agreements-${userId}`,
  inbox: (userId: string) => `inbox-${userId}`,
  budget: (budgetId: string) => `budget-${budgetId}`,
  ledger: (budgetCardOrCompanyId: string) => `ledger-${budgetCardOrCompanyId}`,
  card: (cardId: string) => `card-${cardId}`,
  authorization: (authorizationId: string) => `authorization-${authorizationId}`,
  budgetIncrease: (requestId: string) => `budget-increase-${requestId}`,
  reimbursement: (reimbursementId: string) => `reimbursement-${reimbursementId}`,
  approvalLevels: (companyId: string) => `approval-levels-${companyId}`,
  approvalDelegations: (companyId: string) => `approval-delegations-${companyId}`,
  tenantSnapshot: (snapshotId: string) => `tenant-snapshot-${snapshotId}`,
  bankItem: (itemId: string) => `bank-item-${itemId}`,
  generalLedger: (generalLedgerId: string) => `general-ledger-${generalLedgerId}`,
  project: (projectId: string) => `project-${projectId}`,
  customField: (customFieldId: string) => `custom-field-${customFieldId}`,
  /** A coding rule (issue #27 item 4); the company's rules are ordered by their position. */
  codingRule: (ruleId: string) => `coding-rule-${ruleId}`,
  /** A member's saved view of /transactions (issue #27 item 7). */
  savedView: (viewId: string) => `saved-view-${viewId}`,
  /** A transaction's bookkeeping, keyed by the same id as its ledger side (ARCHITECTURE 12). */
  /** A receipt that arrived on its own (by mail) and waits in its member's inbox until attached. */
  receipt: (receiptId: string) => `receipt-${receiptId}`,
  bookkeeping: (transactionId: string) => `bookkeeping-${transactionId}`,
  booksPolicy: (companyId: string) => `books-policy-${companyId}`,
  /** A company's expense policy and a transaction's outcome under it (issue #27 item 5). */
  expensePolicy: (companyId: string) => `expense-policy-${companyId}`,
  policyOutcome: (transactionId: string) => `policy-outcome-${transactionId}`,
  mileageSettings: (companyId: string) => `mileage-settings-${companyId}`,
  mileage: (mileageSubmissionId: string) => `mileage-${mileageSubmissionId}`,
  /** The company's accounting integration (Codat company, configuration, connections). */
  accounting: (companyId: string) => `accounting-${companyId}`,
  integrationRun: (runId: string) => `integration-run-${runId}`,
  /** An OAuth client of the company's own tools (client credentials). */
  apiClient: (clientId: string) => `api-client-${clientId}`,
  /** One export of company data (issue #26 item 4): who took what out, recorded once. */
  dataExport: (exportId: string) => `data-export-${exportId}`,
  /** One API-client token's first use (issue #26 item 4), recorded once. */
  tokenUse: (tokenUseId: string) => `token-use-${tokenUseId}`,
  /** What the company's syncs entered on the platform, and the reconciliations of those totals. */
  accountingBooks: (companyId: string) => `accounting-books-${companyId}`,
  /** A company's webhook endpoints. */
  webhooks: (companyId: string) => `webhooks-${companyId}`,
  webhookDelivery: (deliveryId: string) => `webhook-delivery-${deliveryId}`,
} as const;
