import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';
import type { GraphQLArgument, GraphQLFieldResolver, GraphQLInputType, GraphQLSchema } from 'graphql';
import { badInput, checkText, textRuleFor } from '@spend/domain';

// The schema's types come from the `graphql` build Node resolves (CommonJS), which vitest may not
// hand this file; its type predicates refuse the other build's objects (see server.ts).
const { defaultFieldResolver, getNamedType, isInputObjectType, isListType, isNonNullType, isObjectType, isScalarType } = createRequire(import.meta.url)('graphql') as typeof GraphQL;

const TEXT_SCALARS = new Set(['String', 'ID']);

/** Whether a value of this input type can hold text somewhere inside it. */
const holdsText = (type: GraphQLInputType, seen = new Set<string>()): boolean => {
  const named = getNamedType(type);
  if (isScalarType(named)) return TEXT_SCALARS.has(named.name);
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some((field) => holdsText(field.type, seen));
};

/** The value with every String and ID checked by the rule of the input field (or argument) holding it; free text comes back trimmed. */
const clean = (type: GraphQLInputType, value: unknown, field: string): unknown => {
  if (value === null || value === undefined) return value;
  if (isNonNullType(type)) return clean(type.ofType, value, field);
  if (isListType(type)) return Array.isArray(value) ? value.map((item) => clean(type.ofType, item, field)) : clean(type.ofType, value, field);
  if (isInputObjectType(type)) {
    const fields = type.getFields();
    return Object.fromEntries(Object.entries(value as object).map(([key, item]) => [key, fields[key] ? clean(fields[key].type, item, key) : item]));
  }
  if (isScalarType(type) && TEXT_SCALARS.has(type.name) && typeof value === 'string') {
    const checked = checkText(value, textRuleFor(field));
    if (!checked.ok) throw badInput(field, checked.message);
    return checked.value;
  }
  return value;
};

const cleanArgs = (defs: readonly GraphQLArgument[], args: Record<string, unknown>): Record<string, unknown> => {
  const cleaned = { ...args };
  for (const def of defs) if (def.name in args) cleaned[def.name] = clean(def.type, args[def.name], def.name);
  return cleaned;
};

const guarded = (defs: readonly GraphQLArgument[], resolve: GraphQLFieldResolver<unknown, unknown>): GraphQLFieldResolver<unknown, unknown> =>
  (source, args, context, info) => resolve(source, cleanArgs(defs, args), context, info);

/**
 * The one place the text rules of `@spend/domain` (shared/text.ts) meet the API: every field whose
 * arguments can hold a String or ID checks them before its resolver runs, so bad text (NUL, lone
 * surrogates, control or bidi-override characters, overlong values) is BAD_USER_INPUT on its field
 * and never reaches a command or the database.
 */
export const guardTextArguments = (schema: GraphQLSchema): GraphQLSchema => {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (!field.args.some((arg) => holdsText(arg.type))) continue;
      field.resolve = guarded(field.args, field.resolve ?? defaultFieldResolver);
      if (field.subscribe) field.subscribe = guarded(field.args, field.subscribe);
    }
  }
  return schema;
};
