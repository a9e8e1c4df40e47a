import { describe, expect, it } from 'vitest';
import { buildTree, indentFor, matchesSearch, pathLabel, selectBudget, treeOrder, unselectBudget, visibleInTree } from './budget-tree';

const tree = buildTree([
  { id: 'm', name: 'Marketing', parentBudgetId: null },
  { id: 'e', name: 'Events', parentBudgetId: 'm' },
  { id: 'c', name: 'Conferences', parentBudgetId: 'e' },
  { id: 's', name: 'Software', parentBudgetId: null },
]);

describe('the budget selector rules', () => {
  it('labels each budget with its parents path, or Top Level', () => {
    expect(pathLabel(tree, 'c')).toBe('Marketing / Events');
    expect(pathLabel(tree, 'm')).toBe('Top Level');
    expect(tree.children.get(null)!.map((b) => b.name)).toEqual(['Marketing', 'Software']);
    expect(treeOrder(tree).map((b) => b.name)).toEqual(['Marketing', 'Events', 'Conferences', 'Software']);
  });

  it('selects a budget with all its descendants, and unselects only that budget', () => {
    const selected = selectBudget(tree, ['s'], 'm');
    expect(selected.sort()).toEqual(['c', 'e', 'm', 's']);
    expect(unselectBudget(selected, 'e').sort()).toEqual(['c', 'm', 's']);
    expect(selectBudget(tree, selected, 'e').filter((id) => id === 'e')).toHaveLength(1);
  });

  it('searches the name or the path text, ignoring case', () => {
    expect(matchesSearch(tree, tree.byId.get('c')!, 'EVENTS')).toBe(true);
    expect(matchesSearch(tree, tree.byId.get('c')!, 'keting / ev')).toBe(true);
    expect(matchesSearch(tree, tree.byId.get('s')!, 'events')).toBe(false);
    expect([...visibleInTree(tree, 'confer')].sort()).toEqual(['c', 'e', 'm']);
    expect(visibleInTree(tree, 'nothing').size).toBe(0);
  });

  it('indents child levels by 3 per level, up to 24', () => {
    expect([0, 1, 2, 8, 9].map(indentFor)).toEqual(['0rem', '0.75rem', '1.5rem', '6rem', '6rem']);
  });
});
