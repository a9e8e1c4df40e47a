export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
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
  DateTime: { input: string; output: string; }
  /**
   * A money amount as the user typed it, in dollars with at most 2 decimals, as a string: "1250.50".
   * Parsed to integer cents without floating point.
   */
  Money: { input: string; output: string; }
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

/** What an API client may do: READ_ONLY tokens are refused every mutation. */
export type ApiClientAccess =
  | 'READ_ONLY'
  | 'READ_WRITE';

export type ApiClientStatus =
  | 'ACTIVE'
  /** Its tokens are refused, even those issued before. */
  | 'REVOKED';

export type ApprovalDelegationCreateInput = {
  /** An active member of the caller's company, not the caller. */
  delegate: ConnectOne;
  endsOn: Scalars['String']['input'];
  startsOn: Scalars['String']['input'];
};

export type ApprovalLevelInput = {
  /** Dollars as typed, e.g. "1000"; empty or absent: every amount. */
  above?: InputMaybe<Scalars['Money']['input']>;
  approver: Approver;
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

export type AuditSubjectKind =
  | 'BUDGET'
  | 'CARD'
  | 'MEMBER';

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

export type BillingCycle =
  | 'MONTHLY'
  | 'SEMI_MONTHLY'
  | 'WEEKLY';

export type BooksPolicyInput = {
  isInvoiceNumberEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  isProjectsEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  receiptLockDays?: InputMaybe<Scalars['Int']['input']>;
  /** Dollars, e.g. "75.00"; null: receipts never required. */
  receiptRequiredAbove?: InputMaybe<Scalars['Money']['input']>;
  subscriptionReceiptsExempt?: InputMaybe<Scalars['Boolean']['input']>;
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

export type BudgetSortField =
  | 'createdAt'
  | 'funding'
  | 'name';

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

/** One GL code's platform account, as the admin confirms it. */
export type CodatAccountMappingInput = {
  /** An active account of the platform. */
  accountId: Scalars['String']['input'];
  generalLedgerId: Scalars['ID']['input'];
};

export type CodatCompanyConfigurationInput = {
  /** An active bank account of the platform (a mapping option of type Asset). */
  bankAccountId: Scalars['String']['input'];
  /** A customer of the platform; null: none. */
  customerId?: InputMaybe<Scalars['String']['input']>;
  /** A supplier of the platform. */
  supplierId: Scalars['String']['input'];
};

export type CodingRuleConditionsInput = {
  budgetId?: InputMaybe<Scalars['ID']['input']>;
  cardId?: InputMaybe<Scalars['ID']['input']>;
  /** 4 digits, such as 5812. */
  mcc?: InputMaybe<Scalars['String']['input']>;
  memberId?: InputMaybe<Scalars['ID']['input']>;
  merchant?: InputMaybe<Scalars['String']['input']>;
};

export type CodingRuleInput = {
  conditions: CodingRuleConditionsInput;
  name: Scalars['String']['input'];
  outcome: CodingRuleOutcomeInput;
  /** Default: after the company's last rule. */
  position?: InputMaybe<Scalars['Int']['input']>;
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

export type CompanyCreateInput = {
  dba_name: Scalars['String']['input'];
  isReseller?: InputMaybe<Scalars['Boolean']['input']>;
  /** Company-wide funding; caps the sum of top-level budgets. */
  total_funding?: InputMaybe<Scalars['Money']['input']>;
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

/** What an admin change in the controls report changed. */
export type ControlsChangeArea =
  | 'BANK_ACCOUNT'
  | 'CARD_LIMIT'
  /** The company's dual control turned on or off. */
  | 'CONTROL'
  | 'INTEGRATION'
  | 'ROLE';

/** An option as the editor sends it: the id of an option the field has keeps (and may rename) it; no id adds one. */
export type CustomFieldOptionInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
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

export type GeneralLedgerOrderByInput = {
  field: GeneralLedgerSortField;
  order: SortOrder;
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

/** What a history check found wrong (issue #26). */
export type HistoryBreakKind =
  /** The company's stream heads as of the anchor's position do not give the anchored digest: events or streams before it were removed or re-hashed. */
  | 'ANCHOR'
  /** An event's stream has no event at the revision before it: that event was removed. */
  | 'GAP'
  /** An event's stored hash is not the one its stream's chain leads to: the event, or one before it in its stream, was altered. */
  | 'LINK';

export type MccControlInput = {
  mccCodeList?: InputMaybe<Array<Scalars['String']['input']>>;
  mode?: InputMaybe<TransactionControlMode>;
};

export type MileageSettingsInput = {
  /** An active GL code of the company; null: none. */
  mileageGeneralLedgerId?: InputMaybe<Scalars['ID']['input']>;
  /** An http(s) address; empty or null: none. */
  mileagePolicyUrl?: InputMaybe<Scalars['String']['input']>;
  /** Whole cents per mile, 0 or more; a fraction is refused with the field's message. */
  mileageValue: Scalars['Float']['input'];
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

export type PolicyCategoryLimitInput = {
  category: Scalars['String']['input'];
  /** Dollars; null or empty: no cap. */
  perDay?: InputMaybe<Scalars['String']['input']>;
  /** Dollars, e.g. "200.00"; null or empty: no cap. Zero or negative is refused. */
  perTransaction?: InputMaybe<Scalars['String']['input']>;
};

/** IN_POLICY, NEEDS_REVIEW or OUT_OF_POLICY. */
export type PolicyOutcome =
  | 'IN_POLICY'
  | 'NEEDS_REVIEW'
  | 'OUT_OF_POLICY';

export type ProjectWhereInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Case-insensitive substring of the name. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A rechargeable card's format. */
export type RechargeableFormat =
  | 'Digital'
  | 'Physical';

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

export type ReportConfigInput = {
  /** Columns to include, by header; all when left out. */
  columns?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type ReportOptionsInput = {
  config?: InputMaybe<ReportConfigInput>;
  /** IANA time zone for dates in the file, e.g. America/New_York; UTC by default. */
  timeZone?: InputMaybe<Scalars['String']['input']>;
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

export type StatementSortBy =
  | 'date_end'
  | 'date_start'
  | 'ending_balance';

export type StatementTransactionKind =
  /** A refund. */
  | 'CREDIT'
  /** A purchase posted. */
  | 'DEBIT';

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

export type TenantSnapshotStatus =
  | 'READY'
  /** The workflow is writing the file. */
  | 'RUNNING';

export type TransactionAdjustmentInput = {
  /** The GL code the synced amount moves to; absent: unchanged, null: none. */
  generalLedgerId?: InputMaybe<Scalars['ID']['input']>;
  /** The project it moves to; absent: unchanged, null: none. */
  projectId?: InputMaybe<Scalars['ID']['input']>;
};

/** What a bulk coding sets on every selected transaction (only the fields given; null clears one). */
export type TransactionBulkCodingInput = {
  customFieldValues?: InputMaybe<Array<CustomFieldValueInput>>;
  generalLedgerId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
};

/** Spec 4 completeness filter: NOT_SYNCED and SYNCED follow the accounting sync state. */
export type TransactionCompleteness =
  | 'ALL'
  | 'COMPLETE'
  | 'INCOMPLETE'
  | 'NOT_SYNCED'
  | 'SYNCED';

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

export type TransactionDisputeInput = {
  notes?: InputMaybe<Scalars['String']['input']>;
  /** An id of the disputeReasons query. */
  reasonId: Scalars['ID']['input'];
};

export type TransactionOrderByInput = {
  field: TransactionSortField;
  order: SortOrder;
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

export type TransactionViewInput = {
  hiddenColumns?: InputMaybe<Array<Scalars['String']['input']>>;
  name: Scalars['String']['input'];
  params: Array<TransactionViewParamInput>;
  shared?: InputMaybe<Scalars['Boolean']['input']>;
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

export type WebhookDeliveryStatus =
  | 'DELIVERED'
  | 'FAILED'
  | 'PENDING';

export type WebhookEndpointInput = {
  eventTypes: Array<Scalars['String']['input']>;
  url: Scalars['String']['input'];
};

export type WhereUniqueInput = {
  id: Scalars['ID']['input'];
};

export type WorkingHoursInput = {
  end: Scalars['Int']['input'];
  start: Scalars['Int']['input'];
};

export type BudgetCrumbFragment = { __typename?: 'Budget', name: string };

export type CompanyCrumbFragment = { __typename?: 'Company', dba_name: string };

export type MileageCrumbFragment = { __typename?: 'MileageSubmission', from: string, to: string };

export type TransactionCrumbFragment = { __typename?: 'Transaction', description: string };

export type CardCrumbFragment = { __typename?: 'Card', last4Digits: string };

export type MyCompaniesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCompaniesQuery = { __typename?: 'Query', myCompanies: Array<{ __typename?: 'CompanyMembership', userId: string, companyName: string, label: string, current: boolean }> };

export type GlobalSearchQueryVariables = Exact<{
  q: Scalars['String']['input'];
  amount?: InputMaybe<Scalars['Money']['input']>;
  byAmount: Scalars['Boolean']['input'];
  members: Scalars['Boolean']['input'];
  cards: Scalars['Boolean']['input'];
}>;


export type GlobalSearchQuery = { __typename?: 'Query', teamMembers?: { __typename?: 'TeamMemberPage', items: Array<{ __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string, email: string } }> }, budgets: { __typename?: 'BudgetPage', items: Array<{ __typename?: 'Budget', id: string, name: string }> }, cardsV2?: { __typename?: 'CardPage', items: Array<{ __typename?: 'Card', id: string, last4Digits: string, card_type: CardKind }> }, transactions: { __typename?: 'TransactionPage', items: Array<{ __typename?: 'Transaction', id: string, description: string, amount: number }> }, byAmount?: { __typename?: 'TransactionPage', items: Array<{ __typename?: 'Transaction', id: string, description: string, amount: number }> } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me: { __typename?: 'CurrentUser', id: string, companyId: string, email: string, firstName: string, lastName: string, roles: Array<string>, mainRoleName: string, avatarUrl?: string | null }, company: { __typename?: 'Company', id: string, dba_name: string, isReseller: boolean } };

export type AccountFieldsFragment = { __typename?: 'Account', name: string, approvedCreditLineAmount: number, billingCycle: BillingCycle, rebateBasisPoints: number, paymentDueDays: number, lateFee: number, interestBasisPoints: number, balance: number, pending: number, available: number, status: AccountStatus, balanceState: BalanceState };

export type AccountQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountQuery = { __typename?: 'Query', account?: { __typename?: 'Account', name: string, approvedCreditLineAmount: number, billingCycle: BillingCycle, rebateBasisPoints: number, paymentDueDays: number, lateFee: number, interestBasisPoints: number, balance: number, pending: number, available: number, status: AccountStatus, balanceState: BalanceState } | null, accountPaymentDue?: { __typename?: 'AccountPaymentDue', amount: number, dueDate?: string | null, status: AccountStatus, statementAmount: number, paid: number, statementPeriodStart?: string | null, balanceOwed: number, interestAccrued: number, pendingPayments: number } | null };

export type PaymentsQueryVariables = Exact<{
  take?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<PaymentWhereInput>;
}>;


export type PaymentsQuery = { __typename?: 'Query', payments: { __typename?: 'PaymentPage', count: number, items: Array<{ __typename?: 'Payment', id: string, amount: number, paymentType: PaymentType, detail?: string | null, status: PaymentStatus, returnCode?: string | null, returnReason?: string | null, bankAccount?: string | null, createdAt: string, user?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null }> } };

export type CreatePaymentMutationVariables = Exact<{
  data: PaymentCreateInput;
}>;


export type CreatePaymentMutation = { __typename?: 'Mutation', createPayment: { __typename?: 'Payment', id: string, amount: number } };

export type PayFromBankAccountMutationVariables = Exact<{
  data: BankPaymentInput;
}>;


export type PayFromBankAccountMutation = { __typename?: 'Mutation', payFromBankAccount: { __typename?: 'Payment', id: string, amount: number, status: PaymentStatus } };

export type SetAccountTermsMutationVariables = Exact<{
  data: AccountTermsInput;
}>;


export type SetAccountTermsMutation = { __typename?: 'Mutation', setAccountTerms: { __typename?: 'Account', name: string, approvedCreditLineAmount: number, billingCycle: BillingCycle, rebateBasisPoints: number, paymentDueDays: number, lateFee: number, interestBasisPoints: number, balance: number, pending: number, available: number, status: AccountStatus, balanceState: BalanceState } };

export type RebatesQueryVariables = Exact<{ [key: string]: never; }>;


export type RebatesQuery = { __typename?: 'Query', currentRebatesState: { __typename?: 'RebatesState', accrued: number, credited: number, rebateBasisPoints: number, history: Array<{ __typename?: 'StatementRebate', periodStart: string, periodEnd: string, purchases: number, rebate: number }> } };

export type AccountChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AccountChangedSubscription = { __typename?: 'Subscription', accountChanged: string };

export type BadgeCountsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type BadgeCountsSubscription = { __typename?: 'Subscription', badgeCountsChanged: { __typename?: 'BadgeCounts', unreadAlerts: number, incompleteTransactions: number, todo: number } };

export type NotificationsQueryVariables = Exact<{
  take?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<NotificationWhereInput>;
}>;


export type NotificationsQuery = { __typename?: 'Query', notifications: { __typename?: 'NotificationPage', count: number, items: Array<{ __typename?: 'Notification', id: string, title: string, message: string, read: boolean, type: string, createdAt: string, requestId?: string | null, budgetId?: string | null, status?: RequestStatus | null, notificationData?: { __typename?: 'NotificationData', amount?: number | null, date?: string | null, definedAction: NotificationAction, cardId?: string | null, budgetId?: string | null, budgetIncreaseId?: string | null, transactionId?: string | null, reimbursementId?: string | null, notifier?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null } | null }> } };

export type MarkReadMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type MarkReadMutation = { __typename?: 'Mutation', updateManyNotification: { __typename?: 'BatchPayload', count: number } };

export type ApiClientFieldsFragment = { __typename?: 'ApiClient', id: string, name: string, access: ApiClientAccess, status: ApiClientStatus, createdAt: string, revokedAt?: string | null, lastUsedAt?: string | null };

export type ApiClientsQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiClientsQuery = { __typename?: 'Query', apiClients: Array<{ __typename?: 'ApiClient', id: string, name: string, access: ApiClientAccess, status: ApiClientStatus, createdAt: string, revokedAt?: string | null, lastUsedAt?: string | null }> };

export type CreateApiClientMutationVariables = Exact<{
  name: Scalars['String']['input'];
  access: ApiClientAccess;
}>;


export type CreateApiClientMutation = { __typename?: 'Mutation', createOneApiClient: { __typename?: 'CreatedApiClient', clientSecret?: string | null, tokenEndpoint: string, client: { __typename?: 'ApiClient', scopes: Array<string>, id: string, name: string, access: ApiClientAccess, status: ApiClientStatus, createdAt: string, revokedAt?: string | null, lastUsedAt?: string | null } } };

export type RevokeApiClientMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RevokeApiClientMutation = { __typename?: 'Mutation', revokeOneApiClient: { __typename?: 'ApiClient', id: string, name: string, access: ApiClientAccess, status: ApiClientStatus, createdAt: string, revokedAt?: string | null, lastUsedAt?: string | null } };

export type PlaidItemsQueryVariables = Exact<{ [key: string]: never; }>;


export type PlaidItemsQuery = { __typename?: 'Query', plaidItems: Array<{ __typename?: 'PlaidItem', id: string, institutionName: string, archived: boolean, lastSyncedAt?: string | null, accounts: Array<{ __typename?: 'PlaidAccount', id: string, name: string, mask: string, balance?: number | null }> }> };

export type ExternalCardsQueryVariables = Exact<{
  accountId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type ExternalCardsQuery = { __typename?: 'Query', plaidItems: Array<{ __typename?: 'PlaidItem', id: string, institutionName: string, archived: boolean, lastSyncedAt?: string | null, accounts: Array<{ __typename?: 'PlaidAccount', id: string, name: string, mask: string, balance?: number | null }> }>, externalTransactions: Array<{ __typename?: 'PlaidTransaction', id: string, accountId: string, amount: number, merchantName: string, date: string }> };

export type PlaidLinkTokenQueryVariables = Exact<{
  redirectUri?: InputMaybe<Scalars['String']['input']>;
}>;


export type PlaidLinkTokenQuery = { __typename?: 'Query', plaidLinkToken: { __typename?: 'PlaidLinkToken', linkToken: string, expiration: string, hostedLinkUrl: string } };

export type ExchangePlaidPublicTokenMutationVariables = Exact<{
  publicToken: Scalars['String']['input'];
}>;


export type ExchangePlaidPublicTokenMutation = { __typename?: 'Mutation', exchangePlaidPublicToken: { __typename?: 'PlaidItem', id: string, institutionName: string, archived: boolean, lastSyncedAt?: string | null, accounts: Array<{ __typename?: 'PlaidAccount', id: string, name: string, mask: string, balance?: number | null }> } };

export type SyncPlaidTransactionsMutationVariables = Exact<{
  itemId: Scalars['ID']['input'];
}>;


export type SyncPlaidTransactionsMutation = { __typename?: 'Mutation', syncPlaidTransactions: { __typename?: 'PlaidSyncResult', removed: Array<string>, added: Array<{ __typename?: 'PlaidTransaction', id: string }>, modified: Array<{ __typename?: 'PlaidTransaction', id: string }> } };

export type ArchivePlaidItemMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ArchivePlaidItemMutation = { __typename?: 'Mutation', archivePlaidItem: { __typename?: 'PlaidItem', id: string, institutionName: string, archived: boolean, lastSyncedAt?: string | null, accounts: Array<{ __typename?: 'PlaidAccount', id: string, name: string, mask: string, balance?: number | null }> } };

export type RestorePlaidItemMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RestorePlaidItemMutation = { __typename?: 'Mutation', restorePlaidItem: { __typename?: 'PlaidItem', id: string, institutionName: string, archived: boolean, lastSyncedAt?: string | null, accounts: Array<{ __typename?: 'PlaidAccount', id: string, name: string, mask: string, balance?: number | null }> } };

export type BudgetActivityQueryVariables = Exact<{
  budgetId: Scalars['ID']['input'];
}>;


export type BudgetActivityQuery = { __typename?: 'Query', transactions: { __typename?: 'TransactionPage', items: Array<{ __typename?: 'Transaction', id: string, amount: number, description: string, status: TransactionStatus, initial_transaction_date: string, spender?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null }> } };

export type BudgetIncreaseRequestsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type BudgetIncreaseRequestsQuery = { __typename?: 'Query', budgetIncreaseRequests: Array<{ __typename?: 'BudgetIncreaseRequest', id: string, amount: number, reason: string, status: RequestStatus, createdAt: string, requestor?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null }> };

export type CreateBudgetIncreaseRequestMutationVariables = Exact<{
  data: BudgetIncreaseRequestCreateInput;
}>;


export type CreateBudgetIncreaseRequestMutation = { __typename?: 'Mutation', createOneBudgetIncreaseRequest: { __typename?: 'BudgetIncreaseRequest', id: string, amount: number, status: RequestStatus } };

export type BudgetFieldsFragment = { __typename?: 'Budget', id: string, name: string, color: string, number?: string | null, funding: number, currency: string, soft_limit: SoftLimit, overage_value: number, active: boolean, start_at: string, end_at: string, parentBudgetId?: string | null, spenderIds: Array<string>, spendersCount: number, percentage: number, funds: { __typename?: 'BudgetFunds', available: number, budgeted: number, directSpent: number, totalSpent: number }, owner?: { __typename?: 'User', id: string, archived: boolean, person: { __typename?: 'Person', id: string, first_name: string, last_name: string, email: string, title?: string | null } } | null };

export type BudgetsQueryVariables = Exact<{
  take?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<BudgetWhereInput>;
  orderBy?: InputMaybe<Array<BudgetOrderByInput> | BudgetOrderByInput>;
}>;


export type BudgetsQuery = { __typename?: 'Query', budgets: { __typename?: 'BudgetPage', count: number, items: Array<{ __typename?: 'Budget', id: string, name: string, color: string, number?: string | null, funding: number, currency: string, soft_limit: SoftLimit, overage_value: number, active: boolean, start_at: string, end_at: string, parentBudgetId?: string | null, spenderIds: Array<string>, spendersCount: number, percentage: number, funds: { __typename?: 'BudgetFunds', available: number, budgeted: number, directSpent: number, totalSpent: number }, owner?: { __typename?: 'User', id: string, archived: boolean, person: { __typename?: 'Person', id: string, first_name: string, last_name: string, email: string, title?: string | null } } | null }> } };

export type BudgetTilesQueryVariables = Exact<{
  take?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<BudgetWhereInput>;
  orderBy?: InputMaybe<Array<BudgetOrderByInput> | BudgetOrderByInput>;
}>;


export type BudgetTilesQuery = { __typename?: 'Query', budgetTiles: { __typename?: 'BudgetPage', count: number, items: Array<{ __typename?: 'Budget', id: string, name: string, color: string, number?: string | null, funding: number, currency: string, soft_limit: SoftLimit, overage_value: number, active: boolean, start_at: string, end_at: string, parentBudgetId?: string | null, spenderIds: Array<string>, spendersCount: number, percentage: number, parents: Array<{ __typename?: 'BudgetParent', id: string, name: string }>, funds: { __typename?: 'BudgetFunds', available: number, budgeted: number, directSpent: number, totalSpent: number }, owner?: { __typename?: 'User', id: string, archived: boolean, person: { __typename?: 'Person', id: string, first_name: string, last_name: string, email: string, title?: string | null } } | null }> } };

export type BudgetChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type BudgetChangedSubscription = { __typename?: 'Subscription', budgetChanged: { __typename?: 'Budget', id: string, name: string, color: string, number?: string | null, funding: number, currency: string, soft_limit: SoftLimit, overage_value: number, active: boolean, start_at: string, end_at: string, parentBudgetId?: string | null, spenderIds: Array<string>, spendersCount: number, percentage: number, funds: { __typename?: 'BudgetFunds', available: number, budgeted: number, directSpent: number, totalSpent: number }, owner?: { __typename?: 'User', id: string, archived: boolean, person: { __typename?: 'Person', id: string, first_name: string, last_name: string, email: string, title?: string | null } } | null } };

export type BudgetDetailFieldsFragment = { __typename?: 'Budget', id: string, name: string, color: string, number?: string | null, funding: number, currency: string, soft_limit: SoftLimit, overage_value: number, active: boolean, start_at: string, end_at: string, parentBudgetId?: string | null, spenderIds: Array<string>, spendersCount: number, percentage: number, funds: { __typename?: 'BudgetFunds', available: number, budgeted: number, directSpent: number, totalSpent: number }, owner?: { __typename?: 'User', id: string, archived: boolean, person: { __typename?: 'Person', id: string, first_name: string, last_name: string, email: string, title?: string | null } } | null, parent?: { __typename?: 'Budget', id: string, name: string } | null, parents: Array<{ __typename?: 'BudgetParent', id: string, name: string }>, topSpenders: Array<{ __typename?: 'BudgetTopSpender', amount: number, user: { __typename?: 'User', id: string, archived: boolean, person: { __typename?: 'Person', id: string, first_name: string, last_name: string, email: string, title?: string | null } } }>, children: Array<{ __typename?: 'Budget', id: string, name: string, color: string, funding: number, active: boolean }>, spenders: Array<{ __typename?: 'User', id: string, archived: boolean, person: { __typename?: 'Person', id: string, first_name: string, last_name: string, email: string, title?: string | null } }> };

export type BudgetDetailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type BudgetDetailQuery = { __typename?: 'Query', budget?: { __typename?: 'Budget', id: string, name: string, color: string, number?: string | null, funding: number, currency: string, soft_limit: SoftLimit, overage_value: number, active: boolean, start_at: string, end_at: string, parentBudgetId?: string | null, spenderIds: Array<string>, spendersCount: number, percentage: number, funds: { __typename?: 'BudgetFunds', available: number, budgeted: number, directSpent: number, totalSpent: number }, owner?: { __typename?: 'User', id: string, archived: boolean, person: { __typename?: 'Person', id: string, first_name: string, last_name: string, email: string, title?: string | null } } | null, parent?: { __typename?: 'Budget', id: string, name: string } | null, parents: Array<{ __typename?: 'BudgetParent', id: string, name: string }>, topSpenders: Array<{ __typename?: 'BudgetTopSpender', amount: number, user: { __typename?: 'User', id: string, archived: boolean, person: { __typename?: 'Person', id: string, first_name: string, last_name: string, email: string, title?: string | null } } }>, children: Array<{ __typename?: 'Budget', id: string, name: string, color: string, funding: number, active: boolean }>, spenders: Array<{ __typename?: 'User', id: string, archived: boolean, person: { __typename?: 'Person', id: string, first_name: string, last_name: string, email: string, title?: string | null } }> } | null };

export type BudgetDetailChangedSubscriptionVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type BudgetDetailChangedSubscription = { __typename?: 'Subscription', budgetChanged: { __typename?: 'Budget', id: string, name: string, color: string, number?: string | null, funding: number, currency: string, soft_limit: SoftLimit, overage_value: number, active: boolean, start_at: string, end_at: string, parentBudgetId?: string | null, spenderIds: Array<string>, spendersCount: number, percentage: number, funds: { __typename?: 'BudgetFunds', available: number, budgeted: number, directSpent: number, totalSpent: number }, owner?: { __typename?: 'User', id: string, archived: boolean, person: { __typename?: 'Person', id: string, first_name: string, last_name: string, email: string, title?: string | null } } | null, parent?: { __typename?: 'Budget', id: string, name: string } | null, parents: Array<{ __typename?: 'BudgetParent', id: string, name: string }>, topSpenders: Array<{ __typename?: 'BudgetTopSpender', amount: number, user: { __typename?: 'User', id: string, archived: boolean, person: { __typename?: 'Person', id: string, first_name: string, last_name: string, email: string, title?: string | null } } }>, children: Array<{ __typename?: 'Budget', id: string, name: string, color: string, funding: number, active: boolean }>, spenders: Array<{ __typename?: 'User', id: string, archived: boolean, person: { __typename?: 'Person', id: string, first_name: string, last_name: string, email: string, title?: string | null } }> } };

export type BudgetOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type BudgetOptionsQuery = { __typename?: 'Query', budgetOptions: Array<{ __typename?: 'BudgetOption', id: string, name: string, parentBudgetId?: string | null }> };

export type CreateBudgetMutationVariables = Exact<{
  data: BudgetCreateInput;
}>;


export type CreateBudgetMutation = { __typename?: 'Mutation', createOneBudget: { __typename?: 'Budget', id: string, name: string, color: string, number?: string | null, funding: number, currency: string, soft_limit: SoftLimit, overage_value: number, active: boolean, start_at: string, end_at: string, parentBudgetId?: string | null, spenderIds: Array<string>, spendersCount: number, percentage: number, funds: { __typename?: 'BudgetFunds', available: number, budgeted: number, directSpent: number, totalSpent: number }, owner?: { __typename?: 'User', id: string, archived: boolean, person: { __typename?: 'Person', id: string, first_name: string, last_name: string, email: string, title?: string | null } } | null, parent?: { __typename?: 'Budget', id: string, name: string } | null, parents: Array<{ __typename?: 'BudgetParent', id: string, name: string }>, topSpenders: Array<{ __typename?: 'BudgetTopSpender', amount: number, user: { __typename?: 'User', id: string, archived: boolean, person: { __typename?: 'Person', id: string, first_name: string, last_name: string, email: string, title?: string | null } } }>, children: Array<{ __typename?: 'Budget', id: string, name: string, color: string, funding: number, active: boolean }>, spenders: Array<{ __typename?: 'User', id: string, archived: boolean, person: { __typename?: 'Person', id: string, first_name: string, last_name: string, email: string, title?: string | null } }> } };

export type UpdateBudgetMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  data: BudgetUpdateInput;
}>;


export type UpdateBudgetMutation = { __typename?: 'Mutation', updateOneBudget: { __typename?: 'Budget', id: string, name: string, color: string, number?: string | null, funding: number, currency: string, soft_limit: SoftLimit, overage_value: number, active: boolean, start_at: string, end_at: string, parentBudgetId?: string | null, spenderIds: Array<string>, spendersCount: number, percentage: number, funds: { __typename?: 'BudgetFunds', available: number, budgeted: number, directSpent: number, totalSpent: number }, owner?: { __typename?: 'User', id: string, archived: boolean, person: { __typename?: 'Person', id: string, first_name: string, last_name: string, email: string, title?: string | null } } | null, parent?: { __typename?: 'Budget', id: string, name: string } | null, parents: Array<{ __typename?: 'BudgetParent', id: string, name: string }>, topSpenders: Array<{ __typename?: 'BudgetTopSpender', amount: number, user: { __typename?: 'User', id: string, archived: boolean, person: { __typename?: 'Person', id: string, first_name: string, last_name: string, email: string, title?: string | null } } }>, children: Array<{ __typename?: 'Budget', id: string, name: string, color: string, funding: number, active: boolean }>, spenders: Array<{ __typename?: 'User', id: string, archived: boolean, person: { __typename?: 'Person', id: string, first_name: string, last_name: string, email: string, title?: string | null } }> } };

export type ArchiveBudgetMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ArchiveBudgetMutation = { __typename?: 'Mutation', archiveOneBudget: { __typename?: 'Budget', id: string, name: string, color: string, number?: string | null, funding: number, currency: string, soft_limit: SoftLimit, overage_value: number, active: boolean, start_at: string, end_at: string, parentBudgetId?: string | null, spenderIds: Array<string>, spendersCount: number, percentage: number, funds: { __typename?: 'BudgetFunds', available: number, budgeted: number, directSpent: number, totalSpent: number }, owner?: { __typename?: 'User', id: string, archived: boolean, person: { __typename?: 'Person', id: string, first_name: string, last_name: string, email: string, title?: string | null } } | null, parent?: { __typename?: 'Budget', id: string, name: string } | null, parents: Array<{ __typename?: 'BudgetParent', id: string, name: string }>, topSpenders: Array<{ __typename?: 'BudgetTopSpender', amount: number, user: { __typename?: 'User', id: string, archived: boolean, person: { __typename?: 'Person', id: string, first_name: string, last_name: string, email: string, title?: string | null } } }>, children: Array<{ __typename?: 'Budget', id: string, name: string, color: string, funding: number, active: boolean }>, spenders: Array<{ __typename?: 'User', id: string, archived: boolean, person: { __typename?: 'Person', id: string, first_name: string, last_name: string, email: string, title?: string | null } }> } };

export type RestoreBudgetMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RestoreBudgetMutation = { __typename?: 'Mutation', restoreOneBudget: { __typename?: 'Budget', id: string, name: string, color: string, number?: string | null, funding: number, currency: string, soft_limit: SoftLimit, overage_value: number, active: boolean, start_at: string, end_at: string, parentBudgetId?: string | null, spenderIds: Array<string>, spendersCount: number, percentage: number, funds: { __typename?: 'BudgetFunds', available: number, budgeted: number, directSpent: number, totalSpent: number }, owner?: { __typename?: 'User', id: string, archived: boolean, person: { __typename?: 'Person', id: string, first_name: string, last_name: string, email: string, title?: string | null } } | null, parent?: { __typename?: 'Budget', id: string, name: string } | null, parents: Array<{ __typename?: 'BudgetParent', id: string, name: string }>, topSpenders: Array<{ __typename?: 'BudgetTopSpender', amount: number, user: { __typename?: 'User', id: string, archived: boolean, person: { __typename?: 'Person', id: string, first_name: string, last_name: string, email: string, title?: string | null } } }>, children: Array<{ __typename?: 'Budget', id: string, name: string, color: string, funding: number, active: boolean }>, spenders: Array<{ __typename?: 'User', id: string, archived: boolean, person: { __typename?: 'Person', id: string, first_name: string, last_name: string, email: string, title?: string | null } }> } };

export type MemberSearchQueryVariables = Exact<{
  q: Scalars['String']['input'];
}>;


export type MemberSearchQuery = { __typename?: 'Query', teamSearchOptions: Array<{ __typename?: 'TeamSearchOption', userId: string, name: string, title?: string | null }> };

export type UpdateBudgetSpendersMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  spenders: SpendersUpdateInput;
}>;


export type UpdateBudgetSpendersMutation = { __typename?: 'Mutation', updateOneBudget: { __typename?: 'Budget', id: string, name: string, color: string, number?: string | null, funding: number, currency: string, soft_limit: SoftLimit, overage_value: number, active: boolean, start_at: string, end_at: string, parentBudgetId?: string | null, spenderIds: Array<string>, spendersCount: number, percentage: number, funds: { __typename?: 'BudgetFunds', available: number, budgeted: number, directSpent: number, totalSpent: number }, owner?: { __typename?: 'User', id: string, archived: boolean, person: { __typename?: 'Person', id: string, first_name: string, last_name: string, email: string, title?: string | null } } | null, parent?: { __typename?: 'Budget', id: string, name: string } | null, parents: Array<{ __typename?: 'BudgetParent', id: string, name: string }>, topSpenders: Array<{ __typename?: 'BudgetTopSpender', amount: number, user: { __typename?: 'User', id: string, archived: boolean, person: { __typename?: 'Person', id: string, first_name: string, last_name: string, email: string, title?: string | null } } }>, children: Array<{ __typename?: 'Budget', id: string, name: string, color: string, funding: number, active: boolean }>, spenders: Array<{ __typename?: 'User', id: string, archived: boolean, person: { __typename?: 'Person', id: string, first_name: string, last_name: string, email: string, title?: string | null } }> } };

export type BudgetNumbersQueryVariables = Exact<{ [key: string]: never; }>;


export type BudgetNumbersQuery = { __typename?: 'Query', company: { __typename?: 'Company', id: string, budgetNumbers: boolean } };

export type SetBudgetNumbersMutationVariables = Exact<{
  on: Scalars['Boolean']['input'];
}>;


export type SetBudgetNumbersMutation = { __typename?: 'Mutation', updateOneCompany: { __typename?: 'Company', id: string, budgetNumbers: boolean } };

export type SpenderInBudgetQueryVariables = Exact<{
  budgetId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
}>;


export type SpenderInBudgetQuery = { __typename?: 'Query', budget?: { __typename?: 'Budget', id: string, topSpenders: Array<{ __typename?: 'BudgetTopSpender', amount: number, user: { __typename?: 'User', id: string } }> } | null, cardsV2: { __typename?: 'CardPage', items: Array<{ __typename?: 'Card', id: string, last4Digits: string, format: CardFormat, status: CardStatus }> }, transactions: { __typename?: 'TransactionPage', count: number, items: Array<{ __typename?: 'Transaction', id: string, description: string, amount: number, status: TransactionStatus, initial_transaction_date: string }> } };

export type CardSearchOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type CardSearchOptionsQuery = { __typename?: 'Query', cardSearchOptions: { __typename?: 'CardSearchOptions', spenders: Array<{ __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } }>, budgets: Array<{ __typename?: 'Budget', id: string, name: string }> } };

export type CardFieldsFragment = { __typename?: 'Card', id: string, last4Digits: string, card_type: CardKind, status: CardStatus, activated: boolean, isRechargeable: boolean, shouldLinkBudget: boolean, receiptLocked: boolean, assigned_on: string, spender?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null, budgets: Array<{ __typename?: 'Budget', id: string, name: string }>, balance: { __typename?: 'CardBalance', spent: number, limit: number, available: number } };

export type CardsQueryVariables = Exact<{
  take?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<CardOrderByInput> | CardOrderByInput>;
  where?: InputMaybe<CardWhereInput>;
}>;


export type CardsQuery = { __typename?: 'Query', cardsV2: { __typename?: 'CardPage', count: number, items: Array<{ __typename?: 'Card', id: string, last4Digits: string, card_type: CardKind, status: CardStatus, activated: boolean, isRechargeable: boolean, shouldLinkBudget: boolean, receiptLocked: boolean, assigned_on: string, spender?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null, budgets: Array<{ __typename?: 'Budget', id: string, name: string }>, balance: { __typename?: 'CardBalance', spent: number, limit: number, available: number } }> } };

export type MissingReceiptFragment = { __typename?: 'Transaction', id: string, description: string, amount: number, initial_transaction_date: string };

export type UserCardsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserCardsQuery = { __typename?: 'Query', userCards: Array<{ __typename?: 'Card', id: string, last4Digits: string, card_type: CardKind, status: CardStatus, activated: boolean, isRechargeable: boolean, shouldLinkBudget: boolean, receiptLocked: boolean, assigned_on: string, receiptsMissing: Array<{ __typename?: 'Transaction', id: string, description: string, amount: number, initial_transaction_date: string }>, spender?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null, budgets: Array<{ __typename?: 'Budget', id: string, name: string }>, balance: { __typename?: 'CardBalance', spent: number, limit: number, available: number } }> };

export type CardDetailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CardDetailQuery = { __typename?: 'Query', card?: { __typename?: 'Card', spender_id?: string | null, id: string, last4Digits: string, card_type: CardKind, status: CardStatus, activated: boolean, isRechargeable: boolean, shouldLinkBudget: boolean, receiptLocked: boolean, assigned_on: string, receiptsMissing: Array<{ __typename?: 'Transaction', id: string, description: string, amount: number, initial_transaction_date: string }>, transactionControl: { __typename?: 'TransactionControl', spendLimit: number, mode?: TransactionControlMode | null, mccCodeList: Array<string>, frequencyCount?: number | null, frequencyPeriod?: FrequencyPeriod | null, startDate?: string | null, endDate?: string | null, isActive: boolean }, spender?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null, budgets: Array<{ __typename?: 'Budget', id: string, name: string }>, balance: { __typename?: 'CardBalance', spent: number, limit: number, available: number } } | null, cardTransactions: Array<{ __typename?: 'Transaction', id: string, amount: number, description: string, status: TransactionStatus, isDeclined: boolean, isReversed: boolean, declinedReason?: string | null, initial_transaction_date: string }> };

export type CardDeclinesQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CardDeclinesQuery = { __typename?: 'Query', cardTransactions: Array<{ __typename?: 'Transaction', id: string, amount: number, description: string, isDeclined: boolean, declinedReason?: string | null, initial_transaction_date: string }> };

export type CardSecretsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CardSecretsQuery = { __typename?: 'Query', cardSecrets: { __typename?: 'CardSecrets', pan: string, cvv2: string, expirationMM: string, expirationYY: string } };

export type MccCodesQueryVariables = Exact<{
  q?: InputMaybe<Scalars['String']['input']>;
}>;


export type MccCodesQuery = { __typename?: 'Query', mccCodes: Array<{ __typename?: 'MccCode', id: string, mccCode: string, combinedDescription: string }> };

export type CreateCardMutationVariables = Exact<{
  data: CardCreateInput;
}>;


export type CreateCardMutation = { __typename?: 'Mutation', createOneCardV2: { __typename?: 'Card', id: string, card_type: CardKind, last4Digits: string } };

export type UpdateCardControlsMutationVariables = Exact<{
  data: TransactionControlUpsertInput;
}>;


export type UpdateCardControlsMutation = { __typename?: 'Mutation', updateOneTransactionControl: { __typename?: 'TransactionControl', cardId: string, spendLimit: number, mode?: TransactionControlMode | null, mccCodeList: Array<string>, frequencyCount?: number | null, frequencyPeriod?: FrequencyPeriod | null, startDate?: string | null, endDate?: string | null, isActive: boolean } };

export type AddCardFundsMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  spend: Scalars['String']['input'];
}>;


export type AddCardFundsMutation = { __typename?: 'Mutation', addCardFunds: { __typename?: 'Card', id: string, balance: { __typename?: 'CardBalance', spent: number, limit: number, available: number } } };

export type SetCardStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: CardStatus;
}>;


export type SetCardStatusMutation = { __typename?: 'Mutation', updatePaymtInstStatus: { __typename?: 'Card', id: string, status: CardStatus } };

export type BulkCardsCheckMutationVariables = Exact<{
  csv: Scalars['String']['input'];
  apply?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type BulkCardsCheckMutation = { __typename?: 'Mutation', bulkRechargeableCardsCSVCheckerResolver: { __typename?: 'BulkCardsCheck', errors: Array<string>, applied: boolean, creates: Array<{ __typename?: 'BulkCardRow', row: number, amount: number, email: string, card?: { __typename?: 'Card', id: string, last4Digits: string } | null }>, updates: Array<{ __typename?: 'BulkCardRow', row: number, amount: number, email: string, card?: { __typename?: 'Card', id: string, last4Digits: string } | null }> } };

export type ActivateCardMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ActivateCardMutation = { __typename?: 'Mutation', activateOneCardV2: { __typename?: 'Card', id: string, activated: boolean } };

export type CardChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type CardChangedSubscription = { __typename?: 'Subscription', cardChanged: { __typename?: 'Card', id: string, last4Digits: string, card_type: CardKind, status: CardStatus, activated: boolean, isRechargeable: boolean, shouldLinkBudget: boolean, receiptLocked: boolean, assigned_on: string, spender?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null, budgets: Array<{ __typename?: 'Budget', id: string, name: string }>, balance: { __typename?: 'CardBalance', spent: number, limit: number, available: number } } };

export type ReissueCardMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ReissueCardMutation = { __typename?: 'Mutation', reissueOneCard: { __typename?: 'Card', id: string, last4Digits: string, status: CardStatus, activated: boolean } };

export type DeleteCardMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteCardMutation = { __typename?: 'Mutation', deleteOneCardV2: string };

export type GlCodeFieldsFragment = { __typename?: 'GeneralLedger', id: string, name: string, code?: string | null, type?: string | null, category?: string | null, description?: string | null, isEnabled: boolean, archived: boolean };

export type GlCodesQueryVariables = Exact<{
  where?: InputMaybe<GeneralLedgerWhereInput>;
  take?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
}>;


export type GlCodesQuery = { __typename?: 'Query', generalLedgers: { __typename?: 'GeneralLedgerPage', total: number, items: Array<{ __typename?: 'GeneralLedger', id: string, name: string, code?: string | null, type?: string | null, category?: string | null, description?: string | null, isEnabled: boolean, archived: boolean }> } };

export type GlSuggestionsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type GlSuggestionsQuery = { __typename?: 'Query', distinctGlTypesAndCategories: { __typename?: 'GlTypesAndCategories', types: Array<string>, categories: Array<string> } };

export type CreateGlCodeMutationVariables = Exact<{
  name: Scalars['String']['input'];
  code?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
}>;


export type CreateGlCodeMutation = { __typename?: 'Mutation', createOneGeneralLedger: { __typename?: 'GeneralLedger', id: string, name: string, code?: string | null, type?: string | null, category?: string | null, description?: string | null, isEnabled: boolean, archived: boolean } };

export type UpdateGlCodeMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  code?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
}>;


export type UpdateGlCodeMutation = { __typename?: 'Mutation', updateOneGeneralLedger: { __typename?: 'GeneralLedger', id: string, name: string, code?: string | null, type?: string | null, category?: string | null, description?: string | null, isEnabled: boolean, archived: boolean } };

export type ArchiveGlCodeMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ArchiveGlCodeMutation = { __typename?: 'Mutation', archiveOneGeneralLedger: { __typename?: 'GeneralLedger', id: string, name: string, code?: string | null, type?: string | null, category?: string | null, description?: string | null, isEnabled: boolean, archived: boolean } };

export type SetGlAvailabilityMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  isEnabled: Scalars['Boolean']['input'];
}>;


export type SetGlAvailabilityMutation = { __typename?: 'Mutation', setGlAvailability: { __typename?: 'GeneralLedger', id: string, name: string, code?: string | null, type?: string | null, category?: string | null, description?: string | null, isEnabled: boolean, archived: boolean } };

export type CustomFieldFieldsFragment = { __typename?: 'CustomField', id: string, name: string, description?: string | null, is_required: boolean, is_active: boolean, options: Array<{ __typename?: 'CustomFieldOption', id: string, name: string, archived: boolean }> };

export type CustomFieldsQueryVariables = Exact<{
  take?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
}>;


export type CustomFieldsQuery = { __typename?: 'Query', customFields: { __typename?: 'CustomFieldPage', count: number, items: Array<{ __typename?: 'CustomField', id: string, name: string, description?: string | null, is_required: boolean, is_active: boolean, options: Array<{ __typename?: 'CustomFieldOption', id: string, name: string, archived: boolean }> }> } };

export type CreateCustomFieldMutationVariables = Exact<{
  name: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  isRequired?: InputMaybe<Scalars['Boolean']['input']>;
  options?: InputMaybe<Array<CustomFieldOptionInput> | CustomFieldOptionInput>;
}>;


export type CreateCustomFieldMutation = { __typename?: 'Mutation', createOneCustomField: { __typename?: 'CustomField', id: string, name: string, description?: string | null, is_required: boolean, is_active: boolean, options: Array<{ __typename?: 'CustomFieldOption', id: string, name: string, archived: boolean }> } };

export type UpdateCustomFieldMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  isRequired?: InputMaybe<Scalars['Boolean']['input']>;
  options?: InputMaybe<Array<CustomFieldOptionInput> | CustomFieldOptionInput>;
}>;


export type UpdateCustomFieldMutation = { __typename?: 'Mutation', updateOneCustomField: { __typename?: 'CustomField', id: string, name: string, description?: string | null, is_required: boolean, is_active: boolean, options: Array<{ __typename?: 'CustomFieldOption', id: string, name: string, archived: boolean }> } };

export type DeleteCustomFieldMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteCustomFieldMutation = { __typename?: 'Mutation', deleteOneCustomField: { __typename?: 'CustomField', id: string, archived: boolean } };

export type ProjectsQueryVariables = Exact<{
  take?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ProjectsQuery = { __typename?: 'Query', projects: { __typename?: 'ProjectPage', count: number, items: Array<{ __typename?: 'Project', id: string, name: string, active: boolean, createdAt: string }> } };

export type CreateProjectMutationVariables = Exact<{
  name: Scalars['String']['input'];
}>;


export type CreateProjectMutation = { __typename?: 'Mutation', createOneProject: { __typename?: 'Project', id: string, name: string, active: boolean } };

export type ArchiveProjectMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ArchiveProjectMutation = { __typename?: 'Mutation', archiveOneProject: { __typename?: 'Project', id: string, active: boolean } };

export type CodingRuleFieldsFragment = { __typename?: 'CodingRule', id: string, name: string, position: number, hits: number, conditions: { __typename?: 'CodingRuleConditions', merchant?: string | null, mcc?: string | null, cardId?: string | null, budgetId?: string | null, memberId?: string | null }, outcome: { __typename?: 'CodingRuleOutcome', generalLedgerId?: string | null, projectId?: string | null, customFieldValues: Array<{ __typename?: 'CustomFieldValue', customFieldId: string, value: string }> } };

export type CodingRulesQueryVariables = Exact<{ [key: string]: never; }>;


export type CodingRulesQuery = { __typename?: 'Query', codingRules: Array<{ __typename?: 'CodingRule', id: string, name: string, position: number, hits: number, conditions: { __typename?: 'CodingRuleConditions', merchant?: string | null, mcc?: string | null, cardId?: string | null, budgetId?: string | null, memberId?: string | null }, outcome: { __typename?: 'CodingRuleOutcome', generalLedgerId?: string | null, projectId?: string | null, customFieldValues: Array<{ __typename?: 'CustomFieldValue', customFieldId: string, value: string }> } }> };

export type CreateCodingRuleMutationVariables = Exact<{
  data: CodingRuleInput;
}>;


export type CreateCodingRuleMutation = { __typename?: 'Mutation', createOneCodingRule: { __typename?: 'CodingRule', id: string, name: string, position: number, hits: number, conditions: { __typename?: 'CodingRuleConditions', merchant?: string | null, mcc?: string | null, cardId?: string | null, budgetId?: string | null, memberId?: string | null }, outcome: { __typename?: 'CodingRuleOutcome', generalLedgerId?: string | null, projectId?: string | null, customFieldValues: Array<{ __typename?: 'CustomFieldValue', customFieldId: string, value: string }> } } };

export type UpdateCodingRuleMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  data: CodingRuleInput;
}>;


export type UpdateCodingRuleMutation = { __typename?: 'Mutation', updateOneCodingRule: { __typename?: 'CodingRule', id: string, name: string, position: number, hits: number, conditions: { __typename?: 'CodingRuleConditions', merchant?: string | null, mcc?: string | null, cardId?: string | null, budgetId?: string | null, memberId?: string | null }, outcome: { __typename?: 'CodingRuleOutcome', generalLedgerId?: string | null, projectId?: string | null, customFieldValues: Array<{ __typename?: 'CustomFieldValue', customFieldId: string, value: string }> } } };

export type DeleteCodingRuleMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteCodingRuleMutation = { __typename?: 'Mutation', deleteOneCodingRule: { __typename?: 'CodingRuleDeletePayload', id: string } };

export type CompanyFieldsFragment = { __typename?: 'Company', id: string, dba_name: string, parentCompanyID?: string | null, isReseller: boolean, total_funding: number, dba_address?: string | null, createdAt: string };

export type CompaniesQueryVariables = Exact<{ [key: string]: never; }>;


export type CompaniesQuery = { __typename?: 'Query', companies: Array<{ __typename?: 'Company', id: string, dba_name: string, parentCompanyID?: string | null, isReseller: boolean, total_funding: number, dba_address?: string | null, createdAt: string }> };

export type CreateCompanyMutationVariables = Exact<{
  data: CompanyCreateInput;
}>;


export type CreateCompanyMutation = { __typename?: 'Mutation', createCompanyV2: { __typename?: 'Company', id: string, dba_name: string, parentCompanyID?: string | null, isReseller: boolean, total_funding: number, dba_address?: string | null, createdAt: string } };

export type UpdateChildCompanyMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  data: CompanyUpdateInput;
}>;


export type UpdateChildCompanyMutation = { __typename?: 'Mutation', updateOneCompany: { __typename?: 'Company', id: string, dba_name: string, parentCompanyID?: string | null, isReseller: boolean, total_funding: number, dba_address?: string | null, createdAt: string } };

export type ControlsReportQueryVariables = Exact<{
  from: Scalars['DateTime']['input'];
  to: Scalars['DateTime']['input'];
}>;


export type ControlsReportQuery = { __typename?: 'Query', controlsReport: { __typename?: 'ControlsReport', from: string, to: string, selfApprovals: number, repeatedApprovals: number, approvals: Array<{ __typename?: 'ControlsApproval', requestId: string, kind: string, requesterName: string, approverName: string, onBehalfOfName?: string | null, level: number, amount: number, approvedAt: string, selfApproval: boolean }>, adminChanges: Array<{ __typename?: 'ControlsAdminChange', eventId: string, area: ControlsChangeArea, actorName: string, at: string, subjectName?: string | null, description: string }> } };

export type ControlsReportCsvQueryVariables = Exact<{
  from: Scalars['DateTime']['input'];
  to: Scalars['DateTime']['input'];
}>;


export type ControlsReportCsvQuery = { __typename?: 'Query', controlsReportCsv: { __typename?: 'ReportResult', url: string, fileName: string } };

export type CompanyFundsQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyFundsQuery = { __typename?: 'Query', company: { __typename?: 'Company', id: string, dba_name: string, total_funding: number, funds: { __typename?: 'CompanyFunds', budgeted: number, unallocated: number } } };

export type DashboardSpendQueryVariables = Exact<{
  where: SpendRangeInput;
  take?: InputMaybe<Scalars['Int']['input']>;
}>;


export type DashboardSpendQuery = { __typename?: 'Query', companySpent: number, transactionsGraph: Array<{ __typename?: 'SpendDay', date: string, amount: number }>, companyTopSpenders: Array<{ __typename?: 'TopSpender', userId: string, name: string, amount: number, transactions: number }> };

export type DashboardChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type DashboardChangedSubscription = { __typename?: 'Subscription', dashboardChanged: { __typename?: 'DashboardChange', topic: DashboardTopic, ids: Array<string> } };

export type AccountCycleQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountCycleQuery = { __typename?: 'Query', account?: { __typename?: 'Account', billingCycle: BillingCycle } | null };

export type EventHistoryQueryVariables = Exact<{
  filter?: InputMaybe<EventHistoryFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type EventHistoryQuery = { __typename?: 'Query', eventHistory: { __typename?: 'EventHistoryPage', nextCursor?: string | null, items: Array<{ __typename?: 'HistoryEvent', id: string, aggregate: string, revision: number, type: string, userId?: string | null, userName?: string | null, actorId?: string | null, actorName: string, description: string, subjectName?: string | null, createdAt: string, changes: Array<{ __typename?: 'FieldChange', field: string, before?: string | null, after?: string | null }> }> } };

export type AuditSubjectsQueryVariables = Exact<{
  search: Scalars['String']['input'];
}>;


export type AuditSubjectsQuery = { __typename?: 'Query', auditSubjects: Array<{ __typename?: 'AuditSubject', id: string, kind: AuditSubjectKind, name: string }> };

export type EventHistoryReportQueryVariables = Exact<{
  filter?: InputMaybe<EventHistoryFilter>;
  options?: InputMaybe<ReportOptionsInput>;
}>;


export type EventHistoryReportQuery = { __typename?: 'Query', eventHistoryReport: { __typename?: 'ReportResult', url: string, fileName: string } };

export type BudgetAsOfQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  at: Scalars['DateTime']['input'];
}>;


export type BudgetAsOfQuery = { __typename?: 'Query', budgetAsOf: { __typename?: 'BudgetAsOf', budgetId: string, eventsApplied: number, exists: boolean, name: string, funding: number, active: boolean } };

export type CardAsOfQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  at: Scalars['DateTime']['input'];
}>;


export type CardAsOfQuery = { __typename?: 'Query', cardAsOf: { __typename?: 'CardAsOf', cardId: string, eventsApplied: number, exists: boolean, deleted: boolean, status: string, limitCents: number, last4: string } };

export type CreateTenantSnapshotMutationVariables = Exact<{
  name: Scalars['String']['input'];
  startsAt: Scalars['DateTime']['input'];
  endsAt: Scalars['DateTime']['input'];
}>;


export type CreateTenantSnapshotMutation = { __typename?: 'Mutation', createTenantSnapshot: { __typename?: 'TenantSnapshot', id: string, fileName: string, status: TenantSnapshotStatus, downloadUrl?: string | null } };

export type TenantSnapshotQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TenantSnapshotQuery = { __typename?: 'Query', tenantSnapshot?: { __typename?: 'TenantSnapshot', id: string, status: TenantSnapshotStatus, eventCount?: number | null, downloadUrl?: string | null } | null };

export type VerifyHistoryQueryVariables = Exact<{
  fromAnchor?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type VerifyHistoryQuery = { __typename?: 'Query', verifyHistory: { __typename?: 'HistoryVerification', companyId: string, intact: boolean, checked: number, streams: number, anchorPosition?: string | null, anchorDigest?: string | null, anchorStreams?: number | null, fromAnchor: boolean, lastPosition?: string | null, lastDigest?: string | null, summary: string, broken?: { __typename?: 'BrokenHistoryLink', kind: HistoryBreakKind, position: string, aggregate?: string | null, revision?: number | null, type?: string | null, expected?: string | null, stored?: string | null } | null } };

export type AccountingQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountingQuery = { __typename?: 'Query', codatCompany?: { __typename?: 'CodatCompany', id: string, name: string, configuration?: { __typename?: 'CodatCompanyConfiguration', bankAccountId: string, supplierId: string, customerId?: string | null } | null } | null, connections: Array<{ __typename?: 'AccountingConnection', id: string, platformKey: string, platformName: string, archived: boolean, syncStatus?: SyncRunState | null, createdAt: string }>, integrationRunLogs: Array<{ __typename?: 'IntegrationRunLog', id: string, kind: string, status: SyncRunState, transactionIds: Array<string>, syncedTransactionIds: Array<string>, message?: string | null, startedAt: string, updatedAt: string, failures: Array<{ __typename?: 'IntegrationRunFailure', transactionId: string, message: string }>, notReady: Array<{ __typename?: 'NotReadyTransaction', transactionId: string, reason: NotReadyReason, message: string, generalLedgerId?: string | null }> }> };

export type AccountingOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountingOptionsQuery = { __typename?: 'Query', codatMappingOptions: { __typename?: 'CodatMappingOptions', accounts: Array<{ __typename?: 'CodatAccount', id: string, name: string, nominalCode: string, accountType: string, status: string }> }, codatSuppliers: Array<{ __typename?: 'CodatContact', id: string, name: string, status: string }>, codatCustomers: Array<{ __typename?: 'CodatContact', id: string, name: string, status: string }>, codatAccountMappings: Array<{ __typename?: 'CodatAccountMapping', generalLedgerId: string, accountId: string }>, codatAccountProposals: Array<{ __typename?: 'CodatAccountMapping', generalLedgerId: string, accountId: string }>, generalLedgers: { __typename?: 'GeneralLedgerPage', items: Array<{ __typename?: 'GeneralLedger', id: string, name: string, code?: string | null }> } };

export type CreateOneCodatCompanyMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateOneCodatCompanyMutation = { __typename?: 'Mutation', createOneCodatCompany: { __typename?: 'CodatCompany', id: string, name: string } };

export type CreateOneCodatPlatformConnectionMutationVariables = Exact<{
  platformKey: Scalars['String']['input'];
}>;


export type CreateOneCodatPlatformConnectionMutation = { __typename?: 'Mutation', createOneCodatPlatformConnection: { __typename?: 'AccountingConnection', id: string, platformKey: string, platformName: string, archived: boolean, syncStatus?: SyncRunState | null, createdAt: string } };

export type SetOneCodatCompanyConfigurationMutationVariables = Exact<{
  data: CodatCompanyConfigurationInput;
}>;


export type SetOneCodatCompanyConfigurationMutation = { __typename?: 'Mutation', setOneCodatCompanyConfiguration: { __typename?: 'CodatCompany', id: string, configuration?: { __typename?: 'CodatCompanyConfiguration', bankAccountId: string, supplierId: string, customerId?: string | null } | null } };

export type SetOneCodatAccountMappingMutationVariables = Exact<{
  generalLedgerId: Scalars['ID']['input'];
  accountId?: InputMaybe<Scalars['String']['input']>;
}>;


export type SetOneCodatAccountMappingMutation = { __typename?: 'Mutation', setOneCodatAccountMapping: Array<{ __typename?: 'CodatAccountMapping', generalLedgerId: string, accountId: string }> };

export type ConfirmCodatAccountMappingsMutationVariables = Exact<{
  mappings: Array<CodatAccountMappingInput> | CodatAccountMappingInput;
}>;


export type ConfirmCodatAccountMappingsMutation = { __typename?: 'Mutation', confirmCodatAccountMappings: Array<{ __typename?: 'CodatAccountMapping', generalLedgerId: string, accountId: string }> };

export type TransitCustomersAndGlDataMutationVariables = Exact<{ [key: string]: never; }>;


export type TransitCustomersAndGlDataMutation = { __typename?: 'Mutation', transitCustomersAndGlData: { __typename?: 'TransitCustomersAndGlDataResult', createdGeneralLedgers: number, updatedGeneralLedgers: number, createdProjects: Array<{ __typename?: 'Project', id: string }>, updatedProjects: Array<{ __typename?: 'Project', id: string }>, customers: Array<{ __typename?: 'CodatContact', id: string }> } };

export type SyncAccountingMutationVariables = Exact<{ [key: string]: never; }>;


export type SyncAccountingMutation = { __typename?: 'Mutation', syncAccounting: { __typename?: 'IntegrationRunLog', id: string, kind: string, status: SyncRunState, transactionIds: Array<string>, syncedTransactionIds: Array<string>, message?: string | null, startedAt: string, updatedAt: string, failures: Array<{ __typename?: 'IntegrationRunFailure', transactionId: string, message: string }>, notReady: Array<{ __typename?: 'NotReadyTransaction', transactionId: string, reason: NotReadyReason, message: string, generalLedgerId?: string | null }> } };

export type CreateExpenseTransactionsMutationVariables = Exact<{
  transactionIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type CreateExpenseTransactionsMutation = { __typename?: 'Mutation', createExpenseTransactions: { __typename?: 'IntegrationRunLog', id: string, kind: string, status: SyncRunState, transactionIds: Array<string>, syncedTransactionIds: Array<string>, message?: string | null, startedAt: string, updatedAt: string, failures: Array<{ __typename?: 'IntegrationRunFailure', transactionId: string, message: string }>, notReady: Array<{ __typename?: 'NotReadyTransaction', transactionId: string, reason: NotReadyReason, message: string, generalLedgerId?: string | null }> } };

export type UpdateConnectionArchiveStatusServiceMutationVariables = Exact<{
  connectionId: Scalars['ID']['input'];
  archived: Scalars['Boolean']['input'];
}>;


export type UpdateConnectionArchiveStatusServiceMutation = { __typename?: 'Mutation', updateConnectionArchiveStatusService: { __typename?: 'AccountingConnection', id: string, platformKey: string, platformName: string, archived: boolean, syncStatus?: SyncRunState | null, createdAt: string } };

export type CreateMemberMutationVariables = Exact<{
  data: UserCreateInput;
}>;


export type CreateMemberMutation = { __typename?: 'Mutation', createOneUserV2: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } };

export type MemberCompaniesQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberCompaniesQuery = { __typename?: 'Query', multiOrgCompanies: Array<{ __typename?: 'Company', id: string, dba_name: string, parentCompanyID?: string | null }> };

export type CreatePersonAcrossCompaniesMutationVariables = Exact<{
  data: PersonCreateAcrossCompaniesInput;
}>;


export type CreatePersonAcrossCompaniesMutation = { __typename?: 'Mutation', createOnePerson: { __typename?: 'Person', id: string, first_name: string, last_name: string } };

export type ArchiveMemberMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ArchiveMemberMutation = { __typename?: 'Mutation', archiveOneUser: { __typename?: 'User', id: string, archived: boolean } };

export type ForgetMemberMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ForgetMemberMutation = { __typename?: 'Mutation', forgetOneUser: { __typename?: 'User', id: string, archived: boolean, forgotten: boolean } };

export type UnarchiveMemberMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type UnarchiveMemberMutation = { __typename?: 'Mutation', unarchiveOneUser: { __typename?: 'User', id: string, archived: boolean } };

export type UsersReportQueryVariables = Exact<{
  where?: InputMaybe<TeamMemberWhereInput>;
  orderBy?: InputMaybe<Array<TeamMemberOrderByInput> | TeamMemberOrderByInput>;
  options?: InputMaybe<ReportOptionsInput>;
}>;


export type UsersReportQuery = { __typename?: 'Query', usersReport: { __typename?: 'ReportResult', url: string, fileName: string } };

export type RolesQueryVariables = Exact<{ [key: string]: never; }>;


export type RolesQuery = { __typename?: 'Query', roles: Array<{ __typename?: 'Role', id: string, name: string, description: string }> };

export type MemberRowFieldsFragment = { __typename?: 'User', id: string, archived: boolean, forgotten: boolean, mainRoleName: string, embossName?: string | null, managerId?: string | null, department?: string | null, roles: Array<{ __typename?: 'Role', id: string, name: string }>, person: { __typename?: 'Person', first_name: string, last_name: string, email: string, title?: string | null } };

export type TeamMembersQueryVariables = Exact<{
  take?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<TeamMemberOrderByInput> | TeamMemberOrderByInput>;
  where?: InputMaybe<TeamMemberWhereInput>;
}>;


export type TeamMembersQuery = { __typename?: 'Query', teamMembers: { __typename?: 'TeamMemberPage', count: number, items: Array<{ __typename?: 'User', id: string, archived: boolean, forgotten: boolean, mainRoleName: string, embossName?: string | null, managerId?: string | null, department?: string | null, roles: Array<{ __typename?: 'Role', id: string, name: string }>, person: { __typename?: 'Person', first_name: string, last_name: string, email: string, title?: string | null } }> } };

export type UpdateMemberMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  data: UserUpdateInput;
}>;


export type UpdateMemberMutation = { __typename?: 'Mutation', updateOneUser: { __typename?: 'User', id: string, archived: boolean, forgotten: boolean, mainRoleName: string, embossName?: string | null, managerId?: string | null, department?: string | null, roles: Array<{ __typename?: 'Role', id: string, name: string }>, person: { __typename?: 'Person', first_name: string, last_name: string, email: string, title?: string | null } } };

export type ManagerOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ManagerOptionsQuery = { __typename?: 'Query', teamMembers: { __typename?: 'TeamMemberPage', items: Array<{ __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } }> } };

