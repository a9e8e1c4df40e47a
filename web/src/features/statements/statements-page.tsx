import { useQuery } from '@apollo/client';
import { useState } from 'react';
import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import type { StatementsQuery } from '../../generated/graphql';
import { readDevFlags } from '../../app/dev-flags';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { formatDate } from '../../ui/dates';
import { Modal } from '../../ui/modal';
import { formatMoney } from '../../ui/money';
import { useLive } from '../../ui/use-live';
import { PAYMENT_STATUS_LABELS, StatementDetail, lastDay, periodLabel, statementDay } from './statement-detail';
import { STATEMENTS, STATEMENTS_CHANGED } from './operations';
import styles from './statements.module.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Statement = StatementsQuery['statements'][number];

const money = (id: string, header: string, value: (s: Statement) => number): DataColumn<Statement> => ({ id, header, meta: { numeric: true }, cell: ({ row }) => formatMoney(value(row.original)) });

const COLUMNS: DataColumn<Statement>[] = [
  { id: 'period', header: 'Period', enableHiding: false, cell: ({ row }) => periodLabel(row.original) },
  money('startingBalance', 'Starting balance', (s) => s.startingBalance),
  money('debits', 'Debits', (s) => s.debits),
  money('credits', 'Credits', (s) => s.credits),
  money('payments', 'Payments', (s) => s.payments),
  money('endingBalance', 'Ending balance', (s) => s.endingBalance),
  money('amountDue', 'Amount due', (s) => s.amountDue),
  money('stillDue', 'Still due', (s) => s.stillDue),
  { id: 'paymentStatus', header: 'Payment', meta: { testId: 'statement-row-payment' }, cell: ({ row }) => PAYMENT_STATUS_LABELS[row.original.paymentStatus] },
  { id: 'dueDate', header: 'Due date', meta: { testId: 'statement-row-due' }, cell: ({ row }) => statementDay(row.original.dueDate) },
];

/**
 * /transactions/statements: the upcoming statement's running totals and the closed statements
 * (spec 9: newest period first). A row opens the statement's page, or with showStatementsModal its modal.
 */
const StatementsList = () => {
  const navigate = useNavigate();
  const { data, error, refetch } = useQuery<StatementsQuery>(STATEMENTS);
  // The push says only that statements changed: their totals are the server's, so they are read again.
  useLive(STATEMENTS_CHANGED, { refetch });
  const [open, setOpen] = useState<string | null>(null);
  const inModal = readDevFlags().has('showStatementsModal');
  const rows = data?.statements ?? [];
  const upcoming = data?.upcomingStatement;
  return (
    <section className={styles.page}>
      <h1>Statements</h1>
      {upcoming && (
        <p data-testid="upcoming-statement">
          Upcoming statement {periodLabel(upcoming)}: {upcoming.transactionCount} transactions, {formatMoney(upcoming.debits)} in debits, {formatMoney(upcoming.credits)} in credits
          ({formatMoney(upcoming.refunds)} refunds, {formatMoney(upcoming.rebate)} rebate earned, credited when it closes), {formatMoney(upcoming.payments)} in payments
          {upcoming.interest > 0 ? `, ${formatMoney(upcoming.interest)} interest` : ''}; balance so far {formatMoney(upcoming.endingBalance)}.
        </p>
      )}
      <DataTable
        id="statements" label="Statements" columns={COLUMNS} rows={data?.statements} error={error?.message} rowKey={(s) => s.id}
        rowProps={(s) => ({ 'data-testid': 'statement-row', className: styles.row, onClick: () => (inModal ? setOpen(s.id) : void navigate(s.id)) })}
      />
      {open && (
        <Modal open onOpenChange={(o) => !o && setOpen(null)} title={`Statement ending ${formatDate(lastDay(rows.find((s) => s.id === open)?.dateEnd ?? ''))}`} width={760}>
          <StatementDetail id={open} />
        </Modal>
      )}
    </section>
  );
};

const StatementPage = () => {
  const { statementId = '' } = useParams();
  if (!UUID.test(statementId)) return <Navigate to="/transactions/statements" replace />;
  return (
    <section className={styles.page}>
      <h1>Statement</h1>
      <StatementDetail id={statementId} />
    </section>
  );
};

/** /transactions/statements and /transactions/statements/{statementId}. */
export const StatementsRoutes = () => (
  <Routes>
    <Route index element={<StatementsList />} />
    <Route path=":statementId" element={<StatementPage />} />
  </Routes>
);
