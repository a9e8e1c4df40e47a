import { useQuery } from '@apollo/client';
import { Suspense, lazy, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AccountCycleQuery, CompanyFundsQuery, DashboardChangedSubscription, DashboardSpendQuery, DashboardSpendQueryVariables } from '../../generated/graphql';
import { useIsMobile } from '../../app/mobile';
import { MoneyText } from '../../ui/money-text';
import { Truncated } from '../../ui/truncated';
import { Unreachable, isUnreachable } from '../../ui/unreachable';
import { useCan } from '../../ui/use-can';
import { useLive } from '../../ui/use-live';
import { useLiveBudgets } from '../budgets/use-live-budgets';
import { DATE_RANGES, DEFAULT_RANGE, isDateRangeKey, resolveRange } from './date-ranges';
import styles from './dashboard.module.css';
import { ACCOUNT_CYCLE, COMPANY_FUNDS, DASHBOARD_CHANGED, SPEND } from './operations';
import { TOP_BUDGETS } from './prefetch';
import { Skeleton } from '../../ui/skeleton';

// recharts is two fifths of the dashboard's code: the figures render first, the chart follows.
const SpendChart = lazy(() => import('./spend-chart').then((m) => ({ default: m.SpendChart })));

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A headline figure in cents, undefined while its data loads; abbreviated on a phone, where it is tight. */
const Figure = ({ label, cents, compact }: { label: string; cents: number | undefined; compact: boolean }) => (
  <div className={styles.figure}>
    <div className={styles.figureLabel}>{label}</div>
    <div data-testid={`figure-${label}`} className={styles.figureValue} aria-busy={cents === undefined || undefined}>
      {cents === undefined ? <Skeleton inline /> : <MoneyText cents={cents} compact={compact} />}
    </div>
  </div>
);

/** Grey lines in place of a list that has not arrived yet, rather than its empty state. */
const ListSkeleton = () => (
  <div className={styles.listSkeleton} aria-busy="true" data-testid="list-skeleton">
    {[0, 1, 2].map((i) => <Skeleton key={i} />)}
  </div>
);

/**
 * The date range lives in the query string (?range=…, and from/to for Custom Date). A billing period
 * is the account's cycle's: until its cycle is known, `ready` is false and no spend is asked for.
 */
const useDateRange = () => {
  const [params, setParams] = useSearchParams();
  const raw = params.get('range');
  const key = isDateRangeKey(raw) ? raw : DEFAULT_RANGE;
  const { can, me } = useCan();
  const billing = key === 'current-billing-period' || key === 'previous-billing-period';
  const account = useQuery<AccountCycleQuery>(ACCOUNT_CYCLE, { skip: !billing || !can('paymentWidget.read') });
  // Custom Date's inputs show what was picked even while it is not a valid range yet.
  const picked = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const days = resolveRange(key, new Date(), picked, account.data?.account?.billingCycle ?? 'MONTHLY');
  const ready = !billing || (me !== undefined && !account.loading);
  const set = (next: Record<string, string>) => setParams(next, { replace: true });
  const invalid = key === 'custom' && (days.from !== picked.from || days.to !== picked.to);
  return { key, days, picked, invalid, set, ready };
};

