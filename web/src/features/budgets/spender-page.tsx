import { gql, useQuery } from '@apollo/client';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { SpenderInBudgetQuery, SpenderInBudgetQueryVariables } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { formatDateTime } from '../../ui/dates';
import { MoneyText } from '../../ui/money-text';
import { useCan } from '../../ui/use-can';
import { PersonLine, useLiveBudget } from './budget-page';
import styles from './budget-page.module.css';
import { GoneBudget } from './gone-budget';
import { useSpenders } from './use-spenders';
import { PageSkeleton } from '../../ui/skeleton';

/**
 * What a spender spends from one budget: their spend there as the budget's top spenders count it
 * (the transactions read model's ledger figures, summed by the API), their cards on it and their
 * latest transactions on it.
 */
const SPENDER_IN_BUDGET = gql`
  query SpenderInBudget($budgetId: ID!, $userId: ID!) {
    budget(where: { id: $budgetId }) {
      id
      topSpenders(take: 1, spenderId: $userId) {
        amount
        user {
          id
        }
      }
    }
    cardsV2(take: 50, where: { budgetId: $budgetId, spenderId: $userId }) {
      items {
        id
        last4Digits
        format
        status
      }
    }
    transactions(take: 25, where: { budgetId: $budgetId, spenderId: $userId }) {
      count
      items {
        id
        description
        amount
        status
        initial_transaction_date
      }
    }
  }
`;

/** /budgets/{id}/spenders/{userId}: one spender of a budget (budget owners see those of their own budgets). */
export const SpenderPage = () => {
  const { budgetId = '', userId = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading } = useLiveBudget(budgetId);
  const spend = useQuery<SpenderInBudgetQuery, SpenderInBudgetQueryVariables>(SPENDER_IN_BUDGET, { variables: { budgetId, userId } });
  const { can } = useCan();
  const spenders = useSpenders({ id: budgetId, name: data?.budget?.name ?? '' });
  if (loading && !data) return <PageSkeleton />;
  const budget = data?.budget;
  if (!budget) return <GoneBudget />;
  const spender = budget.spenders.find((s) => s.id === userId);
  if (!spender) return <p role="status">This person no longer spends from {budget.name}. <Link to={`/budgets/${budget.id}`}>Back to {budget.name}</Link></p>;
  const name = `${spender.person.first_name} ${spender.person.last_name}`;
  const details = spend.data;
  const cards = details?.cardsV2.items ?? [];
  const transactions = details?.transactions.items ?? [];
  return (
    <section>
      <h1 data-testid="spender-name">{name}</h1>
      <PersonLine name={name} title={spender.person.title} />
      <p>
        {spender.person.email} · spends from <Link to={`/budgets/${budget.id}`}>{budget.name}</Link>
        {spender.archived && ' · archived'}
      </p>
      {can('budget.edit') && (
        <Button onClick={() => void spenders.remove(spender.id).then((ok) => ok && navigate(`/budgets/${budget.id}`))}>
          Remove from {budget.name}
        </Button>
      )}
      <div className={styles.grid}>
        <div className={styles.card}>
          <h2>Spent</h2>
          {details ? <MoneyText data-testid="spender-spent" cents={details.budget?.topSpenders[0]?.amount ?? 0} /> : <p aria-busy="true">Loading…</p>}
        </div>
        <div className={styles.card}>
          <h2>Cards</h2>
          {details && cards.length === 0 ? <p>No cards on this budget</p> : (
            <ul className={styles.list} data-testid="spender-cards">
              {cards.map((c) => <li key={c.id}><Link to={`/cards/${c.id}`}>•••• {c.last4Digits}</Link> <small className={styles.muted}>{c.format} · {c.status}</small></li>)}
            </ul>
          )}
        </div>
        <div className={styles.card}>
          <h2>Transactions</h2>
          {details && transactions.length === 0 ? <p>No results</p> : (
            <ul className={styles.list} data-testid="spender-transactions">
              {transactions.map((t) => (
                <li key={t.id}>
                  <Link to={`/transactions/${t.id}`}>{t.description}</Link>: <MoneyText cents={t.amount} /> {t.status}{' '}
                  <small className={styles.muted}>{formatDateTime(t.initial_transaction_date)}</small>
                </li>
              ))}
            </ul>
          )}
          {details && details.transactions.count > transactions.length && (
            <Link to={`/transactions?budget=${budget.id}&spender=${spender.id}`}>All {details.transactions.count} transactions</Link>
          )}
        </div>
      </div>
    </section>
  );
};
