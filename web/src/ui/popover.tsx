import * as RadixPopover from '@radix-ui/react-popover';
import type { ReactNode } from 'react';
import styles from './popover.module.css';

/**
 * The popover of spec 2.4 on Radix Popover: opens from its trigger, closes on Escape or an outside
 * click and gives focus back to the trigger. Controlled when `open` is given.
 */
export const Popover = ({ trigger, children, open, onOpenChange, align = 'start', label, onOpenAutoFocus }: {
  trigger: ReactNode;
  children: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  align?: 'start' | 'center' | 'end';
  /** The accessible name of the popover's dialog. */
  label?: string;
  /** Lets the content choose what gets focus when it opens (Radix focuses the first focusable element). */
  onOpenAutoFocus?: (event: Event) => void;
}) => (
  <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
    <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
    <RadixPopover.Portal>
      <RadixPopover.Content align={align} sideOffset={4} aria-label={label} onOpenAutoFocus={onOpenAutoFocus} className={styles.content}>
        {children}
      </RadixPopover.Content>
    </RadixPopover.Portal>
  </RadixPopover.Root>
);
