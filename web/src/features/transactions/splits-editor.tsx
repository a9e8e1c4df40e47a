import { useMutation } from '@apollo/client';
import { BOOKKEEPING_MESSAGES, parseAmountToCents } from '@spend/domain';
import { useEffect, useState } from 'react';
import type { UpdateTransactionMutation, UpdateTransactionMutationVariables } from '../../generated/graphql';
import { fieldInputStyle } from '../../ui/form-field';
import { formatMoney } from '../../ui/money';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { TRANSACTION_QUERIES, UPDATE_TRANSACTION } from './operations';
import type { TransactionDetail } from './transaction-facts';
import { glLabel, useCodingOptions } from './use-coding-options';

interface Line { amount: string; generalLedgerId: string; projectId: string; budgetId: string }

const blank = (): Line => ({ amount: '', generalLedgerId: '', projectId: '', budgetId: '' });
const linesOf = (t: TransactionDetail): Line[] =>
  t.splits?.map((l) => ({ amount: (l.amount / 100).toFixed(2), generalLedgerId: l.generalLedgerId ?? '', projectId: l.projectId ?? '', budgetId: l.budgetId ?? '' })) ?? [];

/**
 * Splits a transaction into lines (GL code, project, budget, amount) that must add up to its amount:
 * the remainder shows as one types; a wrong sum is refused with the API's own message.
 */
export const SplitsEditor = ({ t, readOnly }: { t: TransactionDetail; readOnly: boolean }) => {
  const toast = useToast();
  const options = useCodingOptions();
  const [lines, setLines] = useState<Line[]>(linesOf(t));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setLines(linesOf(t)), [t.splits]);
  const [update, { loading }] = useMutation<UpdateTransactionMutation, UpdateTransactionMutationVariables>(UPDATE_TRANSACTION, { refetchQueries: TRANSACTION_QUERIES, awaitRefetchQueries: true });

  const allocated = lines.reduce((sum, l) => sum + (parseAmountToCents(l.amount) ?? 0), 0);
  const remainder = t.amount - allocated;
  const change = (index: number, patch: Partial<Line>) => setLines(lines.map((l, i) => (i === index ? { ...l, ...patch } : l)));

  const save = async (next: Line[]) => {
    setError(null);
    if (next.length === 1) return setError(BOOKKEEPING_MESSAGES.splitLines);
    if (next.some((l) => (parseAmountToCents(l.amount) ?? 0) <= 0)) return setError(BOOKKEEPING_MESSAGES.amount);
    if (next.length > 0 && next.reduce((s, l) => s + parseAmountToCents(l.amount)!, 0) !== t.amount) return setError(BOOKKEEPING_MESSAGES.splitSum(t.amount));
    try {
      const splits = next.map((l) => ({ amount: l.amount.trim(), generalLedgerId: l.generalLedgerId || null, projectId: l.projectId || null, budgetId: l.budgetId || null }));
      await update({ variables: { id: t.id, data: { splits } } });
      toast({ message: next.length > 0 ? 'The split has been saved.' : 'The split has been removed.' });
    } catch (failure) {
      const { fields, message } = serverFieldErrors(failure);
      setError(fields.splits ?? Object.values(fields)[0] ?? message);
      toast({ message: fields.splits ?? message, tone: 'danger' });
    }
  };

  if (readOnly && lines.length === 0) return null;
  return (
    <section aria-label="Split">
      <h2>Split</h2>
      {lines.length === 0 ? (
        <button type="button" onClick={() => setLines([{ ...blank(), amount: (t.amount / 100).toFixed(2) }, blank()])}>Split transaction</button>
      ) : (
        <fieldset disabled={readOnly || loading} style={{ border: 0, padding: 0, margin: 0 }}>
          {lines.map((line, index) => (
            <div key={index} data-testid="split-line" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 8 }}>
              <input aria-label={`Line ${index + 1} amount`} inputMode="decimal" value={line.amount} onChange={(e) => change(index, { amount: e.target.value })} style={{ ...fieldInputStyle, width: 120 }} />
              <select aria-label={`Line ${index + 1} GL code`} value={line.generalLedgerId} onChange={(e) => change(index, { generalLedgerId: e.target.value })} style={{ ...fieldInputStyle, width: 180 }}>
                <option value="">GL code</option>
                {options.generalLedgers.map((gl) => <option key={gl.id} value={gl.id}>{glLabel(gl)}</option>)}
              </select>
              {options.projectsEnabled && (
                <select aria-label={`Line ${index + 1} project`} value={line.projectId} onChange={(e) => change(index, { projectId: e.target.value })} style={{ ...fieldInputStyle, width: 160 }}>
                  <option value="">Project</option>
                  {options.projects.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
                </select>
              )}
              <select aria-label={`Line ${index + 1} budget`} value={line.budgetId} onChange={(e) => change(index, { budgetId: e.target.value })} style={{ ...fieldInputStyle, width: 160 }}>
                <option value="">Budget</option>
                {options.budgets.map((b) => <option key={b.id} value={b.id}>{b.name}</option>)}
              </select>
              {!readOnly && lines.length > 2 && <button type="button" onClick={() => setLines(lines.filter((_, i) => i !== index))}>Remove line</button>}
            </div>
          ))}
          <p data-testid="split-remainder" style={{ color: remainder === 0 ? '#1d7a4d' : '#c0262d' }}>
            Remaining: {formatMoney(remainder)}
          </p>
          {error && <p role="alert" data-testid="split-error" style={{ color: '#c0262d' }}>{error}</p>}
          {!readOnly && (
            <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
              <button type="button" onClick={() => setLines([...lines, blank()])}>Add line</button>
              <button type="button" onClick={() => void save(lines)}>Save split</button>
              <button type="button" onClick={() => (t.splits ? void save([]) : setLines([]))}>{t.splits ? 'Remove split' : 'Cancel'}</button>
            </div>
          )}
        </fieldset>
      )}
    </section>
  );
};