export type MileageSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MileageSettingsQuery = { __typename?: 'Query', mileageSettings: { __typename?: 'MileageSettings', mileageValue: number, mileagePolicyUrl?: string | null, mileageGeneralLedgerId?: string | null, mileageGeneralLedger?: { __typename?: 'ReimbursementCategory', id: string, name: string, code?: string | null } | null } };

export type MileageGlOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MileageGlOptionsQuery = { __typename?: 'Query', reimbursementCategories: Array<{ __typename?: 'ReimbursementCategory', id: string, name: string, code?: string | null }> };

export type UpdateMileageSettingsMutationVariables = Exact<{
  data: MileageSettingsInput;
}>;


export type UpdateMileageSettingsMutation = { __typename?: 'Mutation', updateMileageSettings: { __typename?: 'MileageSettings', mileageValue: number, mileagePolicyUrl?: string | null, mileageGeneralLedgerId?: string | null, mileageGeneralLedger?: { __typename?: 'ReimbursementCategory', id: string, name: string, code?: string | null } | null } };

export type MileageSubmissionFieldsFragment = { __typename?: 'MileageSubmission', id: string, date: string, from: string, to: string, miles: number, purpose: string, rate: number, amount: number, status: RequestStatus, transactionId: string, budget?: { __typename?: 'Budget', id: string, name: string } | null, generalLedger?: { __typename?: 'ReimbursementCategory', id: string, name: string, code?: string | null } | null };

