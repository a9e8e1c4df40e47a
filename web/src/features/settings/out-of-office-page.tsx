import { useMutation, useQuery } from '@apollo/client';
import { useState, type FormEvent } from 'react';
import type {
  CancelDelegationMutation, CancelDelegationMutationVariables, DelegateApprovalsMutation, DelegateApprovalsMutationVariables, OutOfOfficeQuery,
} from '../../generated/graphql';
import { fieldInputStyle, FormField } from '../../ui/form-field';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { CANCEL_DELEGATION, DELEGATE_APPROVALS, OUT_OF_OFFICE } from './out-of-office-operations';
import { SettingsFrame } from './settings-frame';

type Person = { person: { first_name: string; last_name: string } };
const nameOf = (u: Person | null | undefined) => (u ? `${u.person.first_name} ${u.person.last_name}` : 'Unknown');
const EMPTY = { delegate: '', startsOn: '', endsOn: '' };

/**
 * /settings/account/out-of-office: "Out of office: delegate my approvals". From the first to the last
 * day away (both included), what waits for the member's approval goes to the delegate, who approves
 * on their behalf; the member can still act, and cancel the delegation.
 */
export const OutOfOfficePage = () => {
  const toast = useToast();
  const { data } = useQuery<OutOfOfficeQuery>(OUT_OF_OFFICE);
  const options = { refetchQueries: ['OutOfOffice'], awaitRefetchQueries: true };
  const [delegate, { loading }] = useMutation<DelegateApprovalsMutation, DelegateApprovalsMutationVariables>(DELEGATE_APPROVALS, options);
  const [cancel] = useMutation<CancelDelegationMutation, CancelDelegationMutationVariables>(CANCEL_DELEGATION, options);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await delegate({ variables: { data: { delegate: { connect: { id: values.delegate } }, startsOn: values.startsOn, endsOn: values.endsOn } } });
      setErrors({});
      setValues(EMPTY);
      toast({ message: 'Your approvals are delegated.' });
    } catch (error) {
      const { fields, message } = serverFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) toast({ message, tone: 'danger' });
    }
  };
  const end = async (id: string) => {
    try {
      await cancel({ variables: { id } });
      toast({ message: 'Delegation cancelled.' });
    } catch (error) {
      toast({ message: (error as Error).message, tone: 'danger' });
    }
  };

  if (!data) return <SettingsFrame title="Out of Office"><p>Loading…</p></SettingsFrame>;
  const field = (name: keyof typeof EMPTY) => ({ id: `delegation-${name}`, value: values[name], 'aria-invalid': !!errors[name] || undefined, style: fieldInputStyle });
  const change = (name: keyof typeof EMPTY) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));
  return (
    <SettingsFrame title="Out of Office">
      <p style={{ color: '#555' }}>Out of office: delegate my approvals. While you are away, requests waiting for your approval go to your delegate, who approves on your behalf.</p>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Delegate my approvals" style={{ maxWidth: 420 }}>
        <FormField label="Delegate" htmlFor="delegation-delegate" error={errors.delegate}>
          <select {...field('delegate')} onChange={change('delegate')}>
            <option value="">Choose a member</option>
            {data.approvalDelegateCandidates.map((u) => <option key={u.id} value={u.id}>{nameOf(u)}</option>)}
          </select>
        </FormField>
        <FormField label="First day away" htmlFor="delegation-startsOn" error={errors.startsOn}>
          <input type="date" {...field('startsOn')} onChange={change('startsOn')} />
        </FormField>
        <FormField label="Last day away" htmlFor="delegation-endsOn" error={errors.endsOn}>
          <input type="date" {...field('endsOn')} onChange={change('endsOn')} />
        </FormField>
        <button type="submit" disabled={loading}>Delegate approvals</button>
      </form>
      <h2 style={{ fontSize: 18 }}>Your delegations</h2>
      {data.myApprovalDelegations.length === 0 ? (
        <p>No Results Found</p>
      ) : (
        <ul data-testid="delegations">
          {data.myApprovalDelegations.map((d) => (
            <li key={d.id} data-testid="delegation" style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
              <span>{nameOf(d.delegate)} approves for you from {d.startsOn} to {d.endsOn}</span>
              <button type="button" onClick={() => void end(d.id)}>Cancel</button>
            </li>
          ))}
        </ul>
      )}
    </SettingsFrame>
  );
};
