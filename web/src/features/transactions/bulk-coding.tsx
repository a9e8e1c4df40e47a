import { useMutation } from '@apollo/client';
import { useState } from 'react';
import type { UpdateTransactionMutation, UpdateTransactionMutationVariables } from '../../generated/graphql';
import { fieldInputStyle } from '../../ui/form-field';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { UPDATE_TRANSACTION } from './operations';
import { glLabel, useCodingOptions } from './use-coding-options';

const control = { ...fieldInputStyle, display: 'inline-block', width: 'auto' } as const;

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
    <div role="region" aria-label="Bulk coding" style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center', padding: 10, background: '#f4f4f8', borderRadius: 8, marginBottom: 12 }}>
      <strong data-testid="selected-count">{selected.length} selected</strong>
      <select aria-label="Bulk GL code" value={generalLedgerId} onChange={(e) => setGl(e.target.value)} style={control}>
        <option value="">GL code</option>
        {options.generalLedgers.map((gl) => <option key={gl.id} value={gl.id}>{glLabel(gl)}</option>)}
      </select>
      {options.projectsEnabled && (
        <select aria-label="Bulk project" value={projectId} onChange={(e) => setProject(e.target.value)} style={control}>
          <option value="">Project</option>
          {options.projects.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
        </select>
      )}
      <button type="button" disabled={busy || (!generalLedgerId && !projectId)} onClick={() => void apply()}>Apply to selected</button>
    </div>
  );
};
