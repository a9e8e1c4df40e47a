import { useApolloClient, useMutation } from '@apollo/client';
import { useRef, useState } from 'react';
import type {
  AttachTransactionReceiptMutation, AttachTransactionReceiptMutationVariables, RemoveTransactionReceiptMutation,
  RemoveTransactionReceiptMutationVariables,
} from '../../generated/graphql';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { downloadFile, useFileObjectUrl } from '../../ui/download';
import { useToast } from '../../ui/toast';
import { acceptOf, sendUpload } from '../../ui/upload';
import { ATTACH_RECEIPT, REMOVE_RECEIPT } from './change-operations';
import { ReceiptReadingText } from './receipt-reading';
import styles from './receipts-section.module.css';
import type { TransactionDetail } from './transaction-facts';
import { useRun } from './use-run';

type Receipt = TransactionDetail['receipts'][number];

/** An image receipt shows as a thumbnail (fetched with the token); any other type by its name. */
const Preview = ({ receipt }: { receipt: Receipt }) => {
  const src = useFileObjectUrl(receipt.contentType.startsWith('image/') && receipt.contentType !== 'image/svg+xml' ? receipt.url : null);
  return src ? <img src={src} alt={receipt.fileName} data-testid="receipt-preview" className={styles.preview} /> : null;
};

/**
 * A transaction's receipts: the file goes straight to storage through a short-lived url, then
 * `attachTransactionReceipt` has the API check it (real type, size) and attach it (ARCHITECTURE 12).
 */
export const ReceiptsSection = ({ t, readOnly }: { t: TransactionDetail; readOnly: boolean }) => {
  const client = useApolloClient();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const { run, busy } = useRun();
  const [removing, setRemoving] = useState<Receipt | null>(null);
  const [attach] = useMutation<AttachTransactionReceiptMutation, AttachTransactionReceiptMutationVariables>(ATTACH_RECEIPT);
  const [remove] = useMutation<RemoveTransactionReceiptMutation, RemoveTransactionReceiptMutationVariables>(REMOVE_RECEIPT);
  // Both answer with the transaction whole (its receipts and completeness), so no screen reads it again.

  // One of the purchases whose overdue receipt locked the card (books policy receiptLockDays).
  const overdue = t.receipts.length === 0 && !!t.card?.receiptsMissing.some((m) => m.id === t.id);

  const upload = async (file: File) => {
    await run(async () => {
      const uploadId = await sendUpload(client, 'receipt', file);
      await attach({ variables: { id: t.id, uploadId } });
    }, 'The receipt has been attached.');
    if (input.current) input.current.value = '';
  };

  return (
    <section aria-label="Receipts">
      <h2>Receipts</h2>
      {t.needsReceipt && t.receipts.length === 0 && <p data-testid="receipt-needed" className={styles.needed}>A receipt is required for this transaction.</p>}
      {t.receipts.length === 0 && !t.needsReceipt && <p>No receipts.</p>}
      {overdue && (
        <p role="alert" data-testid="receipt-locks-card" className={styles.locks}>
          Locked: receipts missing. This receipt is overdue and the card is locked until it is attached.
        </p>
      )}
      <ul className={styles.list}>
        {t.receipts.map((r) => (
          <li key={r.fileId} data-testid="receipt" className={styles.receipt}>
            <Preview receipt={r} />
            <span data-testid="receipt-name">{r.fileName}</span>
            <ReceiptReadingText reading={r.reading} />
            <span className={styles.buttons}>
              <Button size="small" onClick={() => void downloadFile(r.url, r.fileName).catch((e: Error) => toast({ message: e.message, tone: 'danger' }))}>
                {r.contentType === 'application/pdf' ? 'Open PDF' : 'Download'}
              </Button>
              {!readOnly && (
                <Button size="small" variant="danger" disabled={busy} onClick={() => setRemoving(r)}>
                  Remove
                </Button>
              )}
            </span>
          </li>
        ))}
      </ul>
      <ConfirmDialog open={removing !== null} onOpenChange={(open) => !open && setRemoving(null)} title="Remove this receipt?" description={`${removing?.fileName ?? ''} is taken off the transaction.`}
        confirmLabel="Remove receipt" onConfirm={() => run(() => remove({ variables: { id: t.id, fileId: removing!.fileId } }), 'The receipt has been removed.')} />
      {!readOnly && (
        <div className={styles.uploads}>
          <label>
            <span className={styles.uploadLabel}>Upload receipt</span>
            <input ref={input} type="file" accept={acceptOf('receipt')} disabled={busy} aria-label="Upload receipt" onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])} />
          </label>
          {/* On a phone (the mobile view) the receipt can be photographed straight from its back camera. */}
          <label className={styles.camera}>
            <span className={styles.cameraButton}>Take a photo</span>
            <input type="file" accept="image/*" capture="environment" disabled={busy} aria-label="Take a photo of the receipt" data-testid="receipt-camera"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void upload(file);
              }} />
          </label>
        </div>
      )}
    </section>
  );
};
