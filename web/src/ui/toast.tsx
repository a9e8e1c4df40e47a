import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { TOAST_MS } from '../app/config';
import styles from './toast.module.css';

export interface Toast {
  message: string;
  tone?: 'success' | 'danger';
  action?: { label: string; onClick: () => void };
}

/** Just below the page's header where it is on screen (it may wrap to two rows), so the toast never covers "+ Add" or Log out. */
const belowHeader = (): number => Math.max(GAP, (document.querySelector('header')?.getBoundingClientRect().bottom ?? 0) + GAP);
const GAP = 16;

const ToastContext = createContext<(toast: Toast) => void>(() => undefined);

/** One toast at the top (under the header), visible for 3 seconds (spec 2.3, 9), optionally with an action such as UNDO. */
export const ToastProvider = ({ children }: { children: ReactNode }) => {
  const [toast, setToast] = useState<(Toast & { top: number }) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = useCallback((next: Toast) => {
    clearTimeout(timer.current);
    setToast({ ...next, top: belowHeader() });
    timer.current = setTimeout(() => setToast(null), TOAST_MS);
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      {toast && (
        <div role="status" data-testid="toast" data-tone={toast.tone ?? 'success'} className={toast.tone === 'danger' ? `${styles.toast} ${styles.danger}` : styles.toast} style={{ top: toast.top }}>
          <span>{toast.message}</span>
          {toast.action && (
            <button type="button" onClick={() => { toast.action!.onClick(); setToast(null); }} className={styles.action}>
              {toast.action.label}
            </button>
          )}
        </div>
      )}
    </ToastContext.Provider>
  );
};

export const useToast = () => useContext(ToastContext);
