import { useQuery } from '@apollo/client';
import { Link } from 'react-router-dom';
import type { CompaniesQuery } from '../../generated/graphql';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { formatMoney } from '../../ui/money';
import { useCan } from '../../ui/use-can';
import styles from './companies.module.css';
import { COMPANIES } from './operations';

type Company = CompaniesQuery['companies'][number];

const columnsOf = (primaryId: string | undefined): DataColumn<Company>[] => [
  {
    id: 'company', header: 'Company', enableHiding: false,
    cell: ({ row: { original: c } }) => <Link to={c.id === primaryId ? '/companies/primary' : `/companies/${c.id}`}>{c.dba_name}</Link>,
  },
  { id: 'type', header: 'Type', cell: ({ row }) => (row.original.parentCompanyID ? 'Child Company' : 'Parent Company') },
  { id: 'funding', header: 'Total funding', cell: ({ row }) => formatMoney(row.original.total_funding) },
];

/** /companies (resellers): the reseller itself (its primary company, listed first) and its child companies. */
export const CompaniesPage = () => {
  const { can } = useCan();
  const { data, error } = useQuery<CompaniesQuery>(COMPANIES);
  if (error) throw error;
  return (
    <section className={styles.page}>
      <div className={styles.head}>
        <h1>Companies</h1>
        {/* Create Company is offered here only: not while a company is selected (spec 2.3). */}
        {can('client.create') && <Link to="/companies/new">Create Company</Link>}
      </div>
      <DataTable id="companies" label="Companies" columns={columnsOf(data?.companies[0]?.id)} rows={data?.companies} rowKey={(c) => c.id} rowProps={() => ({ 'data-testid': 'company-row' })} />
    </section>
  );
};
