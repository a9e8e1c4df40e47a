import { useMutation } from '@apollo/client';
import { useNavigate } from 'react-router-dom';
import type { DeleteTransactionMutation, DeleteTransactionMutationVariables } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { forgetField } from '../../ui/cache-lists';
import layout from '../../ui/layout.module.css';
import { Modal } from '../../ui/modal';
import { DELETE_TRANSACTION } from './change-operations';
import { useRun } from './use-run';

/**
 * Permanent delete of a manual or out-of-pocket transaction (deleteOneTransaction): it leaves the
 * books for good, unlike Delete (soft, hidden from lists), so it asks first.
 */
export const DeleteDialog = ({ transactionId, open, onOpenChange }: { transactionId: string; open: boolean; onOpenChange: (open: boolean) => void }) => {
  const navigate = useNavigate();
  const { run, busy } = useRun();
  const [remove] = useMutation<DeleteTransactionMutation, DeleteTransactionMutationVariables>(DELETE_TRANSACTION, {
    // It leaves the server's pages (and their count): the list reads its page again when shown.
    update: (cache) => forgetField(cache, 'transactions'),
  });
  const confirm = async () => {
    const done = await run(() => remove({ variables: { id: transactionId } }), 'The transaction has been permanently deleted.');
    if (!done) return;
    onOpenChange(false);
    await navigate('/transactions');
  };
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Delete permanently?" description="The transaction is removed from the books for good, with its coding and receipts. This cannot be undone.">
      <div className={layout.actions}>
        <Button onClick={() => onOpenChange(false)}>Cancel</Button>
        <Button variant="danger" loading={busy} onClick={() => void confirm()}>
          Delete permanently
        </Button>
      </div>
    </Modal>
  );
};
