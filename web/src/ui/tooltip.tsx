import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './tooltip.module.css';

export const TOOLTIP_HIDE_MS = 100;

/**
 * Shows its text on hover or focus; hides 100 ms after the pointer or focus leaves (spec 2.4), so
 * moving across a gap does not flicker it. `placement="below"` suits truncated text in a row.
 */
export const Tooltip = ({ text, children, placement = 'right', when }: {
  text: string;
  children: ReactNode;
  placement?: 'right' | 'below';
  /** Asked on each hover or focus: show the tip only when it holds (a name that was cut, say). */
  when?: () => boolean;
}) => {
  const [open, setOpen] = useState(false);
  const id = useId();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = (): void => {
    clearTimeout(timer.current);
    if (!when || when()) setOpen(true);
  };
  const hide = (): void => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), TOOLTIP_HIDE_MS);
  };
  return (
    <span className={styles.anchor} aria-describedby={open ? id : undefined} onMouseEnter={show} onMouseLeave={hide} onFocus={show} onBlur={hide}>
      {children}
      {open && (
        <span role="tooltip" id={id} className={placement === 'below' ? `${styles.tip} ${styles.below}` : styles.tip}>
          {text}
        </span>
      )}
    </span>
  );
};
