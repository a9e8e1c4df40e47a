import { gql, useApolloClient, useMutation, useQuery } from '@apollo/client';
import type {
  AttachInboxReceiptMutation, AttachInboxReceiptMutationVariables, ReceiptInboxQuery, UploadInboxReceiptMutation, UploadInboxReceiptMutationVariables,
} from '../../generated/graphql';
import { Button } from '../../ui/button';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { formatDateTime } from '../../ui/dates';
import { downloadFile } from '../../ui/download';
import { relativeTime } from '../../ui/relative-time';
import { useToast } from '../../ui/toast';
import { acceptOf, sendUpload } from '../../ui/upload';
import { TRANSACTION_DETAIL_FIELDS, TRANSACTION_FIELDS } from './operations';
import { ReceiptReadingText } from './receipt-reading';
import { useRun } from './use-run';

export const RECEIPT_INBOX = gql`
  query ReceiptInbox {
    receiptInbox {
      id fileName contentType sizeBytes receivedAt url sameTransactions duplicateOf
      reading { method failure merchant date total currency cardLast4 }
      suggestions { transactionId }
    }
    receiptsMailAddresses { shared personal }
  }
`;

export const ATTACH_INBOX_RECEIPT = gql`
  ${TRANSACTION_FIELDS}
  ${TRANSACTION_DETAIL_FIELDS}
  mutation AttachInboxReceipt($receiptId: ID!, $id: ID!) {
    attachInboxReceipt(receiptId: $receiptId, where: { id: $id }) {
      ...TransactionFields
      ...TransactionDetailFields
    }
  }
`;

export const UPLOAD_INBOX_RECEIPT = gql`
  mutation UploadInboxReceipt($uploadId: ID!) {
    uploadInboxReceipt(uploadId: $uploadId) { id }
  }
`;

type InboxRow = ReceiptInboxQuery['receiptInbox'][number];

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`);

/**
 * The receipts the signed-in member mailed in (issue #27), beside a transaction's own: one click
 * attaches one here, as an upload would. Also where to mail them: the member's personal address.
 */
export const ReceiptInbox = ({ transactionId }: { transactionId: string }) => {
  const toast = useToast();
  const client = useApolloClient();
  const { run, busy } = useRun();
  const { data, error } = useQuery<ReceiptInboxQuery>(RECEIPT_INBOX, { fetchPolicy: 'cache-and-network' });
  const [attach] = useMutation<AttachInboxReceiptMutation, AttachInboxReceiptMutationVariables>(ATTACH_INBOX_RECEIPT, { refetchQueries: [RECEIPT_INBOX] });
  const [toInbox] = useMutation<UploadInboxReceiptMutation, UploadInboxReceiptMutationVariables>(UPLOAD_INBOX_RECEIPT, { refetchQueries: [RECEIPT_INBOX] });
  // A photo or file for the inbox: read and matched to its transaction like a mailed one.
  const uploadToInbox = (file: File) => void run(async () => {
    const uploadId = await sendUpload(client, 'receipt', file);
    await toInbox({ variables: { uploadId } });
  }, 'The receipt is in your inbox: it is read and matched to its transaction.');
  const columns: DataColumn<InboxRow>[] = [
    {
      id: 'file', header: 'File', enableHiding: false,
      cell: ({ row: { original: r } }) => (
        <>
          <span data-testid="inbox-receipt-name">{r.fileName}</span>{' '}
          <Button size="small" variant="ghost" onClick={() => void downloadFile(r.url, r.fileName).catch((e: Error) => toast({ message: e.message, tone: 'danger' }))}>
            {r.contentType === 'application/pdf' ? 'Open PDF' : 'Download'}
          </Button>
        </>
      ),
    },
    {
      id: 'read', header: 'Read',
      cell: ({ row: { original: r } }) => (
        <>
          {r.suggestions.some((s) => s.transactionId === transactionId) && <strong data-testid="inbox-receipt-suggested">Suggested for this transaction. </strong>}
          {r.sameTransactions && <em>Two alike charges (same merchant, amount and day): check for a double charge. </em>}
          {r.duplicateOf && <em data-testid="inbox-receipt-copy">A copy of a receipt already received. </em>}
          <ReceiptReadingText reading={r.reading} />
        </>
      ),
    },
    { id: 'received', header: 'Received', cell: ({ row: { original: r } }) => <span title={formatDateTime(r.receivedAt)}>{relativeTime(r.receivedAt)}</span> },
    { id: 'size', header: 'Size', meta: { numeric: true }, cell: ({ row }) => size(row.original.sizeBytes) },
    {
      id: 'attach', header: '', enableHiding: false,
      cell: ({ row: { original: r } }) => (
        <Button size="small" disabled={busy} data-testid="attach-inbox-receipt" onClick={() => void run(() => attach({ variables: { receiptId: r.id, id: transactionId } }), 'The receipt has been attached.')}>
          Attach
        </Button>
      ),
    },
  ];
  const personal = data?.receiptsMailAddresses.personal;
  return (
    <section aria-label="Receipts inbox">
      <h3>Your receipts inbox</h3>
      <p data-testid="receipts-address">
        Mail receipts from your Spend email to <strong>{data?.receiptsMailAddresses.shared ?? '…'}</strong>, or forward them from any address to <strong>{personal ?? '…'}</strong>.
      </p>
      <label>
        Upload a receipt to your inbox{' '}
        <input type="file" accept={acceptOf('receipt')} disabled={busy} aria-label="Upload a receipt to your inbox" data-testid="inbox-upload"
          onChange={(e) => { if (e.target.files?.[0]) uploadToInbox(e.target.files[0]); e.target.value = ''; }} />
      </label>
      <DataTable id="receipt-inbox" label="Receipts inbox" columns={columns} rows={data?.receiptInbox} rowKey={(r) => r.id} error={error?.message}
        emptyText="No mailed receipts are waiting." rowProps={() => ({ 'data-testid': 'inbox-receipt' })} />
    </section>
  );
};