/** /dashboard: company funds, spend over time, top spenders and the budgets summary, all live. */
export const DashboardPage = () => {
  const range = useDateRange();
  const fromInput = useRef<HTMLInputElement>(null);
  const toInput = useRef<HTMLInputElement>(null);
  const mobile = useIsMobile();
  const pickCustom = () => range.set({ range: 'custom', from: fromInput.current?.value ?? '', to: toInput.current?.value ?? '' });
  const company = useQuery<CompanyFundsQuery>(COMPANY_FUNDS);
  const budgets = useLiveBudgets(TOP_BUDGETS);
  const spend = useQuery<DashboardSpendQuery, DashboardSpendQueryVariables>(SPEND, { variables: { where: { ...range.days, timeZone }, take: 5 }, skip: !range.ready });
  // Pushed as the projections apply events: the figures are totals the server sums, so the ones that
  // changed are read again (never polled).
  useLive<DashboardChangedSubscription>(DASHBOARD_CHANGED, {
    onPush: ({ dashboardChanged }) => void (dashboardChanged.topic === 'companies' ? company.refetch() : spend.refetch()),
    stale: () => false,
    refetch: () => Promise.all([company.refetch(), spend.refetch()]),
  });

  const top = budgets.data?.budgets.items ?? [];
  // Budgeted and unallocated are the company pool's figures (what the top budgets reserve), not a sum made here.
  const funds = company.data?.company.funds;
  const total = company.data?.company.total_funding ?? 0;
  // While another range loads, the last figures stay rather than flashing empty.
  const shown = spend.data ?? spend.previousData;
  const days = shown?.transactionsGraph ?? [];
  const spenders = shown?.companyTopSpenders ?? [];
  const down = [company, budgets, spend].some((q) => isUnreachable(q.error));
  const retry = () => Promise.all([company.refetch(), budgets.refetch(), spend.refetch()]);
  return (
    <section>
      <h1>Dashboard</h1>
      {down && <Unreachable onRetry={retry} />}
      <div className={styles.row}>
        <Figure label="Company funds" compact={mobile} cents={company.data && total} />
        <Figure label="Budgeted" compact={mobile} cents={funds?.budgeted} />
        <Figure label="Unallocated" compact={mobile} cents={funds?.unallocated} />
        <Figure label="Spent" compact={mobile} cents={shown?.companySpent} />
      </div>

      <div className={styles.chartHead}>
        <h2 className={styles.chartTitle}>Spend over time</h2>
        <select aria-label="Date range" className={styles.control} value={range.key} onChange={(e) => range.set(e.target.value === 'custom' ? { range: 'custom', from: range.days.from ?? range.days.to, to: range.days.to } : { range: e.target.value })}>
          {DATE_RANGES.map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
        {range.key === 'custom' && (
          <>
            {/* Uncontrolled: navigations render in a transition, so each input reads its partner from the DOM, not a stale render. */}
            <input ref={fromInput} type="date" aria-label="From" className={styles.control} defaultValue={range.picked.from} onChange={pickCustom} />
            <input ref={toInput} type="date" aria-label="To" className={styles.control} defaultValue={range.picked.to} onChange={pickCustom} />
          </>
        )}
      </div>
      {range.invalid && <p role="alert">Pick a start date on or before the end date. Showing This Month meanwhile.</p>}
      {spend.error && !down && <p role="alert">{spend.error.message}</p>}
      <div className={styles.card}>
        <Suspense fallback={<div className={styles.chartSpace} aria-busy="true" />}>
          <SpendChart days={days} />
        </Suspense>
      </div>

      <div className={styles.panels}>
        <div className={styles.panel}>
          <h2 className={styles.panelTitle}>Top spenders</h2>
          {!shown ? (
            <ListSkeleton />
          ) : spenders.length === 0 ? (
            <p>No spend in this period.</p>
          ) : (
            <ol className={styles.list}>
              {spenders.map((s) => (
                <li key={s.userId} data-testid="top-spender">
                  <span className={styles.itemRow}>
                    <Truncated text={s.name} data-testid="top-spender-name" />
                    <span className={styles.sep}>{': '}</span>
                    <MoneyText cents={s.amount} data-testid="top-spender-amount" />
                  </span>
                </li>
              ))}
            </ol>
          )}
        </div>
        <div className={styles.panel}>
          <h2 className={styles.panelTitle}>Budgets</h2>
          {!budgets.data ? (
            <ListSkeleton />
          ) : (
            <ul className={styles.list}>
              {top.map((b) => (
                <li key={b.id} data-testid="budget-summary">
                  <span className={styles.itemRow}>
                    <Truncated text={b.name} />
                    <span className={styles.sep}>{': '}</span>
                    <MoneyText cents={b.funding} compact={mobile} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
};
