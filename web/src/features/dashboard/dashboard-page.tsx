import { useQuery } from '@apollo/client';
import { gql } from '@apollo/client';
import type { CompanyFundsQuery } from '../../generated/graphql';
import { formatMoney } from '../../ui/money';
import { useLiveBudgets } from '../budgets/use-live-budgets';

const COMPANY_FUNDS = gql`
  query CompanyFunds {
    company {
      id
      dba_name
      total_funding
    }
  }
`;

/** /dashboard: company funds and the budgets summary, live as budgets change. */
export const DashboardPage = () => {
  const company = useQuery<CompanyFundsQuery>(COMPANY_FUNDS);
  const budgets = useLiveBudgets({ take: 100, where: { topLevel: true, active: true } });
  const top = budgets.data?.budgets.items ?? [];
  const budgeted = top.reduce((sum, b) => sum + b.funding, 0);
  const total = company.data?.company.total_funding ?? 0;
  return (
    <section>
      <h1>Dashboard</h1>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        {[
          ['Company funds', formatMoney(total)],
          ['Budgeted', formatMoney(budgeted)],
          ['Unallocated', formatMoney(total - budgeted)],
        ].map(([label, value]) => (
          <div key={label} style={{ border: '1px solid #e6e6ef', borderRadius: 12, padding: 16, minWidth: 180 }}>
            <div style={{ color: '#666' }}>{label}</div>
            <div data-testid={`figure-${label}`} style={{ fontSize: 24, fontWeight: 600 }}>
              {value}
            </div>
          </div>
        ))}
      </div>
      <h2>Budgets</h2>
      <ul>
        {top.map((b) => (
          <li key={b.id}>
            {b.name}: {formatMoney(b.funding)}
          </li>
        ))}
      </ul>
    </section>
  );
};