export type MileageSubmissionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MileageSubmissionsQuery = { __typename?: 'Query', mileageSubmissions: Array<{ __typename?: 'MileageSubmission', id: string, date: string, from: string, to: string, miles: number, purpose: string, rate: number, amount: number, status: RequestStatus, transactionId: string, budget?: { __typename?: 'Budget', id: string, name: string } | null, generalLedger?: { __typename?: 'ReimbursementCategory', id: string, name: string, code?: string | null } | null }> };

export type MileageSubmissionQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MileageSubmissionQuery = { __typename?: 'Query', mileageSubmission?: { __typename?: 'MileageSubmission', createdAt: string, id: string, date: string, from: string, to: string, miles: number, purpose: string, rate: number, amount: number, status: RequestStatus, transactionId: string, spender?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null, budget?: { __typename?: 'Budget', id: string, name: string } | null, generalLedger?: { __typename?: 'ReimbursementCategory', id: string, name: string, code?: string | null } | null } | null };

export type CreateMileageSubmissionMutationVariables = Exact<{
  data: MileageSubmissionCreateInput;
}>;


export type CreateMileageSubmissionMutation = { __typename?: 'Mutation', createOneMileageSubmission: { __typename?: 'MileageSubmission', id: string, date: string, from: string, to: string, miles: number, purpose: string, rate: number, amount: number, status: RequestStatus, transactionId: string, budget?: { __typename?: 'Budget', id: string, name: string } | null, generalLedger?: { __typename?: 'ReimbursementCategory', id: string, name: string, code?: string | null } | null } };

