import { useMutation, useQuery } from '@apollo/client';
import { BOOKKEEPING_MESSAGES, BOOKS_ADMIN_PERMISSION, isSyncedState } from '@spend/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TransactionQuery } from '../../generated/graphql';
import { Modal } from '../../ui/modal';
import { PageSkeleton } from '../../ui/skeleton';
import { useCan } from '../../ui/use-can';
import { useToast } from '../../ui/toast';
import { CodingForm } from './coding-form';
import { TRANSACTION, spenderName, type TransactionRow } from './operations';
import { REQUEST_TRANSACTION_RECEIPT } from './review-operations';
import { REVIEW_KEYS, useReviewKeys, type ReviewAction } from './review-keys';
import styles from './transactions.module.css';
import { useRun } from './use-run';

/** The coding of one row, as its page has it, without leaving the list (`c`). */
const CodeDialog = ({ id, onClose }: { id: string; onClose: () => void }) => {
  const { data } = useQuery<TransactionQuery>(TRANSACTION, { variables: { id } });
  const t = data?.transaction;
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t ? `Code ${t.description}` : 'Code transaction'} width={640}>
      {t ? <CodingForm t={t} readOnly={false} /> : <PageSkeleton lines={4} />}
    </Modal>
  );
};

/** Why a row cannot be changed, in the decider's words; null when it can. */
const closedReason = (t: TransactionRow): string | null => (isSyncedState(t.syncState) ? BOOKKEEPING_MESSAGES.synced : t.isLocked ? BOOKKEEPING_MESSAGES.locked : null);

/**
 * The keyboard review mode of /transactions: j/k move the focus row, c codes it, r asks its spender
 * for the receipt, e opens it, x selects it, ? shows the keys. A locked or synced row refuses c and r
 * with the reason, and nothing is recorded (the API refuses r too, should the list be stale).
 */
export const useReviewQueue = (rows: readonly TransactionRow[], toggle: ((id: string) => void) | null) => {
  const { can } = useCan();
  const toast = useToast();
  const navigate = useNavigate();
  const { run } = useRun();
  const [coding, setCoding] = useState<string | null>(null);
  const [requestReceipt] = useMutation(REQUEST_TRANSACTION_RECEIPT);

  const act = (action: ReviewAction, index: number) => {
    const t = rows[index];
    if (!t) return;
    if (action === 'e') return void navigate(`/transactions/${t.id}`);
    if (action === 'x') return void toggle?.(t.id);
    const closed = closedReason(t);
    if (action === 'c' && can('transactions.edit')) {
      if (closed) toast({ message: closed, tone: 'danger' });
      else setCoding(t.id);
    }
    if (action === 'r' && can(BOOKS_ADMIN_PERMISSION)) {
      if (closed) toast({ message: closed, tone: 'danger' });
      else void run(() => requestReceipt({ variables: { id: t.id } }), `Receipt requested from ${spenderName(t)}.`);
    }
  };
  const { focus, help, setHelp } = useReviewKeys(rows.length, act);
  const focusedId = rows[focus]?.id ?? null;
  useEffect(() => {
    document.querySelector('[data-review-focus]')?.scrollIntoView({ block: 'nearest' });
  }, [focusedId]);

  const overlay = (
    <>
      {coding && <CodeDialog id={coding} onClose={() => setCoding(null)} />}
      <Modal open={help} onOpenChange={setHelp} title="Review keys" description="Move through the list and act on the focused transaction.">
        <dl className={styles.keys}>
          {REVIEW_KEYS.map(([key, what]) => (
            <div key={key}><dt><kbd>{key}</kbd></dt><dd>{what}</dd></div>
          ))}
        </dl>
      </Modal>
    </>
  );
  /** The focus row's attributes: marked for assistive technology and drawn with the focus ring. */
  const rowFocus = (t: TransactionRow) => (t.id === focusedId ? { 'data-review-focus': 'true', 'aria-current': true, className: styles.focused } : {});
  return { overlay, rowFocus };
};
