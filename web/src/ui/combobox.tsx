import * as RadixPopover from '@radix-ui/react-popover';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { fieldInputClass } from './form-field';
import styles from './combobox.module.css';

export interface ComboboxOption {
  value: string;
  label: string;
  /** A second line under the label (a person's title, a budget's path). */
  detail?: string;
}

/**
 * The combobox of spec 2.4: a text field that filters a known list as the user types; arrow keys
 * move, Enter picks, Escape closes and puts the chosen label back; "No results" when nothing
 * matches. The list opens on a Radix popover (so no scrolling container cuts it) at most about
 * 18rem tall.
 */
export const Combobox = ({ id, label, options, value, onValueChange, placeholder, emptyText = 'No results', invalid, className }: {
  id?: string;
  label: string;
  options: readonly ComboboxOption[];
  value: string;
  onValueChange: (value: string) => void;
  placeholder?: string;
  emptyText?: string;
  invalid?: boolean;
  className?: string;
}) => {
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  // null while the user is not typing: the field shows the chosen option's label.
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const chosen = options.find((o) => o.value === value);
  const needle = query?.trim().toLowerCase() ?? '';
  const matches = needle ? options.filter((o) => o.label.toLowerCase().includes(needle)) : options;

  const close = (): void => {
    setOpen(false);
    setQuery(null);
  };
  const pick = (option: ComboboxOption): void => {
    onValueChange(option.value);
    close();
  };
  const show = (): void => {
    setOpen(true);
    setActive(Math.max(0, matches.findIndex((o) => o.value === value)));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown') {
      if (!open) show();
      else setActive((i) => (i + 1) % Math.max(matches.length, 1));
    } else if (event.key === 'ArrowUp' && open) setActive((i) => (i - 1 + matches.length) % Math.max(matches.length, 1));
    else if (event.key === 'Enter' && open && matches[active]) pick(matches[active]);
    else if (event.key === 'Escape' && open) close();
    else return;
    event.preventDefault();
  };

  return (
    <RadixPopover.Root open={open} onOpenChange={(next) => !next && close()}>
      <RadixPopover.Anchor asChild>
        <input
          ref={input} id={id} aria-label={label} placeholder={placeholder} autoComplete="off"
          role="combobox" aria-expanded={open} aria-controls={listId} aria-autocomplete="list" aria-invalid={invalid || undefined}
          aria-activedescendant={open && matches.length ? `${listId}-${active}` : undefined}
          value={query ?? chosen?.label ?? ''} className={[fieldInputClass, className].filter(Boolean).join(' ')}
          onChange={(e) => { setQuery(e.target.value); setOpen(true); setActive(0); }}
          onClick={() => (open ? undefined : show())} onKeyDown={onKeyDown} onBlur={close}
        />
      </RadixPopover.Anchor>
      <RadixPopover.Portal>
        <RadixPopover.Content
          align="start" sideOffset={4} aria-label={label} className={styles.content}
          // Focus stays in the field while the list is open; a press on the field itself is not "outside".
          onOpenAutoFocus={(e) => e.preventDefault()} onCloseAutoFocus={(e) => e.preventDefault()}
          onInteractOutside={(e) => { if (e.target === input.current) e.preventDefault(); }}
        >
          <ul id={listId} role="listbox" aria-label={label} className={styles.list}>
            {matches.length === 0 ? (
              // A listbox holds only options: the empty answer is one that cannot be picked.
              <li role="option" aria-disabled="true" aria-selected="false" className={styles.empty}>{emptyText}</li>
            ) : (
              matches.map((option, i) => (
                <li
                  key={option.value} id={`${listId}-${i}`} role="option" aria-selected={i === active} data-value={option.value}
                  // mousedown, not click: the field's blur would close the list before a click lands.
                  onMouseDown={(e) => { e.preventDefault(); pick(option); }} onMouseEnter={() => setActive(i)}
                  className={styles.option}
                >
                  <div>{option.label}</div>
                  {option.detail && <small className={styles.detail}>{option.detail}</small>}
                </li>
              ))
            )}
          </ul>
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
};