export type MySpenderBudgetsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySpenderBudgetsQuery = { __typename?: 'Query', person: { __typename?: 'Person', id: string, spenderBudgets: Array<{ __typename?: 'Budget', id: string, name: string, color: string, funding: number, active: boolean }> } };

export type AgreementStatusFieldsFragment = { __typename?: 'CompanyAgreements', cardMemberAgreement: { __typename?: 'AgreementStatus', required: boolean, acceptedOn?: string | null }, privacyPolicy: { __typename?: 'AgreementStatus', required: boolean, acceptedOn?: string | null }, termsOfUse: { __typename?: 'AgreementStatus', required: boolean, acceptedOn?: string | null } };

export type CompanyAgreementsQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyAgreementsQuery = { __typename?: 'Query', companyAgreements: { __typename?: 'CompanyAgreements', cardMemberAgreement: { __typename?: 'AgreementStatus', required: boolean, acceptedOn?: string | null }, privacyPolicy: { __typename?: 'AgreementStatus', required: boolean, acceptedOn?: string | null }, termsOfUse: { __typename?: 'AgreementStatus', required: boolean, acceptedOn?: string | null } } };

export type AcceptCmaMutationVariables = Exact<{ [key: string]: never; }>;


export type AcceptCmaMutation = { __typename?: 'Mutation', createOneCMA: { __typename?: 'CompanyAgreements', cardMemberAgreement: { __typename?: 'AgreementStatus', required: boolean, acceptedOn?: string | null }, privacyPolicy: { __typename?: 'AgreementStatus', required: boolean, acceptedOn?: string | null }, termsOfUse: { __typename?: 'AgreementStatus', required: boolean, acceptedOn?: string | null } } };

