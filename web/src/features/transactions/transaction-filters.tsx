import { TRANSACTION_SOURCE_LABELS, isCompanySource, visibleSources } from '@spend/domain';
import { DATE_RANGES } from '../dashboard/date-ranges';
import { Combobox } from '../../ui/combobox';
import { DatePicker } from '../../ui/date-picker';
import { Select } from '../../ui/select';
import { useCan } from '../../ui/use-can';
import { COMPLETENESS, POLICY_OUTCOMES, STATUSES, type TransactionFilters } from './list-filters';
import { useCodingOptions } from './use-coding-options';
import styles from './transactions.module.css';
import { VendorFilter } from './vendor-filter';

// Declines are not spend: the list leaves them out unless asked for by their status.
const STATUS_OPTIONS = [{ value: '', label: 'All but declined' }, ...STATUSES.map((s) => ({ value: s, label: s }))];
const POLICY_OPTIONS = [{ value: '', label: 'Any policy outcome' }, ...POLICY_OUTCOMES.map(([value, label]) => ({ value, label }))];
const RANGE_OPTIONS = DATE_RANGES.map(([value, label]) => ({ value, label }));

/**
 * The filters of /transactions: completeness pills, then search, status, source, policy outcome, date range, budget, card,
 * spender and amounts. The list's headers sort it.
 */
export const TransactionFiltersBar = ({ f }: { f: TransactionFilters }) => {
  const options = useCodingOptions();
  const { roles } = useCan();
  // The bank feed and payments are not spend: listed only by their source, to those the permission table lets read them.
  const sources = visibleSources(roles);
  const sourceOptions = [
    { value: '', label: sources.some(isCompanySource) ? 'All but bank feed and payments' : 'All sources' },
    ...sources.map((s) => ({ value: s, label: TRANSACTION_SOURCE_LABELS[s] })),
  ];
  return (
    <div className={styles.filters}>
      <div role="group" aria-label="Completeness" className={styles.pills}>
        {COMPLETENESS.map(([value, label]) => (
          <button key={value} type="button" data-testid={`completeness-${value}`} aria-pressed={f.completeness === value} className={styles.pill} onClick={() => f.set({ completeness: value })}>
            {label}
          </button>
        ))}
      </div>
      <div className={styles.controls}>
        <input aria-label="Search transactions" placeholder="Search by merchant" value={f.search} onChange={(e) => f.setSearch(e.target.value)} className={styles.control} />
        <VendorFilter value={f.vendor} onChange={(vendor) => f.set({ vendor })} />
        <Select id="status" label="Status" value={f.status ?? ''} onValueChange={(status) => f.set({ status: status || null })} options={STATUS_OPTIONS} />
        <Select id="source" label="Source" value={f.source ?? ''} onValueChange={(source) => f.set({ source: source || null })} options={sourceOptions} />
        <Select id="policy" label="Policy" value={f.policyOutcome ?? ''} onValueChange={(policy) => f.set({ policy: policy || null })} options={POLICY_OPTIONS} />
        <Select id="range" label="Date range" value={f.range} onValueChange={(range) => f.set({ range, from: null, to: null })} options={RANGE_OPTIONS} />
        {f.range === 'custom' && (
          <>
            <DatePicker id="from" label="From" value={f.get('from')} max={f.get('to') || undefined} onChange={(from) => f.set({ from })} clearable className={styles.day} />
            <DatePicker id="to" label="To" value={f.get('to')} min={f.get('from') || undefined} onChange={(to) => f.set({ to })} clearable className={styles.day} />
          </>
        )}
        <Select id="budget" label="Budget" value={f.ids.budgetId} onValueChange={(budget) => f.set({ budget })}
          options={[{ value: '', label: 'All budgets' }, ...options.budgets.map((b) => ({ value: b.id, label: b.name }))]} />
        <Select id="card" label="Card" value={f.ids.cardId} onValueChange={(card) => f.set({ card })}
          options={[{ value: '', label: 'All cards' }, ...options.cards.map((c) => ({ value: c.id, label: `•••• ${c.last4Digits}` }))]} />
        <Combobox id="spender" label="Spender" value={f.ids.spenderId} onValueChange={(spender) => f.set({ spender })} className={styles.spender}
          options={[{ value: '', label: 'All spenders' }, ...options.spenders.map((s) => ({ value: s.id, label: `${s.person.first_name} ${s.person.last_name}` }))]} />
        <input aria-label="Minimum amount" placeholder="Min $" inputMode="decimal" defaultValue={f.amountMin} onBlur={(e) => f.set({ amountMin: e.target.value.trim() })} className={styles.amount} />
        <input aria-label="Maximum amount" placeholder="Max $" inputMode="decimal" defaultValue={f.amountMax} onBlur={(e) => f.set({ amountMax: e.target.value.trim() })} className={styles.amount} />
      </div>
    </div>
  );
};
