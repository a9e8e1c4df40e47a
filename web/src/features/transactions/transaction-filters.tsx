import { DATE_RANGES } from '../dashboard/date-ranges';
import { fieldInputStyle } from '../../ui/form-field';
import { COMPLETENESS, STATUSES, type TransactionFilters } from './list-filters';
import { useCodingOptions } from './use-coding-options';

const control = { ...fieldInputStyle, display: 'inline-block', width: 'auto' } as const;
const pill = (active: boolean) => ({ padding: '6px 12px', borderRadius: 999, border: '1px solid #c9c9d6', background: active ? '#1d1b4b' : '#fff', color: active ? '#fff' : '#1d1b4b', cursor: 'pointer' });

/** The filters of /transactions: completeness pills, then status, date range, budget, card, spender, amounts and search. */
export const TransactionFiltersBar = ({ f }: { f: TransactionFilters }) => {
  const options = useCodingOptions();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 10, marginBottom: 12 }}>
      <div role="group" aria-label="Completeness" style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>
        {COMPLETENESS.map(([value, label]) => (
          <button key={value} type="button" data-testid={`completeness-${value}`} aria-pressed={f.completeness === value} style={pill(f.completeness === value)} onClick={() => f.set({ completeness: value })}>
            {label}
          </button>
        ))}
      </div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
        <input aria-label="Search transactions" placeholder="Search by merchant" value={f.search} onChange={(e) => f.setSearch(e.target.value)} style={control} />
        <select id="status" aria-label="Status" value={f.status ?? ''} onChange={(e) => f.set({ status: e.target.value || null })} style={control}>
          <option value="">All statuses</option>
          {STATUSES.map((s) => <option key={s} value={s}>{s}</option>)}
        </select>
        <select id="range" aria-label="Date range" value={f.range} onChange={(e) => f.set({ range: e.target.value, from: null, to: null })} style={control}>
          {DATE_RANGES.map(([key, label]) => <option key={key} value={key}>{label}</option>)}
        </select>
        {f.range === 'custom' && (
          <>
            <input type="date" aria-label="From" value={f.get('from')} onChange={(e) => f.set({ from: e.target.value })} style={control} />
            <input type="date" aria-label="To" value={f.get('to')} onChange={(e) => f.set({ to: e.target.value })} style={control} />
          </>
        )}
        <select id="budget" aria-label="Budget" value={f.ids.budgetId} onChange={(e) => f.set({ budget: e.target.value })} style={control}>
          <option value="">All budgets</option>
          {options.budgets.map((b) => <option key={b.id} value={b.id}>{b.name}</option>)}
        </select>
        <select id="card" aria-label="Card" value={f.ids.cardId} onChange={(e) => f.set({ card: e.target.value })} style={control}>
          <option value="">All cards</option>
          {options.cards.map((c) => <option key={c.id} value={c.id}>•••• {c.last4Digits}</option>)}
        </select>
        <select id="spender" aria-label="Spender" value={f.ids.spenderId} onChange={(e) => f.set({ spender: e.target.value })} style={control}>
          <option value="">All spenders</option>
          {options.spenders.map((s) => <option key={s.id} value={s.id}>{s.person.first_name} {s.person.last_name}</option>)}
        </select>
        <input aria-label="Minimum amount" placeholder="Min $" inputMode="decimal" defaultValue={f.amountMin} onBlur={(e) => f.set({ amountMin: e.target.value.trim() })} style={{ ...control, width: 90 }} />
        <input aria-label="Maximum amount" placeholder="Max $" inputMode="decimal" defaultValue={f.amountMax} onBlur={(e) => f.set({ amountMax: e.target.value.trim() })} style={{ ...control, width: 90 }} />
        <select id="sortBy" aria-label="Sort by" value={f.sortBy} onChange={(e) => f.set({ sortBy: e.target.value })} style={control}>
          <option value="initial_transaction_date">Date</option>
          <option value="amount">Amount</option>
          <option value="description">Merchant</option>
          <option value="status">Status</option>
        </select>
        <button type="button" onClick={() => f.set({ order: f.order === 'asc' ? 'desc' : 'asc' })}>{f.order === 'asc' ? 'Ascending' : 'Descending'}</button>
      </div>
    </div>
  );
};
