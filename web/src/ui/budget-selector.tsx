import * as Popover from '@radix-ui/react-popover';
import { useMemo, useState, type ReactNode } from 'react';
import { buildTree, indentFor, matchesSearch, pathLabel, selectBudget, treeOrder, unselectBudget, visibleInTree, type BudgetOption, type BudgetTree } from './budget-tree';
import { FormField, fieldInputStyle } from './form-field';
import { Modal } from './modal';

export type { BudgetOption } from './budget-tree';

const chip = { display: 'inline-flex', alignItems: 'center', gap: 4, background: '#efeefe', borderRadius: 12, padding: '2px 8px', margin: '4px 4px 0 0', fontSize: 13 } as const;
const linkButton = { background: 'none', border: 0, color: '#3b37a0', cursor: 'pointer', padding: 0, font: 'inherit' } as const;

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
      <button id={id} type="button" onClick={show} aria-invalid={!!error || undefined} style={{ ...fieldInputStyle, textAlign: 'left', background: '#fff', cursor: 'pointer', color: names.length ? '#111' : '#888' }}>
        {names.length ? names.slice(0, 3).join(', ') + (names.length > 3 ? '…' : '') : 'Select a Budget'}
      </button>
      {value.length > 0 && (
        <button type="button" onClick={show} style={{ ...linkButton, marginTop: 4 }}>
          View all ({value.length})
        </button>
      )}
      <Modal open={open} onOpenChange={setOpen} title="Budgets" description="Select budgets you would like to allow spend on">
        <input aria-label="Search for a budget or sub-budget" placeholder="Search for a budget or sub-budget" value={query} onChange={(e) => setQuery(e.target.value)} style={fieldInputStyle} />
        <div role="group" aria-label="Budgets" style={{ maxHeight: '24rem', overflowY: 'auto', margin: '12px 0' }}>
          {matches.length === 0 ? (
            <p>No Results Found</p>
          ) : (
            matches.map((budget) => (
              <label key={budget.id} style={{ display: 'flex', gap: 8, padding: '6px 0', alignItems: 'flex-start' }}>
                <input
                  type="checkbox" checked={draft.includes(budget.id)} aria-label={budget.name}
                  onChange={(e) => setDraft(e.target.checked ? selectBudget(tree, draft, budget.id) : unselectBudget(draft, budget.id))}
                />
                <span>
                  {budget.name}
                  <br />
                  <small style={{ color: '#777' }}>{pathLabel(tree, budget.id)}</small>
                </span>
              </label>
            ))
          )}
        </div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <span style={{ flex: 1 }} data-testid="budgets-selected">{draft.length} Budgets Selected</span>
          <button type="button" onClick={() => setOpen(false)}>Cancel</button>
          <button type="button" onClick={() => { onChange(draft); setOpen(false); }}>Ok</button>
        </div>
      </Modal>
    </FormField>
  );
};

/** The filtered tree of both dropdowns: parents expand and collapse; the last expanded root is highlighted. */
const BudgetTreeList = ({ tree, query, renderRow }: { tree: BudgetTree; query: string; renderRow: (budget: BudgetOption) => ReactNode }) => {
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [lastRoot, setLastRoot] = useState<string | null>(null);
  const visible = visibleInTree(tree, query);
  const searching = query.trim().length > 0;
  const toggle = (budget: BudgetOption, isRoot: boolean): void => {
    const next = new Set(expanded);
    if (next.has(budget.id)) next.delete(budget.id);
    else {
      next.add(budget.id);
      if (isRoot) setLastRoot(budget.id);
    }
    setExpanded(next);
  };
  const rows = (parent: string | null, depth: number): ReactNode[] =>
    (tree.children.get(parent) ?? [])
      .filter((b) => visible.has(b.id))
      .flatMap((budget) => {
        const kids = (tree.children.get(budget.id) ?? []).some((k) => visible.has(k.id));
        const open = kids && (searching || expanded.has(budget.id));
        return [
          <div key={budget.id} role="treeitem" aria-level={depth + 1} aria-expanded={kids ? open : undefined} data-highlighted={depth === 0 && lastRoot === budget.id ? true : undefined}
            style={{ display: 'flex', alignItems: 'center', gap: 4, paddingLeft: indentFor(depth), background: depth === 0 && lastRoot === budget.id ? '#f4f3ff' : undefined, borderRadius: 6 }}>
            {kids ? (
              <button type="button" aria-label={`${open ? 'Collapse' : 'Expand'} ${budget.name}`} onClick={() => toggle(budget, depth === 0)} style={{ ...linkButton, width: 18 }}>
                {open ? '▾' : '▸'}
              </button>
            ) : (
              <span style={{ width: 18 }} />
            )}
            {renderRow(budget)}
          </div>,
          ...(open ? rows(budget.id, depth + 1) : []),
        ];
      });
  const all = rows(null, 0);
  return (
    <div role="tree" style={{ maxHeight: '18rem', overflowY: 'auto' }}>
      {all.length === 0 ? <p style={{ color: '#777', padding: 8, margin: 0 }}>No results</p> : all}
    </div>
  );
};

