import * as RadixPopover from '@radix-ui/react-popover';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { addDays, addMonths, clampDay, formatDay, isDay, longLabel, monthGrid, monthLabel, today, weekday } from './calendar-days';
import { fieldInputClass } from './form-field';
import styles from './date-picker.module.css';

const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];

/** Keys that move the focused day, and by how much. */
const MOVES: Record<string, (day: string) => string> = {
  ArrowLeft: (d) => addDays(d, -1),
  ArrowRight: (d) => addDays(d, 1),
  ArrowUp: (d) => addDays(d, -7),
  ArrowDown: (d) => addDays(d, 7),
  Home: (d) => addDays(d, -weekday(d)),
  End: (d) => addDays(d, 6 - weekday(d)),
  PageUp: (d) => addMonths(d, -1),
  PageDown: (d) => addMonths(d, 1),
};

/** A month of days; the focused day holds the tab stop and follows the arrow keys across months. */
const Calendar = ({ value, min, max, onPick }: { value: string; min?: string; max?: string; onPick: (day: string) => void }) => {
  const [focused, setFocused] = useState(() => clampDay(isDay(value) ? value : today(), min, max));
  const grid = useRef<HTMLTableElement>(null);
  useEffect(() => {
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);
  const outOfRange = (day: string): boolean => Boolean((min && day < min) || (max && day > max));
  const onKeyDown = (event: KeyboardEvent): void => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    setFocused(clampDay(move(focused), min, max));
  };
  const month = focused.slice(0, 7);
  return (
    <div className={styles.calendar}>
      <div className={styles.head}>
        <button type="button" aria-label="Previous month" className={styles.nav} onClick={() => setFocused(addMonths(focused, -1))}>‹</button>
        <span aria-live="polite" className={styles.month}>{monthLabel(focused)}</span>
        <button type="button" aria-label="Next month" className={styles.nav} onClick={() => setFocused(addMonths(focused, 1))}>›</button>
      </div>
      <table role="grid" aria-label={monthLabel(focused)} ref={grid} onKeyDown={onKeyDown} className={styles.grid}>
        <thead>
          <tr>{WEEKDAYS.map((d) => <th key={d} scope="col" abbr={d}>{d}</th>)}</tr>
        </thead>
        <tbody>
          {monthGrid(focused).map((week) => (
            <tr key={week[0]}>
              {week.map((day) => (
                <td key={day} role="gridcell" aria-selected={day === value}>
                  <button
                    type="button" data-day={day} aria-label={longLabel(day)} tabIndex={day === focused ? 0 : -1} disabled={outOfRange(day)}
                    data-outside={day.slice(0, 7) !== month || undefined} data-today={day === today() || undefined}
                    className={styles.day} onClick={() => onPick(day)}
                  >
                    {Number(day.slice(8))}
                  </button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};

/**
 * The date picker of spec 2.4: a read-only field (placeholder MM/DD/YYYY) that opens a calendar on a
 * Radix popover. Click, Enter, Space or ArrowDown opens it; arrow keys, Home/End and PageUp/PageDown
 * move; Enter picks; Escape closes. `value` and `onChange` speak YYYY-MM-DD ('' for none).
 */
export const DatePicker = ({ id, label, value, onChange, min, max, invalid, clearable, placeholder = 'MM/DD/YYYY', className }: {
  id?: string;
  label?: string;
  value: string;
  onChange: (day: string) => void;
  min?: string;
  max?: string;
  invalid?: boolean;
  clearable?: boolean;
  placeholder?: string;
  className?: string;
}) => {
  const [open, setOpen] = useState(false);
  const pick = (day: string): void => {
    onChange(day);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    setOpen(true);
  };
  return (
    <RadixPopover.Root open={open} onOpenChange={setOpen}>
      <RadixPopover.Trigger asChild>
        <input
          type="text" id={id} aria-label={label} readOnly value={formatDay(value)} placeholder={placeholder} role="combobox" aria-haspopup="dialog"
          aria-invalid={invalid || undefined} onKeyDown={onKeyDown} className={[fieldInputClass, styles.field, className].filter(Boolean).join(' ')}
        />
      </RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          align="start" sideOffset={4} aria-label={label ? `Choose ${label}` : 'Choose a date'} className={styles.content}
          // The calendar focuses its own day (the chosen one, else today) rather than the first button.
          onOpenAutoFocus={(e) => e.preventDefault()}
        >
          <Calendar value={value} min={min} max={max} onPick={pick} />
          {clearable && value && (
            <button type="button" className={styles.clear} onClick={() => pick('')}>Clear</button>
          )}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
};
