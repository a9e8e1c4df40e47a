import { useMutation } from '@apollo/client';
import { BOOKS_ADMIN_PERMISSION, isSyncedState } from '@spend/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useCan } from '../../ui/use-can';
import { forgetField } from '../../ui/cache-lists';
import { DeleteDialog } from './delete-dialog';
import { DisputeDialog } from './dispute-dialog';
import styles from './transaction-page.module.css';
import { CLOSE_DISPUTE, LOCK_TRANSACTION, SOFT_DELETE_TRANSACTION, UNLOCK_TRANSACTION } from './change-operations';
import type { TransactionDetail } from './transaction-facts';
import { useRun } from './use-run';

/** Lock / unlock and closing a dispute (admins), dispute (card purchases that can be), delete and delete permanently (manual ones). */
export const TransactionActions = ({ t }: { t: TransactionDetail }) => {
  const { can } = useCan();
  const navigate = useNavigate();
  const { run, busy } = useRun();
  const [disputing, setDisputing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [softDeleting, setSoftDeleting] = useState(false);
  // Each answers with the transaction whole: the cache updates this page and any list holding it.
  const [lock] = useMutation(LOCK_TRANSACTION);
  const [unlock] = useMutation(UNLOCK_TRANSACTION);
  const [closeDispute] = useMutation(CLOSE_DISPUTE);
  const [softDelete] = useMutation(SOFT_DELETE_TRANSACTION, {
    // A deleted one leaves the server's pages (and their count): the list reads its page again when shown.
    update: (cache) => forgetField(cache, 'transactions'),
  });
  const variables = { id: t.id };
  const synced = isSyncedState(t.syncState);
  const canDelete = can('transactions.delete') && t.source !== 'CARD' && !t.isLocked;
  const canDispute = can('transactions.edit') && t.source === 'CARD' && !t.isDeclined && !t.isReversed && t.dispute?.status !== 'OPEN' && !t.isLocked;

  return (
    <div className={styles.actions}>
      {can(BOOKS_ADMIN_PERMISSION) && !synced && (
        t.isLocked
          ? <Button disabled={busy} onClick={() => void run(() => unlock({ variables }), 'The transaction has been unlocked.')}>Unlock</Button>
          : <Button disabled={busy} onClick={() => void run(() => lock({ variables }), 'The transaction has been locked.')}>Lock</Button>
      )}
      {canDispute && <Button onClick={() => setDisputing(true)}>Dispute</Button>}
      {can(BOOKS_ADMIN_PERMISSION) && t.dispute?.status === 'OPEN' && (
        <Button disabled={busy} onClick={() => void run(() => closeDispute({ variables }), 'The dispute has been closed.')}>Close dispute</Button>
      )}
      {canDelete && (
        <>
          <Button variant="danger" disabled={busy} onClick={() => setSoftDeleting(true)}>
            Delete
          </Button>
          {/* A mileage trip is deleted softly at most (the mileage log keeps it). */}
          {t.source !== 'MILEAGE' && <Button variant="danger" onClick={() => setDeleting(true)}>Delete permanently</Button>}
        </>
      )}
      <DisputeDialog transactionId={t.id} open={disputing} onOpenChange={setDisputing} />
      {canDelete && <DeleteDialog transactionId={t.id} open={deleting} onOpenChange={setDeleting} />}
      <ConfirmDialog open={softDeleting} onOpenChange={setSoftDeleting} title="Delete this transaction?" description="It is hidden from the transaction lists; an admin can still find it in the history."
        confirmLabel="Delete" onConfirm={() => run(async () => { await softDelete({ variables }); await navigate('/transactions'); }, 'The transaction has been deleted.')} />
    </div>
  );
};
