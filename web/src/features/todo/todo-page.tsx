import { useApolloClient, useMutation, useQuery } from '@apollo/client';
import { Link } from 'react-router-dom';
import type {
  AttachTodoReceiptMutation, AttachTodoReceiptMutationVariables, BadgeCountsSubscription, ConfirmTodoMatchMutation, ConfirmTodoMatchMutationVariables, TodoQuery,
} from '../../generated/graphql';
import { Button } from '../../ui/button';
import { formatDate } from '../../ui/dates';
import { formatMoney } from '../../ui/money';
import { acceptOf, sendUpload } from '../../ui/upload';
import { useLive } from '../../ui/use-live';
import { BADGE_COUNTS } from '../alerts/operations';
import { PolicyExplanationForm } from '../transactions/policy-explanation-form';
import { useRun } from '../transactions/use-run';
import { ATTACH_TODO_RECEIPT, CONFIRM_TODO_MATCH, TODO } from './operations';
import styles from './todo.module.css';
import { PageSkeleton } from '../../ui/skeleton';

type Item = TodoQuery['todo']['items'][number];

/** Upload straight onto the transaction: on a phone the picker offers the camera (one tap, then the photo). */
const UploadReceipt = ({ transactionId, busy, onFile }: { transactionId: string; busy: boolean; onFile: (id: string, file: File) => void }) => (
  <label className={styles.upload}>
    <span className={styles.uploadButton}>Upload receipt</span>
    <input type="file" accept={`${acceptOf('receipt')},image/*`} disabled={busy} aria-label="Upload receipt" data-testid="todo-upload"
      onChange={(e) => {
        const file = e.target.files?.[0];
        e.target.value = '';
        if (file) onFile(transactionId, file);
      }} />
  </label>
);

const TodoEntry = ({ item, busy, onFile, onConfirm }: {
  item: Item; busy: boolean; onFile: (id: string, file: File) => void; onConfirm: (receiptId: string, transactionId: string) => void;
}) => {
  const t = item.transaction;
  const r = item.receipt;
  return (
    <li className={styles.item} data-testid="todo-item" data-kind={item.kind}>
      <span className={styles.title}>
        {t ? <><span data-testid="todo-title">{t.description}</span><span>{formatMoney(t.amount)} · {formatDate(t.initial_transaction_date)}</span></>
          : <span data-testid="todo-title">Receipt {r?.fileName}</span>}
      </span>
      <ul className={styles.missing} aria-label={item.kind === 'POLICY' ? 'What the expense policy found' : 'What is missing'}>
        {item.missing.map((m) => <li key={m.kind} data-testid="todo-missing">{m.message}</li>)}
      </ul>
      <span className={styles.actions}>
        {t && item.kind === 'RECEIPT' && <UploadReceipt transactionId={t.id} busy={busy} onFile={onFile} />}
        {t && item.kind === 'CODING' && <Link to={`/transactions/${t.id}`} data-testid="todo-open-coding">Open the coding</Link>}
        {t && item.kind === 'POLICY' && <PolicyExplanationForm transactionId={t.id} />}
        {r?.suggestions.map((s) => (
          <Button key={s.transactionId} size="small" disabled={busy} data-testid="todo-confirm-match" onClick={() => onConfirm(r.id, s.transactionId)}>
            Attach to the {formatMoney(s.transactionAmount)} transaction{s.dayDifference === null ? '' : `, ${s.dayDifference} ${s.dayDifference === 1 ? 'day' : 'days'} apart`}
          </Button>
        ))}
      </span>
    </li>
  );
};

/**
 * /my-wallet/to-do (issue #27): everything waiting on the signed-in member, each with what is
 * missing and the action that settles it. Read again whenever the badge count moves (live).
 */
export const TodoPage = () => {
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery<TodoQuery>(TODO, { fetchPolicy: 'cache-and-network' });
  useLive<BadgeCountsSubscription>(BADGE_COUNTS, { stale: (push) => push.badgeCountsChanged.todo !== data?.todo.count, refetch });
  const { run, busy } = useRun();
  const [attach] = useMutation<AttachTodoReceiptMutation, AttachTodoReceiptMutationVariables>(ATTACH_TODO_RECEIPT, { refetchQueries: [TODO], awaitRefetchQueries: true });
  const [confirm] = useMutation<ConfirmTodoMatchMutation, ConfirmTodoMatchMutationVariables>(CONFIRM_TODO_MATCH, { refetchQueries: [TODO], awaitRefetchQueries: true });
  const onFile = (id: string, file: File) => void run(async () => {
    const uploadId = await sendUpload(client, 'receipt', file);
    await attach({ variables: { id, uploadId } });
  }, 'The receipt has been attached.');
  const onConfirm = (receiptId: string, id: string) => void run(() => confirm({ variables: { receiptId, id } }), 'The receipt has been attached.');
  const items = data?.todo.items ?? [];
  return (
    <section>
      <h1>To-do</h1>
      {error && !data ? <p role="alert">{error.message}</p>
        : loading && !data ? <PageSkeleton />
        : items.length === 0 ? <p data-testid="todo-empty">Nothing is waiting on you.</p>
        : (
          <>
            <p className={styles.muted} data-testid="todo-count">{data!.todo.count === 1 ? '1 thing waits on you.' : `${data!.todo.count} things wait on you.`}</p>
            <ul className={styles.list}>
              {items.map((item) => <TodoEntry key={item.id} item={item} busy={busy} onFile={onFile} onConfirm={onConfirm} />)}
            </ul>
          </>
        )}
      <Link to="/my-wallet">Back to My Wallet</Link>
    </section>
  );
};
