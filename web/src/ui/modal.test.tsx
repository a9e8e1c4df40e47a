import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal, SHAKE_MS } from './modal';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A modal that is open until it asks to close, as a page uses it. */
const Harness = ({ persistent }: { persistent?: boolean }) => {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button">outside</button>
      <Modal open={open} onOpenChange={setOpen} title="Edit budget" persistent={persistent}>
        <p>body</p>
      </Modal>
    </>
  );
};

// Radix sees an outside click as a pointerdown and then a click on the document outside the dialog's
// content; it starts listening one macrotask after opening (so the opening click does not close it).
const clickOutside = async (): Promise<void> => {
  await act(async () => {
    if (vi.isFakeTimers()) vi.advanceTimersByTime(1);
    else await new Promise((resolve) => setTimeout(resolve, 1));
  });
  fireEvent.pointerDown(document.body, { button: 0 });
  fireEvent.click(document.body, { button: 0 });
};

describe('Modal', () => {
  it('closes on an outside click', async () => {
    render(<Harness />);
    expect(screen.getByRole('dialog', { name: 'Edit budget' })).toBeTruthy();
    await clickOutside();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open and shakes for 500 ms on an outside click when persistent', async () => {
    vi.useFakeTimers();
    render(<Harness persistent />);
    await clickOutside();
    const dialog = screen.getByRole('dialog', { name: 'Edit budget' });
    expect(dialog.hasAttribute('data-shaking')).toBe(true);
    act(() => vi.advanceTimersByTime(SHAKE_MS - 1));
    expect(dialog.hasAttribute('data-shaking')).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(dialog.hasAttribute('data-shaking')).toBe(false);
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('still closes on Escape when persistent', () => {
    render(<Harness persistent />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Modal focus', () => {
  it('gives focus back to the button that opened it when Escape closes it', async () => {
    const Opener = () => {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>Create GL Code</button>
          <Modal open={open} onOpenChange={setOpen} title="Create GL Code"><input aria-label="Name" /></Modal>
        </>
      );
    };
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Create GL Code' });
    opener.focus();
    fireEvent.click(opener);
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' })));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
