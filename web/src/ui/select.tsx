import * as RadixSelect from '@radix-ui/react-select';
import type { ReactNode } from 'react';
import styles from './select.module.css';

export interface SelectOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

// Radix reserves the empty string for "no value"; an option meaning "all" or "none" is often ''.
const EMPTY = '__empty__';
const toRadix = (value: string): string => (value === '' ? EMPTY : value);
const fromRadix = (value: string): string => (value === EMPTY ? '' : value);

/**
 * The select of spec 2.4 on Radix Select: a button showing the chosen option's label, a list at most
 * about 18rem tall; arrow keys and typing a label's first letters move through it, Enter picks.
 * `id` goes on the trigger, so a FormField's label points at it.
 */
export const Select = ({ id, label, value, onValueChange, options, placeholder, invalid, disabled, className }: {
  id?: string;
  /** The accessible name when no FormField label points at `id`. */
  label?: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  invalid?: boolean;
  disabled?: boolean;
  className?: string;
}) => (
  // With no '' option, '' means nothing chosen yet: Radix then shows the placeholder.
  <RadixSelect.Root value={value === '' && !options.some((o) => o.value === '') ? '' : toRadix(value)} onValueChange={(next) => onValueChange(fromRadix(next))} disabled={disabled}>
    <RadixSelect.Trigger id={id} aria-label={label} aria-invalid={invalid || undefined} className={[styles.trigger, className].filter(Boolean).join(' ')}>
      <RadixSelect.Value placeholder={placeholder} />
      <RadixSelect.Icon className={styles.icon} aria-hidden>▾</RadixSelect.Icon>
    </RadixSelect.Trigger>
    <RadixSelect.Portal>
      <RadixSelect.Content position="popper" sideOffset={4} className={styles.content}>
        <RadixSelect.Viewport className={styles.viewport}>
          {options.map((option) => (
            <RadixSelect.Item key={option.value} value={toRadix(option.value)} disabled={option.disabled} className={styles.item}>
              <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
              <RadixSelect.ItemIndicator className={styles.check} aria-hidden>✓</RadixSelect.ItemIndicator>
            </RadixSelect.Item>
          ))}
        </RadixSelect.Viewport>
      </RadixSelect.Content>
    </RadixSelect.Portal>
  </RadixSelect.Root>
);
