import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';
import type { DocumentNode, GraphQLField, GraphQLNamedType, GraphQLSchema, SelectionSetNode, ValueNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';

// The schema's build of `graphql` (see text-input.ts).
const { GraphQLError, Kind, getNamedType, isListType, isNonNullType, isObjectType, isInterfaceType } = createRequire(import.meta.url)('graphql') as typeof GraphQL;

/**
 * The work a query asks for, counted in rows read: each object a field returns costs 1 per item of
 * the lists above it, a list costs its size, and multiplies what is under it by that size. graphql-armor's cost limit
 * counts fields but not list sizes; this one reads them from `take`/`first` (literal or variable).
 */
export const WORK = {
  /** Most rows one operation may ask for; the web's largest (a page of 100 budget tiles with their figures) is about 2,300. */
  max: 5_000,
  /** A page whose size is not given is counted at the largest page any list serves. */
  unsizedPage: 100,
  /** A list without a size argument (a budget's children, a card's budgets). */
  unsizedList: 10,
} as const;

/** Per-item fields that run a heavier statement (a walk of the budget tree, a per-budget aggregate), by weight. */
const WEIGHTS: Record<string, number> = {
  'Budget.funds': 5, 'Budget.spent': 5, 'Budget.budgeted': 5, 'Budget.percentage': 5, 'Budget.topSpenders': 20,
  'Card.balance': 2, 'Card.totalTransactionAmount': 2,
};

const SIZE_ARGS = new Set(['take', 'first']);

const sizeOf = (field: GraphQLField<unknown, unknown>, nodes: readonly { name: { value: string }; value: ValueNode }[], variables: Record<string, unknown>): number | null => {
  const arg = field.args.find((a) => SIZE_ARGS.has(a.name));
  if (!arg) return null;
  const node = nodes.find((n) => n.name.value === arg.name)?.value;
  const value = node?.kind === Kind.INT ? Number(node.value) : node?.kind === Kind.VARIABLE ? variables[node.name.value] : undefined;
  if (typeof value === 'number') return Math.max(0, value);
  return typeof arg.defaultValue === 'number' ? arg.defaultValue : WORK.unsizedPage;
};

/** Rows the operation would read, at most; stops counting once past `WORK.max`. */
export const operationWork = (schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> = {}, operationName?: string | null): number => {
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION && (!operationName || d.name?.value === operationName));
  if (operation?.kind !== Kind.OPERATION_DEFINITION) return 0;
  const root = operation.operation === 'query' ? schema.getQueryType() : operation.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();

  const walk = (set: SelectionSetNode, type: GraphQLNamedType | null | undefined, items: number, pageSize: number | null): number => {
    let work = 0;
    for (const selection of set.selections) {
      if (work > WORK.max) break;
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        work += walk(selection.selectionSet, selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type, items, pageSize);
        continue;
      }
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        if (fragment) work += walk(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value), items, pageSize);
        continue;
      }
      const field = type && (isObjectType(type) || isInterfaceType(type)) ? type.getFields()[selection.name.value] : undefined;
      if (!field) continue;
      const weight = WEIGHTS[`${type!.name}.${field.name}`];
      if (!selection.selectionSet) {
        work += items * (weight ?? 0);
        continue;
      }
      const unwrapped = isNonNullType(field.type) ? field.type.ofType : field.type;
      const size = sizeOf(field, selection.arguments ?? [], variables) ?? pageSize;
      if (isListType(unwrapped)) {
        const rows = items * (size ?? WORK.unsizedList);
        work += rows * (weight ?? 1) + walk(selection.selectionSet, getNamedType(field.type), rows, null);
      } else {
        // A page object (budgets { items }) passes its size on to the list inside it.
        work += items * (weight ?? 1) + walk(selection.selectionSet, getNamedType(field.type), items, size);
      }
    }
    return work;
  };
  return walk(operation.selectionSet, root, 1, null);
};

const tooMuch = (work: number) =>
  new GraphQLError(`This query asks for too much at once (about ${work} rows; the limit is ${WORK.max}). Ask for smaller pages or fewer fields.`, {
    extensions: { code: 'BAD_USER_INPUT' },
  });

/** Refuses an operation whose work is above `WORK.max` before any resolver runs (queries, mutations and subscriptions). */
export const useWorkLimit = (): Plugin => {
  const check = ({ args, setResultAndStopExecution }: { args: GraphQL.ExecutionArgs; setResultAndStopExecution: (result: GraphQL.ExecutionResult) => void }) => {
    const work = operationWork(args.schema, args.document, (args.variableValues ?? {}) as Record<string, unknown>, args.operationName);
    if (work > WORK.max) setResultAndStopExecution({ errors: [tooMuch(work)] });
  };
  return { onExecute: check, onSubscribe: check as never };
};
