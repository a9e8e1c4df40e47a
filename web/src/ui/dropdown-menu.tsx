import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import styles from './dropdown-menu.module.css';

export interface MenuItem {
  key: string;
  label: ReactNode;
  onSelect: () => void;
  danger?: boolean;
  disabled?: boolean;
}

/** The dropdown menu of spec 2.4 on Radix: arrow keys move, Enter selects, Escape closes. */
export const DropdownMenu = ({ trigger, items, align = 'end', defaultOpen }: { trigger: ReactNode; items: readonly MenuItem[]; align?: 'start' | 'end'; defaultOpen?: boolean }) => (
  <Menu.Root defaultOpen={defaultOpen}>
    <Menu.Trigger asChild>{trigger}</Menu.Trigger>
    <Menu.Portal>
      <Menu.Content align={align} sideOffset={4} className={styles.content}>
        {items.map((item) => (
          <Menu.Item key={item.key} onSelect={item.onSelect} disabled={item.disabled} className={item.danger ? `${styles.item} ${styles.danger}` : styles.item}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Content>
    </Menu.Portal>
  </Menu.Root>
);
