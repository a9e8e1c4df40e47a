import { useSearchParams } from 'react-router-dom';
import { formatMoney } from '../../ui/money';
import { useLiveBudgets } from './use-live-budgets';

/** /budgets: list driven by the query string (spec 2.5; limit 25, page 1 by default). */
export const BudgetsPage = () => {
  const [params] = useSearchParams();
  const limit = Number(params.get('limit') ?? 25);
  const page = Number(params.get('page') ?? 1);
  const q = params.get('q') ?? undefined;
  const { data, loading } = useLiveBudgets({ take: limit, skip: (page - 1) * limit, where: { ...(q && { name: q }) } });
  if (loading && !data) return <p>Loading…</p>;
  const budgets = data?.budgets.items ?? [];
  return (
    <section>
      <h1>Budgets</h1>
      {budgets.length === 0 ? (
        <p>No Results Found</p>
      ) : (
        <table style={{ borderCollapse: 'collapse', minWidth: 480 }}>
          <thead>
            <tr>
              <th style={{ textAlign: 'left', padding: 8 }}>Name</th>
              <th style={{ textAlign: 'right', padding: 8 }}>Funding</th>
              <th style={{ textAlign: 'left', padding: 8 }}>Status</th>
            </tr>
          </thead>
          <tbody>
            {budgets.map((b) => (
              <tr key={b.id} data-testid="budget-row">
                <td style={{ padding: 8 }}>
                  <span style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 5, background: b.color, marginRight: 8 }} />
                  {b.name}
                </td>
                <td style={{ padding: 8, textAlign: 'right' }}>{formatMoney(b.funding)}</td>
                <td style={{ padding: 8 }}>{b.active ? 'Active' : 'Archived'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p style={{ color: '#666' }}>{data?.budgets.count ?? 0} budgets</p>
    </section>
  );
};
