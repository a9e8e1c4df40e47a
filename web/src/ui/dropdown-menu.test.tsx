import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { DropdownMenu } from './dropdown-menu';

afterEach(cleanup);

describe('DropdownMenu', () => {
  it('opens from the keyboard, runs the chosen item and closes', () => {
    const onArchive = vi.fn();
    render(<DropdownMenu trigger={<Button>Actions</Button>} items={[{ key: 'edit', label: 'Edit', onSelect: vi.fn() }, { key: 'archive', label: 'Archive', onSelect: onArchive, danger: true }]} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Actions' }), { key: 'Enter' });
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit', 'Archive']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Archive' }));
    expect(onArchive).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
