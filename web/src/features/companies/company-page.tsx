import { useQuery } from '@apollo/client';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useCan } from '../../ui/use-can';
import type { CompaniesQuery } from '../../generated/graphql';
import { formatDate } from '../../ui/dates';
import layout from '../../ui/layout.module.css';
import { formatMoney } from '../../ui/money';
import { COMPANIES } from './operations';
import { PageSkeleton } from '../../ui/skeleton';

/** /companies/primary (the reseller itself) and /companies/{companyId} (one of its companies). */
export const CompanyPage = () => {
  const { companyId } = useParams();
  const { can } = useCan();
  const { data, error, loading } = useQuery<CompaniesQuery>(COMPANIES);
  if (error) throw error;
  const company = companyId ? data?.companies.find((c) => c.id === companyId) : data?.companies[0];
  // The cached list may predate a company just created: wait for the network answer before giving up on it.
  if (!company) return loading ? <PageSkeleton /> : <Navigate to="/companies" replace />;
  const row = (label: string, value: string, id: string) => (
    <div className={layout.factRow}>
      <dt className={layout.factLabel}>{label}</dt>
      <dd className={layout.factValue} data-testid={`company-${id}`}>{value}</dd>
    </div>
  );
  return (
    <section>
      <h1>{company.dba_name}</h1>
      {company.parentCompanyID && can('client.edit') && <Link to={`/companies/${company.id}/edit`}>Edit company</Link>}
      <dl className={layout.facts}>
        {row('Type', company.parentCompanyID ? 'Child Company' : 'Parent Company', 'type')}
        {row('Reseller', company.isReseller ? 'Yes' : 'No', 'reseller')}
        {row('Total funding', formatMoney(company.total_funding), 'funding')}
        {company.dba_address && row('Address', company.dba_address, 'address')}
        {row('Created', formatDate(company.createdAt), 'created')}
      </dl>
    </section>
  );
};
