import { useRef, useState, type ReactNode } from 'react';

export const TOOLTIP_HIDE_MS = 100;

/** Shows its text on hover or focus; hides 100 ms after the pointer or focus leaves (spec 2.4). */
export const Tooltip = ({ text, children }: { text: string; children: ReactNode }) => {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = (): void => {
    clearTimeout(timer.current);
    setOpen(true);
  };
  const hide = (): void => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), TOOLTIP_HIDE_MS);
  };
  return (
    <span style={{ position: 'relative', display: 'block' }} onMouseEnter={show} onMouseLeave={hide} onFocus={show} onBlur={hide}>
      {children}
      {open && (
        <span role="tooltip" style={{ position: 'absolute', left: '100%', top: '50%', transform: 'translate(8px, -50%)', background: '#111', color: '#fff', padding: '4px 8px', borderRadius: 6, fontSize: 12, whiteSpace: 'nowrap', zIndex: 10 }}>
          {text}
        </span>
      )}
    </span>
  );
};
