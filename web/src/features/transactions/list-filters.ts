import { TRANSACTION_SOURCES } from '@spend/domain';
import type { DateRangePreset, PolicyOutcome, TransactionCompleteness, TransactionSortField, TransactionStatus, TransactionWhereInput } from '../../generated/graphql';
import { DATE_RANGES, isDay, type DateRangeKey } from '../dashboard/date-ranges';
import { ORDERS, useListParams } from '../../ui/list-params';

/** Spec 9: transactions list defaults (limit 100, page 1, newest first, show all: no status, completeness or date filter). */
export const DEFAULTS = { limit: '100', page: '1', sortBy: 'initial_transaction_date', order: 'desc', completeness: 'ALL', range: 'all-time' } as const;
export const SORTS: TransactionSortField[] = ['initial_transaction_date', 'amount', 'description', 'status'];
export const STATUSES: TransactionStatus[] = ['Pending', 'Posted', 'Declined', 'Disputed', 'Recorded'];
/** The expense policy's outcomes (issue #27 item 5), as the list's filter and the transaction page name them. */
export const POLICY_OUTCOMES: [PolicyOutcome, string][] = [['IN_POLICY', 'In policy'], ['NEEDS_REVIEW', 'Needs review'], ['OUT_OF_POLICY', 'Out of policy']];
export const COMPLETENESS: [TransactionCompleteness, string][] = [['ALL', 'All'], ['COMPLETE', 'Complete'], ['INCOMPLETE', 'Incomplete'], ['NOT_SYNCED', 'Not Synced'], ['SYNCED', 'Synced']];
/**
 * Where the Transactions badge leads: the INCOMPLETE tab with every other filter at its default, so
 * the list asks for what the badge counts (the API counts it with the list's own query).
 */
export const INCOMPLETE_DRILL_DOWN = '/transactions?completeness=INCOMPLETE';
const RANGE_KEYS = DATE_RANGES.map(([key]) => key);

/** The dashboard's range keys (the query string's words) as the API's presets. */
const PRESETS: Record<DateRangeKey, DateRangePreset> = {
  'all-time': 'ALL_TIME', custom: 'CUSTOM_DATE', 'this-month': 'THIS_MONTH', 'this-quarter': 'THIS_QUARTER', 'year-to-date': 'YEAR_TO_DATE', 'previous-month': 'PREVIOUS_MONTH',
  'previous-quarter': 'PREVIOUS_QUARTER', 'previous-year': 'PREVIOUS_YEAR', 'current-billing-period': 'CURRENT_BILLING_PERIOD', 'previous-billing-period': 'PREVIOUS_BILLING_PERIOD',
};

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A calendar day (YYYY-MM-DD) at the viewer's local midnight, `plusDays` later. */
const localMidnight = (day: string, plusDays = 0): string => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + plusDays).toISOString();
};

/** The date filter: a preset the API resolves in the viewer's time zone, or Custom Date's days (both inclusive). */
const dateRange = (range: DateRangeKey, from: string, to: string): TransactionWhereInput['dateRange'] => {
  if (range === 'all-time') return undefined;
  if (range !== 'custom') return { preset: PRESETS[range], timeZone };
  return { preset: 'CUSTOM_DATE', from: isDay(from) ? localMidnight(from) : null, to: isDay(to) ? localMidnight(to, 1) : null };
};

/** Every filter of /transactions, read from and written to the query string (spec 2.5). */
export const useTransactionFilters = () => {
  const params = useListParams(DEFAULTS);
  const { get, oneOf, q } = params;
  const sortBy = oneOf('sortBy', SORTS);
  const order = oneOf('order', ORDERS);
  const status = oneOf('status', STATUSES);
  const completeness = oneOf('completeness', COMPLETENESS.map(([c]) => c));
  const range = oneOf('range', RANGE_KEYS);
  const ids = { budgetId: get('budget'), cardId: get('card'), spenderId: get('spender') };
  const amountMin = get('amountMin');
  const amountMax = get('amountMax');
  const vendor = get('vendor');
  const policyOutcome = oneOf('policy', POLICY_OUTCOMES.map(([o]) => o));
  const source = oneOf('source', TRANSACTION_SOURCES);
  const where: TransactionWhereInput = {
    ...(vendor && { vendor }), ...(policyOutcome && { policyOutcome }), ...(source && { source }),
    ...(status && { status }), completeness, ...(q && { q }), dateRange: dateRange(range, get('from'), get('to')),
    ...Object.fromEntries(Object.entries(ids).filter(([, v]) => v)), ...(amountMin && { amountMin }), ...(amountMax && { amountMax }),
  };
  return { ...params, sortBy, order, status, completeness, range, ids, amountMin, amountMax, vendor, policyOutcome, source, where };
};

export type TransactionFilters = ReturnType<typeof useTransactionFilters>;
