import { gql, useApolloClient, useMutation, useQuery } from '@apollo/client';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { ArchiveBudgetMutation, BudgetChangedSubscription, BudgetDetailQuery, BudgetActivityQuery, BudgetActivityQueryVariables, MemberSearchQuery, RestoreBudgetMutation, TransactionChangedSubscription } from '../../generated/graphql';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { formatDateTime } from '../../ui/dates';
import { formatMoney } from '../../ui/money';
import { ProgressRing } from '../../ui/progress-ring';
import { Typeahead } from '../../ui/typeahead';
import { useCan } from '../../ui/use-can';
import { useLive } from '../../ui/use-live';
import { HistoryTab } from '../history/history-tab';
import { TRANSACTION_CHANGED } from '../transactions/operations';
import { useRun } from '../transactions/use-run';
import { BudgetFormDialog, type BudgetDialogMode } from './budget-form-dialog';
import { GoneBudget } from './gone-budget';
import styles from './budget-page.module.css';
import { IncreaseRequests } from './increase-requests';
import { ARCHIVE_BUDGET, BUDGET_CHANGED, BUDGET_LISTS as LISTS, BUDGET_DETAIL, BUDGET_DETAIL_CHANGED, MEMBER_SEARCH, RESTORE_BUDGET } from './operations';
import { useSpenders } from './use-spenders';
import { PageSkeleton } from '../../ui/skeleton';

/**
 * Recent activity: the budget's latest transactions. The budget's event history (eventHistory) needs
 * runLogs.read, which budget owners lack; admins and auditors find it in the History tab below.
 */
const BUDGET_ACTIVITY = gql`
  query BudgetActivity($budgetId: ID!) {
    transactions(take: 10, where: { budgetId: $budgetId }) {
      items {
        id
        amount
        description
        status
        initial_transaction_date
        spender {
          id
          person {
            first_name
            last_name
          }
        }
      }
    }
  }
`;

/**
 * Loads a budget and keeps it live (graphql-ws): its own changes arrive whole and land in the cache;
 * a sub-budget's change is read again, since the budget's totals and children are summed on the server.
 */
export const useLiveBudget = (id: string) => {
  const query = useQuery<BudgetDetailQuery>(BUDGET_DETAIL, { variables: { id } });
  const refetch = () => query.refetch();
  useLive(BUDGET_DETAIL_CHANGED, { variables: { id }, stale: () => false, refetch });
  useLive<BudgetChangedSubscription>(BUDGET_CHANGED, { stale: (push) => push.budgetChanged.parentBudgetId === id, refetch });
  return query;
};

export const PersonLine = ({ name, title }: { name: string; title?: string | null }) => (
  <span className={styles.person}>
    <Avatar name={name || 'Unknown'} size={28} />
    <span>
      {name || 'Unknown'}
      {title && <small className={styles.personTitle}>{title}</small>}
    </span>
  </span>
);

