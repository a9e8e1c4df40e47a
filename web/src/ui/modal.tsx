import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState, type ReactNode } from 'react';

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
  const content = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay style={{ position: 'fixed', inset: 0, background: 'rgba(20,20,40,.45)' }} />
        <Dialog.Content
          ref={content}
          onPointerDownOutside={(event) => {
            if (!persistent) return;
            event.preventDefault();
            setShaking(true);
            const at = (dx: number) => ({ transform: `translate(calc(-50% + ${dx}px), -50%)` });
            content.current?.animate([at(0), at(-8), at(8), at(-6), at(6), at(0)], { duration: SHAKE_MS });
            setTimeout(() => setShaking(false), SHAKE_MS);
          }}
          data-shaking={shaking || undefined}
          style={{
            position: 'fixed', top: '50%', left: '50%', transform: 'translate(-50%, -50%)',
            width, maxWidth: 'calc(100vw - 32px)', maxHeight: 'calc(100vh - 48px)', overflowY: 'auto', background: '#fff', borderRadius: 12, padding: 24, fontFamily: 'system-ui, sans-serif',
          }}
        >
          <Dialog.Title style={{ margin: '0 0 4px' }}>{title}</Dialog.Title>
          {description ? <Dialog.Description style={{ margin: '0 0 16px', color: '#666' }}>{description}</Dialog.Description> : <Dialog.Description />}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
