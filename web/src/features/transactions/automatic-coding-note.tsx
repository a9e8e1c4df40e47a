import { useMutation } from '@apollo/client';
import type { UndoAutomaticCodingMutation, UndoAutomaticCodingMutationVariables } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { UNDO_AUTOMATIC_CODING } from './change-operations';
import styles from './transaction-page.module.css';
import type { TransactionDetail } from './transaction-facts';
import { useRun } from './use-run';

const PLAIN: Record<string, string> = { generalLedgerId: 'GL code', projectId: 'project' };

/**
 * Beside the coding: which values a coding rule or the company's history set (issue #27), and an
 * Undo that clears only those. A locked or synced transaction refuses the undo with the reason,
 * which the toast shows; anyone who cannot edit transactions sees the note without the button.
 */
export const AutomaticCodingNote = ({ t, canEdit }: { t: TransactionDetail; canEdit: boolean }) => {
  const { run, busy } = useRun();
  const [undo] = useMutation<UndoAutomaticCodingMutation, UndoAutomaticCodingMutationVariables>(UNDO_AUTOMATIC_CODING);
  const auto = t.automaticCoding;
  if (!auto) return null;
  const fields = auto.fields.map((f) => PLAIN[f] ?? 'a custom field');
  const by = auto.kind === 'RULE' ? `Coded by rule ${auto.ruleName ?? ''}` : `Suggested from history (${auto.basedOnTransactions ?? 0} earlier transactions at this merchant)`;
  return (
    <p role="note" data-testid="automatic-coding" className={styles.automatic}>
      {by}: {[...new Set(fields)].join(', ')}.{' '}
      {canEdit && <Button size="small" loading={busy} onClick={() => void run(() => undo({ variables: { id: t.id } }), 'The automatic coding has been undone.')}>Undo</Button>}
    </p>
  );
};
