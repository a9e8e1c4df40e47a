import type { AuditedEvent } from '../audit/events';

type Data<T extends AuditedEvent['type']> = Extract<AuditedEvent, { type: T }>['data'];

/** The ids a sample history refers to; the caller makes them (random uuids, or its seeded company's). */
export interface SampleIds {
  companyId: string;
  userId: string;
  otherUserId: string;
  budgetId: string;
  cardId: string;
  itemId: string;
  requestId: string;
  reimbursementId: string;
  snapshotId: string;
  transactionId: string;
  notificationId: string;
}

const AT = '2026-03-02T10:00:00.000Z';
const NO_CONTROLS = { dateRange: null, frequency: null, mcc: null };
// The books' reference data: fixed ids (no history here refers to them by another event).
const GL = '5f0c7c1e-6a8b-4d2e-9c1a-0b7e4d3a2f10';
const DELEGATION = '7a1d2c3e-4b5f-4a6b-8c7d-9e0f1a2b3c4d';
const PROJECT = '5f0c7c1e-6a8b-4d2e-9c1a-0b7e4d3a2f11';
const FIELD = '5f0c7c1e-6a8b-4d2e-9c1a-0b7e4d3a2f12';
const OPTION = '5f0c7c1e-6a8b-4d2e-9c1a-0b7e4d3a2f13';
const MILEAGE = '5f0c7c1e-6a8b-4d2e-9c1a-0b7e4d3a2f14';
const RUN = '5f0c7c1e-6a8b-4d2e-9c1a-0b7e4d3a2f15';
const HOOK = '5f0c7c1e-6a8b-4d2e-9c1a-0b7e4d3a2f16';
const DELIVERY = '5f0c7c1e-6a8b-4d2e-9c1a-0b7e4d3a2f17';

/**
 * One event of every domain event type, each valid for its schema: typed by the domain's own union,
 * so a new event type does not compile until it has a sample (and so a sentence test).
 */
