import * as Popover from '@radix-ui/react-popover';
import { useMemo, useState, type ReactNode } from 'react';
import { buildTree, matchesSearch, pathLabel, selectBudget, treeOrder, unselectBudget, type BudgetOption } from './budget-tree';
import { BudgetTreeList } from './budget-tree-list';
import { Button } from './button';
import styles from './budget-selector.module.css';
import { FormField } from './form-field';
import { Modal } from './modal';

export type { BudgetOption } from './budget-tree';


/**
 * Modal variant (spec 2.4): a field labelled Budget; its dialog Budgets lists every budget with its
 * path (or Top Level), searchable by name or path; Cancel restores the earlier selection.
 */
export const BudgetSelectModal = ({ id = 'budgets', budgets, value, onChange, error, optional }: {
  id?: string;
  budgets: readonly BudgetOption[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string;
  optional?: boolean;
}) => {
  const tree = useMemo(() => buildTree(budgets), [budgets]);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string[]>([]);
  const [query, setQuery] = useState('');
  const show = (): void => {
    setDraft([...value]);
    setQuery('');
    setOpen(true);
  };
  const matches = treeOrder(tree).filter((b) => matchesSearch(tree, b, query));
  const names = value.map((v) => tree.byId.get(v)?.name).filter(Boolean);
  return (
    <FormField label="Budget" htmlFor={id} error={error} optional={optional}>
      <button id={id} type="button" onClick={show} aria-invalid={!!error || undefined} className={styles.trigger}>
        {names.length ? names.slice(0, 3).join(', ') + (names.length > 3 ? '…' : '') : <span className={styles.placeholder}>Select a Budget</span>}
      </button>
      {value.length > 0 && (
        <button type="button" onClick={show} className={styles.viewAll}>
          View all ({value.length})
        </button>
      )}
      <Modal open={open} onOpenChange={setOpen} title="Budgets" description="Select budgets you would like to allow spend on">
        <input aria-label="Search for a budget or sub-budget" placeholder="Search for a budget or sub-budget" value={query} onChange={(e) => setQuery(e.target.value)} className={styles.search} />
        <div role="group" aria-label="Budgets" className={styles.modalList}>
          {matches.length === 0 ? (
            <p>No Results Found</p>
          ) : (
            matches.map((budget) => (
              <label key={budget.id} className={styles.check}>
                <input
                  type="checkbox" checked={draft.includes(budget.id)} aria-label={budget.name}
                  onChange={(e) => setDraft(e.target.checked ? selectBudget(tree, draft, budget.id) : unselectBudget(draft, budget.id))}
                />
                <span>
                  {budget.name}
                  <br />
                  <small className={styles.path}>{pathLabel(tree, budget.id)}</small>
                </span>
              </label>
            ))
          )}
        </div>
        <div className={styles.footer}>
          <span className={styles.counter} data-testid="budgets-selected">{draft.length} Budgets Selected</span>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="primary" onClick={() => { onChange(draft); setOpen(false); }}>Ok</Button>
        </div>
      </Modal>
    </FormField>
  );
};

const Dropdown = ({ id, label, error, optional, trigger, children, open, setOpen, query, setQuery }: {
  id: string; label: string; error?: string; optional?: boolean; trigger: ReactNode; children: ReactNode;
  open: boolean; setOpen: (open: boolean) => void; query: string; setQuery: (q: string) => void;
}) => (
  <FormField label={label} htmlFor={id} error={error} optional={optional}>
    <Popover.Root open={open} onOpenChange={(next) => { setOpen(next); if (!next) setQuery(''); }}>
      <Popover.Trigger asChild>
        <button id={id} type="button" aria-invalid={!!error || undefined} className={styles.trigger}>
          {trigger}
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="start" sideOffset={4} aria-label={label} className={styles.popover}>
          <input aria-label={`Search ${label}`} placeholder="Search" value={query} onChange={(e) => setQuery(e.target.value)} className={styles.search}
            onKeyDown={(e) => {
              // Down from the search box enters the tree at its tab stop.
              if (e.key !== 'ArrowDown') return;
              e.preventDefault();
              e.currentTarget.parentElement?.querySelector<HTMLElement>('[role=treeitem][tabindex="0"]')?.focus();
            }} />
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  </FormField>
);

/** Single-select dropdown (spec 2.4): label Budget Name, placeholder Choose Budget. */
export const BudgetSingleSelect = ({ id = 'budget', label = 'Budget Name', budgets, value, onChange, error, optional }: {
  id?: string; label?: string; budgets: readonly BudgetOption[]; value: string | null; onChange: (id: string | null) => void; error?: string; optional?: boolean;
}) => {
  const tree = useMemo(() => buildTree(budgets), [budgets]);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const current = value ? tree.byId.get(value) : undefined;
  return (
    <Dropdown id={id} label={label} error={error} optional={optional} open={open} setOpen={setOpen} query={query} setQuery={setQuery}
      trigger={current ? current.name : <span className={styles.placeholder}>Choose Budget</span>}>
      <BudgetTreeList tree={tree} query={query} label={label} isSelected={(budget) => budget.id === value} activateOnClick
        onActivate={(budget) => { onChange(budget.id); setOpen(false); setQuery(''); }}
        renderRow={(budget) => <span className={styles.option} data-testid="budget-option">{budget.name}</span>} />
    </Dropdown>
  );
};

export const ALL_BUDGETS = 'all';

/**
 * Multi-select dropdown (spec 2.4): label Budget(s), an optional All Budgets option (value 'all'),
 * chips without duplicates and Clear All; checking a parent checks its descendants too.
 */
export const BudgetMultiSelect = ({ id = 'budgetIds', budgets, value, onChange, allowAll, error, optional }: {
  id?: string; budgets: readonly BudgetOption[]; value: readonly string[]; onChange: (ids: string[]) => void; allowAll?: boolean; error?: string; optional?: boolean;
}) => {
  const tree = useMemo(() => buildTree(budgets), [budgets]);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const chips = [...new Set(value)];
  const label = (v: string): string => (v === ALL_BUDGETS ? 'All Budgets' : tree.byId.get(v)?.name ?? v);
  const pick = (budgetId: string, checked: boolean): void => {
    const base = chips.filter((c) => c !== ALL_BUDGETS);
    onChange(checked ? selectBudget(tree, base, budgetId) : unselectBudget(base, budgetId));
  };
  return (
    <div>
      <Dropdown id={id} label="Budget(s)" error={error} optional={optional} open={open} setOpen={setOpen} query={query} setQuery={setQuery}
        trigger={<span className={chips.length ? undefined : styles.placeholder}>{chips.length ? `${chips.length} selected` : 'Choose Budget'}</span>}>
        {allowAll && (
          <label className={styles.optionCheck}>
            <input type="checkbox" checked={chips.includes(ALL_BUDGETS)} onChange={(e) => onChange(e.target.checked ? [ALL_BUDGETS] : [])} />
            All Budgets
          </label>
        )}
        <BudgetTreeList tree={tree} query={query} label="Budget(s)" multiple isSelected={(budget) => chips.includes(budget.id)} onActivate={(budget) => pick(budget.id, !chips.includes(budget.id))}
          renderRow={(budget) => (
            <label className={styles.optionCheck}>
              {/* The row is the tab stop; the box is for the pointer. */}
              <input type="checkbox" tabIndex={-1} checked={chips.includes(budget.id)} onChange={(e) => pick(budget.id, e.target.checked)} />
              {budget.name}
            </label>
          )} />
      </Dropdown>
      {chips.length > 0 && (
        <div className={styles.chips}>
          {chips.map((v) => (
            <span key={v} className={styles.chip} data-testid="budget-chip">
              {label(v)}
              <button type="button" aria-label={`Remove ${label(v)}`} onClick={() => onChange(chips.filter((c) => c !== v))} className={styles.link}>×</button>
            </span>
          ))}
          <button type="button" onClick={() => onChange([])} className={styles.clearAll}>Clear All</button>
        </div>
      )}
    </div>
  );
};
