import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { BudgetModel } from '../budgets/resolvers';
import type { CompanyModel } from '../companies/resolvers';
import type { UserModel } from '../members/resolvers';
import type { NotificationModel } from '../notifications/resolvers';
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
  children: Array<Budget>;
  color: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  end_at: Scalars['DateTime']['output'];
  /** Integer cents. */
  funding: Scalars['Cents']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  number?: Maybe<Scalars['String']['output']>;
  /** Cents when soft_limit is Amount, whole percent when Percentage, 0 when None. */
  overage_value: Scalars['Cents']['output'];
  owner?: Maybe<User>;
  ownerUserId?: Maybe<Scalars['ID']['output']>;
  parent?: Maybe<Budget>;
  parentBudgetId?: Maybe<Scalars['ID']['output']>;
  soft_limit: SoftLimit;
  spenderIds: Array<Scalars['ID']['output']>;
  spenders: Array<User>;
  start_at: Scalars['DateTime']['output'];
  updatedAt: Scalars['DateTime']['output'];
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

export type BudgetPage = {
  __typename?: 'BudgetPage';
  count: Scalars['Int']['output'];
  items: Array<Budget>;
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

export type Company = {
  __typename?: 'Company';
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
  roles: Array<Scalars['String']['output']>;
};

export type DateRangeInput = {
  end?: InputMaybe<Scalars['DateTime']['input']>;
  start?: InputMaybe<Scalars['DateTime']['input']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  _unused?: Maybe<Scalars['Boolean']['output']>;
  archiveOneBudget: Budget;
  /** Creates a client company under the caller's company (permission: client create). */
  createCompanyV2: Company;
  createOneBudget: Budget;
  createOneCMA: CompanyAgreements;
  createOnePrivacyPolicyAgreement: CompanyAgreements;
  createOneTermsOfUse: CompanyAgreements;
  createOneUserV2: User;
  restoreOneBudget: Budget;
  /** Marks the caller's notifications read (only read: true is accepted: reading cannot be undone). */
  updateManyNotification: BatchPayload;
  updateOneBudget: Budget;
};


export type MutationArchiveOneBudgetArgs = {
  where: WhereUniqueInput;
};


export type MutationCreateCompanyV2Args = {
  data: CompanyCreateInput;
};


export type MutationCreateOneBudgetArgs = {
  data: BudgetCreateInput;
  options?: InputMaybe<BudgetOptionsInput>;
};


export type MutationCreateOneUserV2Args = {
  data: UserCreateInput;
};


export type MutationRestoreOneBudgetArgs = {
  where: WhereUniqueInput;
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

export type Notification = {
  __typename?: 'Notification';
  budgetId?: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  read: Scalars['Boolean']['output'];
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

export type Person = {
  __typename?: 'Person';
  email: Scalars['String']['output'];
  first_name: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  last_name: Scalars['String']['output'];
  title?: Maybe<Scalars['String']['output']>;
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

export type Query = {
  __typename?: 'Query';
  badgeCounts: BadgeCounts;
  budget?: Maybe<Budget>;
  /** Paginated: `take` is 0 to 100; `count` is the total matching `where`. */
  budgets: BudgetPage;
  company: Company;
  companyAgreements: CompanyAgreements;
  /** The signed-in user in their current company. */
  me: CurrentUser;
  myCompanies: Array<CompanyMembership>;
  notifications: NotificationPage;
  /** Team members of the caller's company (permission: team members company read); spec 9 defaults: 25 per page, by name ascending, Active. */
  teamMembers: TeamMemberPage;
};


export type QueryBudgetArgs = {
  where: WhereUniqueInput;
};


export type QueryBudgetsArgs = {
  dateRange?: InputMaybe<DateRangeInput>;
  orderBy?: InputMaybe<Array<BudgetOrderByInput>>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<BudgetWhereInput>;
};


export type QueryNotificationsArgs = {
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<NotificationWhereInput>;
};


export type QueryTeamMembersArgs = {
  orderBy?: InputMaybe<Array<TeamMemberOrderByInput>>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<TeamMemberWhereInput>;
};

export type Role = {
  __typename?: 'Role';
  name: Scalars['String']['output'];
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

export type Subscription = {
  __typename?: 'Subscription';
  _unused?: Maybe<Scalars['Boolean']['output']>;
  /** The caller's badge counts, pushed whenever they change. */
  badgeCountsChanged: BadgeCounts;
  /** Pushes a budget of the caller's company whenever it changes (optionally only the one given). */
  budgetChanged: Budget;
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
  /** Case-insensitive search in first name, last name and email. */
  q?: InputMaybe<Scalars['String']['input']>;
  role?: InputMaybe<Scalars['String']['input']>;
};

export type User = {
  __typename?: 'User';
  archived: Scalars['Boolean']['output'];
  companyId: Scalars['ID']['output'];
  embossName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  mainRoleName: Scalars['String']['output'];
  person: Person;
  roles: Array<Role>;
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
  BadgeCounts: ResolverTypeWrapper<BadgeCounts>;
  BatchPayload: ResolverTypeWrapper<BatchPayload>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Budget: ResolverTypeWrapper<BudgetModel>;
  BudgetCreateInput: BudgetCreateInput;
  BudgetOptionsInput: BudgetOptionsInput;
  BudgetOrderByInput: BudgetOrderByInput;
  BudgetPage: ResolverTypeWrapper<Omit<BudgetPage, 'items'> & { items: Array<ResolversTypes['Budget']> }>;
  BudgetSortField: BudgetSortField;
  BudgetUpdateInput: BudgetUpdateInput;
  BudgetWhereInput: BudgetWhereInput;
  Cents: ResolverTypeWrapper<Scalars['Cents']['output']>;
  Company: ResolverTypeWrapper<CompanyModel>;
  CompanyAgreements: ResolverTypeWrapper<CompanyAgreements>;
  CompanyCreateInput: CompanyCreateInput;
  CompanyMembership: ResolverTypeWrapper<CompanyMembership>;
  ConnectMany: ConnectMany;
  ConnectOne: ConnectOne;
  CurrentUser: ResolverTypeWrapper<CurrentUser>;
  DateRangeInput: DateRangeInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Money: ResolverTypeWrapper<Scalars['Money']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Notification: ResolverTypeWrapper<NotificationModel>;
  NotificationPage: ResolverTypeWrapper<Omit<NotificationPage, 'items'> & { items: Array<ResolversTypes['Notification']> }>;
  NotificationUpdateManyInput: NotificationUpdateManyInput;
  NotificationWhereInput: NotificationWhereInput;
  NotificationWhereManyInput: NotificationWhereManyInput;
  OverageSetInput: OverageSetInput;
  Person: ResolverTypeWrapper<Person>;
  PersonCreateInput: PersonCreateInput;
  PersonCreateOne: PersonCreateOne;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: ResolverTypeWrapper<Role>;
  RoleConnectByName: RoleConnectByName;
  RolesConnect: RolesConnect;
  SoftLimit: SoftLimit;
  SortOrder: SortOrder;
  SpendersUpdateInput: SpendersUpdateInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TeamMemberOrderByInput: TeamMemberOrderByInput;
  TeamMemberPage: ResolverTypeWrapper<Omit<TeamMemberPage, 'items'> & { items: Array<ResolversTypes['User']> }>;
  TeamMemberSortField: TeamMemberSortField;
  TeamMemberWhereInput: TeamMemberWhereInput;
  User: ResolverTypeWrapper<UserModel>;
  UserCreateInput: UserCreateInput;
  WhereUniqueInput: WhereUniqueInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AgreementStatus: AgreementStatus;
  BadgeCounts: BadgeCounts;
  BatchPayload: BatchPayload;
  Boolean: Scalars['Boolean']['output'];
  Budget: BudgetModel;
  BudgetCreateInput: BudgetCreateInput;
  BudgetOptionsInput: BudgetOptionsInput;
  BudgetOrderByInput: BudgetOrderByInput;
  BudgetPage: Omit<BudgetPage, 'items'> & { items: Array<ResolversParentTypes['Budget']> };
  BudgetUpdateInput: BudgetUpdateInput;
  BudgetWhereInput: BudgetWhereInput;
  Cents: Scalars['Cents']['output'];
  Company: CompanyModel;
  CompanyAgreements: CompanyAgreements;
  CompanyCreateInput: CompanyCreateInput;
  CompanyMembership: CompanyMembership;
  ConnectMany: ConnectMany;
  ConnectOne: ConnectOne;
  CurrentUser: CurrentUser;
  DateRangeInput: DateRangeInput;
  DateTime: Scalars['DateTime']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Money: Scalars['Money']['output'];
  Mutation: Record<PropertyKey, never>;
  Notification: NotificationModel;
  NotificationPage: Omit<NotificationPage, 'items'> & { items: Array<ResolversParentTypes['Notification']> };
  NotificationUpdateManyInput: NotificationUpdateManyInput;
  NotificationWhereInput: NotificationWhereInput;
  NotificationWhereManyInput: NotificationWhereManyInput;
  OverageSetInput: OverageSetInput;
  Person: Person;
  PersonCreateInput: PersonCreateInput;
  PersonCreateOne: PersonCreateOne;
  Query: Record<PropertyKey, never>;
  Role: Role;
  RoleConnectByName: RoleConnectByName;
  RolesConnect: RolesConnect;
  SpendersUpdateInput: SpendersUpdateInput;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  TeamMemberOrderByInput: TeamMemberOrderByInput;
  TeamMemberPage: Omit<TeamMemberPage, 'items'> & { items: Array<ResolversParentTypes['User']> };
  TeamMemberWhereInput: TeamMemberWhereInput;
  User: UserModel;
  UserCreateInput: UserCreateInput;
  WhereUniqueInput: WhereUniqueInput;
};

export type AgreementStatusResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AgreementStatus'] = ResolversParentTypes['AgreementStatus']> = {
  acceptedOn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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
  children?: Resolver<Array<ResolversTypes['Budget']>, ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  end_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  funding?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  overage_value?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  ownerUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['Budget']>, ParentType, ContextType>;
  parentBudgetId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  soft_limit?: Resolver<ResolversTypes['SoftLimit'], ParentType, ContextType>;
  spenderIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  spenders?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  start_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type BudgetPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BudgetPage'] = ResolversParentTypes['BudgetPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Budget']>, ParentType, ContextType>;
};

export interface CentsScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Cents'], any> {
  name: 'Cents';
}

export type CompanyResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Company'] = ResolversParentTypes['Company']> = {
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
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface MoneyScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Money'], any> {
  name: 'Money';
}

export type MutationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _unused?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  archiveOneBudget?: Resolver<ResolversTypes['Budget'], ParentType, ContextType, RequireFields<MutationArchiveOneBudgetArgs, 'where'>>;
  createCompanyV2?: Resolver<ResolversTypes['Company'], ParentType, ContextType, RequireFields<MutationCreateCompanyV2Args, 'data'>>;
  createOneBudget?: Resolver<ResolversTypes['Budget'], ParentType, ContextType, RequireFields<MutationCreateOneBudgetArgs, 'data'>>;
  createOneCMA?: Resolver<ResolversTypes['CompanyAgreements'], ParentType, ContextType>;
  createOnePrivacyPolicyAgreement?: Resolver<ResolversTypes['CompanyAgreements'], ParentType, ContextType>;
  createOneTermsOfUse?: Resolver<ResolversTypes['CompanyAgreements'], ParentType, ContextType>;
  createOneUserV2?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateOneUserV2Args, 'data'>>;
  restoreOneBudget?: Resolver<ResolversTypes['Budget'], ParentType, ContextType, RequireFields<MutationRestoreOneBudgetArgs, 'where'>>;
  updateManyNotification?: Resolver<ResolversTypes['BatchPayload'], ParentType, ContextType, RequireFields<MutationUpdateManyNotificationArgs, 'data' | 'where'>>;
  updateOneBudget?: Resolver<ResolversTypes['Budget'], ParentType, ContextType, RequireFields<MutationUpdateOneBudgetArgs, 'data' | 'where'>>;
};

export type NotificationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  budgetId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotificationPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['NotificationPage'] = ResolversParentTypes['NotificationPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
};

export type PersonResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Person'] = ResolversParentTypes['Person']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  badgeCounts?: Resolver<ResolversTypes['BadgeCounts'], ParentType, ContextType>;
  budget?: Resolver<Maybe<ResolversTypes['Budget']>, ParentType, ContextType, RequireFields<QueryBudgetArgs, 'where'>>;
  budgets?: Resolver<ResolversTypes['BudgetPage'], ParentType, ContextType, RequireFields<QueryBudgetsArgs, 'skip' | 'take'>>;
  company?: Resolver<ResolversTypes['Company'], ParentType, ContextType>;
  companyAgreements?: Resolver<ResolversTypes['CompanyAgreements'], ParentType, ContextType>;
  me?: Resolver<ResolversTypes['CurrentUser'], ParentType, ContextType>;
  myCompanies?: Resolver<Array<ResolversTypes['CompanyMembership']>, ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationPage'], ParentType, ContextType, RequireFields<QueryNotificationsArgs, 'skip' | 'take'>>;
  teamMembers?: Resolver<ResolversTypes['TeamMemberPage'], ParentType, ContextType, RequireFields<QueryTeamMembersArgs, 'skip' | 'take'>>;
};

