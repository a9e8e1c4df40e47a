import { useMutation } from '@apollo/client';
import { useState } from 'react';
import type { UpdateTransactionMutation, UpdateTransactionMutationVariables } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { Select } from '../../ui/select';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { UPDATE_TRANSACTION } from './change-operations';
import styles from './transactions.module.css';
import { glLabel, useCodingOptions } from './use-coding-options';

/**
 * Codes the selected rows at once: one update per row (each row its own aggregate), so a locked
 * row's refusal is reported on that row and the others are still applied.
 */
export const BulkCoding = ({ selected, onDone }: { selected: string[]; onDone: (errors: Record<string, string>) => void }) => {
  const toast = useToast();
  const options = useCodingOptions();
  const [generalLedgerId, setGl] = useState('');
  const [projectId, setProject] = useState('');
  const [busy, setBusy] = useState(false);
  const [update] = useMutation<UpdateTransactionMutation, UpdateTransactionMutationVariables>(UPDATE_TRANSACTION);

  const apply = async () => {
    setBusy(true);
    const data = { ...(generalLedgerId && { generalLedgerId }), ...(projectId && { projectId }) };
    const errors: Record<string, string> = {};
    for (const id of selected) {
      try {
        await update({ variables: { id, data } });
      } catch (failure) {
        const { fields, message } = serverFieldErrors(failure);
        errors[id] = Object.values(fields)[0] ?? message;
      }
    }
    setBusy(false);
    const failed = Object.keys(errors).length;
    const done = selected.length - failed;
    if (failed === 0) toast({ message: `${done} transaction${done === 1 ? ' has' : 's have'} been updated.` });
    else toast({ message: `${done} updated; ${failed} could not be updated.`, tone: 'danger' });
    onDone(errors);
  };

  return (
    <div role="region" aria-label="Bulk coding" className={styles.bulk}>
      <strong data-testid="selected-count">{selected.length} selected</strong>
      <Select label="Bulk GL code" value={generalLedgerId} onValueChange={setGl} placeholder="GL code"
        options={options.generalLedgers.map((gl) => ({ value: gl.id, label: glLabel(gl) }))} />
      {options.projectsEnabled && (
        <Select label="Bulk project" value={projectId} onValueChange={setProject} placeholder="Project" options={options.projects.map((p) => ({ value: p.id, label: p.name }))} />
      )}
      <Button variant="primary" loading={busy} disabled={!generalLedgerId && !projectId} onClick={() => void apply()}>Apply to selected</Button>
    </div>
  );
};
