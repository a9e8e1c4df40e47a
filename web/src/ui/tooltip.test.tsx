import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_HIDE_MS, Tooltip } from './tooltip';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Tooltip', () => {
  it('shows on hover and hides 100 ms after the pointer leaves', () => {
    render(<Tooltip text="Budgets"><a href="/budgets">Budgets</a></Tooltip>);
    const anchor = screen.getByRole('link').parentElement!;
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(anchor);
    expect(screen.getByRole('tooltip').textContent).toBe('Budgets');
    fireEvent.mouseLeave(anchor);
    act(() => vi.advanceTimersByTime(TOOLTIP_HIDE_MS - 1));
    expect(screen.getByRole('tooltip')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('stays when the pointer comes back within the delay', () => {
    render(<Tooltip text="Cards"><span>Cards</span></Tooltip>);
    const anchor = screen.getByText('Cards').parentElement!;
    fireEvent.mouseEnter(anchor);
    fireEvent.mouseLeave(anchor);
    act(() => vi.advanceTimersByTime(50));
    fireEvent.mouseEnter(anchor);
    act(() => vi.advanceTimersByTime(TOOLTIP_HIDE_MS * 2));
    expect(screen.getByRole('tooltip')).toBeTruthy();
  });

  it('shows on keyboard focus and describes its anchor', () => {
    render(<Tooltip text="Alerts"><button type="button">A</button></Tooltip>);
    fireEvent.focus(screen.getByRole('button'));
    const tip = screen.getByRole('tooltip');
    expect(screen.getByRole('button').parentElement!.getAttribute('aria-describedby')).toBe(tip.id);
  });
});
