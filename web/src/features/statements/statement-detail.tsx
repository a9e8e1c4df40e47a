import { useApolloClient, useQuery } from '@apollo/client';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { StatementFileFormat, StatementPaymentStatus, StatementQuery, StatementReportQuery, StatementFieldsFragment } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { downloadFile } from '../../ui/download';
import { formatDate } from '../../ui/dates';
import { formatMoney } from '../../ui/money';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { STATEMENT, STATEMENT_REPORT } from './operations';
import styles from './statements.module.css';
import { PageSkeleton } from '../../ui/skeleton';

// Statement periods are calendar days in UTC: the day is read off the instant, then shown MM/DD/YYYY.
export const statementDay = (iso: string): string => formatDate(iso.slice(0, 10));
/** The stored end is exclusive (the next period's first instant): the statement's last day (YYYY-MM-DD), to show through formatDate. */
export const lastDay = (dateEnd: string): string => new Date(Date.parse(dateEnd) - 1).toISOString().slice(0, 10);
export const periodLabel = (s: { dateStart: string; dateEnd: string }): string => `${statementDay(s.dateStart)} – ${formatDate(lastDay(s.dateEnd))}`;

/** Where a statement stands against its amount due (payments count against the last statement until the next one closes). */
export const PAYMENT_STATUS_LABELS: Record<StatementPaymentStatus, string> = {
  NOTHING_DUE: 'Nothing due', UNPAID: 'Unpaid', PARTIALLY_PAID: 'Partially paid', PAID: 'Paid',
};

/** Spec 3 Statement fields, in the order a statement reads. */
const facts = (s: StatementFieldsFragment): [string, string, string][] => [
  ['Period', periodLabel(s), 'period'], ['Company', s.company?.dba_name ?? '—', 'company'], ['Starting balance', formatMoney(s.startingBalance), 'starting'],
  ['Payments', formatMoney(s.payments), 'payments'], ['Credits', formatMoney(s.credits), 'credits'], ['Debits', formatMoney(s.debits), 'debits'],
  ['Interest', formatMoney(s.interest), 'interest'], ['Fees', formatMoney(s.fees), 'fees'], ['Ending balance', formatMoney(s.endingBalance), 'ending'],
  ['Current balance', formatMoney(s.currentBalance), 'current'], ['Transactions', String(s.transactionCount), 'count'],
  ['Amount due', formatMoney(s.amountDue), 'due'], ['Due date', statementDay(s.dueDate), 'due-date'],
  ['Paid', formatMoney(s.paid), 'paid'], ['Still due', formatMoney(s.stillDue), 'still-due'], ['Payment status', PAYMENT_STATUS_LABELS[s.paymentStatus], 'payment-status'],
];

/** The statement's file through the report download path: its transactions as CSV, or the whole statement as a PDF. */
const DownloadButton = ({ id, format }: { id: string; format: StatementFileFormat }) => {
  const client = useApolloClient();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { url, fileName } = (await client.query<StatementReportQuery>({ query: STATEMENT_REPORT, variables: { id, format }, fetchPolicy: 'network-only' })).data.statementReport;
      await downloadFile(url, fileName);
    } catch (error) {
      toast({ message: serverFieldErrors(error).message, tone: 'danger' });
    } finally {
      setBusy(false);
    }
  };
  return <Button data-testid={`statement-${format.toLowerCase()}`} loading={busy} onClick={() => void download()}>Download {format}</Button>;
};

type Line = StatementQuery['statementTransactions'][number];

const LINES: DataColumn<Line>[] = [
  { id: 'date', header: 'Date', cell: ({ row }) => statementDay(row.original.at) },
  { id: 'merchant', header: 'Merchant', enableHiding: false, cell: ({ row: { original: t } }) => <Link to={`/transactions/${t.transactionId}`}>{t.transaction?.description ?? t.transactionId}</Link> },
  { id: 'type', header: 'Type', cell: ({ row }) => (row.original.kind === 'DEBIT' ? 'Purchase' : 'Refund') },
  { id: 'amount', header: 'Amount', meta: { numeric: true }, cell: ({ row: { original: t } }) => formatMoney(t.kind === 'DEBIT' ? t.amount : -t.amount) },
];

/** One closed statement: its totals and the transactions that landed on it. */
export const StatementDetail = ({ id }: { id: string }) => {
  const { data, loading } = useQuery<StatementQuery>(STATEMENT, { variables: { id } });
  if (loading && !data) return <PageSkeleton />;
  const s = data?.statement;
  if (!s) return <p>No Results Found</p>;
  return (
    <div>
      <dl className={styles.facts}>
        {facts(s).map(([label, value, key]) => (
          <div key={key} className={styles.fact}>
            <dt>{label}</dt>
            <dd data-testid={`statement-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.downloads}>
        <DownloadButton id={s.id} format="CSV" />
        <DownloadButton id={s.id} format="PDF" />
      </div>
      <h2>Transactions</h2>
      <DataTable id="statement-transactions" label="Statement transactions" columns={LINES} rows={data.statementTransactions} rowKey={(t) => t.id} rowProps={() => ({ 'data-testid': 'statement-transaction' })} />
    </div>
  );
};
