import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Truncated } from './truncated';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const LONG = 'Marketing and Communications for the Northern Hemisphere Offices';

describe('Truncated', () => {
  it('shows the whole name in a tooltip when it was cut', () => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(200);
    render(<Truncated text={LONG} data-testid="name" />);
    const name = screen.getByTestId('name');
    expect(name.textContent).toBe(LONG);
    // Reachable by keyboard too, since its tooltip is the only way to read it whole.
    expect(name.getAttribute('tabindex')).toBe('0');
    fireEvent.mouseEnter(name);
    expect(screen.getByRole('tooltip').textContent).toBe(LONG);
  });

  it('has no tooltip when the name fits', () => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(100);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(200);
    render(<Truncated text="Travel" data-testid="name" />);
    fireEvent.mouseEnter(screen.getByTestId('name'));
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByTestId('name').getAttribute('tabindex')).toBeNull();
  });
});
