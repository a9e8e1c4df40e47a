import { useMutation } from '@apollo/client';
import type { UpdateBudgetSpendersMutation, UpdateBudgetSpendersMutationVariables } from '../../generated/graphql';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { UPDATE_SPENDERS } from './operations';

/**
 * Adding a spender shows "{name} successfully added to {budget} budget." with UNDO; UNDO disconnects
 * them again and says "Reverted changes in {budget} budget." (spec 2.4, 4, 8).
 */
export const useSpenders = (budget: { id: string; name: string }) => {
  const toast = useToast();
  const [update] = useMutation<UpdateBudgetSpendersMutation, UpdateBudgetSpendersMutationVariables>(UPDATE_SPENDERS);
  const change = async (spenders: UpdateBudgetSpendersMutationVariables['spenders']): Promise<boolean> => {
    try {
      await update({ variables: { id: budget.id, spenders } });
      return true;
    } catch (error) {
      toast({ message: serverFieldErrors(error).message, tone: 'danger' });
      return false;
    }
  };
  const add = async (person: { id: string; name: string }): Promise<void> => {
    if (!(await change({ connect: [{ id: person.id }] }))) return;
    toast({
      message: `${person.name} successfully added to ${budget.name} budget.`,
      action: {
        label: 'UNDO',
        onClick: () => void change({ disconnect: [{ id: person.id }] }).then((ok) => ok && toast({ message: `Reverted changes in ${budget.name} budget.` })),
      },
    });
  };
  const remove = (userId: string) => change({ disconnect: [{ id: userId }] });
  return { add, remove };
};
