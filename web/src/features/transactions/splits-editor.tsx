import { useMutation } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { parseAmountToCents } from '@spend/domain';
import { useEffect } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { UpdateTransactionMutation, UpdateTransactionMutationVariables } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { fieldInputClass } from '../../ui/form-field';
import { formatMoney } from '../../ui/money';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { UPDATE_TRANSACTION } from './change-operations';
import styles from './splits-editor.module.css';
import { splitsSchema, type SplitLine, type SplitsValues } from './splits-schema';
import type { TransactionDetail } from './transaction-facts';
import { glLabel, useCodingOptions } from './use-coding-options';

const blank = (): SplitLine => ({ amount: '', generalLedgerId: '', projectId: '', budgetId: '' });
const linesOf = (t: TransactionDetail): SplitLine[] =>
  t.splits?.map((l) => ({ amount: (l.amount / 100).toFixed(2), generalLedgerId: l.generalLedgerId ?? '', projectId: l.projectId ?? '', budgetId: l.budgetId ?? '' })) ?? [];

/**
 * Splits a transaction into lines (GL code, project, budget, amount) that must add up to its amount:
 * the remainder shows as one types; a wrong sum is refused with the bookkeeping rules' own message.
 */
export const SplitsEditor = ({ t, readOnly }: { t: TransactionDetail; readOnly: boolean }) => {
  const toast = useToast();
  const options = useCodingOptions();
  const { register, control, handleSubmit, reset, watch, setError, clearErrors, formState: { errors } } = useForm<SplitsValues>({
    resolver: (values, context, o) => zodResolver(splitsSchema(t.amount))(values, context, o),
    defaultValues: { lines: linesOf(t) },
  });
  const lines = useFieldArray({ control, name: 'lines' });
  useEffect(() => reset({ lines: linesOf(t) }), [t.splits]);
  const [update, { loading }] = useMutation<UpdateTransactionMutation, UpdateTransactionMutationVariables>(UPDATE_TRANSACTION);

  const allocated = watch('lines').reduce((sum, l) => sum + (parseAmountToCents(l.amount) ?? 0), 0);
  const remainder = t.amount - allocated;

  const save = async (next: SplitLine[]) => {
    try {
      const splits = next.map((l) => ({ amount: l.amount.trim(), generalLedgerId: l.generalLedgerId || null, projectId: l.projectId || null, budgetId: l.budgetId || null }));
      await update({ variables: { id: t.id, data: { splits } } });
      toast({ message: next.length > 0 ? 'The split has been saved.' : 'The split has been removed.' });
    } catch (failure) {
      const { fields, message } = serverFieldErrors(failure);
      setError('lines', { type: 'server', message: fields.splits ?? Object.values(fields)[0] ?? message });
      toast({ message: fields.splits ?? message, tone: 'danger' });
    }
  };
  const submit = handleSubmit((v) => save(v.lines));
  const error = errors.lines?.message ?? errors.lines?.root?.message;

  if (readOnly && lines.fields.length === 0) return null;
  return (
    <section aria-label="Split">
      <h2>Split</h2>
      {lines.fields.length === 0 ? (
        <Button onClick={() => lines.replace([{ ...blank(), amount: (t.amount / 100).toFixed(2) }, blank()])}>Split transaction</Button>
      ) : (
        <fieldset disabled={readOnly || loading} className={styles.fields}>
          {lines.fields.map((line, index) => (
            <div key={line.id} data-testid="split-line" className={styles.line}>
              <input aria-label={`Line ${index + 1} amount`} inputMode="decimal" {...register(`lines.${index}.amount`)} className={`${fieldInputClass} ${styles.amount}`} />
              <select aria-label={`Line ${index + 1} GL code`} {...register(`lines.${index}.generalLedgerId`)} className={`${fieldInputClass} ${styles.gl}`}>
                <option value="">GL code</option>
                {options.generalLedgers.map((gl) => <option key={gl.id} value={gl.id}>{glLabel(gl)}</option>)}
              </select>
              {options.projectsEnabled && (
                <select aria-label={`Line ${index + 1} project`} {...register(`lines.${index}.projectId`)} className={`${fieldInputClass} ${styles.pick}`}>
                  <option value="">Project</option>
                  {options.projects.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
                </select>
              )}
              <select aria-label={`Line ${index + 1} budget`} {...register(`lines.${index}.budgetId`)} className={`${fieldInputClass} ${styles.pick}`}>
                <option value="">Budget</option>
                {options.budgets.map((b) => <option key={b.id} value={b.id}>{b.name}</option>)}
              </select>
              {!readOnly && lines.fields.length > 2 && <Button size="small" onClick={() => lines.remove(index)}>Remove line</Button>}
            </div>
          ))}
          <p data-testid="split-remainder" className={remainder === 0 ? styles.balanced : styles.unbalanced}>
            Remaining: {formatMoney(remainder)}
          </p>
          {error && <p role="alert" data-testid="split-error" className={styles.error}>{error}</p>}
          {!readOnly && (
            <div className={styles.buttons}>
              <Button onClick={() => lines.append(blank())}>Add line</Button>
              <Button variant="primary" onClick={() => void submit()}>Save split</Button>
              <Button onClick={() => { clearErrors(); if (t.splits) void save([]); else lines.replace([]); }}>{t.splits ? 'Remove split' : 'Cancel'}</Button>
            </div>
          )}
        </fieldset>
      )}
    </section>
  );
};