export type AcceptPrivacyPolicyMutationVariables = Exact<{ [key: string]: never; }>;


export type AcceptPrivacyPolicyMutation = { __typename?: 'Mutation', createOnePrivacyPolicyAgreement: { __typename?: 'CompanyAgreements', cardMemberAgreement: { __typename?: 'AgreementStatus', required: boolean, acceptedOn?: string | null }, privacyPolicy: { __typename?: 'AgreementStatus', required: boolean, acceptedOn?: string | null }, termsOfUse: { __typename?: 'AgreementStatus', required: boolean, acceptedOn?: string | null } } };

export type AcceptTermsOfUseMutationVariables = Exact<{ [key: string]: never; }>;


export type AcceptTermsOfUseMutation = { __typename?: 'Mutation', createOneTermsOfUse: { __typename?: 'CompanyAgreements', cardMemberAgreement: { __typename?: 'AgreementStatus', required: boolean, acceptedOn?: string | null }, privacyPolicy: { __typename?: 'AgreementStatus', required: boolean, acceptedOn?: string | null }, termsOfUse: { __typename?: 'AgreementStatus', required: boolean, acceptedOn?: string | null } } };

export type TransactionsReportQueryVariables = Exact<{
  where?: InputMaybe<TransactionWhereInput>;
  orderBy?: InputMaybe<Array<TransactionOrderByInput> | TransactionOrderByInput>;
  options?: InputMaybe<ReportOptionsInput>;
}>;


export type TransactionsReportQuery = { __typename?: 'Query', transactionsReport: { __typename?: 'ReportResult', url: string, fileName: string } };

export type ReceiptsExportQueryVariables = Exact<{
  where?: InputMaybe<TransactionWhereInput>;
  orderBy?: InputMaybe<Array<TransactionOrderByInput> | TransactionOrderByInput>;
  options?: InputMaybe<ReportOptionsInput>;
}>;


export type ReceiptsExportQuery = { __typename?: 'Query', receiptsExport: { __typename?: 'ReportResult', url: string, fileName: string } };

export type CardsReportQueryVariables = Exact<{
  where?: InputMaybe<CardWhereInput>;
  orderBy?: InputMaybe<Array<CardOrderByInput> | CardOrderByInput>;
  options?: InputMaybe<ReportOptionsInput>;
}>;


export type CardsReportQuery = { __typename?: 'Query', cardsReport: { __typename?: 'ReportResult', url: string, fileName: string } };

export type PaymentsReportQueryVariables = Exact<{
  where?: InputMaybe<PaymentWhereInput>;
  options?: InputMaybe<ReportOptionsInput>;
}>;


export type PaymentsReportQuery = { __typename?: 'Query', paymentsReport: { __typename?: 'ReportResult', url: string, fileName: string } };

export type ApprovalRequestFieldsFragment = { __typename?: 'ApprovalRequest', id: string, kind: ApprovalRequestKind, title: string, reason?: string | null, amount: number, status: RequestStatus, level: number, levelCount: number, canReview: boolean, createdAt: string, review?: string | null, merchant?: string | null, expenseDate?: string | null, category?: { __typename?: 'ReimbursementCategory', id: string, name: string } | null, budget?: { __typename?: 'Budget', id: string, name: string } | null, requestor?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null, onBehalfOf?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null };

export type ApprovalRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type ApprovalRequestsQuery = { __typename?: 'Query', approvalRequests: Array<{ __typename?: 'ApprovalRequest', id: string, kind: ApprovalRequestKind, title: string, reason?: string | null, amount: number, status: RequestStatus, level: number, levelCount: number, canReview: boolean, createdAt: string, review?: string | null, merchant?: string | null, expenseDate?: string | null, category?: { __typename?: 'ReimbursementCategory', id: string, name: string } | null, budget?: { __typename?: 'Budget', id: string, name: string } | null, requestor?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null, onBehalfOf?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null }> };

export type ApprovalRequestChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ApprovalRequestChangedSubscription = { __typename?: 'Subscription', approvalRequestChanged: { __typename?: 'ApprovalRequest', id: string, kind: ApprovalRequestKind, title: string, reason?: string | null, amount: number, status: RequestStatus, level: number, levelCount: number, canReview: boolean, createdAt: string, review?: string | null, merchant?: string | null, expenseDate?: string | null, category?: { __typename?: 'ReimbursementCategory', id: string, name: string } | null, budget?: { __typename?: 'Budget', id: string, name: string } | null, requestor?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null, onBehalfOf?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null } };

export type ReviewBudgetIncreaseMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: ReviewOutcome;
}>;


export type ReviewBudgetIncreaseMutation = { __typename?: 'Mutation', updateOneBudgetIncreaseRequest: { __typename?: 'ApprovalRequest', id: string, kind: ApprovalRequestKind, title: string, reason?: string | null, amount: number, status: RequestStatus, level: number, levelCount: number, canReview: boolean, createdAt: string, review?: string | null, merchant?: string | null, expenseDate?: string | null, category?: { __typename?: 'ReimbursementCategory', id: string, name: string } | null, budget?: { __typename?: 'Budget', id: string, name: string } | null, requestor?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null, onBehalfOf?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null } };

export type ReviewReimbursementMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: ReviewOutcome;
}>;


export type ReviewReimbursementMutation = { __typename?: 'Mutation', updateOneReimbursement: { __typename?: 'Reimbursement', id: string, status: RequestStatus } };

export type ReimbursementFormQueryVariables = Exact<{ [key: string]: never; }>;


export type ReimbursementFormQuery = { __typename?: 'Query', me: { __typename?: 'CurrentUser', id: string, reimbursementsInfo?: { __typename?: 'ReimbursementsInfo', isCompanyReady: boolean, isUserReady: boolean } | null }, reimbursableTransactions: Array<{ __typename?: 'Transaction', id: string, description: string, amount: number, initial_transaction_date: string }>, reimbursementCategories: Array<{ __typename?: 'ReimbursementCategory', id: string, name: string, code?: string | null }> };

export type CreateReimbursementMutationVariables = Exact<{
  data: ReimbursementCreateInput;
}>;


export type CreateReimbursementMutation = { __typename?: 'Mutation', createOneReimbursement: { __typename?: 'Reimbursement', id: string, title: string, amount: number, status: RequestStatus, merchant?: string | null, expenseDate?: string | null } };

export type ApprovalLevelsQueryVariables = Exact<{ [key: string]: never; }>;


export type ApprovalLevelsQuery = { __typename?: 'Query', approvalLevels: Array<{ __typename?: 'ApprovalLevel', approver: Approver, above: number }> };

export type UpdateApprovalLevelsMutationVariables = Exact<{
  data: Array<ApprovalLevelInput> | ApprovalLevelInput;
}>;


export type UpdateApprovalLevelsMutation = { __typename?: 'Mutation', updateApprovalLevels: Array<{ __typename?: 'ApprovalLevel', approver: Approver, above: number }> };

export type MccReferenceQueryVariables = Exact<{
  q?: InputMaybe<Scalars['String']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
}>;


export type MccReferenceQuery = { __typename?: 'Query', mccCodes: Array<{ __typename?: 'MccCode', id: string, mccCode: string, combinedDescription: string }> };

export type DeniedMccCodesQueryVariables = Exact<{ [key: string]: never; }>;


export type DeniedMccCodesQuery = { __typename?: 'Query', deniedMccCodes: Array<{ __typename?: 'DeniedMccCode', mccCode: string, combinedDescription: string, declines: number }> };

export type MyProfileFieldsFragment = { __typename?: 'Person', id: string, first_name: string, middle_name?: string | null, last_name: string, title?: string | null, phone_number?: string | null, embossName?: string | null, address?: { __typename?: 'Address', id: string, address_line1: string, address_line2?: string | null, city: string, state: string, postal_code: string, country: string } | null };

export type MyProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProfileQuery = { __typename?: 'Query', me: { __typename?: 'CurrentUser', id: string, email: string, firstName: string, lastName: string, mainRoleName: string, avatarUrl?: string | null }, person: { __typename?: 'Person', id: string, first_name: string, middle_name?: string | null, last_name: string, title?: string | null, phone_number?: string | null, embossName?: string | null, address?: { __typename?: 'Address', id: string, address_line1: string, address_line2?: string | null, city: string, state: string, postal_code: string, country: string } | null }, company: { __typename?: 'Company', id: string, dba_name: string } };

export type UpdateProfileMutationVariables = Exact<{
  data: MyProfileInput;
}>;


export type UpdateProfileMutation = { __typename?: 'Mutation', updateMyProfile: { __typename?: 'Person', id: string, first_name: string, middle_name?: string | null, last_name: string, title?: string | null, phone_number?: string | null, embossName?: string | null, address?: { __typename?: 'Address', id: string, address_line1: string, address_line2?: string | null, city: string, state: string, postal_code: string, country: string } | null } };

export type UpdateMyPasswordMutationVariables = Exact<{
  data: PasswordChangeInput;
}>;


export type UpdateMyPasswordMutation = { __typename?: 'Mutation', updateMyPassword: boolean };

export type UpdateMyAvatarMutationVariables = Exact<{
  uploadId: Scalars['ID']['input'];
}>;


export type UpdateMyAvatarMutation = { __typename?: 'Mutation', updateMyAvatar: { __typename?: 'User', id: string, avatarUrl?: string | null } };

export type RemoveMyAvatarMutationVariables = Exact<{ [key: string]: never; }>;


export type RemoveMyAvatarMutation = { __typename?: 'Mutation', removeMyAvatar: { __typename?: 'User', id: string, avatarUrl?: string | null } };

export type BooksPolicyQueryVariables = Exact<{ [key: string]: never; }>;


export type BooksPolicyQuery = { __typename?: 'Query', company: { __typename?: 'Company', id: string, booksPolicy: { __typename?: 'BooksPolicy', receiptRequiredAbove?: number | null, subscriptionReceiptsExempt: boolean, isProjectsEnabled: boolean, isInvoiceNumberEnabled: boolean, receiptLockDays?: number | null } } };

export type UpdateBooksPolicyMutationVariables = Exact<{
  data: BooksPolicyInput;
}>;


export type UpdateBooksPolicyMutation = { __typename?: 'Mutation', updateBooksPolicy: { __typename?: 'BooksPolicy', receiptRequiredAbove?: number | null, subscriptionReceiptsExempt: boolean, isProjectsEnabled: boolean, isInvoiceNumberEnabled: boolean, receiptLockDays?: number | null } };

export type CompanySettingsFieldsFragment = { __typename?: 'Company', id: string, dba_name: string, dba_address?: string | null, isCMARequired: boolean, isPPRequired: boolean, isTOURequired: boolean, spendersSubCardsEnabled: boolean, isAllocationUnrestricted: boolean, isSecondFactorRequired: boolean, isDualControlRequired: boolean, budgetNumbers: boolean };

export type CompanySettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanySettingsQuery = { __typename?: 'Query', company: { __typename?: 'Company', id: string, dba_name: string, dba_address?: string | null, isCMARequired: boolean, isPPRequired: boolean, isTOURequired: boolean, spendersSubCardsEnabled: boolean, isAllocationUnrestricted: boolean, isSecondFactorRequired: boolean, isDualControlRequired: boolean, budgetNumbers: boolean } };

export type UpdateCompanySettingsMutationVariables = Exact<{
  data: CompanyUpdateInput;
}>;


export type UpdateCompanySettingsMutation = { __typename?: 'Mutation', updateOneCompany: { __typename?: 'Company', id: string, dba_name: string, dba_address?: string | null, isCMARequired: boolean, isPPRequired: boolean, isTOURequired: boolean, spendersSubCardsEnabled: boolean, isAllocationUnrestricted: boolean, isSecondFactorRequired: boolean, isDualControlRequired: boolean, budgetNumbers: boolean } };

export type ExpensePolicyFieldsFragment = { __typename?: 'ExpensePolicy', mealLimitPerAttendee?: number | null, blockedCategories: Array<string>, flagWeekends: boolean, timeZone: string, splitWindowMinutes?: number | null, flagMissingReceipts: boolean, receiptRequiredAbove?: number | null, categoryLimits: Array<{ __typename?: 'PolicyCategoryLimit', category: string, perTransaction?: number | null, perDay?: number | null }>, workingHours?: { __typename?: 'WorkingHours', start: number, end: number } | null };

