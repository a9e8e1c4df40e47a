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

/**
 * Options the web client sends with budget calls (spec 7). `dateRange` will bound the spend figures once
 * transactions exist; the budget fields served today do not depend on it.
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
  soft_limit?: InputMaybe<SoftLimit>;
  spenders?: InputMaybe<SpendersUpdateInput>;
};

export type BudgetWhereInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Case-insensitive substring of the name. */
  name?: InputMaybe<Scalars['String']['input']>;
  parentBudgetId?: InputMaybe<Scalars['ID']['input']>;
  /** true: only top-level budgets. */
  topLevel?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CompanyCreateInput = {
  dba_name: Scalars['String']['input'];
  isReseller?: InputMaybe<Scalars['Boolean']['input']>;
  /** Company-wide funding; caps the sum of top-level budgets. */
  total_funding?: InputMaybe<Scalars['Money']['input']>;
};

export type ConnectMany = {
  connect: Array<WhereUniqueInput>;
};

export type ConnectOne = {
  connect: WhereUniqueInput;
};

export type DateRangeInput = {
  end?: InputMaybe<Scalars['DateTime']['input']>;
  start?: InputMaybe<Scalars['DateTime']['input']>;
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

export type PersonCreateInput = {
  email: Scalars['String']['input'];
  first_name: Scalars['String']['input'];
  last_name: Scalars['String']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
};

export type PersonCreateOne = {
  create: PersonCreateInput;
};

export type RoleConnectByName = {
  name: Scalars['String']['input'];
};

export type RolesConnect = {
  connect: Array<RoleConnectByName>;
};

export type SoftLimit =
  | 'Amount'
  | 'None'
  | 'Percentage';

export type SortOrder =
  | 'asc'
  | 'desc';

export type SpendersUpdateInput = {
  connect?: InputMaybe<Array<WhereUniqueInput>>;
  disconnect?: InputMaybe<Array<WhereUniqueInput>>;
};

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
  /** Case-insensitive search in first name, last name and email. */
  q?: InputMaybe<Scalars['String']['input']>;
  role?: InputMaybe<Scalars['String']['input']>;
};

export type UserCreateInput = {
  /** Defaults to the caller's company; a child company of it needs the client add-user permission. */
  company?: InputMaybe<ConnectOne>;
  embossName?: InputMaybe<Scalars['String']['input']>;
  person: PersonCreateOne;
  roles: RolesConnect;
  /** Budgets of the member's company the new member spends from; a Spender needs at least one when given. */
  spenderBudgets?: InputMaybe<ConnectMany>;
};

export type WhereUniqueInput = {
  id: Scalars['ID']['input'];
};

export type MyCompaniesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCompaniesQuery = { __typename?: 'Query', myCompanies: Array<{ __typename?: 'CompanyMembership', userId: string, companyName: string, label: string, current: boolean }> };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me: { __typename?: 'CurrentUser', id: string, companyId: string, email: string, firstName: string, lastName: string, roles: Array<string>, mainRoleName: string }, company: { __typename?: 'Company', id: string, dba_name: string } };

export type BadgeCountsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type BadgeCountsSubscription = { __typename?: 'Subscription', badgeCountsChanged: { __typename?: 'BadgeCounts', unreadAlerts: number, incompleteTransactions: number } };

export type NotificationsQueryVariables = Exact<{
  where?: InputMaybe<NotificationWhereInput>;
}>;


export type NotificationsQuery = { __typename?: 'Query', notifications: { __typename?: 'NotificationPage', count: number, items: Array<{ __typename?: 'Notification', id: string, title: string, message: string, read: boolean, type: string, createdAt: string }> } };

export type MarkReadMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type MarkReadMutation = { __typename?: 'Mutation', updateManyNotification: { __typename?: 'BatchPayload', count: number } };

export type BudgetsQueryVariables = Exact<{
  take?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<BudgetWhereInput>;
}>;


export type BudgetsQuery = { __typename?: 'Query', budgets: { __typename?: 'BudgetPage', count: number, items: Array<{ __typename?: 'Budget', id: string, name: string, color: string, funding: number, active: boolean, parentBudgetId?: string | null }> } };

export type BudgetChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type BudgetChangedSubscription = { __typename?: 'Subscription', budgetChanged: { __typename?: 'Budget', id: string, name: string, color: string, funding: number, active: boolean, parentBudgetId?: string | null } };

export type CompanyFundsQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyFundsQuery = { __typename?: 'Query', company: { __typename?: 'Company', id: string, dba_name: string, total_funding: number } };

export type TeamMembersQueryVariables = Exact<{
  take?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<TeamMemberWhereInput>;
}>;


export type TeamMembersQuery = { __typename?: 'Query', teamMembers: { __typename?: 'TeamMemberPage', count: number, items: Array<{ __typename?: 'User', id: string, mainRoleName: string, person: { __typename?: 'Person', first_name: string, last_name: string, email: string, title?: string | null } }> } };

export type AgreementStatusFieldsFragment = { __typename?: 'CompanyAgreements', cardMemberAgreement: { __typename?: 'AgreementStatus', required: boolean, acceptedOn?: string | null }, privacyPolicy: { __typename?: 'AgreementStatus', required: boolean, acceptedOn?: string | null }, termsOfUse: { __typename?: 'AgreementStatus', required: boolean, acceptedOn?: string | null } };

export type CompanyAgreementsQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyAgreementsQuery = { __typename?: 'Query', companyAgreements: { __typename?: 'CompanyAgreements', cardMemberAgreement: { __typename?: 'AgreementStatus', required: boolean, acceptedOn?: string | null }, privacyPolicy: { __typename?: 'AgreementStatus', required: boolean, acceptedOn?: string | null }, termsOfUse: { __typename?: 'AgreementStatus', required: boolean, acceptedOn?: string | null } } };

export type AcceptCmaMutationVariables = Exact<{ [key: string]: never; }>;


export type AcceptCmaMutation = { __typename?: 'Mutation', createOneCMA: { __typename?: 'CompanyAgreements', cardMemberAgreement: { __typename?: 'AgreementStatus', required: boolean, acceptedOn?: string | null }, privacyPolicy: { __typename?: 'AgreementStatus', required: boolean, acceptedOn?: string | null }, termsOfUse: { __typename?: 'AgreementStatus', required: boolean, acceptedOn?: string | null } } };

export type AcceptPrivacyPolicyMutationVariables = Exact<{ [key: string]: never; }>;


export type AcceptPrivacyPolicyMutation = { __typename?: 'Mutation', createOnePrivacyPolicyAgreement: { __typename?: 'CompanyAgreements', cardMemberAgreement: { __typename?: 'AgreementStatus', required: boolean, acceptedOn?: string | null }, privacyPolicy: { __typename?: 'AgreementStatus', required: boolean, acceptedOn?: string | null }, termsOfUse: { __typename?: 'AgreementStatus', required: boolean, acceptedOn?: string | null } } };

export type AcceptTermsOfUseMutationVariables = Exact<{ [key: string]: never; }>;


export type AcceptTermsOfUseMutation = { __typename?: 'Mutation', createOneTermsOfUse: { __typename?: 'CompanyAgreements', cardMemberAgreement: { __typename?: 'AgreementStatus', required: boolean, acceptedOn?: string | null }, privacyPolicy: { __typename?: 'AgreementStatus', required: boolean, acceptedOn?: string | null }, termsOfUse: { __typename?: 'AgreementStatus', required: boolean, acceptedOn?: string | null } } };
