import { useApolloClient, useQuery } from '@apollo/client';
import { useState } from 'react';
import type { ControlsReportCsvQuery, ControlsReportCsvQueryVariables, ControlsReportQuery, ControlsReportQueryVariables } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { addDays, today } from '../../ui/calendar-days';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { DatePicker } from '../../ui/date-picker';
import { formatDateTime } from '../../ui/dates';
import { downloadFile } from '../../ui/download';
import { formatMoney } from '../../ui/money';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { useCan } from '../../ui/use-can';
import styles from './controls-page.module.css';
import { CONTROLS_REPORT, CONTROLS_REPORT_CSV } from './operations';
import { PageSkeleton } from '../../ui/skeleton';

type Report = ControlsReportQuery['controlsReport'];
type Approval = Report['approvals'][number];
type AdminChange = Report['adminChanges'][number];

const KINDS: Record<string, string> = { BUDGET_INCREASE: 'Budget increase', REIMBURSEMENT: 'Reimbursement' };
const AREAS: Record<string, string> = { ROLE: 'Role', CARD_LIMIT: 'Card limit', BANK_ACCOUNT: 'Bank account', INTEGRATION: 'Integration', CONTROL: 'Dual control' };

const APPROVAL_COLUMNS: DataColumn<Approval>[] = [
  { id: 'at', header: 'Approved', cell: ({ row }) => formatDateTime(row.original.approvedAt) },
  { id: 'kind', header: 'Request', cell: ({ row }) => KINDS[row.original.kind] ?? row.original.kind },
  { id: 'requester', header: 'Requester', meta: { testId: 'controls-requester' }, cell: ({ row }) => row.original.requesterName },
  {
    id: 'approver', header: 'Approver', meta: { testId: 'controls-approver' },
    cell: ({ row: { original: a } }) => (a.onBehalfOfName ? `${a.approverName} for ${a.onBehalfOfName}` : a.approverName),
  },
  { id: 'level', header: 'Level', meta: { numeric: true }, cell: ({ row }) => row.original.level },
  { id: 'amount', header: 'Amount', meta: { numeric: true, testId: 'controls-amount' }, cell: ({ row }) => formatMoney(row.original.amount) },
];

const CHANGE_COLUMNS: DataColumn<AdminChange>[] = [
  { id: 'at', header: 'When', cell: ({ row }) => formatDateTime(row.original.at) },
  { id: 'area', header: 'Area', cell: ({ row }) => AREAS[row.original.area] ?? row.original.area },
  { id: 'who', header: 'Who', cell: ({ row }) => row.original.actorName },
  { id: 'what', header: 'Change', meta: { testId: 'controls-change' }, cell: ({ row }) => row.original.description },
];

/** The chosen days as the API's period: from the start of the first local day to the start of the day after the last. */
const periodOf = (from: string, to: string) => ({ from: new Date(`${from}T00:00`).toISOString(), to: new Date(`${addDays(to, 1)}T00:00`).toISOString() });

/**
 * /alerts/controls: the controls report an auditor signs off (issue #26) for any period: every
 * approval with its requester and approver, the self-approval and repeated-approval counts (zero by
 * construction: shown as the proof), and the admin changes to roles, card limits, bank accounts and
 * integrations; downloaded as CSV.
 */
export const ControlsPage = () => {
  const { can, me } = useCan();
  const client = useApolloClient();
  const toast = useToast();
  const [days, setDays] = useState(() => ({ from: addDays(today(), -30), to: today() }));
  const variables = periodOf(days.from, days.to);
  const { data, error } = useQuery<ControlsReportQuery, ControlsReportQueryVariables>(CONTROLS_REPORT, { variables, skip: !can('runLogs.read') });
  if (!me) return <PageSkeleton />;
  if (!can('runLogs.read')) return <p role="alert">You do not have access to the controls report.</p>;
  const download = async () => {
    try {
      const { data: file } = await client.query<ControlsReportCsvQuery, ControlsReportCsvQueryVariables>({ query: CONTROLS_REPORT_CSV, variables, fetchPolicy: 'network-only' });
      await downloadFile(file.controlsReportCsv.url, file.controlsReportCsv.fileName);
    } catch (failure) {
      toast({ message: serverFieldErrors(failure).message, tone: 'danger' });
    }
  };
  const report = data?.controlsReport;
  return (
    <section>
      <h1>Controls report</h1>
      <div className={styles.period}>
        <label className={styles.field}>From <DatePicker id="controls-from" label="From" value={days.from} max={days.to} onChange={(from) => setDays({ ...days, from })} className={styles.day} /></label>
        <label className={styles.field}>To <DatePicker id="controls-to" label="To" value={days.to} min={days.from} onChange={(to) => setDays({ ...days, to })} className={styles.day} /></label>
        <Button data-testid="controls-download" onClick={() => void download()}>Download CSV</Button>
      </div>
      {error && <p role="alert">{serverFieldErrors(error).message}</p>}
      <div className={styles.counts}>
        <span>Self-approvals: <span className={styles.count} data-testid="controls-self-approvals">{report?.selfApprovals ?? '…'}</span></span>
        <span>Repeated approvals: <span className={styles.count} data-testid="controls-repeated-approvals">{report?.repeatedApprovals ?? '…'}</span></span>
      </div>
      <h2>Approvals</h2>
      <DataTable id="controls-approvals" label="Approvals" columns={APPROVAL_COLUMNS} rows={report?.approvals} rowKey={(a) => `${a.requestId}:${a.level}:${a.approvedAt}`} rowProps={() => ({ 'data-testid': 'controls-approval' })} emptyText="No approvals in this period" />
      <h2>Admin changes</h2>
      <DataTable id="controls-admin-changes" label="Admin changes" columns={CHANGE_COLUMNS} rows={report?.adminChanges} rowKey={(c) => c.eventId} rowProps={() => ({ 'data-testid': 'controls-admin-change' })} emptyText="No admin changes in this period" />
    </section>
  );
};
