import { useQuery } from '@apollo/client';
import { Link } from 'react-router-dom';
import type { CompaniesQuery } from '../../generated/graphql';
import { formatMoney } from '../../ui/money';
import { useCan } from '../../ui/use-can';
import { COMPANIES } from './operations';

const cell = { padding: '8px 12px', borderBottom: '1px solid #e6e6ef', textAlign: 'left' } as const;

/** /companies (resellers): the reseller itself (its primary company) and its child companies. */
export const CompaniesPage = () => {
  const { can } = useCan();
  const { data, error } = useQuery<CompaniesQuery>(COMPANIES);
  if (error) throw error;
  if (!data) return <p>Loading…</p>;
  return (
    <section>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <h1>Companies</h1>
        {/* Create Company is offered here only: not while a company is selected (spec 2.3). */}
        {can('client.create') && <Link to="/companies/new">Create Company</Link>}
      </div>
      <table style={{ borderCollapse: 'collapse', minWidth: 560 }}>
        <thead>
          <tr>
            <th style={cell}>Company</th>
            <th style={cell}>Type</th>
            <th style={cell}>Total funding</th>
          </tr>
        </thead>
        <tbody>
          {data.companies.map((company, i) => (
            <tr key={company.id} data-testid="company-row">
              <td style={cell}>
                <Link to={i === 0 ? '/companies/primary' : `/companies/${company.id}`}>{company.dba_name}</Link>
              </td>
              <td style={cell}>{company.parentCompanyID ? 'Child Company' : 'Parent Company'}</td>
              <td style={cell}>{formatMoney(company.total_funding)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
};
