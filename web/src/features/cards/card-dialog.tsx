import { useApolloClient, useMutation } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { parseAmountToCents } from '@spend/domain';
import { useEffect, useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import type {
  AddCardFundsMutation, CardKind, CreateCardMutation, CreateCardMutationVariables, MemberSearchQuery,
  UpdateCardControlsMutation,
} from '../../generated/graphql';
import { BudgetSingleSelect } from '../../ui/budget-selector';
import { Button } from '../../ui/button';
import { FormField, fieldInputClass } from '../../ui/form-field';
import layout from '../../ui/layout.module.css';
import { Modal } from '../../ui/modal';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { useCan } from '../../ui/use-can';
import { readDevFlags } from '../../app/dev-flags';
import { Typeahead } from '../../ui/typeahead';
import { MEMBER_SEARCH } from '../budgets/operations';
import { useBudgetOptions } from '../budgets/use-budget-options';
import { STEP1, centsToInput, controlsOf, defaults, schema, signed, type Values } from './card-form';
import styles from './card-dialog.module.css';
import { MccPicker } from './mcc-picker';
import { ADD_FUNDS, CREATE_CARD, UPDATE_CONTROLS, type CardDetail } from './operations';

/** The type picker of spec 2.4, with its texts. */
export const CARD_KINDS: { kind: CardKind; label: string; text: string }[] = [
  { kind: 'Digital', label: 'Digital Card', text: 'An everyday card that travels, online or tap in-store.' },
  { kind: 'Physical', label: 'Physical Card', text: '' },
  { kind: 'Subscription', label: 'Subscription Card', text: 'A budget specific, smart card for subscriptions.' },
  { kind: 'Rechargeable', label: 'Rechargeable Card', text: 'A card you can fund as needed.' },
];

export type CardDialogMode = { kind: 'create' } | { kind: 'edit'; card: CardDetail };

/**
 * Create Card / Edit Card (spec 2.4): step 1 the form, step 2 Define Spend Controls. Toggles switch
 * each control group and clear its errors; server messages appear under their fields, word for word.
 */
export const CardDialog = ({ open, onOpenChange, mode }: { open: boolean; onOpenChange: (open: boolean) => void; mode: CardDialogMode }) => {
  const editing = mode.kind === 'edit' ? mode.card : null;
  const client = useApolloClient();
  const toast = useToast();
  const budgets = useBudgetOptions();
  // Spec 6: the MCC control and linking a card to a budget are advanced settings, for admins behind enableCardAdvancedSettings.
  const { can } = useCan();
  const advanced = readDevFlags().has('enableCardAdvancedSettings') && can('card.create');
  const [step, setStep] = useState<1 | 2>(1);
  const form = useForm<Values>({ resolver: zodResolver(schema(editing)), defaultValues: defaults(editing) });
  const { register, control, watch, setValue, setError, clearErrors, trigger, reset, handleSubmit, formState: { errors, isSubmitting } } = form;
  // One key per opening: a retried create (the client retries) makes one card.
  const [key, setKey] = useState('');
  useEffect(() => {
    if (open) {
      reset(defaults(editing));
      setStep(1);
      setKey(crypto.randomUUID());
    }
    // Only when the dialog opens or the card changes.
  }, [open, editing?.id]);
  const [createCard] = useMutation<CreateCardMutation, CreateCardMutationVariables>(CREATE_CARD);
  const [updateControls] = useMutation<UpdateCardControlsMutation>(UPDATE_CONTROLS);
  const [addFunds] = useMutation<AddCardFundsMutation>(ADD_FUNDS);
  const v = watch();
  const rechargeable = editing ? editing.isRechargeable : v.type === 'Rechargeable';

  const searchPeople = async (q: string) => {
    const { data } = await client.query<MemberSearchQuery>({ query: MEMBER_SEARCH, variables: { q }, fetchPolicy: 'network-only' });
    return data.teamSearchOptions.map((u) => ({ id: u.userId, name: u.name, title: u.title }));
  };

  const next = async () => {
    const ok = await trigger(STEP1);
    if (ok) setStep(2);
  };

  const toggle = (name: 'dateRangeOn' | 'frequencyOn' | 'mccOn', fields: FieldPath<Values>[]) => (on: boolean) => {
    setValue(name, on);
    clearErrors(fields);
  };

  const submit = handleSubmit(async (values) => {
    try {
      if (editing) {
        if (editing.isRechargeable && values.amount.trim()) await addFunds({ variables: { id: editing.id, spend: signed(values) } });
        await updateControls({
          variables: { data: { cardId: editing.id, ...controlsOf(values), ...(!editing.isRechargeable && { spendLimit: parseAmountToCents(values.limit) }) } },
          // The answer is the card's controls whole, written into the cached card; its limit and balance come with the card's push.
          update: (cache, { data }) => data && cache.modify({ id: cache.identify({ __typename: 'Card', id: editing.id }), fields: { transactionControl: () => data.updateOneTransactionControl } }),
        });
        toast({ message: 'Spend controls were successfully updated.' });
      } else {
        const subscription = values.type === 'Subscription';
        const { data } = await createCard({
          variables: {
            data: {
              ...(values.type === 'Rechargeable' ? { isRechargeable: true, format: (values.format || null) as 'Digital' | null } : { type: (values.type || null) as CardKind | null }),
              ...(!subscription && values.spender && { spender: { connect: { id: values.spender.id } } }),
              shouldLinkBudget: subscription || values.shouldLinkBudget,
              ...((subscription || values.shouldLinkBudget) && values.budget && { budgets: { connect: [{ id: values.budget }] } }),
              ...(values.type === 'Physical' && { shippingAddressId: values.shippingAddress as 'BUSINESS' }),
              transactionControl: { spendLimit: parseAmountToCents(values.limit), ...controlsOf(values) },
            },
          },
          // No read here: the cards list reads its page when the new card's push arrives (a row it does not hold yet).
          context: { headers: { 'idempotency-key': key } },
        });
        const kind = CARD_KINDS.find((k) => k.kind === data!.createOneCardV2.card_type)?.kind ?? values.type;
        toast({ message: `${kind} Card successfully created.` });
      }
      onOpenChange(false);
    } catch (error) {
      // The API answered (a refusal records nothing): the corrected form is a new request, and a key
      // sent again with other input is refused (422). Without an answer the card may exist: keep the key.
      if ((error as { graphQLErrors?: unknown[] }).graphQLErrors?.length) setKey(crypto.randomUUID());
      const { fields, message } = serverFieldErrors(error, { shippingAddressId: 'shippingAddress', spendLimit: 'limit' });
      const known = Object.entries(fields).filter(([name]) => name in values);
      for (const [name, text] of known) setError(name as keyof Values, { message: text });
      if (known.some(([name]) => STEP1.includes(name as keyof Values))) setStep(1);
      if (known.length === 0) toast({ message, tone: 'danger' });
    }
  });

  const err = (name: keyof Values) => errors[name]?.message;
  return (
    <Modal open={open} onOpenChange={onOpenChange} persistent title={editing ? 'Edit Card' : 'Create Card'} description={step === 1 ? (editing ? 'Edit the limit or spend controls for this card.' : undefined) : undefined} width={600}>
      <form onSubmit={(e) => void (step === 1 ? (e.preventDefault(), next()) : submit(e))} noValidate>
        {step === 1 ? (
          <div data-testid="card-step-1">
            {!editing && (
              <FormField label="Card type" htmlFor="type" error={err('type')}>
                <div role="radiogroup" id="type" className={styles.types}>
                  {CARD_KINDS.map((k) => (
                    <label key={k.kind} className={styles.type} data-testid={`type-${k.kind}`}>
                      <input type="radio" value={k.kind} {...register('type')} /> <strong>{k.label}</strong>
                      {k.text && <span className={styles.typeText}>{k.text}</span>}
                    </label>
                  ))}
                </div>
              </FormField>
            )}
            {!editing && v.type !== 'Subscription' && (
              <FormField label="Card owner" htmlFor="spender" error={err('spender')}>
                {v.spender ? (
                  <p data-testid="spender-chip" className={styles.chip}>
                    {v.spender.name} <Button size="small" onClick={() => setValue('spender', null)}>Change</Button>
                  </p>
                ) : (
                  <Typeahead id="spender" label="Card owner" placeholder="Search for a member" search={searchPeople} onSelect={(r) => { setValue('spender', { id: r.id, name: r.name }); clearErrors('spender'); }} invalid={Boolean(err('spender'))} />
                )}
              </FormField>
            )}
            {!editing && v.type === 'Rechargeable' && (
              <FormField label="Card format" htmlFor="format" error={err('format')}>
                <label><input type="radio" value="Digital" {...register('format')} /> Digital</label>{' '}
                <label><input type="radio" value="Physical" {...register('format')} /> Physical</label>
              </FormField>
            )}
            {!editing && v.type === 'Physical' && (
              <FormField label="Shipping address" htmlFor="shippingAddress" error={err('shippingAddress')}>
                <label><input type="radio" value="BUSINESS" {...register('shippingAddress')} /> Business address</label>{' '}
                <label><input type="radio" value="PERSONAL" {...register('shippingAddress')} /> Personal address</label>
              </FormField>
            )}
            {editing && rechargeable ? (
              <FormField label="Add or subtract funds" htmlFor="amount" error={err('amount')} help={`Loaded ${centsToInput(editing.balance.limit)}, available ${centsToInput(editing.balance.available)}.`} optional>
                <span className={styles.directions}>
                  <label><input type="radio" value="add" {...register('direction')} /> Add</label>
                  <label><input type="radio" value="subtract" {...register('direction')} /> Subtract</label>
                </span>
                <input id="amount" inputMode="decimal" {...register('amount')} className={fieldInputClass} />
              </FormField>
            ) : (
              <FormField label={rechargeable ? 'Amount to load' : 'Limit'} htmlFor="limit" error={err('limit')}>
                <input id="limit" inputMode="decimal" {...register('limit')} className={fieldInputClass} />
              </FormField>
            )}
            {!editing && advanced && v.type !== 'Subscription' && (
              <label className={styles.link}>
                <input type="checkbox" {...register('shouldLinkBudget', { onChange: () => clearErrors('budget') })} /> Categorize card transactions with a budget
              </label>
            )}
            {!editing && (v.type === 'Subscription' || v.shouldLinkBudget) && (
              <Controller control={control} name="budget" render={({ field }) => (
                <BudgetSingleSelect id="budget" label="Budget" budgets={budgets} value={field.value} onChange={field.onChange} error={err('budget')} />
              )} />
            )}
          </div>
        ) : (
          <div data-testid="card-step-2">
            <h3 className={styles.stepTitle}>Define Spend Controls</h3>
            <p className={styles.stepText}>Configure spend controls on this card.</p>
            <label className={styles.toggle}>
              <input type="checkbox" data-testid="toggle-dateRange" checked={v.dateRangeOn} onChange={(e) => toggle('dateRangeOn', ['startDate', 'endDate'])(e.target.checked)} /> Date range
            </label>
            {v.dateRangeOn && (
              <div className={styles.pair}>
                <FormField label="Start date" htmlFor="startDate" error={err('startDate')}><input id="startDate" type="date" {...register('startDate')} className={fieldInputClass} /></FormField>
                <FormField label="End date" htmlFor="endDate" error={err('endDate')}><input id="endDate" type="date" {...register('endDate')} className={fieldInputClass} /></FormField>
              </div>
            )}
            <label className={styles.toggle}>
              <input type="checkbox" data-testid="toggle-frequency" checked={v.frequencyOn} onChange={(e) => toggle('frequencyOn', ['frequencyCount', 'frequencyPeriod'])(e.target.checked)} /> Frequency
            </label>
            {v.frequencyOn && (
              <div className={styles.pair}>
                <FormField label="Number of transactions" htmlFor="frequencyCount" error={err('frequencyCount')}><input id="frequencyCount" inputMode="numeric" {...register('frequencyCount')} className={fieldInputClass} /></FormField>
                <FormField label="Period" htmlFor="frequencyPeriod" error={err('frequencyPeriod')}>
                  <select id="frequencyPeriod" {...register('frequencyPeriod')} className={fieldInputClass}>
                    <option value="">Select period</option>
                    <option value="DAILY">Daily</option>
                    <option value="WEEKLY">Weekly</option>
                    <option value="MONTHLY">Monthly</option>
                  </select>
                </FormField>
              </div>
            )}
            {advanced && <label className={styles.toggle}>
              <input type="checkbox" data-testid="toggle-mcc" checked={v.mccOn} onChange={(e) => toggle('mccOn', ['mccMode', 'mccCodes'])(e.target.checked)} /> MCC codes
            </label>}
            {advanced && v.mccOn && (
              <>
                <FormField label="Mode" htmlFor="mccMode" error={err('mccMode')}>
                  <label><input type="radio" value="PERMITTED" {...register('mccMode')} /> Permitted</label>{' '}
                  <label><input type="radio" value="RESTRICTED" {...register('mccMode')} /> Restricted</label>
                </FormField>
                <Controller control={control} name="mccCodes" render={({ field }) => <MccPicker value={field.value} onChange={(codes) => { field.onChange(codes); clearErrors('mccCodes'); }} error={err('mccCodes')} />} />
              </>
            )}
          </div>
        )}
        <div className={layout.actions}>
          <Button onClick={() => (step === 2 ? setStep(1) : onOpenChange(false))}>{step === 2 ? 'Back' : 'Cancel'}</Button>
          <Button type="submit" variant="primary" loading={isSubmitting} data-testid={step === 1 ? 'card-next' : 'card-save'}>{step === 1 ? 'Next' : editing ? 'Save' : 'Create Card'}</Button>
        </div>
      </form>
    </Modal>
  );
};
