import { useMutation } from '@apollo/client';
import { Link } from 'react-router-dom';
import type { AccountingQuery, CreateExpenseTransactionsMutation, SyncAccountingMutation } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { formatDateTime } from '../../ui/dates';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { PUSH_TRANSACTIONS, SYNC_ACCOUNTING } from './operations';
import { NotReadyList } from './not-ready';
import { retryableRuns, retryIds, runSummary, runTone } from './runs';
import styles from './integrations.module.css';

type Run = AccountingQuery['integrationRunLogs'][number];

/**
 * The integration run log (spec 3, 4): state, counts, each failure with the platform's message,
 * what was not ready to send with what to fix, Retry on a failed run.
 */
export const RunLogs = ({ runs }: { runs: readonly Run[] }) => {
  const toast = useToast();
  // A read stays after a run: the connection's sync status and the runs it ended are the server's.
  const options = { refetchQueries: ['Accounting'], awaitRefetchQueries: true };
  const [push, pushing] = useMutation<CreateExpenseTransactionsMutation>(PUSH_TRANSACTIONS, options);
  const [sync, syncing] = useMutation<SyncAccountingMutation>(SYNC_ACCOUNTING, options);
  const retry = async (run: Run) => {
    try {
      const ids = retryIds(run);
      const next = ids ? (await push({ variables: { transactionIds: ids } })).data!.createExpenseTransactions : (await sync()).data!.syncAccounting;
      toast({ message: runSummary(next), tone: runTone(next) });
    } catch (error) {
      toast({ message: serverFieldErrors(error).message, tone: 'danger' });
    }
  };
  const retryable = retryableRuns(runs);
  const columns: DataColumn<Run>[] = [
    { id: 'started', header: 'Started', enableHiding: false, cell: ({ row }) => formatDateTime(row.original.startedAt) },
    { id: 'status', header: 'Status', meta: { testId: 'run-status' }, cell: ({ row }) => row.original.status },
    { id: 'transactions', header: 'Transactions', meta: { numeric: true }, cell: ({ row }) => row.original.transactionIds.length },
    { id: 'synced', header: 'Synced', meta: { numeric: true }, cell: ({ row }) => row.original.syncedTransactionIds.length },
    { id: 'failed', header: 'Failed', meta: { numeric: true }, cell: ({ row }) => row.original.failures.length },
    { id: 'notReady', header: 'Not ready', meta: { numeric: true, testId: 'run-not-ready-count' }, cell: ({ row }) => row.original.notReady.length },
    {
      // The run's message and each failure with the platform's words, beside the run.
      id: 'details', header: 'Details', meta: { testId: 'run-details' },
      cell: ({ row: { original: run } }) => (
        <>
          {run.message && <p className={styles.failures}>{run.message}</p>}
          {run.failures.length > 0 && (
            <ul className={styles.failures}>
              {run.failures.map((f) => <li key={f.transactionId}><Link to={`/transactions/${f.transactionId}`}>Transaction {f.transactionId.slice(0, 8)}</Link>: {f.message}</li>)}
            </ul>
          )}
          <NotReadyList notReady={run.notReady} />
        </>
      ),
    },
    { id: 'actions', header: '', enableHiding: false, cell: ({ row: { original: run } }) => retryable.has(run.id) && <Button size="small" loading={pushing.loading || syncing.loading} onClick={() => void retry(run)}>Retry</Button> },
  ];
  return (
    <div data-testid="run-logs">
      <h3>Sync runs</h3>
      <DataTable id="integration-runs" label="Sync runs" columns={columns} rows={runs} rowKey={(run) => run.id} rowProps={() => ({ 'data-testid': 'run-log' })} />
    </div>
  );
};
