import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { BudgetModel } from '../budgets/resolvers';
import type { CompanyModel } from '../companies/resolvers';
import type { UserModel } from '../members/resolvers';
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

export type Budget = {
  __typename?: 'Budget';
  active: Scalars['Boolean']['output'];
  children: Array<Budget>;
  color: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  end_at: Scalars['DateTime']['output'];
  funding: Scalars['Cents']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  number?: Maybe<Scalars['String']['output']>;
  /** Cents when soft_limit is Amount, whole percent when Percentage, 0 when None. */
  overage_value: Scalars['Cents']['output'];
  ownerUserId?: Maybe<Scalars['ID']['output']>;
  parent?: Maybe<Budget>;
  parentBudgetId?: Maybe<Scalars['ID']['output']>;
  soft_limit: SoftLimit;
  spenderIds: Array<Scalars['ID']['output']>;
  start_at: Scalars['DateTime']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type BudgetCreateInput = {
  color?: InputMaybe<Scalars['String']['input']>;
  /** Must be the caller's company when given. */
  company?: InputMaybe<ConnectOne>;
  funding: Scalars['Money']['input'];
  name: Scalars['String']['input'];
  number?: InputMaybe<Scalars['String']['input']>;
  overage_value?: InputMaybe<Scalars['Money']['input']>;
  owner?: InputMaybe<ConnectOne>;
  parentBudget?: InputMaybe<ConnectOne>;
  soft_limit?: InputMaybe<SoftLimit>;
  spenders?: InputMaybe<ConnectMany>;
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

export type BudgetUpdateInput = {
  funding?: InputMaybe<Scalars['Money']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
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

export type Mutation = {
  __typename?: 'Mutation';
  _unused?: Maybe<Scalars['Boolean']['output']>;
  archiveOneBudget: Budget;
  /** Creates a client company under the caller's company (permission: client create). */
  createCompanyV2: Company;
  createOneBudget: Budget;
  createOneUserV2: User;
  restoreOneBudget: Budget;
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
};


export type MutationCreateOneUserV2Args = {
  data: UserCreateInput;
};


export type MutationRestoreOneBudgetArgs = {
  where: WhereUniqueInput;
};


export type MutationUpdateOneBudgetArgs = {
  data: BudgetUpdateInput;
  where: WhereUniqueInput;
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
  budget?: Maybe<Budget>;
  budgets: BudgetPage;
  company: Company;
  /** The signed-in user in their current company. */
  me: CurrentUser;
};


export type QueryBudgetArgs = {
  where: WhereUniqueInput;
};


export type QueryBudgetsArgs = {
  orderBy?: InputMaybe<Array<BudgetOrderByInput>>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<BudgetWhereInput>;
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

export type Subscription = {
  __typename?: 'Subscription';
  _unused?: Maybe<Scalars['Boolean']['output']>;
  /** Pushes a budget of the caller's company whenever it changes (optionally only the one given). */
  budgetChanged: Budget;
};


export type SubscriptionBudgetChangedArgs = {
  where?: InputMaybe<WhereUniqueInput>;
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
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Budget: ResolverTypeWrapper<BudgetModel>;
  BudgetCreateInput: BudgetCreateInput;
  BudgetOrderByInput: BudgetOrderByInput;
  BudgetPage: ResolverTypeWrapper<Omit<BudgetPage, 'items'> & { items: Array<ResolversTypes['Budget']> }>;
  BudgetSortField: BudgetSortField;
  BudgetUpdateInput: BudgetUpdateInput;
  BudgetWhereInput: BudgetWhereInput;
  Cents: ResolverTypeWrapper<Scalars['Cents']['output']>;
  Company: ResolverTypeWrapper<CompanyModel>;
  CompanyCreateInput: CompanyCreateInput;
  ConnectMany: ConnectMany;
  ConnectOne: ConnectOne;
  CurrentUser: ResolverTypeWrapper<CurrentUser>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Money: ResolverTypeWrapper<Scalars['Money']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Person: ResolverTypeWrapper<Person>;
  PersonCreateInput: PersonCreateInput;
  PersonCreateOne: PersonCreateOne;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: ResolverTypeWrapper<Role>;
  RoleConnectByName: RoleConnectByName;
  RolesConnect: RolesConnect;
  SoftLimit: SoftLimit;
  SortOrder: SortOrder;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  User: ResolverTypeWrapper<UserModel>;
  UserCreateInput: UserCreateInput;
  WhereUniqueInput: WhereUniqueInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  Budget: BudgetModel;
  BudgetCreateInput: BudgetCreateInput;
  BudgetOrderByInput: BudgetOrderByInput;
  BudgetPage: Omit<BudgetPage, 'items'> & { items: Array<ResolversParentTypes['Budget']> };
  BudgetUpdateInput: BudgetUpdateInput;
  BudgetWhereInput: BudgetWhereInput;
  Cents: Scalars['Cents']['output'];
  Company: CompanyModel;
  CompanyCreateInput: CompanyCreateInput;
  ConnectMany: ConnectMany;
  ConnectOne: ConnectOne;
  CurrentUser: CurrentUser;
  DateTime: Scalars['DateTime']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Money: Scalars['Money']['output'];
  Mutation: Record<PropertyKey, never>;
  Person: Person;
  PersonCreateInput: PersonCreateInput;
  PersonCreateOne: PersonCreateOne;
  Query: Record<PropertyKey, never>;
  Role: Role;
  RoleConnectByName: RoleConnectByName;
  RolesConnect: RolesConnect;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  User: UserModel;
  UserCreateInput: UserCreateInput;
  WhereUniqueInput: WhereUniqueInput;
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
  ownerUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['Budget']>, ParentType, ContextType>;
  parentBudgetId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  soft_limit?: Resolver<ResolversTypes['SoftLimit'], ParentType, ContextType>;
  spenderIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
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
  createOneUserV2?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateOneUserV2Args, 'data'>>;
  restoreOneBudget?: Resolver<ResolversTypes['Budget'], ParentType, ContextType, RequireFields<MutationRestoreOneBudgetArgs, 'where'>>;
  updateOneBudget?: Resolver<ResolversTypes['Budget'], ParentType, ContextType, RequireFields<MutationUpdateOneBudgetArgs, 'data' | 'where'>>;
};

export type PersonResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Person'] = ResolversParentTypes['Person']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  budget?: Resolver<Maybe<ResolversTypes['Budget']>, ParentType, ContextType, RequireFields<QueryBudgetArgs, 'where'>>;
  budgets?: Resolver<ResolversTypes['BudgetPage'], ParentType, ContextType, RequireFields<QueryBudgetsArgs, 'skip' | 'take'>>;
  company?: Resolver<ResolversTypes['Company'], ParentType, ContextType>;
  me?: Resolver<ResolversTypes['CurrentUser'], ParentType, ContextType>;
};

export type RoleResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  _unused?: SubscriptionResolver<Maybe<ResolversTypes['Boolean']>, "_unused", ParentType, ContextType>;
  budgetChanged?: SubscriptionResolver<ResolversTypes['Budget'], "budgetChanged", ParentType, ContextType, Partial<SubscriptionBudgetChangedArgs>>;
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
  Budget?: BudgetResolvers<ContextType>;
  BudgetPage?: BudgetPageResolvers<ContextType>;
  Cents?: GraphQLScalarType;
  Company?: CompanyResolvers<ContextType>;
  CurrentUser?: CurrentUserResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Money?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  Person?: PersonResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

