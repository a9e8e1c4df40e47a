import { useMutation } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { CodingRuleFieldsFragment, CreateCodingRuleMutation, UpdateCodingRuleMutation } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { FormField, fieldInputClass } from '../../ui/form-field';
import layout from '../../ui/layout.module.css';
import { Modal } from '../../ui/modal';
import { applyServerErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { glLabel, useCodingOptions } from '../transactions/use-coding-options';
import { SERVER_FIELDS, codingRuleSchema, ruleInput, type CodingRuleValues } from './coding-rule-schema';
import { CODING_RULES, CREATE_CODING_RULE, UPDATE_CODING_RULE } from './operations';

type Rule = CodingRuleFieldsFragment;

const fromRule = (r: Rule | null): CodingRuleValues => ({
  name: r?.name ?? '', position: r ? String(r.position) : '', merchant: r?.conditions.merchant ?? '', mcc: r?.conditions.mcc ?? '',
  cardId: r?.conditions.cardId ?? '', budgetId: r?.conditions.budgetId ?? '', memberId: r?.conditions.memberId ?? '',
  generalLedgerId: r?.outcome.generalLedgerId ?? '', projectId: r?.outcome.projectId ?? '',
  custom: Object.fromEntries((r?.outcome.customFieldValues ?? []).map((v) => [v.customFieldId, v.value])),
});

const NAMES = ['name', 'position', 'merchant', 'mcc', 'cardId', 'budgetId', 'memberId', 'generalLedgerId', 'projectId'];

/** Create or edit a coding rule: when (merchant, MCC, card, budget, member) and what it codes (GL code, project, custom fields). */
export const CodingRuleDialog = ({ open, onOpenChange, editing }: { open: boolean; onOpenChange: (open: boolean) => void; editing: Rule | null }) => {
  const toast = useToast();
  const options = useCodingOptions();
  const { register, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = useForm<CodingRuleValues>({ resolver: zodResolver(codingRuleSchema), defaultValues: fromRule(editing) });
  useEffect(() => {
    if (open) reset(fromRule(editing));
  }, [open, editing?.id]);
  // The list is in the server's order, which a new or moved rule changes: it reads again.
  const [create] = useMutation<CreateCodingRuleMutation>(CREATE_CODING_RULE, { refetchQueries: [CODING_RULES] });
  const [update] = useMutation<UpdateCodingRuleMutation>(UPDATE_CODING_RULE, { refetchQueries: [CODING_RULES] });

  const submit = handleSubmit(async (v) => {
    const data = ruleInput(v);
    try {
      if (editing) await update({ variables: { id: editing.id, data } });
      else await create({ variables: { data } });
      toast({ message: `The coding rule ${data.name} has been ${editing ? 'updated' : 'created'}.` });
      onOpenChange(false);
    } catch (error) {
      const message = applyServerErrors(error, setError, NAMES, SERVER_FIELDS);
      if (message) toast({ message, tone: 'danger' });
    }
  });

  const select = (id: keyof CodingRuleValues & string, label: string, choices: { id: string; label: string }[], error?: string) => (
    <FormField label={label} htmlFor={`rule-${id}`} optional error={error}>
      <select id={`rule-${id}`} {...register(id as 'cardId')} className={fieldInputClass}>
        <option value="">Any</option>
        {choices.map((c) => <option key={c.id} value={c.id}>{c.label}</option>)}
      </select>
    </FormField>
  );
  const title = editing ? 'Edit Coding Rule' : 'Create Coding Rule';
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} persistent>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
        <FormField label="Rule Name" htmlFor="rule-name" error={errors.name?.message}>
          <input id="rule-name" {...register('name')} aria-invalid={!!errors.name || undefined} className={fieldInputClass} />
        </FormField>
        <FormField label="Order" htmlFor="rule-position" optional error={errors.position?.message} help="Rules apply in order; the first that matches codes the transaction.">
          <input id="rule-position" inputMode="numeric" {...register('position')} className={fieldInputClass} />
        </FormField>
        <h3>When a new transaction matches</h3>
        <FormField label="Merchant contains" htmlFor="rule-merchant" optional error={errors.merchant?.message}>
          <input id="rule-merchant" {...register('merchant')} className={fieldInputClass} />
        </FormField>
        <FormField label="MCC" htmlFor="rule-mcc" optional error={errors.mcc?.message}>
          <input id="rule-mcc" inputMode="numeric" {...register('mcc')} className={fieldInputClass} />
        </FormField>
        {select('cardId', 'Card', options.cards.map((c) => ({ id: c.id, label: `Card ending ${c.last4Digits}` })), errors.cardId?.message)}
        {select('budgetId', 'Budget', options.budgets.map((b) => ({ id: b.id, label: b.name })), errors.budgetId?.message)}
        {select('memberId', 'Member', options.spenders.map((s) => ({ id: s.id, label: `${s.person.first_name} ${s.person.last_name}` })), errors.memberId?.message)}
        <h3>Code it with</h3>
        {select('generalLedgerId', 'GL Code', options.generalLedgers.map((gl) => ({ id: gl.id, label: glLabel(gl) })), errors.generalLedgerId?.message)}
        {options.projectsEnabled && select('projectId', 'Project', options.projects.map((p) => ({ id: p.id, label: p.name })), errors.projectId?.message)}
        {options.customFields.map((field) => {
          const choices = field.options.filter((o) => !o.archived);
          const id = `rule-field-${field.id}`;
          return (
            <FormField key={field.id} label={field.name} htmlFor={id} optional>
              {choices.length > 0 ? (
                <select id={id} {...register(`custom.${field.id}`)} className={fieldInputClass}>
                  <option value="">Not set</option>
                  {choices.map((o) => <option key={o.id} value={o.id}>{o.name}</option>)}
                </select>
              ) : <input id={id} {...register(`custom.${field.id}`)} className={fieldInputClass} />}
            </FormField>
          );
        })}
        <div className={layout.actions}>
          <Button onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button type="submit" variant="primary" loading={isSubmitting}>{editing ? 'Confirm' : 'Create Coding Rule'}</Button>
        </div>
      </form>
    </Modal>
  );
};