export const sampleEvents = (ids: SampleIds): { [T in AuditedEvent['type']]: Data<T> } => {
  const { companyId, userId, otherUserId, budgetId, cardId, itemId, requestId, reimbursementId, snapshotId, transactionId } = ids;
  const purchase = {
    ledgerId: budgetId, authorizationId: 'auth-1', transactionId, companyId, at: AT, cardId, budgetId, spenderId: userId,
    amountCents: 1_250, currency: 'USD', merchantName: 'Blue Bottle', merchantId: null, mcc: '5814', country: 'US',
  };
  const followUp = { ledgerId: budgetId, authorizationId: 'auth-1', transactionId, companyId, at: AT, messageId: 'msg-1', cardId, budgetId, amountCents: 1_250 };
  const levels = [{ approverUserIds: [otherUserId] }];
  const reviewed = { level: 0, reviewerUserId: otherUserId, note: 'Fine by me.', status: 'APPROVED' as const, requestorUserId: userId, nextApproverUserIds: [], reviewedAt: AT };
  const bankTransaction = { transactionId: 'bank-txn-1', accountId: 'acc-1', amountCents: 4_200, merchantName: 'Office Depot', date: '2026-03-01' };
  return {
    CompanyCreated: { companyId, dbaName: 'Sample Co', parentCompanyId: null, isReseller: false, totalFunding: 10_000_000, createdAt: AT },
    CompanyFundingSet: { companyId, totalFunding: 2_000_000_000, at: AT },
    CompanyBudgetNumbersSet: { companyId, budgetNumbers: true, at: AT },
    CompanySettingsUpdated: { companyId, dbaName: 'Acme Holdings', flags: { isCMARequired: false }, at: AT },
    UserCreated: {
      userId: otherUserId, companyId, personId: otherUserId, authId: `auth|${otherUserId}`, email: 'dana.lee@sample.test',
      firstName: 'Dana', lastName: 'Lee', title: null, embossName: null, roles: ['Spender'], createdAt: AT,
    },
    UserUpdated: { userId: otherUserId, companyId, changes: { title: 'Controller' }, at: AT },
    UserRoleGranted: { userId: otherUserId, companyId, role: 'BudgetOwner', at: AT },
    UserRoleRevoked: { userId: otherUserId, companyId, role: 'BudgetOwner', at: AT },
    UserArchived: { userId: otherUserId, companyId, at: AT },
    UserUnarchived: { userId: otherUserId, companyId, at: AT },
    UserAvatarChanged: {
      userId: otherUserId, companyId, at: AT,
      avatar: { fileId: otherUserId, key: `avatars/${companyId}/${otherUserId}`, contentType: 'image/png', sizeBytes: 68, sha256: 'a'.repeat(64) },
    },
    UserProfileUpdated: {
      userId: otherUserId, companyId, at: AT, title: 'Controller',
      personal: { middleName: 'Ann', phoneNumber: '+15555550100', address: { address_line1: '1 Main St', address_line2: null, city: 'Springfield', state: 'IL', postal_code: '62701', country: 'USA' } },
    },
    UserSessionsEnded: { userId: otherUserId, companyId, reason: 'PASSWORD_CHANGED', at: AT },
    // A member of their own (ids of no one else): forgetting destroys their keys, and the others' names must stay.
    UserForgotten: { userId: '5f0c2d4e-8a1b-4c3d-9e2f-7a6b5c4d3e2f', companyId, personId: '6a1d3e5f-9b2c-4d4e-8f3a-8b7c6d5e4f3a', at: AT },
    EmailClaimed: { email: 'dana.lee@sample.test', personId: otherUserId },
    BudgetCreated: {
      budgetId, companyId, parentBudgetId: null, name: 'Marketing', color: '#abc', number: null, ownerUserId: userId, funding: 10_000_000,
      softLimit: 'None', overageValue: 0, currency: 'USD', startAt: AT, endAt: '2027-03-02T10:00:00.000Z', spenderUserIds: [], createdAt: AT,
    },
    BudgetUpdated: { budgetId, companyId, changes: { funding: 12_000_000 }, updatedAt: AT },
    BudgetArchived: { budgetId, companyId, at: AT },
    BudgetRestored: { budgetId, companyId, at: AT },
    BudgetSpendersConnected: { budgetId, companyId, userIds: [otherUserId], at: AT },
    BudgetSpendersDisconnected: { budgetId, companyId, userIds: [otherUserId], at: AT },
    NotificationsRead: { userId, companyId, notificationIds: [ids.notificationId], at: AT },
    AgreementAccepted: { userId, companyId, agreement: 'TERMS_OF_USE', acceptedAt: AT },
    CardCreated: {
      cardId, companyId, format: 'DIGITAL', isRechargeable: false, spenderUserId: userId, creatorUserId: userId, budgetId, shippingAddress: null,
      limitCents: 50_000, controls: NO_CONTROLS, last4: '4242', activated: true, createdAt: AT,
    },
    CardActivated: { cardId, companyId, at: AT },
    CardStatusChanged: { cardId, companyId, status: 'SUSPENDED', byUserId: userId, at: AT },
    CardDeleted: { cardId, companyId, at: AT },
    CardReissued: { cardId, companyId, last4: '1881', activated: true, at: AT },
    CardLimitChanged: { cardId, companyId, limitCents: 75_000, at: AT },
    CardFundsAdded: { cardId, companyId, amountCents: 5_000, limitCents: 80_000, at: AT },
    CardControlsSet: {
      cardId, companyId, at: AT,
      controls: { dateRange: { startDate: AT, endDate: '2026-04-02T10:00:00.000Z' }, frequency: { count: 3, period: 'WEEKLY' }, mcc: { mode: 'PERMITTED', codes: ['5814'] } },
    },
    CardSecretsRevealed: { cardId, companyId, byUserId: userId, at: AT },
    DataExported: { exportId: snapshotId, companyId, userId, exportKind: 'TRANSACTIONS_CSV', reference: null, at: AT },
    HistoryAnchored: { companyId, anchor: { position: '42', digest: 'a'.repeat(64), streams: 3 }, objectKey: `anchors/${companyId}/42.json`, retainUntil: AT, at: AT },
    HistoryRechained: { companyId, reason: 'pii:seal-existing', oldAnchor: { position: '42', digest: 'a'.repeat(64), streams: 3 }, newAnchor: { position: '42', digest: 'b'.repeat(64), streams: 3 }, rewritten: 2, at: AT },
    CardReceiptLockChanged: { cardId, companyId, locked: true, overdueTransactionIds: [transactionId], at: AT },
    AuthorizationApproved: purchase,
    AuthorizationDeclined: { ...purchase, reason: 'CARD_BLOCKED', message: 'The card is blocked.' },
    AuthorizationCleared: { ...followUp, authorizedCents: 1_250, amountCents: 1_400 },
    AuthorizationReversed: followUp,
    LedgerFundsSet: { ledgerId: budgetId, companyId, funding: 100_000, ceiling: 110_000, at: AT },
    FundsAllocated: { ledgerId: companyId, companyId, budgetId, cents: 110_000, at: AT },
    AuthorizationRefunded: followUp,
    TenantSnapshotRequested: { snapshotId, companyId, name: 'Q1 audit', startsAt: '2026-01-01T00:00:00.000Z', endsAt: '2026-03-31T00:00:00.000Z', fileName: 'q1-audit.json', requestedByUserId: userId, at: AT },
    TenantSnapshotCompleted: { snapshotId, companyId, name: 'Q1 audit', fileName: 'q1-audit.json', requestedByUserId: userId, eventCount: 42, bytes: 4_096, at: AT },
    BankItemLinked: {
      itemId, companyId, providerItemId: 'item-1', accessToken: 'sealed-token', institutionName: 'First Platypus Bank',
      accounts: [{ accountId: 'acc-1', name: 'Checking', mask: '0000' }], linkedByUserId: userId, at: AT,
    },
    BankItemArchived: { itemId, companyId, at: AT },
    BankItemRestored: { itemId, companyId, at: AT },
    BankTransactionsSynced: { itemId, companyId, fromCursor: null, cursor: 'cursor-1', added: [bankTransaction], modified: [], removed: [], at: AT },
    BudgetIncreaseRequested: { requestId, companyId, budgetId, requestorUserId: userId, amount: 2_000_000, reason: 'Trade show.', levels, requestedAt: AT },
    BudgetIncreaseReviewed: { requestId, companyId, outcome: 'APPROVED', ...reviewed },
    BudgetIncreaseReminded: { requestId, companyId, level: 0, approverUserIds: [otherUserId], remindedAt: AT },
    BudgetIncreaseCompleted: { requestId, companyId, budgetId, requestorUserId: userId, amount: 2_000_000, completedAt: AT },
    BudgetIncreaseFailed: { requestId, companyId, budgetId, requestorUserId: userId, amount: 2_000_000, reason: 'The budget is archived.', failedAt: AT },
    ApprovalsDelegated: { delegationId: DELEGATION, companyId, userId: otherUserId, delegateUserId: userId, startsOn: '2026-03-02', endsOn: '2026-03-13', at: AT },
    ApprovalDelegationCancelled: { delegationId: DELEGATION, companyId, userId: otherUserId, delegateUserId: userId, at: AT },
    ApprovalLevelsSet: { companyId, levels: [{ approver: 'BUDGET_OWNER', aboveCents: 0 }, { approver: 'ADMIN', aboveCents: 500_000 }], setAt: AT },
    ReimbursementRequested: { reimbursementId, companyId, requestorUserId: userId, title: 'Client dinner', note: null, amount: 8_000, transactionIds: [], levels, requestedAt: AT },
    ReimbursementReviewed: { reimbursementId, companyId, outcome: 'APPROVED', ...reviewed },
    ReimbursementReminded: { reimbursementId, companyId, level: 0, approverUserIds: [otherUserId], remindedAt: AT },
    ReimbursementPaid: { reimbursementId, companyId, requestorUserId: userId, amount: 8_000, paidOn: AT },
    GeneralLedgerCreated: { generalLedgerId: GL, companyId, name: 'Travel', code: '6100', description: null, type: 'Expense', category: null, at: AT },
    GeneralLedgerUpdated: { generalLedgerId: GL, companyId, name: 'Travel', code: null, description: 'Trips', type: 'Expense', category: 'Operations', at: AT },
    GeneralLedgerArchived: { generalLedgerId: GL, companyId, at: AT },
    GeneralLedgerAvailabilitySet: { generalLedgerId: GL, companyId, isEnabled: false, at: AT },
    ProjectCreated: { projectId: PROJECT, companyId, name: 'Apollo', at: AT },
    ProjectArchived: { projectId: PROJECT, companyId, at: AT },
    CustomFieldCreated: { customFieldId: FIELD, companyId, name: 'Cost centre', description: null, isRequired: true, isActive: true, options: [{ optionId: OPTION, name: 'North', archived: false }], at: AT },
    CustomFieldUpdated: { customFieldId: FIELD, companyId, name: 'Cost centre', description: 'Where', isRequired: false, isActive: true, options: [{ optionId: OPTION, name: 'North', archived: true }], at: AT },
    CustomFieldDeleted: { customFieldId: FIELD, companyId, at: AT },
    CodingRuleCreated: {
      ruleId: FIELD, companyId, name: 'Software', position: 1, conditions: { merchant: 'Figma', mcc: null, cardId: null, budgetId: null, memberId: null },
      outcome: { generalLedgerId: GL, projectId: null, customFieldValues: {} }, at: AT,
    },
    CodingRuleUpdated: {
      ruleId: FIELD, companyId, name: 'Software', position: 2, conditions: { merchant: null, mcc: '5734', cardId: null, budgetId: null, memberId: null },
      outcome: { generalLedgerId: null, projectId: PROJECT, customFieldValues: { [FIELD]: OPTION } }, at: AT,
    },
    CodingRuleDeleted: { ruleId: FIELD, companyId, at: AT },
    SavedViewCreated: { viewId: FIELD, companyId, ownerUserId: userId, name: 'Month end', shared: false, settings: { params: { completeness: 'INCOMPLETE' }, hiddenColumns: ['spender'] }, at: AT },
    SavedViewUpdated: { viewId: FIELD, companyId, name: 'Month end', shared: true, settings: { params: { completeness: 'INCOMPLETE' }, hiddenColumns: [] }, at: AT },
    SavedViewDeleted: { viewId: FIELD, companyId, at: AT },
    ManualTransactionRecorded: {
      transactionId, companyId, source: 'MANUAL', paymentType: 'CHECK', paymentMethodDetail: '1042', amountCents: 12_000, currency: 'USD', date: AT,
      vendor: 'Office Depot', description: null, budgetId, spenderId: otherUserId, createdByUserId: userId, at: AT,
    },
    TransactionCoded: { transactionId, companyId, generalLedgerId: requestId, notes: 'Team lunch', at: AT },
    TransactionSplit: { transactionId, companyId, lines: [{ amountCents: 750, generalLedgerId: null, projectId: null, budgetId }, { amountCents: 500, generalLedgerId: null, projectId: null, budgetId }], at: AT },
    TransactionLocked: { transactionId, companyId, at: AT },
    TransactionUnlocked: { transactionId, companyId, at: AT },
    TransactionSoftDeleted: { transactionId, companyId, at: AT },
    TransactionDeleted: { transactionId, companyId, at: AT },
    TransactionDisputed: { transactionId, companyId, disputeId: requestId, reasonId: 'DUPLICATE', notes: 'Charged twice.', at: AT },
    TransactionDisputeClosed: { transactionId, companyId, disputeId: requestId, at: AT },
    ReceiptAttached: { transactionId, companyId, fileId: snapshotId, fileName: 'receipt.pdf', contentType: 'application/pdf', sizeBytes: 20_480, sha256: 'a'.repeat(64), at: AT },
    ReceiptRemoved: { transactionId, companyId, fileId: snapshotId, at: AT },
    ReceiptRequested: { transactionId, companyId, spenderId: otherUserId, requestedByUserId: userId, merchant: 'Figma', amountCents: 4_200, at: AT },
    ReceiptReceived: { receiptId: snapshotId, companyId, userId: otherUserId, source: 'EMAIL', fileId: snapshotId, fileName: 'receipt.pdf', contentType: 'application/pdf', sizeBytes: 20_480, sha256: 'a'.repeat(64), at: AT },
    InboxReceiptAttached: { receiptId: snapshotId, companyId, userId: otherUserId, transactionId, at: AT },
    ReceiptRead: { receiptId: snapshotId, companyId, userId: otherUserId, method: 'PDF_TEXT', confidence: 1, failure: null, merchant: 'Blue Bottle Coffee', date: '2026-03-14', totalCents: 1_260, currency: 'USD', cardLast4: '4242', at: AT },
    ReceiptMatchSuggested: {
      receiptId: snapshotId, companyId, userId: otherUserId, sameTransactions: false, at: AT,
      candidates: [{ transactionId, why: { receiptTotalCents: 1_260, transactionAmountCents: 1_260, amount: 'EXACT', dayDifference: 0, merchantSimilarity: 0.4, cardLast4: null } }],
    },
    ReceiptDuplicateFlagged: { receiptId: snapshotId, companyId, userId: otherUserId, duplicateOfReceiptId: requestId, at: AT },
    ExpensePolicySet: {
      companyId, categoryLimits: [{ category: 'MEALS', perTransactionCents: 20_000, perDayCents: null }], mealLimitPerAttendeeCents: 7_500, blockedCategories: ['GAMBLING'],
      flagWeekends: true, workingHours: { start: 8, end: 19 }, timeZone: 'America/New_York', splitWindowMinutes: 15, flagMissingReceipts: true, at: AT,
    },
    PolicyOutcomeRecorded: {
      transactionId, companyId, budgetId, spenderId: userId, merchant: 'Trattoria', amountCents: 21_240, outcome: 'OUT_OF_POLICY',
      findings: [{ rule: 'MEAL_PER_ATTENDEE', outcome: 'OUT_OF_POLICY', message: '$212.40 for 2 attendees: $106.20 each, over the $75.00 meal limit' }], at: AT,
    },
    PolicyExplanationGiven: {
      transactionId, companyId, text: 'Client dinner with Globex; Dana approved it.', byUserId: userId,
      findings: [{ rule: 'MEAL_PER_ATTENDEE', outcome: 'OUT_OF_POLICY', message: '$212.40 for 2 attendees: $106.20 each, over the $75.00 meal limit' }], at: AT,
    },
    BooksPolicySet: { companyId, receiptRequiredAboveCents: 7_500, subscriptionReceiptsExempt: true, isProjectsEnabled: true, isInvoiceNumberEnabled: false, receiptLockDays: 30, at: AT },
    AccountTermsSet: { companyId, name: 'Acme card account', creditLimitCents: 5_000_000, cycle: 'MONTHLY', rebateBasisPoints: 150, paymentDueDays: 25, lateFeeCents: 0, at: AT },
    CardActivityPosted: { companyId, entries: [{ transactionId, kind: 'HOLD', cents: 1_250, at: AT }], at: AT },
    PaymentReceived: { companyId, paymentId: transactionId, amountCents: 10_000, paymentType: 'ACH', detail: '021000021', userId, at: AT },
    StatementClosed: {
      companyId, periodStart: '2026-02-01T00:00:00.000Z', periodEnd: '2026-03-01T00:00:00.000Z', startingBalance: 0, payments: 0, credits: 15, debits: 1_000, interest: 0, fees: 0,
      rebate: 15, rebateBasisPoints: 150, endingBalance: 985, transactionCount: 1, amountDue: 985, dueDate: '2026-03-26T00:00:00.000Z', at: AT,
    },
    AchPaymentInitiated: { companyId, paymentId: transactionId, bankItemId: companyId, bankAccountId: 'acc-0', bankAccountLabel: 'First Platypus Bank · Plaid Checking ••4100', amountCents: 10_000, userId, at: AT },
    AchPaymentReturned: { companyId, paymentId: transactionId, amountCents: 10_000, returnCode: 'R01', returnReason: 'Insufficient funds', restoredCents: 0, suspends: false, at: AT },
    PaymentMissed: { companyId, periodStart: '2026-02-01T00:00:00.000Z', amountDueCents: 985, dueDate: '2026-03-26T00:00:00.000Z', lateFeeCents: 0, at: AT },
    AccountReinstated: { companyId, at: AT },
    MileageSettingsSet: { companyId, mileageValue: 70, mileagePolicyUrl: 'https://example.test/mileage-policy.pdf', mileageGeneralLedgerId: GL, at: AT },
    MileageTripSubmitted: {
      mileageSubmissionId: MILEAGE, companyId, spenderId: otherUserId, date: '2026-03-01', from: 'Head office', to: 'Client site', miles: 12.5, purpose: 'Quarterly review',
      budgetId, rateCents: 70, amountCents: 875, generalLedgerId: GL, transactionId, reimbursementId, at: AT,
    },
    CodatCompanyCreated: { companyId, codatCompanyId: 'codat-co-1', name: 'Acme', at: AT },
    CodatConfigurationSet: { companyId, bankAccountId: 'acc-1000', supplierId: 'sup-1', customerId: null, at: AT },
    CodatConnectionCreated: { companyId, connectionId: 'conn-1', platformKey: 'gbol', platformName: 'QuickBooks Online', at: AT },
    CodatConnectionArchiveStatusSet: { companyId, connectionId: 'conn-1', archived: true, at: AT },
    CodatAccountMapped: { companyId, generalLedgerId: GL, accountId: 'acc-6000', at: AT },
    CodatAccountsProposed: { companyId, proposals: [{ generalLedgerId: GL, accountId: 'acc-6000' }], at: AT },
    CodatDataImported: {
      companyId, accounts: [{ accountId: 'acc-6000', generalLedgerId: GL, name: 'Travel', archived: false }],
      trackingCategories: [{ trackingCategoryId: 'cat-1', projectId: PROJECT, name: 'Apollo', archived: false }], customers: [{ customerId: 'cus-1', name: 'Contoso', archived: false }], at: AT,
    },
    TransactionSynced: { transactionId, companyId, runId: RUN, at: AT },
    TransactionAdjusted: { transactionId, companyId, adjustmentId: RUN, reason: 'AMOUNT', amountDeltaCents: -500, lines: [{ amountCents: -500, generalLedgerId: null, projectId: null }], userId: null, at: AT },
    AccountingEntriesRecorded: { companyId, runId: RUN, entries: [{ entryId: RUN, transactionId, period: '2026-03', amountCents: 500 }], at: AT },
    AccountingReconciled: { companyId, checkId: RUN, runId: null, periods: [{ period: '2026-03', ours: { count: 1, amountCents: 500 }, theirs: { count: 1, amountCents: 500 } }], matched: true, at: AT },
    TransactionAdjustmentSynced: { transactionId, companyId, adjustmentId: RUN, runId: RUN, at: AT },
    IntegrationRunStarted: { runId: RUN, companyId, kind: 'EXPENSES', at: AT },
    IntegrationRunLoaded: { runId: RUN, companyId, transactionIds: [transactionId], at: AT },
    IntegrationRunCompleted: { runId: RUN, companyId, syncedTransactionIds: [transactionId], failed: [], at: AT },
    IntegrationRunFailed: { runId: RUN, companyId, message: 'The accounting platform did not answer', at: AT },
    ApiClientCreated: { clientId: snapshotId, companyId, name: 'Books sync', access: 'READ_ONLY', secretSha256: 'a'.repeat(64), createdByUserId: userId, at: AT },
    ApiClientRevoked: { clientId: snapshotId, companyId, revokedByUserId: userId, at: AT },
    ApiClientTokenUsed: { tokenUseId: RUN, clientId: snapshotId, companyId, clientName: 'Books sync', tokenId: 'jti-1', issuedAt: AT, expiresAt: AT, operation: 'query Transactions', at: AT },
    WebhookEndpointRegistered: { companyId, endpointId: HOOK, url: 'https://hooks.example.com/spend', eventTypes: ['transactions.authorized'], secretId: RUN, at: AT },
    WebhookEndpointChanged: { companyId, endpointId: HOOK, url: 'https://hooks.example.com/v2', eventTypes: ['transactions.cleared'], at: AT },
    WebhookEndpointEnabledSet: { companyId, endpointId: HOOK, enabled: false, at: AT },
    WebhookSecretRotated: { companyId, endpointId: HOOK, secretId: DELIVERY, at: AT },
    WebhookEndpointDeleted: { companyId, endpointId: HOOK, at: AT },
    WebhookDeliveryScheduled: { deliveryId: DELIVERY, companyId, endpointId: HOOK, eventId: RUN, eventType: 'transactions.authorized', body: '{}', at: AT },
    WebhookDeliveryAttempted: { deliveryId: DELIVERY, companyId, endpointId: HOOK, attempt: 1, statusCode: 500, durationMs: 12, error: 'HTTP 500', outcome: 'RETRYING', at: AT },
    WebhookDeliveryResent: { deliveryId: DELIVERY, companyId, endpointId: HOOK, at: AT },
  };
};
