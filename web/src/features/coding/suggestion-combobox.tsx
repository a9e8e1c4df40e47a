import { useQuery } from '@apollo/client';
import { useId, useState } from 'react';
import type { GlSuggestionsQuery } from '../../generated/graphql';
import { fieldInputStyle } from '../../ui/form-field';
import { useDebounced } from '../../ui/typeahead';
import { GL_SUGGESTIONS } from './operations';

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
    <div style={{ position: 'relative' }}>
      <input
        id={id} role="combobox" aria-expanded={open && suggestions.length > 0} aria-controls={listId} aria-autocomplete="list" autoComplete="off"
        value={value} onChange={(e) => onChange(e.target.value)} onFocus={() => setOpen(true)} onBlur={() => setOpen(false)} style={fieldInputStyle}
      />
      {open && suggestions.length > 0 && (
        <ul id={listId} role="listbox" data-testid={`${id}-suggestions`} style={{ position: 'absolute', zIndex: 2, left: 0, right: 0, margin: 0, padding: 4, listStyle: 'none', background: '#fff', border: '1px solid #c9c9d6', borderRadius: 8, maxHeight: 180, overflowY: 'auto' }}>
          {suggestions.map((s) => (
            // mousedown, not click: the input's blur would close the list before a click lands.
            <li key={s} role="option" aria-selected={false} onMouseDown={(e) => { e.preventDefault(); onChange(s); setOpen(false); }} style={{ padding: '6px 8px', cursor: 'pointer' }}>
              {s}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
