import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { fieldInputClass } from './form-field';
import styles from './typeahead.module.css';

/** Spec 9: the typeahead searches after a 500 ms pause, from 1 character by default. */
export const SEARCH_PAUSE_MS = 500;

export interface TypeaheadResult {
  id: string;
  /** A user's name, or any name. */
  name: string;
  /** A user's title, shown under the name. */
  title?: string | null;
}

/** Waits until `value` has not changed for `ms`, then returns it. */
export const useDebounced = <T,>(value: T, ms = SEARCH_PAUSE_MS): T => useDebouncedState(value, ms)[0];

/** The debounced value plus a setter that settles it at once (for a reset that must not wait). */
const useDebouncedState = <T,>(value: T, ms: number) => {
  const state = useState(value);
  const setSettled = state[1];
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms, setSettled]);
  return state;
};

/**
 * Typeahead search box of spec 2.4: calls `search` after a 500 ms pause once `minLength` characters
 * are typed; arrow keys move through the results, Enter picks, Escape closes; "No results" when empty.
 */
export const Typeahead = ({ id, label, placeholder, search, onSelect, minLength = 1, emptyText = 'No results', invalid }: {
  id?: string;
  label: string;
  placeholder?: string;
  search: (text: string) => Promise<TypeaheadResult[]>;
  onSelect: (result: TypeaheadResult) => void;
  minLength?: number;
  emptyText?: string;
  invalid?: boolean;
}) => {
  const listId = useId();
  const [text, setText] = useState('');
  const [results, setResults] = useState<TypeaheadResult[] | null>(null);
  const [active, setActive] = useState(0);
  const [settled, setSettled] = useDebouncedState(text, SEARCH_PAUSE_MS);
  const latest = useRef(search);
  latest.current = search;

  useEffect(() => {
    if (settled.trim().length < minLength) {
      setResults(null);
      return;
    }
    let current = true;
    void latest.current(settled.trim()).then((found) => {
      if (!current) return;
      setResults(found);
      setActive(0);
    });
    return () => {
      current = false;
    };
  }, [settled, minLength]);

  const pick = (result: TypeaheadResult): void => {
    onSelect(result);
    // Settle the empty text at once: typing the same words again must search again.
    setText('');
    setSettled('');
    setResults(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (!results?.length) return;
    if (event.key === 'ArrowDown') setActive((i) => (i + 1) % results.length);
    else if (event.key === 'ArrowUp') setActive((i) => (i - 1 + results.length) % results.length);
    else if (event.key === 'Enter') pick(results[active]!);
    else if (event.key === 'Escape') setResults(null);
    else return;
    event.preventDefault();
  };
  const open = results !== null && text.trim().length >= minLength;
  return (
    <div className={styles.box}>
      <input
        id={id} aria-label={label} placeholder={placeholder} value={text} autoComplete="off"
        role="combobox" aria-expanded={open} aria-controls={listId} aria-autocomplete="list" aria-invalid={invalid || undefined}
        aria-activedescendant={open && results.length ? `${listId}-${active}` : undefined}
        onChange={(e) => setText(e.target.value)} onKeyDown={onKeyDown} className={fieldInputClass}
      />
      {open && (
        <ul id={listId} role="listbox" className={styles.list}>
          {results.length === 0 ? (
            // A listbox holds only options: the empty answer is one that cannot be picked.
            <li role="option" aria-disabled="true" aria-selected="false" className={styles.empty}>{emptyText}</li>
          ) : (
            results.map((result, i) => (
              <li
                key={result.id} id={`${listId}-${i}`} role="option" aria-selected={i === active}
                onMouseDown={(e) => { e.preventDefault(); pick(result); }} onMouseEnter={() => setActive(i)}
                className={styles.option}
              >
                <div>{result.name}</div>
                {result.title && <small className={styles.title}>{result.title}</small>}
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
};
