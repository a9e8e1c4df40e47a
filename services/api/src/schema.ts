import { readFileSync, readdirSync } from 'node:fs';
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { createSchema } from 'graphql-yoga';
import { isCents, parseIsoTimestamp } from '@spend/domain';
import { agreementResolvers } from './agreements/resolvers';
import { auditResolvers } from './audit/resolvers';
import { snapshotResolvers } from './snapshots/resolvers';
import { bankResolvers } from './bank/resolvers';
import { budgetResolvers } from './budgets/resolvers';
import { cardResolvers } from './cards/resolvers';
import { codingResolvers } from './coding/resolvers';
import { companyResolvers } from './companies/resolvers';
import { dashboardResolvers } from './dashboard/resolvers';
import { fileResolvers } from './files/resolvers';
import type { Resolvers } from './generated/resolvers-types';
import { memberResolvers } from './members/resolvers';
import { mileageResolvers } from './mileage/resolvers';
import { statementResolvers } from './statements/resolvers';
import { accountResolvers } from './account/resolvers';
import { accountingResolvers } from './accounting/resolvers';
import { apiClientResolvers } from './api-clients/resolvers';
import { adjustmentResolvers } from './accounting/adjustments';
import { webhookResolvers } from './webhooks/resolvers';
import { referenceResolvers } from './reference/resolvers';
import { profileResolvers } from './profile/resolvers';
import { receiptInboxResolvers } from './receipts/resolvers';
import { todoResolvers } from './todo/resolvers';
import { notificationResolvers } from './notifications/resolvers';
import { reportResolvers } from './reports/resolvers';
import { requestResolvers } from './requests/resolvers';
import { delegationResolvers } from './requests/delegations';
import { transactionResolvers } from './transactions/resolvers';
import type { ApiContext } from './shared/context';
import { guardStepUp } from './shared/step-up';
import { guardTextArguments } from './shared/text-input';

const MODULES = ['shared', 'companies', 'members', 'budgets', 'notifications', 'agreements', 'dashboard', 'cards', 'transactions', 'audit', 'snapshots', 'bank', 'requests', 'coding', 'files', 'reports', 'mileage', 'statements', 'account', 'accounting', 'api-clients', 'webhooks', 'reference', 'profile', 'receipts', 'todo'];

/** Schema-first: each capability's `.graphql` files, merged. */
export const typeDefs = MODULES.flatMap((dir) => {
  const folder = new URL(`./${dir}/`, import.meta.url);
  return readdirSync(folder)
    .filter((f) => f.endsWith('.graphql'))
    .map((f) => readFileSync(new URL(f, folder), 'utf8'));
});

/** Scalars refuse bad input with a GraphQLError: graphql-js then reports it as the variable's or
 * argument's own error (HTTP 400) instead of an unexpected fault that would be masked. */
const refuse = (message: string): never => {
  throw new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
};

const parseTimestamp = (value: unknown): string => {
  const ms = typeof value === 'string' ? parseIsoTimestamp(value) : null;
  return ms === null ? refuse('DateTime must be an ISO-8601 timestamp of a real day.') : new Date(ms).toISOString();
};

const scalars: Resolvers = {
  Cents: new GraphQLScalarType({
    name: 'Cents',
    // A non-integer on the way out is a fault of ours (masked), not the caller's.
    serialize: (value) => {
      if (!isCents(value)) throw new TypeError('Cents must be a safe integer');
      return value;
    },
    parseValue: (value) => (isCents(value) ? value : refuse('Cents must be a safe integer.')),
    parseLiteral: (ast) => {
      const value = ast.kind === Kind.INT ? Number(ast.value) : NaN;
      return isCents(value) ? value : refuse('Cents must be a safe integer.');
    },
  }),
  Money: new GraphQLScalarType({
    name: 'Money',
    serialize: (value) => String(value),
    // Strings keep what the user typed; numbers are accepted as their decimal text (never rounded here).
    parseValue: (value) => {
      if (typeof value === 'string') return value;
      if (typeof value === 'number' && Number.isFinite(value)) return String(value);
      return refuse('Money must be a decimal string such as "1250.50".');
    },
    parseLiteral: (ast) => {
      if (ast.kind === Kind.STRING || ast.kind === Kind.INT || ast.kind === Kind.FLOAT) return ast.value;
      return refuse('Money must be a decimal string such as "1250.50".');
    },
  }),
  DateTime: new GraphQLScalarType({
    name: 'DateTime',
    serialize: (value) => (value instanceof Date ? value : new Date(String(value))).toISOString(),
    // In: an ISO-8601 timestamp, kept as its normalized UTC string.
    parseValue: (value) => parseTimestamp(value),
    parseLiteral: (ast) => parseTimestamp(ast.kind === Kind.STRING ? ast.value : null),
  }),
};

const merge = (...parts: Resolvers[]): Resolvers => {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const part of parts) {
    for (const [type, fields] of Object.entries(part)) merged[type] = { ...merged[type], ...(fields as Record<string, unknown>) };
  }
  return merged as Resolvers;
};

export const schema = guardStepUp(guardTextArguments(createSchema<ApiContext>({
  typeDefs,
  resolvers: merge(scalars, companyResolvers, memberResolvers, budgetResolvers, notificationResolvers, agreementResolvers, dashboardResolvers, cardResolvers, transactionResolvers, auditResolvers, snapshotResolvers, bankResolvers, requestResolvers, delegationResolvers, codingResolvers, fileResolvers, reportResolvers, mileageResolvers, statementResolvers, accountResolvers, accountingResolvers, apiClientResolvers, adjustmentResolvers, webhookResolvers, referenceResolvers, profileResolvers, receiptInboxResolvers, todoResolvers) as never,
})));
