import { useQuery, useSubscription } from '@apollo/client';
import { useState } from 'react';
import { Link, Navigate, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import type { StatementsQuery } from '../../generated/graphql';
import { readDevFlags } from '../../app/dev-flags';
import { ListTable, listCell } from '../../ui/list-table';
import { Modal } from '../../ui/modal';
import { formatMoney } from '../../ui/money';
import { StatementDetail, lastDay, periodLabel } from './statement-detail';
import { STATEMENTS, STATEMENTS_CHANGED } from './operations';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /transactions/statements: the upcoming statement's running totals and the closed statements
 * (spec 9: newest period first). A row opens the statement's page, or with showStatementsModal its modal.
 */
const StatementsList = () => {
  const navigate = useNavigate();
  const { data, loading, refetch } = useQuery<StatementsQuery>(STATEMENTS);
  useSubscription(STATEMENTS_CHANGED, { onData: () => void refetch() });
  const [open, setOpen] = useState<string | null>(null);
  const inModal = readDevFlags().has('showStatementsModal');
  const rows = data?.statements ?? [];
  const upcoming = data?.upcomingStatement;
  return (
    <section style={{ maxWidth: 960 }}>
      <Link to="/transactions">Transactions</Link>
      <h1>Statements</h1>
      {upcoming && (
        <p data-testid="upcoming-statement">
          Upcoming statement {periodLabel(upcoming)}: {upcoming.transactionCount} transactions, {formatMoney(upcoming.debits)} in debits, {formatMoney(upcoming.credits)} in credits; balance so far {formatMoney(upcoming.endingBalance)}.
        </p>
      )}
      <ListTable headers={['Period', 'Starting balance', 'Debits', 'Credits', 'Payments', 'Ending balance', 'Amount due', 'Due date']} loading={loading && !data} count={rows.length}>
        {rows.map((s) => (
          <tr key={s.id} data-testid="statement-row" style={{ cursor: 'pointer' }} onClick={() => (inModal ? setOpen(s.id) : void navigate(s.id))}>
            <td style={listCell}>{periodLabel(s)}</td>
            <td style={listCell}>{formatMoney(s.startingBalance)}</td>
            <td style={listCell}>{formatMoney(s.debits)}</td>
            <td style={listCell}>{formatMoney(s.credits)}</td>
            <td style={listCell}>{formatMoney(s.payments)}</td>
            <td style={listCell}>{formatMoney(s.endingBalance)}</td>
            <td style={listCell}>{formatMoney(s.amountDue)}</td>
            <td style={listCell}>{s.dueDate.slice(0, 10)}</td>
          </tr>
        ))}
      </ListTable>
      {open && (
        <Modal open onOpenChange={(o) => !o && setOpen(null)} title={`Statement ending ${lastDay(rows.find((s) => s.id === open)?.dateEnd ?? '')}`} width={760}>
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
    <section style={{ maxWidth: 960 }}>
      <Link to="/transactions/statements">Statements</Link>
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
