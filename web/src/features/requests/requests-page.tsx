import { useMutation, useQuery, useSubscription } from '@apollo/client';
import type {
  ApprovalRequestsQuery, ReviewBudgetIncreaseMutation, ReviewBudgetIncreaseMutationVariables, ReviewOutcome, ReviewReimbursementMutation,
  ReviewReimbursementMutationVariables,
} from '../../generated/graphql';
import { formatMoney } from '../../ui/money';
import { useToast } from '../../ui/toast';
import { APPROVAL_REQUESTS, APPROVAL_REQUEST_CHANGED, REVIEW_INCREASE, REVIEW_REIMBURSEMENT } from './operations';
import { ReimbursementButton } from './reimbursement-dialog';

type Request = ApprovalRequestsQuery['approvalRequests'][number];

/** A calendar day (YYYY-MM-DD) as the app shows dates, without a time zone shifting it. */
const formatDay = (day: string): string => new Date(`${day}T00:00:00`).toLocaleDateString('en-US');

/**
 * /alerts/requests: budget increase requests and reimbursements the user asked for or reviews,
 * arriving live (approvalRequestChanged); the current level's approver approves or rejects
 * (declines, for a reimbursement) here and hears the outcome or the reason it was refused.
 */
export const RequestsPage = () => {
  const toast = useToast();
  const { data, refetch } = useQuery<ApprovalRequestsQuery>(APPROVAL_REQUESTS);
  // A new request is not in the cached list yet: refetch on every change.
  useSubscription(APPROVAL_REQUEST_CHANGED, { onData: () => void refetch() });
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
      await refetch();
    } catch (error) {
      toast({ message: (error as Error).message, tone: 'danger' });
    }
  };

  const requests = data?.approvalRequests ?? [];
  return (
    <section>
      <h1>Requests</h1>
      <div style={{ marginBottom: 16 }}>
        <ReimbursementButton onCreated={() => void refetch()} />
      </div>
      {requests.length === 0 ? (
        <p>No Results Found</p>
      ) : (
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr style={{ textAlign: 'left' }}>
              <th>Request</th><th>Amount</th><th>Requestor</th><th>Status</th><th />
            </tr>
          </thead>
          <tbody>
            {requests.map((r) => (
              <tr key={r.id} data-testid="request" data-status={r.status} style={{ borderTop: '1px solid #eee' }}>
                <td>
                  <div>{r.kind === 'REIMBURSEMENT' ? 'Reimbursement' : 'Budget increase'}: {r.title}</div>
                  {r.kind === 'REIMBURSEMENT' && r.merchant && (
                    <small data-testid="reimbursement-details" style={{ display: 'block', color: '#555' }}>
                      {[r.merchant, r.expenseDate && formatDay(r.expenseDate), r.budget?.name, r.category?.name].filter(Boolean).join(' · ')}
                    </small>
                  )}
                  {r.reason && <small style={{ color: '#777' }}>{r.reason}</small>}
                  {r.onBehalfOf && (
                    <small data-testid="on-behalf-of" style={{ display: 'block', color: '#555' }}>
                      On behalf of {r.onBehalfOf.person.first_name} {r.onBehalfOf.person.last_name}
                    </small>
                  )}
                </td>
                <td>{formatMoney(r.amount)}</td>
                <td>{r.requestor ? `${r.requestor.person.first_name} ${r.requestor.person.last_name}` : 'Unknown'}</td>
                <td>{r.status === 'PENDING' && r.levelCount > 1 ? `PENDING (level ${r.level + 1} of ${r.levelCount})` : r.status}</td>
                <td>
                  {r.canReview && (
                    <span style={{ display: 'flex', gap: 8 }}>
                      <button type="button" disabled={busy} onClick={() => void review(r, 'APPROVED')}>Approve</button>
                      <button type="button" disabled={busy} onClick={() => void review(r, r.kind === 'REIMBURSEMENT' ? 'DECLINED' : 'REJECTED')}>
                        {r.kind === 'REIMBURSEMENT' ? 'Decline' : 'Reject'}
                      </button>
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
};
