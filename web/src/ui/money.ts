import { formatMoney } from '@spend/domain';

/** The one money formatter (services/domain), re-exported for screens. */
export { formatMoney };

/**
 * Where figures are tight (dashboard cards on a phone, budget tiles, chart axes): $1.5k, $2m,
 * $3.2b (spec 9), cut rather than rounded up so a figure never reads more than it is. Amounts below
 * $1,000 keep their 2 decimals.
 */
export const formatMoneyCompact = (cents: number): string => formatMoney(cents, { abbreviate: true });
