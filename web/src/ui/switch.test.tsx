import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Switch } from './switch';

afterEach(cleanup);

const Harness = ({ disabled }: { disabled?: boolean }) => {
  const [on, setOn] = useState(false);
  return <Switch label="Receipt required" checked={on} onCheckedChange={setOn} disabled={disabled} />;
};

describe('Switch', () => {
  it('toggles by its label and reports its state', () => {
    render(<Harness />);
    const control = screen.getByRole('switch', { name: 'Receipt required' });
    expect(control.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(control);
    expect(control.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(control);
    expect(control.getAttribute('aria-checked')).toBe('false');
  });

  it('does not toggle when disabled', () => {
    render(<Harness disabled />);
    const control = screen.getByRole('switch');
    fireEvent.click(control);
    expect(control.getAttribute('aria-checked')).toBe('false');
  });
});
