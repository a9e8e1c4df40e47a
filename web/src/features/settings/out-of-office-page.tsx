import { useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type {
  CancelDelegationMutation, CancelDelegationMutationVariables, DelegateApprovalsMutation, DelegateApprovalsMutationVariables, OutOfOfficeQuery,
} from '../../generated/graphql';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { formatDate } from '../../ui/dates';
import { fieldInputClass, FormField } from '../../ui/form-field';
import layout from '../../ui/layout.module.css';
import { applyServerErrors } from '../../ui/server-errors';
import { forgetField, removeFromCache } from '../../ui/cache-lists';
import { useToast } from '../../ui/toast';
import { useRun } from '../transactions/use-run';
import { outOfOfficeSchema, type OutOfOfficeValues } from './out-of-office-schema';
import { CANCEL_DELEGATION, DELEGATE_APPROVALS, OUT_OF_OFFICE } from './out-of-office-operations';
import { SettingsFrame } from './settings-frame';
import { PageSkeleton } from '../../ui/skeleton';

type Person = { person: { first_name: string; last_name: string } };
const nameOf = (u: Person | null | undefined) => (u ? `${u.person.first_name} ${u.person.last_name}` : 'Unknown');
const EMPTY: OutOfOfficeValues = { delegate: '', startsOn: '', endsOn: '' };
const FIELDS = ['delegate', 'startsOn', 'endsOn'] as const;

/**
 * /settings/account/out-of-office: "Out of office: delegate my approvals". From the first to the last
 * day away (both included), what waits for the member's approval goes to the delegate, who approves
 * on their behalf; the member can still act, and cancel the delegation.
 */
export const OutOfOfficePage = () => {
  const toast = useToast();
  const { data } = useQuery<OutOfOfficeQuery>(OUT_OF_OFFICE);
  // A new delegation takes its place in the server's order (the list reads again, once); a cancelled one leaves the cache.
  const [delegate] = useMutation<DelegateApprovalsMutation, DelegateApprovalsMutationVariables>(DELEGATE_APPROVALS, { update: (cache) => forgetField(cache, 'myApprovalDelegations') });
  const [cancel] = useMutation<CancelDelegationMutation, CancelDelegationMutationVariables>(CANCEL_DELEGATION, {
    update: (cache, { data: cancelled }) => cancelled && removeFromCache(cache, cancelled.deleteOneApprovalDelegation),
  });
  const [cancelling, setCancelling] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = useForm<OutOfOfficeValues>({ resolver: zodResolver(outOfOfficeSchema), defaultValues: EMPTY });

  const submit = handleSubmit(async (v) => {
    try {
      await delegate({ variables: { data: { delegate: { connect: { id: v.delegate } }, startsOn: v.startsOn, endsOn: v.endsOn } } });
      reset(EMPTY);
      toast({ message: 'Your approvals are delegated.' });
    } catch (error) {
      const message = applyServerErrors(error, setError, FIELDS);
      if (message) toast({ message, tone: 'danger' });
    }
  });
  const { run } = useRun();
  const end = (id: string) => run(() => cancel({ variables: { id } }), 'Delegation cancelled.');

  if (!data) return <SettingsFrame title="Out of Office"><PageSkeleton /></SettingsFrame>;
  const field = (name: (typeof FIELDS)[number]) => ({ id: `delegation-${name}`, ...register(name), 'aria-invalid': !!errors[name] || undefined, className: fieldInputClass });
  return (
    <SettingsFrame title="Out of Office">
      <p className={layout.muted}>Out of office: delegate my approvals. While you are away, requests waiting for your approval go to your delegate, who approves on your behalf.</p>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Delegate my approvals" className={layout.narrow}>
        <FormField label="Delegate" htmlFor="delegation-delegate" error={errors.delegate?.message}>
          <select {...field('delegate')}>
            <option value="">Choose a member</option>
            {data.approvalDelegateCandidates.map((u) => <option key={u.id} value={u.id}>{nameOf(u)}</option>)}
          </select>
        </FormField>
        <FormField label="First day away" htmlFor="delegation-startsOn" error={errors.startsOn?.message}>
          <input type="date" {...field('startsOn')} />
        </FormField>
        <FormField label="Last day away" htmlFor="delegation-endsOn" error={errors.endsOn?.message}>
          <input type="date" {...field('endsOn')} />
        </FormField>
        <Button type="submit" variant="primary" loading={isSubmitting}>Delegate approvals</Button>
      </form>
      <h2 className={layout.subheading}>Your delegations</h2>
      {data.myApprovalDelegations.length === 0 ? (
        <p>No Results Found</p>
      ) : (
        <ul data-testid="delegations">
          {data.myApprovalDelegations.map((d) => (
            <li key={d.id} data-testid="delegation" className={layout.row}>
              <span>{nameOf(d.delegate)} approves for you from {formatDate(d.startsOn)} to {formatDate(d.endsOn)}</span>
              <Button size="small" onClick={() => setCancelling(d.id)}>Cancel</Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog open={cancelling !== null} onOpenChange={(open) => !open && setCancelling(null)} title="Cancel this delegation?"
        description="Requests waiting for your approval come back to you." confirmLabel="Cancel delegation" cancelLabel="Keep it" onConfirm={() => end(cancelling!)} />
    </SettingsFrame>
  );
};
