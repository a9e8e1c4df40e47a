import { useQuery } from '@apollo/client';
import { Link, Navigate, useParams } from 'react-router-dom';
import type { MileageSubmissionQuery } from '../../generated/graphql';
import { formatDate } from '../../ui/dates';
import layout from '../../ui/layout.module.css';
import { formatMoney } from '../../ui/money';
import { MILEAGE_SUBMISSION } from './operations';
import { PageSkeleton } from '../../ui/skeleton';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /transactions/mileage/{mileageSubmissionId}: one trip, what it was priced at, and its reimbursement's status. */
export const MileageTripPage = () => {
  const { mileageSubmissionId = '' } = useParams();
  const isId = UUID.test(mileageSubmissionId);
  const { data, loading } = useQuery<MileageSubmissionQuery>(MILEAGE_SUBMISSION, { variables: { id: mileageSubmissionId }, skip: !isId });
  if (!isId) return <Navigate to="/transactions/mileage" replace />;
  if (loading && !data) return <PageSkeleton />;
  const t = data?.mileageSubmission;
  if (!t) return <p>No Results Found</p>;
  const facts: [string, string, string][] = [
    ['Date', formatDate(t.date), 'date'], ['From', t.from, 'from'], ['To', t.to, 'to'], ['Miles', String(t.miles), 'miles'], ['Purpose', t.purpose, 'purpose'],
    ['Rate', `${formatMoney(t.rate)} per mile`, 'rate'], ['Amount', formatMoney(t.amount), 'amount'], ['Status', t.status, 'status'],
    ['Budget', t.budget?.name ?? '—', 'budget'], ['GL code', t.generalLedger ? (t.generalLedger.code ? `${t.generalLedger.code} · ${t.generalLedger.name}` : t.generalLedger.name) : '—', 'gl'],
    ['Submitted by', t.spender ? `${t.spender.person.first_name} ${t.spender.person.last_name}` : 'Unknown', 'spender'],
  ];
  return (
    <section className={layout.page}>
      <h1 data-testid="mileage-title">{t.from} to {t.to}</h1>
      <dl className={layout.facts}>
        {facts.map(([label, value, key]) => (
          <div key={key} className={layout.factRow}>
            <dt className={layout.factLabel}>{label}</dt>
            <dd className={layout.factValue} data-testid={`mileage-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <Link to={`/transactions/${t.transactionId}`}>Open the transaction</Link>
    </section>
  );
};
