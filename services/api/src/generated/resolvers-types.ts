import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { BudgetModel } from '../budgets/resolvers';
import type { CompanyModel } from '../companies/resolvers';
import type { UserModel, PersonModel } from '../members/resolvers';
import type { NotificationModel } from '../notifications/resolvers';
import type { CardModel, TransactionControlModel } from '../cards/resolvers';
import type { BulkRow } from '../cards/bulk-funding';
import type { TransactionModel } from '../transactions/resolvers';
import type { HistoryEventModel } from '../audit/resolvers';
import type { ApprovalRequestModel } from '../requests/load';
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

export type AgreementStatus = {
  __typename?: 'AgreementStatus';
  /** When the signed-in member accepted it; null while not accepted. */
  acceptedOn?: Maybe<Scalars['DateTime']['output']>;
  required: Scalars['Boolean']['output'];
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
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  kind: ApprovalRequestKind;
  /** The level waiting (0-based), and how many there are. */
  level: Scalars['Int']['output'];
  levelCount: Scalars['Int']['output'];
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

/** Who approves a level: the budget's owner (for reimbursements and budgets without an owner: the admins), or the company's admins. */
export type Approver =
  | 'ADMIN'
  | 'BUDGET_OWNER';

/** The sidebar's red badges (spec 2.3). */
export type BadgeCounts = {
  __typename?: 'BadgeCounts';
  /** Transactions missing a receipt, category or other required detail. */
  incompleteTransactions: Scalars['Int']['output'];
  unreadAlerts: Scalars['Int']['output'];
};

export type BatchPayload = {
  __typename?: 'BatchPayload';
  count: Scalars['Int']['output'];
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
  /** Spend per spender on this budget and its sub-budgets, largest first (same visibility as spenders). */
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

/** Funds figures of a budget (spec 3), integer cents. available = funding - budgeted - directSpent. */
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

export type Company = {
  __typename?: 'Company';
  /** Whether the company's budgets carry a number (spec 3); when on, the budget form requires one. */
  budgetNumbers: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  dba_name: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isReseller: Scalars['Boolean']['output'];
  parentCompanyID?: Maybe<Scalars['ID']['output']>;
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

/** The company settings this API changes so far (permission: budget settings edit). */
export type CompanyUpdateInput = {
  budgetNumbers?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ConnectMany = {
  connect: Array<WhereUniqueInput>;
};

export type ConnectOne = {
  connect: WhereUniqueInput;
};

export type CurrentUser = {
  __typename?: 'CurrentUser';
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

export type DeniedMccCode = {
  __typename?: 'DeniedMccCode';
  combinedDescription: Scalars['String']['output'];
  declines: Scalars['Int']['output'];
  mccCode: Scalars['String']['output'];
};

export type EventHistoryFilter = {
  /** A stream name such as budget-<id>. */
  aggregate?: InputMaybe<Scalars['String']['input']>;
  /** Every aggregate of a kind: the stream name's prefix, e.g. budget, card, user, bank-item. */
  aggregateType?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['DateTime']['input']>;
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

/** One event of the company's history (spec 3): what happened, to which aggregate, who did it and what changed. */
export type HistoryEvent = {
  __typename?: 'HistoryEvent';
  /** The aggregate's stream, e.g. budget-<id>. */
  aggregate: Scalars['String']['output'];
  /** For budgets and cards: the fields of the aggregate's state this event changed, before and after. */
  changes: Array<FieldChange>;
  createdAt: Scalars['DateTime']['output'];
  /** The event's data as JSON text. */
  data: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  revision: Scalars['Int']['output'];
  type: Scalars['String']['output'];
  userId?: Maybe<Scalars['ID']['output']>;
  /** Who did it: the member's name, when they belong to the caller's company. */
  userName?: Maybe<Scalars['String']['output']>;
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

export type Mutation = {
  __typename?: 'Mutation';
  _unused?: Maybe<Scalars['Boolean']['output']>;
  activateOneCardV2: Card;
  /** Adds (or with a leading minus subtracts) dollars to a rechargeable card. */
  addCardFunds: Card;
  archiveOneBudget: Budget;
  /** Archives a member: they no longer sign in and move to the archived tab (permission: team members edit). */
  archiveOneUser: User;
  archivePlaidItem: PlaidItem;
  /**
   * Checks a bulk rechargeable-card funding CSV (columns email, last4digits or NEW, amount in dollars)
   * and, with apply, creates and loads the cards: one idempotent command per row (send an
   * Idempotency-Key so a retried upload applies nothing twice).
   */
  bulkRechargeableCardsCSVCheckerResolver: BulkCardsCheck;
  /** Creates a client company under the caller's company (permission: client create). */
  createCompanyV2: Company;
  createOneBudget: Budget;
  /**
   * Asks for more funding on a budget the caller spends from or owns (admins: any budget). The request
   * then waits for the company's approval levels. Field errors: amount, reason.
   */
  createOneBudgetIncreaseRequest: BudgetIncreaseRequest;
  createOneCMA: CompanyAgreements;
  createOneCardV2: Card;
  /**
   * Creates a person with a user in each given company: the caller's company or its child companies.
   * Permission: multi team members create (MultiOrgAdmin or super admin, a reseller company, flag enableMultiOrgRoles).
   * Field errors: first_name, last_name, email, companies, role-<companyId>.
   */
  createOnePerson: Person;
  createOnePrivacyPolicyAgreement: CompanyAgreements;
  /** Field errors: title, amount, transactions. */
  createOneReimbursement: Reimbursement;
  createOneTermsOfUse: CompanyAgreements;
  createOneTransactionControl: TransactionControl;
  createOneUserV2: User;
  /** Super admin only, behind the enableExportingSnapshots flag. `companyIds`, when given, may name only the current company. */
  createTenantSnapshot: TenantSnapshot;
  deleteOneCardV2: Scalars['ID']['output'];
  /** Exchanges Link's public token for a connection (spec 7, bank link: access token exchange) and schedules its syncs. */
  exchangePlaidPublicToken: PlaidItem;
  reissueOneCard: Card;
  restoreOneBudget: Budget;
  restorePlaidItem: PlaidItem;
  /** Syncs a connection now; what this sync imported, changed and removed. */
  syncPlaidTransactions: PlaidSyncResult;
  unarchiveOneUser: User;
  /** Replaces the company's approval chain (admins). Field errors: levels, levels.N.above. */
  updateApprovalLevels: Array<ApprovalLevel>;
  /** Marks the caller's notifications read (only read: true is accepted: reading cannot be undone). */
  updateManyNotification: BatchPayload;
  updateOneBudget: Budget;
  /**
   * The current level's approver approves or rejects the request; answered once the workflow recorded
   * it (an approved increase has raised its budget's funding by then). Errors: not the approver
   * (FORBIDDEN), already decided (CONFLICT).
   */
  updateOneBudgetIncreaseRequest: ApprovalRequest;
  /** Changes the caller's company settings. */
  updateOneCompany: Company;
  updateOnePaymentInstrument: Card;
  /** The current level's approver (an admin) approves or declines; an approved reimbursement is paid. */
  updateOneReimbursement: Reimbursement;
  updateOneTransactionControl: TransactionControl;
  /** Edits a member of the caller's company (permission: team members edit). */
  updateOneUser: User;
  updatePaymtInstStatus: Card;
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


export type MutationArchiveOneUserArgs = {
  where: WhereUniqueInput;
};


export type MutationArchivePlaidItemArgs = {
  id: Scalars['ID']['input'];
};


export type MutationBulkRechargeableCardsCsvCheckerResolverArgs = {
  apply?: InputMaybe<Scalars['Boolean']['input']>;
  csv: Scalars['String']['input'];
};


export type MutationCreateCompanyV2Args = {
  data: CompanyCreateInput;
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


export type MutationCreateOnePersonArgs = {
  data: PersonCreateAcrossCompaniesInput;
};


export type MutationCreateOneReimbursementArgs = {
  data: ReimbursementCreateInput;
};


export type MutationCreateOneTransactionControlArgs = {
  data: TransactionControlUpsertInput;
};


export type MutationCreateOneUserV2Args = {
  data: UserCreateInput;
};


export type MutationCreateTenantSnapshotArgs = {
  companyIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  endsAt: Scalars['DateTime']['input'];
  name: Scalars['String']['input'];
  startsAt: Scalars['DateTime']['input'];
};


export type MutationDeleteOneCardV2Args = {
  where: WhereUniqueInput;
};


export type MutationExchangePlaidPublicTokenArgs = {
  publicToken: Scalars['String']['input'];
};


export type MutationReissueOneCardArgs = {
  where: WhereUniqueInput;
};


export type MutationRestoreOneBudgetArgs = {
  where: WhereUniqueInput;
};


export type MutationRestorePlaidItemArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSyncPlaidTransactionsArgs = {
  itemId: Scalars['ID']['input'];
};


export type MutationUnarchiveOneUserArgs = {
  where: WhereUniqueInput;
};


export type MutationUpdateApprovalLevelsArgs = {
  data: Array<ApprovalLevelInput>;
};


export type MutationUpdateManyNotificationArgs = {
  data: NotificationUpdateManyInput;
  where: NotificationWhereManyInput;
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


export type MutationUpdateOneCompanyArgs = {
  data: CompanyUpdateInput;
};


export type MutationUpdateOnePaymentInstrumentArgs = {
  data: PaymentInstrumentUpdateInput;
  where: WhereUniqueInput;
};


export type MutationUpdateOneReimbursementArgs = {
  data: ReviewInput;
  where: WhereUniqueInput;
};


export type MutationUpdateOneTransactionControlArgs = {
  data: TransactionControlUpsertInput;
};


export type MutationUpdateOneUserArgs = {
  data: UserUpdateInput;
  where: WhereUniqueInput;
};


export type MutationUpdatePaymtInstStatusArgs = {
  data: CardStatusInput;
  where: WhereUniqueInput;
};

export type Notification = {
  __typename?: 'Notification';
  budgetId?: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  read: Scalars['Boolean']['output'];
  /** The budget increase request or reimbursement it is about (spec 3 notificationData). */
  requestId?: Maybe<Scalars['ID']['output']>;
  title: Scalars['String']['output'];
  /** alert or info; the Alerts badge counts unread alerts. */
  type: Scalars['String']['output'];
};

export type NotificationPage = {
  __typename?: 'NotificationPage';
  count: Scalars['Int']['output'];
  items: Array<Notification>;
};

export type NotificationUpdateManyInput = {
  read: Scalars['Boolean']['input'];
};

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

export type PaymentInstrumentUpdateInput = {
  /** Rechargeable cards: dollars to add, or subtract with a leading minus, e.g. "-25.50". */
  amount?: InputMaybe<Scalars['String']['input']>;
  /** A new limit in integer cents (not for rechargeable cards). */
  spendLimit?: InputMaybe<Scalars['Float']['input']>;
};

/** Spec 4 payment types. */
export type PaymentType =
  | 'ACH'
  | 'CARD'
  | 'CASH'
  | 'CHECK';

/** A person (spec 3): one identity, with a company user in each company they belong to. */
export type Person = {
  __typename?: 'Person';
  authId: Scalars['String']['output'];
  email: Scalars['String']['output'];
  first_name: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  last_name: Scalars['String']['output'];
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

export type Query = {
  __typename?: 'Query';
  /** The company's approval chain, in order (everyone may read it). */
  approvalLevels: Array<ApprovalLevel>;
  /** Requests the caller asked for, reviews or reviewed (admin readers: all), newest first. */
  approvalRequests: Array<ApprovalRequest>;
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
  /** The card formats of spec 9: Digital, Physical, Subscription, Rechargeable. */
  cardFormats: Array<CardKind>;
  /** The card's number, CVV2 and expiry, for its holder or an admin; every reveal is recorded. */
  cardSecrets: CardSecrets;
  /** Recent purchases of a card, declined ones with their reason in plain words. */
  cardTransactions: Array<Transaction>;
  /** Cards the caller may see (admins and auditors: all; budget owners: their budgets' and their own; spenders: their own). */
  cardsV2: CardPage;
  /**
   * A reseller's companies (spec 2.2 /companies): itself first, then its child companies by name.
   * Reseller companies only; permission client edit (the roles whose route sets hold the companies routes).
   */
  companies: Array<Company>;
  company: Company;
  companyAgreements: CompanyAgreements;
  /** The company's spenders by amount spent over the range, highest first. */
  companyTopSpenders: Array<TopSpender>;
  /** The caller's current user; authId must be the caller's own token subject. */
  currentUserByAuthId: User;
  /** MCC codes the company's purchases were declined for (cards restricting them), most declined first; for admins (flag showDeniedMCCCodes). */
  deniedMccCodes: Array<DeniedMccCode>;
  /** The caller's company's events, newest first. */
  eventHistory: EventHistoryPage;
  /** Transactions imported from the company's connections, newest first; removed ones are left out. */
  externalTransactions: Array<PlaidTransaction>;
  /** The first person of the caller's company with this email (case-insensitive), or null. */
  findFirstPerson?: Maybe<Person>;
  /** ISO 18245 merchant category codes, filtered by code or description. */
  mccCodes: Array<MccCode>;
  /** The signed-in user in their current company. */
  me: CurrentUser;
  /** The companies the multi-org create-member form offers: the caller's company and its child companies (permission: multi team members create). */
  multiOrgCompanies: Array<Company>;
  myCompanies: Array<CompanyMembership>;
  notifications: NotificationPage;
  /** Spenders of the budgets the caller owns (and those under them). */
  ownedBudgetSpenders: BudgetSpenderPage;
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
  /** The caller's transactions not (or no longer) part of a pending, approved or paid reimbursement. */
  reimbursableTransactions: Array<Transaction>;
  reimbursement?: Maybe<Reimbursement>;
  /** The caller's own reimbursements (admin readers: everyone's), newest first. */
  reimbursements: ReimbursementPage;
  /** Team members of the caller's company (permission: team members company read); spec 9 defaults: 25 per page, by name ascending, Active. */
  teamMembers: TeamMemberPage;
  /** Active members matching a name or email, for typeaheads and member pickers (team read or budget edit). */
  teamSearchOptions: Array<TeamSearchOption>;
  tenantSnapshot?: Maybe<TenantSnapshot>;
  transaction?: Maybe<Transaction>;
  transactionControl?: Maybe<TransactionControl>;
  /**
   * Transactions the caller may see (admins and auditors: the company's; budget owners: their budgets'
   * and their own; spenders: their own). Spec 9 defaults: take 100, newest first.
   */
  transactions: TransactionPage;
  /** The company's spend per day over the range, every day present (zero when nothing was spent). */
  transactionsGraph: Array<SpendDay>;
  /** The caller's own cards (the wallet). */
  userCards: Array<Card>;
  /** Budgets a user spends from (oneself always; others: admin budget read). */
  userSpenderBudgets: Array<Budget>;
  /** A user of the caller's company with company and roles (oneself always; others: team members company read). */
  userWithCompanyAndRole?: Maybe<User>;
  /** The team report (permission: team members report create): a CSV of the members teamMembers would list. */
  usersReport: ReportResult;
};


export type QueryApprovalRequestsArgs = {
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ApprovalRequestWhereInput>;
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


export type QueryCardsV2Args = {
  activatedWhere?: InputMaybe<Scalars['Boolean']['input']>;
  orderBy?: InputMaybe<Array<CardOrderByInput>>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<CardWhereInput>;
};


export type QueryCompanyTopSpendersArgs = {
  take?: InputMaybe<Scalars['Int']['input']>;
  where: SpendRangeInput;
};


export type QueryCurrentUserByAuthIdArgs = {
  authId: Scalars['String']['input'];
};


export type QueryEventHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<EventHistoryFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryExternalTransactionsArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryFindFirstPersonArgs = {
  where: FindFirstPersonWhereInput;
};


export type QueryMccCodesArgs = {
  q?: InputMaybe<Scalars['String']['input']>;
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


export type QueryTransactionsGraphArgs = {
  where: SpendRangeInput;
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

/** A rechargeable card's format. */
export type RechargeableFormat =
  | 'Digital'
  | 'Physical';

/** A reimbursement (spec 3). */
export type Reimbursement = {
  __typename?: 'Reimbursement';
  /** Integer cents. */
  amount: Scalars['Cents']['output'];
  /** Whether the caller reviews the level waiting. */
  canReview: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  note?: Maybe<Scalars['String']['output']>;
  paidOn?: Maybe<Scalars['DateTime']['output']>;
  requestor?: Maybe<User>;
  respondedOn?: Maybe<Scalars['DateTime']['output']>;
  review?: Maybe<Scalars['String']['output']>;
  reviewer?: Maybe<User>;
  status: RequestStatus;
  title: Scalars['String']['output'];
  transactions: Array<Transaction>;
};

export type ReimbursementCreateInput = {
  /** Dollars as typed, e.g. "42.10": at most 2 decimals, above 0. */
  amount: Scalars['Money']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
  /** The caller's own reimbursable transactions it pays back. */
  transactions?: InputMaybe<ConnectMany>;
};

export type ReimbursementPage = {
  __typename?: 'ReimbursementPage';
  count: Scalars['Int']['output'];
  items: Array<Reimbursement>;
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

export type Subscription = {
  __typename?: 'Subscription';
  _unused?: Maybe<Scalars['Boolean']['output']>;
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
  /** A transaction the caller may see was recorded or changed (authorized, declined, cleared, reversed, refunded). */
  transactionChanged: Transaction;
};


export type SubscriptionBudgetChangedArgs = {
  where?: InputMaybe<WhereUniqueInput>;
};

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

export type TopSpender = {
  __typename?: 'TopSpender';
  amount: Scalars['Cents']['output'];
  name: Scalars['String']['output'];
  transactions: Scalars['Int']['output'];
  userId: Scalars['ID']['output'];
};

/** A transaction (spec 3) as the transactions read model holds it: card purchases the authorizer decided. */
export type Transaction = {
  __typename?: 'Transaction';
  /** Integer cents: the cleared amount once posted, else the authorized one. */
  amount: Scalars['Cents']['output'];
  /** What was authorized, integer cents. */
  authorizedAmount: Scalars['Cents']['output'];
  budget?: Maybe<Budget>;
  budgetId?: Maybe<Scalars['ID']['output']>;
  card?: Maybe<Card>;
  cardId?: Maybe<Scalars['ID']['output']>;
  /** COMPLETE or INCOMPLETE (spec 4 completeness). */
  completeness: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  /** Why it was declined, in plain words. */
  declinedReason?: Maybe<Scalars['String']['output']>;
  /** The merchant's name. */
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  initial_transaction_date: Scalars['DateTime']['output'];
  isDeclined: Scalars['Boolean']['output'];
  isPosted: Scalars['Boolean']['output'];
  isReversed: Scalars['Boolean']['output'];
  mcc?: Maybe<Scalars['String']['output']>;
  /** The merchant category in words (ISO 18245). */
  mccDescription?: Maybe<Scalars['String']['output']>;
  merchantCountry?: Maybe<Scalars['String']['output']>;
  /** The card paid with, as its last 4 digits. */
  paymentMethodDetail?: Maybe<Scalars['String']['output']>;
  paymentType: PaymentType;
  posted_on?: Maybe<Scalars['DateTime']['output']>;
  /** Refunded so far, integer cents. */
  refundedAmount: Scalars['Cents']['output'];
  /** The status of the latest reimbursement this transaction is part of; null if none. */
  reimbursementStatus?: Maybe<RequestStatus>;
  spender?: Maybe<User>;
  status: TransactionStatus;
};

/** Spec 4 completeness filter (the accounting-sync values are not kept here). */
export type TransactionCompleteness =
  | 'ALL'
  | 'COMPLETE'
  | 'INCOMPLETE';

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

export type TransactionOrderByInput = {
  field: TransactionSortField;
  order: SortOrder;
};

export type TransactionPage = {
  __typename?: 'TransactionPage';
  count: Scalars['Int']['output'];
  items: Array<Transaction>;
};

export type TransactionSortField =
  | 'amount'
  | 'description'
  | 'initial_transaction_date'
  | 'status';

/** Spec 4 transaction statuses (a reversed purchase keeps its status and has isReversed). */
export type TransactionStatus =
  | 'Declined'
  | 'Disputed'
  | 'Pending'
  | 'Posted'
  | 'Recorded';

export type TransactionWhereInput = {
  budgetId?: InputMaybe<Scalars['ID']['input']>;
  cardId?: InputMaybe<Scalars['ID']['input']>;
  /** ALL (default, spec 9 show all), COMPLETE or INCOMPLETE. */
  completeness?: InputMaybe<TransactionCompleteness>;
  /** true: only reversed ones; false: none of them. */
  isReversed?: InputMaybe<Scalars['Boolean']['input']>;
  /** Matches the merchant's name. */
  q?: InputMaybe<Scalars['String']['input']>;
  spenderId?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<TransactionStatus>;
};

export type User = {
  __typename?: 'User';
  archived: Scalars['Boolean']['output'];
  company: Company;
  companyId: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  embossName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The role whose label wins by the precedence of spec 6. */
  mainRole?: Maybe<Role>;
  mainRoleName: Scalars['String']['output'];
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
  embossName?: InputMaybe<Scalars['String']['input']>;
  person?: InputMaybe<PersonUpdateOne>;
  roles?: InputMaybe<RolesSet>;
};

export type WhereUniqueInput = {
  id: Scalars['ID']['input'];
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
  AgreementStatus: ResolverTypeWrapper<AgreementStatus>;
  ApprovalLevel: ResolverTypeWrapper<ApprovalLevel>;
  ApprovalLevelInput: ApprovalLevelInput;
  ApprovalRequest: ResolverTypeWrapper<ApprovalRequestModel>;
  ApprovalRequestKind: ApprovalRequestKind;
  ApprovalRequestWhereInput: ApprovalRequestWhereInput;
  Approver: Approver;
  BadgeCounts: ResolverTypeWrapper<BadgeCounts>;
  BatchPayload: ResolverTypeWrapper<BatchPayload>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
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
  CardCreateInput: CardCreateInput;
  CardFormat: CardFormat;
  CardKind: CardKind;
  CardOrderByInput: CardOrderByInput;
  CardPage: ResolverTypeWrapper<Omit<CardPage, 'items'> & { items: Array<ResolversTypes['Card']> }>;
  CardSecrets: ResolverTypeWrapper<CardSecrets>;
  CardSortField: CardSortField;
  CardStatus: CardStatus;
  CardStatusInput: CardStatusInput;
  CardWhereInput: CardWhereInput;
  CardholderStatus: CardholderStatus;
  Cents: ResolverTypeWrapper<Scalars['Cents']['output']>;
  Company: ResolverTypeWrapper<CompanyModel>;
  CompanyAgreements: ResolverTypeWrapper<CompanyAgreements>;
  CompanyCreateInput: CompanyCreateInput;
  CompanyMembership: ResolverTypeWrapper<CompanyMembership>;
  CompanyUpdateInput: CompanyUpdateInput;
  ConnectMany: ConnectMany;
  ConnectOne: ConnectOne;
  CurrentUser: ResolverTypeWrapper<CurrentUser>;
  DashboardChange: ResolverTypeWrapper<DashboardChange>;
  DashboardTopic: DashboardTopic;
  DateRangeInput: DateRangeInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeniedMccCode: ResolverTypeWrapper<DeniedMccCode>;
  EventHistoryFilter: EventHistoryFilter;
  EventHistoryPage: ResolverTypeWrapper<Omit<EventHistoryPage, 'items'> & { items: Array<ResolversTypes['HistoryEvent']> }>;
  FieldChange: ResolverTypeWrapper<FieldChange>;
  FindFirstPersonWhereInput: FindFirstPersonWhereInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FrequencyInput: FrequencyInput;
  FrequencyPeriod: FrequencyPeriod;
  HistoryEvent: ResolverTypeWrapper<HistoryEventModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  MccCode: ResolverTypeWrapper<MccCode>;
  MccControlInput: MccControlInput;
  Money: ResolverTypeWrapper<Scalars['Money']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Notification: ResolverTypeWrapper<NotificationModel>;
  NotificationPage: ResolverTypeWrapper<Omit<NotificationPage, 'items'> & { items: Array<ResolversTypes['Notification']> }>;
  NotificationUpdateManyInput: NotificationUpdateManyInput;
  NotificationWhereInput: NotificationWhereInput;
  NotificationWhereManyInput: NotificationWhereManyInput;
  OverageSetInput: OverageSetInput;
  ParentBudgetUpdateInput: ParentBudgetUpdateInput;
  PaymentInstrumentUpdateInput: PaymentInstrumentUpdateInput;
  PaymentType: PaymentType;
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
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RechargeableFormat: RechargeableFormat;
  Reimbursement: ResolverTypeWrapper<ApprovalRequestModel>;
  ReimbursementCreateInput: ReimbursementCreateInput;
  ReimbursementPage: ResolverTypeWrapper<Omit<ReimbursementPage, 'items'> & { items: Array<ResolversTypes['Reimbursement']> }>;
  ReimbursementsInfo: ResolverTypeWrapper<ReimbursementsInfo>;
  ReportConfigInput: ReportConfigInput;
  ReportOptionsInput: ReportOptionsInput;
  ReportResult: ResolverTypeWrapper<ReportResult>;
  RequestStatus: RequestStatus;
  ReviewInput: ReviewInput;
  ReviewOutcome: ReviewOutcome;
  Role: ResolverTypeWrapper<Role>;
  RoleConnectByName: RoleConnectByName;
  RolesConnect: RolesConnect;
  RolesSet: RolesSet;
  ShippingAddressOption: ShippingAddressOption;
  SoftLimit: SoftLimit;
  SortOrder: SortOrder;
  SpendControlDateRangeInput: SpendControlDateRangeInput;
  SpendDay: ResolverTypeWrapper<SpendDay>;
  SpendRangeInput: SpendRangeInput;
  SpendersUpdateInput: SpendersUpdateInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TeamMemberOrderByInput: TeamMemberOrderByInput;
  TeamMemberPage: ResolverTypeWrapper<Omit<TeamMemberPage, 'items'> & { items: Array<ResolversTypes['User']> }>;
  TeamMemberSortField: TeamMemberSortField;
  TeamMemberWhereInput: TeamMemberWhereInput;
  TeamSearchOption: ResolverTypeWrapper<TeamSearchOption>;
  TenantSnapshot: ResolverTypeWrapper<TenantSnapshot>;
  TenantSnapshotStatus: TenantSnapshotStatus;
  TopSpender: ResolverTypeWrapper<TopSpender>;
  Transaction: ResolverTypeWrapper<TransactionModel>;
  TransactionCompleteness: TransactionCompleteness;
  TransactionControl: ResolverTypeWrapper<TransactionControlModel>;
  TransactionControlInput: TransactionControlInput;
  TransactionControlMode: TransactionControlMode;
  TransactionControlUpsertInput: TransactionControlUpsertInput;
  TransactionOrderByInput: TransactionOrderByInput;
  TransactionPage: ResolverTypeWrapper<Omit<TransactionPage, 'items'> & { items: Array<ResolversTypes['Transaction']> }>;
  TransactionSortField: TransactionSortField;
  TransactionStatus: TransactionStatus;
  TransactionWhereInput: TransactionWhereInput;
  User: ResolverTypeWrapper<UserModel>;
  UserCreateInput: UserCreateInput;
  UserUpdateInput: UserUpdateInput;
  WhereUniqueInput: WhereUniqueInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AgreementStatus: AgreementStatus;
  ApprovalLevel: ApprovalLevel;
  ApprovalLevelInput: ApprovalLevelInput;
  ApprovalRequest: ApprovalRequestModel;
  ApprovalRequestWhereInput: ApprovalRequestWhereInput;
  BadgeCounts: BadgeCounts;
  BatchPayload: BatchPayload;
  Boolean: Scalars['Boolean']['output'];
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
  CardCreateInput: CardCreateInput;
  CardOrderByInput: CardOrderByInput;
  CardPage: Omit<CardPage, 'items'> & { items: Array<ResolversParentTypes['Card']> };
  CardSecrets: CardSecrets;
  CardStatusInput: CardStatusInput;
  CardWhereInput: CardWhereInput;
  Cents: Scalars['Cents']['output'];
  Company: CompanyModel;
  CompanyAgreements: CompanyAgreements;
  CompanyCreateInput: CompanyCreateInput;
  CompanyMembership: CompanyMembership;
  CompanyUpdateInput: CompanyUpdateInput;
  ConnectMany: ConnectMany;
  ConnectOne: ConnectOne;
  CurrentUser: CurrentUser;
  DashboardChange: DashboardChange;
  DateRangeInput: DateRangeInput;
  DateTime: Scalars['DateTime']['output'];
  DeniedMccCode: DeniedMccCode;
  EventHistoryFilter: EventHistoryFilter;
  EventHistoryPage: Omit<EventHistoryPage, 'items'> & { items: Array<ResolversParentTypes['HistoryEvent']> };
  FieldChange: FieldChange;
  FindFirstPersonWhereInput: FindFirstPersonWhereInput;
  Float: Scalars['Float']['output'];
  FrequencyInput: FrequencyInput;
  HistoryEvent: HistoryEventModel;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  MccCode: MccCode;
  MccControlInput: MccControlInput;
  Money: Scalars['Money']['output'];
  Mutation: Record<PropertyKey, never>;
  Notification: NotificationModel;
  NotificationPage: Omit<NotificationPage, 'items'> & { items: Array<ResolversParentTypes['Notification']> };
  NotificationUpdateManyInput: NotificationUpdateManyInput;
  NotificationWhereInput: NotificationWhereInput;
  NotificationWhereManyInput: NotificationWhereManyInput;
  OverageSetInput: OverageSetInput;
  ParentBudgetUpdateInput: ParentBudgetUpdateInput;
  PaymentInstrumentUpdateInput: PaymentInstrumentUpdateInput;
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
  Query: Record<PropertyKey, never>;
  Reimbursement: ApprovalRequestModel;
  ReimbursementCreateInput: ReimbursementCreateInput;
  ReimbursementPage: Omit<ReimbursementPage, 'items'> & { items: Array<ResolversParentTypes['Reimbursement']> };
  ReimbursementsInfo: ReimbursementsInfo;
  ReportConfigInput: ReportConfigInput;
  ReportOptionsInput: ReportOptionsInput;
  ReportResult: ReportResult;
  ReviewInput: ReviewInput;
  Role: Role;
  RoleConnectByName: RoleConnectByName;
  RolesConnect: RolesConnect;
  RolesSet: RolesSet;
  SpendControlDateRangeInput: SpendControlDateRangeInput;
  SpendDay: SpendDay;
  SpendRangeInput: SpendRangeInput;
  SpendersUpdateInput: SpendersUpdateInput;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  TeamMemberOrderByInput: TeamMemberOrderByInput;
  TeamMemberPage: Omit<TeamMemberPage, 'items'> & { items: Array<ResolversParentTypes['User']> };
  TeamMemberWhereInput: TeamMemberWhereInput;
  TeamSearchOption: TeamSearchOption;
  TenantSnapshot: TenantSnapshot;
  TopSpender: TopSpender;
  Transaction: TransactionModel;
  TransactionControl: TransactionControlModel;
  TransactionControlInput: TransactionControlInput;
  TransactionControlUpsertInput: TransactionControlUpsertInput;
  TransactionOrderByInput: TransactionOrderByInput;
  TransactionPage: Omit<TransactionPage, 'items'> & { items: Array<ResolversParentTypes['Transaction']> };
  TransactionWhereInput: TransactionWhereInput;
  User: UserModel;
  UserCreateInput: UserCreateInput;
  UserUpdateInput: UserUpdateInput;
  WhereUniqueInput: WhereUniqueInput;
};

export type AgreementStatusResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AgreementStatus'] = ResolversParentTypes['AgreementStatus']> = {
  acceptedOn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ApprovalRequestKind'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  levelCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestor?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  respondedOn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  review?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviewer?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RequestStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BadgeCountsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BadgeCounts'] = ResolversParentTypes['BadgeCounts']> = {
  incompleteTransactions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unreadAlerts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BatchPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BatchPayload'] = ResolversParentTypes['BatchPayload']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type CardPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CardPage'] = ResolversParentTypes['CardPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Card']>, ParentType, ContextType>;
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

export type CompanyResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Company'] = ResolversParentTypes['Company']> = {
  budgetNumbers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dba_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isReseller?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  parentCompanyID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  total_funding?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
};

export type CompanyAgreementsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CompanyAgreements'] = ResolversParentTypes['CompanyAgreements']> = {
  cardMemberAgreement?: Resolver<ResolversTypes['AgreementStatus'], ParentType, ContextType>;
  privacyPolicy?: Resolver<ResolversTypes['AgreementStatus'], ParentType, ContextType>;
  termsOfUse?: Resolver<ResolversTypes['AgreementStatus'], ParentType, ContextType>;
};

export type CompanyMembershipResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CompanyMembership'] = ResolversParentTypes['CompanyMembership']> = {
  companyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CurrentUserResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CurrentUser'] = ResolversParentTypes['CurrentUser']> = {
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

export type EventHistoryPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['EventHistoryPage'] = ResolversParentTypes['EventHistoryPage']> = {
  items?: Resolver<Array<ResolversTypes['HistoryEvent']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FieldChangeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FieldChange'] = ResolversParentTypes['FieldChange']> = {
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HistoryEventResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['HistoryEvent'] = ResolversParentTypes['HistoryEvent']> = {
  aggregate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['FieldChange']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  data?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MccCodeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MccCode'] = ResolversParentTypes['MccCode']> = {
  combinedDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mccCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface MoneyScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Money'], any> {
  name: 'Money';
}

export type MutationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _unused?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  activateOneCardV2?: Resolver<ResolversTypes['Card'], ParentType, ContextType, RequireFields<MutationActivateOneCardV2Args, 'where'>>;
  addCardFunds?: Resolver<ResolversTypes['Card'], ParentType, ContextType, RequireFields<MutationAddCardFundsArgs, 'card' | 'spend'>>;
  archiveOneBudget?: Resolver<ResolversTypes['Budget'], ParentType, ContextType, RequireFields<MutationArchiveOneBudgetArgs, 'where'>>;
  archiveOneUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationArchiveOneUserArgs, 'where'>>;
  archivePlaidItem?: Resolver<ResolversTypes['PlaidItem'], ParentType, ContextType, RequireFields<MutationArchivePlaidItemArgs, 'id'>>;
  bulkRechargeableCardsCSVCheckerResolver?: Resolver<ResolversTypes['BulkCardsCheck'], ParentType, ContextType, RequireFields<MutationBulkRechargeableCardsCsvCheckerResolverArgs, 'csv'>>;
  createCompanyV2?: Resolver<ResolversTypes['Company'], ParentType, ContextType, RequireFields<MutationCreateCompanyV2Args, 'data'>>;
  createOneBudget?: Resolver<ResolversTypes['Budget'], ParentType, ContextType, RequireFields<MutationCreateOneBudgetArgs, 'data'>>;
  createOneBudgetIncreaseRequest?: Resolver<ResolversTypes['BudgetIncreaseRequest'], ParentType, ContextType, RequireFields<MutationCreateOneBudgetIncreaseRequestArgs, 'data'>>;
  createOneCMA?: Resolver<ResolversTypes['CompanyAgreements'], ParentType, ContextType>;
  createOneCardV2?: Resolver<ResolversTypes['Card'], ParentType, ContextType, RequireFields<MutationCreateOneCardV2Args, 'data'>>;
  createOnePerson?: Resolver<ResolversTypes['Person'], ParentType, ContextType, RequireFields<MutationCreateOnePersonArgs, 'data'>>;
  createOnePrivacyPolicyAgreement?: Resolver<ResolversTypes['CompanyAgreements'], ParentType, ContextType>;
  createOneReimbursement?: Resolver<ResolversTypes['Reimbursement'], ParentType, ContextType, RequireFields<MutationCreateOneReimbursementArgs, 'data'>>;
  createOneTermsOfUse?: Resolver<ResolversTypes['CompanyAgreements'], ParentType, ContextType>;
  createOneTransactionControl?: Resolver<ResolversTypes['TransactionControl'], ParentType, ContextType, RequireFields<MutationCreateOneTransactionControlArgs, 'data'>>;
  createOneUserV2?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateOneUserV2Args, 'data'>>;
  createTenantSnapshot?: Resolver<ResolversTypes['TenantSnapshot'], ParentType, ContextType, RequireFields<MutationCreateTenantSnapshotArgs, 'endsAt' | 'name' | 'startsAt'>>;
  deleteOneCardV2?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteOneCardV2Args, 'where'>>;
  exchangePlaidPublicToken?: Resolver<ResolversTypes['PlaidItem'], ParentType, ContextType, RequireFields<MutationExchangePlaidPublicTokenArgs, 'publicToken'>>;
  reissueOneCard?: Resolver<ResolversTypes['Card'], ParentType, ContextType, RequireFields<MutationReissueOneCardArgs, 'where'>>;
  restoreOneBudget?: Resolver<ResolversTypes['Budget'], ParentType, ContextType, RequireFields<MutationRestoreOneBudgetArgs, 'where'>>;
  restorePlaidItem?: Resolver<ResolversTypes['PlaidItem'], ParentType, ContextType, RequireFields<MutationRestorePlaidItemArgs, 'id'>>;
  syncPlaidTransactions?: Resolver<ResolversTypes['PlaidSyncResult'], ParentType, ContextType, RequireFields<MutationSyncPlaidTransactionsArgs, 'itemId'>>;
  unarchiveOneUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUnarchiveOneUserArgs, 'where'>>;
  updateApprovalLevels?: Resolver<Array<ResolversTypes['ApprovalLevel']>, ParentType, ContextType, RequireFields<MutationUpdateApprovalLevelsArgs, 'data'>>;
  updateManyNotification?: Resolver<ResolversTypes['BatchPayload'], ParentType, ContextType, RequireFields<MutationUpdateManyNotificationArgs, 'data' | 'where'>>;
  updateOneBudget?: Resolver<ResolversTypes['Budget'], ParentType, ContextType, RequireFields<MutationUpdateOneBudgetArgs, 'data' | 'where'>>;
  updateOneBudgetIncreaseRequest?: Resolver<ResolversTypes['ApprovalRequest'], ParentType, ContextType, RequireFields<MutationUpdateOneBudgetIncreaseRequestArgs, 'data' | 'where'>>;
  updateOneCompany?: Resolver<ResolversTypes['Company'], ParentType, ContextType, RequireFields<MutationUpdateOneCompanyArgs, 'data'>>;
  updateOnePaymentInstrument?: Resolver<ResolversTypes['Card'], ParentType, ContextType, RequireFields<MutationUpdateOnePaymentInstrumentArgs, 'data' | 'where'>>;
  updateOneReimbursement?: Resolver<ResolversTypes['Reimbursement'], ParentType, ContextType, RequireFields<MutationUpdateOneReimbursementArgs, 'data' | 'where'>>;
  updateOneTransactionControl?: Resolver<ResolversTypes['TransactionControl'], ParentType, ContextType, RequireFields<MutationUpdateOneTransactionControlArgs, 'data'>>;
  updateOneUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateOneUserArgs, 'data' | 'where'>>;
  updatePaymtInstStatus?: Resolver<ResolversTypes['Card'], ParentType, ContextType, RequireFields<MutationUpdatePaymtInstStatusArgs, 'data' | 'where'>>;
};

export type NotificationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  budgetId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requestId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotificationPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['NotificationPage'] = ResolversParentTypes['NotificationPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
};

export type PersonResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Person'] = ResolversParentTypes['Person']> = {
  authId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  spenderBudgets?: Resolver<Array<ResolversTypes['Budget']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
};

export type PlaidAccountResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PlaidAccount'] = ResolversParentTypes['PlaidAccount']> = {
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

export type QueryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  approvalLevels?: Resolver<Array<ResolversTypes['ApprovalLevel']>, ParentType, ContextType>;
  approvalRequests?: Resolver<Array<ResolversTypes['ApprovalRequest']>, ParentType, ContextType, RequireFields<QueryApprovalRequestsArgs, 'skip' | 'take'>>;
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
  cardFormats?: Resolver<Array<ResolversTypes['CardKind']>, ParentType, ContextType>;
  cardSecrets?: Resolver<ResolversTypes['CardSecrets'], ParentType, ContextType, RequireFields<QueryCardSecretsArgs, 'where'>>;
  cardTransactions?: Resolver<Array<ResolversTypes['Transaction']>, ParentType, ContextType, RequireFields<QueryCardTransactionsArgs, 'cardId'>>;
  cardsV2?: Resolver<ResolversTypes['CardPage'], ParentType, ContextType, Partial<QueryCardsV2Args>>;
  companies?: Resolver<Array<ResolversTypes['Company']>, ParentType, ContextType>;
  company?: Resolver<ResolversTypes['Company'], ParentType, ContextType>;
  companyAgreements?: Resolver<ResolversTypes['CompanyAgreements'], ParentType, ContextType>;
  companyTopSpenders?: Resolver<Array<ResolversTypes['TopSpender']>, ParentType, ContextType, RequireFields<QueryCompanyTopSpendersArgs, 'take' | 'where'>>;
  currentUserByAuthId?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<QueryCurrentUserByAuthIdArgs, 'authId'>>;
  deniedMccCodes?: Resolver<Array<ResolversTypes['DeniedMccCode']>, ParentType, ContextType>;
  eventHistory?: Resolver<ResolversTypes['EventHistoryPage'], ParentType, ContextType, Partial<QueryEventHistoryArgs>>;
  externalTransactions?: Resolver<Array<ResolversTypes['PlaidTransaction']>, ParentType, ContextType, Partial<QueryExternalTransactionsArgs>>;
  findFirstPerson?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType, RequireFields<QueryFindFirstPersonArgs, 'where'>>;
  mccCodes?: Resolver<Array<ResolversTypes['MccCode']>, ParentType, ContextType, Partial<QueryMccCodesArgs>>;
  me?: Resolver<ResolversTypes['CurrentUser'], ParentType, ContextType>;
  multiOrgCompanies?: Resolver<Array<ResolversTypes['Company']>, ParentType, ContextType>;
  myCompanies?: Resolver<Array<ResolversTypes['CompanyMembership']>, ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationPage'], ParentType, ContextType, RequireFields<QueryNotificationsArgs, 'skip' | 'take'>>;
  ownedBudgetSpenders?: Resolver<ResolversTypes['BudgetSpenderPage'], ParentType, ContextType, RequireFields<QueryOwnedBudgetSpendersArgs, 'skip' | 'take'>>;
  people?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType, RequireFields<QueryPeopleArgs, 'skip' | 'take'>>;
  peopleWithSpenderBudgets?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType, RequireFields<QueryPeopleWithSpenderBudgetsArgs, 'skip' | 'take'>>;
  person?: Resolver<ResolversTypes['Person'], ParentType, ContextType>;
  personV2?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType, RequireFields<QueryPersonV2Args, 'where'>>;
  plaidItems?: Resolver<Array<ResolversTypes['PlaidItem']>, ParentType, ContextType, Partial<QueryPlaidItemsArgs>>;
  plaidLinkToken?: Resolver<ResolversTypes['PlaidLinkToken'], ParentType, ContextType>;
  reimbursableTransactions?: Resolver<Array<ResolversTypes['Transaction']>, ParentType, ContextType, RequireFields<QueryReimbursableTransactionsArgs, 'take'>>;
  reimbursement?: Resolver<Maybe<ResolversTypes['Reimbursement']>, ParentType, ContextType, RequireFields<QueryReimbursementArgs, 'where'>>;
  reimbursements?: Resolver<ResolversTypes['ReimbursementPage'], ParentType, ContextType, RequireFields<QueryReimbursementsArgs, 'skip' | 'take'>>;
  teamMembers?: Resolver<ResolversTypes['TeamMemberPage'], ParentType, ContextType, RequireFields<QueryTeamMembersArgs, 'skip' | 'take'>>;
  teamSearchOptions?: Resolver<Array<ResolversTypes['TeamSearchOption']>, ParentType, ContextType, RequireFields<QueryTeamSearchOptionsArgs, 'q' | 'take'>>;
  tenantSnapshot?: Resolver<Maybe<ResolversTypes['TenantSnapshot']>, ParentType, ContextType, RequireFields<QueryTenantSnapshotArgs, 'id'>>;
  transaction?: Resolver<Maybe<ResolversTypes['Transaction']>, ParentType, ContextType, RequireFields<QueryTransactionArgs, 'where'>>;
  transactionControl?: Resolver<Maybe<ResolversTypes['TransactionControl']>, ParentType, ContextType, RequireFields<QueryTransactionControlArgs, 'cardId'>>;
  transactions?: Resolver<ResolversTypes['TransactionPage'], ParentType, ContextType, Partial<QueryTransactionsArgs>>;
  transactionsGraph?: Resolver<Array<ResolversTypes['SpendDay']>, ParentType, ContextType, RequireFields<QueryTransactionsGraphArgs, 'where'>>;
  userCards?: Resolver<Array<ResolversTypes['Card']>, ParentType, ContextType>;
  userSpenderBudgets?: Resolver<Array<ResolversTypes['Budget']>, ParentType, ContextType, RequireFields<QueryUserSpenderBudgetsArgs, 'where'>>;
  userWithCompanyAndRole?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserWithCompanyAndRoleArgs, 'where'>>;
  usersReport?: Resolver<ResolversTypes['ReportResult'], ParentType, ContextType, Partial<QueryUsersReportArgs>>;
};

export type ReimbursementResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Reimbursement'] = ResolversParentTypes['Reimbursement']> = {
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  canReview?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paidOn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  requestor?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  respondedOn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  review?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviewer?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RequestStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactions?: Resolver<Array<ResolversTypes['Transaction']>, ParentType, ContextType>;
};

export type ReimbursementPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ReimbursementPage'] = ResolversParentTypes['ReimbursementPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Reimbursement']>, ParentType, ContextType>;
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

export type SubscriptionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  _unused?: SubscriptionResolver<Maybe<ResolversTypes['Boolean']>, "_unused", ParentType, ContextType>;
  approvalRequestChanged?: SubscriptionResolver<ResolversTypes['ApprovalRequest'], "approvalRequestChanged", ParentType, ContextType>;
  badgeCountsChanged?: SubscriptionResolver<ResolversTypes['BadgeCounts'], "badgeCountsChanged", ParentType, ContextType>;
  budgetChanged?: SubscriptionResolver<ResolversTypes['Budget'], "budgetChanged", ParentType, ContextType, Partial<SubscriptionBudgetChangedArgs>>;
  cardChanged?: SubscriptionResolver<ResolversTypes['Card'], "cardChanged", ParentType, ContextType>;
  dashboardChanged?: SubscriptionResolver<ResolversTypes['DashboardChange'], "dashboardChanged", ParentType, ContextType>;
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

export type TopSpenderResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TopSpender'] = ResolversParentTypes['TopSpender']> = {
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TransactionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Transaction'] = ResolversParentTypes['Transaction']> = {
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  authorizedAmount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  budget?: Resolver<Maybe<ResolversTypes['Budget']>, ParentType, ContextType>;
  budgetId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  card?: Resolver<Maybe<ResolversTypes['Card']>, ParentType, ContextType>;
  cardId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  completeness?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  declinedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  initial_transaction_date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  isDeclined?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPosted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isReversed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mcc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mccDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  merchantCountry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethodDetail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentType?: Resolver<ResolversTypes['PaymentType'], ParentType, ContextType>;
  posted_on?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  refundedAmount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  reimbursementStatus?: Resolver<Maybe<ResolversTypes['RequestStatus']>, ParentType, ContextType>;
  spender?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TransactionStatus'], ParentType, ContextType>;
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

export type TransactionPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TransactionPage'] = ResolversParentTypes['TransactionPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Transaction']>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  company?: Resolver<ResolversTypes['Company'], ParentType, ContextType>;
  companyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  embossName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mainRole?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType>;
  mainRoleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  person?: Resolver<ResolversTypes['Person'], ParentType, ContextType>;
  reimbursementsInfo?: Resolver<ResolversTypes['ReimbursementsInfo'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = ApiContext> = {
  AgreementStatus?: AgreementStatusResolvers<ContextType>;
  ApprovalLevel?: ApprovalLevelResolvers<ContextType>;
  ApprovalRequest?: ApprovalRequestResolvers<ContextType>;
  BadgeCounts?: BadgeCountsResolvers<ContextType>;
  BatchPayload?: BatchPayloadResolvers<ContextType>;
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
  CardPage?: CardPageResolvers<ContextType>;
  CardSecrets?: CardSecretsResolvers<ContextType>;
  Cents?: GraphQLScalarType;
  Company?: CompanyResolvers<ContextType>;
  CompanyAgreements?: CompanyAgreementsResolvers<ContextType>;
  CompanyMembership?: CompanyMembershipResolvers<ContextType>;
  CurrentUser?: CurrentUserResolvers<ContextType>;
  DashboardChange?: DashboardChangeResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeniedMccCode?: DeniedMccCodeResolvers<ContextType>;
  EventHistoryPage?: EventHistoryPageResolvers<ContextType>;
  FieldChange?: FieldChangeResolvers<ContextType>;
  HistoryEvent?: HistoryEventResolvers<ContextType>;
  MccCode?: MccCodeResolvers<ContextType>;
  Money?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationPage?: NotificationPageResolvers<ContextType>;
  Person?: PersonResolvers<ContextType>;
  PlaidAccount?: PlaidAccountResolvers<ContextType>;
  PlaidItem?: PlaidItemResolvers<ContextType>;
  PlaidLinkToken?: PlaidLinkTokenResolvers<ContextType>;
  PlaidSyncResult?: PlaidSyncResultResolvers<ContextType>;
  PlaidTransaction?: PlaidTransactionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Reimbursement?: ReimbursementResolvers<ContextType>;
  ReimbursementPage?: ReimbursementPageResolvers<ContextType>;
  ReimbursementsInfo?: ReimbursementsInfoResolvers<ContextType>;
  ReportResult?: ReportResultResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  SpendDay?: SpendDayResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TeamMemberPage?: TeamMemberPageResolvers<ContextType>;
  TeamSearchOption?: TeamSearchOptionResolvers<ContextType>;
  TenantSnapshot?: TenantSnapshotResolvers<ContextType>;
  TopSpender?: TopSpenderResolvers<ContextType>;
  Transaction?: TransactionResolvers<ContextType>;
  TransactionControl?: TransactionControlResolvers<ContextType>;
  TransactionPage?: TransactionPageResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

