import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styles from './modal.module.css';

/** Spec 9: a persistent modal shakes for 500 ms when the user clicks outside it. */
export const SHAKE_MS = 500;

/**
 * The modal of spec 2.4 on Radix Dialog: closes on an outside click, unless `persistent`, in which
 * case it shakes instead. Escape and the close button still close it.
 */
export const Modal = ({ open, onOpenChange, title, description, persistent, children, width = 520 }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  persistent?: boolean;
  children: ReactNode;
  width?: number;
}) => {
  const [shaking, setShaking] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Our modals open from any button, not a Dialog.Trigger, so Radix has no trigger to give focus back
  // to on close: remember what had focus as the modal opened (before Radix's effect moves it inside).
  const returnTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (open) returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          onPointerDownOutside={(event) => {
            if (!persistent) return;
            event.preventDefault();
            // Restart the animation on a second click during a shake.
            clearTimeout(timer.current);
            setShaking(true);
            timer.current = setTimeout(() => setShaking(false), SHAKE_MS);
          }}
          onCloseAutoFocus={(event) => {
            if (!returnTo.current?.isConnected) return;
            event.preventDefault();
            returnTo.current.focus();
          }}
          data-shaking={shaking || undefined}
          style={{ width }}
        >
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {description ? <Dialog.Description className={styles.description}>{description}</Dialog.Description> : <Dialog.Description />}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
