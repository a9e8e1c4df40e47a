import { useMutation, useQuery } from '@apollo/client';
import { useState } from 'react';
import { NavLink, Navigate, Route, Routes, useParams } from 'react-router-dom';
import type { ArchiveBudgetMutation, BudgetNumbersQuery, RestoreBudgetMutation, SetBudgetNumbersMutation } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { formatDate } from '../../ui/dates';
import { formatMoney } from '../../ui/money';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { useCan } from '../../ui/use-can';
import { BudgetFormDialog } from './budget-form-dialog';
import { GoneBudget } from './gone-budget';
import { ARCHIVE_BUDGET, BUDGET_LISTS, BUDGET_NUMBERS, RESTORE_BUDGET, SET_BUDGET_NUMBERS, type BudgetDetail } from './operations';
import { useRun } from '../transactions/use-run';
import { useLiveBudget } from './budget-page';
import styles from './budget-settings-page.module.css';
import { PageSkeleton } from '../../ui/skeleton';

const row = (label: string, value: string, testId?: string) => (
  <div key={label} className={styles.row}>
    <span className={styles.label}>{label}</span>
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
      {row('Runs', `${formatDate(budget.start_at)} – ${formatDate(budget.end_at)}`)}
      {can('budget.edit') && budget.active && (
        <Button onClick={() => setEditing(true)} className={styles.edit}>
          Edit
        </Button>
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
    <label className={styles.switch}>
      <input type="checkbox" role="switch" aria-label="Budget numbers" checked={data.company.budgetNumbers}
        onChange={(e) => void set({ variables: { on: e.target.checked } }).catch((error: unknown) => toast({ message: serverFieldErrors(error).message, tone: 'danger' }))} />
      {' '}Budget numbers: every budget of the company carries a number of up to six digits
    </label>
  );
};

const Status = ({ budget }: { budget: BudgetDetail }) => {
  const { can } = useCan();
  const [archive] = useMutation<ArchiveBudgetMutation>(ARCHIVE_BUDGET, { refetchQueries: BUDGET_LISTS });
  const [restore] = useMutation<RestoreBudgetMutation>(RESTORE_BUDGET, { refetchQueries: BUDGET_LISTS });
  const [archiving, setArchiving] = useState(false);
  const { run } = useRun();
  const act = (action: (options: { variables: { id: string } }) => Promise<unknown>, done: string) => run(() => action({ variables: { id: budget.id } }), done);
  return (
    <div>
      <p>This budget is {budget.active ? 'active' : 'archived'}.</p>
      {can('budget.settings.edit') && (budget.active
        ? <Button variant="danger" onClick={() => setArchiving(true)}>Archive budget</Button>
        : <Button onClick={() => void act(restore, `${budget.name} budget has been restored.`)}>Restore budget</Button>)}
      <ConfirmDialog open={archiving} onOpenChange={setArchiving} title={`Archive ${budget.name}?`} description="Its cards stop spending from it; it moves to the Archived tab, where it can be restored."
        confirmLabel="Archive budget" onConfirm={() => act(archive, `${budget.name} budget has been archived.`)} />
    </div>
  );
};

/** /budgets/{id}/settings/*: the budget's settings (general) and its status (archive or restore). */
export const BudgetSettingsPage = () => {
  const { budgetId = '' } = useParams();
  const { data, loading } = useLiveBudget(budgetId);
  if (loading && !data) return <PageSkeleton />;
  const budget = data?.budget;
  if (!budget) return <GoneBudget />;
  const tab = (to: string, label: string) => (
    <NavLink to={`/budgets/${budget.id}/settings/${to}`} role="tab" className={styles.tab}>
      {label}
    </NavLink>
  );
  return (
    <section>
      <h1>{budget.name} settings</h1>
      <nav role="tablist" className={styles.tabs}>
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