export type ExpensePolicyQueryVariables = Exact<{ [key: string]: never; }>;


export type ExpensePolicyQuery = { __typename?: 'Query', expensePolicy: { __typename?: 'ExpensePolicy', mealLimitPerAttendee?: number | null, blockedCategories: Array<string>, flagWeekends: boolean, timeZone: string, splitWindowMinutes?: number | null, flagMissingReceipts: boolean, receiptRequiredAbove?: number | null, categoryLimits: Array<{ __typename?: 'PolicyCategoryLimit', category: string, perTransaction?: number | null, perDay?: number | null }>, workingHours?: { __typename?: 'WorkingHours', start: number, end: number } | null }, policyCategories: Array<{ __typename?: 'PolicyCategory', key: string, name: string }> };

export type UpdateExpensePolicyMutationVariables = Exact<{
  data: ExpensePolicyInput;
}>;


export type UpdateExpensePolicyMutation = { __typename?: 'Mutation', updateExpensePolicy: { __typename?: 'ExpensePolicy', mealLimitPerAttendee?: number | null, blockedCategories: Array<string>, flagWeekends: boolean, timeZone: string, splitWindowMinutes?: number | null, flagMissingReceipts: boolean, receiptRequiredAbove?: number | null, categoryLimits: Array<{ __typename?: 'PolicyCategoryLimit', category: string, perTransaction?: number | null, perDay?: number | null }>, workingHours?: { __typename?: 'WorkingHours', start: number, end: number } | null } };

export type OutOfOfficeQueryVariables = Exact<{ [key: string]: never; }>;


export type OutOfOfficeQuery = { __typename?: 'Query', myApprovalDelegations: Array<{ __typename?: 'ApprovalDelegation', id: string, startsOn: string, endsOn: string, delegate?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null }>, approvalDelegateCandidates: Array<{ __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } }> };

export type DelegateApprovalsMutationVariables = Exact<{
  data: ApprovalDelegationCreateInput;
}>;


export type DelegateApprovalsMutation = { __typename?: 'Mutation', createOneApprovalDelegation: { __typename?: 'ApprovalDelegation', id: string } };

export type CancelDelegationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CancelDelegationMutation = { __typename?: 'Mutation', deleteOneApprovalDelegation: { __typename?: 'ApprovalDelegation', id: string } };

export type StatementFieldsFragment = { __typename?: 'Statement', id: string, dateStart: string, dateEnd: string, startingBalance: number, endingBalance: number, currentBalance: number, payments: number, credits: number, debits: number, interest: number, fees: number, rebate: number, transactionCount: number, amountDue: number, dueDate: string, paid: number, stillDue: number, paymentStatus: StatementPaymentStatus, company?: { __typename?: 'Company', id: string, dba_name: string } | null };

export type StatementsQueryVariables = Exact<{ [key: string]: never; }>;


export type StatementsQuery = { __typename?: 'Query', statements: Array<{ __typename?: 'Statement', id: string, dateStart: string, dateEnd: string, startingBalance: number, endingBalance: number, currentBalance: number, payments: number, credits: number, debits: number, interest: number, fees: number, rebate: number, transactionCount: number, amountDue: number, dueDate: string, paid: number, stillDue: number, paymentStatus: StatementPaymentStatus, company?: { __typename?: 'Company', id: string, dba_name: string } | null }>, upcomingStatement?: { __typename?: 'UpcomingStatement', dateStart: string, dateEnd: string, debits: number, credits: number, refunds: number, rebate: number, interest: number, payments: number, transactionCount: number, endingBalance: number } | null };

export type StatementQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type StatementQuery = { __typename?: 'Query', statement?: { __typename?: 'Statement', id: string, dateStart: string, dateEnd: string, startingBalance: number, endingBalance: number, currentBalance: number, payments: number, credits: number, debits: number, interest: number, fees: number, rebate: number, transactionCount: number, amountDue: number, dueDate: string, paid: number, stillDue: number, paymentStatus: StatementPaymentStatus, company?: { __typename?: 'Company', id: string, dba_name: string } | null } | null, statementTransactions: Array<{ __typename?: 'StatementTransaction', id: string, transactionId: string, kind: StatementTransactionKind, amount: number, at: string, transaction?: { __typename?: 'Transaction', id: string, description: string } | null }> };

export type StatementReportQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  format?: InputMaybe<StatementFileFormat>;
}>;


export type StatementReportQuery = { __typename?: 'Query', statementReport: { __typename?: 'ReportResult', url: string, fileName: string } };

export type StatementsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type StatementsChangedSubscription = { __typename?: 'Subscription', statementsChanged: boolean };

export type TodoQueryVariables = Exact<{ [key: string]: never; }>;


export type TodoQuery = { __typename?: 'Query', todo: { __typename?: 'Todo', count: number, items: Array<{ __typename?: 'TodoItem', id: string, kind: string, missing: Array<{ __typename?: 'MissingDetail', kind: string, message: string }>, transaction?: { __typename?: 'Transaction', id: string, description: string, amount: number, initial_transaction_date: string } | null, receipt?: { __typename?: 'InboxReceipt', id: string, fileName: string, url: string, contentType: string, suggestions: Array<{ __typename?: 'ReceiptMatch', transactionId: string, transactionAmount: number, dayDifference?: number | null }> } | null }> } };

export type AttachTodoReceiptMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  uploadId: Scalars['ID']['input'];
}>;


export type AttachTodoReceiptMutation = { __typename?: 'Mutation', attachTransactionReceipt: { __typename?: 'Transaction', id: string, completeness: string, receipts: Array<{ __typename?: 'Receipt', fileId: string }> } };

export type ConfirmTodoMatchMutationVariables = Exact<{
  receiptId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
}>;


export type ConfirmTodoMatchMutation = { __typename?: 'Mutation', attachInboxReceipt: { __typename?: 'Transaction', id: string, completeness: string, receipts: Array<{ __typename?: 'Receipt', fileId: string }> } };

export type UpdateTransactionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  data: TransactionUpdateInput;
}>;


export type UpdateTransactionMutation = { __typename?: 'Mutation', updateOneTransaction: { __typename?: 'Transaction', id: string, description: string, vendor: string, amount: number, currency: string, status: TransactionStatus, source: TransactionSource, isReversed: boolean, isDeclined: boolean, isLocked: boolean, declinedReason?: string | null, disputedReason?: string | null, completeness: string, policyOutcome: PolicyOutcome, syncState?: SyncState | null, needsReceipt: boolean, initial_transaction_date: string, paymentMethodDetail?: string | null, generalLedgerId?: string | null, projectId?: string | null, authorizedAmount: number, refundedAmount: number, paymentType: PaymentType, memo?: string | null, mcc?: string | null, mccDescription?: string | null, merchantCountry?: string | null, posted_on?: string | null, isPosted: boolean, notes?: string | null, invoiceNumber?: string | null, missingDetails: Array<{ __typename?: 'MissingDetail', kind: string, message: string }>, receipts: Array<{ __typename?: 'Receipt', fileId: string, fileName: string, contentType: string, sizeBytes: number, url: string, reading?: { __typename?: 'ReceiptReading', method: string, failure?: string | null, merchant?: string | null, date?: string | null, total?: number | null, currency?: string | null, cardLast4?: string | null } | null }>, spender?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null, budget?: { __typename?: 'Budget', id: string, name: string } | null, policyFindings: Array<{ __typename?: 'PolicyFinding', rule: string, outcome: PolicyOutcome, message: string }>, policyExplanation?: { __typename?: 'PolicyExplanation', text: string, at: string, isCurrent: boolean, by?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null, findings: Array<{ __typename?: 'PolicyFinding', rule: string, message: string }> } | null, adjustments: Array<{ __typename?: 'TransactionAdjustment', id: string, reason: AdjustmentReason, amountDelta: number, syncState: AdjustmentSyncState, createdAt: string }>, customFieldValues: Array<{ __typename?: 'CustomFieldValue', customFieldId: string, value: string }>, automaticCoding?: { __typename?: 'AutomaticCoding', kind: CodingSourceKind, ruleId?: string | null, ruleName?: string | null, basedOnTransactions?: number | null, fields: Array<string> } | null, splits?: Array<{ __typename?: 'TransactionSplitLine', amount: number, generalLedgerId?: string | null, projectId?: string | null, budgetId?: string | null }> | null, dispute?: { __typename?: 'TransactionDispute', id: string, status: DisputeStatus } | null, card?: { __typename?: 'Card', id: string, card_type: CardKind, last4Digits: string, receiptLocked: boolean, receiptsMissing: Array<{ __typename?: 'Transaction', id: string }> } | null } };

export type UndoAutomaticCodingMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type UndoAutomaticCodingMutation = { __typename?: 'Mutation', undoAutomaticCoding: { __typename?: 'Transaction', id: string, description: string, vendor: string, amount: number, currency: string, status: TransactionStatus, source: TransactionSource, isReversed: boolean, isDeclined: boolean, isLocked: boolean, declinedReason?: string | null, disputedReason?: string | null, completeness: string, policyOutcome: PolicyOutcome, syncState?: SyncState | null, needsReceipt: boolean, initial_transaction_date: string, paymentMethodDetail?: string | null, generalLedgerId?: string | null, projectId?: string | null, authorizedAmount: number, refundedAmount: number, paymentType: PaymentType, memo?: string | null, mcc?: string | null, mccDescription?: string | null, merchantCountry?: string | null, posted_on?: string | null, isPosted: boolean, notes?: string | null, invoiceNumber?: string | null, missingDetails: Array<{ __typename?: 'MissingDetail', kind: string, message: string }>, receipts: Array<{ __typename?: 'Receipt', fileId: string, fileName: string, contentType: string, sizeBytes: number, url: string, reading?: { __typename?: 'ReceiptReading', method: string, failure?: string | null, merchant?: string | null, date?: string | null, total?: number | null, currency?: string | null, cardLast4?: string | null } | null }>, spender?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null, budget?: { __typename?: 'Budget', id: string, name: string } | null, policyFindings: Array<{ __typename?: 'PolicyFinding', rule: string, outcome: PolicyOutcome, message: string }>, policyExplanation?: { __typename?: 'PolicyExplanation', text: string, at: string, isCurrent: boolean, by?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null, findings: Array<{ __typename?: 'PolicyFinding', rule: string, message: string }> } | null, adjustments: Array<{ __typename?: 'TransactionAdjustment', id: string, reason: AdjustmentReason, amountDelta: number, syncState: AdjustmentSyncState, createdAt: string }>, customFieldValues: Array<{ __typename?: 'CustomFieldValue', customFieldId: string, value: string }>, automaticCoding?: { __typename?: 'AutomaticCoding', kind: CodingSourceKind, ruleId?: string | null, ruleName?: string | null, basedOnTransactions?: number | null, fields: Array<string> } | null, splits?: Array<{ __typename?: 'TransactionSplitLine', amount: number, generalLedgerId?: string | null, projectId?: string | null, budgetId?: string | null }> | null, dispute?: { __typename?: 'TransactionDispute', id: string, status: DisputeStatus } | null, card?: { __typename?: 'Card', id: string, card_type: CardKind, last4Digits: string, receiptLocked: boolean, receiptsMissing: Array<{ __typename?: 'Transaction', id: string }> } | null } };

export type CreateTransactionMutationVariables = Exact<{
  data: TransactionCreateInput;
}>;


export type CreateTransactionMutation = { __typename?: 'Mutation', createOneTransaction: { __typename?: 'Transaction', id: string } };

export type LockTransactionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type LockTransactionMutation = { __typename?: 'Mutation', lockTransaction: { __typename?: 'Transaction', id: string, description: string, vendor: string, amount: number, currency: string, status: TransactionStatus, source: TransactionSource, isReversed: boolean, isDeclined: boolean, isLocked: boolean, declinedReason?: string | null, disputedReason?: string | null, completeness: string, policyOutcome: PolicyOutcome, syncState?: SyncState | null, needsReceipt: boolean, initial_transaction_date: string, paymentMethodDetail?: string | null, generalLedgerId?: string | null, projectId?: string | null, authorizedAmount: number, refundedAmount: number, paymentType: PaymentType, memo?: string | null, mcc?: string | null, mccDescription?: string | null, merchantCountry?: string | null, posted_on?: string | null, isPosted: boolean, notes?: string | null, invoiceNumber?: string | null, missingDetails: Array<{ __typename?: 'MissingDetail', kind: string, message: string }>, receipts: Array<{ __typename?: 'Receipt', fileId: string, fileName: string, contentType: string, sizeBytes: number, url: string, reading?: { __typename?: 'ReceiptReading', method: string, failure?: string | null, merchant?: string | null, date?: string | null, total?: number | null, currency?: string | null, cardLast4?: string | null } | null }>, spender?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null, budget?: { __typename?: 'Budget', id: string, name: string } | null, policyFindings: Array<{ __typename?: 'PolicyFinding', rule: string, outcome: PolicyOutcome, message: string }>, policyExplanation?: { __typename?: 'PolicyExplanation', text: string, at: string, isCurrent: boolean, by?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null, findings: Array<{ __typename?: 'PolicyFinding', rule: string, message: string }> } | null, adjustments: Array<{ __typename?: 'TransactionAdjustment', id: string, reason: AdjustmentReason, amountDelta: number, syncState: AdjustmentSyncState, createdAt: string }>, customFieldValues: Array<{ __typename?: 'CustomFieldValue', customFieldId: string, value: string }>, automaticCoding?: { __typename?: 'AutomaticCoding', kind: CodingSourceKind, ruleId?: string | null, ruleName?: string | null, basedOnTransactions?: number | null, fields: Array<string> } | null, splits?: Array<{ __typename?: 'TransactionSplitLine', amount: number, generalLedgerId?: string | null, projectId?: string | null, budgetId?: string | null }> | null, dispute?: { __typename?: 'TransactionDispute', id: string, status: DisputeStatus } | null, card?: { __typename?: 'Card', id: string, card_type: CardKind, last4Digits: string, receiptLocked: boolean, receiptsMissing: Array<{ __typename?: 'Transaction', id: string }> } | null } };

export type UnlockTransactionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type UnlockTransactionMutation = { __typename?: 'Mutation', unlockTransaction: { __typename?: 'Transaction', id: string, description: string, vendor: string, amount: number, currency: string, status: TransactionStatus, source: TransactionSource, isReversed: boolean, isDeclined: boolean, isLocked: boolean, declinedReason?: string | null, disputedReason?: string | null, completeness: string, policyOutcome: PolicyOutcome, syncState?: SyncState | null, needsReceipt: boolean, initial_transaction_date: string, paymentMethodDetail?: string | null, generalLedgerId?: string | null, projectId?: string | null, authorizedAmount: number, refundedAmount: number, paymentType: PaymentType, memo?: string | null, mcc?: string | null, mccDescription?: string | null, merchantCountry?: string | null, posted_on?: string | null, isPosted: boolean, notes?: string | null, invoiceNumber?: string | null, missingDetails: Array<{ __typename?: 'MissingDetail', kind: string, message: string }>, receipts: Array<{ __typename?: 'Receipt', fileId: string, fileName: string, contentType: string, sizeBytes: number, url: string, reading?: { __typename?: 'ReceiptReading', method: string, failure?: string | null, merchant?: string | null, date?: string | null, total?: number | null, currency?: string | null, cardLast4?: string | null } | null }>, spender?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null, budget?: { __typename?: 'Budget', id: string, name: string } | null, policyFindings: Array<{ __typename?: 'PolicyFinding', rule: string, outcome: PolicyOutcome, message: string }>, policyExplanation?: { __typename?: 'PolicyExplanation', text: string, at: string, isCurrent: boolean, by?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null, findings: Array<{ __typename?: 'PolicyFinding', rule: string, message: string }> } | null, adjustments: Array<{ __typename?: 'TransactionAdjustment', id: string, reason: AdjustmentReason, amountDelta: number, syncState: AdjustmentSyncState, createdAt: string }>, customFieldValues: Array<{ __typename?: 'CustomFieldValue', customFieldId: string, value: string }>, automaticCoding?: { __typename?: 'AutomaticCoding', kind: CodingSourceKind, ruleId?: string | null, ruleName?: string | null, basedOnTransactions?: number | null, fields: Array<string> } | null, splits?: Array<{ __typename?: 'TransactionSplitLine', amount: number, generalLedgerId?: string | null, projectId?: string | null, budgetId?: string | null }> | null, dispute?: { __typename?: 'TransactionDispute', id: string, status: DisputeStatus } | null, card?: { __typename?: 'Card', id: string, card_type: CardKind, last4Digits: string, receiptLocked: boolean, receiptsMissing: Array<{ __typename?: 'Transaction', id: string }> } | null } };

