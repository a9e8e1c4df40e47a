import { useQuery, useSubscription } from '@apollo/client';
import { PAYMENT_DETAIL_LABELS } from '@spend/domain';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { readDevFlags } from '../../app/dev-flags';
import type { AccountQuery, PaymentsQuery } from '../../generated/graphql';
import { ListTable, Pager, listCell } from '../../ui/list-table';
import { formatMoney } from '../../ui/money';
import { useCan } from '../../ui/use-can';
import { ExportButton } from '../reports/export-button';
import { MakePaymentDialog } from './make-payment-dialog';
import { ACCOUNT, ACCOUNT_CHANGED, PAYMENTS } from './operations';
import { PaymentDue } from './payment-due';

const LIMIT = 25;

/** /transactions/payments: the account's balance and payment due, its payments (spec 9 detail labels), "Make a payment" and the export. */
export const PaymentsPage = () => {
  const { can } = useCan();
  const flags = readDevFlags();
  const [page, setPage] = useState(1);
  const [paying, setPaying] = useState(false);
  const account = useQuery<AccountQuery>(ACCOUNT, { skip: !can('payments.read') });
  const list = useQuery<PaymentsQuery>(PAYMENTS, { variables: { take: LIMIT, skip: (page - 1) * LIMIT }, skip: !can('payments.read') });
  // Card activity, statements and payments made elsewhere arrive live.
  useSubscription(ACCOUNT_CHANGED, { skip: !can('payments.read'), onData: () => void Promise.all([account.refetch(), list.refetch()]) });
  if (!can('payments.read')) return <p>You do not have access to payments.</p>;
  const a = account.data?.account;
  const rows = list.data?.payments.items ?? [];
  return (
    <section style={{ maxWidth: 960 }}>
      <Link to="/transactions">Transactions</Link>
      <h1>Payments</h1>
      {a && (
        <p data-testid="account-balance">
          Balance {formatMoney(a.balance)} · Pending {formatMoney(a.pending)} · Available {formatMoney(a.available)} of {formatMoney(a.approvedCreditLineAmount)}
        </p>
      )}
      {account.data && <PaymentDue data={account.data} />}
      {account.data && !a && <p>This company has no card account yet.</p>}
      <div style={{ display: 'flex', gap: 8 }}>
        {a && flags.has('showPaymentActions') && can('company.funds.edit') && <button type="button" onClick={() => setPaying(true)}>Make a payment</button>}
        {flags.has('enablePaymentsExport') && can('payments.export') && <ExportButton report="payments" where={{}} />}
      </div>
      <ListTable headers={['Date', 'Amount', 'Type', 'Detail', 'Recorded by']} loading={list.loading && !list.data} count={rows.length}>
        {rows.map((p) => (
          <tr key={p.id} data-testid="payment-row">
            <td style={listCell}>{new Date(p.createdAt as string).toLocaleDateString()}</td>
            <td style={listCell}>{formatMoney(p.amount)}</td>
            <td style={listCell}>{p.paymentType}</td>
            <td style={listCell}>{p.detail ? `${PAYMENT_DETAIL_LABELS[p.paymentType]}: ${p.detail}` : ''}</td>
            <td style={listCell}>{p.user ? `${p.user.person.first_name} ${p.user.person.last_name}` : ''}</td>
          </tr>
        ))}
      </ListTable>
      <Pager page={page} count={list.data?.payments.count ?? 0} limit={LIMIT} onPage={setPage} />
      {a && <MakePaymentDialog open={paying} onOpenChange={setPaying} balance={a.balance} />}
    </section>
  );
};
