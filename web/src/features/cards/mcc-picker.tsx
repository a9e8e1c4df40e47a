import { useQuery } from '@apollo/client';
import { useState } from 'react';
import type { MccCodesQuery } from '../../generated/graphql';
import { FormField, fieldInputStyle } from '../../ui/form-field';
import { useToast } from '../../ui/toast';
import { useDebounced } from '../../ui/typeahead';
import { MCC_CODES } from './operations';

/** The MCC list (spec 2.4): search by code or description, tick codes; "No results" when empty. */
export const MccPicker = ({ value, onChange, error }: { value: string[]; onChange: (codes: string[]) => void; error?: string }) => {
  const toast = useToast();
  const [text, setText] = useState('');
  // Codes ticked in the results, added to the card's list with "Add MCC Codes"; unticking an added code removes it.
  const [picked, setPicked] = useState<string[]>([]);
  const q = useDebounced(text);
  const { data } = useQuery<MccCodesQuery>(MCC_CODES, { variables: { q } });
  const codes = data?.mccCodes ?? [];
  const tick = (code: string, on: boolean) => {
    if (value.includes(code)) onChange(value.filter((x) => x !== code));
    else setPicked(on ? [...picked, code] : picked.filter((x) => x !== code));
  };
  const add = () => {
    onChange([...value, ...picked]);
    setPicked([]);
    toast({ message: 'MCC Codes successfully added.' });
  };
  return (
    <FormField label="MCC codes" htmlFor="mccCodes" error={error}>
      <input id="mccCodes" placeholder="Search MCC codes" value={text} onChange={(e) => setText(e.target.value)} style={fieldInputStyle} />
      {value.length > 0 && <p data-testid="mcc-selected" style={{ margin: '6px 0' }}>{value.join(', ')}</p>}
      <div role="listbox" aria-label="MCC codes" style={{ maxHeight: '18rem', overflowY: 'auto', border: '1px solid #eee', marginTop: 6 }}>
        {data && codes.length === 0 ? (
          <p style={{ padding: 8, margin: 0 }}>No results</p>
        ) : (
          codes.map((c) => (
            <label key={c.id} style={{ display: 'block', padding: '4px 8px' }} data-testid="mcc-option">
              <input type="checkbox" checked={value.includes(c.mccCode) || picked.includes(c.mccCode)} onChange={(e) => tick(c.mccCode, e.target.checked)} /> {c.mccCode} {c.combinedDescription}
            </label>
          ))
        )}
      </div>
      <button type="button" disabled={picked.length === 0} onClick={add} style={{ marginTop: 6 }}>Add MCC Codes</button>
    </FormField>
  );
};