export type SoftDeleteTransactionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SoftDeleteTransactionMutation = { __typename?: 'Mutation', softDeleteOneTransaction: { __typename?: 'TransactionDeletePayload', id: string } };

export type DisputeTransactionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  data: TransactionDisputeInput;
}>;


export type DisputeTransactionMutation = { __typename?: 'Mutation', createOneTransactionDispute: { __typename?: 'Transaction', id: string, description: string, vendor: string, amount: number, currency: string, status: TransactionStatus, source: TransactionSource, isReversed: boolean, isDeclined: boolean, isLocked: boolean, declinedReason?: string | null, disputedReason?: string | null, completeness: string, policyOutcome: PolicyOutcome, syncState?: SyncState | null, needsReceipt: boolean, initial_transaction_date: string, paymentMethodDetail?: string | null, generalLedgerId?: string | null, projectId?: string | null, authorizedAmount: number, refundedAmount: number, paymentType: PaymentType, memo?: string | null, mcc?: string | null, mccDescription?: string | null, merchantCountry?: string | null, posted_on?: string | null, isPosted: boolean, notes?: string | null, invoiceNumber?: string | null, missingDetails: Array<{ __typename?: 'MissingDetail', kind: string, message: string }>, receipts: Array<{ __typename?: 'Receipt', fileId: string, fileName: string, contentType: string, sizeBytes: number, url: string, reading?: { __typename?: 'ReceiptReading', method: string, failure?: string | null, merchant?: string | null, date?: string | null, total?: number | null, currency?: string | null, cardLast4?: string | null } | null }>, spender?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null, budget?: { __typename?: 'Budget', id: string, name: string } | null, policyFindings: Array<{ __typename?: 'PolicyFinding', rule: string, outcome: PolicyOutcome, message: string }>, policyExplanation?: { __typename?: 'PolicyExplanation', text: string, at: string, isCurrent: boolean, by?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null, findings: Array<{ __typename?: 'PolicyFinding', rule: string, message: string }> } | null, adjustments: Array<{ __typename?: 'TransactionAdjustment', id: string, reason: AdjustmentReason, amountDelta: number, syncState: AdjustmentSyncState, createdAt: string }>, customFieldValues: Array<{ __typename?: 'CustomFieldValue', customFieldId: string, value: string }>, automaticCoding?: { __typename?: 'AutomaticCoding', kind: CodingSourceKind, ruleId?: string | null, ruleName?: string | null, basedOnTransactions?: number | null, fields: Array<string> } | null, splits?: Array<{ __typename?: 'TransactionSplitLine', amount: number, generalLedgerId?: string | null, projectId?: string | null, budgetId?: string | null }> | null, dispute?: { __typename?: 'TransactionDispute', id: string, status: DisputeStatus } | null, card?: { __typename?: 'Card', id: string, card_type: CardKind, last4Digits: string, receiptLocked: boolean, receiptsMissing: Array<{ __typename?: 'Transaction', id: string }> } | null } };

export type CloseTransactionDisputeMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CloseTransactionDisputeMutation = { __typename?: 'Mutation', closeOneTransactionDispute: { __typename?: 'Transaction', id: string, description: string, vendor: string, amount: number, currency: string, status: TransactionStatus, source: TransactionSource, isReversed: boolean, isDeclined: boolean, isLocked: boolean, declinedReason?: string | null, disputedReason?: string | null, completeness: string, policyOutcome: PolicyOutcome, syncState?: SyncState | null, needsReceipt: boolean, initial_transaction_date: string, paymentMethodDetail?: string | null, generalLedgerId?: string | null, projectId?: string | null, authorizedAmount: number, refundedAmount: number, paymentType: PaymentType, memo?: string | null, mcc?: string | null, mccDescription?: string | null, merchantCountry?: string | null, posted_on?: string | null, isPosted: boolean, notes?: string | null, invoiceNumber?: string | null, missingDetails: Array<{ __typename?: 'MissingDetail', kind: string, message: string }>, receipts: Array<{ __typename?: 'Receipt', fileId: string, fileName: string, contentType: string, sizeBytes: number, url: string, reading?: { __typename?: 'ReceiptReading', method: string, failure?: string | null, merchant?: string | null, date?: string | null, total?: number | null, currency?: string | null, cardLast4?: string | null } | null }>, spender?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null, budget?: { __typename?: 'Budget', id: string, name: string } | null, policyFindings: Array<{ __typename?: 'PolicyFinding', rule: string, outcome: PolicyOutcome, message: string }>, policyExplanation?: { __typename?: 'PolicyExplanation', text: string, at: string, isCurrent: boolean, by?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null, findings: Array<{ __typename?: 'PolicyFinding', rule: string, message: string }> } | null, adjustments: Array<{ __typename?: 'TransactionAdjustment', id: string, reason: AdjustmentReason, amountDelta: number, syncState: AdjustmentSyncState, createdAt: string }>, customFieldValues: Array<{ __typename?: 'CustomFieldValue', customFieldId: string, value: string }>, automaticCoding?: { __typename?: 'AutomaticCoding', kind: CodingSourceKind, ruleId?: string | null, ruleName?: string | null, basedOnTransactions?: number | null, fields: Array<string> } | null, splits?: Array<{ __typename?: 'TransactionSplitLine', amount: number, generalLedgerId?: string | null, projectId?: string | null, budgetId?: string | null }> | null, dispute?: { __typename?: 'TransactionDispute', id: string, status: DisputeStatus } | null, card?: { __typename?: 'Card', id: string, card_type: CardKind, last4Digits: string, receiptLocked: boolean, receiptsMissing: Array<{ __typename?: 'Transaction', id: string }> } | null } };

export type AttachTransactionReceiptMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  uploadId: Scalars['ID']['input'];
}>;


export type AttachTransactionReceiptMutation = { __typename?: 'Mutation', attachTransactionReceipt: { __typename?: 'Transaction', id: string, description: string, vendor: string, amount: number, currency: string, status: TransactionStatus, source: TransactionSource, isReversed: boolean, isDeclined: boolean, isLocked: boolean, declinedReason?: string | null, disputedReason?: string | null, completeness: string, policyOutcome: PolicyOutcome, syncState?: SyncState | null, needsReceipt: boolean, initial_transaction_date: string, paymentMethodDetail?: string | null, generalLedgerId?: string | null, projectId?: string | null, authorizedAmount: number, refundedAmount: number, paymentType: PaymentType, memo?: string | null, mcc?: string | null, mccDescription?: string | null, merchantCountry?: string | null, posted_on?: string | null, isPosted: boolean, notes?: string | null, invoiceNumber?: string | null, missingDetails: Array<{ __typename?: 'MissingDetail', kind: string, message: string }>, receipts: Array<{ __typename?: 'Receipt', fileId: string, fileName: string, contentType: string, sizeBytes: number, url: string, reading?: { __typename?: 'ReceiptReading', method: string, failure?: string | null, merchant?: string | null, date?: string | null, total?: number | null, currency?: string | null, cardLast4?: string | null } | null }>, spender?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null, budget?: { __typename?: 'Budget', id: string, name: string } | null, policyFindings: Array<{ __typename?: 'PolicyFinding', rule: string, outcome: PolicyOutcome, message: string }>, policyExplanation?: { __typename?: 'PolicyExplanation', text: string, at: string, isCurrent: boolean, by?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null, findings: Array<{ __typename?: 'PolicyFinding', rule: string, message: string }> } | null, adjustments: Array<{ __typename?: 'TransactionAdjustment', id: string, reason: AdjustmentReason, amountDelta: number, syncState: AdjustmentSyncState, createdAt: string }>, customFieldValues: Array<{ __typename?: 'CustomFieldValue', customFieldId: string, value: string }>, automaticCoding?: { __typename?: 'AutomaticCoding', kind: CodingSourceKind, ruleId?: string | null, ruleName?: string | null, basedOnTransactions?: number | null, fields: Array<string> } | null, splits?: Array<{ __typename?: 'TransactionSplitLine', amount: number, generalLedgerId?: string | null, projectId?: string | null, budgetId?: string | null }> | null, dispute?: { __typename?: 'TransactionDispute', id: string, status: DisputeStatus } | null, card?: { __typename?: 'Card', id: string, card_type: CardKind, last4Digits: string, receiptLocked: boolean, receiptsMissing: Array<{ __typename?: 'Transaction', id: string }> } | null } };

export type RemoveTransactionReceiptMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  fileId: Scalars['ID']['input'];
}>;


export type RemoveTransactionReceiptMutation = { __typename?: 'Mutation', removeTransactionReceipt: { __typename?: 'Transaction', id: string, description: string, vendor: string, amount: number, currency: string, status: TransactionStatus, source: TransactionSource, isReversed: boolean, isDeclined: boolean, isLocked: boolean, declinedReason?: string | null, disputedReason?: string | null, completeness: string, policyOutcome: PolicyOutcome, syncState?: SyncState | null, needsReceipt: boolean, initial_transaction_date: string, paymentMethodDetail?: string | null, generalLedgerId?: string | null, projectId?: string | null, authorizedAmount: number, refundedAmount: number, paymentType: PaymentType, memo?: string | null, mcc?: string | null, mccDescription?: string | null, merchantCountry?: string | null, posted_on?: string | null, isPosted: boolean, notes?: string | null, invoiceNumber?: string | null, missingDetails: Array<{ __typename?: 'MissingDetail', kind: string, message: string }>, receipts: Array<{ __typename?: 'Receipt', fileId: string, fileName: string, contentType: string, sizeBytes: number, url: string, reading?: { __typename?: 'ReceiptReading', method: string, failure?: string | null, merchant?: string | null, date?: string | null, total?: number | null, currency?: string | null, cardLast4?: string | null } | null }>, spender?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null, budget?: { __typename?: 'Budget', id: string, name: string } | null, policyFindings: Array<{ __typename?: 'PolicyFinding', rule: string, outcome: PolicyOutcome, message: string }>, policyExplanation?: { __typename?: 'PolicyExplanation', text: string, at: string, isCurrent: boolean, by?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null, findings: Array<{ __typename?: 'PolicyFinding', rule: string, message: string }> } | null, adjustments: Array<{ __typename?: 'TransactionAdjustment', id: string, reason: AdjustmentReason, amountDelta: number, syncState: AdjustmentSyncState, createdAt: string }>, customFieldValues: Array<{ __typename?: 'CustomFieldValue', customFieldId: string, value: string }>, automaticCoding?: { __typename?: 'AutomaticCoding', kind: CodingSourceKind, ruleId?: string | null, ruleName?: string | null, basedOnTransactions?: number | null, fields: Array<string> } | null, splits?: Array<{ __typename?: 'TransactionSplitLine', amount: number, generalLedgerId?: string | null, projectId?: string | null, budgetId?: string | null }> | null, dispute?: { __typename?: 'TransactionDispute', id: string, status: DisputeStatus } | null, card?: { __typename?: 'Card', id: string, card_type: CardKind, last4Digits: string, receiptLocked: boolean, receiptsMissing: Array<{ __typename?: 'Transaction', id: string }> } | null } };

export type DeleteTransactionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteTransactionMutation = { __typename?: 'Mutation', deleteOneTransaction: { __typename?: 'TransactionDeletePayload', id: string } };

export type ExplainPolicyFindingMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  explanation: Scalars['String']['input'];
}>;


export type ExplainPolicyFindingMutation = { __typename?: 'Mutation', explainPolicyFinding: { __typename?: 'Transaction', id: string, policyOutcome: PolicyOutcome, policyExplanation?: { __typename?: 'PolicyExplanation', text: string, at: string, isCurrent: boolean, by?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null, findings: Array<{ __typename?: 'PolicyFinding', rule: string, message: string }> } | null } };

export type CodingOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type CodingOptionsQuery = { __typename?: 'Query', customFields: { __typename?: 'CustomFieldPage', items: Array<{ __typename?: 'CustomField', id: string, name: string, is_required: boolean, options: Array<{ __typename?: 'CustomFieldOption', id: string, name: string, archived: boolean }> }> }, company: { __typename?: 'Company', id: string, isProjectsEnabled: boolean, isInvoiceNumberEnabled: boolean } };

export type CodingGlCodesQueryVariables = Exact<{ [key: string]: never; }>;


export type CodingGlCodesQuery = { __typename?: 'Query', codingOptions: { __typename?: 'CodingOptions', generalLedgers: Array<{ __typename?: 'CodingGlCode', id: string, name: string, code?: string | null }> } };

export type GlCodeNamesQueryVariables = Exact<{ [key: string]: never; }>;


export type GlCodeNamesQuery = { __typename?: 'Query', generalLedgers: { __typename?: 'GeneralLedgerPage', items: Array<{ __typename?: 'GeneralLedger', id: string, name: string, code?: string | null }> } };

export type ProjectOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProjectOptionsQuery = { __typename?: 'Query', projects: { __typename?: 'ProjectPage', items: Array<{ __typename?: 'Project', id: string, name: string }> } };

export type TransactionSearchOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type TransactionSearchOptionsQuery = { __typename?: 'Query', transactionSearchOptions: { __typename?: 'TransactionSearchOptions', spenders: Array<{ __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } }>, budgets: Array<{ __typename?: 'Budget', id: string, name: string }>, cards: Array<{ __typename?: 'Card', id: string, last4Digits: string }> } };

export type TransactionMethodsQueryVariables = Exact<{ [key: string]: never; }>;


export type TransactionMethodsQuery = { __typename?: 'Query', transactionMethods: Array<{ __typename?: 'TransactionMethod', paymentType: PaymentType, detailLabel: string }>, disputeReasons: Array<{ __typename?: 'DisputeReason', id: string, name: string }> };

export type TransactionFieldsFragment = { __typename?: 'Transaction', id: string, description: string, vendor: string, amount: number, currency: string, status: TransactionStatus, source: TransactionSource, isReversed: boolean, isDeclined: boolean, isLocked: boolean, declinedReason?: string | null, disputedReason?: string | null, completeness: string, policyOutcome: PolicyOutcome, syncState?: SyncState | null, needsReceipt: boolean, initial_transaction_date: string, paymentMethodDetail?: string | null, generalLedgerId?: string | null, projectId?: string | null, missingDetails: Array<{ __typename?: 'MissingDetail', kind: string, message: string }>, receipts: Array<{ __typename?: 'Receipt', fileId: string }>, spender?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null, budget?: { __typename?: 'Budget', id: string, name: string } | null };

export type TransactionsQueryVariables = Exact<{
  take?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<TransactionOrderByInput> | TransactionOrderByInput>;
  where?: InputMaybe<TransactionWhereInput>;
}>;


export type TransactionsQuery = { __typename?: 'Query', transactions: { __typename?: 'TransactionPage', count: number, items: Array<{ __typename?: 'Transaction', id: string, description: string, vendor: string, amount: number, currency: string, status: TransactionStatus, source: TransactionSource, isReversed: boolean, isDeclined: boolean, isLocked: boolean, declinedReason?: string | null, disputedReason?: string | null, completeness: string, policyOutcome: PolicyOutcome, syncState?: SyncState | null, needsReceipt: boolean, initial_transaction_date: string, paymentMethodDetail?: string | null, generalLedgerId?: string | null, projectId?: string | null, missingDetails: Array<{ __typename?: 'MissingDetail', kind: string, message: string }>, receipts: Array<{ __typename?: 'Receipt', fileId: string }>, spender?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null, budget?: { __typename?: 'Budget', id: string, name: string } | null }> } };

