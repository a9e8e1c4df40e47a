import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button';
import { Popover } from './popover';

afterEach(cleanup);

describe('Popover', () => {
  it('opens from its trigger, focuses its content and closes on Escape', () => {
    render(<Popover trigger={<Button>Columns</Button>} label="Columns"><label><input type="checkbox" /> Date</label></Popover>);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    expect(screen.getByRole('dialog', { name: 'Columns' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('checkbox'));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
