import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { BudgetModel } from '../budgets/resolvers';
import type { CompanyModel } from '../companies/resolvers';
import type { UserModel, PersonModel } from '../members/resolvers';
import type { NotificationModel } from '../notifications/resolvers';
import type { CardModel, TransactionControlModel } from '../cards/resolvers';
import type { BulkRow } from '../cards/bulk-funding';
import type { TransactionModel, SearchOptionsModel, ReceiptModel } from '../transactions/resolvers';
import type { BooksPolicyModel } from '../transactions/books-policy';
import type { HistoryEventModel } from '../audit/describe-rows';
import type { ApprovalRequestModel } from '../requests/load';
import type { Delegation } from '@spend/domain';
import type { MileageSubmissionModel } from '../mileage/resolvers';
import type { StatementModel, StatementTransactionModel } from '../statements/resolvers';
import type { CardSearchOptionsModel } from '../reference/cards';
import type { ApiContext } from '../shared/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** Integer cents (money is never a float). Serialized as a JSON number; always a safe integer. */
  Cents: { input: number; output: number; }
  /** An ISO-8601 UTC timestamp. */
  DateTime: { input: Date | string; output: Date | string; }
  /**
   * A money amount as the user typed it, in dollars with at most 2 decimals, as a string: "1250.50".
   * Parsed to integer cents without floating point.
   */
  Money: { input: string; output: string; }
};

/** The company's card account (stream account-<companyId>): credit line, balance and status (spec 4). */
export type Account = {
  __typename?: 'Account';
  /** Spec 3 Company accounts approvedCreditLineAmount, integer cents. */
  approvedCreditLineAmount: Scalars['Cents']['output'];
  /** Credit line less balance less pending. */
  available: Scalars['Cents']['output'];
  /** Posted purchases and fees less refunds, rebates and payments. */
  balance: Scalars['Cents']['output'];
  balanceState: BalanceState;
  billingCycle: BillingCycle;
  /** The APR in basis points on what a statement still asks for after its due date (0 for none). */
  interestBasisPoints: Scalars['Int']['output'];
  lateFee: Scalars['Cents']['output'];
  /** Spec 3 Company accounts name. */
  name: Scalars['String']['output'];
  paymentDueDays: Scalars['Int']['output'];
  /** Holds of approved purchases not yet posted. */
  pending: Scalars['Cents']['output'];
  rebateBasisPoints: Scalars['Int']['output'];
  status: AccountStatus;
};

/** Spec 7 account payment due: what the last statement still asks for, by when; beside everything owed. */
export type AccountPaymentDue = {
  __typename?: 'AccountPaymentDue';
  /** Payment due: what is still owed of the last statement's amount due (it falls with each payment). */
  amount: Scalars['Cents']['output'];
  /** Balance owed: everything posted, statements closed and open (purchases since the last statement too). */
  balanceOwed: Scalars['Cents']['output'];
  dueDate?: Maybe<Scalars['DateTime']['output']>;
  /** Interest accrued on the amount due since its due date, charged by the next statement. */
  interestAccrued: Scalars['Cents']['output'];
  /** Paid against it so far. */
  paid: Scalars['Cents']['output'];
  /** ACH payments sent and not yet settled: not off the balance (nor the amount due) until they settle. */
  pendingPayments: Scalars['Cents']['output'];
  /** What the last statement asked for when it closed. */
  statementAmount: Scalars['Cents']['output'];
  /** The last statement's period start; null before the first statement. */
  statementPeriodStart?: Maybe<Scalars['DateTime']['output']>;
  status: AccountStatus;
};

export type AccountStatus =
  | 'ACTIVE'
  | 'CLOSED'
  | 'ONBOARDING'
  | 'SUSPENDED';

export type AccountTermsInput = {
  /** Integer cents, 0 or more; a fraction is refused with the field's message. */
  approvedCreditLineAmount: Scalars['Float']['input'];
  billingCycle: BillingCycle;
  /** The APR in basis points, 0 to 10,000; left out, the account keeps its rate. */
  interestBasisPoints?: InputMaybe<Scalars['Int']['input']>;
  /** Integer cents, 0 or more. */
  lateFee: Scalars['Float']['input'];
  name: Scalars['String']['input'];
  /** 1 to 60. */
  paymentDueDays: Scalars['Int']['input'];
  /** 0 to 10,000. */
  rebateBasisPoints: Scalars['Int']['input'];
};

/** An accounting connection (spec 3: connection with sync status); archiving unlinks it on the platform. */
export type AccountingConnection = {
  __typename?: 'AccountingConnection';
  archived: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  platformKey: Scalars['String']['output'];
  platformName: Scalars['String']['output'];
  /** The state of the company's latest integration run; null before the first. */
  syncStatus?: Maybe<SyncRunState>;
};

/** A comparison of our synced totals (adjustments included) with the accounting platform's, after a sync run or by the daily check. */
export type AccountingReconciliation = {
  __typename?: 'AccountingReconciliation';
  checkedAt: Scalars['DateTime']['output'];
  difference: ReconciliationTotals;
  id: Scalars['ID']['output'];
  matched: Scalars['Boolean']['output'];
  ours: ReconciliationTotals;
  periods: Array<ReconciliationPeriod>;
  /** The run it followed; null for the daily check. */
  runId?: Maybe<Scalars['ID']['output']>;
  theirs: ReconciliationTotals;
};

/** Spec 3 Address; the supported country is the USA. */
export type Address = {
  __typename?: 'Address';
  address_line1: Scalars['String']['output'];
  address_line2?: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  country: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** ZIP or ZIP+4. */
  postal_code: Scalars['String']['output'];
  /** A US state or territory code (USPS), e.g. IL, PR. */
  state: Scalars['String']['output'];
};

export type AddressInput = {
  address_line1?: InputMaybe<Scalars['String']['input']>;
  address_line2?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  /** USA (the default and the only one supported). */
  country?: InputMaybe<Scalars['String']['input']>;
  postal_code?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
};

export type AdjustmentReason =
  /** A refund, reversal or clearing change that posted after the transaction synced. */
  | 'AMOUNT'
  /** An accountant moved the synced amount to another GL code or project. */
  | 'CODING';

/** Spec 4 sync state of an adjustment: READY_TO_SYNC until the platform has it, then SYNCED. */
export type AdjustmentSyncState =
  | 'READY_TO_SYNC'
  | 'SYNCED';

export type AgreementStatus = {
  __typename?: 'AgreementStatus';
  /** When the signed-in member accepted it; null while not accepted. */
  acceptedOn?: Maybe<Scalars['DateTime']['output']>;
  required: Scalars['Boolean']['output'];
};

/** An OAuth client (client credentials) of the company's own tools; its tokens act in this company only. */
export type ApiClient = {
  __typename?: 'ApiClient';
  access: ApiClientAccess;
  createdAt: Scalars['DateTime']['output'];
  /** The OAuth client_id. */
  id: Scalars['ID']['output'];
  /** When its token last called the API (to the minute); null if never. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The scopes it may ask for: api:read, and api:write for a read-write client. */
  scopes: Array<Scalars['String']['output']>;
  status: ApiClientStatus;
};

/** What an API client may do: READ_ONLY tokens are refused every mutation. */
export type ApiClientAccess =
  | 'READ_ONLY'
  | 'READ_WRITE';

export type ApiClientStatus =
  | 'ACTIVE'
  /** Its tokens are refused, even those issued before. */
  | 'REVOKED';

/**
 * A reviewer's approvals delegated while they are away: on these days (UTC, both included) the delegate
 * approves what waits for them, and the history records that the delegate acted on their behalf.
 */
export type ApprovalDelegation = {
  __typename?: 'ApprovalDelegation';
  /** Who approves in their place. */
  delegate?: Maybe<User>;
  /** Last day away, YYYY-MM-DD. */
  endsOn: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** First day away, YYYY-MM-DD. */
  startsOn: Scalars['String']['output'];
  /** Who is away. */
  user?: Maybe<User>;
};

export type ApprovalDelegationCreateInput = {
  /** An active member of the caller's company, not the caller. */
  delegate: ConnectOne;
  endsOn: Scalars['String']['input'];
  startsOn: Scalars['String']['input'];
};

/** One level of the company's approval chain (/settings/approval-levels); it applies to amounts above `above`. */
export type ApprovalLevel = {
  __typename?: 'ApprovalLevel';
  /** Integer cents; 0: every amount. */
  above: Scalars['Cents']['output'];
  approver: Approver;
};

export type ApprovalLevelInput = {
  /** Dollars as typed, e.g. "1000"; empty or absent: every amount. */
  above?: InputMaybe<Scalars['Money']['input']>;
  approver: Approver;
};

/** A budget increase request or a reimbursement as /alerts/requests lists it. */
export type ApprovalRequest = {
  __typename?: 'ApprovalRequest';
  /** Integer cents. */
  amount: Scalars['Cents']['output'];
  /** Who may review the level waiting; empty once decided. */
  approvers: Array<User>;
  budget?: Maybe<Budget>;
  /** Whether the caller reviews the level waiting. */
  canReview: Scalars['Boolean']['output'];
  category?: Maybe<ReimbursementCategory>;
  createdAt: Scalars['DateTime']['output'];
  /** A reimbursement's expense day (YYYY-MM-DD), merchant and category; null for an increase (and older reimbursements). */
  expenseDate?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: ApprovalRequestKind;
  /** The level waiting (0-based), and how many there are. */
  level: Scalars['Int']['output'];
  levelCount: Scalars['Int']['output'];
  merchant?: Maybe<Scalars['String']['output']>;
  /** The away reviewer the caller would approve this request for (a delegation in force today); null when the caller is the approver or none. */
  onBehalfOf?: Maybe<User>;
  /** The increase's reason or the reimbursement's note. */
  reason?: Maybe<Scalars['String']['output']>;
  requestor?: Maybe<User>;
  respondedOn?: Maybe<Scalars['DateTime']['output']>;
  /** The latest reviewer's note. */
  review?: Maybe<Scalars['String']['output']>;
  reviewer?: Maybe<User>;
  status: RequestStatus;
  /** The reimbursement's title; for an increase, its budget's name. */
  title: Scalars['String']['output'];
};

export type ApprovalRequestKind =
  | 'BUDGET_INCREASE'
  | 'REIMBURSEMENT';

