import { useEffect, useRef } from 'react';

/**
 * A new view's heading takes the focus once it shows, so a screen reader starts reading there. `view` names what
 * is shown (null: nothing yet). When it changes (a new view may render a new heading element), the heading takes
 * the focus back only if the focus was lost with the old element, never from where the user has moved it.
 */
export function useHeadingFocus<T extends HTMLElement>(view: string | null = 'view') {
  const ref = useRef<T>(null);
  const focusedOnce = useRef(false);
  useEffect(() => {
    if (view === null) return;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!focusedOnce.current || lost) {
      ref.current?.focus();
      focusedOnce.current = true;
    }
  }, [view]);
  return ref;
}
