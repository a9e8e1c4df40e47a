import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Select } from './select';

afterEach(cleanup);

const OPTIONS = [{ value: '', label: 'All statuses' }, { value: 'Posted', label: 'Posted' }, { value: 'Declined', label: 'Declined' }];

const Harness = ({ initial = '' }: { initial?: string }) => {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Select id="status" label="Status" value={value} onValueChange={setValue} options={OPTIONS} />
      <output data-testid="value">{value}</output>
    </>
  );
};

const trigger = () => screen.getByRole('combobox', { name: 'Status' });

describe('Select', () => {
  it('shows the chosen option, the empty value included', () => {
    render(<Harness />);
    expect(trigger().textContent).toContain('All statuses');
    expect(trigger().id).toBe('status');
  });

  it('opens from the keyboard, lists every option and picks one', () => {
    render(<Harness />);
    fireEvent.keyDown(trigger(), { key: 'Enter' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All statuses✓', 'Posted', 'Declined']);
    fireEvent.click(screen.getByRole('option', { name: 'Declined' }));
    expect(screen.getByTestId('value').textContent).toBe('Declined');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger().textContent).toContain('Declined');
  });

  it('maps the empty option back to the empty string', () => {
    render(<Harness initial="Posted" />);
    fireEvent.keyDown(trigger(), { key: 'Enter' });
    // The chosen option is checked; its check mark is not part of its name.
    expect(screen.getByRole('option', { name: 'Posted' }).getAttribute('data-state')).toBe('checked');
    fireEvent.click(screen.getByRole('option', { name: 'All statuses' }));
    expect(screen.getByTestId('value').textContent).toBe('');
  });

  it('shows its placeholder until an option is chosen when no option is empty', () => {
    render(<Select label="Bulk GL code" value="" onValueChange={() => undefined} placeholder="GL code" options={OPTIONS.slice(1)} />);
    expect(screen.getByRole('combobox', { name: 'Bulk GL code' }).textContent).toContain('GL code');
  });
});
