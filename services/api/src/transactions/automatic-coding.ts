import type { AutomaticCoding } from '@spend/domain';
import type { MutationResolvers } from '../generated/resolvers-types';
import { onTransaction, requireTransaction } from './mutations';

/** A transaction's automatic coding as the API shows it. */
export const automaticCodingOf = (auto: AutomaticCoding | null) => {
  if (!auto) return null;
  const { source, fields } = auto;
  return source.kind === 'rule'
    ? { kind: 'RULE' as const, ruleId: source.ruleId, ruleName: source.ruleName, basedOnTransactions: null, fields }
    : { kind: 'SUGGESTION' as const, ruleId: null, ruleName: null, basedOnTransactions: source.transactions, fields };
};

export const automaticCodingMutations: MutationResolvers = {
  // Whoever may edit the transaction may undo what was set on it automatically.
  undoAutomaticCoding: async (_, { where }, ctx) => {
    await onTransaction(ctx, where.id, 'transactions.edit', async (target) => ({ type: 'UndoAutomaticCoding', ...target }));
    return requireTransaction(ctx, where.id);
  },
};
