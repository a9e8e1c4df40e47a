import type { DefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { nameActiveSpan } from '@spend/runtime';

/** Names the request's span after the GraphQL operation it runs (`graphql mutation createOneBudget`), when tracing is on. */
export const useOperationSpanName = (): Plugin => ({
  onExecute: ({ args }) => {
    const operation = args.document.definitions.find((d: DefinitionNode) => d.kind === 'OperationDefinition' && (!args.operationName || d.name?.value === args.operationName));
    if (operation?.kind === 'OperationDefinition') nameActiveSpan(`graphql ${operation.operation} ${operation.name?.value ?? args.operationName ?? ''}`.trimEnd());
  },
});
