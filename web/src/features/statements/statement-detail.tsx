import { useApolloClient, useQuery } from '@apollo/client';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { StatementFileFormat, StatementQuery, StatementReportQuery, StatementFieldsFragment } from '../../generated/graphql';
import { downloadFile } from '../../ui/download';
import { ListTable, listCell } from '../../ui/list-table';
import { formatMoney } from '../../ui/money';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { STATEMENT, STATEMENT_REPORT } from './operations';

const day = (iso: string): string => iso.slice(0, 10);
/** The stored end is exclusive (the next period's first instant): the statement shows its last day. */
export const lastDay = (dateEnd: string): string => new Date(Date.parse(dateEnd) - 1).toISOString().slice(0, 10);
export const periodLabel = (s: { dateStart: string; dateEnd: string }): string => `${day(s.dateStart)} – ${lastDay(s.dateEnd)}`;

/** Spec 3 Statement fields, in the order a statement reads. */
const facts = (s: StatementFieldsFragment): [string, string, string][] => [
  ['Period', periodLabel(s), 'period'], ['Company', s.company?.dba_name ?? '—', 'company'], ['Starting balance', formatMoney(s.startingBalance), 'starting'],
  ['Payments', formatMoney(s.payments), 'payments'], ['Credits', formatMoney(s.credits), 'credits'], ['Debits', formatMoney(s.debits), 'debits'],
  ['Interest', formatMoney(s.interest), 'interest'], ['Fees', formatMoney(s.fees), 'fees'], ['Ending balance', formatMoney(s.endingBalance), 'ending'],
  ['Current balance', formatMoney(s.currentBalance), 'current'], ['Transactions', String(s.transactionCount), 'count'],
  ['Amount due', formatMoney(s.amountDue), 'due'], ['Due date', day(s.dueDate), 'due-date'],
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
  return <button type="button" data-testid={`statement-${format.toLowerCase()}`} disabled={busy} onClick={() => void download()}>Download {format}</button>;
};

/** One closed statement: its totals and the transactions that landed on it. */
export const StatementDetail = ({ id }: { id: string }) => {
  const { data, loading } = useQuery<StatementQuery>(STATEMENT, { variables: { id } });
  if (loading && !data) return <p>Loading…</p>;
  const s = data?.statement;
  if (!s) return <p>No Results Found</p>;
  const rows = data.statementTransactions;
  return (
    <div>
      <dl style={{ display: 'grid', gridTemplateColumns: '180px 1fr', gap: '6px 12px' }}>
        {facts(s).map(([label, value, key]) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt style={{ fontWeight: 600 }}>{label}</dt>
            <dd style={{ margin: 0 }} data-testid={`statement-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <DownloadButton id={s.id} format="CSV" />
      <DownloadButton id={s.id} format="PDF" />
      <h2>Transactions</h2>
      <ListTable headers={['Date', 'Merchant', 'Type', 'Amount']} loading={false} count={rows.length}>
        {rows.map((t) => (
          <tr key={t.id} data-testid="statement-transaction">
            <td style={listCell}>{day(t.at)}</td>
            <td style={listCell}><Link to={`/transactions/${t.transactionId}`}>{t.transaction?.description ?? t.transactionId}</Link></td>
            <td style={listCell}>{t.kind === 'DEBIT' ? 'Purchase' : 'Refund'}</td>
            <td style={listCell}>{formatMoney(t.kind === 'DEBIT' ? t.amount : -t.amount)}</td>
          </tr>
        ))}
      </ListTable>
    </div>
  );
};
