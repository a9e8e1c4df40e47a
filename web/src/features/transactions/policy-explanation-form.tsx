import { useMutation } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { EXPLANATION_MAX_LENGTH } from '@spend/domain';
import { useForm } from 'react-hook-form';
import type { ExplainPolicyFindingMutation, ExplainPolicyFindingMutationVariables } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { FormField, fieldInputClass } from '../../ui/form-field';
import { applyServerErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { EXPLAIN_POLICY_FINDING } from './change-operations';
import { policyExplanationSchema, type PolicyExplanationValues } from './policy-explanation-schema';
import styles from './transaction-page.module.css';

/**
 * The spender's answer to the expense policy's findings (issue #27 item 6): a text box and Send, the
 * one form the to-do's item and the transaction's policy panel both show. The answer comes back on
 * the transaction (the panel updates from the cache); an open to-do reads itself again, so the item
 * leaves it.
 */
export const PolicyExplanationForm = ({ transactionId }: { transactionId: string }) => {
  const toast = useToast();
  const { register, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = useForm<PolicyExplanationValues>({
    resolver: zodResolver(policyExplanationSchema), defaultValues: { explanation: '' },
  });
  const [explain] = useMutation<ExplainPolicyFindingMutation, ExplainPolicyFindingMutationVariables>(EXPLAIN_POLICY_FINDING, { refetchQueries: ['Todo'], awaitRefetchQueries: true });
  const id = `policy-explanation-${transactionId}`;
  const submit = handleSubmit(async (v) => {
    try {
      await explain({ variables: { id: transactionId, explanation: v.explanation.trim() } });
      toast({ message: 'Your explanation has been sent.' });
      reset({ explanation: '' });
    } catch (error) {
      const message = applyServerErrors(error, setError, ['explanation']);
      if (message) toast({ message, tone: 'danger' });
    }
  });
  return (
    <form className={styles.explanation} aria-label="Explain this purchase" onSubmit={(e) => void submit(e)} noValidate data-testid="policy-explanation-form">
      <FormField label="Explain this purchase" htmlFor={id} error={errors.explanation?.message}>
        <textarea id={id} rows={2} maxLength={EXPLANATION_MAX_LENGTH} {...register('explanation')} aria-invalid={!!errors.explanation || undefined}
          className={fieldInputClass} data-testid="policy-explanation-input" />
      </FormField>
      <Button type="submit" variant="primary" size="small" loading={isSubmitting} data-testid="policy-explanation-send">Send</Button>
    </form>
  );
};
