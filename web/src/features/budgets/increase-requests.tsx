import { gql, useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ApprovalRequestChangedSubscription, BudgetIncreaseRequestsQuery, CreateBudgetIncreaseRequestMutation, CreateBudgetIncreaseRequestMutationVariables } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { FormField, fieldInputClass } from '../../ui/form-field';
import layout from '../../ui/layout.module.css';
import { Modal } from '../../ui/modal';
import { formatMoney } from '../../ui/money';
import { applyServerErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { useLive } from '../../ui/use-live';
import { increaseRequestSchema, type IncreaseRequestValues } from './increase-request-schema';
import { APPROVAL_REQUEST_CHANGED } from '../requests/operations';

const EMPTY: IncreaseRequestValues = { amount: '', reason: '' };

const INCREASE_REQUESTS = gql`
  query BudgetIncreaseRequests($id: ID!) {
    budgetIncreaseRequests(where: { budgetId: $id }) {
      id
      amount
      reason
      status
      createdAt
      requestor {
        id
        person {
          first_name
          last_name
        }
      }
    }
  }
`;

const CREATE_INCREASE_REQUEST = gql`
  mutation CreateBudgetIncreaseRequest($data: BudgetIncreaseRequestCreateInput!) {
    createOneBudgetIncreaseRequest(data: $data) {
      id
      amount
      status
    }
  }
`;

/**
 * A budget's increase requests the caller may see, and the form that asks for more funding
 * (createOneBudgetIncreaseRequest); reviewers answer them in the approval flow.
 */
export const IncreaseRequests = ({ budget, canRequest = true }: { budget: { id: string; name: string }; canRequest?: boolean }) => {
  const toast = useToast();
  const { data, refetch } = useQuery<BudgetIncreaseRequestsQuery>(INCREASE_REQUESTS, { variables: { id: budget.id } });
  // A request or review by anyone else arrives as a change of its budget.
  // Followed as requests (not as budget changes, which a save of the budget also pushes): one of this budget's is read again with the list.
  useLive<ApprovalRequestChangedSubscription>(APPROVAL_REQUEST_CHANGED, { stale: ({ approvalRequestChanged: r }) => r.budget?.id === budget.id, refetch });
  // No read here: the new request's push (one of this budget's) reads the list again, once.
  const [create] = useMutation<CreateBudgetIncreaseRequestMutation, CreateBudgetIncreaseRequestMutationVariables>(CREATE_INCREASE_REQUEST);
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = useForm<IncreaseRequestValues>({ resolver: zodResolver(increaseRequestSchema), defaultValues: EMPTY });
  const submit = handleSubmit(async (v) => {
    try {
      const result = await create({ variables: { data: { budget: { connect: { id: budget.id } }, amount: v.amount.trim(), reason: v.reason } } });
      toast({ message: `Requested ${formatMoney(result.data!.createOneBudgetIncreaseRequest.amount)} more for ${budget.name} budget.` });
      setOpen(false);
    } catch (error) {
      const message = applyServerErrors(error, setError, ['amount', 'reason']);
      if (message) toast({ message, tone: 'danger' });
    }
  });
  const requests = data?.budgetIncreaseRequests ?? [];
  return (
    <div>
      <h2 className={layout.sectionTitle}>Increase requests</h2>
      {canRequest && <Button onClick={() => { reset(EMPTY); setOpen(true); }}>Request increase</Button>}
      {requests.length === 0 ? <p>No results</p> : (
        <ul>
          {requests.map((r) => (
            <li key={r.id} data-testid="increase-request">
              {formatMoney(r.amount)} · {r.status} · {r.reason}
              {r.requestor && <small className={layout.muted}> ({r.requestor.person.first_name} {r.requestor.person.last_name})</small>}
            </li>
          ))}
        </ul>
      )}
      <Modal open={open} onOpenChange={setOpen} title="Request Increase" description={`Ask for more funds in ${budget.name}.`}>
        <form onSubmit={(e) => void submit(e)} noValidate aria-label="Request Increase">
          <FormField label="Amount" htmlFor="increase-amount" error={errors.amount?.message} help="In USD, at most 2 decimals.">
            <input id="increase-amount" inputMode="decimal" {...register('amount')} aria-invalid={!!errors.amount || undefined} className={fieldInputClass} />
          </FormField>
          <FormField label="Reason" htmlFor="increase-reason" error={errors.reason?.message}>
            <textarea id="increase-reason" {...register('reason')} aria-invalid={!!errors.reason || undefined} className={fieldInputClass} />
          </FormField>
          <div className={layout.actions}>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button type="submit" variant="primary" loading={isSubmitting}>Send request</Button>
          </div>
        </form>
      </Modal>
    </div>
  );
};
