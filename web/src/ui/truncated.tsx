import { useLayoutEffect, useRef, useState, type HTMLAttributes } from 'react';
import { Tooltip } from './tooltip';
import styles from './truncated.module.css';

const isCut = (node: HTMLElement | null): boolean => !!node && node.scrollWidth > node.clientWidth;

/**
 * A name that may be long (a budget, a person, a company): cut with an ellipsis at the width it is
 * given instead of widening the page, with the whole name in a tooltip when it was cut. Whether it
 * is cut is asked on hover (widths change with the window); the tree never changes shape with it.
 */
export const Truncated = ({ text, className, ...rest }: { text: string } & HTMLAttributes<HTMLSpanElement>) => {
  const ref = useRef<HTMLSpanElement>(null);
  // Only for the keyboard: a cut name takes focus, so its tooltip can be read without a mouse.
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = (): void => setCut(isCut(node));
    measure();
    // Not every DOM (happy-dom in tests) has it; there the first measure stands.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [text]);
  return (
    <Tooltip text={text} placement="below" when={() => isCut(ref.current)}>
      <span {...rest} ref={ref} className={className ? `${styles.text} ${className}` : styles.text} tabIndex={cut ? 0 : undefined}>
        {text}
      </span>
    </Tooltip>
  );
};
