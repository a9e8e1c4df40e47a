import { useQuery } from '@apollo/client';
import { PAYMENT_DETAIL_LABELS } from '@spend/domain';
import { useState } from 'react';
import { readDevFlags } from '../../app/dev-flags';
import type { AccountQuery, PaymentsQuery } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { formatDate } from '../../ui/dates';
import { useListParams } from '../../ui/list-params';
import { formatMoney } from '../../ui/money';
import { useLive } from '../../ui/use-live';
import { useCan } from '../../ui/use-can';
import { ExportButton } from '../reports/export-button';
import { MakePaymentDialog } from './make-payment-dialog';
import { BankPaymentDialog } from './bank-payment-dialog';
import { ACCOUNT, ACCOUNT_CHANGED, PAYMENTS } from './operations';
import { PaymentDue } from './payment-due';
import styles from './account.module.css';

/** Spec 9 "other lists": 25 a page, page 1. */
const DEFAULTS = { limit: '25', page: '1' } as const;

type Payment = PaymentsQuery['payments']['items'][number];

/** A pending ACH payment is not off the balance yet; a returned one says why (its ACH return code). */
const statusText = (p: Payment): string => {
  if (p.status === 'RETURNED') return `Returned${p.returnCode ? ` (${p.returnCode}: ${p.returnReason ?? ''})` : ''}`;
  return p.status === 'PENDING' ? 'Pending' : 'Settled';
};

const COLUMNS: DataColumn<Payment>[] = [
  { id: 'date', header: 'Date', cell: ({ row }) => formatDate(row.original.createdAt as string) },
  { id: 'amount', header: 'Amount', enableHiding: false, meta: { numeric: true }, cell: ({ row }) => formatMoney(row.original.amount) },
  { id: 'type', header: 'Type', cell: ({ row }) => row.original.paymentType },
  { id: 'detail', header: 'Detail', cell: ({ row: { original: p } }) => [p.bankAccount && `From ${p.bankAccount}`, p.detail && `${PAYMENT_DETAIL_LABELS[p.paymentType]}: ${p.detail}`].filter(Boolean).join(' · ') },
  { id: 'status', header: 'Status', cell: ({ row: { original: p } }) => <span data-testid="payment-status">{statusText(p)}</span> },
  { id: 'recordedBy', header: 'Recorded by', cell: ({ row: { original: p } }) => (p.user ? `${p.user.person.first_name} ${p.user.person.last_name}` : '') },
];

/** /transactions/payments: the account's balance and payment due, its payments (spec 9 detail labels), "Make a payment" and the export. */
export const PaymentsPage = () => {
  const { can } = useCan();
  const flags = readDevFlags();
  const params = useListParams(DEFAULTS);
  const [paying, setPaying] = useState(false);
  const [payingFromBank, setPayingFromBank] = useState(false);
  const account = useQuery<AccountQuery>(ACCOUNT, { skip: !can('payments.read') });
  const list = useQuery<PaymentsQuery>(PAYMENTS, { variables: { take: params.limit, skip: params.skip }, skip: !can('payments.read') });
  // Card activity, statements and payments made elsewhere arrive live.
  // The push names only the account: balances and payments are the server's totals, so they are read again.
  useLive(ACCOUNT_CHANGED, { skip: !can('payments.read'), refetch: () => Promise.all([account.refetch(), list.refetch()]) });
  if (!can('payments.read')) return <p>You do not have access to payments.</p>;
  const a = account.data?.account;
  return (
    <section className={styles.page}>
      <h1>Payments</h1>
      {a && (
        <>
          <p data-testid="account-balance">
            Balance owed {formatMoney(a.balance)} · Pending {formatMoney(a.pending)} · Available {formatMoney(a.available)} of {formatMoney(a.approvedCreditLineAmount)}
          </p>
          <p>Balance owed is everything posted, including purchases since the last statement (the next statement asks for those); payment due is what the last statement still asks for.</p>
        </>
      )}
      {account.data && <PaymentDue data={account.data} />}
      {!!account.data?.accountPaymentDue?.pendingPayments && (
        <p data-testid="payments-pending">Payments pending {formatMoney(account.data.accountPaymentDue.pendingPayments)}: off the balance and the payment due once the bank settles them.</p>
      )}
      {account.data && !a && <p>This company has no card account yet.</p>}
      <div className={styles.actions}>
        {a && can('payments.ach.create') && <Button variant="primary" onClick={() => setPayingFromBank(true)}>Pay from bank account</Button>}
        {a && flags.has('showPaymentActions') && can('payments.manual.record') && <Button variant="primary" onClick={() => setPaying(true)}>Make a payment</Button>}
        {flags.has('enablePaymentsExport') && can('payments.export') && <ExportButton report="payments" where={{}} />}
      </div>
      <DataTable
        id="payments" label="Payments" columns={COLUMNS} rows={list.data?.payments.items} error={list.error?.message} rowKey={(p) => p.id} rowProps={() => ({ 'data-testid': 'payment-row' })}
        list={{ params, count: list.data?.payments.count ?? 0 }}
      />
      {a && <MakePaymentDialog open={paying} onOpenChange={setPaying} balance={a.balance} />}
      {a && <BankPaymentDialog open={payingFromBank} onOpenChange={setPayingFromBank} owed={a.balance - (account.data?.accountPaymentDue?.pendingPayments ?? 0)} />}
    </section>
  );
};
