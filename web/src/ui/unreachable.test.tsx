import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UNREACHABLE_TITLE, Unreachable, isUnreachable } from './unreachable';

afterEach(cleanup);

describe('Unreachable', () => {
  it('tells a network failure from a refusal', () => {
    expect(isUnreachable({ networkError: new TypeError('Failed to fetch') })).toBe(true);
    expect(isUnreachable({ networkError: null })).toBe(false);
    expect(isUnreachable(undefined)).toBe(false);
  });

  it('shows an alert with Retry, busy while the retry runs, and ready again after it fails', async () => {
    let settle: (ok: boolean) => void = () => undefined;
    let calls = 0;
    render(<Unreachable onRetry={() => (calls++, new Promise((resolve, reject) => (settle = (ok) => (ok ? resolve(null) : reject(new Error('still down'))))))} />);
    expect(screen.getByRole('alert').textContent).toContain(UNREACHABLE_TITLE);
    const retry = screen.getByRole('button', { name: 'Retry' });
    fireEvent.click(retry);
    expect(calls).toBe(1);
    expect((retry as HTMLButtonElement).disabled).toBe(true);
    await act(async () => settle(false));
    expect((retry as HTMLButtonElement).disabled).toBe(false);
  });
});