export type ApprovalRequestWhereInput = {
  kind?: InputMaybe<ApprovalRequestKind>;
  status?: InputMaybe<RequestStatus>;
  /** Only those the caller reviews now. */
  toReview?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Who approves a level: the owner of the budget the request is on (where it has none, or asked itself: the admins), or the company's admins. */
export type Approver =
  | 'ADMIN'
  | 'BUDGET_OWNER';

/** Something an auditor can filter the history by, found by its name. */
export type AuditSubject = {
  __typename?: 'AuditSubject';
  id: Scalars['ID']['output'];
  kind: AuditSubjectKind;
  /** A budget's or member's name; a card as its holder's card ending in its last four digits. */
  name: Scalars['String']['output'];
};

export type AuditSubjectKind =
  | 'BUDGET'
  | 'CARD'
  | 'MEMBER';

/** Coded fields a rule or the company's history set and no person has changed since; a person can undo them. */
export type AutomaticCoding = {
  __typename?: 'AutomaticCoding';
  /** A suggestion's basis: how many earlier transactions at the merchant were coded so. */
  basedOnTransactions?: Maybe<Scalars['Int']['output']>;
  /** generalLedgerId, projectId or a custom field's id. */
  fields: Array<Scalars['String']['output']>;
  kind: CodingSourceKind;
  /** The rule, when a rule coded it. */
  ruleId?: Maybe<Scalars['ID']['output']>;
  ruleName?: Maybe<Scalars['String']['output']>;
};

/** The sidebar's red badges (spec 2.3). */
export type BadgeCounts = {
  __typename?: 'BadgeCounts';
  /** Transactions missing a receipt, category or other required detail. */
  incompleteTransactions: Scalars['Int']['output'];
  /** Things waiting on the signed-in member: their to-do (todo.graphql). */
  todo: Scalars['Int']['output'];
  unreadAlerts: Scalars['Int']['output'];
};

export type BalanceState =
  | 'BLOCKED'
  | 'CLOSED'
  | 'OPEN';

export type BankPaymentInput = {
  /** Integer cents, greater than 0 and at most the balance owed less the payments still pending. */
  amount: Scalars['Float']['input'];
  bankAccountId: Scalars['ID']['input'];
  /** A bank connection of the caller's company (plaidItems) and one of its accounts. */
  bankItemId: Scalars['ID']['input'];
};

export type BatchPayload = {
  __typename?: 'BatchPayload';
  count: Scalars['Int']['output'];
};

export type BillingCycle =
  | 'MONTHLY'
  | 'SEMI_MONTHLY'
  | 'WEEKLY';

/** A company's books policy: what makes a transaction complete. */
export type BooksPolicy = {
  __typename?: 'BooksPolicy';
  isInvoiceNumberEnabled: Scalars['Boolean']['output'];
  isProjectsEnabled: Scalars['Boolean']['output'];
  /** Days a purchase may go without its required receipt before the card is locked; null: never. */
  receiptLockDays?: Maybe<Scalars['Int']['output']>;
  /** Receipts are required above this amount; null: never. */
  receiptRequiredAbove?: Maybe<Scalars['Cents']['output']>;
  /** Active, required custom fields: each needs a value. */
  requiredCustomFieldIds: Array<Scalars['ID']['output']>;
  /** Purchases on subscription cards need no receipt. */
  subscriptionReceiptsExempt: Scalars['Boolean']['output'];
};

export type BooksPolicyInput = {
  isInvoiceNumberEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  isProjectsEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  receiptLockDays?: InputMaybe<Scalars['Int']['input']>;
  /** Dollars, e.g. "75.00"; null: receipts never required. */
  receiptRequiredAbove?: InputMaybe<Scalars['Money']['input']>;
  subscriptionReceiptsExempt?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The first thing a history check found wrong, in position order. */
export type BrokenHistoryLink = {
  __typename?: 'BrokenHistoryLink';
  /** The event's stream, e.g. budget-<id> (null for ANCHOR). */
  aggregate?: Maybe<Scalars['String']['output']>;
  /** LINK: the hash recomputed from the stream's previous event and this one as stored; ANCHOR: the anchored digest. */
  expected?: Maybe<Scalars['String']['output']>;
  kind: HistoryBreakKind;
  /** The event's global position; for ANCHOR, the anchor's. */
  position: Scalars['String']['output'];
  revision?: Maybe<Scalars['Int']['output']>;
  /** LINK: the hash the event carries (null when none); ANCHOR: the digest the stored history gives. */
  stored?: Maybe<Scalars['String']['output']>;
  type?: Maybe<Scalars['String']['output']>;
};

/**
 * A budget of the caller's company.
 *
 * Money: amounts come IN as `Money` (the dollars the user typed, e.g. "1250.50"; spec 9 "other amounts
 * are converted x100") and are converted to integer cents by the domain's decimal parser, never through
 * floating point. Amounts go OUT as `Cents` (a JSON integer, always a safe integer): `funding: 125050`
 * means $1,250.50. The client formats them (USD, 2 decimals, k/m/b abbreviations).
 */
export type Budget = {
  __typename?: 'Budget';
  active: Scalars['Boolean']['output'];
  /** Sum of the sub-budgets' funding, integer cents. */
  budgeted: Scalars['Cents']['output'];
  children: Array<Budget>;
  color: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  end_at: Scalars['DateTime']['output'];
  /** Integer cents. */
  funding: Scalars['Cents']['output'];
  /** Funds figures (spec 3); spend within dateRange when given, else all time. */
  funds: BudgetFunds;
  id: Scalars['ID']['output'];
  /** Increase requests of this budget, newest first: all for admin readers and its owners, else the caller's own. */
  increaseRequests: Array<BudgetIncreaseRequest>;
  name: Scalars['String']['output'];
  number?: Maybe<Scalars['String']['output']>;
  /** Cents when soft_limit is Amount, whole percent when Percentage, 0 when None. */
  overage_value: Scalars['Cents']['output'];
  owner?: Maybe<User>;
  ownerUserId?: Maybe<Scalars['ID']['output']>;
  parent?: Maybe<Budget>;
  parentBudgetId?: Maybe<Scalars['ID']['output']>;
  /** Parents, top level first. */
  parents: Array<BudgetParent>;
  /** Total spent as a percent of the funding (may exceed 100). */
  percentage: Scalars['Float']['output'];
  soft_limit: SoftLimit;
  /** Empty unless the caller reads all budgets or owns this one (or one above it). */
  spenderIds: Array<Scalars['ID']['output']>;
  /** Empty unless the caller reads all budgets or owns this one (or one above it). */
  spenders: Array<User>;
  spendersCount: Scalars['Int']['output'];
  /** Total spent (own and sub-budgets'), integer cents. */
  spent: Scalars['Cents']['output'];
  start_at: Scalars['DateTime']['output'];
  /** Spend per spender on this budget and its sub-budgets, largest first (same visibility as spenders); with spenderId, only that spender's line (none when they spent nothing). */
  topSpenders: Array<BudgetTopSpender>;
  updatedAt: Scalars['DateTime']['output'];
};


/**
 * A budget of the caller's company.
 *
 * Money: amounts come IN as `Money` (the dollars the user typed, e.g. "1250.50"; spec 9 "other amounts
 * are converted x100") and are converted to integer cents by the domain's decimal parser, never through
 * floating point. Amounts go OUT as `Cents` (a JSON integer, always a safe integer): `funding: 125050`
 * means $1,250.50. The client formats them (USD, 2 decimals, k/m/b abbreviations).
 */
export type BudgetFundsArgs = {
  dateRange?: InputMaybe<DateRangeInput>;
};


/**
 * A budget of the caller's company.
 *
 * Money: amounts come IN as `Money` (the dollars the user typed, e.g. "1250.50"; spec 9 "other amounts
 * are converted x100") and are converted to integer cents by the domain's decimal parser, never through
 * floating point. Amounts go OUT as `Cents` (a JSON integer, always a safe integer): `funding: 125050`
 * means $1,250.50. The client formats them (USD, 2 decimals, k/m/b abbreviations).
 */
export type BudgetIncreaseRequestsArgs = {
  status?: InputMaybe<RequestStatus>;
};


/**
 * A budget of the caller's company.
 *
 * Money: amounts come IN as `Money` (the dollars the user typed, e.g. "1250.50"; spec 9 "other amounts
 * are converted x100") and are converted to integer cents by the domain's decimal parser, never through
 * floating point. Amounts go OUT as `Cents` (a JSON integer, always a safe integer): `funding: 125050`
 * means $1,250.50. The client formats them (USD, 2 decimals, k/m/b abbreviations).
 */
export type BudgetPercentageArgs = {
  dateRange?: InputMaybe<DateRangeInput>;
};


/**
 * A budget of the caller's company.
 *
 * Money: amounts come IN as `Money` (the dollars the user typed, e.g. "1250.50"; spec 9 "other amounts
 * are converted x100") and are converted to integer cents by the domain's decimal parser, never through
 * floating point. Amounts go OUT as `Cents` (a JSON integer, always a safe integer): `funding: 125050`
 * means $1,250.50. The client formats them (USD, 2 decimals, k/m/b abbreviations).
 */
export type BudgetSpentArgs = {
  dateRange?: InputMaybe<DateRangeInput>;
};


/**
 * A budget of the caller's company.
 *
 * Money: amounts come IN as `Money` (the dollars the user typed, e.g. "1250.50"; spec 9 "other amounts
 * are converted x100") and are converted to integer cents by the domain's decimal parser, never through
 * floating point. Amounts go OUT as `Cents` (a JSON integer, always a safe integer): `funding: 125050`
 * means $1,250.50. The client formats them (USD, 2 decimals, k/m/b abbreviations).
 */
export type BudgetTopSpendersArgs = {
  dateRange?: InputMaybe<DateRangeInput>;
  spenderId?: InputMaybe<Scalars['ID']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};

/** A budget as it was at a past moment, folded from its events. */
export type BudgetAsOf = {
  __typename?: 'BudgetAsOf';
  active: Scalars['Boolean']['output'];
  at: Scalars['DateTime']['output'];
  budgetId: Scalars['ID']['output'];
  /** How many of the budget's events were applied. */
  eventsApplied: Scalars['Int']['output'];
  exists: Scalars['Boolean']['output'];
  funding: Scalars['Cents']['output'];
  name: Scalars['String']['output'];
  ownerUserId?: Maybe<Scalars['ID']['output']>;
};

export type BudgetCreateInput = {
  /** 3- or 6-digit hex; anything else gets a palette colour. */
  color?: InputMaybe<Scalars['String']['input']>;
  /** Must be the caller's company when given. */
  company?: InputMaybe<ConnectOne>;
  /** Dollars as typed, e.g. "1250.50": at most 2 decimals, above 0. */
  funding: Scalars['Money']['input'];
  name: Scalars['String']['input'];
  number?: InputMaybe<Scalars['String']['input']>;
  overage_value?: InputMaybe<Scalars['Money']['input']>;
  owner?: InputMaybe<ConnectOne>;
  parentBudget?: InputMaybe<ConnectOne>;
  soft_limit?: InputMaybe<SoftLimit>;
  spenders?: InputMaybe<ConnectMany>;
};

/** Funds figures of a budget (spec 3), integer cents. available = funding - budgeted - directSpent; budgeted is what the sub-budgets take: their funding plus their allowed overage. */
export type BudgetFunds = {
  __typename?: 'BudgetFunds';
  available: Scalars['Cents']['output'];
  budgeted: Scalars['Cents']['output'];
  directSpent: Scalars['Cents']['output'];
  /** Own spend plus every sub-budget's. */
  totalSpent: Scalars['Cents']['output'];
};

/** A budget increase request (spec 3); reviewers answer it with updateOneBudgetIncreaseRequest (approval workflow). */
export type BudgetIncreaseRequest = {
  __typename?: 'BudgetIncreaseRequest';
  /** Integer cents. */
  amount: Scalars['Cents']['output'];
  budget?: Maybe<Budget>;
  budgetId: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  reason: Scalars['String']['output'];
  requestor?: Maybe<User>;
  /** The latest reviewer's note. */
  review?: Maybe<Scalars['String']['output']>;
  reviewer?: Maybe<User>;
  status: RequestStatus;
  updatedAt: Scalars['DateTime']['output'];
};

export type BudgetIncreaseRequestCreateInput = {
  /** Dollars as typed, e.g. "250.50": at most 2 decimals, above 0. */
  amount: Scalars['Money']['input'];
  budget: ConnectOne;
  reason: Scalars['String']['input'];
};

export type BudgetIncreaseRequestWhereInput = {
  budgetId?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<RequestStatus>;
};

/** A budget as the selectors show it (spec 2.4): name and path of parent names. */
export type BudgetOption = {
  __typename?: 'BudgetOption';
  active: Scalars['Boolean']['output'];
  /** 0 for a top budget. */
  depth: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  parentBudgetId?: Maybe<Scalars['ID']['output']>;
  /** Parent names, top level first. */
  parentNames: Array<Scalars['String']['output']>;
  /** Parent names joined by " / "; null for a top budget (shown as Top Level). */
  path?: Maybe<Scalars['String']['output']>;
};

/**
 * Options the web client sends with budget calls (spec 7): `dateRange` bounds the spend figures
 * (funds, spent, percentage, topSpenders) of the budget the mutation returns.
 */
export type BudgetOptionsInput = {
  dateRange?: InputMaybe<DateRangeInput>;
};

export type BudgetOrderByInput = {
  field: BudgetSortField;
  order: SortOrder;
};

export type BudgetPage = {
  __typename?: 'BudgetPage';
  count: Scalars['Int']['output'];
  items: Array<Budget>;
};

export type BudgetParent = {
  __typename?: 'BudgetParent';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  parentId?: Maybe<Scalars['ID']['output']>;
};

export type BudgetSortField =
  | 'createdAt'
  | 'funding'
  | 'name';

export type BudgetSpenderPage = {
  __typename?: 'BudgetSpenderPage';
  count: Scalars['Int']['output'];
  items: Array<User>;
};

export type BudgetTopSpender = {
  __typename?: 'BudgetTopSpender';
  /** Integer cents. */
  amount: Scalars['Cents']['output'];
  user: User;
};

/** Only the fields given change (spec 7). */
export type BudgetUpdateInput = {
  /** Dollars as typed, e.g. "2000" or "12.50". */
  funding?: InputMaybe<Scalars['Money']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** null clears the number. */
  number?: InputMaybe<Scalars['String']['input']>;
  overage_value?: InputMaybe<OverageSetInput>;
  /** Changing the owner needs the budget-settings permission. */
  owner?: InputMaybe<ConnectOne>;
  /** Moves the budget (needs the budget-settings permission): connect a new parent, or disconnect to make it a top budget. */
  parentBudget?: InputMaybe<ParentBudgetUpdateInput>;
  soft_limit?: InputMaybe<SoftLimit>;
  spenders?: InputMaybe<SpendersUpdateInput>;
};

export type BudgetWhereInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only these budgets (the multi-select filter); ids that name no budget match nothing. */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Case-insensitive substring of the name. */
  name?: InputMaybe<Scalars['String']['input']>;
  ownerUserId?: InputMaybe<Scalars['ID']['input']>;
  parentBudgetId?: InputMaybe<Scalars['ID']['input']>;
  /** Case-insensitive substring of the name or of the path of parent names (spec 5, budget selector). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** true: only top-level budgets. */
  topLevel?: InputMaybe<Scalars['Boolean']['input']>;
};

/** One row of the bulk card-funding CSV, as checked. */
export type BulkCardRow = {
  __typename?: 'BulkCardRow';
  amount: Scalars['Cents']['output'];
  /** The rechargeable card loaded; for a NEW row, the card created (once applied). */
  card?: Maybe<Card>;
  email: Scalars['String']['output'];
  /** The CSV row number (the header is row 1). */
  row: Scalars['Int']['output'];
  user?: Maybe<User>;
};

export type BulkCardsCheck = {
  __typename?: 'BulkCardsCheck';
  /** Whether the rows were applied (only when asked and the file has no errors). */
  applied: Scalars['Boolean']['output'];
  creates: Array<BulkCardRow>;
  errors: Array<Scalars['String']['output']>;
  updates: Array<BulkCardRow>;
};

/** A payment instrument. No secrets here: see cardSecrets. */
export type Card = {
  __typename?: 'Card';
  activated: Scalars['Boolean']['output'];
  assigned_on: Scalars['DateTime']['output'];
  balance: CardBalance;
  budgets: Array<Budget>;
  card_format: CardFormat;
  /** Digital, Physical, Subscription or Rechargeable. */
  card_type: CardKind;
  company: Company;
  createdAt: Scalars['DateTime']['output'];
  creator?: Maybe<User>;
  format: CardFormat;
  id: Scalars['ID']['output'];
  isRechargeable: Scalars['Boolean']['output'];
  last4Digits: Scalars['String']['output'];
  /** Locked by the books policy (receiptLockDays): a purchase's required receipt is overdue. Attaching it unlocks the card; its status is unchanged. */
  receiptLocked: Scalars['Boolean']['output'];
  /** The purchases whose overdue receipts locked the card (those the caller may see); empty when it is not locked. */
  receiptsMissing: Array<Transaction>;
  shippingAddress?: Maybe<ShippingAddressOption>;
  shouldLinkBudget: Scalars['Boolean']['output'];
  spender?: Maybe<User>;
  spender_id?: Maybe<Scalars['ID']['output']>;
  status: CardStatus;
  /** Spend in the current calendar month (UTC), integer cents. */
  totalTransactionAmount: Scalars['Cents']['output'];
  transactionControl: TransactionControl;
  type: CardKind;
};

/** A card as it was at a past moment, folded from its events. */
export type CardAsOf = {
  __typename?: 'CardAsOf';
  activated: Scalars['Boolean']['output'];
  at: Scalars['DateTime']['output'];
  budgetId?: Maybe<Scalars['ID']['output']>;
  cardId: Scalars['ID']['output'];
  deleted: Scalars['Boolean']['output'];
  eventsApplied: Scalars['Int']['output'];
  exists: Scalars['Boolean']['output'];
  last4: Scalars['String']['output'];
  limitCents: Scalars['Cents']['output'];
  spenderUserId?: Maybe<Scalars['ID']['output']>;
  status: Scalars['String']['output'];
};

/** Money on a card, in integer cents. A limit applies to the calendar month (UTC); a rechargeable card's balance to all its spend. */
export type CardBalance = {
  __typename?: 'CardBalance';
  available: Scalars['Cents']['output'];
  /** The spend limit; for a rechargeable card, the amount loaded. */
  limit: Scalars['Cents']['output'];
  since: Scalars['DateTime']['output'];
  /** Spent since `since`: this month, or since issue for a rechargeable card. */
  spent: Scalars['Cents']['output'];
};

/** A card network (the card company) of the company's Spend cards, known from the BIN. */
export type CardCompany = {
  __typename?: 'CardCompany';
  cardCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type CardCreateInput = {
  budgets?: InputMaybe<ConnectMany>;
  /** The spend-controls date range (same as transactionControl.dateRange). */
  dateRange?: InputMaybe<SpendControlDateRangeInput>;
  /** Required for a rechargeable card. */
  format?: InputMaybe<RechargeableFormat>;
  isRechargeable?: InputMaybe<Scalars['Boolean']['input']>;
  /** Physical cards: BUSINESS (default) or PERSONAL. */
  shippingAddressId?: InputMaybe<ShippingAddressOption>;
  shouldLinkBudget?: InputMaybe<Scalars['Boolean']['input']>;
  spender?: InputMaybe<ConnectOne>;
  transactionControl?: InputMaybe<TransactionControlInput>;
  type?: InputMaybe<CardKind>;
};

export type CardFormat =
  | 'DIGITAL'
  | 'PHYSICAL'
  | 'SUBSCRIPTION';

/** Who issued the company's cards: Spend itself, or a connected bank (external cards). */
export type CardIssuer = {
  __typename?: 'CardIssuer';
  cardCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  kind: CardIssuerKind;
  name: Scalars['String']['output'];
};

export type CardIssuerKind =
  /** Accounts of a bank connection, listed as external cards. */
  | 'BANK'
  /** Cards issued by Spend on its own BIN. */
  | 'PLATFORM';

/** The type picker's choices (spec 2.4). */
export type CardKind =
  | 'Digital'
  | 'Physical'
  | 'Rechargeable'
  | 'Subscription';

export type CardOrderByInput = {
  field: CardSortField;
  order: SortOrder;
};

export type CardPage = {
  __typename?: 'CardPage';
  count: Scalars['Int']['output'];
  items: Array<Card>;
};

/** What the card list's filters offer: the holders, budgets, formats and statuses of the cards the caller may see. */
export type CardSearchOptions = {
  __typename?: 'CardSearchOptions';
  budgets: Array<Budget>;
  formats: Array<Scalars['String']['output']>;
  spenders: Array<User>;
  statuses: Array<CardStatus>;
};

export type CardSecrets = {
  __typename?: 'CardSecrets';
  cvv2: Scalars['String']['output'];
  expirationMM: Scalars['String']['output'];
  expirationYY: Scalars['String']['output'];
  pan: Scalars['String']['output'];
};

export type CardSortField =
  | 'assigned_on'
  | 'createdAt'
  | 'last4Digits'
  | 'status';

export type CardStatus =
  | 'ACTIVE'
  | 'LOST_STOLEN'
  | 'RETURNED_UNDELIVERABLE'
  | 'SUSPENDED';

export type CardStatusInput = {
  status: CardStatus;
};

export type CardWhereInput = {
  activated?: InputMaybe<Scalars['Boolean']['input']>;
  budgetId?: InputMaybe<Scalars['ID']['input']>;
  cardholder_status?: InputMaybe<CardholderStatus>;
  /** true: only cards linked to an external bank connection (the /cards/external list). */
  external?: InputMaybe<Scalars['Boolean']['input']>;
  /** Matches the last 4 digits or the holder's name. */
  q?: InputMaybe<Scalars['String']['input']>;
  spenderId?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<CardStatus>;
};

export type CardholderStatus =
  | 'All'
  | 'Assigned'
  | 'unassigned';

export type CodatAccount = {
  __typename?: 'CodatAccount';
  accountType: Scalars['String']['output'];
  id: Scalars['String']['output'];
  name: Scalars['String']['output'];
  nominalCode: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

/** Which platform account one of our GL codes posts to (the import's, or the one an admin chose). */
export type CodatAccountMapping = {
  __typename?: 'CodatAccountMapping';
  accountId: Scalars['String']['output'];
  generalLedgerId: Scalars['ID']['output'];
};

/** One GL code's platform account, as the admin confirms it. */
export type CodatAccountMappingInput = {
  /** An active account of the platform. */
  accountId: Scalars['String']['input'];
  generalLedgerId: Scalars['ID']['input'];
};

/** The company on the accounting platform (spec 7 "the Codat company") and its sync configuration (spec 3). */
export type CodatCompany = {
  __typename?: 'CodatCompany';
  configuration?: Maybe<CodatCompanyConfiguration>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** Where synced expenses land on the platform: its bank account, default supplier and customer. */
export type CodatCompanyConfiguration = {
  __typename?: 'CodatCompanyConfiguration';
  bankAccountId: Scalars['String']['output'];
  customerId?: Maybe<Scalars['String']['output']>;
  supplierId: Scalars['String']['output'];
};

export type CodatCompanyConfigurationInput = {
  /** An active bank account of the platform (a mapping option of type Asset). */
  bankAccountId: Scalars['String']['input'];
  /** A customer of the platform; null: none. */
  customerId?: InputMaybe<Scalars['String']['input']>;
  /** A supplier of the platform. */
  supplierId: Scalars['String']['input'];
};

/** A customer or supplier of the platform. */
export type CodatContact = {
  __typename?: 'CodatContact';
  id: Scalars['String']['output'];
  name: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

/** Spec 7 Codat mapping options: the platform's accounts and tracking categories. */
export type CodatMappingOptions = {
  __typename?: 'CodatMappingOptions';
  accounts: Array<CodatAccount>;
  trackingCategories: Array<CodatTrackingCategory>;
};

export type CodatTrackingCategory = {
  __typename?: 'CodatTrackingCategory';
  id: Scalars['String']['output'];
  name: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

/** A GL code as coding offers it: what a spender picks by, none of the books' other details (the GL list itself is for admins and analysts, spec 6). */
export type CodingGlCode = {
  __typename?: 'CodingGlCode';
  code?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** What a transaction can be coded with: only values in use. */
export type CodingOptions = {
  __typename?: 'CodingOptions';
  /** Active custom fields, by name, each with its options that are not archived. */
  customFields: Array<CustomField>;
  /** Enabled, not archived GL codes (those an admin made available with setGlAvailability), by name. */
  generalLedgers: Array<CodingGlCode>;
  /** Active projects, by name. */
  projects: Array<Project>;
};

/** A coding rule (issue #27): new transactions are coded by the first matching rule, in order. */
export type CodingRule = {
  __typename?: 'CodingRule';
  conditions: CodingRuleConditions;
  createdAt: Scalars['DateTime']['output'];
  /** How many transactions the rule coded. */
  hits: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  outcome: CodingRuleOutcome;
  /** 1 first; rules of the same order apply oldest first. */
  position: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** Each condition given must match; none given: the rule is refused. `merchant` matches merchant names containing it. */
export type CodingRuleConditions = {
  __typename?: 'CodingRuleConditions';
  budgetId?: Maybe<Scalars['ID']['output']>;
  cardId?: Maybe<Scalars['ID']['output']>;
  mcc?: Maybe<Scalars['String']['output']>;
  memberId?: Maybe<Scalars['ID']['output']>;
  merchant?: Maybe<Scalars['String']['output']>;
};

export type CodingRuleConditionsInput = {
  budgetId?: InputMaybe<Scalars['ID']['input']>;
  cardId?: InputMaybe<Scalars['ID']['input']>;
  /** 4 digits, such as 5812. */
  mcc?: InputMaybe<Scalars['String']['input']>;
  memberId?: InputMaybe<Scalars['ID']['input']>;
  merchant?: InputMaybe<Scalars['String']['input']>;
};

export type CodingRuleDeletePayload = {
  __typename?: 'CodingRuleDeletePayload';
  id: Scalars['ID']['output'];
};

export type CodingRuleInput = {
  conditions: CodingRuleConditionsInput;
  name: Scalars['String']['input'];
  outcome: CodingRuleOutcomeInput;
  /** Default: after the company's last rule. */
  position?: InputMaybe<Scalars['Int']['input']>;
};

/** What a matching transaction is coded with. */
export type CodingRuleOutcome = {
  __typename?: 'CodingRuleOutcome';
  customFieldValues: Array<CustomFieldValue>;
  generalLedgerId?: Maybe<Scalars['ID']['output']>;
  projectId?: Maybe<Scalars['ID']['output']>;
};

export type CodingRuleOutcomeInput = {
  customFieldValues?: InputMaybe<Array<CustomFieldValueInput>>;
  generalLedgerId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
};

export type CodingSourceKind =
  /** A coding rule. */
  | 'RULE'
  /** The coding the company used most for this merchant. */
  | 'SUGGESTION';

export type Company = {
  __typename?: 'Company';
  booksPolicy: BooksPolicy;
  /** Whether the company's budgets carry a number (spec 3); when on, the budget form requires one. */
  budgetNumbers: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  dba_address?: Maybe<Scalars['String']['output']>;
  dba_name: Scalars['String']['output'];
  funds: CompanyFunds;
  id: Scalars['ID']['output'];
  isAllocationUnrestricted: Scalars['Boolean']['output'];
  /** Whether signing in asks for the cardholder agreement (the agreement gate follows these three). */
  isCMARequired: Scalars['Boolean']['output'];
  /** Dual control (issue #26): an admin's raise of a budget only they spend from waits for a second admin's approval. */
  isDualControlRequired: Scalars['Boolean']['output'];
  isInvoiceNumberEnabled: Scalars['Boolean']['output'];
  isPPRequired: Scalars['Boolean']['output'];
  isProjectsEnabled: Scalars['Boolean']['output'];
  isReseller: Scalars['Boolean']['output'];
  /** Every member signs in with a one-time code from an authenticator app too; one without an app sets it up at their next sign-in. */
  isSecondFactorRequired: Scalars['Boolean']['output'];
  isTOURequired: Scalars['Boolean']['output'];
  mileageGeneralLedgerId?: Maybe<Scalars['ID']['output']>;
  mileagePolicyUrl?: Maybe<Scalars['String']['output']>;
  mileageValue?: Maybe<Scalars['Int']['output']>;
  parentCompanyID?: Maybe<Scalars['ID']['output']>;
  spendersSubCardsEnabled: Scalars['Boolean']['output'];
  total_funding: Scalars['Cents']['output'];
};

/** The agreements of the app gate (spec 2.1): onboarding until every required one is accepted. */
export type CompanyAgreements = {
  __typename?: 'CompanyAgreements';
  cardMemberAgreement: AgreementStatus;
  privacyPolicy: AgreementStatus;
  termsOfUse: AgreementStatus;
};

export type CompanyCreateInput = {
  dba_name: Scalars['String']['input'];
  isReseller?: InputMaybe<Scalars['Boolean']['input']>;
  /** Company-wide funding; caps the sum of top-level budgets. */
  total_funding?: InputMaybe<Scalars['Money']['input']>;
};

/** Integer cents. budgeted: what the top budgets reserve of total_funding; totalSpent: spend under them. */
export type CompanyFunds = {
  __typename?: 'CompanyFunds';
  /** What the top budgets reserve of the company's funding (each its ceiling: funding plus overage), as the company pool decides with it. */
  budgeted: Scalars['Cents']['output'];
  totalSpent: Scalars['Cents']['output'];
  /** What no top budget takes: the company's funding less what is budgeted (0 when overcommitted). */
  unallocated: Scalars['Cents']['output'];
};

/** One of the signed-in person's company users, for the multi-company switcher (spec 2.3). */
export type CompanyMembership = {
  __typename?: 'CompanyMembership';
  companyId: Scalars['ID']['output'];
  companyName: Scalars['String']['output'];
  current: Scalars['Boolean']['output'];
  /** Parent Company or Child Company. */
  label: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

export type CompanyUpdateInput = {
  budgetNumbers?: InputMaybe<Scalars['Boolean']['input']>;
  /** Empty clears the address. */
  dba_address?: InputMaybe<Scalars['String']['input']>;
  dba_name?: InputMaybe<Scalars['String']['input']>;
  isAllocationUnrestricted?: InputMaybe<Scalars['Boolean']['input']>;
  isCMARequired?: InputMaybe<Scalars['Boolean']['input']>;
  isDualControlRequired?: InputMaybe<Scalars['Boolean']['input']>;
  isInvoiceNumberEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  isPPRequired?: InputMaybe<Scalars['Boolean']['input']>;
  /** Books policy flags (permission: books admin), as updateBooksPolicy sets them. */
  isProjectsEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  isSecondFactorRequired?: InputMaybe<Scalars['Boolean']['input']>;
  isTOURequired?: InputMaybe<Scalars['Boolean']['input']>;
  spendersSubCardsEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Company-wide funding (permission: company funds edit); not below what its top budgets take. */
  total_funding?: InputMaybe<Scalars['Money']['input']>;
};

/** The company settings (permission: budget settings edit); a field left out stays as it is. */
export type CompanyWhereUniqueInput = {
  id: Scalars['ID']['input'];
};

export type ConnectMany = {
  connect: Array<WhereUniqueInput>;
};

export type ConnectOne = {
  connect: WhereUniqueInput;
};

/** One change by an admin to members' roles, card limits, bank accounts, integrations or dual control, from the audit history. */
export type ControlsAdminChange = {
  __typename?: 'ControlsAdminChange';
  /** Who made it, by name (System for the platform's own steps). */
  actorName: Scalars['String']['output'];
  area: ControlsChangeArea;
  at: Scalars['DateTime']['output'];
  /** For members and cards: the fields of the state this change moved, before and after. */
  changes: Array<FieldChange>;
  /** What changed as a sentence, before and after where the event has them (e.g. a card's limit from $500.00 to $750.00). */
  description: Scalars['String']['output'];
  eventId: Scalars['ID']['output'];
  /** The member, card or bank connection it changed, by name, when known. */
  subjectName?: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
};

/** One approval of one level of a request (issue #26, separation of duties). */
export type ControlsApproval = {
  __typename?: 'ControlsApproval';
  amount: Scalars['Cents']['output'];
  approvedAt: Scalars['DateTime']['output'];
  /** Who approved. */
  approverId: Scalars['ID']['output'];
  approverName: Scalars['String']['output'];
  /** BUDGET_INCREASE or REIMBURSEMENT (mileage trips are reimbursements). */
  kind: Scalars['String']['output'];
  /** The level approved, from 1. */
  level: Scalars['Int']['output'];
  /** The away approver a delegate approved for; null when the approver acted. */
  onBehalfOfId?: Maybe<Scalars['ID']['output']>;
  onBehalfOfName?: Maybe<Scalars['String']['output']>;
  requestId: Scalars['ID']['output'];
  requesterId: Scalars['ID']['output'];
  /** The requester's name (Unknown member when they are not the company's). */
  requesterName: Scalars['String']['output'];
  /** The requester approved it, themself or as someone's delegate: separation of duties keeps this false. */
  selfApproval: Scalars['Boolean']['output'];
};

/** What an admin change in the controls report changed. */
export type ControlsChangeArea =
  | 'BANK_ACCOUNT'
  | 'CARD_LIMIT'
  /** The company's dual control turned on or off. */
  | 'CONTROL'
  | 'INTEGRATION'
  | 'ROLE';

/** Every approval in a period, with the counts an auditor checks; both counts must be 0. */
export type ControlsReport = {
  __typename?: 'ControlsReport';
  /** Changes to roles, card limits (a rechargeable card's loads included), bank accounts and integrations in the period, oldest first. */
  adminChanges: Array<ControlsAdminChange>;
  approvals: Array<ControlsApproval>;
  from: Scalars['DateTime']['output'];
  /** Approvals by someone (or for someone) who approved another level of the same request in the period. */
  repeatedApprovals: Scalars['Int']['output'];
  /** Approvals by the request's own requester. */
  selfApprovals: Scalars['Int']['output'];
  to: Scalars['DateTime']['output'];
};

export type CreatedApiClient = {
  __typename?: 'CreatedApiClient';
  client: ApiClient;
  /** Shown once: only its hash is kept. Null when the answer is a retry's replay. */
  clientSecret?: Maybe<Scalars['String']['output']>;
  /** Where the client gets its tokens (grant_type=client_credentials). */
  tokenEndpoint: Scalars['String']['output'];
};

export type CurrentUser = {
  __typename?: 'CurrentUser';
  /** The avatar's file (GET with the bearer token); null: show initials. */
  avatarUrl?: Maybe<Scalars['String']['output']>;
  companyId: Scalars['ID']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  /** Role label by the precedence of spec 6. */
  mainRoleName: Scalars['String']['output'];
  personId: Scalars['ID']['output'];
  /** Always given (nullable only so the CurrentUser model stays the members module's). */
  reimbursementsInfo?: Maybe<ReimbursementsInfo>;
  roles: Array<Scalars['String']['output']>;
};

/** A custom field transactions are coded with (spec 3). */
export type CustomField = {
  __typename?: 'CustomField';
  /** Deleted: kept for history. */
  archived: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  is_active: Scalars['Boolean']['output'];
  is_required: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** Every option, archived ones included (see `archived`): active ones first, each group by name. */
  options: Array<CustomFieldOption>;
};

/** An option of a custom field; a removed one is kept, archived, so values already recorded keep meaning. */
export type CustomFieldOption = {
  __typename?: 'CustomFieldOption';
  archived: Scalars['Boolean']['output'];
  customFieldId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** An option as the editor sends it: the id of an option the field has keeps (and may rename) it; no id adds one. */
export type CustomFieldOptionInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
};

export type CustomFieldPage = {
  __typename?: 'CustomFieldPage';
  count: Scalars['Int']['output'];
  items: Array<CustomField>;
};

export type CustomFieldValue = {
  __typename?: 'CustomFieldValue';
  customFieldId: Scalars['ID']['output'];
  /** An option's id for a field with options, else the text entered. */
  value: Scalars['String']['output'];
};

export type CustomFieldValueInput = {
  customFieldId: Scalars['ID']['input'];
  /** An option's id for a field with options, else text; null or empty removes the value. */
  value?: InputMaybe<Scalars['String']['input']>;
};

export type CustomFieldWhereInput = {
  /** Default false: deleted fields are left out. */
  archived?: InputMaybe<Scalars['Boolean']['input']>;
  is_active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Case-insensitive substring of the name. */
  search?: InputMaybe<Scalars['String']['input']>;
};

export type DashboardChange = {
  __typename?: 'DashboardChange';
  ids: Array<Scalars['ID']['output']>;
  topic: DashboardTopic;
};

/** What changed: the transactions behind the spend figures, or the company (its funds). */
export type DashboardTopic =
  | 'companies'
  | 'transactions';

export type DateRangeInput = {
  end?: InputMaybe<Scalars['DateTime']['input']>;
  start?: InputMaybe<Scalars['DateTime']['input']>;
};

/** Spec 9 date ranges. */
export type DateRangePreset =
  | 'ALL_TIME'
  | 'CURRENT_BILLING_PERIOD'
  | 'CUSTOM_DATE'
  | 'PREVIOUS_BILLING_PERIOD'
  | 'PREVIOUS_MONTH'
  | 'PREVIOUS_QUARTER'
  | 'PREVIOUS_YEAR'
  | 'THIS_MONTH'
  | 'THIS_QUARTER'
  | 'YEAR_TO_DATE';

export type DeniedMccCode = {
  __typename?: 'DeniedMccCode';
  combinedDescription: Scalars['String']['output'];
  declines: Scalars['Int']['output'];
  mccCode: Scalars['String']['output'];
};

export type DisputeReason = {
  __typename?: 'DisputeReason';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type DisputeStatus =
  | 'CLOSED'
  | 'OPEN';

export type EventHistoryFilter = {
  /** A stream name such as budget-<id>. */
  aggregate?: InputMaybe<Scalars['String']['input']>;
  /** Every aggregate of a kind: the stream name's prefix, e.g. budget, card, user, bank-item. */
  aggregateType?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['DateTime']['input']>;
  /** Leave out declined card authorizations (the noise of a blocked card being tried). */
  hideDeclinedAuthorizations?: InputMaybe<Scalars['Boolean']['input']>;
  /** A budget, card or member id (see auditSubjects): the streams keyed by it and the events that name it as their budget or card. */
  subjectId?: InputMaybe<Scalars['ID']['input']>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type EventHistoryPage = {
  __typename?: 'EventHistoryPage';
  items: Array<HistoryEvent>;
  /** Pass as `after` for the next (older) page; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** A company's expense policy (issue #27): what makes a transaction need review or be out of policy. */
export type ExpensePolicy = {
  __typename?: 'ExpensePolicy';
  blockedCategories: Array<Scalars['String']['output']>;
  categoryLimits: Array<PolicyCategoryLimit>;
  /** A purchase above the books policy's receipt threshold without a receipt needs review. */
  flagMissingReceipts: Scalars['Boolean']['output'];
  /** Weekend purchases need review. */
  flagWeekends: Scalars['Boolean']['output'];
  /** The most a meal may cost per attendee (the Attendees field), integer cents; null: no limit. */
  mealLimitPerAttendee?: Maybe<Scalars['Cents']['output']>;
  /** The books policy's receipt threshold the missing-receipt rule uses, integer cents; null: receipts never required. */
  receiptRequiredAbove?: Maybe<Scalars['Cents']['output']>;
  /** Purchases at one merchant this many minutes apart are judged together against the category's per-purchase cap; null: off. */
  splitWindowMinutes?: Maybe<Scalars['Int']['output']>;
  /** The IANA time zone days and hours are in. */
  timeZone: Scalars['String']['output'];
  /** Purchases outside these hours need review; null: any hour. */
  workingHours?: Maybe<WorkingHours>;
};

/** The whole policy: what is left out is off. */
export type ExpensePolicyInput = {
  blockedCategories: Array<Scalars['String']['input']>;
  categoryLimits: Array<PolicyCategoryLimitInput>;
  flagMissingReceipts: Scalars['Boolean']['input'];
  flagWeekends: Scalars['Boolean']['input'];
  /** Dollars, e.g. "75.00"; null or empty: no limit. */
  mealLimitPerAttendee?: InputMaybe<Scalars['String']['input']>;
  splitWindowMinutes?: InputMaybe<Scalars['Int']['input']>;
  /** Default UTC. */
  timeZone?: InputMaybe<Scalars['String']['input']>;
  workingHours?: InputMaybe<WorkingHoursInput>;
};

/** One field of an aggregate's state before and after an event; values as JSON text (null when absent). */
export type FieldChange = {
  __typename?: 'FieldChange';
  after?: Maybe<Scalars['String']['output']>;
  before?: Maybe<Scalars['String']['output']>;
  field: Scalars['String']['output'];
};

export type FindFirstPersonWhereInput = {
  email: Scalars['String']['input'];
};

export type FrequencyInput = {
  count?: InputMaybe<Scalars['Int']['input']>;
  period?: InputMaybe<FrequencyPeriod>;
};

export type FrequencyPeriod =
  | 'DAILY'
  | 'MONTHLY'
  | 'WEEKLY';

/** A general ledger, shown as a GL code (spec 3). */
export type GeneralLedger = {
  __typename?: 'GeneralLedger';
  archived: Scalars['Boolean']['output'];
  category?: Maybe<Scalars['String']['output']>;
  code?: Maybe<Scalars['String']['output']>;
  companyId: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** The accounting platform's id, once synced. */
  foreignEntityId?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** A disabled GL code stays on the transactions coded with it but is not offered for new coding. */
  isEnabled: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  type?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type GeneralLedgerOrderByInput = {
  field: GeneralLedgerSortField;
  order: SortOrder;
};

export type GeneralLedgerPage = {
  __typename?: 'GeneralLedgerPage';
  items: Array<GeneralLedger>;
  /** All that match `where`. */
  total: Scalars['Int']['output'];
};

export type GeneralLedgerSortField =
  | 'category'
  | 'code'
  | 'createdAt'
  | 'name'
  | 'type';

export type GeneralLedgerWhereInput = {
  /** Default false: archived GL codes are left out. */
  archived?: InputMaybe<Scalars['Boolean']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  isEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Case-insensitive substring of the name, code, type or category. */
  search?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

/** A GL category in use: a free-text value, so its id is its name. */
export type GlCategory = {
  __typename?: 'GlCategory';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** The legacy GL name (spec 3): a general ledger under its older field names. */
export type GlName = {
  __typename?: 'GlName';
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  glCategory?: Maybe<Scalars['String']['output']>;
  glType?: Maybe<Scalars['String']['output']>;
  gl_code?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A GL type in use: a free-text value, so its id is its name. */
export type GlType = {
  __typename?: 'GlType';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** Suggestions for the GL dialog's type and category comboboxes. */
export type GlTypesAndCategories = {
  __typename?: 'GlTypesAndCategories';
  categories: Array<Scalars['String']['output']>;
  types: Array<Scalars['String']['output']>;
};

/** What a history check found wrong (issue #26). */
export type HistoryBreakKind =
  /** The company's stream heads as of the anchor's position do not give the anchored digest: events or streams before it were removed or re-hashed. */
  | 'ANCHOR'
  /** An event's stream has no event at the revision before it: that event was removed. */
  | 'GAP'
  /** An event's stored hash is not the one its stream's chain leads to: the event, or one before it in its stream, was altered. */
  | 'LINK';

/** One event of the company's history (spec 3): what happened, to which aggregate, who did it and what changed. */
export type HistoryEvent = {
  __typename?: 'HistoryEvent';
  /** Who caused it: the metadata's user, else the person its data names as acting (a reviewer, a cardholder); null for the platform's own steps. */
  actorId?: Maybe<Scalars['ID']['output']>;
  /** The actor's name, or System. */
  actorName: Scalars['String']['output'];
  /** The aggregate's stream, e.g. budget-<id>. */
  aggregate: Scalars['String']['output'];
  /** For budgets and cards: the fields of the aggregate's state this event changed, before and after. */
  changes: Array<FieldChange>;
  createdAt: Scalars['DateTime']['output'];
  /** The event's data as JSON text. */
  data: Scalars['String']['output'];
  /** What happened as a sentence naming who did it and the fields it changed, e.g. Dana Lee raised Marketing's funding from $100.00 to $120.00. */
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  revision: Scalars['Int']['output'];
  /** The budget, card, member or bank connection the event is about, by name, when known. */
  subjectName?: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
  userId?: Maybe<Scalars['ID']['output']>;
  /** Who did it: the member's name, when they belong to the caller's company. */
  userName?: Maybe<Scalars['String']['output']>;
};

/**
 * A recomputation of the company's history (issue #26): the hash chain of each of its streams, from
 * their first events or from the company's latest anchor, and that anchor's digest of every stream head.
 */
export type HistoryVerification = {
  __typename?: 'HistoryVerification';
  anchorDigest?: Maybe<Scalars['String']['output']>;
  /** The company's latest anchor (from its history), checked against the stored events; null before the first. */
  anchorPosition?: Maybe<Scalars['String']['output']>;
  anchorStreams?: Maybe<Scalars['Int']['output']>;
  broken?: Maybe<BrokenHistoryLink>;
  /** Events recomputed. */
  checked: Scalars['Int']['output'];
  companyId: Scalars['ID']['output'];
  /** Whether the check started at the anchor instead of the first event. */
  fromAnchor: Scalars['Boolean']['output'];
  /** Every link recomputed matched, and so did the anchor. */
  intact: Scalars['Boolean']['output'];
  lastDigest?: Maybe<Scalars['String']['output']>;
  /** The last event verified and the digest of every stream head there (an anchor of it); null when none was. */
  lastPosition?: Maybe<Scalars['String']['output']>;
  /** The company's streams, as of the last event verified. */
  streams: Scalars['Int']['output'];
  /** The result in one line, as `npm run audit:verify` prints it (for the download). */
  summary: Scalars['String']['output'];
};

/** A receipt that arrived by mail, or was uploaded to the inbox, and waits there until it is attached to a transaction. */
export type InboxReceipt = {
  __typename?: 'InboxReceipt';
  contentType: Scalars['String']['output'];
  /** The receipt this file copies (the same file received before), if it is a copy. */
  duplicateOf?: Maybe<Scalars['ID']['output']>;
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** What was read from it; null until it has been read (off the mail's path, within seconds). */
  reading?: Maybe<ReceiptReading>;
  receivedAt: Scalars['DateTime']['output'];
  /** Two of the suggestions are alike charges (same merchant, amount and day): a possible duplicate charge. */
  sameTransactions: Scalars['Boolean']['output'];
  sizeBytes: Scalars['Int']['output'];
  /** EMAIL or UPLOAD */
  source: Scalars['String']['output'];
  /** Transactions of the member's the matcher offers for it, when it could not be sure (attach one with attachInboxReceipt). */
  suggestions: Array<ReceiptMatch>;
  /** Where the file is downloaded (the files route, with the caller's token). */
  url: Scalars['String']['output'];
};

export type IntegrationRunFailure = {
  __typename?: 'IntegrationRunFailure';
  message: Scalars['String']['output'];
  transactionId: Scalars['ID']['output'];
};

/** An integration run's log (spec 3 integration run log). */
export type IntegrationRunLog = {
  __typename?: 'IntegrationRunLog';
  /** What the platform refused, each with its words. */
  failures: Array<IntegrationRunFailure>;
  id: Scalars['ID']['output'];
  kind: Scalars['String']['output'];
  /** Why the whole run failed. */
  message?: Maybe<Scalars['String']['output']>;
  /** What the run did not send because it is not ready (runs before this kept such transactions among their failures). */
  notReady: Array<NotReadyTransaction>;
  startedAt: Scalars['DateTime']['output'];
  status: SyncRunState;
  syncedTransactionIds: Array<Scalars['ID']['output']>;
  /** What the run sent to the platform. */
  transactionIds: Array<Scalars['ID']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type MccCode = {
  __typename?: 'MccCode';
  combinedDescription: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  mccCode: Scalars['String']['output'];
};

export type MccControlInput = {
  mccCodeList?: InputMaybe<Array<Scalars['String']['input']>>;
  mode?: InputMaybe<TransactionControlMode>;
};

/** A company's mileage settings (spec 3 Company: mileageValue, mileagePolicyUrl, mileageGeneralLedgerId; /settings/mileage). */
export type MileageSettings = {
  __typename?: 'MileageSettings';
  /** The GL code trips are coded with (shown even once archived). */
  mileageGeneralLedger?: Maybe<ReimbursementCategory>;
  mileageGeneralLedgerId?: Maybe<Scalars['ID']['output']>;
  mileagePolicyUrl?: Maybe<Scalars['String']['output']>;
  /** The rate in whole cents per mile (spec 9: mileage amounts are whole units); 0: not set up. */
  mileageValue: Scalars['Int']['output'];
};

export type MileageSettingsInput = {
  /** An active GL code of the company; null: none. */
  mileageGeneralLedgerId?: InputMaybe<Scalars['ID']['input']>;
  /** An http(s) address; empty or null: none. */
  mileagePolicyUrl?: InputMaybe<Scalars['String']['input']>;
  /** Whole cents per mile, 0 or more; a fraction is refused with the field's message. */
  mileageValue: Scalars['Float']['input'];
};

/** A spender's trip (/transactions/mileage/{mileageSubmissionId}): a MILEAGE transaction reimbursed through the approval flow. */
export type MileageSubmission = {
  __typename?: 'MileageSubmission';
  /** miles x rate, integer cents. */
  amount: Scalars['Cents']['output'];
  budget?: Maybe<Budget>;
  createdAt: Scalars['DateTime']['output'];
  /** The trip's day, YYYY-MM-DD. */
  date: Scalars['String']['output'];
  from: Scalars['String']['output'];
  generalLedger?: Maybe<ReimbursementCategory>;
  id: Scalars['ID']['output'];
  miles: Scalars['Float']['output'];
  purpose: Scalars['String']['output'];
  /** The rate it was priced at, cents per mile. */
  rate: Scalars['Cents']['output'];
  reimbursementId: Scalars['ID']['output'];
  spender?: Maybe<User>;
  /** Its reimbursement's status. */
  status: RequestStatus;
  to: Scalars['String']['output'];
  transactionId: Scalars['ID']['output'];
};

export type MileageSubmissionCreateInput = {
  /** A budget the spender spends from or owns. */
  budget: ConnectOne;
  /** YYYY-MM-DD, not in the future. */
  date: Scalars['String']['input'];
  from: Scalars['String']['input'];
  /** Greater than 0, at most one decimal. */
  miles: Scalars['Float']['input'];
  purpose: Scalars['String']['input'];
  to: Scalars['String']['input'];
};

/** One detail an INCOMPLETE transaction lacks. */
export type MissingDetail = {
  __typename?: 'MissingDetail';
  /** RECEIPT, GENERAL_LEDGER, PROJECT, CUSTOM_FIELDS or SPLIT; on a to-do's POLICY item, the expense policy's rule (MEAL_PER_ATTENDEE, ...). */
  kind: Scalars['String']['output'];
  /** What to do, in plain words: the receipt threshold, the required fields by name, the amount a split must reach. */
  message: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  _unused?: Maybe<Scalars['Boolean']['output']>;
  activateOneCardV2: Card;
  /** Adds (or with a leading minus subtracts) dollars to a rechargeable card. */
  addCardFunds: Card;
  archiveOneBudget: Budget;
  archiveOneGeneralLedger: GeneralLedger;
  /** Legacy alias of archiveOneGeneralLedger. */
  archiveOneGlName: GlName;
  archiveOneProject: Project;
  /** Archives a member: they no longer sign in and move to the archived tab (permission: team members edit). Nobody archives themselves, nor an API client an admin (CONFLICT). */
  archiveOneUser: User;
  archivePlaidItem: PlaidItem;
  /** Attaches one of the caller's inbox receipts to one of their transactions (same rules as attachTransactionReceipt); it leaves the inbox. */
  attachInboxReceipt: Transaction;
  /** Attaches an uploaded receipt (receiptUploadUrl, then the bytes) of the caller's; same rules as updateOneTransaction. */
  attachTransactionReceipt: Transaction;
  /**
   * Checks a bulk rechargeable-card funding CSV (columns email, last4digits or NEW, amount in dollars)
   * and, with apply, creates and loads the cards: one idempotent command per row (send an
   * Idempotency-Key so a retried upload applies nothing twice).
   */
  bulkRechargeableCardsCSVCheckerResolver: BulkCardsCheck;
  /** Admin-type roles: the dispute ends and the transaction's status is what it was. */
  closeOneTransactionDispute: Transaction;
  /** Maps these GL codes (the proposed accounts, or the admin's changes) at once; an account the platform does not have active refuses all of them. Answers every mapping. */
  confirmCodatAccountMappings: Array<CodatAccountMapping>;
  /** Creates a client company under the caller's company (permission: client create). */
  createCompanyV2: Company;
  /** Pushes these transactions to the platform now, as one integration run on the worker; each enters its ledger once however often it is pushed, and is locked once synced. */
  createExpenseTransactions: IntegrationRunLog;
  /** Admins, behind the apiClientTokens developer flag. */
  createOneApiClient: CreatedApiClient;
  /**
   * Out of office: the caller's approvals go to the delegate from startsOn to endsOn. Field errors:
   * delegate (oneself, not an active member of the company), startsOn, endsOn (not a date, before
   * startsOn, in the past); startsOn when it overlaps one of the caller's delegations.
   */
  createOneApprovalDelegation: ApprovalDelegation;
  createOneBudget: Budget;
  /**
   * Asks for more funding on a budget the caller spends from or owns (admins: any budget). The request
   * then waits for the company's approval levels. Field errors: amount, reason.
   */
  createOneBudgetIncreaseRequest: BudgetIncreaseRequest;
  createOneCMA: CompanyAgreements;
  createOneCardV2: Card;
  /** Creates the company on the accounting platform; once (a second call answers the first). */
  createOneCodatCompany: CodatCompany;
  /** platformKey: gbol (QuickBooks Online), qudb (Xero), akxx (NetSuite) or sandbox. */
  createOneCodatPlatformConnection: AccountingConnection;
  createOneCodingRule: CodingRule;
  createOneCustomField: CustomField;
  /** Empty optional fields are null. Name required: "General Ledger Name is required". */
  createOneGeneralLedger: GeneralLedger;
  /** Legacy alias of createOneGeneralLedger. */
  createOneGlName: GlName;
  /** Prices the trip at the company's rate and files it as a MILEAGE transaction with a reimbursement request. */
  createOneMileageSubmission: MileageSubmission;
  /**
   * Creates a person with a user in each given company: the caller's company or its child companies.
   * Permission: multi team members create (MultiOrgAdmin or super admin, a reseller company, flag enableMultiOrgRoles).
   * Field errors: first_name, last_name, email, companies, role-<companyId>.
   */
  createOnePerson: Person;
  createOnePrivacyPolicyAgreement: CompanyAgreements;
  createOneProject: Project;
  /** Field errors: title, amount, transactions, expenseDate, merchant, budget, generalLedger, receiptUploadIds. */
  createOneReimbursement: Reimbursement;
  createOneTermsOfUse: CompanyAgreements;
  createOneTransaction: Transaction;
  /** Moves a synced transaction to another GL code or project as an adjustment the next sync pushes (a synced transaction itself cannot be edited). */
  createOneTransactionAdjustment: Transaction;
  createOneTransactionControl: TransactionControl;
  createOneTransactionDispute: Transaction;
  createOneTransactionView: TransactionView;
  createOneUserV2: User;
  createOneWebhookEndpoint: WebhookEndpointWithSecret;
  /** A payment no bank feed saw (check, wire, cash): the platform super admin alone. Honours the Idempotency-Key header (a retry records the payment once). */
  createPayment: Payment;
  /** Super admin only, behind the enableExportingSnapshots flag. `companyIds`, when given, may name only the current company. */
  createTenantSnapshot: TenantSnapshot;
  /** Ends one of the caller's delegations now (another's is NOT_FOUND). */
  deleteOneApprovalDelegation: ApprovalDelegation;
  deleteOneCardV2: Scalars['ID']['output'];
  deleteOneCodingRule: CodingRuleDeletePayload;
  /** Archives the field (kept for history). */
  deleteOneCustomField: CustomField;
  /** Manual and reimbursement transactions only: removed from the books. */
  deleteOneTransaction: TransactionDeletePayload;
  deleteOneTransactionView: TransactionDeletePayload;
  deleteOneWebhookEndpoint: Scalars['ID']['output'];
  /** Exchanges Link's public token for a connection (spec 7, bank link: access token exchange) and schedules its syncs. */
  exchangePlaidPublicToken: PlaidItem;
  /**
   * Explains why a transaction needing review or out of policy was bought (1 to 1,000 characters; same
   * rules as updateOneTransaction: who may edit it, not locked or synced). It leaves the to-do.
   */
  explainPolicyFinding: Transaction;
  /**
   * Forgets an archived member whose requests and reimbursements are settled (issue #16 item 3): their
   * personal data key is destroyed, so they read as "Forgotten member" everywhere while their money
   * history stays. Permission: super admin. Refused (CONFLICT) for an active member, one with open
   * money or one already forgotten; another company's member is not found.
   */
  forgetOneUser: User;
  /** Admin-type roles: locks up to 500 transactions at once. */
  lockManyTransactions: TransactionBulkPayload;
  /** Admin-type roles: a locked transaction refuses every edit. */
  lockTransaction: Transaction;
  /** A company admin pays the card account by ACH debit from a linked bank account: PENDING until the bank settles or returns it. Honours the Idempotency-Key header (a retry sends one debit). */
  payFromBankAccount: Payment;
  reissueOneCard: Card;
  /** Back to the initials avatar. */
  removeMyAvatar: User;
  removeTransactionReceipt: Transaction;
  /** Admin-type roles: asks the spender for this transaction's receipt; refused on a locked or synced one, nothing recorded. */
  requestTransactionReceipt: Transaction;
  /** Admin-type roles: asks each spender for the receipt (a notification to them) of up to 500 transactions. */
  requestTransactionReceipts: TransactionBulkPayload;
  /** Sends a failed delivery again, with the same webhook-id. */
  resendWebhookDelivery: WebhookDelivery;
  restoreOneBudget: Budget;
  restorePlaidItem: PlaidItem;
  revokeOneApiClient: ApiClient;
  /** A new signing secret, shown once; the old one stops signing at once. */
  rotateWebhookSecret: WebhookEndpointWithSecret;
  /** The platform super admin alone (the card program's operator): credit line, rates, fees, payment terms. */
  setAccountTerms: Account;
  setGlAvailability: GeneralLedger;
  /** Posts this GL code to an active account of the platform; accountId null: back to the import's mapping. Answers every mapping. */
  setOneCodatAccountMapping: Array<CodatAccountMapping>;
  setOneCodatCompanyConfiguration: CodatCompany;
  setWebhookEndpointEnabled: WebhookEndpoint;
  /** Manual and reimbursement transactions only: hidden from lists and counts. */
  softDeleteOneTransaction: TransactionDeletePayload;
  /** Starts an integration run pushing every transaction not synced yet (READY_TO_SYNC, or FAILED in an earlier run; spec 4); answers its log when it is over. */
  syncAccounting: IntegrationRunLog;
  /** Syncs a connection now; what this sync imported, changed and removed. */
  syncPlaidTransactions: PlaidSyncResult;
  /** Imports the platform's expense accounts as GL codes, its tracking categories as projects, and its customers. */
  transitCustomersAndGlData: TransitCustomersAndGlDataResult;
  unarchiveOneUser: User;
  /** Clears the values a rule or the history set (never a person's); refused on a locked or synced transaction. */
  undoAutomaticCoding: Transaction;
  unlockTransaction: Transaction;
  /** Replaces the company's approval chain (admins). Field errors: levels, levels.N.above. */
  updateApprovalLevels: Array<ApprovalLevel>;
  /** Admin-type roles. */
  updateBooksPolicy: BooksPolicy;
  updateConnectionArchiveStatusService: AccountingConnection;
  /** Sets the company's whole expense policy (books admins); every transaction is judged again. */
  updateExpensePolicy: ExpensePolicy;
  /** Marks the caller's notifications read (only read: true is accepted: reading cannot be undone). */
  updateManyNotification: BatchPayload;
  /** Codes up to 500 transactions at once: one read and one append for them all; a locked or synced one is reported, the others coded. */
  updateManyTransactions: TransactionBulkPayload;
  /** Spec 6 mileage edit (admins). */
  updateMileageSettings: MileageSettings;
  /** The caller's avatar: an upload from `avatarUploadUrl`, checked (a real JPG, PNG, GIF, BMP or WEBP within the limit). */
  updateMyAvatar: User;
  /**
   * Changes the caller's password at the identity provider (permission: password update): their
   * other sessions are signed out at once; this one renews its token. Field errors: currentPassword,
   * newPassword, confirmation.
   */
  updateMyPassword: Scalars['Boolean']['output'];
  /** The caller edits their own profile (permission: profile edit). */
  updateMyProfile: Person;
  updateOneBudget: Budget;
  /**
   * The current level's approver approves or rejects the request; answered once the workflow recorded
   * it (an approved increase has raised its budget's funding by then). Errors: not the approver
   * (FORBIDDEN), already decided (CONFLICT).
   */
  updateOneBudgetIncreaseRequest: ApprovalRequest;
  /** The whole rule, as on creation. */
  updateOneCodingRule: CodingRule;
  /** Changes the caller's company settings; with where.id, one of its child companies (a reseller acting on it: /companies/{companyId}/{action}). */
  updateOneCompany: Company;
  /** Only the arguments given change; `options` is the whole list (options left out are archived). */
  updateOneCustomField: CustomField;
  /** Only the arguments given change; null clears an optional field. */
  updateOneGeneralLedger: GeneralLedger;
  /** Legacy alias of updateOneGeneralLedger. */
  updateOneGlName: GlName;
  updateOnePaymentInstrument: Card;
  /**
   * The current level's approver (an admin, or the owner of the reimbursement's budget where the levels
   * name the budget owner) approves or declines; an approved reimbursement is paid.
   */
  updateOneReimbursement: Reimbursement;
  updateOneTransaction: Transaction;
  updateOneTransactionControl: TransactionControl;
  /** Its owner only: rename, share or unshare, or save the list's current filters into it. */
  updateOneTransactionView: TransactionView;
  /**
   * Edits a member of the caller's company (permission: team members edit; one's own names, title and
   * emboss name: profile edit). Each change is recorded as an event, shown with its before and after in
   * the history. Refused: a role the caller may not grant or take away (FORBIDDEN), removing one's own
   * admin role, or an API client removing an admin's (CONFLICT: the company keeps an admin), a manager who is not another active member
   * (BAD_USER_INPUT, field managerId).
   */
  updateOneUser: User;
  updateOneWebhookEndpoint: WebhookEndpoint;
  updatePaymtInstStatus: Card;
  /** Puts one of the caller's uploaded receipts (receiptUploadUrl, then the bytes; a phone's photo) in their inbox: it is read and matched to their transaction like a mailed one. */
  uploadInboxReceipt: InboxReceipt;
};


export type MutationActivateOneCardV2Args = {
  where: WhereUniqueInput;
};


export type MutationAddCardFundsArgs = {
  card: WhereUniqueInput;
  spend: Scalars['String']['input'];
};


export type MutationArchiveOneBudgetArgs = {
  where: WhereUniqueInput;
};


export type MutationArchiveOneGeneralLedgerArgs = {
  id: Scalars['ID']['input'];
};


export type MutationArchiveOneGlNameArgs = {
  id: Scalars['ID']['input'];
};


export type MutationArchiveOneProjectArgs = {
  id: Scalars['ID']['input'];
};


export type MutationArchiveOneUserArgs = {
  where: WhereUniqueInput;
};


export type MutationArchivePlaidItemArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAttachInboxReceiptArgs = {
  receiptId: Scalars['ID']['input'];
  where: WhereUniqueInput;
};


export type MutationAttachTransactionReceiptArgs = {
  uploadId: Scalars['ID']['input'];
  where: WhereUniqueInput;
};


export type MutationBulkRechargeableCardsCsvCheckerResolverArgs = {
  apply?: InputMaybe<Scalars['Boolean']['input']>;
  csv: Scalars['String']['input'];
};


export type MutationCloseOneTransactionDisputeArgs = {
  where: WhereUniqueInput;
};


export type MutationConfirmCodatAccountMappingsArgs = {
  mappings: Array<CodatAccountMappingInput>;
};


export type MutationCreateCompanyV2Args = {
  data: CompanyCreateInput;
};


export type MutationCreateExpenseTransactionsArgs = {
  transactionIds: Array<Scalars['ID']['input']>;
};


export type MutationCreateOneApiClientArgs = {
  access: ApiClientAccess;
  name: Scalars['String']['input'];
};


export type MutationCreateOneApprovalDelegationArgs = {
  data: ApprovalDelegationCreateInput;
};


export type MutationCreateOneBudgetArgs = {
  data: BudgetCreateInput;
  options?: InputMaybe<BudgetOptionsInput>;
};


export type MutationCreateOneBudgetIncreaseRequestArgs = {
  data: BudgetIncreaseRequestCreateInput;
};


export type MutationCreateOneCardV2Args = {
  data: CardCreateInput;
};


export type MutationCreateOneCodatPlatformConnectionArgs = {
  platformKey: Scalars['String']['input'];
};


export type MutationCreateOneCodingRuleArgs = {
  data: CodingRuleInput;
};


export type MutationCreateOneCustomFieldArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  isRequired?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  options?: InputMaybe<Array<CustomFieldOptionInput>>;
};


export type MutationCreateOneGeneralLedgerArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  code?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  type?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateOneGlNameArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  glCategory?: InputMaybe<Scalars['String']['input']>;
  glType?: InputMaybe<Scalars['String']['input']>;
  gl_code?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};


export type MutationCreateOneMileageSubmissionArgs = {
  data: MileageSubmissionCreateInput;
};


export type MutationCreateOnePersonArgs = {
  data: PersonCreateAcrossCompaniesInput;
};


export type MutationCreateOneProjectArgs = {
  name: Scalars['String']['input'];
};


export type MutationCreateOneReimbursementArgs = {
  data: ReimbursementCreateInput;
};


export type MutationCreateOneTransactionArgs = {
  data: TransactionCreateInput;
  options?: InputMaybe<TransactionCreateOptions>;
};


export type MutationCreateOneTransactionAdjustmentArgs = {
  data: TransactionAdjustmentInput;
  where: WhereUniqueInput;
};


export type MutationCreateOneTransactionControlArgs = {
  data: TransactionControlUpsertInput;
};


export type MutationCreateOneTransactionDisputeArgs = {
  data: TransactionDisputeInput;
  where: WhereUniqueInput;
};


export type MutationCreateOneTransactionViewArgs = {
  data: TransactionViewInput;
};


export type MutationCreateOneUserV2Args = {
  data: UserCreateInput;
};


export type MutationCreateOneWebhookEndpointArgs = {
  data: WebhookEndpointInput;
};


export type MutationCreatePaymentArgs = {
  data: PaymentCreateInput;
};


export type MutationCreateTenantSnapshotArgs = {
  companyIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  endsAt: Scalars['DateTime']['input'];
  name: Scalars['String']['input'];
  startsAt: Scalars['DateTime']['input'];
};


export type MutationDeleteOneApprovalDelegationArgs = {
  where: WhereUniqueInput;
};


export type MutationDeleteOneCardV2Args = {
  where: WhereUniqueInput;
};


export type MutationDeleteOneCodingRuleArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteOneCustomFieldArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteOneTransactionArgs = {
  where: WhereUniqueInput;
};


export type MutationDeleteOneTransactionViewArgs = {
  where: WhereUniqueInput;
};


export type MutationDeleteOneWebhookEndpointArgs = {
  id: Scalars['ID']['input'];
};


export type MutationExchangePlaidPublicTokenArgs = {
  publicToken: Scalars['String']['input'];
};


export type MutationExplainPolicyFindingArgs = {
  explanation: Scalars['String']['input'];
  where: WhereUniqueInput;
};


export type MutationForgetOneUserArgs = {
  where: WhereUniqueInput;
};


export type MutationLockManyTransactionsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationLockTransactionArgs = {
  where: WhereUniqueInput;
};


export type MutationPayFromBankAccountArgs = {
  data: BankPaymentInput;
};


export type MutationReissueOneCardArgs = {
  where: WhereUniqueInput;
};


export type MutationRemoveTransactionReceiptArgs = {
  fileId: Scalars['ID']['input'];
  where: WhereUniqueInput;
};


export type MutationRequestTransactionReceiptArgs = {
  where: WhereUniqueInput;
};


export type MutationRequestTransactionReceiptsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationResendWebhookDeliveryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRestoreOneBudgetArgs = {
  where: WhereUniqueInput;
};


export type MutationRestorePlaidItemArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeOneApiClientArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRotateWebhookSecretArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetAccountTermsArgs = {
  data: AccountTermsInput;
};


export type MutationSetGlAvailabilityArgs = {
  id: Scalars['ID']['input'];
  isEnabled: Scalars['Boolean']['input'];
};


export type MutationSetOneCodatAccountMappingArgs = {
  accountId?: InputMaybe<Scalars['String']['input']>;
  generalLedgerId: Scalars['ID']['input'];
};


export type MutationSetOneCodatCompanyConfigurationArgs = {
  data: CodatCompanyConfigurationInput;
};


export type MutationSetWebhookEndpointEnabledArgs = {
  enabled: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSoftDeleteOneTransactionArgs = {
  where: WhereUniqueInput;
};


export type MutationSyncPlaidTransactionsArgs = {
  itemId: Scalars['ID']['input'];
};


export type MutationUnarchiveOneUserArgs = {
  where: WhereUniqueInput;
};


export type MutationUndoAutomaticCodingArgs = {
  where: WhereUniqueInput;
};


export type MutationUnlockTransactionArgs = {
  where: WhereUniqueInput;
};


export type MutationUpdateApprovalLevelsArgs = {
  data: Array<ApprovalLevelInput>;
};


export type MutationUpdateBooksPolicyArgs = {
  data: BooksPolicyInput;
};


export type MutationUpdateConnectionArchiveStatusServiceArgs = {
  archived: Scalars['Boolean']['input'];
  connectionId: Scalars['ID']['input'];
};


export type MutationUpdateExpensePolicyArgs = {
  data: ExpensePolicyInput;
};


export type MutationUpdateManyNotificationArgs = {
  data: NotificationUpdateManyInput;
  where: NotificationWhereManyInput;
};


export type MutationUpdateManyTransactionsArgs = {
  data: TransactionBulkCodingInput;
  ids: Array<Scalars['ID']['input']>;
};


export type MutationUpdateMileageSettingsArgs = {
  data: MileageSettingsInput;
};


export type MutationUpdateMyAvatarArgs = {
  uploadId: Scalars['ID']['input'];
};


export type MutationUpdateMyPasswordArgs = {
  data: PasswordChangeInput;
};


export type MutationUpdateMyProfileArgs = {
  data: MyProfileInput;
};


export type MutationUpdateOneBudgetArgs = {
  data: BudgetUpdateInput;
  options?: InputMaybe<BudgetOptionsInput>;
  where: WhereUniqueInput;
};


export type MutationUpdateOneBudgetIncreaseRequestArgs = {
  data: ReviewInput;
  options?: InputMaybe<BudgetOptionsInput>;
  where: WhereUniqueInput;
};


export type MutationUpdateOneCodingRuleArgs = {
  data: CodingRuleInput;
  id: Scalars['ID']['input'];
};


export type MutationUpdateOneCompanyArgs = {
  data: CompanyUpdateInput;
  where?: InputMaybe<CompanyWhereUniqueInput>;
};


export type MutationUpdateOneCustomFieldArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  isRequired?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  options?: InputMaybe<Array<CustomFieldOptionInput>>;
};


export type MutationUpdateOneGeneralLedgerArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  code?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateOneGlNameArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  glCategory?: InputMaybe<Scalars['String']['input']>;
  glType?: InputMaybe<Scalars['String']['input']>;
  gl_code?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateOnePaymentInstrumentArgs = {
  data: PaymentInstrumentUpdateInput;
  where: WhereUniqueInput;
};


export type MutationUpdateOneReimbursementArgs = {
  data: ReviewInput;
  where: WhereUniqueInput;
};


export type MutationUpdateOneTransactionArgs = {
  data: TransactionUpdateInput;
  where: WhereUniqueInput;
};


export type MutationUpdateOneTransactionControlArgs = {
  data: TransactionControlUpsertInput;
};


export type MutationUpdateOneTransactionViewArgs = {
  data: TransactionViewUpdateInput;
  where: WhereUniqueInput;
};


export type MutationUpdateOneUserArgs = {
  data: UserUpdateInput;
  where: WhereUniqueInput;
};


export type MutationUpdateOneWebhookEndpointArgs = {
  data: WebhookEndpointInput;
  id: Scalars['ID']['input'];
};


export type MutationUpdatePaymtInstStatusArgs = {
  data: CardStatusInput;
  where: WhereUniqueInput;
};


export type MutationUploadInboxReceiptArgs = {
  uploadId: Scalars['ID']['input'];
};

/** The signed-in member's own profile form (/settings/account/profile-information). Field errors by input field name. */
export type MyProfileInput = {
  /** Leave out or send all fields empty for none. */
  address?: InputMaybe<AddressInput>;
  embossName?: InputMaybe<Scalars['String']['input']>;
  first_name: Scalars['String']['input'];
  last_name: Scalars['String']['input'];
  middle_name?: InputMaybe<Scalars['String']['input']>;
  /** A US number as typed; stored as E.164. */
  phone_number?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};

/** Why a transaction was not sent: it (or a split) has no GL code, or its GL code posts to no platform account. */
export type NotReadyReason =
  | 'NOT_CODED'
  | 'UNMAPPED';

/** A transaction a run kept back (never sent to the platform), with what to fix. */
export type NotReadyTransaction = {
  __typename?: 'NotReadyTransaction';
  /** The GL code to map (UNMAPPED). */
  generalLedgerId?: Maybe<Scalars['ID']['output']>;
  message: Scalars['String']['output'];
  reason: NotReadyReason;
  transactionId: Scalars['ID']['output'];
};

export type Notification = {
  __typename?: 'Notification';
  budgetId?: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  /** What it is about, as the event gave it (spec 3); null on notifications made before it was recorded (a rebuild fills it). */
  notificationData?: Maybe<NotificationData>;
  read: Scalars['Boolean']['output'];
  /** The budget increase request or reimbursement it is about (spec 3 notificationData). */
  requestId?: Maybe<Scalars['ID']['output']>;
  /** The status of the request it is about, as of the event that made it; null when it is not about a request. */
  status?: Maybe<RequestStatus>;
  title: Scalars['String']['output'];
  /** alert or info; the Alerts badge counts unread alerts. */
  type: Scalars['String']['output'];
  /** Whom it is for (always the caller: one reads only one's own). */
  userId: Scalars['ID']['output'];
  /** The capacity in which the user gets it; null on notifications made before it was recorded (a rebuild fills it). */
  userRole?: Maybe<NotificationUserRole>;
};

/** What the recipient is asked to do, or told happened (spec 3 notificationData.definedAction). */
export type NotificationAction =
  /** A request waits for the recipient's review (also its reminder, and an away approver's delegate's copy). */
  | 'APPROVE_REQUEST'
  /** A tenant snapshot the recipient asked for is ready to download. */
  | 'DOWNLOAD_SNAPSHOT'
  /** The company's card account is owed a payment (missed, or returned by the bank). */
  | 'PAY_BALANCE'
  /** The recipient's own request moved: approved at a level, approved, rejected, declined, applied or paid. */
  | 'REQUEST_UPDATED'
  /** A budget the recipient owns was created, funded, archived or restored by someone else. */
  | 'REVIEW_BUDGET'
  /** A member revealed more card numbers within an hour than expected. */
  | 'REVIEW_CARD_ACCESS'
  /** A purchase on a budget the recipient owns is out of the expense policy. */
  | 'REVIEW_POLICY'
  /** The accounting platform's totals and ours are apart. */
  | 'REVIEW_RECONCILIATION'
  /** A purchase on a budget the recipient owns cleared above its authorization and tolerance. */
  | 'REVIEW_TRANSACTION'
  /** A purchase of the recipient's needs its receipt. */
  | 'UPLOAD_RECEIPT';

/** Spec 3 notificationData: only what the event named is set. */
export type NotificationData = {
  __typename?: 'NotificationData';
  /** Integer cents: the amount the event names (the purchase, the request, the funding, the payment). */
  amount?: Maybe<Scalars['Cents']['output']>;
  budgetId?: Maybe<Scalars['ID']['output']>;
  budgetIncreaseId?: Maybe<Scalars['ID']['output']>;
  cardId?: Maybe<Scalars['ID']['output']>;
  /** When what it is about happened or is due, as the event dates it. */
  date?: Maybe<Scalars['DateTime']['output']>;
  definedAction: NotificationAction;
  /** The person who caused it; null for the card network, the bank or a timer, and for a member no longer in the company. */
  notifier?: Maybe<User>;
  reimbursementId?: Maybe<Scalars['ID']['output']>;
  transactionId?: Maybe<Scalars['ID']['output']>;
};

export type NotificationPage = {
  __typename?: 'NotificationPage';
  count: Scalars['Int']['output'];
  items: Array<Notification>;
};

export type NotificationUpdateManyInput = {
  read: Scalars['Boolean']['input'];
};

/** The capacity in which a user gets a notification (spec 3 Notification.userRole). */
export type NotificationUserRole =
  /** Pays the company's card account (company funds edit). */
  | 'ACCOUNT_ADMIN'
  | 'APPROVER'
  | 'BUDGET_OWNER'
  /** Approves in place of an approver who is away. */
  | 'DELEGATE'
  /** Reads the integration run logs. */
  | 'LOG_READER'
  | 'REQUESTOR'
  | 'SPENDER';

export type NotificationWhereInput = {
  read?: InputMaybe<Scalars['Boolean']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

export type NotificationWhereManyInput = {
  ids: Array<Scalars['ID']['input']>;
};

/** Prisma-style `set` of an amount: dollars for Amount, a whole percent for Percentage. */
export type OverageSetInput = {
  set?: InputMaybe<Scalars['Money']['input']>;
};

export type ParentBudgetUpdateInput = {
  connect?: InputMaybe<WhereUniqueInput>;
  disconnect?: InputMaybe<Scalars['Boolean']['input']>;
};

export type PasswordChangeInput = {
  confirmation: Scalars['String']['input'];
  currentPassword: Scalars['String']['input'];
  /** By the reset's rules: 8 to 256 characters. */
  newPassword: Scalars['String']['input'];
};

export type Payment = {
  __typename?: 'Payment';
  amount: Scalars['Cents']['output'];
  /** The bank account an ACH payment is drawn from. */
  bankAccount?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** The ACH number, card's last 4 digits, check number or free text (labelled per spec 9). */
  detail?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  paymentType: PaymentType;
  /** A returned payment's ACH return code (R01…) and what it means. */
  returnCode?: Maybe<Scalars['String']['output']>;
  returnReason?: Maybe<Scalars['String']['output']>;
  /** An ACH payment is PENDING until the bank settles it (then it lowers the balance) or returns it; every other payment is SETTLED when recorded. */
  status: PaymentStatus;
  user?: Maybe<User>;
  userId?: Maybe<Scalars['ID']['output']>;
};

export type PaymentCreateInput = {
  /** Integer cents, greater than 0 and at most the balance. */
  amount: Scalars['Float']['input'];
  detail?: InputMaybe<Scalars['String']['input']>;
  paymentType: PaymentType;
};

export type PaymentInstrumentUpdateInput = {
  /** Rechargeable cards: dollars to add, or subtract with a leading minus, e.g. "-25.50". */
  amount?: InputMaybe<Scalars['String']['input']>;
  /** A new limit in integer cents (not for rechargeable cards). */
  spendLimit?: InputMaybe<Scalars['Float']['input']>;
};

export type PaymentPage = {
  __typename?: 'PaymentPage';
  count: Scalars['Int']['output'];
  items: Array<Payment>;
};

export type PaymentStatus =
  | 'PENDING'
  | 'RETURNED'
  | 'SETTLED';

/** Spec 4 payment types. */
export type PaymentType =
  | 'ACH'
  | 'CARD'
  | 'CASH'
  | 'CHECK';

export type PaymentWhereInput = {
  from?: InputMaybe<Scalars['DateTime']['input']>;
  paymentType?: InputMaybe<Array<PaymentType>>;
  status?: InputMaybe<Array<PaymentStatus>>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
};

/** A person (spec 3): one identity, with a company user in each company they belong to. */
export type Person = {
  __typename?: 'Person';
  address?: Maybe<Address>;
  authId: Scalars['String']['output'];
  /** Spec 3 Person.avatar: the url of the avatar of the person's user shown; null: initials. */
  avatar?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  /** The name on the person's physical cards in the caller's company. */
  embossName?: Maybe<Scalars['String']['output']>;
  first_name: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  last_name: Scalars['String']['output'];
  middle_name?: Maybe<Scalars['String']['output']>;
  /** E.164, e.g. +15552010100. */
  phone_number?: Maybe<Scalars['String']['output']>;
  /** Budgets of the current company the person's user spends from (people with spender budgets). */
  spenderBudgets: Array<Budget>;
  /** The title of the person's user in the caller's company (or their first user). */
  title?: Maybe<Scalars['String']['output']>;
  /** The person's user in the caller's current company, if any. */
  userId?: Maybe<Scalars['ID']['output']>;
  /**
   * The person's users the caller may see: the current company's; in the person lookup with
   * x-nbx-mode: MultipleEntity, all of one's own; from createOnePerson, those it created.
   */
  users: Array<User>;
};

/** The multi-org create-member form: step 1 identity and companies, step 2 role and title per company. */
export type PersonCreateAcrossCompaniesInput = {
  email: Scalars['String']['input'];
  first_name: Scalars['String']['input'];
  last_name: Scalars['String']['input'];
  users: Array<PersonUserCreateInput>;
};

export type PersonCreateInput = {
  email: Scalars['String']['input'];
  first_name: Scalars['String']['input'];
  last_name: Scalars['String']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
};

export type PersonCreateOne = {
  create: PersonCreateInput;
};

export type PersonUpdateInput = {
  first_name?: InputMaybe<Scalars['String']['input']>;
  last_name?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type PersonUpdateOne = {
  update: PersonUpdateInput;
};

/** One company user of a person created across companies (multi-org form, step 2). */
export type PersonUserCreateInput = {
  companyId: Scalars['ID']['input'];
  roles: Array<Scalars['String']['input']>;
  /** Optional in the multi-org form. */
  title?: InputMaybe<Scalars['String']['input']>;
};

export type PersonWhereUniqueInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
};

/** An account of a bank connection: shown as an external card (spec 2.5, /cards/external). */
export type PlaidAccount = {
  __typename?: 'PlaidAccount';
  /** The account's current balance in cents as the bank reported it when linked; null when it reported none. */
  balance?: Maybe<Scalars['Cents']['output']>;
  id: Scalars['ID']['output'];
  /** Last digits of the account or card number. */
  mask: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** A bank connection (a Plaid item). */
export type PlaidItem = {
  __typename?: 'PlaidItem';
  accounts: Array<PlaidAccount>;
  archived: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  institutionName: Scalars['String']['output'];
  lastSyncedAt?: Maybe<Scalars['DateTime']['output']>;
  linkedAt: Scalars['DateTime']['output'];
};

export type PlaidLinkToken = {
  __typename?: 'PlaidLinkToken';
  expiration: Scalars['DateTime']['output'];
  /** The provider's hosted Link page for this token: the person connects there and is sent back to redirectUri with a public_token. */
  hostedLinkUrl: Scalars['String']['output'];
  linkToken: Scalars['String']['output'];
};

export type PlaidSyncResult = {
  __typename?: 'PlaidSyncResult';
  added: Array<PlaidTransaction>;
  modified: Array<PlaidTransaction>;
  removed: Array<Scalars['ID']['output']>;
};

/** A transaction imported from a bank connection; amount in cents, positive for money out. */
export type PlaidTransaction = {
  __typename?: 'PlaidTransaction';
  accountId: Scalars['ID']['output'];
  amount: Scalars['Cents']['output'];
  date: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  merchantName: Scalars['String']['output'];
};

/** A category of the expense policy: a group of merchant category codes. */
export type PolicyCategory = {
  __typename?: 'PolicyCategory';
  /** MEALS, ALCOHOL, AIRFARE, LODGING, GROUND_TRANSPORT, FUEL, ENTERTAINMENT, GAMBLING, SOFTWARE or OFFICE_SUPPLIES. */
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type PolicyCategoryLimit = {
  __typename?: 'PolicyCategoryLimit';
  category: Scalars['String']['output'];
  /** The most one member's purchases in the category may come to in a day, integer cents; null: no cap. */
  perDay?: Maybe<Scalars['Cents']['output']>;
  /** The most one purchase may be, integer cents; null: no cap. */
  perTransaction?: Maybe<Scalars['Cents']['output']>;
};

export type PolicyCategoryLimitInput = {
  category: Scalars['String']['input'];
  /** Dollars; null or empty: no cap. */
  perDay?: InputMaybe<Scalars['String']['input']>;
  /** Dollars, e.g. "200.00"; null or empty: no cap. Zero or negative is refused. */
  perTransaction?: InputMaybe<Scalars['String']['input']>;
};

/**
 * The spender's answer to the policy's findings (issue #27 item 6): the latest one given. It answers
 * the findings it was given for; when the policy later finds otherwise, the text stays as the answer to
 * those (isCurrent false) and the transaction waits on the spender again.
 */
export type PolicyExplanation = {
  __typename?: 'PolicyExplanation';
  at: Scalars['DateTime']['output'];
  /** Who gave it: the spender, or an admin who may edit the transaction. */
  by?: Maybe<User>;
  /** The findings it answers. */
  findings: Array<PolicyFinding>;
  /** It answers the transaction's findings as they are now. */
  isCurrent: Scalars['Boolean']['output'];
  text: Scalars['String']['output'];
};

/** One rule of the expense policy a transaction breaks. */
export type PolicyFinding = {
  __typename?: 'PolicyFinding';
  /** The rule and the figures, e.g. "$212.40 for 2 attendees: $106.20 each, over the $75.00 meal limit". */
  message: Scalars['String']['output'];
  outcome: PolicyOutcome;
  /** BLOCKED_CATEGORY, TRANSACTION_CAP, DAILY_CAP, MEAL_PER_ATTENDEE, SPLIT_PURCHASE, WEEKEND, OUT_OF_HOURS or MISSING_RECEIPT. */
  rule: Scalars['String']['output'];
};

/** IN_POLICY, NEEDS_REVIEW or OUT_OF_POLICY. */
export type PolicyOutcome =
  | 'IN_POLICY'
  | 'NEEDS_REVIEW'
  | 'OUT_OF_POLICY';

/** A project transactions are coded with (spec 3); archiving makes it inactive. */
export type Project = {
  __typename?: 'Project';
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type ProjectPage = {
  __typename?: 'ProjectPage';
  count: Scalars['Int']['output'];
  items: Array<Project>;
};

export type ProjectWhereInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Case-insensitive substring of the name. */
  search?: InputMaybe<Scalars['String']['input']>;
};

export type Query = {
  __typename?: 'Query';
  /** The caller's company's card account; null until its terms are set. */
  account?: Maybe<Account>;
  accountPaymentDue?: Maybe<AccountPaymentDue>;
  /** The latest reconciliation of the company's accounting totals; null before the first. */
  accountingReconciliation?: Maybe<AccountingReconciliation>;
  /** Admins, behind the apiClientTokens developer flag. Newest first, revoked ones included. */
  apiClients: Array<ApiClient>;
  /** Whom the caller may delegate their approvals to: the company's other active members, by name. */
  approvalDelegateCandidates: Array<User>;
  /** The company's approval chain, in order (everyone may read it). */
  approvalLevels: Array<ApprovalLevel>;
  /** Requests the caller asked for, reviews or reviewed (admin readers: all), newest first. */
  approvalRequests: Array<ApprovalRequest>;
  /** Budgets, cards and members whose name (or a card's last four digits) contains the text, for the history's filter. */
  auditSubjects: Array<AuditSubject>;
  /** The rebate the open billing periods will credit. */
  availableRebate: Scalars['Cents']['output'];
  /** Spec 7 upload urls: the caller's avatar (jpg, jpeg, png, gif, bmp or webp). */
  avatarUploadUrl: UploadUrl;
  badgeCounts: BadgeCounts;
  budget?: Maybe<Budget>;
  budgetAsOf: BudgetAsOf;
  budgetFunds: BudgetFunds;
  /** Increase requests the caller may see, newest first (admin readers: all; budget owners: their budgets'; everyone: their own). */
  budgetIncreaseRequests: Array<BudgetIncreaseRequest>;
  budgetInfo?: Maybe<Budget>;
  /** The budget selector: the visible tree in depth-first order, filtered by name or path (spec 2.4, 5). */
  budgetOptions: Array<BudgetOption>;
  budgetParents: Array<BudgetParent>;
  /** The settings screen's budget (admin readers and its owners). */
  budgetSettings?: Maybe<Budget>;
  /** Spenders of a budget (admin readers and its owners); q searches name and email. */
  budgetSpenders: BudgetSpenderPage;
  budgetSpendersCount: Scalars['Int']['output'];
  budgetTile?: Maybe<Budget>;
  /** The tiles of the budgets screen: the same page as budgets (select funds on each). */
  budgetTiles: BudgetPage;
  budgetTopSpenders: Array<BudgetTopSpender>;
  /** Paginated: `take` is 0 to 100; `count` is the total matching `where`. */
  budgets: BudgetPage;
  budgetsCount: Scalars['Int']['output'];
  /** Budgets for pickers: distinct, active unless where.active says otherwise, sorted by name. */
  budgetsDistinct: Array<BudgetOption>;
  card?: Maybe<Card>;
  cardAsOf: CardAsOf;
  cardCompanies: Array<CardCompany>;
  /** The card formats of spec 9: Digital, Physical, Subscription, Rechargeable. */
  cardFormats: Array<CardKind>;
  cardIssuers: Array<CardIssuer>;
  cardSearchOptions: CardSearchOptions;
  /** The card's number, CVV2 and expiry, for its holder or an admin; every reveal is recorded. */
  cardSecrets: CardSecrets;
  /** Recent purchases of a card, declined ones with their reason in plain words. */
  cardTransactions: Array<Transaction>;
  /** Spec 7: the cards list with each card's transactions' totals as a CSV, downloaded as transactions-report.csv (cards report create). */
  cardsReport: ReportResult;
  /** Cards the caller may see (admins and auditors: all; budget owners: their budgets' and their own; spenders: their own). */
  cardsV2: CardPage;
  /** Our GL codes' platform accounts (the mapping table). */
  codatAccountMappings: Array<CodatAccountMapping>;
  /** The accounts proposed on connect (by number, then name) for GL codes not mapped yet: nothing posts there until the admin confirms. */
  codatAccountProposals: Array<CodatAccountMapping>;
  /** Null until createOneCodatCompany. */
  codatCompany?: Maybe<CodatCompany>;
  codatCustomers: Array<CodatContact>;
  codatMappingOptions: CodatMappingOptions;
  codatSuppliers: Array<CodatContact>;
  /** For everyone who may edit transactions (the GL code list itself is for admins and analysts, spec 6). */
  codingOptions: CodingOptions;
  /** Admin-type roles: the company's rules in the order they apply. */
  codingRules: Array<CodingRule>;
  /**
   * A reseller's companies (spec 2.2 /companies): itself first, then its child companies by name.
   * Reseller companies only; permission client edit (the roles whose route sets hold the companies routes).
   */
  companies: Array<Company>;
  company: Company;
  companyAgreements: CompanyAgreements;
  /** The caller's company funds (spec 7 company funds). */
  companyFunds: CompanyFunds;
  /** The company's total spend over the range: what the days of transactionsGraph add up to, summed by the server. */
  companySpent: Scalars['Cents']['output'];
  /** The company's spenders by amount spent over the range, highest first. */
  companyTopSpenders: Array<TopSpender>;
  /** The company's accounting connections (spec 7 Connections). */
  connections: Array<AccountingConnection>;
  /** The controls report: every approval recorded from `from` (included) to `to` (excluded), at most 366 days, oldest first. */
  controlsReport: ControlsReport;
  /** The controls report of the period as CSV (the summary counts, each approval, each admin change), recorded as an export. */
  controlsReportCsv: ReportResult;
  currentRebatesState: RebatesState;
  /** The caller's current user; authId must be the caller's own token subject. */
  currentUserByAuthId: User;
  /** Paginated (take 0 to 100, default 25), by name. */
  customFields: CustomFieldPage;
  /** MCC codes the company's purchases were declined for (cards restricting them), most declined first; for admins (flag showDeniedMCCCodes). */
  deniedMccCodes: Array<DeniedMccCode>;
  disputeReasons: Array<DisputeReason>;
  /** Types and categories in use (not archived), each case-insensitively unique, ascending; `search` is a case-insensitive substring. */
  distinctGlTypesAndCategories: GlTypesAndCategories;
  /** The caller's company's events, newest first. */
  eventHistory: EventHistoryPage;
  /**
   * The filtered history (newest first) as a CSV file: time, who, event, subject, description. A long
   * one is written in the background: its url answers 202, with the rows written so far, until it is ready.
   */
  eventHistoryReport: ReportResult;
  /** The caller's company's expense policy (books admins and auditors). */
  expensePolicy: ExpensePolicy;
  /** Transactions imported from the company's connections, newest first; removed ones are left out. */
  externalTransactions: Array<PlaidTransaction>;
  /** The first person of the caller's company with this email (case-insensitive), or null. */
  findFirstPerson?: Maybe<Person>;
  /** Paginated (take 0 to 100, default 25; by name): the company's GL codes and how many match. */
  generalLedgers: GeneralLedgerPage;
  glCategories: Array<GlCategory>;
  /** The legacy GL names: the company's GL codes that are not archived, by name (at most 100). */
  glNames: Array<GlName>;
  glTypes: Array<GlType>;
  /** Newest first (spec 6 run logs read). */
  integrationRunLogs: Array<IntegrationRunLog>;
  /** ISO 18245 merchant category codes, filtered by code or description. */
  mccCodes: Array<MccCode>;
  /** The signed-in user in their current company. */
  me: CurrentUser;
  /** Spec 7 "mileage settings": the caller's company's. */
  mileageSettings: MileageSettings;
  mileageSubmission?: Maybe<MileageSubmission>;
  /** The caller's trips; every trip for admin readers, and those on budgets the caller owns. Newest first. */
  mileageSubmissions: Array<MileageSubmission>;
  /** The companies the multi-org create-member form offers: the caller's company and its child companies (permission: multi team members create). */
  multiOrgCompanies: Array<Company>;
  /** The caller's own delegations that have not ended, soonest first. */
  myApprovalDelegations: Array<ApprovalDelegation>;
  myCompanies: Array<CompanyMembership>;
  notifications: NotificationPage;
  /** Spenders of the budgets the caller owns (and those under them). */
  ownedBudgetSpenders: BudgetSpenderPage;
  /** Spec 9 list defaults: take 25, newest first. */
  payments: PaymentPage;
  /** Spec 6 payments read and export: the payments list's filters as payments-report.csv. */
  paymentsReport: ReportResult;
  /** People of the caller's company, one per member, as teamMembers filters them. */
  people: Array<Person>;
  /** People of the caller's company who spend from at least one budget, with those budgets. */
  peopleWithSpenderBudgets: Array<Person>;
  /** The signed-in person (the person lookup). With x-nbx-mode: MultipleEntity, users lists every company's. */
  person: Person;
  /** A person of the caller's company by id or email (oneself always; others: team members company read). */
  personV2?: Maybe<Person>;
  /** The company's bank connections (spec 7, bank link: items). */
  plaidItems: Array<PlaidItem>;
  /** A token to open the provider's Link with (spec 7, bank link: link token). */
  plaidLinkToken: PlaidLinkToken;
  policyCategories: Array<PolicyCategory>;
  /** Paginated (take 0 to 100, default 25), by name. */
  projects: ProjectPage;
  /** The signed-in member's receipts waiting to be attached, newest first. */
  receiptInbox: Array<InboxReceipt>;
  /** Spec 7 upload urls: a receipt (jpg, jpeg, png, gif, bmp, webp, svg, pdf or csv) of `size` bytes. */
  receiptUploadUrl: UploadUrl;
  /**
   * Spec 6, 7: the receipts of the transactions list's current filters and order as receipts.zip (admins):
   * every receipt file under receipts/, named by date, merchant, amount and transaction, and index.csv
   * listing each with its transaction's report columns. A large export is zipped in the background.
   */
  receiptsExport: ReportResult;
  receiptsMailAddresses: ReceiptsMailAddresses;
  /**
   * The caller's own out-of-pocket transactions not (or no longer) part of a pending, approved or paid
   * reimbursement. Company-card purchases are never offered: they would be paid twice.
   */
  reimbursableTransactions: Array<Transaction>;
  reimbursement?: Maybe<Reimbursement>;
  /** The categories a reimbursement may be filed under: the company's general ledgers, not archived, by name. */
  reimbursementCategories: Array<ReimbursementCategory>;
  /** The caller's own reimbursements and those on budgets they own (admin readers: everyone's), newest first. */
  reimbursements: ReimbursementPage;
  role?: Maybe<Role>;
  /** The roles (spec 6) the caller's company offers: the multi-org ones with enableMultiOrgRoles, the super admin only to a super admin. */
  roles: Array<Role>;
  statement?: Maybe<Statement>;
  /** The statement's transactions as a CSV (statement-<last day>.csv). */
  statementReport: ReportResult;
  /** Spec 7 statement transactions: a closed statement's postings and refunds, oldest first. */
  statementTransactions: Array<StatementTransaction>;
  /** Spec 7 statements (spec 9 defaults: limit 100, sortBy date_end, desc): the company's closed statements. */
  statements: Array<Statement>;
  /** Team members of the caller's company (permission: team members company read); spec 9 defaults: 25 per page, by name ascending, Active. */
  teamMembers: TeamMemberPage;
  /** Active members matching a name or email, for typeaheads and member pickers (team read or budget edit). */
  teamSearchOptions: Array<TeamSearchOption>;
  tenantSnapshot?: Maybe<TenantSnapshot>;
  /** The signed-in member's to-do: their incomplete transactions, those the expense policy flagged that they have not explained, and the receipts they are asked to confirm, oldest first. */
  todo: Todo;
  transaction?: Maybe<Transaction>;
  transactionControl?: Maybe<TransactionControl>;
  /** Payment types and the label of their detail (spec 9). */
  transactionMethods: Array<TransactionMethod>;
  /** What the list's filters offer: the spenders, budgets, cards and vendors of the transactions the caller may see. */
  transactionSearchOptions: TransactionSearchOptions;
  /** The caller's saved views and those shared in the company, by name. */
  transactionViews: Array<TransactionView>;
  /**
   * Transactions the caller may see (admins and auditors: the company's; budget owners: their budgets'
   * and their own; spenders: their own). Spec 9 defaults: take 100, newest first.
   */
  transactions: TransactionPage;
  /** The same list without the count, for quick scrolling. */
  transactionsFastView: Array<Transaction>;
  /** The company's spend per day over the range, every day present (zero when nothing was spent). */
  transactionsGraph: Array<SpendDay>;
  /**
   * Spec 7: the transactions list with its current filters and order as a CSV (transactions export,
   * all seven roles; each sees only the rows they may see). A large report is generated in the
   * background: its url answers 202 until the file is ready.
   */
  transactionsReport: ReportResult;
  /** Spec 7 upcoming statement: null until the company has a card account. */
  upcomingStatement?: Maybe<UpcomingStatement>;
  /** The caller's own cards (the wallet). */
  userCards: Array<Card>;
  /** Budgets a user spends from (oneself always; others: admin budget read). */
  userSpenderBudgets: Array<Budget>;
  /** A user of the caller's company with company and roles (oneself always; others: team members company read). */
  userWithCompanyAndRole?: Maybe<User>;
  /** The team report (permission: team members report create): a CSV of the members teamMembers would list. */
  usersReport: ReportResult;
  /** Merchants of the transactions the caller may see, most used first, for the vendor typeahead; spec 9 default 25 per page. */
  vendors: VendorPage;
  /**
   * Recomputes the hash chain of every stream of the company (the caller's company; another company's
   * id is FORBIDDEN, a malformed one BAD_USER_INPUT) from their first events, or from the company's
   * latest anchor, checks that anchor, and names the first broken link, if any. Auditors and admins.
   */
  verifyHistory: HistoryVerification;
  /** An endpoint's deliveries, newest first. */
  webhookDeliveries: Array<WebhookDelivery>;
  webhookEndpoints: Array<WebhookEndpoint>;
  /** The event types an endpoint can take. */
  webhookEventTypes: Array<Scalars['String']['output']>;
};


export type QueryApprovalRequestsArgs = {
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ApprovalRequestWhereInput>;
};


export type QueryAuditSubjectsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  search: Scalars['String']['input'];
};


export type QueryAvatarUploadUrlArgs = {
  contentType: Scalars['String']['input'];
  fileName: Scalars['String']['input'];
  size: Scalars['Int']['input'];
};


export type QueryBudgetArgs = {
  where: WhereUniqueInput;
};


export type QueryBudgetAsOfArgs = {
  at: Scalars['DateTime']['input'];
  budgetId: Scalars['ID']['input'];
};


export type QueryBudgetFundsArgs = {
  dateRange?: InputMaybe<DateRangeInput>;
  where: WhereUniqueInput;
};


export type QueryBudgetIncreaseRequestsArgs = {
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<BudgetIncreaseRequestWhereInput>;
};


export type QueryBudgetInfoArgs = {
  where: WhereUniqueInput;
};


export type QueryBudgetOptionsArgs = {
  activeOnly?: InputMaybe<Scalars['Boolean']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryBudgetParentsArgs = {
  where: WhereUniqueInput;
};


export type QueryBudgetSettingsArgs = {
  where: WhereUniqueInput;
};


export type QueryBudgetSpendersArgs = {
  q?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
  where: WhereUniqueInput;
};


export type QueryBudgetSpendersCountArgs = {
  where: WhereUniqueInput;
};


export type QueryBudgetTileArgs = {
  where: WhereUniqueInput;
};


export type QueryBudgetTilesArgs = {
  dateRange?: InputMaybe<DateRangeInput>;
  orderBy?: InputMaybe<Array<BudgetOrderByInput>>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<BudgetWhereInput>;
};


export type QueryBudgetTopSpendersArgs = {
  dateRange?: InputMaybe<DateRangeInput>;
  take?: InputMaybe<Scalars['Int']['input']>;
  where: WhereUniqueInput;
};


export type QueryBudgetsArgs = {
  dateRange?: InputMaybe<DateRangeInput>;
  orderBy?: InputMaybe<Array<BudgetOrderByInput>>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<BudgetWhereInput>;
};


export type QueryBudgetsCountArgs = {
  where?: InputMaybe<BudgetWhereInput>;
};


export type QueryBudgetsDistinctArgs = {
  where?: InputMaybe<BudgetWhereInput>;
};


export type QueryCardArgs = {
  where: WhereUniqueInput;
};


export type QueryCardAsOfArgs = {
  at: Scalars['DateTime']['input'];
  cardId: Scalars['ID']['input'];
};


export type QueryCardSecretsArgs = {
  where: WhereUniqueInput;
};


export type QueryCardTransactionsArgs = {
  cardId: Scalars['ID']['input'];
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCardsReportArgs = {
  options?: InputMaybe<ReportOptionsInput>;
  orderBy?: InputMaybe<Array<CardOrderByInput>>;
  where?: InputMaybe<CardWhereInput>;
};


export type QueryCardsV2Args = {
  activatedWhere?: InputMaybe<Scalars['Boolean']['input']>;
  orderBy?: InputMaybe<Array<CardOrderByInput>>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<CardWhereInput>;
};


export type QueryCompanySpentArgs = {
  where: SpendRangeInput;
};


export type QueryCompanyTopSpendersArgs = {
  take?: InputMaybe<Scalars['Int']['input']>;
  where: SpendRangeInput;
};


export type QueryConnectionsArgs = {
  archived?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryControlsReportArgs = {
  from: Scalars['DateTime']['input'];
  to: Scalars['DateTime']['input'];
};


export type QueryControlsReportCsvArgs = {
  from: Scalars['DateTime']['input'];
  options?: InputMaybe<ReportOptionsInput>;
  to: Scalars['DateTime']['input'];
};


export type QueryCurrentUserByAuthIdArgs = {
  authId: Scalars['String']['input'];
};


export type QueryCustomFieldsArgs = {
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<CustomFieldWhereInput>;
};


export type QueryDistinctGlTypesAndCategoriesArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryEventHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<EventHistoryFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryEventHistoryReportArgs = {
  filter?: InputMaybe<EventHistoryFilter>;
  options?: InputMaybe<ReportOptionsInput>;
};


export type QueryExternalTransactionsArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryFindFirstPersonArgs = {
  where: FindFirstPersonWhereInput;
};


export type QueryGeneralLedgersArgs = {
  orderBy?: InputMaybe<Array<GeneralLedgerOrderByInput>>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<GeneralLedgerWhereInput>;
};


export type QueryGlCategoriesArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGlNamesArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGlTypesArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryIntegrationRunLogsArgs = {
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMccCodesArgs = {
  q?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMileageSubmissionArgs = {
  where: WhereUniqueInput;
};


export type QueryMileageSubmissionsArgs = {
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNotificationsArgs = {
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<NotificationWhereInput>;
};


export type QueryOwnedBudgetSpendersArgs = {
  q?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPaymentsArgs = {
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<PaymentWhereInput>;
};


export type QueryPaymentsReportArgs = {
  options?: InputMaybe<ReportOptionsInput>;
  where?: InputMaybe<PaymentWhereInput>;
};


export type QueryPeopleArgs = {
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<TeamMemberWhereInput>;
};


export type QueryPeopleWithSpenderBudgetsArgs = {
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<TeamMemberWhereInput>;
};


export type QueryPersonV2Args = {
  where: PersonWhereUniqueInput;
};


export type QueryPlaidItemsArgs = {
  archived?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryPlaidLinkTokenArgs = {
  redirectUri?: InputMaybe<Scalars['String']['input']>;
};


export type QueryProjectsArgs = {
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProjectWhereInput>;
};


export type QueryReceiptUploadUrlArgs = {
  contentType: Scalars['String']['input'];
  fileName: Scalars['String']['input'];
  size: Scalars['Int']['input'];
};


export type QueryReceiptsExportArgs = {
  options?: InputMaybe<ReportOptionsInput>;
  orderBy?: InputMaybe<Array<TransactionOrderByInput>>;
  where?: InputMaybe<TransactionWhereInput>;
};


export type QueryReimbursableTransactionsArgs = {
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryReimbursementArgs = {
  where: WhereUniqueInput;
};


export type QueryReimbursementsArgs = {
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRoleArgs = {
  where: RoleWhereUniqueInput;
};


export type QueryRolesArgs = {
  where?: InputMaybe<RoleWhereInput>;
};


export type QueryStatementArgs = {
  where: WhereUniqueInput;
};


export type QueryStatementReportArgs = {
  format?: InputMaybe<StatementFileFormat>;
  options?: InputMaybe<ReportOptionsInput>;
  statementId: Scalars['ID']['input'];
};


export type QueryStatementTransactionsArgs = {
  statementId: Scalars['ID']['input'];
};


export type QueryStatementsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<SortOrder>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sortBy?: InputMaybe<StatementSortBy>;
};


export type QueryTeamMembersArgs = {
  orderBy?: InputMaybe<Array<TeamMemberOrderByInput>>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<TeamMemberWhereInput>;
};


export type QueryTeamSearchOptionsArgs = {
  q: Scalars['String']['input'];
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTenantSnapshotArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTransactionArgs = {
  where: WhereUniqueInput;
};


export type QueryTransactionControlArgs = {
  cardId: Scalars['ID']['input'];
};


export type QueryTransactionsArgs = {
  orderBy?: InputMaybe<Array<TransactionOrderByInput>>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<TransactionWhereInput>;
};


export type QueryTransactionsFastViewArgs = {
  orderBy?: InputMaybe<Array<TransactionOrderByInput>>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<TransactionWhereInput>;
};


export type QueryTransactionsGraphArgs = {
  where: SpendRangeInput;
};


export type QueryTransactionsReportArgs = {
  options?: InputMaybe<ReportOptionsInput>;
  orderBy?: InputMaybe<Array<TransactionOrderByInput>>;
  where?: InputMaybe<TransactionWhereInput>;
};


export type QueryUserSpenderBudgetsArgs = {
  where: WhereUniqueInput;
};


export type QueryUserWithCompanyAndRoleArgs = {
  where: WhereUniqueInput;
};


export type QueryUsersReportArgs = {
  options?: InputMaybe<ReportOptionsInput>;
  orderBy?: InputMaybe<Array<TeamMemberOrderByInput>>;
  where?: InputMaybe<TeamMemberWhereInput>;
};


export type QueryVendorsArgs = {
  q?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryVerifyHistoryArgs = {
  companyId?: InputMaybe<Scalars['ID']['input']>;
  fromAnchor?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryWebhookDeliveriesArgs = {
  endpointId: Scalars['ID']['input'];
  take?: InputMaybe<Scalars['Int']['input']>;
};

export type RebatesState = {
  __typename?: 'RebatesState';
  /** What the open billing periods will credit at the current rate. */
  accrued: Scalars['Cents']['output'];
  /** Every rebate credited so far. */
  credited: Scalars['Cents']['output'];
  history: Array<StatementRebate>;
  rebateBasisPoints: Scalars['Int']['output'];
};

/** A receipt's stored file (the upload itself goes through file storage). */
export type Receipt = {
  __typename?: 'Receipt';
  attachedAt: Scalars['DateTime']['output'];
  contentType: Scalars['String']['output'];
  fileId: Scalars['ID']['output'];
  fileName: Scalars['String']['output'];
  /** What was read from the file (receipts/inbox.graphql); null until it has been read. */
  reading?: Maybe<ReceiptReading>;
  sha256: Scalars['String']['output'];
  sizeBytes: Scalars['Int']['output'];
  /** Where the file is downloaded (the files route, with the caller's token). */
  url: Scalars['String']['output'];
};

/** A transaction the matcher offers for a receipt, and the figures it compared. */
export type ReceiptMatch = {
  __typename?: 'ReceiptMatch';
  /** EXACT, or TIP (within the clearing tolerance of a category whose charge grows after the receipt: tips, fuel, lodging) */
  amount: Scalars['String']['output'];
  /** MATCH, DIFFERENT, or null when either side shows no card. */
  cardLast4?: Maybe<Scalars['String']['output']>;
  /** Days between the receipt's date and the transaction's; null when the receipt shows no date. */
  dayDifference?: Maybe<Scalars['Int']['output']>;
  /** 0 to 1: how alike the merchant names are. */
  merchantSimilarity: Scalars['Float']['output'];
  receiptTotal: Scalars['Cents']['output'];
  transactionAmount: Scalars['Cents']['output'];
  transactionId: Scalars['ID']['output'];
};

/** What was read from a receipt file: the text layer of a PDF, or OCR of a photo. */
export type ReceiptReading = {
  __typename?: 'ReceiptReading';
  cardLast4?: Maybe<Scalars['String']['output']>;
  /** 0 to 1: 1 for a PDF's own text, the OCR's confidence for a photo, 0 when nothing was read. */
  confidence: Scalars['Float']['output'];
  currency?: Maybe<Scalars['String']['output']>;
  /** The purchase day as printed (YYYY-MM-DD). */
  date?: Maybe<Scalars['String']['output']>;
  /** Why nothing was read (a PDF that fails to parse, an image with no text); the file itself is kept. */
  failure?: Maybe<Scalars['String']['output']>;
  merchant?: Maybe<Scalars['String']['output']>;
  /** PDF_TEXT or OCR */
  method: Scalars['String']['output'];
  total?: Maybe<Scalars['Cents']['output']>;
};

/** Where the signed-in member sends receipts. */
export type ReceiptsMailAddresses = {
  __typename?: 'ReceiptsMailAddresses';
  /** The member's personal address (receipts+<token>@…), for forwarding from any other address. */
  personal: Scalars['String']['output'];
  /** The company receipts address: mail sent to it from the member's own Spend email address. */
  shared: Scalars['String']['output'];
};

/** A rechargeable card's format. */
export type RechargeableFormat =
  | 'Digital'
  | 'Physical';

/** One month's totals: what we synced, what the platform holds, and theirs minus ours. */
export type ReconciliationPeriod = {
  __typename?: 'ReconciliationPeriod';
  difference: ReconciliationTotals;
  ours: ReconciliationTotals;
  period: Scalars['String']['output'];
  theirs: ReconciliationTotals;
};

export type ReconciliationTotals = {
  __typename?: 'ReconciliationTotals';
  amount: Scalars['Cents']['output'];
  count: Scalars['Int']['output'];
};

/** A reimbursement (spec 3). */
export type Reimbursement = {
  __typename?: 'Reimbursement';
  /** Integer cents. */
  amount: Scalars['Cents']['output'];
  /** The budget it is charged to; its owner reviews it where the approval levels name the budget owner. */
  budget?: Maybe<Budget>;
  /** Whether the caller reviews the level waiting. */
  canReview: Scalars['Boolean']['output'];
  category?: Maybe<ReimbursementCategory>;
  createdAt: Scalars['DateTime']['output'];
  /** The day the money was spent (YYYY-MM-DD); null on reimbursements requested before it was asked for. */
  expenseDate?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  merchant?: Maybe<Scalars['String']['output']>;
  note?: Maybe<Scalars['String']['output']>;
  /** The away reviewer the caller would approve this reimbursement for; null when the caller is the approver or none. */
  onBehalfOf?: Maybe<User>;
  paidOn?: Maybe<Scalars['DateTime']['output']>;
  receipts: Array<ReimbursementReceipt>;
  requestor?: Maybe<User>;
  respondedOn?: Maybe<Scalars['DateTime']['output']>;
  review?: Maybe<Scalars['String']['output']>;
  reviewer?: Maybe<User>;
  status: RequestStatus;
  title: Scalars['String']['output'];
  transactions: Array<Transaction>;
};

/** A general ledger a reimbursement may be categorised under (the company's, not archived). */
export type ReimbursementCategory = {
  __typename?: 'ReimbursementCategory';
  code?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type ReimbursementCreateInput = {
  /** Dollars as typed, e.g. "42.10": at most 2 decimals, above 0. */
  amount: Scalars['Money']['input'];
  /** The budget it is charged to: one the caller spends from or owns. */
  budget: ConnectOne;
  /** The day the money was spent, YYYY-MM-DD: not in the future, at most 365 days back. */
  expenseDate: Scalars['String']['input'];
  /** The category: a general ledger of the company, not archived. */
  generalLedger?: InputMaybe<ConnectOne>;
  merchant: Scalars['String']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  /** Uploads (purpose receipt) of the caller, at most 10. */
  receiptUploadIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  title: Scalars['String']['input'];
  /** The caller's own reimbursable transactions it pays back (never company-card purchases). */
  transactions?: InputMaybe<ConnectMany>;
};

export type ReimbursementPage = {
  __typename?: 'ReimbursementPage';
  count: Scalars['Int']['output'];
  items: Array<Reimbursement>;
};

/** A receipt's file as storage holds it (the bytes stay in storage). */
export type ReimbursementReceipt = {
  __typename?: 'ReimbursementReceipt';
  contentType: Scalars['String']['output'];
  fileId: Scalars['ID']['output'];
  fileName: Scalars['String']['output'];
  sizeBytes: Scalars['Int']['output'];
};

/** Whether reimbursements can be asked for (spec 3 User.reimbursementsInfo). */
export type ReimbursementsInfo = {
  __typename?: 'ReimbursementsInfo';
  /** Someone in the company can approve reimbursements (an admin). */
  isCompanyReady: Scalars['Boolean']['output'];
  /** The user is active and someone other than them approves their reimbursements. */
  isUserReady: Scalars['Boolean']['output'];
};

export type ReportConfigInput = {
  /** Columns to include, by header; all when left out. */
  columns?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type ReportOptionsInput = {
  config?: InputMaybe<ReportConfigInput>;
  /** IANA time zone for dates in the file, e.g. America/New_York; UTC by default. */
  timeZone?: InputMaybe<Scalars['String']['input']>;
};

/** A generated file (spec 3 Report result): GET the url with the same bearer token. */
export type ReportResult = {
  __typename?: 'ReportResult';
  fileName: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** Spec 4: the status of a budget increase request or a reimbursement. */
export type RequestStatus =
  | 'APPROVED'
  | 'COMPLETED'
  | 'DECLINED'
  | 'PENDING'
  | 'REJECTED';

export type ReviewInput = {
  note?: InputMaybe<Scalars['String']['input']>;
  status: ReviewOutcome;
};

/** A reviewer's decision (spec 4): APPROVED or REJECTED for an increase, APPROVED or DECLINED for a reimbursement. */
export type ReviewOutcome =
  | 'APPROVED'
  | 'DECLINED'
  | 'REJECTED';

export type Role = {
  __typename?: 'Role';
  /** The role's label (spec 6), e.g. Auditor for Analyst. */
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type RoleConnectByName = {
  name: Scalars['String']['input'];
};

export type RoleWhereInput = {
  /** true: only the roles a create-member form may choose (spec 2.4; BudgetOwner comes with owning a budget). */
  assignable?: InputMaybe<Scalars['Boolean']['input']>;
  /** A role identifier, e.g. Spender. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Case-insensitive search in the identifier or the label. */
  q?: InputMaybe<Scalars['String']['input']>;
};

export type RoleWhereUniqueInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

/** Roles by name; BudgetOwner cannot be chosen: it comes with owning a budget (spec 4). */
export type RolesConnect = {
  connect: Array<RoleConnectByName>;
};

export type RolesSet = {
  /** The member's roles after the update. BudgetOwner is managed by budget ownership and is kept as it is. */
  set: Array<RoleConnectByName>;
};

/** Where a physical card is shipped: the business address (default) or the holder's personal one. */
export type ShippingAddressOption =
  | 'BUSINESS'
  | 'PERSONAL';

export type SoftLimit =
  | 'Amount'
  | 'None'
  | 'Percentage';

export type SortOrder =
  | 'asc'
  | 'desc';

/** A card's spend-control dates (spec 5): not the reporting DateRangeInput of budgets. */
export type SpendControlDateRangeInput = {
  /** YYYY-MM-DD; from the start date to 365 days after it. */
  endDate?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD (or an ISO timestamp); from today to 365 days ahead. */
  startDate?: InputMaybe<Scalars['String']['input']>;
};

/** Spent on one day: Pending and Posted transactions that are neither reversed nor declined. */
export type SpendDay = {
  __typename?: 'SpendDay';
  amount: Scalars['Cents']['output'];
  /** YYYY-MM-DD */
  date: Scalars['String']['output'];
};

/** The dashboard's date range: calendar days in the viewer's time zone (spec 9 ranges are resolved by the client). */
export type SpendRangeInput = {
  /** First day, YYYY-MM-DD, inclusive; omitted for All Time (from the first transaction). */
  from?: InputMaybe<Scalars['String']['input']>;
  /** IANA time zone the days are counted in; UTC when omitted. */
  timeZone?: InputMaybe<Scalars['String']['input']>;
  /** Last day, YYYY-MM-DD, inclusive. */
  to: Scalars['String']['input'];
};

export type SpendersUpdateInput = {
  connect?: InputMaybe<Array<WhereUniqueInput>>;
  disconnect?: InputMaybe<Array<WhereUniqueInput>>;
};

/** Spec 3 Statement: a closed billing period of the company's card account; never changed once closed. */
export type Statement = {
  __typename?: 'Statement';
  /** What the statement asked for when it closed: its ending balance when positive. */
  amountDue: Scalars['Cents']['output'];
  closedAt: Scalars['DateTime']['output'];
  company?: Maybe<Company>;
  /** Refunds and the rebate credited. */
  credits: Scalars['Cents']['output'];
  /** The account's balance now (what the company owes today). */
  currentBalance: Scalars['Cents']['output'];
  /** Exclusive: the next period's first instant (the last day shown is the day before). */
  dateEnd: Scalars['DateTime']['output'];
  /** The period's first instant. */
  dateStart: Scalars['DateTime']['output'];
  debits: Scalars['Cents']['output'];
  dueDate: Scalars['DateTime']['output'];
  endingBalance: Scalars['Cents']['output'];
  fees: Scalars['Cents']['output'];
  id: Scalars['ID']['output'];
  interest: Scalars['Cents']['output'];
  /** Paid against the amount due while it was the last statement. */
  paid: Scalars['Cents']['output'];
  paymentStatus: StatementPaymentStatus;
  payments: Scalars['Cents']['output'];
  rebate: Scalars['Cents']['output'];
  startingBalance: Scalars['Cents']['output'];
  /** What is still owed of the amount due (it falls with each payment; carried onto the next statement once that closes). */
  stillDue: Scalars['Cents']['output'];
  transactionCount: Scalars['Int']['output'];
};

/** A statement's download: its transactions as CSV, or the whole statement as a PDF. */
export type StatementFileFormat =
  | 'CSV'
  | 'PDF';

export type StatementPaymentStatus =
  /** Nothing was owed. */
  | 'NOTHING_DUE'
  | 'PAID'
  | 'PARTIALLY_PAID'
  | 'UNPAID';

/** One closed statement's credited rebate (the rewards chart). */
export type StatementRebate = {
  __typename?: 'StatementRebate';
  periodEnd: Scalars['DateTime']['output'];
  periodStart: Scalars['DateTime']['output'];
  purchases: Scalars['Cents']['output'];
  rebate: Scalars['Cents']['output'];
  rebateBasisPoints: Scalars['Int']['output'];
};

export type StatementSortBy =
  | 'date_end'
  | 'date_start'
  | 'ending_balance';

/** A card transaction's posting or refund on a statement. */
export type StatementTransaction = {
  __typename?: 'StatementTransaction';
  amount: Scalars['Cents']['output'];
  /** When it posted or was refunded (a date in a closed period lands on the next statement). */
  at: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  kind: StatementTransactionKind;
  transaction?: Maybe<Transaction>;
  transactionId: Scalars['ID']['output'];
};

export type StatementTransactionKind =
  /** A refund. */
  | 'CREDIT'
  /** A purchase posted. */
  | 'DEBIT';

export type Subscription = {
  __typename?: 'Subscription';
  _unused?: Maybe<Scalars['Boolean']['output']>;
  /** The caller's company's card account changed (card activity, a payment, a statement, a suspension): its id, so screens refetch. */
  accountChanged: Scalars['ID']['output'];
  /** A request of the caller's company changed (submitted, reviewed, completed). */
  approvalRequestChanged: ApprovalRequest;
  /** The caller's badge counts, pushed whenever they change. */
  badgeCountsChanged: BadgeCounts;
  /** Pushes a budget of the caller's company whenever it changes (optionally only the one given). */
  budgetChanged: Budget;
  /** A card of the caller's company changed (status, limit, balance). */
  cardChanged: Card;
  /** Pushed when the company's transactions or funds change, so the dashboard refetches those figures. */
  dashboardChanged: DashboardChange;
  /** The caller's company's statements changed: a statement closed or activity landed on the upcoming one (refetch). At most once: a client that reconnects refetches. */
  statementsChanged: Scalars['Boolean']['output'];
  /** A transaction the caller may see was recorded or changed (authorized, declined, cleared, reversed, refunded). */
  transactionChanged: Transaction;
};


export type SubscriptionBudgetChangedArgs = {
  where?: InputMaybe<WhereUniqueInput>;
};

/** Spec 4 sync run states, and PARTIAL: a run is COMPLETED only when every transaction it took up synced. */
export type SyncRunState =
  | 'COMPLETED'
  /** The platform stayed down through every retry (the message says why), or none synced: it refused every one, or none was ready to send. */
  | 'FAILED'
  | 'LOADED'
  /** Some of the run's transactions synced; the platform refused others or some were not ready to send (each says why). */
  | 'PARTIAL'
  | 'STARTED';

/** Spec 4 sync state. */
export type SyncState =
  | 'FAILED'
  | 'IN_PROGRESS'
  | 'READY_TO_SYNC'
  | 'RECEIPT_ATTACHED'
  | 'SYNCED';

export type TeamMemberOrderByInput = {
  field: TeamMemberSortField;
  order: SortOrder;
};

export type TeamMemberPage = {
  __typename?: 'TeamMemberPage';
  count: Scalars['Int']['output'];
  items: Array<User>;
};

export type TeamMemberSortField =
  | 'createdAt'
  | 'email'
  | 'name';

export type TeamMemberWhereInput = {
  /** false (default): the Active tab; true: the archived tab. */
  archived?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only members who spend from this budget. */
  budgetId?: InputMaybe<Scalars['ID']['input']>;
  /** Case-insensitive search in first name, last name and email. */
  q?: InputMaybe<Scalars['String']['input']>;
  role?: InputMaybe<Scalars['String']['input']>;
};

/** A member for a typeahead (spec 2.4): name and title. */
export type TeamSearchOption = {
  __typename?: 'TeamSearchOption';
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
  personId: Scalars['ID']['output'];
  title?: Maybe<Scalars['String']['output']>;
  userId: Scalars['ID']['output'];
};

/** A tenant snapshot (spec 7): the company's events in a range and its state at the range's end, as a gzip NDJSON file. */
export type TenantSnapshot = {
  __typename?: 'TenantSnapshot';
  /** GET it with the same bearer token, once ready. */
  downloadUrl?: Maybe<Scalars['String']['output']>;
  endsAt: Scalars['DateTime']['output'];
  /** Events written, once ready. */
  eventCount?: Maybe<Scalars['Int']['output']>;
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  startsAt: Scalars['DateTime']['output'];
  status: TenantSnapshotStatus;
};

export type TenantSnapshotStatus =
  | 'READY'
  /** The workflow is writing the file. */
  | 'RUNNING';

/** Everything waiting on the signed-in member. */
export type Todo = {
  __typename?: 'Todo';
  /** All of them (the list holds at most 200). */
  count: Scalars['Int']['output'];
  items: Array<TodoItem>;
};

/** One thing waiting on the signed-in member (issue #27), with exactly what is missing. */
export type TodoItem = {
  __typename?: 'TodoItem';
  /** The kind and the transaction's id (RECEIPT:<id>, CODING:<id>, POLICY:<id>) or the inbox receipt's (MATCH:<id>). */
  id: Scalars['ID']['output'];
  /** RECEIPT: a transaction of theirs needs its receipt (attachTransactionReceipt). CODING: it lacks a GL code, project, required field or balanced split (updateOneTransaction). POLICY: it needs review or is out of the expense policy and waits for the spender's explanation (explainPolicyFinding); each missing detail is a finding (its rule as the kind). MATCH: a receipt of theirs the matcher could not be sure about; confirm one of its suggestions (attachInboxReceipt). */
  kind: Scalars['String']['output'];
  /** What is missing, each with what to do. */
  missing: Array<MissingDetail>;
  receipt?: Maybe<InboxReceipt>;
  transaction?: Maybe<Transaction>;
};

export type TopSpender = {
  __typename?: 'TopSpender';
  amount: Scalars['Cents']['output'];
  name: Scalars['String']['output'];
  transactions: Scalars['Int']['output'];
  userId: Scalars['ID']['output'];
};

/** A transaction (spec 3) as the transactions read model holds it: card purchases the authorizer decided, manual, reimbursement and mileage ones, and the company's bank feed and payments toward the card account. */
export type Transaction = {
  __typename?: 'Transaction';
  /** Oldest first. */
  adjustments: Array<TransactionAdjustment>;
  /** Integer cents: the cleared amount once posted, else the authorized one. */
  amount: Scalars['Cents']['output'];
  /** What was authorized, integer cents. */
  authorizedAmount: Scalars['Cents']['output'];
  automaticCoding?: Maybe<AutomaticCoding>;
  budget?: Maybe<Budget>;
  budgetId?: Maybe<Scalars['ID']['output']>;
  card?: Maybe<Card>;
  cardId?: Maybe<Scalars['ID']['output']>;
  /** COMPLETE or INCOMPLETE (spec 4 completeness); reversed and refunded ones are COMPLETE (nothing left to book); a declined one is NOT_APPLICABLE: it is not spend; so are the bank feed's (PLAID) and payments (PAYMENT). */
  completeness: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  customFieldValues: Array<CustomFieldValue>;
  /** Why it was declined, in plain words. */
  declinedReason?: Maybe<Scalars['String']['output']>;
  /** The merchant's name (a manual transaction's vendor). */
  description: Scalars['String']['output'];
  dispute?: Maybe<TransactionDispute>;
  /** The reason of the open dispute, in words. */
  disputedReason?: Maybe<Scalars['String']['output']>;
  generalLedgerId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  initial_transaction_date: Scalars['DateTime']['output'];
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  isDeclined: Scalars['Boolean']['output'];
  /** Locked by an admin, or synced to accounting. */
  isLocked: Scalars['Boolean']['output'];
  isPosted: Scalars['Boolean']['output'];
  isReversed: Scalars['Boolean']['output'];
  mcc?: Maybe<Scalars['String']['output']>;
  /** The merchant category in words (ISO 18245). */
  mccDescription?: Maybe<Scalars['String']['output']>;
  /** What was entered about a manual transaction. */
  memo?: Maybe<Scalars['String']['output']>;
  merchantCountry?: Maybe<Scalars['String']['output']>;
  /** Why it is INCOMPLETE under the company's books policy, each with what to do (empty when it is not). */
  missingDetails: Array<MissingDetail>;
  /** Whether the company's receipt policy asks for a receipt on it. */
  needsReceipt: Scalars['Boolean']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  /** How much the clearing went above the authorization plus its tolerance (tips, fuel), forced through by the network; 0 when it did not. */
  overClearedAmount: Scalars['Cents']['output'];
  /** A card purchase's card as its last 4 digits; a manual one's payment detail (check number, ACH number). */
  paymentMethodDetail?: Maybe<Scalars['String']['output']>;
  paymentType: PaymentType;
  /** The spender's answer to the findings; null until one is given. */
  policyExplanation?: Maybe<PolicyExplanation>;
  /** Why: every rule it breaks (empty when in policy). */
  policyFindings: Array<PolicyFinding>;
  /** Its outcome under the company's expense policy. */
  policyOutcome: PolicyOutcome;
  posted_on?: Maybe<Scalars['DateTime']['output']>;
  projectId?: Maybe<Scalars['ID']['output']>;
  receipts: Array<Receipt>;
  /** Refunded so far, integer cents. */
  refundedAmount: Scalars['Cents']['output'];
  /** The status of the latest reimbursement this transaction is part of; null if none. */
  reimbursementStatus?: Maybe<RequestStatus>;
  source: TransactionSource;
  spender?: Maybe<User>;
  /** The split lines, or null when it is not split. */
  splits?: Maybe<Array<TransactionSplitLine>>;
  status: TransactionStatus;
  syncState?: Maybe<SyncState>;
  /** The vendor set on it, else the merchant's name. */
  vendor: Scalars['String']['output'];
};

/** A correction of a synced transaction, pushed to the accounting platform as its own expense transaction (the synced record never changes). */
export type TransactionAdjustment = {
  __typename?: 'TransactionAdjustment';
  /** What it changes the amount by, in cents (0 for a re-coding). */
  amountDelta: Scalars['Cents']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  lines: Array<TransactionAdjustmentLine>;
  reason: AdjustmentReason;
  syncState: AdjustmentSyncState;
  syncedAt?: Maybe<Scalars['DateTime']['output']>;
};

export type TransactionAdjustmentInput = {
  /** The GL code the synced amount moves to; absent: unchanged, null: none. */
  generalLedgerId?: InputMaybe<Scalars['ID']['input']>;
  /** The project it moves to; absent: unchanged, null: none. */
  projectId?: InputMaybe<Scalars['ID']['input']>;
};

/** A line of an adjustment: signed cents booked under a GL code and project. */
export type TransactionAdjustmentLine = {
  __typename?: 'TransactionAdjustmentLine';
  amount: Scalars['Cents']['output'];
  generalLedgerId?: Maybe<Scalars['ID']['output']>;
  projectId?: Maybe<Scalars['ID']['output']>;
};

/** What a bulk coding sets on every selected transaction (only the fields given; null clears one). */
export type TransactionBulkCodingInput = {
  customFieldValues?: InputMaybe<Array<CustomFieldValueInput>>;
  generalLedgerId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
};

/** One selected transaction a bulk action left as it was, and why. */
export type TransactionBulkFailure = {
  __typename?: 'TransactionBulkFailure';
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
};

/** A bulk action's outcome: each selected transaction is its own aggregate, so one refusal leaves the others done. */
export type TransactionBulkPayload = {
  __typename?: 'TransactionBulkPayload';
  /** The transactions the action applied to (or that already were as asked). */
  done: Array<Scalars['ID']['output']>;
  failures: Array<TransactionBulkFailure>;
};

/** Spec 4 completeness filter: NOT_SYNCED and SYNCED follow the accounting sync state. */
export type TransactionCompleteness =
  | 'ALL'
  | 'COMPLETE'
  | 'INCOMPLETE'
  | 'NOT_SYNCED'
  | 'SYNCED';

/** Spend controls of a card (spec 3 Transaction control). A group that is off is null. */
export type TransactionControl = {
  __typename?: 'TransactionControl';
  cardId: Scalars['ID']['output'];
  endDate?: Maybe<Scalars['DateTime']['output']>;
  frequencyCount?: Maybe<Scalars['Int']['output']>;
  frequencyPeriod?: Maybe<FrequencyPeriod>;
  isActive: Scalars['Boolean']['output'];
  mccCodeList: Array<Scalars['String']['output']>;
  mode?: Maybe<TransactionControlMode>;
  /** Integer cents. */
  spendLimit: Scalars['Cents']['output'];
  startDate?: Maybe<Scalars['DateTime']['output']>;
};

/** Each group is on when given and off when null (the form's toggles). */
export type TransactionControlInput = {
  dateRange?: InputMaybe<SpendControlDateRangeInput>;
  frequency?: InputMaybe<FrequencyInput>;
  mcc?: InputMaybe<MccControlInput>;
  /** Integer cents (spec 9: card limits are sent in cents); at most 9007199254740991. */
  spendLimit?: InputMaybe<Scalars['Float']['input']>;
};

export type TransactionControlMode =
  | 'PERMITTED'
  | 'RESTRICTED';

export type TransactionControlUpsertInput = {
  cardId: Scalars['ID']['input'];
  dateRange?: InputMaybe<SpendControlDateRangeInput>;
  frequency?: InputMaybe<FrequencyInput>;
  mcc?: InputMaybe<MccControlInput>;
  spendLimit?: InputMaybe<Scalars['Float']['input']>;
};

export type TransactionCreateInput = {
  /** Dollars as typed, e.g. "42.10". */
  amount: Scalars['Money']['input'];
  budgetId?: InputMaybe<Scalars['ID']['input']>;
  customFieldValues?: InputMaybe<Array<CustomFieldValueInput>>;
  date: Scalars['DateTime']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  generalLedgerId?: InputMaybe<Scalars['ID']['input']>;
  invoiceNumber?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  paymentMethodDetail?: InputMaybe<Scalars['String']['input']>;
  paymentType: PaymentType;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  /** MANUAL (default) or REIMBURSEMENT (out of pocket). */
  source?: InputMaybe<TransactionSource>;
  /** Whose it is: the caller by default; admins may name a member. */
  spenderId?: InputMaybe<Scalars['ID']['input']>;
  vendor: Scalars['String']['input'];
};

export type TransactionCreateOptions = {
  /** Also split it on creation. */
  splits?: InputMaybe<Array<TransactionSplitInput>>;
};

export type TransactionDateRangeInput = {
  /** From this instant (inclusive). */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  /** A spec 9 preset; CUSTOM_DATE (or none) uses from and to. */
  preset?: InputMaybe<DateRangePreset>;
  /** The IANA time zone a preset's days and months are in (default UTC). */
  timeZone?: InputMaybe<Scalars['String']['input']>;
  /** Up to this instant (exclusive). */
  to?: InputMaybe<Scalars['DateTime']['input']>;
};

export type TransactionDeletePayload = {
  __typename?: 'TransactionDeletePayload';
  id: Scalars['ID']['output'];
};

export type TransactionDispute = {
  __typename?: 'TransactionDispute';
  id: Scalars['ID']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  reasonId: Scalars['String']['output'];
  status: DisputeStatus;
};

export type TransactionDisputeInput = {
  notes?: InputMaybe<Scalars['String']['input']>;
  /** An id of the disputeReasons query. */
  reasonId: Scalars['ID']['input'];
};

export type TransactionMethod = {
  __typename?: 'TransactionMethod';
  /** The label of its detail field: ACH Number, Last 4 Digits, Check Number or Payment Details. */
  detailLabel: Scalars['String']['output'];
  paymentType: PaymentType;
};

export type TransactionOrderByInput = {
  field: TransactionSortField;
  order: SortOrder;
};

export type TransactionPage = {
  __typename?: 'TransactionPage';
  count: Scalars['Int']['output'];
  items: Array<Transaction>;
};

export type TransactionSearchOptions = {
  __typename?: 'TransactionSearchOptions';
  budgets: Array<Budget>;
  cards: Array<Card>;
  spenders: Array<User>;
  vendors: Array<Scalars['String']['output']>;
};

export type TransactionSortField =
  | 'amount'
  | 'description'
  | 'initial_transaction_date'
  | 'status';

/** Where a transaction comes from (spec 4 sources; card purchases are CARD). */
export type TransactionSource =
  | 'CARD'
  | 'MANUAL'
  /** A trip submitted at /transactions/mileage. */
  | 'MILEAGE'
  /** A payment toward the card account (as at /transactions/payments); listed only when the source filter asks, to those who read payments. */
  | 'PAYMENT'
  /** The company's bank feed (an external bank link's synced transactions); listed only when the source filter asks, to those who read bank connections. */
  | 'PLAID'
  | 'REIMBURSEMENT';

export type TransactionSplitInput = {
  /** Dollars, e.g. "40.00". */
  amount: Scalars['Money']['input'];
  budgetId?: InputMaybe<Scalars['ID']['input']>;
  generalLedgerId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
};

export type TransactionSplitLine = {
  __typename?: 'TransactionSplitLine';
  amount: Scalars['Cents']['output'];
  budgetId?: Maybe<Scalars['ID']['output']>;
  generalLedgerId?: Maybe<Scalars['ID']['output']>;
  projectId?: Maybe<Scalars['ID']['output']>;
};

/** Spec 4 transaction statuses (a reversed purchase keeps its status and has isReversed). */
export type TransactionStatus =
  | 'Declined'
  | 'Disputed'
  | 'Pending'
  | 'Posted'
  | 'Recorded';

/** Only the fields given change; null clears one. */
export type TransactionUpdateInput = {
  /** Manual and reimbursement transactions only. */
  amount?: InputMaybe<Scalars['Money']['input']>;
  customFieldValues?: InputMaybe<Array<CustomFieldValueInput>>;
  /** Manual and reimbursement transactions only. */
  date?: InputMaybe<Scalars['DateTime']['input']>;
  generalLedgerId?: InputMaybe<Scalars['ID']['input']>;
  invoiceNumber?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  /** Lines summing to the amount; an empty list removes the split. */
  splits?: InputMaybe<Array<TransactionSplitInput>>;
  vendor?: InputMaybe<Scalars['String']['input']>;
};

/** A saved view of /transactions: a member's filters, sort and hidden columns, shared with the company or not. */
export type TransactionView = {
  __typename?: 'TransactionView';
  hiddenColumns: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Saved by the caller: only they can rename, share or delete it. */
  isMine: Scalars['Boolean']['output'];
  missing: Array<TransactionViewMissing>;
  name: Scalars['String']['output'];
  params: Array<TransactionViewParam>;
  shared: Scalars['Boolean']['output'];
};

export type TransactionViewInput = {
  hiddenColumns?: InputMaybe<Array<Scalars['String']['input']>>;
  name: Scalars['String']['input'];
  params: Array<TransactionViewParamInput>;
  shared?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A filter of a saved view whose budget, card or member no longer exists: the list leaves it out and says so. */
export type TransactionViewMissing = {
  __typename?: 'TransactionViewMissing';
  message: Scalars['String']['output'];
  param: Scalars['String']['output'];
};

/** One query-string parameter of /transactions (a filter, the sort, the page size). */
export type TransactionViewParam = {
  __typename?: 'TransactionViewParam';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type TransactionViewParamInput = {
  name: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

/** Only the fields given change. */
export type TransactionViewUpdateInput = {
  hiddenColumns?: InputMaybe<Array<Scalars['String']['input']>>;
  name?: InputMaybe<Scalars['String']['input']>;
  params?: InputMaybe<Array<TransactionViewParamInput>>;
  shared?: InputMaybe<Scalars['Boolean']['input']>;
};

export type TransactionWhereInput = {
  /** Amount at most this many dollars. */
  amountMax?: InputMaybe<Scalars['Money']['input']>;
  /** Amount at least this many dollars, e.g. "10.00". */
  amountMin?: InputMaybe<Scalars['Money']['input']>;
  budgetId?: InputMaybe<Scalars['ID']['input']>;
  cardId?: InputMaybe<Scalars['ID']['input']>;
  /** ALL (default, spec 9 show all), COMPLETE, INCOMPLETE, NOT_SYNCED or SYNCED. */
  completeness?: InputMaybe<TransactionCompleteness>;
  dateRange?: InputMaybe<TransactionDateRangeInput>;
  generalLedgerId?: InputMaybe<Scalars['ID']['input']>;
  /** true: only reversed ones; false: none of them. */
  isReversed?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only transactions with this expense policy outcome. */
  policyOutcome?: InputMaybe<PolicyOutcome>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  /** Matches the merchant's name, the vendor or the notes. */
  q?: InputMaybe<Scalars['String']['input']>;
  source?: InputMaybe<TransactionSource>;
  spenderId?: InputMaybe<Scalars['ID']['input']>;
  /** Disputed: an open dispute; any other status: without one. None: every status but Declined (declines are not spend). */
  status?: InputMaybe<TransactionStatus>;
  /** Exactly this merchant, as the vendors query names it (the vendor typeahead). */
  vendor?: InputMaybe<Scalars['String']['input']>;
};

/** Spec 7 transitCustomersAndGlData: projects made from the platform's tracking categories, and GL codes from its expense accounts. */
export type TransitCustomersAndGlDataResult = {
  __typename?: 'TransitCustomersAndGlDataResult';
  createdGeneralLedgers: Scalars['Int']['output'];
  createdProjects: Array<Project>;
  customers: Array<CodatContact>;
  updatedGeneralLedgers: Scalars['Int']['output'];
  updatedProjects: Array<Project>;
};

/** The open billing period's running totals (what its statement will show when it closes). */
export type UpcomingStatement = {
  __typename?: 'UpcomingStatement';
  /** Refunds and the rebate earned so far, as the closed statement will show them. */
  credits: Scalars['Cents']['output'];
  /** The account's balance owed now (the rebate is not credited until the statement closes). */
  currentBalance: Scalars['Cents']['output'];
  dateEnd: Scalars['DateTime']['output'];
  dateStart: Scalars['DateTime']['output'];
  debits: Scalars['Cents']['output'];
  /** Starting balance plus debits, fees and interest, less credits and payments: the statement's balance so far. */
  endingBalance: Scalars['Cents']['output'];
  fees: Scalars['Cents']['output'];
  /** Interest accrued so far on an amount due unpaid after its due date. */
  interest: Scalars['Cents']['output'];
  payments: Scalars['Cents']['output'];
  /** The rebate the period has earned so far (one of the credits), credited when it closes. */
  rebate: Scalars['Cents']['output'];
  refunds: Scalars['Cents']['output'];
  startingBalance: Scalars['Cents']['output'];
  transactionCount: Scalars['Int']['output'];
};

/** A header the upload must carry, as named. */
export type UploadHeader = {
  __typename?: 'UploadHeader';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/**
 * A short-lived url the browser sends a file's bytes to directly (ARCHITECTURE 12): `method` the `url`
 * with `headers` and the file as the body. Then a mutation that attaches the file takes `uploadId`.
 */
export type UploadUrl = {
  __typename?: 'UploadUrl';
  expiresAt: Scalars['DateTime']['output'];
  headers: Array<UploadHeader>;
  maxBytes: Scalars['Int']['output'];
  method: Scalars['String']['output'];
  uploadId: Scalars['ID']['output'];
  /** Absolute for S3-compatible storage; a path on the API (under /graphql) for the embedded store. */
  url: Scalars['String']['output'];
};

export type User = {
  __typename?: 'User';
  archived: Scalars['Boolean']['output'];
  /** The avatar's file (GET with the bearer token); null: show initials. */
  avatarUrl?: Maybe<Scalars['String']['output']>;
  company: Company;
  companyId: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  department?: Maybe<Scalars['String']['output']>;
  embossName?: Maybe<Scalars['String']['output']>;
  /** Forgotten by a super admin (forgetOneUser): their personal data is gone for good. */
  forgotten: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** The role whose label wins by the precedence of spec 6. */
  mainRole?: Maybe<Role>;
  mainRoleName: Scalars['String']['output'];
  /** Spec 3 User.managerId: another member of the same company, set by an admin. */
  managerId?: Maybe<Scalars['ID']['output']>;
  person: Person;
  reimbursementsInfo: ReimbursementsInfo;
  roles: Array<Role>;
};

export type UserCreateInput = {
  /** Defaults to the caller's company; a child company of it needs the client add-user permission. */
  company?: InputMaybe<ConnectOne>;
  embossName?: InputMaybe<Scalars['String']['input']>;
  person: PersonCreateOne;
  roles: RolesConnect;
  /** Budgets of the member's company the new member spends from; a Spender needs at least one (left out: none). */
  spenderBudgets?: InputMaybe<ConnectMany>;
};

export type UserUpdateInput = {
  /** null or empty clears it (team members edit). */
  department?: InputMaybe<Scalars['String']['input']>;
  embossName?: InputMaybe<Scalars['String']['input']>;
  /** An active member of the same company; null clears it (team members edit). */
  managerId?: InputMaybe<Scalars['ID']['input']>;
  person?: InputMaybe<PersonUpdateOne>;
  /** The roles an admin may grant (spec 6): the super admin role only a super admin; the multi-org roles a multi-org admin with enableMultiOrgRoles. */
  roles?: InputMaybe<RolesSet>;
};

/** A merchant seen in the company's transactions (the vendor the books name, else the merchant). */
export type Vendor = {
  __typename?: 'Vendor';
  lastSeenAt: Scalars['DateTime']['output'];
  name: Scalars['String']['output'];
  transactionCount: Scalars['Int']['output'];
};

export type VendorPage = {
  __typename?: 'VendorPage';
  count: Scalars['Int']['output'];
  items: Array<Vendor>;
};

/** One event sent to one endpoint, with every attempt (the delivery log). */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  attempts: Array<WebhookDeliveryAttempt>;
  createdAt: Scalars['DateTime']['output'];
  endpointId: Scalars['ID']['output'];
  /** The webhook-id header: the same on every attempt and resend, for the receiver to dedupe by. */
  eventId: Scalars['String']['output'];
  eventType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  status: WebhookDeliveryStatus;
  updatedAt: Scalars['DateTime']['output'];
};

/** One try of a delivery: the receiver's HTTP status (none when it did not answer), how long it took, why it failed. */
export type WebhookDeliveryAttempt = {
  __typename?: 'WebhookDeliveryAttempt';
  attempt: Scalars['Int']['output'];
  attemptedAt: Scalars['DateTime']['output'];
  durationMs: Scalars['Int']['output'];
  error?: Maybe<Scalars['String']['output']>;
  outcome: Scalars['String']['output'];
  statusCode?: Maybe<Scalars['Int']['output']>;
};

export type WebhookDeliveryStatus =
  | 'DELIVERED'
  | 'FAILED'
  | 'PENDING';

/** An outgoing webhook endpoint of the company: where its events are POSTed, signed (Standard Webhooks). */
export type WebhookEndpoint = {
  __typename?: 'WebhookEndpoint';
  createdAt: Scalars['DateTime']['output'];
  enabled: Scalars['Boolean']['output'];
  /** transactions.authorized, transactions.cleared, transactions.ready_to_sync, reimbursements.approved */
  eventTypes: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  secretRotatedAt?: Maybe<Scalars['DateTime']['output']>;
  url: Scalars['String']['output'];
};

export type WebhookEndpointInput = {
  eventTypes: Array<Scalars['String']['input']>;
  url: Scalars['String']['input'];
};

/** An endpoint with its signing secret (whsec_…): the only time the secret is shown. */
export type WebhookEndpointWithSecret = {
  __typename?: 'WebhookEndpointWithSecret';
  endpoint: WebhookEndpoint;
  secret: Scalars['String']['output'];
};

export type WhereUniqueInput = {
  id: Scalars['ID']['input'];
};

export type WorkingHours = {
  __typename?: 'WorkingHours';
  /** ... to this one (1-24), in the policy's time zone. */
  end: Scalars['Int']['output'];
  /** From this hour (0-23) ... */
  start: Scalars['Int']['output'];
};

export type WorkingHoursInput = {
  end: Scalars['Int']['input'];
  start: Scalars['Int']['input'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Account: ResolverTypeWrapper<Account>;
  AccountPaymentDue: ResolverTypeWrapper<AccountPaymentDue>;
  AccountStatus: AccountStatus;
  AccountTermsInput: AccountTermsInput;
  AccountingConnection: ResolverTypeWrapper<AccountingConnection>;
  AccountingReconciliation: ResolverTypeWrapper<AccountingReconciliation>;
  Address: ResolverTypeWrapper<Address>;
  AddressInput: AddressInput;
  AdjustmentReason: AdjustmentReason;
  AdjustmentSyncState: AdjustmentSyncState;
  AgreementStatus: ResolverTypeWrapper<AgreementStatus>;
  ApiClient: ResolverTypeWrapper<ApiClient>;
  ApiClientAccess: ApiClientAccess;
  ApiClientStatus: ApiClientStatus;
  ApprovalDelegation: ResolverTypeWrapper<Delegation>;
  ApprovalDelegationCreateInput: ApprovalDelegationCreateInput;
  ApprovalLevel: ResolverTypeWrapper<ApprovalLevel>;
  ApprovalLevelInput: ApprovalLevelInput;
  ApprovalRequest: ResolverTypeWrapper<ApprovalRequestModel>;
  ApprovalRequestKind: ApprovalRequestKind;
  ApprovalRequestWhereInput: ApprovalRequestWhereInput;
  Approver: Approver;
  AuditSubject: ResolverTypeWrapper<AuditSubject>;
  AuditSubjectKind: AuditSubjectKind;
  AutomaticCoding: ResolverTypeWrapper<AutomaticCoding>;
  BadgeCounts: ResolverTypeWrapper<BadgeCounts>;
  BalanceState: BalanceState;
  BankPaymentInput: BankPaymentInput;
  BatchPayload: ResolverTypeWrapper<BatchPayload>;
  BillingCycle: BillingCycle;
  BooksPolicy: ResolverTypeWrapper<BooksPolicyModel>;
  BooksPolicyInput: BooksPolicyInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BrokenHistoryLink: ResolverTypeWrapper<BrokenHistoryLink>;
  Budget: ResolverTypeWrapper<BudgetModel>;
  BudgetAsOf: ResolverTypeWrapper<BudgetAsOf>;
  BudgetCreateInput: BudgetCreateInput;
  BudgetFunds: ResolverTypeWrapper<BudgetFunds>;
  BudgetIncreaseRequest: ResolverTypeWrapper<Omit<BudgetIncreaseRequest, 'budget' | 'requestor' | 'reviewer'> & { budget?: Maybe<ResolversTypes['Budget']>, requestor?: Maybe<ResolversTypes['User']>, reviewer?: Maybe<ResolversTypes['User']> }>;
  BudgetIncreaseRequestCreateInput: BudgetIncreaseRequestCreateInput;
  BudgetIncreaseRequestWhereInput: BudgetIncreaseRequestWhereInput;
  BudgetOption: ResolverTypeWrapper<BudgetOption>;
  BudgetOptionsInput: BudgetOptionsInput;
  BudgetOrderByInput: BudgetOrderByInput;
  BudgetPage: ResolverTypeWrapper<Omit<BudgetPage, 'items'> & { items: Array<ResolversTypes['Budget']> }>;
  BudgetParent: ResolverTypeWrapper<BudgetParent>;
  BudgetSortField: BudgetSortField;
  BudgetSpenderPage: ResolverTypeWrapper<Omit<BudgetSpenderPage, 'items'> & { items: Array<ResolversTypes['User']> }>;
  BudgetTopSpender: ResolverTypeWrapper<Omit<BudgetTopSpender, 'user'> & { user: ResolversTypes['User'] }>;
  BudgetUpdateInput: BudgetUpdateInput;
  BudgetWhereInput: BudgetWhereInput;
  BulkCardRow: ResolverTypeWrapper<BulkRow>;
  BulkCardsCheck: ResolverTypeWrapper<Omit<BulkCardsCheck, 'creates' | 'updates'> & { creates: Array<ResolversTypes['BulkCardRow']>, updates: Array<ResolversTypes['BulkCardRow']> }>;
  Card: ResolverTypeWrapper<CardModel>;
  CardAsOf: ResolverTypeWrapper<CardAsOf>;
  CardBalance: ResolverTypeWrapper<CardBalance>;
  CardCompany: ResolverTypeWrapper<CardCompany>;
  CardCreateInput: CardCreateInput;
  CardFormat: CardFormat;
  CardIssuer: ResolverTypeWrapper<CardIssuer>;
  CardIssuerKind: CardIssuerKind;
  CardKind: CardKind;
  CardOrderByInput: CardOrderByInput;
  CardPage: ResolverTypeWrapper<Omit<CardPage, 'items'> & { items: Array<ResolversTypes['Card']> }>;
  CardSearchOptions: ResolverTypeWrapper<CardSearchOptionsModel>;
  CardSecrets: ResolverTypeWrapper<CardSecrets>;
  CardSortField: CardSortField;
  CardStatus: CardStatus;
  CardStatusInput: CardStatusInput;
  CardWhereInput: CardWhereInput;
  CardholderStatus: CardholderStatus;
  Cents: ResolverTypeWrapper<Scalars['Cents']['output']>;
  CodatAccount: ResolverTypeWrapper<CodatAccount>;
  CodatAccountMapping: ResolverTypeWrapper<CodatAccountMapping>;
  CodatAccountMappingInput: CodatAccountMappingInput;
  CodatCompany: ResolverTypeWrapper<CodatCompany>;
  CodatCompanyConfiguration: ResolverTypeWrapper<CodatCompanyConfiguration>;
  CodatCompanyConfigurationInput: CodatCompanyConfigurationInput;
  CodatContact: ResolverTypeWrapper<CodatContact>;
  CodatMappingOptions: ResolverTypeWrapper<CodatMappingOptions>;
  CodatTrackingCategory: ResolverTypeWrapper<CodatTrackingCategory>;
  CodingGlCode: ResolverTypeWrapper<CodingGlCode>;
  CodingOptions: ResolverTypeWrapper<CodingOptions>;
  CodingRule: ResolverTypeWrapper<CodingRule>;
  CodingRuleConditions: ResolverTypeWrapper<CodingRuleConditions>;
  CodingRuleConditionsInput: CodingRuleConditionsInput;
  CodingRuleDeletePayload: ResolverTypeWrapper<CodingRuleDeletePayload>;
  CodingRuleInput: CodingRuleInput;
  CodingRuleOutcome: ResolverTypeWrapper<CodingRuleOutcome>;
  CodingRuleOutcomeInput: CodingRuleOutcomeInput;
  CodingSourceKind: CodingSourceKind;
  Company: ResolverTypeWrapper<CompanyModel>;
  CompanyAgreements: ResolverTypeWrapper<CompanyAgreements>;
  CompanyCreateInput: CompanyCreateInput;
  CompanyFunds: ResolverTypeWrapper<CompanyFunds>;
  CompanyMembership: ResolverTypeWrapper<CompanyMembership>;
  CompanyUpdateInput: CompanyUpdateInput;
  CompanyWhereUniqueInput: CompanyWhereUniqueInput;
  ConnectMany: ConnectMany;
  ConnectOne: ConnectOne;
  ControlsAdminChange: ResolverTypeWrapper<ControlsAdminChange>;
  ControlsApproval: ResolverTypeWrapper<ControlsApproval>;
  ControlsChangeArea: ControlsChangeArea;
  ControlsReport: ResolverTypeWrapper<ControlsReport>;
  CreatedApiClient: ResolverTypeWrapper<CreatedApiClient>;
  CurrentUser: ResolverTypeWrapper<CurrentUser>;
  CustomField: ResolverTypeWrapper<CustomField>;
  CustomFieldOption: ResolverTypeWrapper<CustomFieldOption>;
  CustomFieldOptionInput: CustomFieldOptionInput;
  CustomFieldPage: ResolverTypeWrapper<CustomFieldPage>;
  CustomFieldValue: ResolverTypeWrapper<CustomFieldValue>;
  CustomFieldValueInput: CustomFieldValueInput;
  CustomFieldWhereInput: CustomFieldWhereInput;
  DashboardChange: ResolverTypeWrapper<DashboardChange>;
  DashboardTopic: DashboardTopic;
  DateRangeInput: DateRangeInput;
  DateRangePreset: DateRangePreset;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeniedMccCode: ResolverTypeWrapper<DeniedMccCode>;
  DisputeReason: ResolverTypeWrapper<DisputeReason>;
  DisputeStatus: DisputeStatus;
  EventHistoryFilter: EventHistoryFilter;
  EventHistoryPage: ResolverTypeWrapper<Omit<EventHistoryPage, 'items'> & { items: Array<ResolversTypes['HistoryEvent']> }>;
  ExpensePolicy: ResolverTypeWrapper<ExpensePolicy>;
  ExpensePolicyInput: ExpensePolicyInput;
  FieldChange: ResolverTypeWrapper<FieldChange>;
  FindFirstPersonWhereInput: FindFirstPersonWhereInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FrequencyInput: FrequencyInput;
  FrequencyPeriod: FrequencyPeriod;
  GeneralLedger: ResolverTypeWrapper<GeneralLedger>;
  GeneralLedgerOrderByInput: GeneralLedgerOrderByInput;
  GeneralLedgerPage: ResolverTypeWrapper<GeneralLedgerPage>;
  GeneralLedgerSortField: GeneralLedgerSortField;
  GeneralLedgerWhereInput: GeneralLedgerWhereInput;
  GlCategory: ResolverTypeWrapper<GlCategory>;
  GlName: ResolverTypeWrapper<GlName>;
  GlType: ResolverTypeWrapper<GlType>;
  GlTypesAndCategories: ResolverTypeWrapper<GlTypesAndCategories>;
  HistoryBreakKind: HistoryBreakKind;
  HistoryEvent: ResolverTypeWrapper<HistoryEventModel>;
  HistoryVerification: ResolverTypeWrapper<HistoryVerification>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  InboxReceipt: ResolverTypeWrapper<InboxReceipt>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  IntegrationRunFailure: ResolverTypeWrapper<IntegrationRunFailure>;
  IntegrationRunLog: ResolverTypeWrapper<IntegrationRunLog>;
  MccCode: ResolverTypeWrapper<MccCode>;
  MccControlInput: MccControlInput;
  MileageSettings: ResolverTypeWrapper<MileageSettings>;
  MileageSettingsInput: MileageSettingsInput;
  MileageSubmission: ResolverTypeWrapper<MileageSubmissionModel>;
  MileageSubmissionCreateInput: MileageSubmissionCreateInput;
  MissingDetail: ResolverTypeWrapper<MissingDetail>;
  Money: ResolverTypeWrapper<Scalars['Money']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyProfileInput: MyProfileInput;
  NotReadyReason: NotReadyReason;
  NotReadyTransaction: ResolverTypeWrapper<NotReadyTransaction>;
  Notification: ResolverTypeWrapper<NotificationModel>;
  NotificationAction: NotificationAction;
  NotificationData: ResolverTypeWrapper<NotificationModel>;
  NotificationPage: ResolverTypeWrapper<Omit<NotificationPage, 'items'> & { items: Array<ResolversTypes['Notification']> }>;
  NotificationUpdateManyInput: NotificationUpdateManyInput;
  NotificationUserRole: NotificationUserRole;
  NotificationWhereInput: NotificationWhereInput;
  NotificationWhereManyInput: NotificationWhereManyInput;
  OverageSetInput: OverageSetInput;
  ParentBudgetUpdateInput: ParentBudgetUpdateInput;
  PasswordChangeInput: PasswordChangeInput;
  Payment: ResolverTypeWrapper<Omit<Payment, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  PaymentCreateInput: PaymentCreateInput;
  PaymentInstrumentUpdateInput: PaymentInstrumentUpdateInput;
  PaymentPage: ResolverTypeWrapper<Omit<PaymentPage, 'items'> & { items: Array<ResolversTypes['Payment']> }>;
  PaymentStatus: PaymentStatus;
  PaymentType: PaymentType;
  PaymentWhereInput: PaymentWhereInput;
  Person: ResolverTypeWrapper<PersonModel>;
  PersonCreateAcrossCompaniesInput: PersonCreateAcrossCompaniesInput;
  PersonCreateInput: PersonCreateInput;
  PersonCreateOne: PersonCreateOne;
  PersonUpdateInput: PersonUpdateInput;
  PersonUpdateOne: PersonUpdateOne;
  PersonUserCreateInput: PersonUserCreateInput;
  PersonWhereUniqueInput: PersonWhereUniqueInput;
  PlaidAccount: ResolverTypeWrapper<PlaidAccount>;
  PlaidItem: ResolverTypeWrapper<PlaidItem>;
  PlaidLinkToken: ResolverTypeWrapper<PlaidLinkToken>;
  PlaidSyncResult: ResolverTypeWrapper<PlaidSyncResult>;
  PlaidTransaction: ResolverTypeWrapper<PlaidTransaction>;
  PolicyCategory: ResolverTypeWrapper<PolicyCategory>;
  PolicyCategoryLimit: ResolverTypeWrapper<PolicyCategoryLimit>;
  PolicyCategoryLimitInput: PolicyCategoryLimitInput;
  PolicyExplanation: ResolverTypeWrapper<Omit<PolicyExplanation, 'by'> & { by?: Maybe<ResolversTypes['User']> }>;
  PolicyFinding: ResolverTypeWrapper<PolicyFinding>;
  PolicyOutcome: PolicyOutcome;
  Project: ResolverTypeWrapper<Project>;
  ProjectPage: ResolverTypeWrapper<ProjectPage>;
  ProjectWhereInput: ProjectWhereInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RebatesState: ResolverTypeWrapper<RebatesState>;
  Receipt: ResolverTypeWrapper<ReceiptModel>;
  ReceiptMatch: ResolverTypeWrapper<ReceiptMatch>;
  ReceiptReading: ResolverTypeWrapper<ReceiptReading>;
  ReceiptsMailAddresses: ResolverTypeWrapper<ReceiptsMailAddresses>;
  RechargeableFormat: RechargeableFormat;
  ReconciliationPeriod: ResolverTypeWrapper<ReconciliationPeriod>;
  ReconciliationTotals: ResolverTypeWrapper<ReconciliationTotals>;
  Reimbursement: ResolverTypeWrapper<ApprovalRequestModel>;
  ReimbursementCategory: ResolverTypeWrapper<ReimbursementCategory>;
  ReimbursementCreateInput: ReimbursementCreateInput;
  ReimbursementPage: ResolverTypeWrapper<Omit<ReimbursementPage, 'items'> & { items: Array<ResolversTypes['Reimbursement']> }>;
  ReimbursementReceipt: ResolverTypeWrapper<ReimbursementReceipt>;
  ReimbursementsInfo: ResolverTypeWrapper<ReimbursementsInfo>;
  ReportConfigInput: ReportConfigInput;
  ReportOptionsInput: ReportOptionsInput;
  ReportResult: ResolverTypeWrapper<ReportResult>;
  RequestStatus: RequestStatus;
  ReviewInput: ReviewInput;
  ReviewOutcome: ReviewOutcome;
  Role: ResolverTypeWrapper<Role>;
  RoleConnectByName: RoleConnectByName;
  RoleWhereInput: RoleWhereInput;
  RoleWhereUniqueInput: RoleWhereUniqueInput;
  RolesConnect: RolesConnect;
  RolesSet: RolesSet;
  ShippingAddressOption: ShippingAddressOption;
  SoftLimit: SoftLimit;
  SortOrder: SortOrder;
  SpendControlDateRangeInput: SpendControlDateRangeInput;
  SpendDay: ResolverTypeWrapper<SpendDay>;
  SpendRangeInput: SpendRangeInput;
  SpendersUpdateInput: SpendersUpdateInput;
  Statement: ResolverTypeWrapper<StatementModel>;
  StatementFileFormat: StatementFileFormat;
  StatementPaymentStatus: StatementPaymentStatus;
  StatementRebate: ResolverTypeWrapper<StatementRebate>;
  StatementSortBy: StatementSortBy;
  StatementTransaction: ResolverTypeWrapper<StatementTransactionModel>;
  StatementTransactionKind: StatementTransactionKind;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SyncRunState: SyncRunState;
  SyncState: SyncState;
  TeamMemberOrderByInput: TeamMemberOrderByInput;
  TeamMemberPage: ResolverTypeWrapper<Omit<TeamMemberPage, 'items'> & { items: Array<ResolversTypes['User']> }>;
  TeamMemberSortField: TeamMemberSortField;
  TeamMemberWhereInput: TeamMemberWhereInput;
  TeamSearchOption: ResolverTypeWrapper<TeamSearchOption>;
  TenantSnapshot: ResolverTypeWrapper<TenantSnapshot>;
  TenantSnapshotStatus: TenantSnapshotStatus;
  Todo: ResolverTypeWrapper<Omit<Todo, 'items'> & { items: Array<ResolversTypes['TodoItem']> }>;
  TodoItem: ResolverTypeWrapper<Omit<TodoItem, 'transaction'> & { transaction?: Maybe<ResolversTypes['Transaction']> }>;
  TopSpender: ResolverTypeWrapper<TopSpender>;
  Transaction: ResolverTypeWrapper<TransactionModel>;
  TransactionAdjustment: ResolverTypeWrapper<TransactionAdjustment>;
  TransactionAdjustmentInput: TransactionAdjustmentInput;
  TransactionAdjustmentLine: ResolverTypeWrapper<TransactionAdjustmentLine>;
  TransactionBulkCodingInput: TransactionBulkCodingInput;
  TransactionBulkFailure: ResolverTypeWrapper<TransactionBulkFailure>;
  TransactionBulkPayload: ResolverTypeWrapper<TransactionBulkPayload>;
  TransactionCompleteness: TransactionCompleteness;
  TransactionControl: ResolverTypeWrapper<TransactionControlModel>;
  TransactionControlInput: TransactionControlInput;
  TransactionControlMode: TransactionControlMode;
  TransactionControlUpsertInput: TransactionControlUpsertInput;
  TransactionCreateInput: TransactionCreateInput;
  TransactionCreateOptions: TransactionCreateOptions;
  TransactionDateRangeInput: TransactionDateRangeInput;
  TransactionDeletePayload: ResolverTypeWrapper<TransactionDeletePayload>;
  TransactionDispute: ResolverTypeWrapper<TransactionDispute>;
  TransactionDisputeInput: TransactionDisputeInput;
  TransactionMethod: ResolverTypeWrapper<TransactionMethod>;
  TransactionOrderByInput: TransactionOrderByInput;
  TransactionPage: ResolverTypeWrapper<Omit<TransactionPage, 'items'> & { items: Array<ResolversTypes['Transaction']> }>;
  TransactionSearchOptions: ResolverTypeWrapper<SearchOptionsModel>;
  TransactionSortField: TransactionSortField;
  TransactionSource: TransactionSource;
  TransactionSplitInput: TransactionSplitInput;
  TransactionSplitLine: ResolverTypeWrapper<TransactionSplitLine>;
  TransactionStatus: TransactionStatus;
  TransactionUpdateInput: TransactionUpdateInput;
  TransactionView: ResolverTypeWrapper<TransactionView>;
  TransactionViewInput: TransactionViewInput;
  TransactionViewMissing: ResolverTypeWrapper<TransactionViewMissing>;
  TransactionViewParam: ResolverTypeWrapper<TransactionViewParam>;
  TransactionViewParamInput: TransactionViewParamInput;
  TransactionViewUpdateInput: TransactionViewUpdateInput;
  TransactionWhereInput: TransactionWhereInput;
  TransitCustomersAndGlDataResult: ResolverTypeWrapper<TransitCustomersAndGlDataResult>;
  UpcomingStatement: ResolverTypeWrapper<UpcomingStatement>;
  UploadHeader: ResolverTypeWrapper<UploadHeader>;
  UploadUrl: ResolverTypeWrapper<UploadUrl>;
  User: ResolverTypeWrapper<UserModel>;
  UserCreateInput: UserCreateInput;
  UserUpdateInput: UserUpdateInput;
  Vendor: ResolverTypeWrapper<Vendor>;
  VendorPage: ResolverTypeWrapper<VendorPage>;
  WebhookDelivery: ResolverTypeWrapper<WebhookDelivery>;
  WebhookDeliveryAttempt: ResolverTypeWrapper<WebhookDeliveryAttempt>;
  WebhookDeliveryStatus: WebhookDeliveryStatus;
  WebhookEndpoint: ResolverTypeWrapper<WebhookEndpoint>;
  WebhookEndpointInput: WebhookEndpointInput;
  WebhookEndpointWithSecret: ResolverTypeWrapper<WebhookEndpointWithSecret>;
  WhereUniqueInput: WhereUniqueInput;
  WorkingHours: ResolverTypeWrapper<WorkingHours>;
  WorkingHoursInput: WorkingHoursInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Account: Account;
  AccountPaymentDue: AccountPaymentDue;
  AccountTermsInput: AccountTermsInput;
  AccountingConnection: AccountingConnection;
  AccountingReconciliation: AccountingReconciliation;
  Address: Address;
  AddressInput: AddressInput;
  AgreementStatus: AgreementStatus;
  ApiClient: ApiClient;
  ApprovalDelegation: Delegation;
  ApprovalDelegationCreateInput: ApprovalDelegationCreateInput;
  ApprovalLevel: ApprovalLevel;
  ApprovalLevelInput: ApprovalLevelInput;
  ApprovalRequest: ApprovalRequestModel;
  ApprovalRequestWhereInput: ApprovalRequestWhereInput;
  AuditSubject: AuditSubject;
  AutomaticCoding: AutomaticCoding;
  BadgeCounts: BadgeCounts;
  BankPaymentInput: BankPaymentInput;
  BatchPayload: BatchPayload;
  BooksPolicy: BooksPolicyModel;
  BooksPolicyInput: BooksPolicyInput;
  Boolean: Scalars['Boolean']['output'];
  BrokenHistoryLink: BrokenHistoryLink;
  Budget: BudgetModel;
  BudgetAsOf: BudgetAsOf;
  BudgetCreateInput: BudgetCreateInput;
  BudgetFunds: BudgetFunds;
  BudgetIncreaseRequest: Omit<BudgetIncreaseRequest, 'budget' | 'requestor' | 'reviewer'> & { budget?: Maybe<ResolversParentTypes['Budget']>, requestor?: Maybe<ResolversParentTypes['User']>, reviewer?: Maybe<ResolversParentTypes['User']> };
  BudgetIncreaseRequestCreateInput: BudgetIncreaseRequestCreateInput;
  BudgetIncreaseRequestWhereInput: BudgetIncreaseRequestWhereInput;
  BudgetOption: BudgetOption;
  BudgetOptionsInput: BudgetOptionsInput;
  BudgetOrderByInput: BudgetOrderByInput;
  BudgetPage: Omit<BudgetPage, 'items'> & { items: Array<ResolversParentTypes['Budget']> };
  BudgetParent: BudgetParent;
  BudgetSpenderPage: Omit<BudgetSpenderPage, 'items'> & { items: Array<ResolversParentTypes['User']> };
  BudgetTopSpender: Omit<BudgetTopSpender, 'user'> & { user: ResolversParentTypes['User'] };
  BudgetUpdateInput: BudgetUpdateInput;
  BudgetWhereInput: BudgetWhereInput;
  BulkCardRow: BulkRow;
  BulkCardsCheck: Omit<BulkCardsCheck, 'creates' | 'updates'> & { creates: Array<ResolversParentTypes['BulkCardRow']>, updates: Array<ResolversParentTypes['BulkCardRow']> };
  Card: CardModel;
  CardAsOf: CardAsOf;
  CardBalance: CardBalance;
  CardCompany: CardCompany;
  CardCreateInput: CardCreateInput;
  CardIssuer: CardIssuer;
  CardOrderByInput: CardOrderByInput;
  CardPage: Omit<CardPage, 'items'> & { items: Array<ResolversParentTypes['Card']> };
  CardSearchOptions: CardSearchOptionsModel;
  CardSecrets: CardSecrets;
  CardStatusInput: CardStatusInput;
  CardWhereInput: CardWhereInput;
  Cents: Scalars['Cents']['output'];
  CodatAccount: CodatAccount;
  CodatAccountMapping: CodatAccountMapping;
  CodatAccountMappingInput: CodatAccountMappingInput;
  CodatCompany: CodatCompany;
  CodatCompanyConfiguration: CodatCompanyConfiguration;
  CodatCompanyConfigurationInput: CodatCompanyConfigurationInput;
  CodatContact: CodatContact;
  CodatMappingOptions: CodatMappingOptions;
  CodatTrackingCategory: CodatTrackingCategory;
  CodingGlCode: CodingGlCode;
  CodingOptions: CodingOptions;
  CodingRule: CodingRule;
  CodingRuleConditions: CodingRuleConditions;
  CodingRuleConditionsInput: CodingRuleConditionsInput;
  CodingRuleDeletePayload: CodingRuleDeletePayload;
  CodingRuleInput: CodingRuleInput;
  CodingRuleOutcome: CodingRuleOutcome;
  CodingRuleOutcomeInput: CodingRuleOutcomeInput;
  Company: CompanyModel;
  CompanyAgreements: CompanyAgreements;
  CompanyCreateInput: CompanyCreateInput;
  CompanyFunds: CompanyFunds;
  CompanyMembership: CompanyMembership;
  CompanyUpdateInput: CompanyUpdateInput;
  CompanyWhereUniqueInput: CompanyWhereUniqueInput;
  ConnectMany: ConnectMany;
  ConnectOne: ConnectOne;
  ControlsAdminChange: ControlsAdminChange;
  ControlsApproval: ControlsApproval;
  ControlsReport: ControlsReport;
  CreatedApiClient: CreatedApiClient;
  CurrentUser: CurrentUser;
  CustomField: CustomField;
  CustomFieldOption: CustomFieldOption;
  CustomFieldOptionInput: CustomFieldOptionInput;
  CustomFieldPage: CustomFieldPage;
  CustomFieldValue: CustomFieldValue;
  CustomFieldValueInput: CustomFieldValueInput;
  CustomFieldWhereInput: CustomFieldWhereInput;
  DashboardChange: DashboardChange;
  DateRangeInput: DateRangeInput;
  DateTime: Scalars['DateTime']['output'];
  DeniedMccCode: DeniedMccCode;
  DisputeReason: DisputeReason;
  EventHistoryFilter: EventHistoryFilter;
  EventHistoryPage: Omit<EventHistoryPage, 'items'> & { items: Array<ResolversParentTypes['HistoryEvent']> };
  ExpensePolicy: ExpensePolicy;
  ExpensePolicyInput: ExpensePolicyInput;
  FieldChange: FieldChange;
  FindFirstPersonWhereInput: FindFirstPersonWhereInput;
  Float: Scalars['Float']['output'];
  FrequencyInput: FrequencyInput;
  GeneralLedger: GeneralLedger;
  GeneralLedgerOrderByInput: GeneralLedgerOrderByInput;
  GeneralLedgerPage: GeneralLedgerPage;
  GeneralLedgerWhereInput: GeneralLedgerWhereInput;
  GlCategory: GlCategory;
  GlName: GlName;
  GlType: GlType;
  GlTypesAndCategories: GlTypesAndCategories;
  HistoryEvent: HistoryEventModel;
  HistoryVerification: HistoryVerification;
  ID: Scalars['ID']['output'];
  InboxReceipt: InboxReceipt;
  Int: Scalars['Int']['output'];
  IntegrationRunFailure: IntegrationRunFailure;
  IntegrationRunLog: IntegrationRunLog;
  MccCode: MccCode;
  MccControlInput: MccControlInput;
  MileageSettings: MileageSettings;
  MileageSettingsInput: MileageSettingsInput;
  MileageSubmission: MileageSubmissionModel;
  MileageSubmissionCreateInput: MileageSubmissionCreateInput;
  MissingDetail: MissingDetail;
  Money: Scalars['Money']['output'];
  Mutation: Record<PropertyKey, never>;
  MyProfileInput: MyProfileInput;
  NotReadyTransaction: NotReadyTransaction;
  Notification: NotificationModel;
  NotificationData: NotificationModel;
  NotificationPage: Omit<NotificationPage, 'items'> & { items: Array<ResolversParentTypes['Notification']> };
  NotificationUpdateManyInput: NotificationUpdateManyInput;
  NotificationWhereInput: NotificationWhereInput;
  NotificationWhereManyInput: NotificationWhereManyInput;
  OverageSetInput: OverageSetInput;
  ParentBudgetUpdateInput: ParentBudgetUpdateInput;
  PasswordChangeInput: PasswordChangeInput;
  Payment: Omit<Payment, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  PaymentCreateInput: PaymentCreateInput;
  PaymentInstrumentUpdateInput: PaymentInstrumentUpdateInput;
  PaymentPage: Omit<PaymentPage, 'items'> & { items: Array<ResolversParentTypes['Payment']> };
  PaymentWhereInput: PaymentWhereInput;
  Person: PersonModel;
  PersonCreateAcrossCompaniesInput: PersonCreateAcrossCompaniesInput;
  PersonCreateInput: PersonCreateInput;
  PersonCreateOne: PersonCreateOne;
  PersonUpdateInput: PersonUpdateInput;
  PersonUpdateOne: PersonUpdateOne;
  PersonUserCreateInput: PersonUserCreateInput;
  PersonWhereUniqueInput: PersonWhereUniqueInput;
  PlaidAccount: PlaidAccount;
  PlaidItem: PlaidItem;
  PlaidLinkToken: PlaidLinkToken;
  PlaidSyncResult: PlaidSyncResult;
  PlaidTransaction: PlaidTransaction;
  PolicyCategory: PolicyCategory;
  PolicyCategoryLimit: PolicyCategoryLimit;
  PolicyCategoryLimitInput: PolicyCategoryLimitInput;
  PolicyExplanation: Omit<PolicyExplanation, 'by'> & { by?: Maybe<ResolversParentTypes['User']> };
  PolicyFinding: PolicyFinding;
  Project: Project;
  ProjectPage: ProjectPage;
  ProjectWhereInput: ProjectWhereInput;
  Query: Record<PropertyKey, never>;
  RebatesState: RebatesState;
  Receipt: ReceiptModel;
  ReceiptMatch: ReceiptMatch;
  ReceiptReading: ReceiptReading;
  ReceiptsMailAddresses: ReceiptsMailAddresses;
  ReconciliationPeriod: ReconciliationPeriod;
  ReconciliationTotals: ReconciliationTotals;
  Reimbursement: ApprovalRequestModel;
  ReimbursementCategory: ReimbursementCategory;
  ReimbursementCreateInput: ReimbursementCreateInput;
  ReimbursementPage: Omit<ReimbursementPage, 'items'> & { items: Array<ResolversParentTypes['Reimbursement']> };
  ReimbursementReceipt: ReimbursementReceipt;
  ReimbursementsInfo: ReimbursementsInfo;
  ReportConfigInput: ReportConfigInput;
  ReportOptionsInput: ReportOptionsInput;
  ReportResult: ReportResult;
  ReviewInput: ReviewInput;
  Role: Role;
  RoleConnectByName: RoleConnectByName;
  RoleWhereInput: RoleWhereInput;
  RoleWhereUniqueInput: RoleWhereUniqueInput;
  RolesConnect: RolesConnect;
  RolesSet: RolesSet;
  SpendControlDateRangeInput: SpendControlDateRangeInput;
  SpendDay: SpendDay;
  SpendRangeInput: SpendRangeInput;
  SpendersUpdateInput: SpendersUpdateInput;
  Statement: StatementModel;
  StatementRebate: StatementRebate;
  StatementTransaction: StatementTransactionModel;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  TeamMemberOrderByInput: TeamMemberOrderByInput;
  TeamMemberPage: Omit<TeamMemberPage, 'items'> & { items: Array<ResolversParentTypes['User']> };
  TeamMemberWhereInput: TeamMemberWhereInput;
  TeamSearchOption: TeamSearchOption;
  TenantSnapshot: TenantSnapshot;
  Todo: Omit<Todo, 'items'> & { items: Array<ResolversParentTypes['TodoItem']> };
  TodoItem: Omit<TodoItem, 'transaction'> & { transaction?: Maybe<ResolversParentTypes['Transaction']> };
  TopSpender: TopSpender;
  Transaction: TransactionModel;
  TransactionAdjustment: TransactionAdjustment;
  TransactionAdjustmentInput: TransactionAdjustmentInput;
  TransactionAdjustmentLine: TransactionAdjustmentLine;
  TransactionBulkCodingInput: TransactionBulkCodingInput;
  TransactionBulkFailure: TransactionBulkFailure;
  TransactionBulkPayload: TransactionBulkPayload;
  TransactionControl: TransactionControlModel;
  TransactionControlInput: TransactionControlInput;
  TransactionControlUpsertInput: TransactionControlUpsertInput;
  TransactionCreateInput: TransactionCreateInput;
  TransactionCreateOptions: TransactionCreateOptions;
  TransactionDateRangeInput: TransactionDateRangeInput;
  TransactionDeletePayload: TransactionDeletePayload;
  TransactionDispute: TransactionDispute;
  TransactionDisputeInput: TransactionDisputeInput;
  TransactionMethod: TransactionMethod;
  TransactionOrderByInput: TransactionOrderByInput;
  TransactionPage: Omit<TransactionPage, 'items'> & { items: Array<ResolversParentTypes['Transaction']> };
  TransactionSearchOptions: SearchOptionsModel;
  TransactionSplitInput: TransactionSplitInput;
  TransactionSplitLine: TransactionSplitLine;
  TransactionUpdateInput: TransactionUpdateInput;
  TransactionView: TransactionView;
  TransactionViewInput: TransactionViewInput;
  TransactionViewMissing: TransactionViewMissing;
  TransactionViewParam: TransactionViewParam;
  TransactionViewParamInput: TransactionViewParamInput;
  TransactionViewUpdateInput: TransactionViewUpdateInput;
  TransactionWhereInput: TransactionWhereInput;
  TransitCustomersAndGlDataResult: TransitCustomersAndGlDataResult;
  UpcomingStatement: UpcomingStatement;
  UploadHeader: UploadHeader;
  UploadUrl: UploadUrl;
  User: UserModel;
  UserCreateInput: UserCreateInput;
  UserUpdateInput: UserUpdateInput;
  Vendor: Vendor;
  VendorPage: VendorPage;
  WebhookDelivery: WebhookDelivery;
  WebhookDeliveryAttempt: WebhookDeliveryAttempt;
  WebhookEndpoint: WebhookEndpoint;
  WebhookEndpointInput: WebhookEndpointInput;
  WebhookEndpointWithSecret: WebhookEndpointWithSecret;
  WhereUniqueInput: WhereUniqueInput;
  WorkingHours: WorkingHours;
  WorkingHoursInput: WorkingHoursInput;
};

export type AccountResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account']> = {
  approvedCreditLineAmount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  balanceState?: Resolver<ResolversTypes['BalanceState'], ParentType, ContextType>;
  billingCycle?: Resolver<ResolversTypes['BillingCycle'], ParentType, ContextType>;
  interestBasisPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lateFee?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentDueDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  rebateBasisPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AccountStatus'], ParentType, ContextType>;
};

export type AccountPaymentDueResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AccountPaymentDue'] = ResolversParentTypes['AccountPaymentDue']> = {
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  balanceOwed?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  interestAccrued?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  pendingPayments?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  statementAmount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  statementPeriodStart?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AccountStatus'], ParentType, ContextType>;
};

export type AccountingConnectionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AccountingConnection'] = ResolversParentTypes['AccountingConnection']> = {
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  platformKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platformName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  syncStatus?: Resolver<Maybe<ResolversTypes['SyncRunState']>, ParentType, ContextType>;
};

export type AccountingReconciliationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AccountingReconciliation'] = ResolversParentTypes['AccountingReconciliation']> = {
  checkedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  difference?: Resolver<ResolversTypes['ReconciliationTotals'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  matched?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ours?: Resolver<ResolversTypes['ReconciliationTotals'], ParentType, ContextType>;
  periods?: Resolver<Array<ResolversTypes['ReconciliationPeriod']>, ParentType, ContextType>;
  runId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  theirs?: Resolver<ResolversTypes['ReconciliationTotals'], ParentType, ContextType>;
};

export type AddressResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  address_line1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address_line2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  postal_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AgreementStatusResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AgreementStatus'] = ResolversParentTypes['AgreementStatus']> = {
  acceptedOn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ApiClientResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ApiClient'] = ResolversParentTypes['ApiClient']> = {
  access?: Resolver<ResolversTypes['ApiClientAccess'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApiClientStatus'], ParentType, ContextType>;
};

export type ApprovalDelegationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ApprovalDelegation'] = ResolversParentTypes['ApprovalDelegation']> = {
  delegate?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  endsOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startsOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type ApprovalLevelResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ApprovalLevel'] = ResolversParentTypes['ApprovalLevel']> = {
  above?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  approver?: Resolver<ResolversTypes['Approver'], ParentType, ContextType>;
};

export type ApprovalRequestResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ApprovalRequest'] = ResolversParentTypes['ApprovalRequest']> = {
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  approvers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  budget?: Resolver<Maybe<ResolversTypes['Budget']>, ParentType, ContextType>;
  canReview?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['ReimbursementCategory']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expenseDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ApprovalRequestKind'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  levelCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  merchant?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  onBehalfOf?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestor?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  respondedOn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  review?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviewer?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RequestStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditSubjectResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AuditSubject'] = ResolversParentTypes['AuditSubject']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AuditSubjectKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AutomaticCodingResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AutomaticCoding'] = ResolversParentTypes['AutomaticCoding']> = {
  basedOnTransactions?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CodingSourceKind'], ParentType, ContextType>;
  ruleId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  ruleName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BadgeCountsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BadgeCounts'] = ResolversParentTypes['BadgeCounts']> = {
  incompleteTransactions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  todo?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unreadAlerts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BatchPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BatchPayload'] = ResolversParentTypes['BatchPayload']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BooksPolicyResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BooksPolicy'] = ResolversParentTypes['BooksPolicy']> = {
  isInvoiceNumberEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isProjectsEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  receiptLockDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  receiptRequiredAbove?: Resolver<Maybe<ResolversTypes['Cents']>, ParentType, ContextType>;
  requiredCustomFieldIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  subscriptionReceiptsExempt?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BrokenHistoryLinkResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BrokenHistoryLink'] = ResolversParentTypes['BrokenHistoryLink']> = {
  aggregate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expected?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['HistoryBreakKind'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revision?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stored?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BudgetResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Budget'] = ResolversParentTypes['Budget']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  budgeted?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  children?: Resolver<Array<ResolversTypes['Budget']>, ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  end_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  funding?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  funds?: Resolver<ResolversTypes['BudgetFunds'], ParentType, ContextType, Partial<BudgetFundsArgs>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  increaseRequests?: Resolver<Array<ResolversTypes['BudgetIncreaseRequest']>, ParentType, ContextType, Partial<BudgetIncreaseRequestsArgs>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  overage_value?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  ownerUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['Budget']>, ParentType, ContextType>;
  parentBudgetId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  parents?: Resolver<Array<ResolversTypes['BudgetParent']>, ParentType, ContextType>;
  percentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType, Partial<BudgetPercentageArgs>>;
  soft_limit?: Resolver<ResolversTypes['SoftLimit'], ParentType, ContextType>;
  spenderIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  spenders?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  spendersCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  spent?: Resolver<ResolversTypes['Cents'], ParentType, ContextType, Partial<BudgetSpentArgs>>;
  start_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  topSpenders?: Resolver<Array<ResolversTypes['BudgetTopSpender']>, ParentType, ContextType, RequireFields<BudgetTopSpendersArgs, 'take'>>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type BudgetAsOfResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BudgetAsOf'] = ResolversParentTypes['BudgetAsOf']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  budgetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventsApplied?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  exists?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  funding?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownerUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type BudgetFundsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BudgetFunds'] = ResolversParentTypes['BudgetFunds']> = {
  available?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  budgeted?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  directSpent?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  totalSpent?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
};

export type BudgetIncreaseRequestResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BudgetIncreaseRequest'] = ResolversParentTypes['BudgetIncreaseRequest']> = {
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  budget?: Resolver<Maybe<ResolversTypes['Budget']>, ParentType, ContextType>;
  budgetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestor?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  review?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviewer?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RequestStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type BudgetOptionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BudgetOption'] = ResolversParentTypes['BudgetOption']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  depth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentBudgetId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  parentNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BudgetPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BudgetPage'] = ResolversParentTypes['BudgetPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Budget']>, ParentType, ContextType>;
};

export type BudgetParentResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BudgetParent'] = ResolversParentTypes['BudgetParent']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type BudgetSpenderPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BudgetSpenderPage'] = ResolversParentTypes['BudgetSpenderPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
};

export type BudgetTopSpenderResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BudgetTopSpender'] = ResolversParentTypes['BudgetTopSpender']> = {
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type BulkCardRowResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BulkCardRow'] = ResolversParentTypes['BulkCardRow']> = {
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  card?: Resolver<Maybe<ResolversTypes['Card']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type BulkCardsCheckResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BulkCardsCheck'] = ResolversParentTypes['BulkCardsCheck']> = {
  applied?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  creates?: Resolver<Array<ResolversTypes['BulkCardRow']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  updates?: Resolver<Array<ResolversTypes['BulkCardRow']>, ParentType, ContextType>;
};

export type CardResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Card'] = ResolversParentTypes['Card']> = {
  activated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  assigned_on?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['CardBalance'], ParentType, ContextType>;
  budgets?: Resolver<Array<ResolversTypes['Budget']>, ParentType, ContextType>;
  card_format?: Resolver<ResolversTypes['CardFormat'], ParentType, ContextType>;
  card_type?: Resolver<ResolversTypes['CardKind'], ParentType, ContextType>;
  company?: Resolver<ResolversTypes['Company'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creator?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  format?: Resolver<ResolversTypes['CardFormat'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isRechargeable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last4Digits?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receiptLocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  receiptsMissing?: Resolver<Array<ResolversTypes['Transaction']>, ParentType, ContextType>;
  shippingAddress?: Resolver<Maybe<ResolversTypes['ShippingAddressOption']>, ParentType, ContextType>;
  shouldLinkBudget?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  spender?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  spender_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CardStatus'], ParentType, ContextType>;
  totalTransactionAmount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  transactionControl?: Resolver<ResolversTypes['TransactionControl'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CardKind'], ParentType, ContextType>;
};

export type CardAsOfResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CardAsOf'] = ResolversParentTypes['CardAsOf']> = {
  activated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  budgetId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  cardId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  eventsApplied?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  exists?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last4?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  limitCents?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  spenderUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CardBalanceResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CardBalance'] = ResolversParentTypes['CardBalance']> = {
  available?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  since?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  spent?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
};

export type CardCompanyResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CardCompany'] = ResolversParentTypes['CardCompany']> = {
  cardCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CardIssuerResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CardIssuer'] = ResolversParentTypes['CardIssuer']> = {
  cardCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CardIssuerKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CardPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CardPage'] = ResolversParentTypes['CardPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Card']>, ParentType, ContextType>;
};

export type CardSearchOptionsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CardSearchOptions'] = ResolversParentTypes['CardSearchOptions']> = {
  budgets?: Resolver<Array<ResolversTypes['Budget']>, ParentType, ContextType>;
  formats?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  spenders?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  statuses?: Resolver<Array<ResolversTypes['CardStatus']>, ParentType, ContextType>;
};

export type CardSecretsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CardSecrets'] = ResolversParentTypes['CardSecrets']> = {
  cvv2?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expirationMM?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expirationYY?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface CentsScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Cents'], any> {
  name: 'Cents';
}

export type CodatAccountResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CodatAccount'] = ResolversParentTypes['CodatAccount']> = {
  accountType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nominalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CodatAccountMappingResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CodatAccountMapping'] = ResolversParentTypes['CodatAccountMapping']> = {
  accountId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  generalLedgerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CodatCompanyResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CodatCompany'] = ResolversParentTypes['CodatCompany']> = {
  configuration?: Resolver<Maybe<ResolversTypes['CodatCompanyConfiguration']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CodatCompanyConfigurationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CodatCompanyConfiguration'] = ResolversParentTypes['CodatCompanyConfiguration']> = {
  bankAccountId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supplierId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CodatContactResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CodatContact'] = ResolversParentTypes['CodatContact']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CodatMappingOptionsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CodatMappingOptions'] = ResolversParentTypes['CodatMappingOptions']> = {
  accounts?: Resolver<Array<ResolversTypes['CodatAccount']>, ParentType, ContextType>;
  trackingCategories?: Resolver<Array<ResolversTypes['CodatTrackingCategory']>, ParentType, ContextType>;
};

export type CodatTrackingCategoryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CodatTrackingCategory'] = ResolversParentTypes['CodatTrackingCategory']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CodingGlCodeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CodingGlCode'] = ResolversParentTypes['CodingGlCode']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CodingOptionsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CodingOptions'] = ResolversParentTypes['CodingOptions']> = {
  customFields?: Resolver<Array<ResolversTypes['CustomField']>, ParentType, ContextType>;
  generalLedgers?: Resolver<Array<ResolversTypes['CodingGlCode']>, ParentType, ContextType>;
  projects?: Resolver<Array<ResolversTypes['Project']>, ParentType, ContextType>;
};

export type CodingRuleResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CodingRule'] = ResolversParentTypes['CodingRule']> = {
  conditions?: Resolver<ResolversTypes['CodingRuleConditions'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  hits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['CodingRuleOutcome'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type CodingRuleConditionsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CodingRuleConditions'] = ResolversParentTypes['CodingRuleConditions']> = {
  budgetId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  cardId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  mcc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  memberId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  merchant?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CodingRuleDeletePayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CodingRuleDeletePayload'] = ResolversParentTypes['CodingRuleDeletePayload']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CodingRuleOutcomeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CodingRuleOutcome'] = ResolversParentTypes['CodingRuleOutcome']> = {
  customFieldValues?: Resolver<Array<ResolversTypes['CustomFieldValue']>, ParentType, ContextType>;
  generalLedgerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  projectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type CompanyResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Company'] = ResolversParentTypes['Company']> = {
  booksPolicy?: Resolver<ResolversTypes['BooksPolicy'], ParentType, ContextType>;
  budgetNumbers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dba_address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dba_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  funds?: Resolver<ResolversTypes['CompanyFunds'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAllocationUnrestricted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isCMARequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDualControlRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isInvoiceNumberEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPPRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isProjectsEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isReseller?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSecondFactorRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isTOURequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mileageGeneralLedgerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  mileagePolicyUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mileageValue?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  parentCompanyID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  spendersSubCardsEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  total_funding?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
};

export type CompanyAgreementsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CompanyAgreements'] = ResolversParentTypes['CompanyAgreements']> = {
  cardMemberAgreement?: Resolver<ResolversTypes['AgreementStatus'], ParentType, ContextType>;
  privacyPolicy?: Resolver<ResolversTypes['AgreementStatus'], ParentType, ContextType>;
  termsOfUse?: Resolver<ResolversTypes['AgreementStatus'], ParentType, ContextType>;
};

export type CompanyFundsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CompanyFunds'] = ResolversParentTypes['CompanyFunds']> = {
  budgeted?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  totalSpent?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  unallocated?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
};

export type CompanyMembershipResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CompanyMembership'] = ResolversParentTypes['CompanyMembership']> = {
  companyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ControlsAdminChangeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ControlsAdminChange'] = ResolversParentTypes['ControlsAdminChange']> = {
  actorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  area?: Resolver<ResolversTypes['ControlsChangeArea'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['FieldChange']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subjectName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ControlsApprovalResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ControlsApproval'] = ResolversParentTypes['ControlsApproval']> = {
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  approvedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  approverId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  approverName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  onBehalfOfId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  onBehalfOfName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  requesterId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  requesterName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selfApproval?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ControlsReportResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ControlsReport'] = ResolversParentTypes['ControlsReport']> = {
  adminChanges?: Resolver<Array<ResolversTypes['ControlsAdminChange']>, ParentType, ContextType>;
  approvals?: Resolver<Array<ResolversTypes['ControlsApproval']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  repeatedApprovals?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  selfApprovals?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type CreatedApiClientResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CreatedApiClient'] = ResolversParentTypes['CreatedApiClient']> = {
  client?: Resolver<ResolversTypes['ApiClient'], ParentType, ContextType>;
  clientSecret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tokenEndpoint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CurrentUserResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CurrentUser'] = ResolversParentTypes['CurrentUser']> = {
  avatarUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mainRoleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  personId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reimbursementsInfo?: Resolver<Maybe<ResolversTypes['ReimbursementsInfo']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomFieldResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CustomField'] = ResolversParentTypes['CustomField']> = {
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  is_active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['CustomFieldOption']>, ParentType, ContextType>;
};

export type CustomFieldOptionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CustomFieldOption'] = ResolversParentTypes['CustomFieldOption']> = {
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  customFieldId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomFieldPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CustomFieldPage'] = ResolversParentTypes['CustomFieldPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CustomField']>, ParentType, ContextType>;
};

export type CustomFieldValueResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CustomFieldValue'] = ResolversParentTypes['CustomFieldValue']> = {
  customFieldId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DashboardChangeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DashboardChange'] = ResolversParentTypes['DashboardChange']> = {
  ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['DashboardTopic'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeniedMccCodeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DeniedMccCode'] = ResolversParentTypes['DeniedMccCode']> = {
  combinedDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  declines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mccCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DisputeReasonResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DisputeReason'] = ResolversParentTypes['DisputeReason']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EventHistoryPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['EventHistoryPage'] = ResolversParentTypes['EventHistoryPage']> = {
  items?: Resolver<Array<ResolversTypes['HistoryEvent']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ExpensePolicyResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ExpensePolicy'] = ResolversParentTypes['ExpensePolicy']> = {
  blockedCategories?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  categoryLimits?: Resolver<Array<ResolversTypes['PolicyCategoryLimit']>, ParentType, ContextType>;
  flagMissingReceipts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  flagWeekends?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mealLimitPerAttendee?: Resolver<Maybe<ResolversTypes['Cents']>, ParentType, ContextType>;
  receiptRequiredAbove?: Resolver<Maybe<ResolversTypes['Cents']>, ParentType, ContextType>;
  splitWindowMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workingHours?: Resolver<Maybe<ResolversTypes['WorkingHours']>, ParentType, ContextType>;
};

export type FieldChangeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FieldChange'] = ResolversParentTypes['FieldChange']> = {
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GeneralLedgerResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['GeneralLedger'] = ResolversParentTypes['GeneralLedger']> = {
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  foreignEntityId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type GeneralLedgerPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['GeneralLedgerPage'] = ResolversParentTypes['GeneralLedgerPage']> = {
  items?: Resolver<Array<ResolversTypes['GeneralLedger']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GlCategoryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['GlCategory'] = ResolversParentTypes['GlCategory']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GlNameResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['GlName'] = ResolversParentTypes['GlName']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  glCategory?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  glType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gl_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GlTypeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['GlType'] = ResolversParentTypes['GlType']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GlTypesAndCategoriesResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['GlTypesAndCategories'] = ResolversParentTypes['GlTypesAndCategories']> = {
  categories?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  types?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HistoryEventResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['HistoryEvent'] = ResolversParentTypes['HistoryEvent']> = {
  actorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  actorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  aggregate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['FieldChange']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  data?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subjectName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HistoryVerificationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['HistoryVerification'] = ResolversParentTypes['HistoryVerification']> = {
  anchorDigest?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  anchorPosition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  anchorStreams?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  broken?: Resolver<Maybe<ResolversTypes['BrokenHistoryLink']>, ParentType, ContextType>;
  checked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  companyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fromAnchor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  intact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastDigest?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastPosition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  streams?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InboxReceiptResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['InboxReceipt'] = ResolversParentTypes['InboxReceipt']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duplicateOf?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reading?: Resolver<Maybe<ResolversTypes['ReceiptReading']>, ParentType, ContextType>;
  receivedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sameTransactions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sizeBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suggestions?: Resolver<Array<ResolversTypes['ReceiptMatch']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IntegrationRunFailureResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['IntegrationRunFailure'] = ResolversParentTypes['IntegrationRunFailure']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type IntegrationRunLogResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['IntegrationRunLog'] = ResolversParentTypes['IntegrationRunLog']> = {
  failures?: Resolver<Array<ResolversTypes['IntegrationRunFailure']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notReady?: Resolver<Array<ResolversTypes['NotReadyTransaction']>, ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SyncRunState'], ParentType, ContextType>;
  syncedTransactionIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  transactionIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type MccCodeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MccCode'] = ResolversParentTypes['MccCode']> = {
  combinedDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mccCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MileageSettingsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MileageSettings'] = ResolversParentTypes['MileageSettings']> = {
  mileageGeneralLedger?: Resolver<Maybe<ResolversTypes['ReimbursementCategory']>, ParentType, ContextType>;
  mileageGeneralLedgerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  mileagePolicyUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mileageValue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MileageSubmissionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MileageSubmission'] = ResolversParentTypes['MileageSubmission']> = {
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  budget?: Resolver<Maybe<ResolversTypes['Budget']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  generalLedger?: Resolver<Maybe<ResolversTypes['ReimbursementCategory']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  miles?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  reimbursementId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  spender?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RequestStatus'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MissingDetailResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MissingDetail'] = ResolversParentTypes['MissingDetail']> = {
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface MoneyScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Money'], any> {
  name: 'Money';
}

export type MutationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _unused?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  activateOneCardV2?: Resolver<ResolversTypes['Card'], ParentType, ContextType, RequireFields<MutationActivateOneCardV2Args, 'where'>>;
  addCardFunds?: Resolver<ResolversTypes['Card'], ParentType, ContextType, RequireFields<MutationAddCardFundsArgs, 'card' | 'spend'>>;
  archiveOneBudget?: Resolver<ResolversTypes['Budget'], ParentType, ContextType, RequireFields<MutationArchiveOneBudgetArgs, 'where'>>;
  archiveOneGeneralLedger?: Resolver<ResolversTypes['GeneralLedger'], ParentType, ContextType, RequireFields<MutationArchiveOneGeneralLedgerArgs, 'id'>>;
  archiveOneGlName?: Resolver<ResolversTypes['GlName'], ParentType, ContextType, RequireFields<MutationArchiveOneGlNameArgs, 'id'>>;
  archiveOneProject?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<MutationArchiveOneProjectArgs, 'id'>>;
  archiveOneUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationArchiveOneUserArgs, 'where'>>;
  archivePlaidItem?: Resolver<ResolversTypes['PlaidItem'], ParentType, ContextType, RequireFields<MutationArchivePlaidItemArgs, 'id'>>;
  attachInboxReceipt?: Resolver<ResolversTypes['Transaction'], ParentType, ContextType, RequireFields<MutationAttachInboxReceiptArgs, 'receiptId' | 'where'>>;
  attachTransactionReceipt?: Resolver<ResolversTypes['Transaction'], ParentType, ContextType, RequireFields<MutationAttachTransactionReceiptArgs, 'uploadId' | 'where'>>;
  bulkRechargeableCardsCSVCheckerResolver?: Resolver<ResolversTypes['BulkCardsCheck'], ParentType, ContextType, RequireFields<MutationBulkRechargeableCardsCsvCheckerResolverArgs, 'csv'>>;
  closeOneTransactionDispute?: Resolver<ResolversTypes['Transaction'], ParentType, ContextType, RequireFields<MutationCloseOneTransactionDisputeArgs, 'where'>>;
  confirmCodatAccountMappings?: Resolver<Array<ResolversTypes['CodatAccountMapping']>, ParentType, ContextType, RequireFields<MutationConfirmCodatAccountMappingsArgs, 'mappings'>>;
  createCompanyV2?: Resolver<ResolversTypes['Company'], ParentType, ContextType, RequireFields<MutationCreateCompanyV2Args, 'data'>>;
  createExpenseTransactions?: Resolver<ResolversTypes['IntegrationRunLog'], ParentType, ContextType, RequireFields<MutationCreateExpenseTransactionsArgs, 'transactionIds'>>;
  createOneApiClient?: Resolver<ResolversTypes['CreatedApiClient'], ParentType, ContextType, RequireFields<MutationCreateOneApiClientArgs, 'access' | 'name'>>;
  createOneApprovalDelegation?: Resolver<ResolversTypes['ApprovalDelegation'], ParentType, ContextType, RequireFields<MutationCreateOneApprovalDelegationArgs, 'data'>>;
  createOneBudget?: Resolver<ResolversTypes['Budget'], ParentType, ContextType, RequireFields<MutationCreateOneBudgetArgs, 'data'>>;
  createOneBudgetIncreaseRequest?: Resolver<ResolversTypes['BudgetIncreaseRequest'], ParentType, ContextType, RequireFields<MutationCreateOneBudgetIncreaseRequestArgs, 'data'>>;
  createOneCMA?: Resolver<ResolversTypes['CompanyAgreements'], ParentType, ContextType>;
  createOneCardV2?: Resolver<ResolversTypes['Card'], ParentType, ContextType, RequireFields<MutationCreateOneCardV2Args, 'data'>>;
  createOneCodatCompany?: Resolver<ResolversTypes['CodatCompany'], ParentType, ContextType>;
  createOneCodatPlatformConnection?: Resolver<ResolversTypes['AccountingConnection'], ParentType, ContextType, RequireFields<MutationCreateOneCodatPlatformConnectionArgs, 'platformKey'>>;
  createOneCodingRule?: Resolver<ResolversTypes['CodingRule'], ParentType, ContextType, RequireFields<MutationCreateOneCodingRuleArgs, 'data'>>;
  createOneCustomField?: Resolver<ResolversTypes['CustomField'], ParentType, ContextType, RequireFields<MutationCreateOneCustomFieldArgs, 'name'>>;
  createOneGeneralLedger?: Resolver<ResolversTypes['GeneralLedger'], ParentType, ContextType, RequireFields<MutationCreateOneGeneralLedgerArgs, 'name'>>;
  createOneGlName?: Resolver<ResolversTypes['GlName'], ParentType, ContextType, RequireFields<MutationCreateOneGlNameArgs, 'name'>>;
  createOneMileageSubmission?: Resolver<ResolversTypes['MileageSubmission'], ParentType, ContextType, RequireFields<MutationCreateOneMileageSubmissionArgs, 'data'>>;
  createOnePerson?: Resolver<ResolversTypes['Person'], ParentType, ContextType, RequireFields<MutationCreateOnePersonArgs, 'data'>>;
  createOnePrivacyPolicyAgreement?: Resolver<ResolversTypes['CompanyAgreements'], ParentType, ContextType>;
  createOneProject?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<MutationCreateOneProjectArgs, 'name'>>;
  createOneReimbursement?: Resolver<ResolversTypes['Reimbursement'], ParentType, ContextType, RequireFields<MutationCreateOneReimbursementArgs, 'data'>>;
  createOneTermsOfUse?: Resolver<ResolversTypes['CompanyAgreements'], ParentType, ContextType>;
  createOneTransaction?: Resolver<ResolversTypes['Transaction'], ParentType, ContextType, RequireFields<MutationCreateOneTransactionArgs, 'data'>>;
  createOneTransactionAdjustment?: Resolver<ResolversTypes['Transaction'], ParentType, ContextType, RequireFields<MutationCreateOneTransactionAdjustmentArgs, 'data' | 'where'>>;
  createOneTransactionControl?: Resolver<ResolversTypes['TransactionControl'], ParentType, ContextType, RequireFields<MutationCreateOneTransactionControlArgs, 'data'>>;
  createOneTransactionDispute?: Resolver<ResolversTypes['Transaction'], ParentType, ContextType, RequireFields<MutationCreateOneTransactionDisputeArgs, 'data' | 'where'>>;
  createOneTransactionView?: Resolver<ResolversTypes['TransactionView'], ParentType, ContextType, RequireFields<MutationCreateOneTransactionViewArgs, 'data'>>;
  createOneUserV2?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateOneUserV2Args, 'data'>>;
  createOneWebhookEndpoint?: Resolver<ResolversTypes['WebhookEndpointWithSecret'], ParentType, ContextType, RequireFields<MutationCreateOneWebhookEndpointArgs, 'data'>>;
  createPayment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType, RequireFields<MutationCreatePaymentArgs, 'data'>>;
  createTenantSnapshot?: Resolver<ResolversTypes['TenantSnapshot'], ParentType, ContextType, RequireFields<MutationCreateTenantSnapshotArgs, 'endsAt' | 'name' | 'startsAt'>>;
  deleteOneApprovalDelegation?: Resolver<ResolversTypes['ApprovalDelegation'], ParentType, ContextType, RequireFields<MutationDeleteOneApprovalDelegationArgs, 'where'>>;
  deleteOneCardV2?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteOneCardV2Args, 'where'>>;
  deleteOneCodingRule?: Resolver<ResolversTypes['CodingRuleDeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteOneCodingRuleArgs, 'id'>>;
  deleteOneCustomField?: Resolver<ResolversTypes['CustomField'], ParentType, ContextType, RequireFields<MutationDeleteOneCustomFieldArgs, 'id'>>;
  deleteOneTransaction?: Resolver<ResolversTypes['TransactionDeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteOneTransactionArgs, 'where'>>;
  deleteOneTransactionView?: Resolver<ResolversTypes['TransactionDeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteOneTransactionViewArgs, 'where'>>;
  deleteOneWebhookEndpoint?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteOneWebhookEndpointArgs, 'id'>>;
  exchangePlaidPublicToken?: Resolver<ResolversTypes['PlaidItem'], ParentType, ContextType, RequireFields<MutationExchangePlaidPublicTokenArgs, 'publicToken'>>;
  explainPolicyFinding?: Resolver<ResolversTypes['Transaction'], ParentType, ContextType, RequireFields<MutationExplainPolicyFindingArgs, 'explanation' | 'where'>>;
  forgetOneUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationForgetOneUserArgs, 'where'>>;
  lockManyTransactions?: Resolver<ResolversTypes['TransactionBulkPayload'], ParentType, ContextType, RequireFields<MutationLockManyTransactionsArgs, 'ids'>>;
  lockTransaction?: Resolver<ResolversTypes['Transaction'], ParentType, ContextType, RequireFields<MutationLockTransactionArgs, 'where'>>;
  payFromBankAccount?: Resolver<ResolversTypes['Payment'], ParentType, ContextType, RequireFields<MutationPayFromBankAccountArgs, 'data'>>;
  reissueOneCard?: Resolver<ResolversTypes['Card'], ParentType, ContextType, RequireFields<MutationReissueOneCardArgs, 'where'>>;
  removeMyAvatar?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  removeTransactionReceipt?: Resolver<ResolversTypes['Transaction'], ParentType, ContextType, RequireFields<MutationRemoveTransactionReceiptArgs, 'fileId' | 'where'>>;
  requestTransactionReceipt?: Resolver<ResolversTypes['Transaction'], ParentType, ContextType, RequireFields<MutationRequestTransactionReceiptArgs, 'where'>>;
  requestTransactionReceipts?: Resolver<ResolversTypes['TransactionBulkPayload'], ParentType, ContextType, RequireFields<MutationRequestTransactionReceiptsArgs, 'ids'>>;
  resendWebhookDelivery?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType, RequireFields<MutationResendWebhookDeliveryArgs, 'id'>>;
  restoreOneBudget?: Resolver<ResolversTypes['Budget'], ParentType, ContextType, RequireFields<MutationRestoreOneBudgetArgs, 'where'>>;
  restorePlaidItem?: Resolver<ResolversTypes['PlaidItem'], ParentType, ContextType, RequireFields<MutationRestorePlaidItemArgs, 'id'>>;
  revokeOneApiClient?: Resolver<ResolversTypes['ApiClient'], ParentType, ContextType, RequireFields<MutationRevokeOneApiClientArgs, 'id'>>;
  rotateWebhookSecret?: Resolver<ResolversTypes['WebhookEndpointWithSecret'], ParentType, ContextType, RequireFields<MutationRotateWebhookSecretArgs, 'id'>>;
  setAccountTerms?: Resolver<ResolversTypes['Account'], ParentType, ContextType, RequireFields<MutationSetAccountTermsArgs, 'data'>>;
  setGlAvailability?: Resolver<ResolversTypes['GeneralLedger'], ParentType, ContextType, RequireFields<MutationSetGlAvailabilityArgs, 'id' | 'isEnabled'>>;
  setOneCodatAccountMapping?: Resolver<Array<ResolversTypes['CodatAccountMapping']>, ParentType, ContextType, RequireFields<MutationSetOneCodatAccountMappingArgs, 'generalLedgerId'>>;
  setOneCodatCompanyConfiguration?: Resolver<ResolversTypes['CodatCompany'], ParentType, ContextType, RequireFields<MutationSetOneCodatCompanyConfigurationArgs, 'data'>>;
  setWebhookEndpointEnabled?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType, RequireFields<MutationSetWebhookEndpointEnabledArgs, 'enabled' | 'id'>>;
  softDeleteOneTransaction?: Resolver<ResolversTypes['TransactionDeletePayload'], ParentType, ContextType, RequireFields<MutationSoftDeleteOneTransactionArgs, 'where'>>;
  syncAccounting?: Resolver<ResolversTypes['IntegrationRunLog'], ParentType, ContextType>;
  syncPlaidTransactions?: Resolver<ResolversTypes['PlaidSyncResult'], ParentType, ContextType, RequireFields<MutationSyncPlaidTransactionsArgs, 'itemId'>>;
  transitCustomersAndGlData?: Resolver<ResolversTypes['TransitCustomersAndGlDataResult'], ParentType, ContextType>;
  unarchiveOneUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUnarchiveOneUserArgs, 'where'>>;
  undoAutomaticCoding?: Resolver<ResolversTypes['Transaction'], ParentType, ContextType, RequireFields<MutationUndoAutomaticCodingArgs, 'where'>>;
  unlockTransaction?: Resolver<ResolversTypes['Transaction'], ParentType, ContextType, RequireFields<MutationUnlockTransactionArgs, 'where'>>;
  updateApprovalLevels?: Resolver<Array<ResolversTypes['ApprovalLevel']>, ParentType, ContextType, RequireFields<MutationUpdateApprovalLevelsArgs, 'data'>>;
  updateBooksPolicy?: Resolver<ResolversTypes['BooksPolicy'], ParentType, ContextType, RequireFields<MutationUpdateBooksPolicyArgs, 'data'>>;
  updateConnectionArchiveStatusService?: Resolver<ResolversTypes['AccountingConnection'], ParentType, ContextType, RequireFields<MutationUpdateConnectionArchiveStatusServiceArgs, 'archived' | 'connectionId'>>;
  updateExpensePolicy?: Resolver<ResolversTypes['ExpensePolicy'], ParentType, ContextType, RequireFields<MutationUpdateExpensePolicyArgs, 'data'>>;
  updateManyNotification?: Resolver<ResolversTypes['BatchPayload'], ParentType, ContextType, RequireFields<MutationUpdateManyNotificationArgs, 'data' | 'where'>>;
  updateManyTransactions?: Resolver<ResolversTypes['TransactionBulkPayload'], ParentType, ContextType, RequireFields<MutationUpdateManyTransactionsArgs, 'data' | 'ids'>>;
  updateMileageSettings?: Resolver<ResolversTypes['MileageSettings'], ParentType, ContextType, RequireFields<MutationUpdateMileageSettingsArgs, 'data'>>;
  updateMyAvatar?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateMyAvatarArgs, 'uploadId'>>;
  updateMyPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUpdateMyPasswordArgs, 'data'>>;
  updateMyProfile?: Resolver<ResolversTypes['Person'], ParentType, ContextType, RequireFields<MutationUpdateMyProfileArgs, 'data'>>;
  updateOneBudget?: Resolver<ResolversTypes['Budget'], ParentType, ContextType, RequireFields<MutationUpdateOneBudgetArgs, 'data' | 'where'>>;
  updateOneBudgetIncreaseRequest?: Resolver<ResolversTypes['ApprovalRequest'], ParentType, ContextType, RequireFields<MutationUpdateOneBudgetIncreaseRequestArgs, 'data' | 'where'>>;
  updateOneCodingRule?: Resolver<ResolversTypes['CodingRule'], ParentType, ContextType, RequireFields<MutationUpdateOneCodingRuleArgs, 'data' | 'id'>>;
  updateOneCompany?: Resolver<ResolversTypes['Company'], ParentType, ContextType, RequireFields<MutationUpdateOneCompanyArgs, 'data'>>;
  updateOneCustomField?: Resolver<ResolversTypes['CustomField'], ParentType, ContextType, RequireFields<MutationUpdateOneCustomFieldArgs, 'id'>>;
  updateOneGeneralLedger?: Resolver<ResolversTypes['GeneralLedger'], ParentType, ContextType, RequireFields<MutationUpdateOneGeneralLedgerArgs, 'id'>>;
  updateOneGlName?: Resolver<ResolversTypes['GlName'], ParentType, ContextType, RequireFields<MutationUpdateOneGlNameArgs, 'id'>>;
  updateOnePaymentInstrument?: Resolver<ResolversTypes['Card'], ParentType, ContextType, RequireFields<MutationUpdateOnePaymentInstrumentArgs, 'data' | 'where'>>;
  updateOneReimbursement?: Resolver<ResolversTypes['Reimbursement'], ParentType, ContextType, RequireFields<MutationUpdateOneReimbursementArgs, 'data' | 'where'>>;
  updateOneTransaction?: Resolver<ResolversTypes['Transaction'], ParentType, ContextType, RequireFields<MutationUpdateOneTransactionArgs, 'data' | 'where'>>;
  updateOneTransactionControl?: Resolver<ResolversTypes['TransactionControl'], ParentType, ContextType, RequireFields<MutationUpdateOneTransactionControlArgs, 'data'>>;
  updateOneTransactionView?: Resolver<ResolversTypes['TransactionView'], ParentType, ContextType, RequireFields<MutationUpdateOneTransactionViewArgs, 'data' | 'where'>>;
  updateOneUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateOneUserArgs, 'data' | 'where'>>;
  updateOneWebhookEndpoint?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType, RequireFields<MutationUpdateOneWebhookEndpointArgs, 'data' | 'id'>>;
  updatePaymtInstStatus?: Resolver<ResolversTypes['Card'], ParentType, ContextType, RequireFields<MutationUpdatePaymtInstStatusArgs, 'data' | 'where'>>;
  uploadInboxReceipt?: Resolver<ResolversTypes['InboxReceipt'], ParentType, ContextType, RequireFields<MutationUploadInboxReceiptArgs, 'uploadId'>>;
};

export type NotReadyTransactionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['NotReadyTransaction'] = ResolversParentTypes['NotReadyTransaction']> = {
  generalLedgerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['NotReadyReason'], ParentType, ContextType>;
  transactionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type NotificationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  budgetId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notificationData?: Resolver<Maybe<ResolversTypes['NotificationData']>, ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requestId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['RequestStatus']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userRole?: Resolver<Maybe<ResolversTypes['NotificationUserRole']>, ParentType, ContextType>;
};

export type NotificationDataResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['NotificationData'] = ResolversParentTypes['NotificationData']> = {
  amount?: Resolver<Maybe<ResolversTypes['Cents']>, ParentType, ContextType>;
  budgetId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  budgetIncreaseId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  cardId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  definedAction?: Resolver<ResolversTypes['NotificationAction'], ParentType, ContextType>;
  notifier?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  reimbursementId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  transactionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type NotificationPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['NotificationPage'] = ResolversParentTypes['NotificationPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
};

export type PaymentResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Payment'] = ResolversParentTypes['Payment']> = {
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  bankAccount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentType?: Resolver<ResolversTypes['PaymentType'], ParentType, ContextType>;
  returnCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  returnReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type PaymentPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PaymentPage'] = ResolversParentTypes['PaymentPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Payment']>, ParentType, ContextType>;
};

export type PersonResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Person'] = ResolversParentTypes['Person']> = {
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  authId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  embossName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  middle_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  spenderBudgets?: Resolver<Array<ResolversTypes['Budget']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
};

export type PlaidAccountResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PlaidAccount'] = ResolversParentTypes['PlaidAccount']> = {
  balance?: Resolver<Maybe<ResolversTypes['Cents']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mask?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlaidItemResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PlaidItem'] = ResolversParentTypes['PlaidItem']> = {
  accounts?: Resolver<Array<ResolversTypes['PlaidAccount']>, ParentType, ContextType>;
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  institutionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastSyncedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  linkedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type PlaidLinkTokenResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PlaidLinkToken'] = ResolversParentTypes['PlaidLinkToken']> = {
  expiration?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  hostedLinkUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  linkToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlaidSyncResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PlaidSyncResult'] = ResolversParentTypes['PlaidSyncResult']> = {
  added?: Resolver<Array<ResolversTypes['PlaidTransaction']>, ParentType, ContextType>;
  modified?: Resolver<Array<ResolversTypes['PlaidTransaction']>, ParentType, ContextType>;
  removed?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type PlaidTransactionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PlaidTransaction'] = ResolversParentTypes['PlaidTransaction']> = {
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  merchantName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PolicyCategoryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PolicyCategory'] = ResolversParentTypes['PolicyCategory']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PolicyCategoryLimitResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PolicyCategoryLimit'] = ResolversParentTypes['PolicyCategoryLimit']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  perDay?: Resolver<Maybe<ResolversTypes['Cents']>, ParentType, ContextType>;
  perTransaction?: Resolver<Maybe<ResolversTypes['Cents']>, ParentType, ContextType>;
};

export type PolicyExplanationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PolicyExplanation'] = ResolversParentTypes['PolicyExplanation']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  by?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  findings?: Resolver<Array<ResolversTypes['PolicyFinding']>, ParentType, ContextType>;
  isCurrent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PolicyFindingResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PolicyFinding'] = ResolversParentTypes['PolicyFinding']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['PolicyOutcome'], ParentType, ContextType>;
  rule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProjectResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Project'] = ResolversParentTypes['Project']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ProjectPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProjectPage'] = ResolversParentTypes['ProjectPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Project']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  account?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  accountPaymentDue?: Resolver<Maybe<ResolversTypes['AccountPaymentDue']>, ParentType, ContextType>;
  accountingReconciliation?: Resolver<Maybe<ResolversTypes['AccountingReconciliation']>, ParentType, ContextType>;
  apiClients?: Resolver<Array<ResolversTypes['ApiClient']>, ParentType, ContextType>;
  approvalDelegateCandidates?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  approvalLevels?: Resolver<Array<ResolversTypes['ApprovalLevel']>, ParentType, ContextType>;
  approvalRequests?: Resolver<Array<ResolversTypes['ApprovalRequest']>, ParentType, ContextType, RequireFields<QueryApprovalRequestsArgs, 'skip' | 'take'>>;
  auditSubjects?: Resolver<Array<ResolversTypes['AuditSubject']>, ParentType, ContextType, RequireFields<QueryAuditSubjectsArgs, 'first' | 'search'>>;
  availableRebate?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  avatarUploadUrl?: Resolver<ResolversTypes['UploadUrl'], ParentType, ContextType, RequireFields<QueryAvatarUploadUrlArgs, 'contentType' | 'fileName' | 'size'>>;
  badgeCounts?: Resolver<ResolversTypes['BadgeCounts'], ParentType, ContextType>;
  budget?: Resolver<Maybe<ResolversTypes['Budget']>, ParentType, ContextType, RequireFields<QueryBudgetArgs, 'where'>>;
  budgetAsOf?: Resolver<ResolversTypes['BudgetAsOf'], ParentType, ContextType, RequireFields<QueryBudgetAsOfArgs, 'at' | 'budgetId'>>;
  budgetFunds?: Resolver<ResolversTypes['BudgetFunds'], ParentType, ContextType, RequireFields<QueryBudgetFundsArgs, 'where'>>;
  budgetIncreaseRequests?: Resolver<Array<ResolversTypes['BudgetIncreaseRequest']>, ParentType, ContextType, RequireFields<QueryBudgetIncreaseRequestsArgs, 'skip' | 'take'>>;
  budgetInfo?: Resolver<Maybe<ResolversTypes['Budget']>, ParentType, ContextType, RequireFields<QueryBudgetInfoArgs, 'where'>>;
  budgetOptions?: Resolver<Array<ResolversTypes['BudgetOption']>, ParentType, ContextType, RequireFields<QueryBudgetOptionsArgs, 'activeOnly'>>;
  budgetParents?: Resolver<Array<ResolversTypes['BudgetParent']>, ParentType, ContextType, RequireFields<QueryBudgetParentsArgs, 'where'>>;
  budgetSettings?: Resolver<Maybe<ResolversTypes['Budget']>, ParentType, ContextType, RequireFields<QueryBudgetSettingsArgs, 'where'>>;
  budgetSpenders?: Resolver<ResolversTypes['BudgetSpenderPage'], ParentType, ContextType, RequireFields<QueryBudgetSpendersArgs, 'skip' | 'take' | 'where'>>;
  budgetSpendersCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryBudgetSpendersCountArgs, 'where'>>;
  budgetTile?: Resolver<Maybe<ResolversTypes['Budget']>, ParentType, ContextType, RequireFields<QueryBudgetTileArgs, 'where'>>;
  budgetTiles?: Resolver<ResolversTypes['BudgetPage'], ParentType, ContextType, RequireFields<QueryBudgetTilesArgs, 'skip' | 'take'>>;
  budgetTopSpenders?: Resolver<Array<ResolversTypes['BudgetTopSpender']>, ParentType, ContextType, RequireFields<QueryBudgetTopSpendersArgs, 'take' | 'where'>>;
  budgets?: Resolver<ResolversTypes['BudgetPage'], ParentType, ContextType, RequireFields<QueryBudgetsArgs, 'skip' | 'take'>>;
  budgetsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryBudgetsCountArgs>>;
  budgetsDistinct?: Resolver<Array<ResolversTypes['BudgetOption']>, ParentType, ContextType, Partial<QueryBudgetsDistinctArgs>>;
  card?: Resolver<Maybe<ResolversTypes['Card']>, ParentType, ContextType, RequireFields<QueryCardArgs, 'where'>>;
  cardAsOf?: Resolver<ResolversTypes['CardAsOf'], ParentType, ContextType, RequireFields<QueryCardAsOfArgs, 'at' | 'cardId'>>;
  cardCompanies?: Resolver<Array<ResolversTypes['CardCompany']>, ParentType, ContextType>;
  cardFormats?: Resolver<Array<ResolversTypes['CardKind']>, ParentType, ContextType>;
  cardIssuers?: Resolver<Array<ResolversTypes['CardIssuer']>, ParentType, ContextType>;
  cardSearchOptions?: Resolver<ResolversTypes['CardSearchOptions'], ParentType, ContextType>;
  cardSecrets?: Resolver<ResolversTypes['CardSecrets'], ParentType, ContextType, RequireFields<QueryCardSecretsArgs, 'where'>>;
  cardTransactions?: Resolver<Array<ResolversTypes['Transaction']>, ParentType, ContextType, RequireFields<QueryCardTransactionsArgs, 'cardId'>>;
  cardsReport?: Resolver<ResolversTypes['ReportResult'], ParentType, ContextType, Partial<QueryCardsReportArgs>>;
  cardsV2?: Resolver<ResolversTypes['CardPage'], ParentType, ContextType, Partial<QueryCardsV2Args>>;
  codatAccountMappings?: Resolver<Array<ResolversTypes['CodatAccountMapping']>, ParentType, ContextType>;
  codatAccountProposals?: Resolver<Array<ResolversTypes['CodatAccountMapping']>, ParentType, ContextType>;
  codatCompany?: Resolver<Maybe<ResolversTypes['CodatCompany']>, ParentType, ContextType>;
  codatCustomers?: Resolver<Array<ResolversTypes['CodatContact']>, ParentType, ContextType>;
  codatMappingOptions?: Resolver<ResolversTypes['CodatMappingOptions'], ParentType, ContextType>;
  codatSuppliers?: Resolver<Array<ResolversTypes['CodatContact']>, ParentType, ContextType>;
  codingOptions?: Resolver<ResolversTypes['CodingOptions'], ParentType, ContextType>;
  codingRules?: Resolver<Array<ResolversTypes['CodingRule']>, ParentType, ContextType>;
  companies?: Resolver<Array<ResolversTypes['Company']>, ParentType, ContextType>;
  company?: Resolver<ResolversTypes['Company'], ParentType, ContextType>;
  companyAgreements?: Resolver<ResolversTypes['CompanyAgreements'], ParentType, ContextType>;
  companyFunds?: Resolver<ResolversTypes['CompanyFunds'], ParentType, ContextType>;
  companySpent?: Resolver<ResolversTypes['Cents'], ParentType, ContextType, RequireFields<QueryCompanySpentArgs, 'where'>>;
  companyTopSpenders?: Resolver<Array<ResolversTypes['TopSpender']>, ParentType, ContextType, RequireFields<QueryCompanyTopSpendersArgs, 'take' | 'where'>>;
  connections?: Resolver<Array<ResolversTypes['AccountingConnection']>, ParentType, ContextType, Partial<QueryConnectionsArgs>>;
  controlsReport?: Resolver<ResolversTypes['ControlsReport'], ParentType, ContextType, RequireFields<QueryControlsReportArgs, 'from' | 'to'>>;
  controlsReportCsv?: Resolver<ResolversTypes['ReportResult'], ParentType, ContextType, RequireFields<QueryControlsReportCsvArgs, 'from' | 'to'>>;
  currentRebatesState?: Resolver<ResolversTypes['RebatesState'], ParentType, ContextType>;
  currentUserByAuthId?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<QueryCurrentUserByAuthIdArgs, 'authId'>>;
  customFields?: Resolver<ResolversTypes['CustomFieldPage'], ParentType, ContextType, RequireFields<QueryCustomFieldsArgs, 'skip' | 'take'>>;
  deniedMccCodes?: Resolver<Array<ResolversTypes['DeniedMccCode']>, ParentType, ContextType>;
  disputeReasons?: Resolver<Array<ResolversTypes['DisputeReason']>, ParentType, ContextType>;
  distinctGlTypesAndCategories?: Resolver<ResolversTypes['GlTypesAndCategories'], ParentType, ContextType, Partial<QueryDistinctGlTypesAndCategoriesArgs>>;
  eventHistory?: Resolver<ResolversTypes['EventHistoryPage'], ParentType, ContextType, Partial<QueryEventHistoryArgs>>;
  eventHistoryReport?: Resolver<ResolversTypes['ReportResult'], ParentType, ContextType, Partial<QueryEventHistoryReportArgs>>;
  expensePolicy?: Resolver<ResolversTypes['ExpensePolicy'], ParentType, ContextType>;
  externalTransactions?: Resolver<Array<ResolversTypes['PlaidTransaction']>, ParentType, ContextType, Partial<QueryExternalTransactionsArgs>>;
  findFirstPerson?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType, RequireFields<QueryFindFirstPersonArgs, 'where'>>;
  generalLedgers?: Resolver<ResolversTypes['GeneralLedgerPage'], ParentType, ContextType, RequireFields<QueryGeneralLedgersArgs, 'skip' | 'take'>>;
  glCategories?: Resolver<Array<ResolversTypes['GlCategory']>, ParentType, ContextType, Partial<QueryGlCategoriesArgs>>;
  glNames?: Resolver<Array<ResolversTypes['GlName']>, ParentType, ContextType, Partial<QueryGlNamesArgs>>;
  glTypes?: Resolver<Array<ResolversTypes['GlType']>, ParentType, ContextType, Partial<QueryGlTypesArgs>>;
  integrationRunLogs?: Resolver<Array<ResolversTypes['IntegrationRunLog']>, ParentType, ContextType, RequireFields<QueryIntegrationRunLogsArgs, 'take'>>;
  mccCodes?: Resolver<Array<ResolversTypes['MccCode']>, ParentType, ContextType, Partial<QueryMccCodesArgs>>;
  me?: Resolver<ResolversTypes['CurrentUser'], ParentType, ContextType>;
  mileageSettings?: Resolver<ResolversTypes['MileageSettings'], ParentType, ContextType>;
  mileageSubmission?: Resolver<Maybe<ResolversTypes['MileageSubmission']>, ParentType, ContextType, RequireFields<QueryMileageSubmissionArgs, 'where'>>;
  mileageSubmissions?: Resolver<Array<ResolversTypes['MileageSubmission']>, ParentType, ContextType, RequireFields<QueryMileageSubmissionsArgs, 'skip' | 'take'>>;
  multiOrgCompanies?: Resolver<Array<ResolversTypes['Company']>, ParentType, ContextType>;
  myApprovalDelegations?: Resolver<Array<ResolversTypes['ApprovalDelegation']>, ParentType, ContextType>;
  myCompanies?: Resolver<Array<ResolversTypes['CompanyMembership']>, ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationPage'], ParentType, ContextType, RequireFields<QueryNotificationsArgs, 'skip' | 'take'>>;
  ownedBudgetSpenders?: Resolver<ResolversTypes['BudgetSpenderPage'], ParentType, ContextType, RequireFields<QueryOwnedBudgetSpendersArgs, 'skip' | 'take'>>;
  payments?: Resolver<ResolversTypes['PaymentPage'], ParentType, ContextType, RequireFields<QueryPaymentsArgs, 'skip' | 'take'>>;
  paymentsReport?: Resolver<ResolversTypes['ReportResult'], ParentType, ContextType, Partial<QueryPaymentsReportArgs>>;
  people?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType, RequireFields<QueryPeopleArgs, 'skip' | 'take'>>;
  peopleWithSpenderBudgets?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType, RequireFields<QueryPeopleWithSpenderBudgetsArgs, 'skip' | 'take'>>;
  person?: Resolver<ResolversTypes['Person'], ParentType, ContextType>;
  personV2?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType, RequireFields<QueryPersonV2Args, 'where'>>;
  plaidItems?: Resolver<Array<ResolversTypes['PlaidItem']>, ParentType, ContextType, Partial<QueryPlaidItemsArgs>>;
  plaidLinkToken?: Resolver<ResolversTypes['PlaidLinkToken'], ParentType, ContextType, Partial<QueryPlaidLinkTokenArgs>>;
  policyCategories?: Resolver<Array<ResolversTypes['PolicyCategory']>, ParentType, ContextType>;
  projects?: Resolver<ResolversTypes['ProjectPage'], ParentType, ContextType, RequireFields<QueryProjectsArgs, 'skip' | 'take'>>;
  receiptInbox?: Resolver<Array<ResolversTypes['InboxReceipt']>, ParentType, ContextType>;
  receiptUploadUrl?: Resolver<ResolversTypes['UploadUrl'], ParentType, ContextType, RequireFields<QueryReceiptUploadUrlArgs, 'contentType' | 'fileName' | 'size'>>;
  receiptsExport?: Resolver<ResolversTypes['ReportResult'], ParentType, ContextType, Partial<QueryReceiptsExportArgs>>;
  receiptsMailAddresses?: Resolver<ResolversTypes['ReceiptsMailAddresses'], ParentType, ContextType>;
  reimbursableTransactions?: Resolver<Array<ResolversTypes['Transaction']>, ParentType, ContextType, RequireFields<QueryReimbursableTransactionsArgs, 'take'>>;
  reimbursement?: Resolver<Maybe<ResolversTypes['Reimbursement']>, ParentType, ContextType, RequireFields<QueryReimbursementArgs, 'where'>>;
  reimbursementCategories?: Resolver<Array<ResolversTypes['ReimbursementCategory']>, ParentType, ContextType>;
  reimbursements?: Resolver<ResolversTypes['ReimbursementPage'], ParentType, ContextType, RequireFields<QueryReimbursementsArgs, 'skip' | 'take'>>;
  role?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType, RequireFields<QueryRoleArgs, 'where'>>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType, Partial<QueryRolesArgs>>;
  statement?: Resolver<Maybe<ResolversTypes['Statement']>, ParentType, ContextType, RequireFields<QueryStatementArgs, 'where'>>;
  statementReport?: Resolver<ResolversTypes['ReportResult'], ParentType, ContextType, RequireFields<QueryStatementReportArgs, 'format' | 'statementId'>>;
  statementTransactions?: Resolver<Array<ResolversTypes['StatementTransaction']>, ParentType, ContextType, RequireFields<QueryStatementTransactionsArgs, 'statementId'>>;
  statements?: Resolver<Array<ResolversTypes['Statement']>, ParentType, ContextType, RequireFields<QueryStatementsArgs, 'limit' | 'order' | 'skip' | 'sortBy'>>;
  teamMembers?: Resolver<ResolversTypes['TeamMemberPage'], ParentType, ContextType, RequireFields<QueryTeamMembersArgs, 'skip' | 'take'>>;
  teamSearchOptions?: Resolver<Array<ResolversTypes['TeamSearchOption']>, ParentType, ContextType, RequireFields<QueryTeamSearchOptionsArgs, 'q' | 'take'>>;
  tenantSnapshot?: Resolver<Maybe<ResolversTypes['TenantSnapshot']>, ParentType, ContextType, RequireFields<QueryTenantSnapshotArgs, 'id'>>;
  todo?: Resolver<ResolversTypes['Todo'], ParentType, ContextType>;
  transaction?: Resolver<Maybe<ResolversTypes['Transaction']>, ParentType, ContextType, RequireFields<QueryTransactionArgs, 'where'>>;
  transactionControl?: Resolver<Maybe<ResolversTypes['TransactionControl']>, ParentType, ContextType, RequireFields<QueryTransactionControlArgs, 'cardId'>>;
  transactionMethods?: Resolver<Array<ResolversTypes['TransactionMethod']>, ParentType, ContextType>;
  transactionSearchOptions?: Resolver<ResolversTypes['TransactionSearchOptions'], ParentType, ContextType>;
  transactionViews?: Resolver<Array<ResolversTypes['TransactionView']>, ParentType, ContextType>;
  transactions?: Resolver<ResolversTypes['TransactionPage'], ParentType, ContextType, Partial<QueryTransactionsArgs>>;
  transactionsFastView?: Resolver<Array<ResolversTypes['Transaction']>, ParentType, ContextType, Partial<QueryTransactionsFastViewArgs>>;
  transactionsGraph?: Resolver<Array<ResolversTypes['SpendDay']>, ParentType, ContextType, RequireFields<QueryTransactionsGraphArgs, 'where'>>;
  transactionsReport?: Resolver<ResolversTypes['ReportResult'], ParentType, ContextType, Partial<QueryTransactionsReportArgs>>;
  upcomingStatement?: Resolver<Maybe<ResolversTypes['UpcomingStatement']>, ParentType, ContextType>;
  userCards?: Resolver<Array<ResolversTypes['Card']>, ParentType, ContextType>;
  userSpenderBudgets?: Resolver<Array<ResolversTypes['Budget']>, ParentType, ContextType, RequireFields<QueryUserSpenderBudgetsArgs, 'where'>>;
  userWithCompanyAndRole?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserWithCompanyAndRoleArgs, 'where'>>;
  usersReport?: Resolver<ResolversTypes['ReportResult'], ParentType, ContextType, Partial<QueryUsersReportArgs>>;
  vendors?: Resolver<ResolversTypes['VendorPage'], ParentType, ContextType, RequireFields<QueryVendorsArgs, 'skip' | 'take'>>;
  verifyHistory?: Resolver<ResolversTypes['HistoryVerification'], ParentType, ContextType, Partial<QueryVerifyHistoryArgs>>;
  webhookDeliveries?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType, RequireFields<QueryWebhookDeliveriesArgs, 'endpointId'>>;
  webhookEndpoints?: Resolver<Array<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType>;
  webhookEventTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RebatesStateResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['RebatesState'] = ResolversParentTypes['RebatesState']> = {
  accrued?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  credited?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['StatementRebate']>, ParentType, ContextType>;
  rebateBasisPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReceiptResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Receipt'] = ResolversParentTypes['Receipt']> = {
  attachedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reading?: Resolver<Maybe<ResolversTypes['ReceiptReading']>, ParentType, ContextType>;
  sha256?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sizeBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReceiptMatchResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ReceiptMatch'] = ResolversParentTypes['ReceiptMatch']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cardLast4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dayDifference?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  merchantSimilarity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  receiptTotal?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  transactionAmount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  transactionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ReceiptReadingResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ReceiptReading'] = ResolversParentTypes['ReceiptReading']> = {
  cardLast4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  confidence?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failure?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  merchant?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Cents']>, ParentType, ContextType>;
};

export type ReceiptsMailAddressesResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ReceiptsMailAddresses'] = ResolversParentTypes['ReceiptsMailAddresses']> = {
  personal?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shared?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReconciliationPeriodResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ReconciliationPeriod'] = ResolversParentTypes['ReconciliationPeriod']> = {
  difference?: Resolver<ResolversTypes['ReconciliationTotals'], ParentType, ContextType>;
  ours?: Resolver<ResolversTypes['ReconciliationTotals'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  theirs?: Resolver<ResolversTypes['ReconciliationTotals'], ParentType, ContextType>;
};

export type ReconciliationTotalsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ReconciliationTotals'] = ResolversParentTypes['ReconciliationTotals']> = {
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReimbursementResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Reimbursement'] = ResolversParentTypes['Reimbursement']> = {
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  budget?: Resolver<Maybe<ResolversTypes['Budget']>, ParentType, ContextType>;
  canReview?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['ReimbursementCategory']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expenseDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  merchant?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  onBehalfOf?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  paidOn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  receipts?: Resolver<Array<ResolversTypes['ReimbursementReceipt']>, ParentType, ContextType>;
  requestor?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  respondedOn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  review?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviewer?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RequestStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactions?: Resolver<Array<ResolversTypes['Transaction']>, ParentType, ContextType>;
};

export type ReimbursementCategoryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ReimbursementCategory'] = ResolversParentTypes['ReimbursementCategory']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReimbursementPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ReimbursementPage'] = ResolversParentTypes['ReimbursementPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Reimbursement']>, ParentType, ContextType>;
};

export type ReimbursementReceiptResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ReimbursementReceipt'] = ResolversParentTypes['ReimbursementReceipt']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sizeBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReimbursementsInfoResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ReimbursementsInfo'] = ResolversParentTypes['ReimbursementsInfo']> = {
  isCompanyReady?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isUserReady?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ReportResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ReportResult'] = ResolversParentTypes['ReportResult']> = {
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RoleResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SpendDayResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SpendDay'] = ResolversParentTypes['SpendDay']> = {
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StatementResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Statement'] = ResolversParentTypes['Statement']> = {
  amountDue?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  closedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  credits?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  currentBalance?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  dateEnd?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dateStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  debits?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  endingBalance?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  fees?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  interest?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['StatementPaymentStatus'], ParentType, ContextType>;
  payments?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  rebate?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  startingBalance?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  stillDue?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  transactionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StatementRebateResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['StatementRebate'] = ResolversParentTypes['StatementRebate']> = {
  periodEnd?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  periodStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  purchases?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  rebate?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  rebateBasisPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StatementTransactionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['StatementTransaction'] = ResolversParentTypes['StatementTransaction']> = {
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['StatementTransactionKind'], ParentType, ContextType>;
  transaction?: Resolver<Maybe<ResolversTypes['Transaction']>, ParentType, ContextType>;
  transactionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  _unused?: SubscriptionResolver<Maybe<ResolversTypes['Boolean']>, "_unused", ParentType, ContextType>;
  accountChanged?: SubscriptionResolver<ResolversTypes['ID'], "accountChanged", ParentType, ContextType>;
  approvalRequestChanged?: SubscriptionResolver<ResolversTypes['ApprovalRequest'], "approvalRequestChanged", ParentType, ContextType>;
  badgeCountsChanged?: SubscriptionResolver<ResolversTypes['BadgeCounts'], "badgeCountsChanged", ParentType, ContextType>;
  budgetChanged?: SubscriptionResolver<ResolversTypes['Budget'], "budgetChanged", ParentType, ContextType, Partial<SubscriptionBudgetChangedArgs>>;
  cardChanged?: SubscriptionResolver<ResolversTypes['Card'], "cardChanged", ParentType, ContextType>;
  dashboardChanged?: SubscriptionResolver<ResolversTypes['DashboardChange'], "dashboardChanged", ParentType, ContextType>;
  statementsChanged?: SubscriptionResolver<ResolversTypes['Boolean'], "statementsChanged", ParentType, ContextType>;
  transactionChanged?: SubscriptionResolver<ResolversTypes['Transaction'], "transactionChanged", ParentType, ContextType>;
};

export type TeamMemberPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TeamMemberPage'] = ResolversParentTypes['TeamMemberPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
};

export type TeamSearchOptionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TeamSearchOption'] = ResolversParentTypes['TeamSearchOption']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  personId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TenantSnapshotResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TenantSnapshot'] = ResolversParentTypes['TenantSnapshot']> = {
  downloadUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  eventCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TenantSnapshotStatus'], ParentType, ContextType>;
};

export type TodoResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Todo'] = ResolversParentTypes['Todo']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['TodoItem']>, ParentType, ContextType>;
};

export type TodoItemResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TodoItem'] = ResolversParentTypes['TodoItem']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  missing?: Resolver<Array<ResolversTypes['MissingDetail']>, ParentType, ContextType>;
  receipt?: Resolver<Maybe<ResolversTypes['InboxReceipt']>, ParentType, ContextType>;
  transaction?: Resolver<Maybe<ResolversTypes['Transaction']>, ParentType, ContextType>;
};

export type TopSpenderResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TopSpender'] = ResolversParentTypes['TopSpender']> = {
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TransactionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Transaction'] = ResolversParentTypes['Transaction']> = {
  adjustments?: Resolver<Array<ResolversTypes['TransactionAdjustment']>, ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  authorizedAmount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  automaticCoding?: Resolver<Maybe<ResolversTypes['AutomaticCoding']>, ParentType, ContextType>;
  budget?: Resolver<Maybe<ResolversTypes['Budget']>, ParentType, ContextType>;
  budgetId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  card?: Resolver<Maybe<ResolversTypes['Card']>, ParentType, ContextType>;
  cardId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  completeness?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customFieldValues?: Resolver<Array<ResolversTypes['CustomFieldValue']>, ParentType, ContextType>;
  declinedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dispute?: Resolver<Maybe<ResolversTypes['TransactionDispute']>, ParentType, ContextType>;
  disputedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  generalLedgerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  initial_transaction_date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  invoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isDeclined?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isLocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPosted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isReversed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mcc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mccDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  memo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  merchantCountry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  missingDetails?: Resolver<Array<ResolversTypes['MissingDetail']>, ParentType, ContextType>;
  needsReceipt?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  overClearedAmount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  paymentMethodDetail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentType?: Resolver<ResolversTypes['PaymentType'], ParentType, ContextType>;
  policyExplanation?: Resolver<Maybe<ResolversTypes['PolicyExplanation']>, ParentType, ContextType>;
  policyFindings?: Resolver<Array<ResolversTypes['PolicyFinding']>, ParentType, ContextType>;
  policyOutcome?: Resolver<ResolversTypes['PolicyOutcome'], ParentType, ContextType>;
  posted_on?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  projectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  receipts?: Resolver<Array<ResolversTypes['Receipt']>, ParentType, ContextType>;
  refundedAmount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  reimbursementStatus?: Resolver<Maybe<ResolversTypes['RequestStatus']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['TransactionSource'], ParentType, ContextType>;
  spender?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  splits?: Resolver<Maybe<Array<ResolversTypes['TransactionSplitLine']>>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TransactionStatus'], ParentType, ContextType>;
  syncState?: Resolver<Maybe<ResolversTypes['SyncState']>, ParentType, ContextType>;
  vendor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TransactionAdjustmentResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TransactionAdjustment'] = ResolversParentTypes['TransactionAdjustment']> = {
  amountDelta?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['TransactionAdjustmentLine']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['AdjustmentReason'], ParentType, ContextType>;
  syncState?: Resolver<ResolversTypes['AdjustmentSyncState'], ParentType, ContextType>;
  syncedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type TransactionAdjustmentLineResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TransactionAdjustmentLine'] = ResolversParentTypes['TransactionAdjustmentLine']> = {
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  generalLedgerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  projectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type TransactionBulkFailureResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TransactionBulkFailure'] = ResolversParentTypes['TransactionBulkFailure']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TransactionBulkPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TransactionBulkPayload'] = ResolversParentTypes['TransactionBulkPayload']> = {
  done?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  failures?: Resolver<Array<ResolversTypes['TransactionBulkFailure']>, ParentType, ContextType>;
};

export type TransactionControlResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TransactionControl'] = ResolversParentTypes['TransactionControl']> = {
  cardId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  frequencyCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  frequencyPeriod?: Resolver<Maybe<ResolversTypes['FrequencyPeriod']>, ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mccCodeList?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  mode?: Resolver<Maybe<ResolversTypes['TransactionControlMode']>, ParentType, ContextType>;
  spendLimit?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type TransactionDeletePayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TransactionDeletePayload'] = ResolversParentTypes['TransactionDeletePayload']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TransactionDisputeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TransactionDispute'] = ResolversParentTypes['TransactionDispute']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reasonId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DisputeStatus'], ParentType, ContextType>;
};

export type TransactionMethodResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TransactionMethod'] = ResolversParentTypes['TransactionMethod']> = {
  detailLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentType?: Resolver<ResolversTypes['PaymentType'], ParentType, ContextType>;
};

export type TransactionPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TransactionPage'] = ResolversParentTypes['TransactionPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Transaction']>, ParentType, ContextType>;
};

export type TransactionSearchOptionsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TransactionSearchOptions'] = ResolversParentTypes['TransactionSearchOptions']> = {
  budgets?: Resolver<Array<ResolversTypes['Budget']>, ParentType, ContextType>;
  cards?: Resolver<Array<ResolversTypes['Card']>, ParentType, ContextType>;
  spenders?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  vendors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TransactionSplitLineResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TransactionSplitLine'] = ResolversParentTypes['TransactionSplitLine']> = {
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  budgetId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  generalLedgerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  projectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type TransactionViewResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TransactionView'] = ResolversParentTypes['TransactionView']> = {
  hiddenColumns?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isMine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  missing?: Resolver<Array<ResolversTypes['TransactionViewMissing']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  params?: Resolver<Array<ResolversTypes['TransactionViewParam']>, ParentType, ContextType>;
  shared?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type TransactionViewMissingResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TransactionViewMissing'] = ResolversParentTypes['TransactionViewMissing']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  param?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TransactionViewParamResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TransactionViewParam'] = ResolversParentTypes['TransactionViewParam']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TransitCustomersAndGlDataResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TransitCustomersAndGlDataResult'] = ResolversParentTypes['TransitCustomersAndGlDataResult']> = {
  createdGeneralLedgers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdProjects?: Resolver<Array<ResolversTypes['Project']>, ParentType, ContextType>;
  customers?: Resolver<Array<ResolversTypes['CodatContact']>, ParentType, ContextType>;
  updatedGeneralLedgers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedProjects?: Resolver<Array<ResolversTypes['Project']>, ParentType, ContextType>;
};

export type UpcomingStatementResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['UpcomingStatement'] = ResolversParentTypes['UpcomingStatement']> = {
  credits?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  currentBalance?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  dateEnd?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dateStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  debits?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  endingBalance?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  fees?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  interest?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  payments?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  rebate?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  refunds?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  startingBalance?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  transactionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UploadHeaderResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['UploadHeader'] = ResolversParentTypes['UploadHeader']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UploadUrlResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['UploadUrl'] = ResolversParentTypes['UploadUrl']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  headers?: Resolver<Array<ResolversTypes['UploadHeader']>, ParentType, ContextType>;
  maxBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  avatarUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<ResolversTypes['Company'], ParentType, ContextType>;
  companyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  department?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  embossName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  forgotten?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mainRole?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType>;
  mainRoleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  managerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  person?: Resolver<ResolversTypes['Person'], ParentType, ContextType>;
  reimbursementsInfo?: Resolver<ResolversTypes['ReimbursementsInfo'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
};

export type VendorResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Vendor'] = ResolversParentTypes['Vendor']> = {
  lastSeenAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type VendorPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['VendorPage'] = ResolversParentTypes['VendorPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Vendor']>, ParentType, ContextType>;
};

export type WebhookDeliveryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = {
  attempts?: Resolver<Array<ResolversTypes['WebhookDeliveryAttempt']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  endpointId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WebhookDeliveryStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type WebhookDeliveryAttemptResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['WebhookDeliveryAttempt'] = ResolversParentTypes['WebhookDeliveryAttempt']> = {
  attempt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  attemptedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  durationMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type WebhookEndpointResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['WebhookEndpoint'] = ResolversParentTypes['WebhookEndpoint']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  eventTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  secretRotatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WebhookEndpointWithSecretResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['WebhookEndpointWithSecret'] = ResolversParentTypes['WebhookEndpointWithSecret']> = {
  endpoint?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WorkingHoursResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['WorkingHours'] = ResolversParentTypes['WorkingHours']> = {
  end?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = ApiContext> = {
  Account?: AccountResolvers<ContextType>;
  AccountPaymentDue?: AccountPaymentDueResolvers<ContextType>;
  AccountingConnection?: AccountingConnectionResolvers<ContextType>;
  AccountingReconciliation?: AccountingReconciliationResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  AgreementStatus?: AgreementStatusResolvers<ContextType>;
  ApiClient?: ApiClientResolvers<ContextType>;
  ApprovalDelegation?: ApprovalDelegationResolvers<ContextType>;
  ApprovalLevel?: ApprovalLevelResolvers<ContextType>;
  ApprovalRequest?: ApprovalRequestResolvers<ContextType>;
  AuditSubject?: AuditSubjectResolvers<ContextType>;
  AutomaticCoding?: AutomaticCodingResolvers<ContextType>;
  BadgeCounts?: BadgeCountsResolvers<ContextType>;
  BatchPayload?: BatchPayloadResolvers<ContextType>;
  BooksPolicy?: BooksPolicyResolvers<ContextType>;
  BrokenHistoryLink?: BrokenHistoryLinkResolvers<ContextType>;
  Budget?: BudgetResolvers<ContextType>;
  BudgetAsOf?: BudgetAsOfResolvers<ContextType>;
  BudgetFunds?: BudgetFundsResolvers<ContextType>;
  BudgetIncreaseRequest?: BudgetIncreaseRequestResolvers<ContextType>;
  BudgetOption?: BudgetOptionResolvers<ContextType>;
  BudgetPage?: BudgetPageResolvers<ContextType>;
  BudgetParent?: BudgetParentResolvers<ContextType>;
  BudgetSpenderPage?: BudgetSpenderPageResolvers<ContextType>;
  BudgetTopSpender?: BudgetTopSpenderResolvers<ContextType>;
  BulkCardRow?: BulkCardRowResolvers<ContextType>;
  BulkCardsCheck?: BulkCardsCheckResolvers<ContextType>;
  Card?: CardResolvers<ContextType>;
  CardAsOf?: CardAsOfResolvers<ContextType>;
  CardBalance?: CardBalanceResolvers<ContextType>;
  CardCompany?: CardCompanyResolvers<ContextType>;
  CardIssuer?: CardIssuerResolvers<ContextType>;
  CardPage?: CardPageResolvers<ContextType>;
  CardSearchOptions?: CardSearchOptionsResolvers<ContextType>;
  CardSecrets?: CardSecretsResolvers<ContextType>;
  Cents?: GraphQLScalarType;
  CodatAccount?: CodatAccountResolvers<ContextType>;
  CodatAccountMapping?: CodatAccountMappingResolvers<ContextType>;
  CodatCompany?: CodatCompanyResolvers<ContextType>;
  CodatCompanyConfiguration?: CodatCompanyConfigurationResolvers<ContextType>;
  CodatContact?: CodatContactResolvers<ContextType>;
  CodatMappingOptions?: CodatMappingOptionsResolvers<ContextType>;
  CodatTrackingCategory?: CodatTrackingCategoryResolvers<ContextType>;
  CodingGlCode?: CodingGlCodeResolvers<ContextType>;
  CodingOptions?: CodingOptionsResolvers<ContextType>;
  CodingRule?: CodingRuleResolvers<ContextType>;
  CodingRuleConditions?: CodingRuleConditionsResolvers<ContextType>;
  CodingRuleDeletePayload?: CodingRuleDeletePayloadResolvers<ContextType>;
  CodingRuleOutcome?: CodingRuleOutcomeResolvers<ContextType>;
  Company?: CompanyResolvers<ContextType>;
  CompanyAgreements?: CompanyAgreementsResolvers<ContextType>;
  CompanyFunds?: CompanyFundsResolvers<ContextType>;
  CompanyMembership?: CompanyMembershipResolvers<ContextType>;
  ControlsAdminChange?: ControlsAdminChangeResolvers<ContextType>;
  ControlsApproval?: ControlsApprovalResolvers<ContextType>;
  ControlsReport?: ControlsReportResolvers<ContextType>;
  CreatedApiClient?: CreatedApiClientResolvers<ContextType>;
  CurrentUser?: CurrentUserResolvers<ContextType>;
  CustomField?: CustomFieldResolvers<ContextType>;
  CustomFieldOption?: CustomFieldOptionResolvers<ContextType>;
  CustomFieldPage?: CustomFieldPageResolvers<ContextType>;
  CustomFieldValue?: CustomFieldValueResolvers<ContextType>;
  DashboardChange?: DashboardChangeResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeniedMccCode?: DeniedMccCodeResolvers<ContextType>;
  DisputeReason?: DisputeReasonResolvers<ContextType>;
  EventHistoryPage?: EventHistoryPageResolvers<ContextType>;
  ExpensePolicy?: ExpensePolicyResolvers<ContextType>;
  FieldChange?: FieldChangeResolvers<ContextType>;
  GeneralLedger?: GeneralLedgerResolvers<ContextType>;
  GeneralLedgerPage?: GeneralLedgerPageResolvers<ContextType>;
  GlCategory?: GlCategoryResolvers<ContextType>;
  GlName?: GlNameResolvers<ContextType>;
  GlType?: GlTypeResolvers<ContextType>;
  GlTypesAndCategories?: GlTypesAndCategoriesResolvers<ContextType>;
  HistoryEvent?: HistoryEventResolvers<ContextType>;
  HistoryVerification?: HistoryVerificationResolvers<ContextType>;
  InboxReceipt?: InboxReceiptResolvers<ContextType>;
  IntegrationRunFailure?: IntegrationRunFailureResolvers<ContextType>;
  IntegrationRunLog?: IntegrationRunLogResolvers<ContextType>;
  MccCode?: MccCodeResolvers<ContextType>;
  MileageSettings?: MileageSettingsResolvers<ContextType>;
  MileageSubmission?: MileageSubmissionResolvers<ContextType>;
  MissingDetail?: MissingDetailResolvers<ContextType>;
  Money?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  NotReadyTransaction?: NotReadyTransactionResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationData?: NotificationDataResolvers<ContextType>;
  NotificationPage?: NotificationPageResolvers<ContextType>;
  Payment?: PaymentResolvers<ContextType>;
  PaymentPage?: PaymentPageResolvers<ContextType>;
  Person?: PersonResolvers<ContextType>;
  PlaidAccount?: PlaidAccountResolvers<ContextType>;
  PlaidItem?: PlaidItemResolvers<ContextType>;
  PlaidLinkToken?: PlaidLinkTokenResolvers<ContextType>;
  PlaidSyncResult?: PlaidSyncResultResolvers<ContextType>;
  PlaidTransaction?: PlaidTransactionResolvers<ContextType>;
  PolicyCategory?: PolicyCategoryResolvers<ContextType>;
  PolicyCategoryLimit?: PolicyCategoryLimitResolvers<ContextType>;
  PolicyExplanation?: PolicyExplanationResolvers<ContextType>;
  PolicyFinding?: PolicyFindingResolvers<ContextType>;
  Project?: ProjectResolvers<ContextType>;
  ProjectPage?: ProjectPageResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RebatesState?: RebatesStateResolvers<ContextType>;
  Receipt?: ReceiptResolvers<ContextType>;
  ReceiptMatch?: ReceiptMatchResolvers<ContextType>;
  ReceiptReading?: ReceiptReadingResolvers<ContextType>;
  ReceiptsMailAddresses?: ReceiptsMailAddressesResolvers<ContextType>;
  ReconciliationPeriod?: ReconciliationPeriodResolvers<ContextType>;
  ReconciliationTotals?: ReconciliationTotalsResolvers<ContextType>;
  Reimbursement?: ReimbursementResolvers<ContextType>;
  ReimbursementCategory?: ReimbursementCategoryResolvers<ContextType>;
  ReimbursementPage?: ReimbursementPageResolvers<ContextType>;
  ReimbursementReceipt?: ReimbursementReceiptResolvers<ContextType>;
  ReimbursementsInfo?: ReimbursementsInfoResolvers<ContextType>;
  ReportResult?: ReportResultResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  SpendDay?: SpendDayResolvers<ContextType>;
  Statement?: StatementResolvers<ContextType>;
  StatementRebate?: StatementRebateResolvers<ContextType>;
  StatementTransaction?: StatementTransactionResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TeamMemberPage?: TeamMemberPageResolvers<ContextType>;
  TeamSearchOption?: TeamSearchOptionResolvers<ContextType>;
  TenantSnapshot?: TenantSnapshotResolvers<ContextType>;
  Todo?: TodoResolvers<ContextType>;
  TodoItem?: TodoItemResolvers<ContextType>;
  TopSpender?: TopSpenderResolvers<ContextType>;
  Transaction?: TransactionResolvers<ContextType>;
  TransactionAdjustment?: TransactionAdjustmentResolvers<ContextType>;
  TransactionAdjustmentLine?: TransactionAdjustmentLineResolvers<ContextType>;
  TransactionBulkFailure?: TransactionBulkFailureResolvers<ContextType>;
  TransactionBulkPayload?: TransactionBulkPayloadResolvers<ContextType>;
  TransactionControl?: TransactionControlResolvers<ContextType>;
  TransactionDeletePayload?: TransactionDeletePayloadResolvers<ContextType>;
  TransactionDispute?: TransactionDisputeResolvers<ContextType>;
  TransactionMethod?: TransactionMethodResolvers<ContextType>;
  TransactionPage?: TransactionPageResolvers<ContextType>;
  TransactionSearchOptions?: TransactionSearchOptionsResolvers<ContextType>;
  TransactionSplitLine?: TransactionSplitLineResolvers<ContextType>;
  TransactionView?: TransactionViewResolvers<ContextType>;
  TransactionViewMissing?: TransactionViewMissingResolvers<ContextType>;
  TransactionViewParam?: TransactionViewParamResolvers<ContextType>;
  TransitCustomersAndGlDataResult?: TransitCustomersAndGlDataResultResolvers<ContextType>;
  UpcomingStatement?: UpcomingStatementResolvers<ContextType>;
  UploadHeader?: UploadHeaderResolvers<ContextType>;
  UploadUrl?: UploadUrlResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  Vendor?: VendorResolvers<ContextType>;
  VendorPage?: VendorPageResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookDeliveryAttempt?: WebhookDeliveryAttemptResolvers<ContextType>;
  WebhookEndpoint?: WebhookEndpointResolvers<ContextType>;
  WebhookEndpointWithSecret?: WebhookEndpointWithSecretResolvers<ContextType>;
  WorkingHours?: WorkingHoursResolvers<ContextType>;
};

