import { useEffect, useRef, useState } from 'react';

/** The review queue's keys (issue #27 item 7), as the help overlay lists them. */
export const REVIEW_KEYS = [
  ['j', 'Next transaction'],
  ['k', 'Previous transaction'],
  ['c', 'Code the transaction'],
  ['r', 'Request its receipt from the spender'],
  ['e', 'Open the transaction'],
  ['x', 'Select or unselect it'],
  ['?', 'Show or hide these keys'],
] as const;

export type ReviewAction = 'c' | 'r' | 'e' | 'x';

/**
 * A key meant for something else: typed into a field, pressed inside an open dialog or menu, or a
 * shortcut with a modifier (Ctrl-K is the global search's).
 */
const notForTheList = (event: KeyboardEvent): boolean => {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return true;
  const target = event.target;
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || !!target.closest('[role=dialog],[role=listbox],[role=menu]');
};

/**
 * The focus row of a list moved with j/k, and c/r/e/x acting on it; `?` toggles the help. The row
 * index stays within the rows shown; -1 until the first j or k.
 */
export const useReviewKeys = (count: number, act: (action: ReviewAction, index: number) => void) => {
  const [focus, setFocus] = useState(-1);
  const [help, setHelp] = useState(false);
  // The listener is added once; it reads the latest rows, focus and action through this ref.
  const latest = useRef({ count, focus, act });
  latest.current = { count, focus: Math.min(focus, count - 1), act };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (notForTheList(event)) return;
      const { count: rows, focus: at, act: run } = latest.current;
      if (event.key === '?') setHelp((shown) => !shown);
      else if (event.key === 'j' && rows > 0) setFocus(Math.min(at + 1, rows - 1));
      else if (event.key === 'k' && rows > 0) setFocus(Math.max(at - 1, 0));
      else if (['c', 'r', 'e', 'x'].includes(event.key) && at >= 0) run(event.key as ReviewAction, at);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return { focus: latest.current.focus, help, setHelp };
};
