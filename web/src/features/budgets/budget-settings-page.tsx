import { useMutation, useQuery } from '@apollo/client';
import { useState } from 'react';
import { NavLink, Navigate, Route, Routes, useParams } from 'react-router-dom';
import type { ArchiveBudgetMutation, BudgetNumbersQuery, RestoreBudgetMutation, SetBudgetNumbersMutation } from '../../generated/graphql';
import { formatMoney } from '../../ui/money';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { useCan } from '../../ui/use-can';
import { BudgetFormDialog } from './budget-form-dialog';
import { ARCHIVE_BUDGET, BUDGET_NUMBERS, RESTORE_BUDGET, SET_BUDGET_NUMBERS, type BudgetDetail } from './operations';
import { useLiveBudget } from './budget-page';

const row = (label: string, value: string, testId?: string) => (
  <div key={label} style={{ display: 'grid', gridTemplateColumns: '180px 1fr', padding: '6px 0', borderBottom: '1px solid #f0f0f5' }}>
    <span style={{ color: '#666' }}>{label}</span>
    <span data-testid={testId}>{value}</span>
  </div>
);

const General = ({ budget }: { budget: BudgetDetail }) => {
  const [editing, setEditing] = useState(false);
  const { can } = useCan();
  return (
    <div>
      {row('Name', budget.name, 'setting-name')}
      {budget.number && row('Number', budget.number, 'setting-number')}
      {row('Owner', budget.owner ? `${budget.owner.person.first_name} ${budget.owner.person.last_name}` : '—', 'setting-owner')}
      {row('Funding', formatMoney(budget.funding), 'setting-funding')}
      {row('Limit', budget.soft_limit === 'None' ? 'Hard limit' : `Soft limit (${budget.soft_limit})`, 'setting-limit')}
      {budget.soft_limit !== 'None' && row('Allowed overage', budget.soft_limit === 'Amount' ? formatMoney(budget.overage_value) : `${budget.overage_value}%`, 'setting-overage')}
      {row('Currency', budget.currency)}
      {row('Runs', `${new Date(budget.start_at).toLocaleDateString('en-US')} – ${new Date(budget.end_at).toLocaleDateString('en-US')}`)}
      {can('budget.edit') && budget.active && (
        <button type="button" onClick={() => setEditing(true)} style={{ marginTop: 12 }}>
          Edit
        </button>
      )}
      <BudgetNumbersSwitch />
      <BudgetFormDialog open={editing} onOpenChange={setEditing} mode={{ kind: 'edit', budget }} />
    </div>
  );
};

/** The company-wide switch of spec 3 Company.budgetNumbers, for those who edit budget settings. */
const BudgetNumbersSwitch = () => {
  const { can } = useCan();
  const toast = useToast();
  const { data } = useQuery<BudgetNumbersQuery>(BUDGET_NUMBERS);
  const [set] = useMutation<SetBudgetNumbersMutation>(SET_BUDGET_NUMBERS);
  if (!can('budget.settings.edit') || !data) return null;
  return (
    <label style={{ display: 'block', marginTop: 16 }}>
      <input type="checkbox" role="switch" aria-label="Budget numbers" checked={data.company.budgetNumbers}
        onChange={(e) => void set({ variables: { on: e.target.checked } }).catch((error: unknown) => toast({ message: serverFieldErrors(error).message, tone: 'danger' }))} />
      {' '}Budget numbers: every budget of the company carries a number of up to six digits
    </label>
  );
};

const Status = ({ budget }: { budget: BudgetDetail }) => {
  const toast = useToast();
  const { can } = useCan();
  const [archive] = useMutation<ArchiveBudgetMutation>(ARCHIVE_BUDGET, { refetchQueries: ['BudgetDetail', 'BudgetTiles', 'Budgets'] });
  const [restore] = useMutation<RestoreBudgetMutation>(RESTORE_BUDGET, { refetchQueries: ['BudgetDetail', 'BudgetTiles', 'Budgets'] });
  const act = (action: (options: { variables: { id: string } }) => Promise<unknown>) => action({ variables: { id: budget.id } }).catch((error: unknown) => toast({ message: serverFieldErrors(error).message, tone: 'danger' }));
  return (
    <div>
      <p>This budget is {budget.active ? 'active' : 'archived'}.</p>
      {can('budget.settings.edit') && (budget.active
        ? <button type="button" onClick={() => void act(archive)}>Archive budget</button>
        : <button type="button" onClick={() => void act(restore)}>Restore budget</button>)}
    </div>
  );
};

/** /budgets/{id}/settings/*: the budget's settings (general) and its status (archive or restore). */
export const BudgetSettingsPage = () => {
  const { budgetId = '' } = useParams();
  const { data, loading } = useLiveBudget(budgetId);
  if (loading && !data) return <p>Loading…</p>;
  const budget = data?.budget;
  if (!budget) return <p>No Results Found</p>;
  const tab = (to: string, label: string) => (
    <NavLink to={`/budgets/${budget.id}/settings/${to}`} role="tab" style={({ isActive }) => ({ fontWeight: isActive ? 700 : 400, marginRight: 16 })}>
      {label}
    </NavLink>
  );
  return (
    <section>
      <h1>{budget.name} settings</h1>
      <nav role="tablist" style={{ marginBottom: 16 }}>
        {tab('general', 'General')}
        {tab('status', 'Status')}
      </nav>
      <Routes>
        <Route path="general" element={<General budget={budget} />} />
        <Route path="status" element={<Status budget={budget} />} />
        <Route path="*" element={<Navigate to={`/budgets/${budget.id}/settings/general`} replace />} />
      </Routes>
    </section>
  );
};
