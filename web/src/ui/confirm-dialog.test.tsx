import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

afterEach(cleanup);

const Harness = ({ onConfirm }: { onConfirm: () => Promise<boolean | void> }) => {
  const [open, setOpen] = useState(true);
  return (
    <>
      <span data-testid="state">{open ? 'open' : 'closed'}</span>
      <ConfirmDialog open={open} onOpenChange={setOpen} title="Archive budget?" description="Its cards stop working." confirmLabel="Archive" onConfirm={onConfirm} />
    </>
  );
};

describe('ConfirmDialog', () => {
  it('shows the title, the description and Cancel beside the confirm button', () => {
    render(<Harness onConfirm={async () => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Archive budget?' });
    expect(dialog.textContent).toContain('Its cards stop working.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Archive' }).className).toMatch(/danger/);
  });

  it('names the keep-it button as asked', () => {
    render(<ConfirmDialog open onOpenChange={() => undefined} title="Cancel this delegation?" description="x" confirmLabel="Cancel delegation" cancelLabel="Keep it" onConfirm={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Keep it' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('Cancel closes without running the action', () => {
    const onConfirm = vi.fn(async () => undefined);
    render(<Harness onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByTestId('state').textContent).toBe('closed');
  });

  it('runs the action once and closes when it succeeds', async () => {
    const onConfirm = vi.fn(async () => undefined);
    render(<Harness onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('closed'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('stays open with the button enabled again when the action answers false', async () => {
    let finish: (ok: boolean) => void = () => undefined;
    render(<Harness onConfirm={() => new Promise<boolean>((resolve) => { finish = resolve; })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    // While the action runs the button is busy, so it cannot be confirmed twice.
    await waitFor(() => expect((screen.getByRole('button', { name: 'Archive' }) as HTMLButtonElement).disabled).toBe(true));
    finish(false);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Archive' }) as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByTestId('state').textContent).toBe('open');
  });
});