export type TransactionDetailFieldsFragment = { __typename?: 'Transaction', authorizedAmount: number, refundedAmount: number, paymentType: PaymentType, memo?: string | null, mcc?: string | null, mccDescription?: string | null, merchantCountry?: string | null, posted_on?: string | null, isPosted: boolean, notes?: string | null, invoiceNumber?: string | null, policyFindings: Array<{ __typename?: 'PolicyFinding', rule: string, outcome: PolicyOutcome, message: string }>, policyExplanation?: { __typename?: 'PolicyExplanation', text: string, at: string, isCurrent: boolean, by?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null, findings: Array<{ __typename?: 'PolicyFinding', rule: string, message: string }> } | null, adjustments: Array<{ __typename?: 'TransactionAdjustment', id: string, reason: AdjustmentReason, amountDelta: number, syncState: AdjustmentSyncState, createdAt: string }>, customFieldValues: Array<{ __typename?: 'CustomFieldValue', customFieldId: string, value: string }>, automaticCoding?: { __typename?: 'AutomaticCoding', kind: CodingSourceKind, ruleId?: string | null, ruleName?: string | null, basedOnTransactions?: number | null, fields: Array<string> } | null, splits?: Array<{ __typename?: 'TransactionSplitLine', amount: number, generalLedgerId?: string | null, projectId?: string | null, budgetId?: string | null }> | null, dispute?: { __typename?: 'TransactionDispute', id: string, status: DisputeStatus } | null, receipts: Array<{ __typename?: 'Receipt', fileId: string, fileName: string, contentType: string, sizeBytes: number, url: string, reading?: { __typename?: 'ReceiptReading', method: string, failure?: string | null, merchant?: string | null, date?: string | null, total?: number | null, currency?: string | null, cardLast4?: string | null } | null }>, card?: { __typename?: 'Card', id: string, card_type: CardKind, last4Digits: string, receiptLocked: boolean, receiptsMissing: Array<{ __typename?: 'Transaction', id: string }> } | null };

export type TransactionQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TransactionQuery = { __typename?: 'Query', transaction?: { __typename?: 'Transaction', id: string, description: string, vendor: string, amount: number, currency: string, status: TransactionStatus, source: TransactionSource, isReversed: boolean, isDeclined: boolean, isLocked: boolean, declinedReason?: string | null, disputedReason?: string | null, completeness: string, policyOutcome: PolicyOutcome, syncState?: SyncState | null, needsReceipt: boolean, initial_transaction_date: string, paymentMethodDetail?: string | null, generalLedgerId?: string | null, projectId?: string | null, authorizedAmount: number, refundedAmount: number, paymentType: PaymentType, memo?: string | null, mcc?: string | null, mccDescription?: string | null, merchantCountry?: string | null, posted_on?: string | null, isPosted: boolean, notes?: string | null, invoiceNumber?: string | null, missingDetails: Array<{ __typename?: 'MissingDetail', kind: string, message: string }>, receipts: Array<{ __typename?: 'Receipt', fileId: string, fileName: string, contentType: string, sizeBytes: number, url: string, reading?: { __typename?: 'ReceiptReading', method: string, failure?: string | null, merchant?: string | null, date?: string | null, total?: number | null, currency?: string | null, cardLast4?: string | null } | null }>, spender?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null, budget?: { __typename?: 'Budget', id: string, name: string } | null, policyFindings: Array<{ __typename?: 'PolicyFinding', rule: string, outcome: PolicyOutcome, message: string }>, policyExplanation?: { __typename?: 'PolicyExplanation', text: string, at: string, isCurrent: boolean, by?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null, findings: Array<{ __typename?: 'PolicyFinding', rule: string, message: string }> } | null, adjustments: Array<{ __typename?: 'TransactionAdjustment', id: string, reason: AdjustmentReason, amountDelta: number, syncState: AdjustmentSyncState, createdAt: string }>, customFieldValues: Array<{ __typename?: 'CustomFieldValue', customFieldId: string, value: string }>, automaticCoding?: { __typename?: 'AutomaticCoding', kind: CodingSourceKind, ruleId?: string | null, ruleName?: string | null, basedOnTransactions?: number | null, fields: Array<string> } | null, splits?: Array<{ __typename?: 'TransactionSplitLine', amount: number, generalLedgerId?: string | null, projectId?: string | null, budgetId?: string | null }> | null, dispute?: { __typename?: 'TransactionDispute', id: string, status: DisputeStatus } | null, card?: { __typename?: 'Card', id: string, card_type: CardKind, last4Digits: string, receiptLocked: boolean, receiptsMissing: Array<{ __typename?: 'Transaction', id: string }> } | null } | null };

export type TransactionChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type TransactionChangedSubscription = { __typename?: 'Subscription', transactionChanged: { __typename?: 'Transaction', cardId?: string | null, id: string, description: string, vendor: string, amount: number, currency: string, status: TransactionStatus, source: TransactionSource, isReversed: boolean, isDeclined: boolean, isLocked: boolean, declinedReason?: string | null, disputedReason?: string | null, completeness: string, policyOutcome: PolicyOutcome, syncState?: SyncState | null, needsReceipt: boolean, initial_transaction_date: string, paymentMethodDetail?: string | null, generalLedgerId?: string | null, projectId?: string | null, missingDetails: Array<{ __typename?: 'MissingDetail', kind: string, message: string }>, receipts: Array<{ __typename?: 'Receipt', fileId: string }>, spender?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null, budget?: { __typename?: 'Budget', id: string, name: string } | null } };

export type ReceiptInboxQueryVariables = Exact<{ [key: string]: never; }>;


export type ReceiptInboxQuery = { __typename?: 'Query', receiptInbox: Array<{ __typename?: 'InboxReceipt', id: string, fileName: string, contentType: string, sizeBytes: number, receivedAt: string, url: string, sameTransactions: boolean, duplicateOf?: string | null, reading?: { __typename?: 'ReceiptReading', method: string, failure?: string | null, merchant?: string | null, date?: string | null, total?: number | null, currency?: string | null, cardLast4?: string | null } | null, suggestions: Array<{ __typename?: 'ReceiptMatch', transactionId: string }> }>, receiptsMailAddresses: { __typename?: 'ReceiptsMailAddresses', shared: string, personal: string } };

export type AttachInboxReceiptMutationVariables = Exact<{
  receiptId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
}>;


export type AttachInboxReceiptMutation = { __typename?: 'Mutation', attachInboxReceipt: { __typename?: 'Transaction', id: string, description: string, vendor: string, amount: number, currency: string, status: TransactionStatus, source: TransactionSource, isReversed: boolean, isDeclined: boolean, isLocked: boolean, declinedReason?: string | null, disputedReason?: string | null, completeness: string, policyOutcome: PolicyOutcome, syncState?: SyncState | null, needsReceipt: boolean, initial_transaction_date: string, paymentMethodDetail?: string | null, generalLedgerId?: string | null, projectId?: string | null, authorizedAmount: number, refundedAmount: number, paymentType: PaymentType, memo?: string | null, mcc?: string | null, mccDescription?: string | null, merchantCountry?: string | null, posted_on?: string | null, isPosted: boolean, notes?: string | null, invoiceNumber?: string | null, missingDetails: Array<{ __typename?: 'MissingDetail', kind: string, message: string }>, receipts: Array<{ __typename?: 'Receipt', fileId: string, fileName: string, contentType: string, sizeBytes: number, url: string, reading?: { __typename?: 'ReceiptReading', method: string, failure?: string | null, merchant?: string | null, date?: string | null, total?: number | null, currency?: string | null, cardLast4?: string | null } | null }>, spender?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null, budget?: { __typename?: 'Budget', id: string, name: string } | null, policyFindings: Array<{ __typename?: 'PolicyFinding', rule: string, outcome: PolicyOutcome, message: string }>, policyExplanation?: { __typename?: 'PolicyExplanation', text: string, at: string, isCurrent: boolean, by?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null, findings: Array<{ __typename?: 'PolicyFinding', rule: string, message: string }> } | null, adjustments: Array<{ __typename?: 'TransactionAdjustment', id: string, reason: AdjustmentReason, amountDelta: number, syncState: AdjustmentSyncState, createdAt: string }>, customFieldValues: Array<{ __typename?: 'CustomFieldValue', customFieldId: string, value: string }>, automaticCoding?: { __typename?: 'AutomaticCoding', kind: CodingSourceKind, ruleId?: string | null, ruleName?: string | null, basedOnTransactions?: number | null, fields: Array<string> } | null, splits?: Array<{ __typename?: 'TransactionSplitLine', amount: number, generalLedgerId?: string | null, projectId?: string | null, budgetId?: string | null }> | null, dispute?: { __typename?: 'TransactionDispute', id: string, status: DisputeStatus } | null, card?: { __typename?: 'Card', id: string, card_type: CardKind, last4Digits: string, receiptLocked: boolean, receiptsMissing: Array<{ __typename?: 'Transaction', id: string }> } | null } };

export type UploadInboxReceiptMutationVariables = Exact<{
  uploadId: Scalars['ID']['input'];
}>;


export type UploadInboxReceiptMutation = { __typename?: 'Mutation', uploadInboxReceipt: { __typename?: 'InboxReceipt', id: string } };

export type TransactionBulkFieldsFragment = { __typename?: 'TransactionBulkPayload', done: Array<string>, failures: Array<{ __typename?: 'TransactionBulkFailure', id: string, message: string }> };

export type UpdateManyTransactionsMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
  data: TransactionBulkCodingInput;
}>;


export type UpdateManyTransactionsMutation = { __typename?: 'Mutation', updateManyTransactions: { __typename?: 'TransactionBulkPayload', done: Array<string>, failures: Array<{ __typename?: 'TransactionBulkFailure', id: string, message: string }> } };

export type LockManyTransactionsMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type LockManyTransactionsMutation = { __typename?: 'Mutation', lockManyTransactions: { __typename?: 'TransactionBulkPayload', done: Array<string>, failures: Array<{ __typename?: 'TransactionBulkFailure', id: string, message: string }> } };

export type RequestTransactionReceiptsMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type RequestTransactionReceiptsMutation = { __typename?: 'Mutation', requestTransactionReceipts: { __typename?: 'TransactionBulkPayload', done: Array<string>, failures: Array<{ __typename?: 'TransactionBulkFailure', id: string, message: string }> } };

export type RequestTransactionReceiptMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RequestTransactionReceiptMutation = { __typename?: 'Mutation', requestTransactionReceipt: { __typename?: 'Transaction', id: string, description: string, vendor: string, amount: number, currency: string, status: TransactionStatus, source: TransactionSource, isReversed: boolean, isDeclined: boolean, isLocked: boolean, declinedReason?: string | null, disputedReason?: string | null, completeness: string, policyOutcome: PolicyOutcome, syncState?: SyncState | null, needsReceipt: boolean, initial_transaction_date: string, paymentMethodDetail?: string | null, generalLedgerId?: string | null, projectId?: string | null, missingDetails: Array<{ __typename?: 'MissingDetail', kind: string, message: string }>, receipts: Array<{ __typename?: 'Receipt', fileId: string }>, spender?: { __typename?: 'User', id: string, person: { __typename?: 'Person', first_name: string, last_name: string } } | null, budget?: { __typename?: 'Budget', id: string, name: string } | null } };

export type TransactionViewFieldsFragment = { __typename?: 'TransactionView', id: string, name: string, shared: boolean, isMine: boolean, hiddenColumns: Array<string>, params: Array<{ __typename?: 'TransactionViewParam', name: string, value: string }>, missing: Array<{ __typename?: 'TransactionViewMissing', param: string, message: string }> };

export type TransactionViewsQueryVariables = Exact<{ [key: string]: never; }>;


export type TransactionViewsQuery = { __typename?: 'Query', transactionViews: Array<{ __typename?: 'TransactionView', id: string, name: string, shared: boolean, isMine: boolean, hiddenColumns: Array<string>, params: Array<{ __typename?: 'TransactionViewParam', name: string, value: string }>, missing: Array<{ __typename?: 'TransactionViewMissing', param: string, message: string }> }> };

export type CreateTransactionViewMutationVariables = Exact<{
  data: TransactionViewInput;
}>;


export type CreateTransactionViewMutation = { __typename?: 'Mutation', createOneTransactionView: { __typename?: 'TransactionView', id: string, name: string, shared: boolean, isMine: boolean, hiddenColumns: Array<string>, params: Array<{ __typename?: 'TransactionViewParam', name: string, value: string }>, missing: Array<{ __typename?: 'TransactionViewMissing', param: string, message: string }> } };

export type UpdateTransactionViewMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  data: TransactionViewUpdateInput;
}>;


export type UpdateTransactionViewMutation = { __typename?: 'Mutation', updateOneTransactionView: { __typename?: 'TransactionView', id: string, name: string, shared: boolean, isMine: boolean, hiddenColumns: Array<string>, params: Array<{ __typename?: 'TransactionViewParam', name: string, value: string }>, missing: Array<{ __typename?: 'TransactionViewMissing', param: string, message: string }> } };

export type DeleteTransactionViewMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteTransactionViewMutation = { __typename?: 'Mutation', deleteOneTransactionView: { __typename?: 'TransactionDeletePayload', id: string } };

export type VendorOptionsQueryVariables = Exact<{
  q?: InputMaybe<Scalars['String']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
}>;


export type VendorOptionsQuery = { __typename?: 'Query', vendors: { __typename?: 'VendorPage', items: Array<{ __typename?: 'Vendor', name: string, transactionCount: number }> } };

export type WebhookEndpointFieldsFragment = { __typename?: 'WebhookEndpoint', id: string, url: string, eventTypes: Array<string>, enabled: boolean, createdAt: string, secretRotatedAt?: string | null };

export type WebhookEndpointsQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookEndpointsQuery = { __typename?: 'Query', webhookEventTypes: Array<string>, webhookEndpoints: Array<{ __typename?: 'WebhookEndpoint', id: string, url: string, eventTypes: Array<string>, enabled: boolean, createdAt: string, secretRotatedAt?: string | null }> };

export type WebhookDeliveriesQueryVariables = Exact<{
  endpointId: Scalars['ID']['input'];
}>;


export type WebhookDeliveriesQuery = { __typename?: 'Query', webhookDeliveries: Array<{ __typename?: 'WebhookDelivery', id: string, eventId: string, eventType: string, status: WebhookDeliveryStatus, createdAt: string, attempts: Array<{ __typename?: 'WebhookDeliveryAttempt', attempt: number, statusCode?: number | null, durationMs: number, error?: string | null, outcome: string, attemptedAt: string }> }> };

export type CreateWebhookEndpointMutationVariables = Exact<{
  data: WebhookEndpointInput;
}>;


export type CreateWebhookEndpointMutation = { __typename?: 'Mutation', createOneWebhookEndpoint: { __typename?: 'WebhookEndpointWithSecret', secret: string, endpoint: { __typename?: 'WebhookEndpoint', id: string, url: string, eventTypes: Array<string>, enabled: boolean, createdAt: string, secretRotatedAt?: string | null } } };

export type SetWebhookEndpointEnabledMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  enabled: Scalars['Boolean']['input'];
}>;


export type SetWebhookEndpointEnabledMutation = { __typename?: 'Mutation', setWebhookEndpointEnabled: { __typename?: 'WebhookEndpoint', id: string, url: string, eventTypes: Array<string>, enabled: boolean, createdAt: string, secretRotatedAt?: string | null } };

export type RotateWebhookSecretMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RotateWebhookSecretMutation = { __typename?: 'Mutation', rotateWebhookSecret: { __typename?: 'WebhookEndpointWithSecret', secret: string, endpoint: { __typename?: 'WebhookEndpoint', id: string, url: string, eventTypes: Array<string>, enabled: boolean, createdAt: string, secretRotatedAt?: string | null } } };

export type DeleteWebhookEndpointMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteWebhookEndpointMutation = { __typename?: 'Mutation', deleteOneWebhookEndpoint: string };

export type ResendWebhookDeliveryMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ResendWebhookDeliveryMutation = { __typename?: 'Mutation', resendWebhookDelivery: { __typename?: 'WebhookDelivery', id: string, status: WebhookDeliveryStatus } };

export type ReceiptUploadUrlQueryVariables = Exact<{
  fileName: Scalars['String']['input'];
  contentType: Scalars['String']['input'];
  size: Scalars['Int']['input'];
}>;


export type ReceiptUploadUrlQuery = { __typename?: 'Query', receiptUploadUrl: { __typename?: 'UploadUrl', uploadId: string, url: string, method: string, headers: Array<{ __typename?: 'UploadHeader', name: string, value: string }> } };

export type AvatarUploadUrlQueryVariables = Exact<{
  fileName: Scalars['String']['input'];
  contentType: Scalars['String']['input'];
  size: Scalars['Int']['input'];
}>;


export type AvatarUploadUrlQuery = { __typename?: 'Query', avatarUploadUrl: { __typename?: 'UploadUrl', uploadId: string, url: string, method: string, headers: Array<{ __typename?: 'UploadHeader', name: string, value: string }> } };

export type CompanyKindQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyKindQuery = { __typename?: 'Query', company: { __typename?: 'Company', id: string, isReseller: boolean } };
