import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney, formatMoneyCompact } from '../../ui/money';
import { dayTicks } from './date-ranges';

const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Spend per day; ticks on days 1, 5, 10, 15, 20, 25 and the month's last day (spec 9). */
export const SpendChart = ({ days }: { days: readonly { date: string; amount: number }[] }) => {
  const dates = days.map((d) => d.date);
  const oneMonth = dates.length > 0 && dates[0]!.slice(0, 7) === dates.at(-1)!.slice(0, 7);
  const label = (date: string) => (oneMonth ? String(Number(date.slice(8))) : monthDay.format(new Date(date)));
  return (
    <div data-testid="spend-chart" style={{ width: '100%', height: 260 }}>
      <ResponsiveContainer>
        <BarChart data={[...days]} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid vertical={false} stroke="#eee" />
          <XAxis dataKey="date" ticks={dayTicks(dates)} interval={0} tickFormatter={label} />
          <YAxis tickFormatter={formatMoneyCompact} width={64} />
          <Tooltip labelFormatter={(date) => monthDay.format(new Date(String(date)))} formatter={(cents) => [formatMoney(Number(cents)), 'Spent']} />
          <Bar dataKey="amount" fill="#5b4fe9" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
};