const Dropdown = ({ id, label, error, optional, trigger, children, open, setOpen, query, setQuery }: {
  id: string; label: string; error?: string; optional?: boolean; trigger: ReactNode; children: ReactNode;
  open: boolean; setOpen: (open: boolean) => void; query: string; setQuery: (q: string) => void;
}) => (
  <FormField label={label} htmlFor={id} error={error} optional={optional}>
    <Popover.Root open={open} onOpenChange={(next) => { setOpen(next); if (!next) setQuery(''); }}>
      <Popover.Trigger asChild>
        <button id={id} type="button" aria-invalid={!!error || undefined} style={{ ...fieldInputStyle, textAlign: 'left', background: '#fff', cursor: 'pointer' }}>
          {trigger}
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="start" sideOffset={4} style={{ zIndex: 60, width: 'var(--radix-popover-trigger-width)', minWidth: 260, background: '#fff', border: '1px solid #d6d6e2', borderRadius: 8, padding: 8, fontFamily: 'system-ui, sans-serif', boxShadow: '0 6px 24px rgba(0,0,0,.12)' }}>
          <input aria-label={`Search ${label}`} placeholder="Search" value={query} onChange={(e) => setQuery(e.target.value)} style={{ ...fieldInputStyle, marginBottom: 6 }} />
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
      trigger={current ? current.name : <span style={{ color: '#888' }}>Choose Budget</span>}>
      <BudgetTreeList tree={tree} query={query} renderRow={(budget) => (
        <button type="button" role="option" aria-selected={budget.id === value} onClick={() => { onChange(budget.id); setOpen(false); setQuery(''); }}
          style={{ ...linkButton, color: '#111', flex: 1, textAlign: 'left', padding: '6px 4px', fontWeight: budget.id === value ? 700 : 400 }}>
          {budget.name}
        </button>
      )} />
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
  return (
    <div>
      <Dropdown id={id} label="Budget(s)" error={error} optional={optional} open={open} setOpen={setOpen} query={query} setQuery={setQuery}
        trigger={<span style={{ color: chips.length ? '#111' : '#888' }}>{chips.length ? `${chips.length} selected` : 'Choose Budget'}</span>}>
        {allowAll && (
          <label style={{ display: 'flex', gap: 8, padding: '6px 4px' }}>
            <input type="checkbox" checked={chips.includes(ALL_BUDGETS)} onChange={(e) => onChange(e.target.checked ? [ALL_BUDGETS] : [])} />
            All Budgets
          </label>
        )}
        <BudgetTreeList tree={tree} query={query} renderRow={(budget) => (
          <label style={{ display: 'flex', gap: 8, padding: '6px 4px', flex: 1 }}>
            <input type="checkbox" checked={chips.includes(budget.id)}
              onChange={(e) => {
                const base = chips.filter((c) => c !== ALL_BUDGETS);
                onChange(e.target.checked ? selectBudget(tree, base, budget.id) : unselectBudget(base, budget.id));
              }} />
            {budget.name}
          </label>
        )} />
      </Dropdown>
      {chips.length > 0 && (
        <div style={{ marginTop: -8, marginBottom: 12 }}>
          {chips.map((v) => (
            <span key={v} style={chip} data-testid="budget-chip">
              {label(v)}
              <button type="button" aria-label={`Remove ${label(v)}`} onClick={() => onChange(chips.filter((c) => c !== v))} style={linkButton}>×</button>
            </span>
          ))}
          <button type="button" onClick={() => onChange([])} style={{ ...linkButton, marginLeft: 8 }}>Clear All</button>
        </div>
      )}
    </div>
  );
};
