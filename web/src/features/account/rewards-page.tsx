import { useQuery } from '@apollo/client';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { readDevFlags } from '../../app/dev-flags';
import type { RebatesQuery } from '../../generated/graphql';
import { formatDate } from '../../ui/dates';
import { formatMoney } from '../../ui/money';
import styles from './account.module.css';
import { REBATES } from './operations';
import { PageSkeleton } from '../../ui/skeleton';

// A period starts on a calendar day in UTC: read the day off the instant, then show it as every date is.
const periodDay = (iso: string) => formatDate(iso.slice(0, 10));
const percent = (bp: number) => `${(bp / 100).toFixed(2)}%`;

/** /rewards: rebates credited so far and accruing now, and the rebate of each closed statement. */
export const RewardsPage = () => {
  const flags = readDevFlags();
  const { data, loading } = useQuery<RebatesQuery>(REBATES);
  const r = data?.currentRebatesState;
  if (!r) return loading ? <PageSkeleton /> : <p>No rebates yet.</p>;
  const points = r.history.map((h) => ({ period: periodDay(h.periodStart as string), rebate: h.rebate / 100 }));
  return (
    <section className={styles.rewards}>
      <h1>Rewards</h1>
      <p data-testid="rebate-credited">Rebates credited: {formatMoney(r.credited)}</p>
      <p data-testid="rebate-accrued">Accrued this period: {formatMoney(r.accrued)}</p>
      {flags.has('showUpcomingStatementRebates') && <p data-testid="upcoming-rebate">The open statement will credit {formatMoney(r.accrued)} when it closes.</p>}
      {flags.has('showRebateInfo') && (
        <p data-testid="rebate-info">
          Your rebate rate is {percent(r.rebateBasisPoints)} ({r.rebateBasisPoints} basis points). Each statement credits that share of its purchases less refunds, rounded down to the cent, when it closes.
        </p>
      )}
      <h2>Rebate per statement</h2>
      {points.length === 0 ? <p>No statement has closed yet.</p> : (
        <div className={styles.chart}>
          <ResponsiveContainer>
            <BarChart data={points}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="period" />
              <YAxis />
              <Tooltip formatter={(v) => formatMoney(Math.round(Number(v) * 100))} />
              <Bar dataKey="rebate" fill="#4b5bdc" />
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
    </section>
  );
};
