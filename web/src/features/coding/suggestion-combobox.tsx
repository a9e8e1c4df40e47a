import { useQuery } from '@apollo/client';
import { useId, useState } from 'react';
import type { GlSuggestionsQuery } from '../../generated/graphql';
import { fieldInputClass } from '../../ui/form-field';
import { useDebounced } from '../../ui/typeahead';
import { GL_SUGGESTIONS } from './operations';
import styles from './suggestion-combobox.module.css';

/**
 * A free-text combobox (spec 5 GL dialog): the user may type any value; while focused it lists the
 * company's values in use that contain the text (the API's case-insensitive, unique, ascending list).
 */
export const SuggestionCombobox = ({ id, kind, value, onChange }: { id: string; kind: 'types' | 'categories'; value: string; onChange: (value: string) => void }) => {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const search = useDebounced(value, 200);
  const { data } = useQuery<GlSuggestionsQuery>(GL_SUGGESTIONS, { variables: { search: search.trim() || null }, skip: !open, fetchPolicy: 'cache-and-network' });
  const suggestions = (data?.distinctGlTypesAndCategories[kind] ?? []).filter((s) => s !== value);
  return (
    <div className={styles.box}>
      <input
        id={id} role="combobox" aria-expanded={open && suggestions.length > 0} aria-controls={listId} aria-autocomplete="list" autoComplete="off"
        value={value} onChange={(e) => onChange(e.target.value)} onFocus={() => setOpen(true)} onBlur={() => setOpen(false)} className={fieldInputClass}
      />
      {open && suggestions.length > 0 && (
        <ul id={listId} role="listbox" data-testid={`${id}-suggestions`} className={styles.list}>
          {suggestions.map((s) => (
            // mousedown, not click: the input's blur would close the list before a click lands.
            <li key={s} role="option" aria-selected={false} onMouseDown={(e) => { e.preventDefault(); onChange(s); setOpen(false); }} className={styles.option}>
              {s}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
