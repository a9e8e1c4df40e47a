import { useMutation } from '@apollo/client';
import { BOOKS_ADMIN_PERMISSION } from '@spend/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCan } from '../../ui/use-can';
import { DeleteDialog } from './delete-dialog';
import { DisputeDialog } from './dispute-dialog';
import { CLOSE_DISPUTE, LOCK_TRANSACTION, SOFT_DELETE_TRANSACTION, TRANSACTION_QUERIES, UNLOCK_TRANSACTION } from './operations';
import type { TransactionDetail } from './transaction-facts';
import { useRun } from './use-run';

const REFRESH = { refetchQueries: TRANSACTION_QUERIES, awaitRefetchQueries: true };

/** Lock / unlock and closing a dispute (admins), dispute (card purchases that can be), delete and delete permanently (manual ones). */
export const TransactionActions = ({ t }: { t: TransactionDetail }) => {
  const { can } = useCan();
  const navigate = useNavigate();
  const { run, busy } = useRun();
  const [disputing, setDisputing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [lock] = useMutation(LOCK_TRANSACTION, REFRESH);
  const [unlock] = useMutation(UNLOCK_TRANSACTION, REFRESH);
  const [closeDispute] = useMutation(CLOSE_DISPUTE, REFRESH);
  const [softDelete] = useMutation(SOFT_DELETE_TRANSACTION, { refetchQueries: ['Transactions'] });
  const variables = { id: t.id };
  const synced = t.syncState === 'SYNCED';
  const canDelete = can('transactions.delete') && t.source !== 'CARD' && !t.isLocked;
  const canDispute = can('transactions.edit') && t.source === 'CARD' && !t.isDeclined && !t.isReversed && t.dispute?.status !== 'OPEN' && !t.isLocked;

  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', margin: '12px 0' }}>
      {can(BOOKS_ADMIN_PERMISSION) && !synced && (
        t.isLocked
          ? <button type="button" disabled={busy} onClick={() => void run(() => unlock({ variables }), 'The transaction has been unlocked.')}>Unlock</button>
          : <button type="button" disabled={busy} onClick={() => void run(() => lock({ variables }), 'The transaction has been locked.')}>Lock</button>
      )}
      {canDispute && <button type="button" onClick={() => setDisputing(true)}>Dispute</button>}
      {can(BOOKS_ADMIN_PERMISSION) && t.dispute?.status === 'OPEN' && (
        <button type="button" disabled={busy} onClick={() => void run(() => closeDispute({ variables }), 'The dispute has been closed.')}>Close dispute</button>
      )}
      {canDelete && (
        <>
          <button type="button" disabled={busy} onClick={() => void run(async () => { await softDelete({ variables }); await navigate('/transactions'); }, 'The transaction has been deleted.')}>
            Delete
          </button>
          <button type="button" onClick={() => setDeleting(true)}>Delete permanently</button>
        </>
      )}
      <DisputeDialog transactionId={t.id} open={disputing} onOpenChange={setDisputing} />
      {canDelete && <DeleteDialog transactionId={t.id} open={deleting} onOpenChange={setDeleting} />}
    </div>
  );
};
