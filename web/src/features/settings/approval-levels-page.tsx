import { gql, useMutation, useQuery } from '@apollo/client';
import { useEffect, useState, type FormEvent } from 'react';
import type { Approver, ApprovalLevelsQuery, UpdateApprovalLevelsMutation, UpdateApprovalLevelsMutationVariables } from '../../generated/graphql';
import { fieldInputStyle, FormField } from '../../ui/form-field';
import { formatMoney } from '../../ui/money';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { useCan } from '../../ui/use-can';
import { SettingsFrame } from './settings-frame';

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

const APPROVER_LABELS: Record<Approver, string> = { BUDGET_OWNER: 'Budget owner', ADMIN: 'Admin' };
const MAX_LEVELS = 5;

/** Cents as the dollars an admin types back ("1000.00"); 0 as empty (every amount). */
const dollars = (cents: number) => (cents === 0 ? '' : `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);

/**
 * /settings/approval-levels: the company's approval chain, in order. Each level applies to requests
 * above its amount; admins edit it, everyone else reads it.
 */
export const ApprovalLevelsPage = () => {
  const toast = useToast();
  const { can } = useCan();
  const editable = can('budget.settings.edit');
  const { data } = useQuery<ApprovalLevelsQuery>(APPROVAL_LEVELS);
  const [save, { loading }] = useMutation<UpdateApprovalLevelsMutation, UpdateApprovalLevelsMutationVariables>(UPDATE_APPROVAL_LEVELS, { refetchQueries: ['ApprovalLevels'] });
  const [levels, setLevels] = useState<{ approver: Approver; above: string }[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (data) setLevels(data.approvalLevels.map((l) => ({ approver: l.approver, above: dollars(l.above) })));
  }, [data]);

  const change = (index: number, patch: Partial<(typeof levels)[number]>) => setLevels((all) => all.map((l, i) => (i === index ? { ...l, ...patch } : l)));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save({ variables: { data: levels.map((l) => ({ approver: l.approver, above: l.above.trim() || null })) } });
      setErrors({});
      toast({ message: 'Approval levels saved.' });
    } catch (error) {
      const { fields, message } = serverFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0 || fields.levels) toast({ message: fields.levels ?? message, tone: 'danger' });
    }
  };

  if (!data) return <SettingsFrame title="Approval Levels"><p>Loading…</p></SettingsFrame>;
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
      <p style={{ color: '#555' }}>Requests go through these levels in order; a level applies to amounts above its threshold.</p>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Approval Levels">
        {levels.map((level, i) => (
          <fieldset key={i} style={{ display: 'flex', gap: 12, alignItems: 'flex-start', border: '1px solid #eee', borderRadius: 8, marginBottom: 8 }}>
            <legend>Level {i + 1}</legend>
            <FormField label="Approver" htmlFor={`level-${i}-approver`}>
              <select id={`level-${i}-approver`} value={level.approver} onChange={(e) => change(i, { approver: e.target.value as Approver })} style={fieldInputStyle}>
                {Object.entries(APPROVER_LABELS).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
              </select>
            </FormField>
            <FormField label="Above amount" htmlFor={`level-${i}-above`} error={errors[`levels.${i}.above`]} help="In USD; empty for every amount." optional>
              <input id={`level-${i}-above`} inputMode="decimal" value={level.above} onChange={(e) => change(i, { above: e.target.value })} style={fieldInputStyle} />
            </FormField>
            <button type="button" disabled={levels.length === 1} onClick={() => setLevels((all) => all.filter((_, j) => j !== i))} style={{ marginTop: 26 }}>
              Remove
            </button>
          </fieldset>
        ))}
        <div style={{ display: 'flex', gap: 8 }}>
          <button type="button" disabled={levels.length >= MAX_LEVELS} onClick={() => setLevels((all) => [...all, { approver: 'ADMIN', above: '' }])}>Add level</button>
          <button type="submit" disabled={loading}>Save</button>
        </div>
      </form>
    </SettingsFrame>
  );
};
