import { useMutation } from '@apollo/client';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import type { AccountingQuery, CreateExpenseTransactionsMutation, SyncAccountingMutation } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { formatDateTime } from '../../ui/dates';
import { ListTable } from '../../ui/list-table';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { PUSH_TRANSACTIONS, SYNC_ACCOUNTING } from './operations';
import { retryableRuns, retryIds, runSummary } from './runs';
import styles from './integrations.module.css';

type Run = AccountingQuery['integrationRunLogs'][number];

/** The integration run log (spec 3, 4): state, counts, each failure with the platform's message, Retry on a failed run. */
export const RunLogs = ({ runs }: { runs: readonly Run[] }) => {
  const toast = useToast();
  const options = { refetchQueries: ['Accounting'], awaitRefetchQueries: true };
  const [push, pushing] = useMutation<CreateExpenseTransactionsMutation>(PUSH_TRANSACTIONS, options);
  const [sync, syncing] = useMutation<SyncAccountingMutation>(SYNC_ACCOUNTING, options);
  const retry = async (run: Run) => {
    try {
      const ids = retryIds(run);
      const next = ids ? (await push({ variables: { transactionIds: ids } })).data!.createExpenseTransactions : (await sync()).data!.syncAccounting;
      toast({ message: runSummary(next), tone: next.status === 'FAILED' ? 'danger' : 'success' });
    } catch (error) {
      toast({ message: serverFieldErrors(error).message, tone: 'danger' });
    }
  };
  const retryable = retryableRuns(runs);
  return (
    <div data-testid="run-logs">
      <h3>Sync runs</h3>
      <ListTable headers={['Started', 'Status', 'Transactions', 'Synced', 'Failed', '']} loading={false} count={runs.length}>
        {runs.map((run) => (
          <Fragment key={run.id}>
            <tr data-testid="run-log">
              <td>{formatDateTime(run.startedAt)}</td>
              <td data-testid="run-status">{run.status}</td>
              <td>{run.transactionIds.length}</td>
              <td>{run.syncedTransactionIds.length}</td>
              <td>{run.failures.length}</td>
              <td>{retryable.has(run.id) && <Button size="small" loading={pushing.loading || syncing.loading} onClick={() => void retry(run)}>Retry</Button>}</td>
            </tr>
            {(run.message || run.failures.length > 0) && (
              <tr data-testid="run-details">
                <td colSpan={6}>
                  {run.message && <p className={styles.failures}>{run.message}</p>}
                  <ul className={styles.failures}>
                    {run.failures.map((f) => <li key={f.transactionId}><Link to={`/transactions/${f.transactionId}`}>Transaction {f.transactionId.slice(0, 8)}</Link>: {f.message}</li>)}
                  </ul>
                </td>
              </tr>
            )}
          </Fragment>
        ))}
      </ListTable>
    </div>
  );
};
