import * as Menu from '@radix-ui/react-dropdown-menu';
import { useRef, type ReactNode } from 'react';
import styles from './dropdown-menu.module.css';

export interface MenuItem {
  key: string;
  label: ReactNode;
  onSelect: () => void;
  danger?: boolean;
  disabled?: boolean;
}

/**
 * The dropdown menu of spec 2.4 on Radix: arrow keys move, Enter selects, Escape closes. A picked
 * item acts once the menu has closed and given focus back to its trigger, so a dialog it opens
 * finds the trigger focused and returns focus there when it closes (not to the vanished item).
 */
export const DropdownMenu = ({ trigger, items, align = 'end', defaultOpen }: { trigger: ReactNode; items: readonly MenuItem[]; align?: 'start' | 'end'; defaultOpen?: boolean }) => {
  const picked = useRef<(() => void) | null>(null);
  return (
    <Menu.Root defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align={align} sideOffset={4} className={styles.content}
          onCloseAutoFocus={(event) => {
            const action = picked.current;
            picked.current = null;
            if (!action) return;
            // As Radix would after a pick, but before the action: the content names its trigger.
            event.preventDefault();
            const trigger = (event.currentTarget as HTMLElement | null)?.getAttribute('aria-labelledby');
            if (trigger) document.getElementById(trigger)?.focus();
            action();
          }}>
          {items.map((item) => (
            <Menu.Item key={item.key} onSelect={() => (picked.current = item.onSelect)} disabled={item.disabled} className={item.danger ? `${styles.item} ${styles.danger}` : styles.item}>
              {item.label}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
};