/** /budgets/{id}: funds with a progress ring, sub-budgets, spenders (add with UNDO), top spenders, recent activity. */
export const BudgetPage = () => {
  const { budgetId = '' } = useParams();
  const { data, loading } = useLiveBudget(budgetId);
  const activity = useQuery<BudgetActivityQuery, BudgetActivityQueryVariables>(BUDGET_ACTIVITY, { variables: { budgetId } });
  // A transaction of this budget's (or one that just left it) changes its recent activity.
  useLive<TransactionChangedSubscription>(TRANSACTION_CHANGED, {
    stale: ({ transactionChanged: t }) => t.budget?.id === budgetId || (activity.data?.transactions.items.some((row) => row.id === t.id) ?? false),
    refetch: () => activity.refetch(),
  });
  const client = useApolloClient();
  const { can } = useCan();
  const [dialog, setDialog] = useState<BudgetDialogMode | null>(null);
  const [archiving, setArchiving] = useState(false);
  const { run } = useRun();
  const [archive] = useMutation<ArchiveBudgetMutation>(ARCHIVE_BUDGET, { refetchQueries: LISTS });
  const [restore] = useMutation<RestoreBudgetMutation>(RESTORE_BUDGET, { refetchQueries: LISTS });
  const budget = data?.budget;
  const spenders = useSpenders({ id: budgetId, name: budget?.name ?? '' });
  if (loading && !data) return <PageSkeleton />;
  if (!budget) return <GoneBudget />;
  const { funds } = budget;
  const canEdit = can('budget.edit');
  const canSettings = can('budget.settings.edit');
  const searchPeople = async (q: string) => {
    const result = await client.query<MemberSearchQuery>({ query: MEMBER_SEARCH, variables: { q }, fetchPolicy: 'network-only' });
    return result.data.teamSearchOptions.filter((u) => !budget.spenders.some((s) => s.id === u.userId)).map((u) => ({ id: u.userId, name: u.name, title: u.title }));
  };
  const events = activity.data?.transactions.items ?? [];
  return (
    <section>
      <div className={styles.header}>
        <span className={styles.dot} style={{ background: budget.color }} />
        <h1 className={styles.title} data-testid="budget-title">{budget.name}</h1>
        {!budget.active && <strong className={styles.archived}>Archived</strong>}
        {canEdit && budget.active && <Button onClick={() => setDialog({ kind: 'create', sub: true, parentId: budget.id })}>Create Sub Budget</Button>}
        {canEdit && budget.active && <Button onClick={() => setDialog({ kind: 'edit', budget })}>Edit</Button>}
        {canSettings && <Link to={`/budgets/${budget.id}/settings/general`}>Settings</Link>}
        {canSettings && (budget.active
          ? <Button variant="danger" onClick={() => setArchiving(true)}>Archive</Button>
          : <Button onClick={() => void run(() => restore({ variables: { id: budget.id } }), `${budget.name} budget has been restored.`)}>Restore</Button>)}
      </div>
      <ConfirmDialog open={archiving} onOpenChange={setArchiving} title={`Archive ${budget.name}?`} description="Its cards stop spending from it; it moves to the Archived tab, where it can be restored."
        confirmLabel="Archive budget" onConfirm={() => run(() => archive({ variables: { id: budget.id } }), `${budget.name} budget has been archived.`)} />
      <p className={styles.path}>
        {budget.parents.length > 0 ? (
          <span data-testid="budget-path">
            {budget.parents.map((p, i) => (
              <span key={p.id}>{i > 0 && ' / '}<Link to={`/budgets/${p.id}`}>{p.name}</Link></span>
            ))}
          </span>
        ) : 'Top Level'}
        {' · '}Owner: {budget.owner ? `${budget.owner.person.first_name} ${budget.owner.person.last_name}` : '—'}
      </p>
      <div className={styles.grid}>
        <div className={`${styles.card} ${styles.funds}`}>
          <ProgressRing value={budget.percentage} label="Share of the funding spent" />
          <dl className={styles.figures}>
            <dt>Funding</dt><dd data-testid="funds-funding">{formatMoney(budget.funding)}</dd>
            <dt>Budgeted</dt><dd data-testid="funds-budgeted">{formatMoney(funds.budgeted)}</dd>
            <dt>Spent</dt><dd data-testid="funds-spent">{formatMoney(funds.totalSpent)}</dd>
            <dt>Available</dt><dd data-testid="funds-available">{formatMoney(funds.available)}</dd>
            <dt>Limit</dt><dd>{budget.soft_limit === 'None' ? 'Hard' : budget.soft_limit === 'Amount' ? `Soft, +${formatMoney(budget.overage_value)}` : `Soft, +${budget.overage_value}%`}</dd>
          </dl>
        </div>
        <div className={styles.card}>
          <h2>Sub-budgets</h2>
          {budget.children.length === 0 ? <p>No results</p> : (
            <ul className={styles.list}>
              {budget.children.map((c) => (
                <li key={c.id} data-testid="sub-budget">
                  <Link to={`/budgets/${c.id}`}>{c.name}</Link> {formatMoney(c.funding)}{!c.active && ' (archived)'}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className={styles.card}>
          <h2>Spenders <small className={styles.count} data-testid="spenders-count">{budget.spendersCount}</small></h2>
          {canEdit && budget.active && (
            <Typeahead label="Add spender" placeholder="Add a spender" search={searchPeople} onSelect={(p) => void spenders.add({ id: p.id, name: p.name })} />
          )}
          {budget.spenders.length === 0 ? <p>No results</p> : (
            <ul className={styles.spenders}>
              {budget.spenders.map((s) => (
                <li key={s.id} data-testid="spender" className={styles.spender}>
                  <Link to={`/budgets/${budget.id}/spenders/${s.id}`} className={styles.spenderLink}>
                    <PersonLine name={`${s.person.first_name} ${s.person.last_name}`} title={s.person.title} />
                  </Link>
                  {canEdit && <Button size="small" aria-label={`Remove ${s.person.first_name} ${s.person.last_name}`} onClick={() => void spenders.remove(s.id)}>Remove</Button>}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className={styles.card}>
          <h2>Top spenders</h2>
          {budget.topSpenders.length === 0 ? <p>No results</p> : (
            <ol className={styles.list} data-testid="top-spenders">
              {budget.topSpenders.map((t) => (
                <li key={t.user.id}>{t.user.person.first_name} {t.user.person.last_name}: {formatMoney(t.amount)}</li>
              ))}
            </ol>
          )}
        </div>
        <div className={styles.card}>
          <IncreaseRequests budget={budget} canRequest={canEdit && budget.active} />
        </div>
        <div className={styles.card}>
          <h2>Recent activity</h2>
          {events.length === 0 ? <p>No results</p> : (
            <ul className={styles.list} data-testid="budget-activity">
              {events.map((t) => (
                <li key={t.id}>
                  {t.description}: {formatMoney(t.amount)} {t.status}
                  {t.spender && ` by ${t.spender.person.first_name} ${t.spender.person.last_name}`}{' '}
                  <small className={styles.muted}>{formatDateTime(t.initial_transaction_date)}</small>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {dialog && <BudgetFormDialog open onOpenChange={(open) => !open && setDialog(null)} mode={dialog} />}
      <HistoryTab kind="budget" id={budget.id} />
    </section>
  );
};
