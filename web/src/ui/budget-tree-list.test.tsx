import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTree } from './budget-tree';
import { BudgetTreeList } from './budget-tree-list';

afterEach(cleanup);

const tree = buildTree([
  { id: 'm', name: 'Marketing' },
  { id: 'e', name: 'Events', parentBudgetId: 'm' },
  { id: 's', name: 'Software' },
]);

const focusedName = () => (document.activeElement as HTMLElement).textContent?.replace(/[▸▾]/g, '');
const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });

describe('BudgetTreeList', () => {
  it('is one tab stop that the arrow keys move, expand and collapse; Enter picks', () => {
    const onActivate = vi.fn();
    render(<BudgetTreeList tree={tree} query="" label="Parent Budget" isSelected={(b) => b.id === 's'} onActivate={onActivate} renderRow={(b) => <span>{b.name}</span>} />);
    expect(screen.getByRole('tree', { name: 'Parent Budget' })).toBeTruthy();
    const items = () => screen.getAllByRole('treeitem');
    expect(items().map((i) => i.tabIndex)).toEqual([0, -1]);
    expect(items()[1]!.getAttribute('aria-selected')).toBe('true');
    items()[0]!.focus();
    press('ArrowRight');
    expect(items()[0]!.getAttribute('aria-expanded')).toBe('true');
    expect(items().map((i) => [i.textContent?.replace(/[▸▾]/g, ''), i.getAttribute('aria-level')])).toEqual([['Marketing', '1'], ['Events', '2'], ['Software', '1']]);
    press('ArrowRight');
    expect(focusedName()).toBe('Events');
    // The focused row is the only tab stop.
    expect(items().map((i) => i.tabIndex)).toEqual([-1, 0, -1]);
    press('ArrowLeft');
    expect(focusedName()).toBe('Marketing');
    press('ArrowLeft');
    expect(items()[0]!.getAttribute('aria-expanded')).toBe('false');
    press('End');
    expect(focusedName()).toBe('Software');
    press('Home');
    press('ArrowDown');
    expect(focusedName()).toBe('Software');
    press('Enter');
    expect(onActivate).toHaveBeenCalledWith(expect.objectContaining({ id: 's' }));
  });
});
