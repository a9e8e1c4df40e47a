import { gql, useQuery } from '@apollo/client';
import { Link, Navigate, Route, Routes, useParams } from 'react-router-dom';
import type { BudgetChangedSubscription, MySpenderBudgetsQuery } from '../../generated/graphql';
import { formatDate } from '../../ui/dates';
import { formatMoney } from '../../ui/money';
import { MoneyText } from '../../ui/money-text';
import { Truncated } from '../../ui/truncated';
import { useCan } from '../../ui/use-can';
import { useLive } from '../../ui/use-live';
import { useLiveBudget } from '../budgets/budget-page';
import { IncreaseRequests } from '../budgets/increase-requests';
import { BUDGET_CHANGED } from '../budgets/operations';
import { WalletCards } from '../cards/wallet-cards';
import { TodoPage } from '../todo/todo-page';
import styles from './my-wallet.module.css';
import { PageSkeleton } from '../../ui/skeleton';

const MY_SPENDER_BUDGETS = gql`
  query MySpenderBudgets {
    person {
      id
      spenderBudgets {
        id
        name
        color
        funding
        active
      }
    }
  }
`;

/** /my-wallet: the budgets the signed-in user spends from, live (their cards arrive with the cards issue). */
const MyWalletPage = () => {
  const { data, loading, refetch } = useQuery<MySpenderBudgetsQuery>(MY_SPENDER_BUDGETS);
  const { me } = useCan();
  // A budget of theirs updates in the cache; one they join or leave is read again.
  useLive<BudgetChangedSubscription>(BUDGET_CHANGED, {
    stale: ({ budgetChanged: b }) => data?.person.spenderBudgets.some((mine) => mine.id === b.id) !== (me !== undefined && me !== null && b.spenderIds.includes(me.id)),
    refetch,
  });
  const mine = (data?.person.spenderBudgets ?? []).filter((b) => b.active).sort((a, b) => a.name.localeCompare(b.name));
  return (
    <section>
      <h1>My Wallet</h1>
      <p><Link to="/my-wallet/to-do" data-testid="wallet-todo">Your to-do: receipts, codes, policy answers and matches waiting on you</Link></p>
      <WalletCards />
      <h2>My budgets</h2>
      {loading && !data ? (
        <PageSkeleton />
      ) : mine.length === 0 ? (
        <p>No Results Found</p>
      ) : (
        <div className={styles.budgets}>
          {mine.map((b) => (
            <Link key={b.id} to={`/my-wallet/budgets/${b.id}`} data-testid="wallet-budget" className={styles.budget} style={{ borderTopColor: b.color }}>
              <strong><Truncated text={b.name} /></strong>
              <MoneyText cents={b.funding} compact className={styles.amount} />
            </Link>
          ))}
        </div>
      )}
    </section>
  );
};

/** /my-wallet/budgets/{id}: one of the user's budgets, as its spender sees it. */
const WalletBudgetPage = () => {
  const { budgetId = '' } = useParams();
  const { data, loading } = useLiveBudget(budgetId);
  if (loading && !data) return <PageSkeleton />;
  const budget = data?.budget;
  if (!budget) return <p>No Results Found</p>;
  return (
    <section>
      <h1 data-testid="wallet-budget-title">{budget.name}</h1>
      <p className={styles.muted}>
        Owner: {budget.owner ? `${budget.owner.person.first_name} ${budget.owner.person.last_name}` : '—'} · runs until {formatDate(budget.end_at)}
      </p>
      <dl className={styles.figures}>
        <dt>Funding</dt><dd>{formatMoney(budget.funding)}</dd>
        <dt>Spent</dt><dd>{formatMoney(budget.funds.totalSpent)}</dd>
        <dt>Available</dt><dd data-testid="wallet-available">{formatMoney(budget.funds.available)}</dd>
      </dl>
      {budget.active && <IncreaseRequests budget={budget} />}
      <Link to="/my-wallet">Back to My Wallet</Link>
    </section>
  );
};

export const MyWalletRoutes = () => (
  <Routes>
    <Route index element={<MyWalletPage />} />
    <Route path="budgets/:budgetId" element={<WalletBudgetPage />} />
    <Route path="to-do" element={<TodoPage />} />
    <Route path="*" element={<Navigate to="/my-wallet" replace />} />
  </Routes>
);
