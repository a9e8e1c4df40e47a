import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DatePicker } from './date-picker';

afterEach(cleanup);

const Harness = ({ initial = '', min, max }: { initial?: string; min?: string; max?: string }) => {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DatePicker id="from" label="From" value={value} onChange={setValue} min={min} max={max} clearable />
      <output data-testid="value">{value}</output>
    </>
  );
};

const field = () => screen.getByRole('combobox', { name: 'From' }) as HTMLInputElement;
const focusedDay = () => (document.activeElement as HTMLElement).getAttribute('data-day');

describe('DatePicker', () => {
  it('is a read-only field with the MM/DD/YYYY placeholder, showing the day as MM/DD/YYYY', () => {
    render(<Harness initial="2026-03-07" />);
    expect(field().readOnly).toBe(true);
    expect(field().placeholder).toBe('MM/DD/YYYY');
    expect(field().value).toBe('03/07/2026');
  });

  it('opens a calendar on the chosen day and picks another with the keyboard', () => {
    render(<Harness initial="2026-03-07" />);
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(screen.getByRole('grid', { name: 'March 2026' })).toBeTruthy();
    expect(focusedDay()).toBe('2026-03-07');
    const grid = screen.getByRole('grid');
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    expect(focusedDay()).toBe('2026-03-15');
    fireEvent.keyDown(grid, { key: 'PageDown' });
    expect(screen.getByRole('grid', { name: 'April 2026' })).toBeTruthy();
    expect(focusedDay()).toBe('2026-04-15');
    fireEvent.click(document.activeElement!);
    expect(screen.getByTestId('value').textContent).toBe('2026-04-15');
    expect(field().value).toBe('04/15/2026');
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('moves between months with its buttons and picks with a click', () => {
    render(<Harness initial="2026-01-31" />);
    fireEvent.click(field());
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('grid', { name: 'December 2025' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Thursday, December 25, 2025' }));
    expect(screen.getByTestId('value').textContent).toBe('2025-12-25');
  });

  it('keeps days outside min and max out of reach', () => {
    render(<Harness initial="2026-05-10" min="2026-05-05" max="2026-05-12" />);
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect((screen.getByRole('button', { name: 'Monday, May 4, 2026' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'ArrowDown' });
    expect(focusedDay()).toBe('2026-05-12');
  });

  it('clears the day', () => {
    render(<Harness initial="2026-05-10" />);
    fireEvent.click(field());
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByTestId('value').textContent).toBe('');
    expect(field().value).toBe('');
  });
});
