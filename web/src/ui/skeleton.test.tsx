import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageSkeleton, ShellSkeleton, Skeleton } from './skeleton';

afterEach(cleanup);

describe('Skeleton', () => {
  it('shows a page as a busy status of grey lines, with no "Loading…" text', () => {
    render(<PageSkeleton lines={3} />);
    const status = screen.getByRole('status', { name: 'Loading' });
    expect(status.getAttribute('aria-busy')).toBe('true');
    // The title and three lines, hidden from assistive technology (the status speaks for them).
    expect(status.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4);
    expect(status.textContent).toBe('');
  });

  it('keeps the shell in its place: header, sidebar and the page skeleton in the content', () => {
    const { container } = render(<ShellSkeleton />);
    expect(container.firstElementChild!.children).toHaveLength(3);
    expect(screen.getByTestId('page-skeleton')).toBeTruthy();
  });

  it('draws a single bar inline at the width asked for', () => {
    const { container } = render(<Skeleton inline width="16em" />);
    const bar = container.firstElementChild as HTMLElement;
    expect(bar.style.width).toBe('16em');
    expect(bar.getAttribute('aria-hidden')).toBe('true');
  });
});
