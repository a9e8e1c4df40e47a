/** The budget hierarchy as the selectors need it (spec 2.4, 4, 5 "Other"); pure, no React. */
export interface BudgetOption {
  id: string;
  name: string;
  parentBudgetId?: string | null;
}

export interface BudgetTree {
  byId: Map<string, BudgetOption>;
  /** Children by parent id, sorted by name; roots under `null` (a parent not in the list counts as none). */
  children: Map<string | null, BudgetOption[]>;
  /** The names of a budget's parents from the top, joined by " / "; empty for a top budget. */
  path: Map<string, string>;
}

const byName = (a: BudgetOption, b: BudgetOption): number => a.name.localeCompare(b.name);

export const buildTree = (budgets: readonly BudgetOption[]): BudgetTree => {
  const byId = new Map(budgets.map((b) => [b.id, b]));
  const children = new Map<string | null, BudgetOption[]>();
  for (const budget of budgets) {
    const parent = budget.parentBudgetId && byId.has(budget.parentBudgetId) ? budget.parentBudgetId : null;
    children.set(parent, [...(children.get(parent) ?? []), budget]);
  }
  for (const list of children.values()) list.sort(byName);
  const path = new Map<string, string>();
  const pathOf = (budget: BudgetOption, seen: Set<string>): string => {
    const known = path.get(budget.id);
    if (known !== undefined) return known;
    const parent = budget.parentBudgetId ? byId.get(budget.parentBudgetId) : undefined;
    // A cycle cannot come from the API, but must not hang the browser either.
    const text = parent && !seen.has(parent.id) ? [pathOf(parent, new Set([...seen, budget.id])), parent.name].filter(Boolean).join(' / ') : '';
    path.set(budget.id, text);
    return text;
  };
  for (const budget of budgets) pathOf(budget, new Set());
  return { byId, children, path };
};

/** Every budget in tree order: each parent followed by its children, siblings by name. */
export const treeOrder = (tree: BudgetTree): BudgetOption[] => {
  const out: BudgetOption[] = [];
  const walk = (parent: string | null): void => {
    for (const budget of tree.children.get(parent) ?? []) {
      out.push(budget);
      walk(budget.id);
    }
  };
  walk(null);
  return out;
};

/** The label under a budget's name in the checklist: its parents' names, or Top Level. */
export const pathLabel = (tree: BudgetTree, id: string): string => tree.path.get(id) || 'Top Level';

export const descendantsOf = (tree: BudgetTree, id: string): string[] => {
  const out: string[] = [];
  const stack = [...(tree.children.get(id) ?? [])];
  while (stack.length) {
    const next = stack.pop()!;
    if (out.includes(next.id)) continue;
    out.push(next.id);
    stack.push(...(tree.children.get(next.id) ?? []));
  }
  return out;
};

/** Selecting a budget also selects all its descendants (spec 4). */
export const selectBudget = (tree: BudgetTree, selected: readonly string[], id: string): string[] => [...new Set([...selected, id, ...descendantsOf(tree, id)])];

/** Unselecting removes only that budget (spec 4). */
export const unselectBudget = (selected: readonly string[], id: string): string[] => selected.filter((s) => s !== id);

/** Case-insensitive substring of the budget's name or of its path text (spec 5 "Other"). */
export const matchesSearch = (tree: BudgetTree, budget: BudgetOption, query: string): boolean => {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return budget.name.toLowerCase().includes(q) || (tree.path.get(budget.id) ?? '').toLowerCase().includes(q);
};

/** The ids a filtered tree shows: every match and the ancestors that lead to it. */
export const visibleInTree = (tree: BudgetTree, query: string): Set<string> => {
  const visible = new Set<string>();
  for (const budget of tree.byId.values()) {
    if (!matchesSearch(tree, budget, query)) continue;
    let current: BudgetOption | undefined = budget;
    while (current && !visible.has(current.id)) {
      visible.add(current.id);
      current = current.parentBudgetId ? tree.byId.get(current.parentBudgetId) : undefined;
    }
  }
  return visible;
};

/** Spec 2.4: child levels are indented by 3 per level, up to 24 (in quarter-rems). */
export const indentFor = (depth: number): string => `${Math.min(depth * 3, 24) / 4}rem`;
