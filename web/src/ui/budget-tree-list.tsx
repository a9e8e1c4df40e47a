import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { indentFor, visibleInTree, type BudgetOption, type BudgetTree } from './budget-tree';
import styles from './budget-selector.module.css';

interface Row {
  budget: BudgetOption;
  depth: number;
  parentId: string | null;
  hasChildren: boolean;
  open: boolean;
}

/**
 * The filtered budget tree of both budget dropdowns (WAI-ARIA tree pattern): parents expand and
 * collapse; the last expanded root is highlighted. One tab stop (roving tabindex): arrow keys move,
 * Right expands or enters, Left collapses or goes up, Home/End jump, Enter or Space picks.
 */
export const BudgetTreeList = ({ tree, query, label, multiple, isSelected, onActivate, activateOnClick, renderRow }: {
  tree: BudgetTree;
  query: string;
  label: string;
  /** Several budgets can be picked (the checkbox tree). */
  multiple?: boolean;
  isSelected: (budget: BudgetOption) => boolean;
  onActivate: (budget: BudgetOption) => void;
  /** A click anywhere on the row picks it (single select); else the row's own control does. */
  activateOnClick?: boolean;
  renderRow: (budget: BudgetOption) => ReactNode;
}) => {
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [lastRoot, setLastRoot] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const items = useRef(new Map<string, HTMLDivElement>());
  const visible = visibleInTree(tree, query);
  const searching = query.trim().length > 0;

  const setOpen = (budget: BudgetOption, open: boolean, isRoot: boolean): void => {
    const next = new Set(expanded);
    if (open) {
      next.add(budget.id);
      if (isRoot) setLastRoot(budget.id);
    } else next.delete(budget.id);
    setExpanded(next);
  };
  const rows: Row[] = [];
  const walk = (parentId: string | null, depth: number): void => {
    for (const budget of (tree.children.get(parentId) ?? []).filter((b) => visible.has(b.id))) {
      const hasChildren = (tree.children.get(budget.id) ?? []).some((k) => visible.has(k.id));
      const open = hasChildren && (searching || expanded.has(budget.id));
      rows.push({ budget, depth, parentId, hasChildren, open });
      if (open) walk(budget.id, depth + 1);
    }
  };
  walk(null, 0);
  const tabStop = rows.some((r) => r.budget.id === focused) ? focused : rows[0]?.budget.id;

  const focusRow = (row: Row | undefined): void => {
    if (!row) return;
    setFocused(row.budget.id);
    items.current.get(row.budget.id)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number): void => {
    const row = rows[index]!;
    const key = event.key;
    if (key === 'ArrowDown') focusRow(rows[index + 1]);
    else if (key === 'ArrowUp') focusRow(rows[index - 1]);
    else if (key === 'Home') focusRow(rows[0]);
    else if (key === 'End') focusRow(rows[rows.length - 1]);
    else if (key === 'ArrowRight' && row.hasChildren) {
      if (row.open) focusRow(rows[index + 1]);
      else setOpen(row.budget, true, row.depth === 0);
    } else if (key === 'ArrowLeft') {
      if (row.open && !searching) setOpen(row.budget, false, row.depth === 0);
      else focusRow(rows.find((r) => r.budget.id === row.parentId));
    } else if (key === 'Enter' || key === ' ') onActivate(row.budget);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  // Outside the tree: a tree holds only its items.
  if (rows.length === 0) return <p className={styles.empty} data-testid="budget-tree-empty">No results</p>;
  return (
    <div role="tree" aria-label={label} aria-multiselectable={multiple || undefined} className={styles.tree}>
      {rows.map((row, index) => (
        <div
          key={row.budget.id} role="treeitem" aria-level={row.depth + 1} aria-expanded={row.hasChildren ? row.open : undefined} aria-selected={isSelected(row.budget)}
          data-highlighted={row.depth === 0 && lastRoot === row.budget.id ? true : undefined} tabIndex={row.budget.id === tabStop ? 0 : -1}
          ref={(element) => { if (element) items.current.set(row.budget.id, element); else items.current.delete(row.budget.id); }}
          onKeyDown={(event) => onKeyDown(event, index)} onFocus={(event) => event.target === event.currentTarget && setFocused(row.budget.id)}
          onClick={activateOnClick ? () => onActivate(row.budget) : undefined}
          className={styles.row} style={{ paddingLeft: indentFor(row.depth) }}
        >
          {row.hasChildren ? (
            // A pointer's way to expand; the keyboard's is the arrow keys on the row, so it is no tab stop.
            <button type="button" tabIndex={-1} aria-label={`${row.open ? 'Collapse' : 'Expand'} ${row.budget.name}`}
              onClick={(event) => { event.stopPropagation(); setOpen(row.budget, !row.open, row.depth === 0); }} className={styles.toggle}>
              {row.open ? '▾' : '▸'}
            </button>
          ) : (
            <span className={styles.spacer} />
          )}
          {renderRow(row.budget)}
        </div>
      ))}
    </div>
  );
};