export type RoleResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  _unused?: SubscriptionResolver<Maybe<ResolversTypes['Boolean']>, "_unused", ParentType, ContextType>;
  badgeCountsChanged?: SubscriptionResolver<ResolversTypes['BadgeCounts'], "badgeCountsChanged", ParentType, ContextType>;
  budgetChanged?: SubscriptionResolver<ResolversTypes['Budget'], "budgetChanged", ParentType, ContextType, Partial<SubscriptionBudgetChangedArgs>>;
};

export type TeamMemberPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TeamMemberPage'] = ResolversParentTypes['TeamMemberPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  companyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  embossName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mainRoleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  person?: Resolver<ResolversTypes['Person'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = ApiContext> = {
  AgreementStatus?: AgreementStatusResolvers<ContextType>;
  BadgeCounts?: BadgeCountsResolvers<ContextType>;
  BatchPayload?: BatchPayloadResolvers<ContextType>;
  Budget?: BudgetResolvers<ContextType>;
  BudgetPage?: BudgetPageResolvers<ContextType>;
  Cents?: GraphQLScalarType;
  Company?: CompanyResolvers<ContextType>;
  CompanyAgreements?: CompanyAgreementsResolvers<ContextType>;
  CompanyMembership?: CompanyMembershipResolvers<ContextType>;
  CurrentUser?: CurrentUserResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Money?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationPage?: NotificationPageResolvers<ContextType>;
  Person?: PersonResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TeamMemberPage?: TeamMemberPageResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

