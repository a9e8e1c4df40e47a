import { useQuery } from '@apollo/client';
import { useState } from 'react';
import type { MccCodesQuery } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { FormField, fieldInputClass } from '../../ui/form-field';
import { useToast } from '../../ui/toast';
import { useDebounced } from '../../ui/typeahead';
import styles from './mcc-picker.module.css';
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
      <input id="mccCodes" placeholder="Search MCC codes" value={text} onChange={(e) => setText(e.target.value)} className={fieldInputClass} />
      {value.length > 0 && <p data-testid="mcc-selected" className={styles.selected}>{value.join(', ')}</p>}
      {/* Checkboxes, not options: a group (a listbox may hold only options). */}
      <div role="group" aria-label="MCC codes" className={styles.list}>
        {data && codes.length === 0 ? (
          <p className={styles.empty}>No results</p>
        ) : (
          codes.map((c) => (
            <label key={c.id} className={styles.option} data-testid="mcc-option">
              <input type="checkbox" checked={value.includes(c.mccCode) || picked.includes(c.mccCode)} onChange={(e) => tick(c.mccCode, e.target.checked)} /> {c.mccCode} {c.combinedDescription}
            </label>
          ))
        )}
      </div>
      <Button size="small" disabled={picked.length === 0} onClick={add} className={styles.add}>Add MCC Codes</Button>
    </FormField>
  );
};
