import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { DropdownMenu } from './dropdown-menu';

afterEach(cleanup);

describe('DropdownMenu', () => {
  it('opens from the keyboard, closes, gives focus back to its trigger, then runs the chosen item', async () => {
    // What had focus when the item ran: a dialog it opens returns focus there when it closes.
    let focusedThen: Element | null = null;
    const onArchive = vi.fn(() => (focusedThen = document.activeElement));
    render(<DropdownMenu trigger={<Button>Actions</Button>} items={[{ key: 'edit', label: 'Edit', onSelect: vi.fn() }, { key: 'archive', label: 'Archive', onSelect: onArchive, danger: true }]} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Actions' }), { key: 'Enter' });
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit', 'Archive']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Archive' }));
    expect(screen.queryByRole('menu')).toBeNull();
    await vi.waitFor(() => expect(onArchive).toHaveBeenCalledTimes(1));
    expect(focusedThen).toBe(screen.getByRole('button', { name: 'Actions' }));
  });
});
