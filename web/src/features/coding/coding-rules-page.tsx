import { useMutation, useQuery } from '@apollo/client';
import { useState } from 'react';
import type { CodingRuleFieldsFragment, CodingRulesQuery, DeleteCodingRuleMutation } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { SettingsFrame } from '../settings/settings-frame';
import { useCodingOptions } from '../transactions/use-coding-options';
import { useRun } from '../transactions/use-run';
import styles from './coding.module.css';
import { CodingRuleDialog } from './coding-rule-dialog';
import { CODING_RULES, DELETE_CODING_RULE } from './operations';

type Rule = CodingRuleFieldsFragment;

const GONE = 'one no longer listed';

/** A rule's conditions and outcome in words, names looked up where the caller can read them. */
const useDescribe = () => {
  const o = useCodingOptions();
  const card = (id: string) => { const c = o.cards.find((x) => x.id === id); return c ? `ending ${c.last4Digits}` : GONE; };
  const member = (id: string) => { const m = o.spenders.find((x) => x.id === id); return m ? `${m.person.first_name} ${m.person.last_name}` : GONE; };
  const named = (list: readonly { id: string; name: string }[], id: string) => list.find((x) => x.id === id)?.name ?? GONE;
  const fieldValue = (v: { customFieldId: string; value: string }) => {
    const field = o.customFields.find((f) => f.id === v.customFieldId);
    return `${field?.name ?? 'a custom field'}: ${field?.options.find((op) => op.id === v.value)?.name ?? v.value}`;
  };
  return {
    conditions: ({ conditions: c }: Rule): string => [
      c.merchant && `merchant contains “${c.merchant}”`, c.mcc && `MCC ${c.mcc}`, c.cardId && `card ${card(c.cardId)}`,
      c.budgetId && `budget ${named(o.budgets, c.budgetId)}`, c.memberId && `member ${member(c.memberId)}`,
    ].filter(Boolean).join(' and '),
    outcome: ({ outcome: out }: Rule): string => [
      out.generalLedgerId && `GL ${o.glName(out.generalLedgerId)}`, out.projectId && `project ${named(o.projects, out.projectId)}`, ...out.customFieldValues.map(fieldValue),
    ].filter(Boolean).join(', '),
  };
};

/** /settings/coding-rules: how new transactions are coded, in order, with each rule's hits (issue #27); admins only. */
export const CodingRulesPage = () => {
  const { run } = useRun();
  const describe = useDescribe();
  const { data, error } = useQuery<CodingRulesQuery>(CODING_RULES);
  const [remove] = useMutation<DeleteCodingRuleMutation>(DELETE_CODING_RULE, { refetchQueries: [CODING_RULES] });
  const [dialog, setDialog] = useState<{ open: boolean; editing: Rule | null }>({ open: false, editing: null });
  const [deleting, setDeleting] = useState<Rule | null>(null);

  const columns: DataColumn<Rule>[] = [
    { id: 'position', header: 'Order', cell: ({ row }) => row.original.position },
    { id: 'name', header: 'Name', enableHiding: false, meta: { testId: 'coding-rule-name' }, cell: ({ row }) => row.original.name },
    { id: 'conditions', header: 'When', meta: { testId: 'coding-rule-conditions' }, cell: ({ row }) => describe.conditions(row.original) },
    { id: 'outcome', header: 'Codes', meta: { testId: 'coding-rule-outcome' }, cell: ({ row }) => describe.outcome(row.original) },
    { id: 'hits', header: 'Hits', meta: { testId: 'coding-rule-hits' }, cell: ({ row }) => row.original.hits },
    {
      id: 'actions', header: '', enableHiding: false,
      cell: ({ row: { original: rule } }) => (
        <div className={styles.actions}>
          <Button size="small" onClick={() => setDialog({ open: true, editing: rule })}>Edit</Button>
          <Button size="small" variant="danger" onClick={() => setDeleting(rule)}>Delete</Button>
        </div>
      ),
    },
  ];

  return (
    <SettingsFrame title="Coding Rules">
      <p>New transactions are coded by the first rule that matches; with none, by the coding your company used most for that merchant. A value someone set is never replaced.</p>
      <div className={styles.toolbar}>
        <Button variant="primary" onClick={() => setDialog({ open: true, editing: null })}>Create Coding Rule</Button>
      </div>
      <DataTable
        id="coding-rules" label="Coding Rules" columns={columns} rows={data?.codingRules} error={error?.message} rowKey={(r) => r.id}
        rowProps={() => ({ 'data-testid': 'coding-rule-row' })}
      />
      <CodingRuleDialog open={dialog.open} editing={dialog.editing} onOpenChange={(open) => setDialog((d) => ({ ...d, open }))} />
      <ConfirmDialog
        open={!!deleting} onOpenChange={(open) => !open && setDeleting(null)} title={`Delete ${deleting?.name ?? ''}?`}
        description="New transactions are no longer coded by it; what it coded stays." confirmLabel="Delete"
        onConfirm={() => (deleting ? run(() => remove({ variables: { id: deleting.id } }), `The coding rule ${deleting.name} has been deleted.`) : undefined)}
      />
    </SettingsFrame>
  );
};
