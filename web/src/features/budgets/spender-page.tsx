import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button } from '../../ui/button';
import { useCan } from '../../ui/use-can';
import { PersonLine, useLiveBudget } from './budget-page';
import { useSpenders } from './use-spenders';
import { PageSkeleton } from '../../ui/skeleton';

/** /budgets/{id}/spenders/{userId}: one spender of a budget (budget owners see those of their own budgets). */
export const SpenderPage = () => {
  const { budgetId = '', userId = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading } = useLiveBudget(budgetId);
  const { can } = useCan();
  const spenders = useSpenders({ id: budgetId, name: data?.budget?.name ?? '' });
  if (loading && !data) return <PageSkeleton />;
  const budget = data?.budget;
  const spender = budget?.spenders.find((s) => s.id === userId);
  if (!budget || !spender) return <p>No Results Found</p>;
  const name = `${spender.person.first_name} ${spender.person.last_name}`;
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
    </section>
  );
};
