import { readFileSync, readdirSync } from 'node:fs';
import { GraphQLScalarType, Kind } from 'graphql';
import { createSchema } from 'graphql-yoga';
import { isCents } from '@spend/domain';
import { budgetResolvers } from './budgets/resolvers';
import { companyResolvers } from './companies/resolvers';
import type { Resolvers } from './generated/resolvers-types';
import { memberResolvers } from './members/resolvers';
import type { ApiContext } from './shared/context';

const MODULES = ['shared', 'companies', 'members', 'budgets'];

/** Schema-first: each capability's `.graphql` files, merged. */
export const typeDefs = MODULES.flatMap((dir) => {
  const folder = new URL(`./${dir}/`, import.meta.url);
  return readdirSync(folder)
    .filter((f) => f.endsWith('.graphql'))
    .map((f) => readFileSync(new URL(f, folder), 'utf8'));
});

const scalars: Resolvers = {
  Cents: new GraphQLScalarType({
    name: 'Cents',
    serialize: (value) => {
      if (!isCents(value)) throw new TypeError('Cents must be a safe integer');
      return value;
    },
    parseValue: (value) => {
      if (!isCents(value)) throw new TypeError('Cents must be a safe integer');
      return value;
    },
    parseLiteral: (ast) => {
      const value = ast.kind === Kind.INT ? Number(ast.value) : NaN;
      if (!isCents(value)) throw new TypeError('Cents must be a safe integer');
      return value;
    },
  }),
  Money: new GraphQLScalarType({
    name: 'Money',
    serialize: (value) => String(value),
    // Strings keep what the user typed; numbers are accepted as their decimal text (never rounded here).
    parseValue: (value) => {
      if (typeof value === 'string') return value;
      if (typeof value === 'number' && Number.isFinite(value)) return String(value);
      throw new TypeError('Money must be a decimal string such as "1250.50"');
    },
    parseLiteral: (ast) => {
      if (ast.kind === Kind.STRING || ast.kind === Kind.INT || ast.kind === Kind.FLOAT) return ast.value;
      throw new TypeError('Money must be a decimal string such as "1250.50"');
    },
  }),
  DateTime: new GraphQLScalarType({
    name: 'DateTime',
    serialize: (value) => (value instanceof Date ? value : new Date(String(value))).toISOString(),
  }),
};

const merge = (...parts: Resolvers[]): Resolvers => {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const part of parts) {
    for (const [type, fields] of Object.entries(part)) merged[type] = { ...merged[type], ...(fields as Record<string, unknown>) };
  }
  return merged as Resolvers;
};

export const schema = createSchema<ApiContext>({
  typeDefs,
  resolvers: merge(scalars, companyResolvers, memberResolvers, budgetResolvers) as never,
});
