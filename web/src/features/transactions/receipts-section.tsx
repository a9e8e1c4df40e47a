import { useApolloClient, useMutation } from '@apollo/client';
import { useRef } from 'react';
import type {
  AttachTransactionReceiptMutation, AttachTransactionReceiptMutationVariables, RemoveTransactionReceiptMutation,
  RemoveTransactionReceiptMutationVariables,
} from '../../generated/graphql';
import { downloadFile, useFileObjectUrl } from '../../ui/download';
import { useToast } from '../../ui/toast';
import { acceptOf, sendUpload } from '../../ui/upload';
import { ATTACH_RECEIPT, REMOVE_RECEIPT, TRANSACTION_QUERIES } from './operations';
import type { TransactionDetail } from './transaction-facts';
import { useRun } from './use-run';

type Receipt = TransactionDetail['receipts'][number];
const REFRESH = { refetchQueries: TRANSACTION_QUERIES, awaitRefetchQueries: true };

/** An image receipt shows as a thumbnail (fetched with the token); any other type by its name. */
const Preview = ({ receipt }: { receipt: Receipt }) => {
  const src = useFileObjectUrl(receipt.contentType.startsWith('image/') && receipt.contentType !== 'image/svg+xml' ? receipt.url : null);
  return src ? <img src={src} alt={receipt.fileName} data-testid="receipt-preview" style={{ maxWidth: 160, maxHeight: 160, objectFit: 'contain', border: '1px solid #eee' }} /> : null;
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
  const [attach] = useMutation<AttachTransactionReceiptMutation, AttachTransactionReceiptMutationVariables>(ATTACH_RECEIPT, REFRESH);
  const [remove] = useMutation<RemoveTransactionReceiptMutation, RemoveTransactionReceiptMutationVariables>(REMOVE_RECEIPT, REFRESH);

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
      {t.needsReceipt && t.receipts.length === 0 && <p data-testid="receipt-needed" style={{ color: '#b35c00' }}>A receipt is required for this transaction.</p>}
      {t.receipts.length === 0 && !t.needsReceipt && <p>No receipts.</p>}
      {overdue && (
        <p role="alert" data-testid="receipt-locks-card" style={{ color: '#c0262d' }}>
          Locked: receipts missing. This receipt is overdue and the card is locked until it is attached.
        </p>
      )}
      <ul style={{ listStyle: 'none', padding: 0, display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        {t.receipts.map((r) => (
          <li key={r.fileId} data-testid="receipt" style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
            <Preview receipt={r} />
            <span data-testid="receipt-name">{r.fileName}</span>
            <span style={{ display: 'flex', gap: 6 }}>
              <button type="button" onClick={() => void downloadFile(r.url, r.fileName).catch((e: Error) => toast({ message: e.message, tone: 'danger' }))}>
                {r.contentType === 'application/pdf' ? 'Open PDF' : 'Download'}
              </button>
              {!readOnly && (
                <button type="button" disabled={busy} onClick={() => void run(() => remove({ variables: { id: t.id, fileId: r.fileId } }), 'The receipt has been removed.')}>
                  Remove
                </button>
              )}
            </span>
          </li>
        ))}
      </ul>
      {!readOnly && (
        <label>
          <span style={{ fontWeight: 600, marginRight: 8 }}>Upload receipt</span>
          <input ref={input} type="file" accept={acceptOf('receipt')} disabled={busy} aria-label="Upload receipt" onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])} />
        </label>
      )}
    </section>
  );
};
