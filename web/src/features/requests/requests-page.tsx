import { useMutation, useQuery } from '@apollo/client';
import { useSearchParams } from 'react-router-dom';
import type {
  ApprovalRequestChangedSubscription, ApprovalRequestsQuery, ReviewBudgetIncreaseMutation, ReviewBudgetIncreaseMutationVariables, ReviewOutcome, ReviewReimbursementMutation,
  ReviewReimbursementMutationVariables,
} from '../../generated/graphql';
import { Button } from '../../ui/button';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { formatDate } from '../../ui/dates';
import { formatMoney } from '../../ui/money';
import { useToast } from '../../ui/toast';
import { useLive } from '../../ui/use-live';
import { APPROVAL_REQUESTS, APPROVAL_REQUEST_CHANGED, REVIEW_INCREASE, REVIEW_REIMBURSEMENT } from './operations';
import { ReimbursementButton } from './reimbursement-dialog';
import styles from './requests.module.css';

type Request = ApprovalRequestsQuery['approvalRequests'][number];

/** A calendar day (YYYY-MM-DD) as the app shows dates, without a time zone shifting it. */

const personName = (u: { person: { first_name: string; last_name: string } }): string => `${u.person.first_name} ${u.person.last_name}`;

/** The request: its kind and title, a reimbursement's details, the reason and on whose behalf. */
const RequestCell = ({ r }: { r: Request }) => (
  <>
    <div>{r.kind === 'REIMBURSEMENT' ? 'Reimbursement' : 'Budget increase'}: {r.title}</div>
    {r.kind === 'REIMBURSEMENT' && r.merchant && (
      <small data-testid="reimbursement-details" className={styles.line}>
        {[r.merchant, r.expenseDate && formatDate(r.expenseDate), r.budget?.name, r.category?.name].filter(Boolean).join(' · ')}
      </small>
    )}
    {r.reason && <small className={styles.reason}>{r.reason}</small>}
    {r.onBehalfOf && <small data-testid="on-behalf-of" className={styles.line}>On behalf of {personName(r.onBehalfOf)}</small>}
  </>
);

const columnsOf = (busy: boolean, review: (request: Request, status: ReviewOutcome) => void): DataColumn<Request>[] => [
  { id: 'request', header: 'Request', enableHiding: false, cell: ({ row }) => <RequestCell r={row.original} /> },
  { id: 'amount', header: 'Amount', cell: ({ row }) => formatMoney(row.original.amount) },
  { id: 'requestor', header: 'Requestor', cell: ({ row }) => (row.original.requestor ? personName(row.original.requestor) : 'Unknown') },
  { id: 'status', header: 'Status', cell: ({ row: { original: r } }) => (r.status === 'PENDING' && r.levelCount > 1 ? `PENDING (level ${r.level + 1} of ${r.levelCount})` : r.status) },
  {
    id: 'actions', header: '', enableHiding: false,
    cell: ({ row: { original: r } }) => r.canReview && (
      <span className={styles.actions}>
        <Button size="small" disabled={busy} onClick={() => review(r, 'APPROVED')}>Approve</Button>
        <Button size="small" disabled={busy} onClick={() => review(r, r.kind === 'REIMBURSEMENT' ? 'DECLINED' : 'REJECTED')}>
          {r.kind === 'REIMBURSEMENT' ? 'Decline' : 'Reject'}
        </Button>
      </span>
    ),
  },
];

/**
 * /alerts/requests: budget increase requests and reimbursements the user asked for or reviews,
 * arriving live (approvalRequestChanged); the current level's approver approves or rejects
 * (declines, for a reimbursement) here and hears the outcome or the reason it was refused.
 */
export const RequestsPage = () => {
  const toast = useToast();
  // A notification's link (/alerts) names the request it is about: its row is marked as the current one.
  const [params] = useSearchParams();
  const linked = params.get('request');
  const { data, error, refetch } = useQuery<ApprovalRequestsQuery>(APPROVAL_REQUESTS);
  // A pushed request updates its row in the cache; only a new one is read with the list.
  useLive<ApprovalRequestChangedSubscription>(APPROVAL_REQUEST_CHANGED, { stale: ({ approvalRequestChanged: r }) => !data?.approvalRequests.some((row) => row.id === r.id), refetch });
  const [reviewIncrease, increase] = useMutation<ReviewBudgetIncreaseMutation, ReviewBudgetIncreaseMutationVariables>(REVIEW_INCREASE);
  const [reviewReimbursement, reimbursement] = useMutation<ReviewReimbursementMutation, ReviewReimbursementMutationVariables>(REVIEW_REIMBURSEMENT);
  const busy = increase.loading || reimbursement.loading;

  const review = async (request: Request, status: ReviewOutcome) => {
    try {
      const variables = { id: request.id, status };
      const outcome = request.kind === 'REIMBURSEMENT'
        ? (await reviewReimbursement({ variables })).data!.updateOneReimbursement.status
        : (await reviewIncrease({ variables })).data!.updateOneBudgetIncreaseRequest.status;
      toast({ message: `${request.title}: ${outcome.toLowerCase()}.` });
      // An increase's answer is the request whole (its row updates in the cache); a reimbursement's is another type.
      if (request.kind === 'REIMBURSEMENT') await refetch();
    } catch (error) {
      toast({ message: (error as Error).message, tone: 'danger' });
    }
  };

  return (
    <section>
      <h1>Requests</h1>
      <DataTable
        id="requests" label="Requests" columns={columnsOf(busy, (r, status) => void review(r, status))} rows={data?.approvalRequests} error={error?.message} rowKey={(r) => r.id}
        rowProps={(r) => ({ 'data-testid': 'request', 'data-status': r.status, ...(r.id === linked && { 'aria-current': true, className: styles.linked }) })} toolbar={<ReimbursementButton onCreated={() => void refetch()} />}
      />
    </section>
  );
};
