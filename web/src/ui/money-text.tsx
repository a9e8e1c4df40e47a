import type { HTMLAttributes } from 'react';
import { formatMoney, formatMoneyCompact } from './money';

/** An amount; `compact` abbreviates it (k, m, b) with the exact amount in its tooltip. */
export const MoneyText = ({ cents, compact = false, ...rest }: { cents: number; compact?: boolean } & HTMLAttributes<HTMLSpanElement>) => {
  const full = formatMoney(cents);
  const shown = compact ? formatMoneyCompact(cents) : full;
  return (
    <span {...rest} title={shown === full ? undefined : full}>
      {shown}
    </span>
  );
};
