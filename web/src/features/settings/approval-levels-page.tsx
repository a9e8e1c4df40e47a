import { gql, useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { ApprovalLevelsQuery, UpdateApprovalLevelsMutation, UpdateApprovalLevelsMutationVariables } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { fieldInputClass, FormField } from '../../ui/form-field';
import layout from '../../ui/layout.module.css';
import { formatMoney } from '../../ui/money';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { useCan } from '../../ui/use-can';
import styles from './approval-levels-page.module.css';
import { approvalLevelsSchema, type ApprovalLevelsValues } from './approval-levels-schema';
import { SettingsFrame } from './settings-frame';
import { PageSkeleton } from '../../ui/skeleton';

const APPROVAL_LEVELS = gql`
  query ApprovalLevels {
    approvalLevels {
      approver
      above
    }
  }
`;

const UPDATE_APPROVAL_LEVELS = gql`
  mutation UpdateApprovalLevels($data: [ApprovalLevelInput!]!) {
    updateApprovalLevels(data: $data) {
      approver
      above
    }
  }
`;

const APPROVER_LABELS: Record<ApprovalLevelsValues['levels'][number]['approver'], string> = { BUDGET_OWNER: 'Budget owner', ADMIN: 'Admin' };
const MAX_LEVELS = 5;

/** Cents as the dollars an admin types back ("1000.00"); 0 as empty (every amount). */
const dollars = (cents: number) => (cents === 0 ? '' : `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);
const valuesOf = (data: ApprovalLevelsQuery | undefined): ApprovalLevelsValues => ({ levels: (data?.approvalLevels ?? []).map((l) => ({ approver: l.approver, above: dollars(l.above) })) });

/**
 * /settings/approval-levels: the company's approval chain, in order. Each level applies to requests
 * above its amount; admins edit it, everyone else reads it.
 */
export const ApprovalLevelsPage = () => {
  const toast = useToast();
  const { can } = useCan();
  const editable = can('budget.settings.edit');
  const { data } = useQuery<ApprovalLevelsQuery>(APPROVAL_LEVELS);
  const [save] = useMutation<UpdateApprovalLevelsMutation, UpdateApprovalLevelsMutationVariables>(UPDATE_APPROVAL_LEVELS, {
    // The answer is the company's levels whole: they replace the cached ones without a read.
    update: (cache, { data: saved }) => saved && cache.modify({ fields: { approvalLevels: () => saved.updateApprovalLevels } }),
  });
  const { register, control, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = useForm<ApprovalLevelsValues>({ resolver: zodResolver(approvalLevelsSchema), defaultValues: valuesOf(data) });
  const levels = useFieldArray({ control, name: 'levels' });
  useEffect(() => {
    if (data) reset(valuesOf(data));
  }, [data]);

  const submit = handleSubmit(async (v) => {
    try {
      await save({ variables: { data: v.levels.map((l) => ({ approver: l.approver, above: l.above.trim() || null })) } });
      toast({ message: 'Approval levels saved.' });
    } catch (error) {
      // The API names a level's field "levels.{i}.above"; a wrong count is the whole chain's, in a toast.
      const { fields, message } = serverFieldErrors(error);
      const known = Object.entries(fields).filter(([name]) => /^levels\.\d+\.above$/.test(name));
      for (const [name, text] of known) setError(name as `levels.${number}.above`, { type: 'server', message: text });
      if (known.length === 0) toast({ message: fields.levels ?? message, tone: 'danger' });
    }
  });

  if (!data) return <SettingsFrame title="Approval Levels"><PageSkeleton /></SettingsFrame>;
  if (!editable) {
    return (
      <SettingsFrame title="Approval Levels">
        <ol data-testid="approval-levels">
          {data.approvalLevels.map((l, i) => (
            <li key={i}>{APPROVER_LABELS[l.approver]} — {l.above === 0 ? 'every amount' : `above ${formatMoney(l.above)}`}</li>
          ))}
        </ol>
      </SettingsFrame>
    );
  }
  return (
    <SettingsFrame title="Approval Levels">
      <p className={layout.muted}>Requests go through these levels in order; a level applies to amounts above its threshold.</p>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Approval Levels">
        {levels.fields.map((level, i) => (
          <fieldset key={level.id} className={styles.level}>
            <legend>Level {i + 1}</legend>
            <FormField label="Approver" htmlFor={`level-${i}-approver`}>
              <select id={`level-${i}-approver`} {...register(`levels.${i}.approver`)} className={fieldInputClass}>
                {Object.entries(APPROVER_LABELS).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
              </select>
            </FormField>
            <FormField label="Above amount" htmlFor={`level-${i}-above`} error={errors.levels?.[i]?.above?.message} help="In USD; empty for every amount." optional>
              <input id={`level-${i}-above`} inputMode="decimal" {...register(`levels.${i}.above`)} aria-invalid={!!errors.levels?.[i]?.above || undefined} className={fieldInputClass} />
            </FormField>
            <Button disabled={levels.fields.length === 1} onClick={() => levels.remove(i)} className={styles.remove}>Remove</Button>
          </fieldset>
        ))}
        {errors.levels?.root?.message && <p role="alert" className={layout.error}>{errors.levels.root.message}</p>}
        <div className={layout.row}>
          <Button disabled={levels.fields.length >= MAX_LEVELS} onClick={() => levels.append({ approver: 'ADMIN', above: '' })}>Add level</Button>
          <Button type="submit" variant="primary" loading={isSubmitting}>Save</Button>
        </div>
      </form>
    </SettingsFrame>
  );
};
