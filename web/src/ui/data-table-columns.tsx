import type { Table, Updater, VisibilityState } from '@tanstack/react-table';
import { useState } from 'react';
import { Button } from './button';
import { Popover } from './popover';
import styles from './data-table.module.css';

const storageKey = (list: string): string => `spend.columns.${list}`;

/** Which columns the user hid from a list, as TanStack's visibility state, remembered in localStorage per list. */
export const useRememberedVisibility = (list: string) => {
  const [visibility, setVisibility] = useState<VisibilityState>(() => {
    try {
      const hidden: unknown = JSON.parse(localStorage.getItem(storageKey(list)) ?? '[]');
      return Array.isArray(hidden) ? Object.fromEntries(hidden.map((column) => [String(column), false])) : {};
    } catch {
      // A damaged entry shows every column rather than breaking the list.
      return {};
    }
  });
  const update = (updater: Updater<VisibilityState>): void => {
    setVisibility((current) => {
      const next = typeof updater === 'function' ? updater(current) : updater;
      const hidden = Object.entries(next).filter(([, shown]) => !shown).map(([column]) => column);
      localStorage.setItem(storageKey(list), JSON.stringify(hidden));
      return next;
    });
  };
  return [visibility, update] as const;
};

/** The Columns menu: a checkbox per column that can be hidden. */
export const ColumnsMenu = <T,>({ table }: { table: Table<T> }) => {
  const hideable = table.getAllLeafColumns().filter((c) => c.getCanHide() && typeof c.columnDef.header === 'string');
  if (hideable.length === 0) return null;
  return (
    <Popover trigger={<Button size="small" className={styles.columnsButton}>Columns</Button>} label="Columns" align="end">
      <fieldset className={styles.columns}>
        <legend className={styles.legend}>Show columns</legend>
        {hideable.map((column) => (
          <label key={column.id} className={styles.columnChoice}>
            <input type="checkbox" checked={column.getIsVisible()} onChange={column.getToggleVisibilityHandler()} />
            {column.columnDef.header as string}
          </label>
        ))}
      </fieldset>
    </Popover>
  );
};
