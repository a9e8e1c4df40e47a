import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Combobox } from './combobox';

afterEach(cleanup);

const PEOPLE = [
  { value: 'u1', label: 'Ada Lovelace', detail: 'Engineer' },
  { value: 'u2', label: 'Alan Turing' },
  { value: 'u3', label: 'Grace Hopper' },
];

const Harness = () => {
  const [value, setValue] = useState('');
  return (
    <>
      <Combobox id="spender" label="Spender" options={PEOPLE} value={value} onValueChange={setValue} placeholder="All spenders" />
      <output data-testid="value">{value}</output>
    </>
  );
};

const field = () => screen.getByRole('combobox', { name: 'Spender' }) as HTMLInputElement;
const shown = () => screen.getAllByRole('option').map((o) => o.firstChild!.textContent);

describe('Combobox', () => {
  it('filters as the user types and picks with the keyboard', () => {
    render(<Harness />);
    fireEvent.change(field(), { target: { value: 'a' } });
    expect(shown()).toEqual(['Ada Lovelace', 'Alan Turing', 'Grace Hopper']);
    fireEvent.change(field(), { target: { value: 'al' } });
    expect(shown()).toEqual(['Alan Turing']);
    fireEvent.change(field(), { target: { value: 'o' } });
    expect(shown()).toEqual(['Ada Lovelace', 'Grace Hopper']);
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('Grace Hopper');
    expect(field().getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { selected: true }).id);
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(screen.getByTestId('value').textContent).toBe('u3');
    expect(field().value).toBe('Grace Hopper');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('says "No results" when nothing matches', () => {
    render(<Harness />);
    fireEvent.change(field(), { target: { value: 'zz' } });
    expect(screen.getByRole('listbox').textContent).toBe('No results');
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(screen.getByTestId('value').textContent).toBe('');
  });

  it('picks with the mouse, and Escape puts the chosen label back', () => {
    render(<Harness />);
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect(shown()).toHaveLength(3);
    fireEvent.mouseDown(screen.getByText('Ada Lovelace'));
    expect(field().value).toBe('Ada Lovelace');
    fireEvent.change(field(), { target: { value: 'Gr' } });
    fireEvent.keyDown(field(), { key: 'Escape' });
    expect(field().value).toBe('Ada Lovelace');
    expect(screen.getByTestId('value').textContent).toBe('u1');
  });
});
