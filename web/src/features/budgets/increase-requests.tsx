import { gql, useMutation, useQuery, useSubscription } from '@apollo/client';
import { useState, type FormEvent } from 'react';
import type { BudgetChangedSubscription, BudgetIncreaseRequestsQuery, CreateBudgetIncreaseRequestMutation, CreateBudgetIncreaseRequestMutationVariables } from '../../generated/graphql';
import { FormField, fieldInputStyle } from '../../ui/form-field';
import { Modal } from '../../ui/modal';
import { formatMoney } from '../../ui/money';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { BUDGET_CHANGED } from './operations';

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
  useSubscription<BudgetChangedSubscription>(BUDGET_CHANGED, { onData: ({ data: pushed }) => void (pushed.data?.budgetChanged.id === budget.id && refetch()) });
  const [create, { loading }] = useMutation<CreateBudgetIncreaseRequestMutation, CreateBudgetIncreaseRequestMutationVariables>(CREATE_INCREASE_REQUEST, {
    refetchQueries: ['BudgetIncreaseRequests'],
  });
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const result = await create({ variables: { data: { budget: { connect: { id: budget.id } }, amount: amount.trim(), reason } } });
      toast({ message: `Requested ${formatMoney(result.data!.createOneBudgetIncreaseRequest.amount)} more for ${budget.name} budget.` });
      setOpen(false);
    } catch (error) {
      const { fields, message } = serverFieldErrors(error);
      setErrors(fields);
      if (!fields.amount && !fields.reason) toast({ message, tone: 'danger' });
    }
  };
  const requests = data?.budgetIncreaseRequests ?? [];
  return (
    <div>
      <h2 style={{ marginTop: 0 }}>Increase requests</h2>
      {canRequest && <button type="button" onClick={() => { setAmount(''); setReason(''); setErrors({}); setOpen(true); }}>Request increase</button>}
      {requests.length === 0 ? <p>No results</p> : (
        <ul style={{ paddingLeft: 18 }}>
          {requests.map((r) => (
            <li key={r.id} data-testid="increase-request">
              {formatMoney(r.amount)} · {r.status} · {r.reason}
              {r.requestor && <small style={{ color: '#777' }}> ({r.requestor.person.first_name} {r.requestor.person.last_name})</small>}
            </li>
          ))}
        </ul>
      )}
      <Modal open={open} onOpenChange={setOpen} title="Request Increase" description={`Ask for more funds in ${budget.name}.`}>
        <form onSubmit={(e) => void submit(e)} noValidate aria-label="Request Increase">
          <FormField label="Amount" htmlFor="increase-amount" error={errors.amount} help="In USD, at most 2 decimals.">
            <input id="increase-amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} style={fieldInputStyle} />
          </FormField>
          <FormField label="Reason" htmlFor="increase-reason" error={errors.reason}>
            <textarea id="increase-reason" value={reason} onChange={(e) => setReason(e.target.value)} style={fieldInputStyle} />
          </FormField>
          <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
            <button type="button" onClick={() => setOpen(false)}>Cancel</button>
            <button type="submit" disabled={loading}>Send request</button>
          </div>
        </form>
      </Modal>
    </div>
  );
};
